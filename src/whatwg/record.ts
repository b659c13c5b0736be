// The URL record of the URL Standard (section 4.1 "URL representation").

/** A URL record: what `parseURL` returns and `serializeURL` prints. */
export interface URLRecord {
  /** ASCII lowercase scheme, without ":". */
  scheme: string;
  /** Percent-encoded username ('' when absent). */
  username: string;
  /** Percent-encoded password ('' when absent). */
  password: string;
  /** Serialized host (domain, IPv4, "[IPv6]", opaque host or ''), or null. */
  host: string | null;
  /** Port, or null (default ports are always null). */
  port: number | null;
  /** A list of percent-encoded segments, or one string for an opaque path. */
  path: string[] | string;
  /** Percent-encoded query without "?", or null. */
  query: string | null;
  /** Percent-encoded fragment without "#", or null. */
  fragment: string | null;
}

/** https://url.spec.whatwg.org/#url-opaque-path */
export function hasOpaquePath(url: URLRecord): url is URLRecord & { path: string } {
  return typeof url.path === 'string';
}

/** True for a URL record rather than some other object. */
export function isURLRecord(value: unknown): value is URLRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<Record<keyof URLRecord, unknown>>;
  return typeof record.scheme === 'string' && (Array.isArray(record.path) || typeof record.path === 'string')
    && typeof record.username === 'string' && typeof record.password === 'string'
    && (record.host === null || typeof record.host === 'string');
}
