// Special schemes and their default ports (URL Standard section 4.1 "URL representation").

/** Special scheme -> default port (null for file, which has none). Defined once, here. */
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
  // A switch over the table's keys: this is on the hot path, and a Map lookup hashes the string.
  switch (scheme) {
    case 'http':
    case 'https':
    case 'file':
    case 'ws':
    case 'wss':
    case 'ftp':
      return true;
    default:
      return false;
  }
}

/** https://url.spec.whatwg.org/#default-port */
export function defaultPort(scheme: string): number | null {
  return isSpecialScheme(scheme) ? (SPECIAL_SCHEMES.get(scheme) as number | null) : null;
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
