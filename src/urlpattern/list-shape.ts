// The pattern set's view of a pathname part list (https://urlpattern.spec.whatwg.org/#part-list):
// the path segments every input the pathname's regular expression matches must start with, as
// the segment trie (list-trie.ts) indexes them. A key is a necessary condition, never a
// sufficient one: the pattern set confirms each candidate with the components' regular expressions.
//
// Why splitting at "/" is exact: under the pathname options (delimiter "/", used when the protocol
// component matches a special scheme) a segment wildcard is `[^\/]+?`, so in a matched input a "/"
// stands only where the pattern's fixed text (or a prefix or suffix) has one. Splitting the fixed
// text and the input at "/" therefore gives segments that correspond one to one. A part that could
// match a "/" (a regexp group, a full wildcard, a modifier, any group without the delimiter) ends
// the key: what follows it is "open", checked only by the regular expression. The text before it
// is a whole segment when what follows can only match "" or a string starting with "/" (as
// `/issues{/:id}?` or `/files/:path+`), a partial one, left out of the key, otherwise (`/files*`).

import { setGroup, type Groups } from './groups';
import type { Part } from './types';

/** A key segment: the exact text the input segment must have, or WILDCARD (any segment). */
export type SegmentKey = string | null;

/** The key segment any input segment passes. */
export const WILDCARD = null;

/** What the pattern set knows about the inputs a pathname part list matches. */
export interface PathKey {
  /** The segments every matched pathname starts with (split at "/"). */
  readonly segments: readonly SegmentKey[];
  /** False: a matched pathname has exactly these segments; true: more may follow. */
  readonly open: boolean;
  /**
   * For a closed key whose segments are each fixed text or one whole segment wildcard: the
   * index of the segment each group captures, in group order (its value is that input segment,
   * non-empty). Otherwise null (the regular expression gives the groups).
   */
  readonly captures: readonly number[] | null;
}

/** A segment wildcard's place in the flattened part list: the index of its group. */
interface GroupAtom {
  readonly group: number;
}

/** Fixed text or a segment wildcard. */
type Atom = string | GroupAtom;

/** Whether a part must match a non-empty string starting with "/" (null: it may match the empty string). */
function startsWithSlash(part: Part): boolean | null {
  const start = part.type === 'fixed-text' ? part.value : part.prefix;
  if (start === '') return part.type === 'fixed-text' ? null : false;
  if (start[0] !== '/') return false;
  return part.modifier === 'none' || part.modifier === 'one-or-more' ? true : null;
}

/**
 * Whether every string parts[from..] match is empty or starts with "/": then the text before
 * them ends a segment. A part that may match nothing (an optional group with a "/" prefix)
 * passes the question to the parts after it.
 */
function restStartsSegment(parts: readonly Part[], from: number): boolean {
  for (let index = from; index < parts.length; index++) {
    const starts = startsWithSlash(parts[index]);
    if (starts !== null) return starts;
  }
  return true;
}

/** The leading parts a key can hold, flattened to fixed text and segment wildcards; where they stop (parts.length when all do). */
function leadingAtoms(parts: readonly Part[], delimited: boolean): { atoms: Atom[]; stop: number } {
  const atoms: Atom[] = [];
  let group = 0;
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index];
    if (part.modifier !== 'none') return { atoms, stop: index };
    if (part.type === 'fixed-text') {
      atoms.push(part.value);
    } else if (part.type === 'segment-wildcard' && delimited) {
      atoms.push(part.prefix, { group }, part.suffix);
      group += 1;
    } else {
      return { atoms, stop: index };
    }
  }
  return { atoms, stop: parts.length };
}

/** One segment's atoms (no "/" in them) as a key segment, and the group it captures whole (or -1). */
function segmentKeyOf(atoms: readonly Atom[]): { key: SegmentKey; wholeGroup: number } {
  const texts = atoms.filter((atom): atom is string => typeof atom === 'string' && atom !== '');
  const groups = atoms.filter((atom): atom is GroupAtom => typeof atom !== 'string');
  if (groups.length === 0) return { key: texts.join(''), wholeGroup: -1 };
  return { key: WILDCARD, wholeGroup: groups.length === 1 && texts.length === 0 ? groups[0].group : -1 };
}

/** Builds the segments of a key from the flattened atoms. */
class SegmentBuilder {
  readonly segments: SegmentKey[] = [];
  readonly wholeGroups: number[] = [];
  private current: Atom[] = [];

  add(atom: Atom): void {
    if (typeof atom !== 'string') {
      this.current.push(atom);
      return;
    }
    const pieces = atom.split('/');
    for (let index = 0; index < pieces.length - 1; index++) {
      this.current.push(pieces[index]);
      this.close();
    }
    this.current.push(pieces[pieces.length - 1]);
  }

  close(): void {
    const { key, wholeGroup } = segmentKeyOf(this.current);
    this.segments.push(key);
    this.wholeGroups.push(wholeGroup);
    this.current = [];
  }
}

/** For a closed key: the segment of each group when every segment is fixed text or one whole group; else null. */
function capturesOf(builder: SegmentBuilder, groupCount: number): number[] | null {
  const captures: number[] = new Array<number>(groupCount).fill(-1);
  for (let index = 0; index < builder.segments.length; index++) {
    const group = builder.wholeGroups[index];
    if (builder.segments[index] === WILDCARD && group < 0) return null;
    if (group >= 0) captures[group] = index;
  }
  return captures.includes(-1) ? null : captures;
}

/**
 * The key of a pathname part list. `delimited`: the pathname was compiled with the pathname
 * options (https://urlpattern.spec.whatwg.org/#pathname-options), so a segment wildcard stops
 * at "/"; otherwise a segment wildcard can match anything and ends the key.
 */
export function pathKeyOf(parts: readonly Part[], delimited: boolean): PathKey {
  const { atoms, stop } = leadingAtoms(parts, delimited);
  const builder = new SegmentBuilder();
  for (const atom of atoms) builder.add(atom);
  if (stop < parts.length) {
    if (restStartsSegment(parts, stop)) builder.close();
    return { segments: builder.segments, open: true, captures: null };
  }
  builder.close();
  const groupCount = atoms.filter((atom) => typeof atom !== 'string').length;
  return { segments: builder.segments, open: false, captures: capturesOf(builder, groupCount) };
}

/** A key with its fixed segments lower-cased, for a case-insensitive pattern; null when one is not ASCII. */
export function foldedKey(key: PathKey): PathKey | null {
  const segments: SegmentKey[] = [];
  for (const segment of key.segments) {
    if (segment !== WILDCARD && !isASCII(segment)) return null;
    segments.push(segment === WILDCARD ? WILDCARD : segment.toLowerCase());
  }
  return { ...key, segments };
}

/** Whether a string is all ASCII (where ASCII lower-casing is the regular expression's case folding). */
export function isASCII(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) > 0x7f) return false;
  return true;
}

/**
 * The groups of a pathname whose closed key captures whole segments (PathKey.captures), for an
 * input whose segments the trie has matched against the key's fixed segments: each group is its
 * segment, which must not be empty (`[^\/]+?` between "/"s or the ends), as the regular expression's
 * exec would give (https://urlpattern.spec.whatwg.org/#create-a-component-match-result).
 */
export function segmentGroups(names: readonly string[], captures: readonly number[], segments: readonly string[]): Groups | null {
  const groups: Groups = {};
  for (let index = 0; index < names.length; index++) {
    const segment = segments[captures[index]];
    if (segment === '') return null;
    setGroup(groups, names[index], segment);
  }
  return groups;
}
