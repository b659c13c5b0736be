// Validation errors for the slashes in front of a special URL's authority. The grammar reads "/"
// and "\" alike as slashes there (web and file modes); the URL Standard's states decide which
// error each one gets: "special authority slashes state", "special relative or authority state",
// "relative state", "relative slash state" and "special authority ignore slashes state" for web
// URLs, the "file" branch of the "scheme state" for file URLs.

import { ErrorLog, dropReports, logError } from './error-log';

const SLASH = 0x2f;
const BACKSLASH = 0x5c;

/** What precedes the slashes: the scheme of a web URL, the scheme of the base (legacy resolution), or nothing. */
export const enum SlashesAfter {
  Scheme,
  SameSchemeAsBase,
  Nothing,
}

/**
 * Logs special-scheme-missing-following-solidus where "//" is missing after the scheme and for
 * every slash the ignore-slashes state skips (those are not invalid-reverse-solidus errors).
 */
export function reportAuthoritySlashes(log: ErrorLog, text: string, start: number, after: SlashesAfter): void {
  if (log === undefined) return;
  let end = start;
  while (end < text.length && (text.charCodeAt(end) === SLASH || text.charCodeAt(end) === BACKSLASH)) end++;
  let ignoredFrom = start + 2; // the "special authority ignore slashes state" reads from here
  if (after !== SlashesAfter.Nothing && !startsWithTwoSolidi(text, start)) {
    // Met on the first code point after the scheme, before a state that reads it again.
    logError(log, 'special-scheme-missing-following-solidus', start, start - 0.5);
    if (after === SlashesAfter.Scheme) ignoredFrom = start;
  }
  // Against a base, fewer than two slashes lead to the relative state's path, not to an authority.
  if (after !== SlashesAfter.Scheme && end - start < 2) return;
  dropReports(log, ignoredFrom, end, 'invalid-reverse-solidus');
  for (let i = ignoredFrom; i < end; i++) logError(log, 'special-scheme-missing-following-solidus', i);
}

/** https://url.spec.whatwg.org/#scheme-state, scheme "file": the remaining input should start with "//". */
export function reportFileSchemeSlashes(log: ErrorLog, text: string, start: number): void {
  // Met on the scheme's ":" (start - 1), before the file state reads what follows.
  if (!startsWithTwoSolidi(text, start)) logError(log, 'special-scheme-missing-following-solidus', start, start - 1);
}

function startsWithTwoSolidi(text: string, start: number): boolean {
  return text.charCodeAt(start) === SLASH && text.charCodeAt(start + 1) === SLASH;
}
