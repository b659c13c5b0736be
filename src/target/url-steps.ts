// The URL Standard's steps that change where a URL string's authority is, as rewrites of the
// string a strict parser or a splitter can read again (src/target/causes.ts): each is one item of
// the URL Standard's appendix "Differences from RFC 3986 and RFC 3987", in the parser's order.

import { codePointName } from '../core/messages';
import { isASCIITabOrNewline, removeASCIITabOrNewline } from '../core/code-points';
import { isSpecialScheme, schemeEnd } from '../core/schemes';
import type { DifferenceCause } from './types';

/** The culprit of a difference in the input as given: its text, UTF-16 offset (-1: not in the input) and length. */
export interface Culprit {
  readonly text: string;
  readonly offset: number;
  readonly length: number;
}

/** What the steps need: the input as given, the base string, the URL Standard's (lowercase) scheme. */
export interface StepContext {
  readonly input: string;
  readonly base: string | null;
  readonly scheme: string | null;
}

/** One step: the rewrite of a string (null: the step does not apply), and its cause and culprit in the input. */
export interface Step {
  apply(text: string, context: StepContext): string | null;
  cause(context: StepContext): DifferenceCause;
  culprit(context: StepContext): Culprit;
  why(context: StepContext, culprit: Culprit): string;
}

/** The scheme and its ":" at the start of `text`, or null (RFC 3986 section 3.1). */
export function leadingScheme(text: string): string | null {
  const end = schemeEnd(text);
  return end === -1 ? null : text.slice(0, end + 1);
}

/** The text quoted as messages quote: JSON, cut to 60 code units. */
export function quoteText(text: string): string {
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}...` : text);
}

/** The number of leading C0 controls and spaces (URL Standard basic URL parser step 1). */
function leadingC0(text: string): number {
  let start = 0;
  while (start < text.length && text.charCodeAt(start) <= 0x20) start++;
  return start;
}

/** The number of trailing C0 controls and spaces, not counting the leading ones. */
function trailingC0(text: string, start: number): number {
  let end = text.length;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--;
  return text.length - end;
}

/** The end of the part of `text` before its query or fragment. */
function beforeQuery(text: string): number {
  const match = /[?#]/.exec(text);
  return match === null ? text.length : match.index;
}

/** Where the slashes after the scheme (or at the start of a relative reference) are in the input as given. */
interface SlashRun {
  /** Offset just after "scheme:" (or of the reference's start). */
  readonly start: number;
  /** Offset after the slashes and backslashes (tabs and newlines among them skipped). */
  readonly end: number;
  readonly slashes: number;
  readonly scheme: string | null;
}

/** The slash run of the input as given, after leading C0 controls and spaces. */
function slashRun(input: string): SlashRun {
  const lead = leadingC0(input);
  const scheme = leadingScheme(input.slice(lead));
  const start = lead + (scheme?.length ?? 0);
  let end = start;
  let slashes = 0;
  for (; end < input.length; end++) {
    const c = input.charCodeAt(end);
    if (c === 0x2f || c === 0x5c) slashes++;
    else if (!isASCIITabOrNewline(c)) break;
  }
  return { start, end, slashes, scheme };
}

// https://url.spec.whatwg.org/#concept-basic-url-parser step 1: leading and trailing C0 control or space.
const C0_OR_SPACE: Step = {
  apply: (text) => {
    const lead = leadingC0(text);
    return text.slice(lead, text.length - trailingC0(text, lead));
  },
  cause: () => 'c0-control-or-space',
  culprit: ({ input }) => {
    const lead = leadingC0(input);
    if (lead > 0) return { text: input.slice(0, lead), offset: 0, length: lead };
    const trail = trailingC0(input, 0);
    return { text: input.slice(input.length - trail), offset: input.length - trail, length: trail };
  },
  why: (_, culprit) => `the URL Standard strips leading and trailing C0 controls and spaces (${describeUnits(culprit.text)} at offset ${culprit.offset})`,
};

// Steps 2 and 3: every ASCII tab or newline removed.
const TAB_OR_NEWLINE: Step = {
  apply: (text) => removeASCIITabOrNewline(text),
  cause: () => 'tab-or-newline',
  culprit: ({ input }) => {
    const offset = input.search(/[\t\n\r]/);
    return { text: input.charAt(offset), offset, length: offset < 0 ? 0 : 1 };
  },
  why: (_, culprit) => `the URL Standard removes every tab and newline from the input (${describeUnits(culprit.text)} at offset ${culprit.offset})`,
};

// https://url.spec.whatwg.org/#special-relative-or-authority-state: a scheme equal to a special
// base's, not followed by two slashes, is dropped (RFC 3986 section 5.2.2 non-strict resolution).
const BASE_SCHEME: Step = {
  apply: (text, { base }) => {
    const scheme = leadingScheme(text);
    const baseScheme = base === null ? null : leadingScheme(base.slice(leadingC0(base)));
    if (scheme === null || baseScheme === null || scheme.toLowerCase() !== baseScheme.toLowerCase()) return null;
    const rest = text.slice(scheme.length);
    if (!isSpecialScheme(scheme.slice(0, -1).toLowerCase()) || /^[/\\]{2}/.test(rest)) return null;
    return /^[^/?#]*:/.test(rest) ? `./${rest}` : rest; // RFC 3986 section 4.2: a ":" in the first segment needs "./"
  },
  cause: () => 'base-scheme',
  culprit: ({ input }) => {
    const run = slashRun(input);
    const text = run.scheme ?? '';
    return { text, offset: run.start - text.length, length: text.length };
  },
  why: (_, culprit) => `${quoteText(culprit.text)} is the base URL's scheme, which the URL Standard drops before resolving the rest against the base (RFC 3986's non-strict resolution, which it uses for special schemes only)`,
};

// https://url.spec.whatwg.org/#scheme-start-state: a scheme starts with an ASCII letter and holds
// only letters, digits, "+", "-" and "." (RFC 3986 section 3.1 alike); Appendix B's expression takes
// whatever comes before the first ":". What is not a scheme is a path ("./" keeps it one).
const SCHEME_SYNTAX: Step = {
  apply: (text) => (/^[^:/?#]+:/.test(text) && leadingScheme(text) === null ? `./${text}` : null),
  cause: () => 'scheme-syntax',
  culprit: ({ input }) => {
    const lead = leadingC0(input);
    const match = /^[^:/?#]+:/.exec(input.slice(lead));
    const text = match === null ? '' : match[0];
    return { text, offset: match === null ? -1 : lead, length: text.length };
  },
  why: (_, culprit) => `${quoteText(culprit.text)} is not a scheme for the URL Standard (a scheme starts with an ASCII letter and has only letters, digits, "+", "-" and "."), which reads the input as a path, where Appendix B's expression takes anything before the first ":" as the scheme`,
};

// https://url.spec.whatwg.org/#special-authority-slashes-state and the path states: in a special
// URL, U+005C (\) is read as U+002F (/).
const BACKSLASH: Step = {
  apply: (text, { scheme }) => {
    if (scheme === null || !isSpecialScheme(scheme)) return null;
    const end = beforeQuery(text);
    return text.slice(0, end).replace(/\\/g, '/') + text.slice(end);
  },
  cause: () => 'backslash',
  culprit: ({ input }) => {
    const offset = input.slice(0, beforeQuery(input)).indexOf('\\');
    return { text: '\\', offset, length: offset < 0 ? 0 : 1 };
  },
  why: (_, culprit) => `a special URL reads the backslash "\\" at offset ${culprit.offset} as a slash "/"`,
};

// https://url.spec.whatwg.org/#special-authority-ignore-slashes-state: a special URL (not file:)
// takes any number of slashes before its authority, none included: it mandates an authority.
const SLASHES: Step = {
  apply: (text, { scheme }) => {
    if (scheme === null || scheme === 'file' || !isSpecialScheme(scheme)) return null;
    const written = leadingScheme(text);
    const start = written?.length ?? 0;
    let end = start;
    while (text.charCodeAt(end) === 0x2f) end++;
    if (end - start === 2 || (written === null && end - start < 2)) return null;
    return `${text.slice(0, start)}//${text.slice(end)}`;
  },
  cause: ({ input }) => (slashRun(input).slashes === 0 ? 'authority-required' : 'slashes'),
  culprit: ({ input }) => {
    const run = slashRun(input);
    if (run.slashes > 0) return { text: input.slice(run.start, run.end), offset: run.start, length: run.end - run.start };
    const host = /^[^/\\?#]*/.exec(input.slice(run.start)) as RegExpExecArray;
    return { text: host[0], offset: run.start, length: host[0].length };
  },
  why: ({ input }, culprit) => {
    const run = slashRun(input);
    if (run.slashes > 0) return `a special URL takes any number of slashes before its host (${quoteText(culprit.text)} here), where RFC 3986 has exactly two`;
    return `a special URL must have an authority: the URL Standard reads ${quoteText(culprit.text)} after ${quoteText(run.scheme ?? '')} as the authority, where RFC 3986 reads a path`;
  },
};

// https://url.spec.whatwg.org/#authority-state: every "@" but the last is percent-encoded into
// the userinfo, which ends at the last "@" of the authority.
const USERINFO_AT: Step = {
  apply: (text, { scheme }) => {
    const authority = authorityOf(text, scheme !== null && isSpecialScheme(scheme));
    if (authority === null) return null;
    const value = text.slice(authority.start, authority.end);
    const last = value.lastIndexOf('@');
    if (last < 0 || value.indexOf('@') === last) return null;
    return text.slice(0, authority.start) + value.slice(0, last).replace(/@/g, '%40') + text.slice(authority.start + last);
  },
  cause: () => 'userinfo-at',
  culprit: ({ input, scheme }) => {
    const value = authorityText(input, scheme);
    const last = value.text.lastIndexOf('@');
    return { text: value.text.slice(0, last + 1), offset: last < 0 ? -1 : value.start, length: last + 1 };
  },
  why: ({ input, scheme }, culprit) => {
    const authority = authorityText(input, scheme).text;
    const count = (authority.match(/@/g) ?? []).length;
    return `the URL Standard ends the userinfo at the last of the ${count} "@" in the authority ${quoteText(authority)}, percent-encoding the others (${quoteText(culprit.text)} is userinfo), where RFC 3986 allows no "@" in a userinfo and splitters stop at the first`;
  },
};

/** The authority after "//" (and an optional scheme) at the start of `text`, up to "/", "?", "#" (or "\" in a special URL). */
function authorityOf(text: string, special: boolean): { start: number; end: number } | null {
  const match = /^(?:[A-Za-z][A-Za-z0-9+.-]*:)?\/\//.exec(text);
  if (match === null) return null;
  const start = match[0].length;
  const rest = (special ? /[/\\?#]/ : /[/?#]/).exec(text.slice(start));
  return { start, end: rest === null ? text.length : start + rest.index };
}

/** The authority of the input as given, after its scheme and slashes (tabs kept), up to "/", "?", "#" (or "\\" in a special URL). */
function authorityText(input: string, scheme: string | null): { text: string; start: number } {
  const run = slashRun(input);
  const special = scheme !== null && isSpecialScheme(scheme);
  const text = ((special ? /^[^/\\?#]*/ : /^[^/?#]*/).exec(input.slice(run.end)) as RegExpExecArray)[0];
  return { text, start: run.end };
}

/** Code units named: "U+0009" for a tab, several joined. */
function describeUnits(text: string): string {
  return Array.from(text.slice(0, 4), (c) => codePointName(c.codePointAt(0) as number)).join(' ') + (text.length > 4 ? ' ...' : '');
}

/**
 * The steps, in the URL Standard's order, but for backslashes, read as slashes before the scheme is
 * checked: "\\host:" is an authority to the URL Standard, not a scheme "\\host" made a path.
 */
export const STRUCTURAL_STEPS: readonly Step[] = [C0_OR_SPACE, TAB_OR_NEWLINE, BASE_SCHEME, BACKSLASH, SCHEME_SYNTAX, SLASHES, USERINFO_AT];
