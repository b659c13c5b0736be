// A pathname matched segment by segment, without its regular expression, where that gives the
// same answer: a case-sensitive pathname compiled with the pathname options whose part list is
// whole segments, each fixed text or one named group (`/repos/:owner/:repo`), the shape of most
// routes. Its key (list-shape.ts pathKeyOf) is closed and captures whole segments; the regular
// expression then matches exactly the values with as many "/"-separated segments, each fixed one
// equal, each group's non-empty (`[^\/]+?` between "/"s), and each group is its segment.

import { setGroup, type Groups } from './groups';
import { pathKeyOf, WILDCARD, type SegmentKey } from './list-shape';
import type { Component } from './types';

/** A pathname as segments: each the text it must be, or WILDCARD (a group: any non-empty segment), groups in segment order. */
export interface SegmentShape {
  readonly segments: readonly SegmentKey[];
}

/** The segment shape of a pathname component, or null when its regular expression is needed. */
export function segmentShapeOf(component: Component, delimited: boolean): SegmentShape | null {
  if (component.regularExpression.ignoreCase) return null;
  const key = pathKeyOf(component.partList, delimited);
  if (key.open || key.captures === null) return null;
  const wildcards: number[] = [];
  key.segments.forEach((segment, index) => { if (segment === WILDCARD) wildcards.push(index); });
  // Groups in segment order, one per wildcard segment: the walk below names them in turn.
  const inOrder = key.captures.length === wildcards.length && key.captures.every((segment, group) => segment === wildcards[group]);
  return inOrder ? { segments: key.segments } : null;
}

/** Where the segment at `start` ends: the next "/" (or the end, for the last segment; -1 when the count is wrong). */
function segmentEnd(value: string, start: number, last: boolean): number {
  const slash = value.indexOf('/', start);
  if (last) return slash === -1 ? value.length : -1;
  return slash;
}

/** Where a fixed segment that starts at `start` ends, or -1 when the value does not have it there. */
function fixedEnd(value: string, start: number, segment: string, last: boolean): number {
  const end = start + segment.length;
  // The code unit after it first (a "/", or the end for the last one): it rules most values out at once.
  if (last ? end !== value.length : value.charCodeAt(end) !== 0x2f) return -1;
  // A slice compared costs V8 about half what startsWith does (a short slice is a copy, then one compare).
  return value.slice(start, end) === segment ? end : -1;
}

/** Whether a pathname value has the shape's segments. */
export function acceptsSegments(shape: SegmentShape, value: string): boolean {
  const segments = shape.segments;
  const last = segments.length - 1;
  let start = 0;
  for (let index = 0; index <= last; index++) {
    const segment = segments[index];
    const end = segment === WILDCARD ? segmentEnd(value, start, index === last) : fixedEnd(value, start, segment, index === last);
    if (end === -1 || (segment === WILDCARD && end === start)) return false;
    start = end + 1;
  }
  return true;
}

/** The groups (named by `names`, in order) of a pathname value with the shape's segments, or null. */
export function segmentShapeGroups(shape: SegmentShape, names: readonly string[], value: string): Groups | null {
  const segments = shape.segments;
  const last = segments.length - 1;
  const groups: Groups = {};
  let start = 0;
  let group = 0;
  for (let index = 0; index <= last; index++) {
    const segment = segments[index];
    const end = segment === WILDCARD ? segmentEnd(value, start, index === last) : fixedEnd(value, start, segment, index === last);
    if (end === -1) return null;
    if (segment === WILDCARD) {
      if (end === start) return null;
      setGroup(groups, names[group++], value.slice(start, end));
    }
    start = end + 1;
  }
  return groups;
}
