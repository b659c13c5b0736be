// Special schemes and their default ports (URL Standard section 4.1 "URL representation"),
// defined once, here: grammar/normalized.pegjs takes its scheme literals from SPECIAL_SCHEMES
// (scripts/facts.js loads this file, so it imports nothing), grammar/url.pegjs calls isSpecialScheme.

/** Special scheme -> default port (null for file, which has none). */
export const SPECIAL_SCHEMES: ReadonlyMap<string, number | null> = new Map<string, number | null>([
  ['ftp', 21],
  ['file', null],
  ['http', 80],
  ['https', 443],
  ['ws', 80],
  ['wss', 443],
]);

/** Parser modes of the URL Specification: web (special, non-file), file, or generic. */
export type ParserMode = 'web' | 'file' | 'generic';

/** https://url.spec.whatwg.org/#is-special (scheme must already be lowercase) */
export function isSpecialScheme(scheme: string): boolean {
  return SPECIAL_SCHEMES.has(scheme);
}

/** The special schemes by length, for specialSchemeOf ([] for a length no special scheme has). */
const SPECIAL_SCHEMES_BY_LENGTH: readonly (readonly string[])[] = Array.from({ length: 6 }, (_, length) =>
  [...SPECIAL_SCHEMES.keys()].filter((name) => name.length === length));

const NO_SCHEMES: readonly string[] = [];

/**
 * The special scheme `text` names, ASCII case-insensitively (the name as SPECIAL_SCHEMES holds
 * it), or null: one or two comparisons with the names of its length, no hashing of `text`.
 */
export function specialSchemeOf(text: string): string | null {
  const names = text.length < SPECIAL_SCHEMES_BY_LENGTH.length ? SPECIAL_SCHEMES_BY_LENGTH[text.length] : NO_SCHEMES;
  for (let i = 0; i < names.length; i++) if (names[i] === text) return names[i];
  if (names.length === 0) return null;
  const lower = text.toLowerCase();
  if (lower === text) return null;
  for (let i = 0; i < names.length; i++) if (names[i] === lower) return names[i];
  return null;
}

/** https://url.spec.whatwg.org/#default-port */
export function defaultPort(scheme: string): number | null {
  return SPECIAL_SCHEMES.get(scheme) ?? null;
}

/** The parser mode a (lowercase) scheme selects. */
export function modeOfScheme(scheme: string): ParserMode {
  if (scheme === 'file') return 'file';
  return SPECIAL_SCHEMES.has(scheme) ? 'web' : 'generic';
}

/** Whether a port as written (digits without leading zeros, or null) is kept as is: in range, not the default. */
export function isNormalPort(scheme: string, port: string | null): boolean {
  if (port === null) return true;
  const value = Number(port);
  return value <= 65535 && value !== defaultPort(scheme);
}

/**
 * URL Specification "Legacy Resolution" (URL Standard "special relative or authority state"): a
 * scheme equal to the base's, ASCII case-insensitively, which resolution drops.
 */
export function isBaseScheme(scheme: string, baseScheme: string | null): boolean {
  return baseScheme !== null && scheme.toLowerCase() === baseScheme.toLowerCase();
}

/** RFC 3986 section 3.1: a scheme code point after the first, ASCII alphanumeric, "+", "-" or ".". */
export function isSchemeCodePoint(c: number): boolean {
  return ((c | 0x20) - 0x61) >>> 0 <= 25 || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e;
}

/**
 * RFC 3986 section 3.1 (and the URL Standard's scheme state, the URL Specification's "scheme-like"
 * start): the index of the ":" after a scheme at the start of `text` (an ASCII letter, then scheme
 * code points), or -1.
 */
export function schemeEnd(text: string): number {
  if (((text.charCodeAt(0) | 0x20) - 0x61) >>> 0 > 25) return -1;
  for (let i = 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x3a) return i;
    if (!isSchemeCodePoint(c)) return -1;
  }
  return -1;
}
