// The component model of the URL Specification ("URL Model"), as produced by grammar/url.pegjs:
// an ordered sequence of optional components
//   scheme < authority < drive < path-root < dir < file < query < fragment
// with the offsets of their values in the preprocessed input.

/** Authority (URL Specification "Authority Model"): userinfo, host and port, unprocessed. */
export interface ParsedAuthority {
  username: string | null;
  usernameOffset: number;
  password: string | null;
  /** The host buffer as written (may be empty). */
  host: string;
  hostOffset: number;
  /** Port digits as written ('' for "host:"), or null when there is no ":". */
  port: string | null;
  portOffset: number;
  /** The host as the URL Standard's host parser serialized it (URL Standard parser only), else null. */
  serializedHost: string | null;
}

/** A parsed reference: a URL, or a relative reference, with its components as written. */
export interface ParsedReference {
  scheme: string | null;
  authority: ParsedAuthority | null;
  drive: string | null;
  driveOffset: number;
  root: boolean;
  dirs: string[];
  file: string | null;
  /** Offsets of the whole path (drive, root, dirs and file) in the preprocessed input. */
  pathStart: number;
  pathEnd: number;
  query: string | null;
  fragment: string | null;
}

/** The component types, in their order (URL Specification "Order and Prefix"). */
export const enum Order {
  Scheme = 0,
  Authority = 1,
  Drive = 2,
  PathRoot = 3,
  Dir = 4,
  File = 5,
  Query = 6,
  Fragment = 7,
}

/** ord: the type of the first component; fragment for the empty reference. */
export function order(ref: ParsedReference): Order {
  if (ref.scheme !== null) return Order.Scheme;
  if (ref.authority !== null) return Order.Authority;
  if (ref.drive !== null) return Order.Drive;
  if (ref.root) return Order.PathRoot;
  if (ref.dirs.length > 0) return Order.Dir;
  if (ref.file !== null) return Order.File;
  if (ref.query !== null) return Order.Query;
  return Order.Fragment;
}


/** An authority is empty (authority-ε) when it has no userinfo, no port and an empty host. */
export function isEmptyAuthority(auth: ParsedAuthority): boolean {
  return auth.host === '' && auth.username === null && auth.port === null;
}

/** URL Specification "URL Model": a generic path as path-root, dirs and file (the last segment, if not empty). */
export function pathOf(path: string): Pick<ParsedReference, 'root' | 'dirs' | 'file'> {
  const root = path.charCodeAt(0) === 0x2f;
  const dirs = (root ? path.slice(1) : path).split('/');
  const last = dirs.pop() as string;
  return { root, dirs, file: last === '' ? null : last };
}
