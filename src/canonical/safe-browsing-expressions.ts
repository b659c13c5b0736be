// Safe Browsing "Suffix/Prefix Expressions", "Hash Computations" and "Hash Prefix Computations"
// (Update API v4 "URLs and Hashing"; the same in v5): the host-suffix / path-prefix expressions a
// client looks up for a URL, each with its SHA-256 and the 4-byte prefix a client sends first.

import { textArgument, type URLLike } from '../core/arguments';
import type { Diagnostic } from '../core/errors';
import { safeBrowsingParts, type SafeBrowsingOptions, type SafeBrowsingParts } from './safe-browsing';
import { sha256Hex } from './sha256';

/** One suffix/prefix expression: host suffix + path prefix, with its hashes (lowercase hex). */
export interface SafeBrowsingExpression {
  /** The expression, e.g. "b.c/1/": a host suffix followed by a path prefix (no scheme). */
  readonly expression: string;
  /** The SHA-256 of the expression's bytes: 64 hex digits. */
  readonly sha256: string;
  /** The hash prefix a client sends: the first 4 bytes of `sha256`, 8 hex digits. */
  readonly prefix: string;
}

/** safeBrowsingExpressions' result: the expressions in the documentation's order, or why there are none. */
export type SafeBrowsingExpressionsResult =
  | { readonly expressions: SafeBrowsingExpression[]; readonly failure: null }
  | { readonly expressions: null; readonly failure: Diagnostic };

const FN = 'safeBrowsingExpressions';
const MAX_HOST_COMPONENTS = 5;
const MAX_PREFIX_PATHS = 4;

/**
 * The suffix/prefix expressions Safe Browsing looks up for `url` (canonicalised first, as
 * canonicalizeSafeBrowsing does): for each host (the exact host first, then shorter suffixes) each
 * path (with query, without, then prefixes from the root), duplicates left out; at most 30.
 * Never throws for a string; a wrong option is an OptionError.
 */
export function safeBrowsingExpressions(url: URLLike, options?: SafeBrowsingOptions): SafeBrowsingExpressionsResult {
  const result = safeBrowsingParts(textArgument(FN, 1, url), options, FN);
  if (result.failure !== null) return { expressions: null, failure: result.failure };
  const paths = lookupPaths(result.parts);
  const expressions: SafeBrowsingExpression[] = [];
  for (const host of lookupHosts(result.parts)) {
    for (const path of paths) {
      const expression = host + path;
      const sha256 = sha256Hex(expression);
      expressions.push({ expression, sha256, prefix: sha256.slice(0, 8) });
    }
  }
  return { expressions, failure: null };
}

/**
 * Host suffixes: the exact hostname, then up to 4 formed from its last 5 components by removing
 * the leading one each time, never the last component alone (the top-level domain); an IP address
 * is looked up as it is only.
 */
export function lookupHosts(parts: Pick<SafeBrowsingParts, 'host' | 'ip'>): string[] {
  const hosts = [parts.host];
  if (parts.ip) return hosts;
  const labels = parts.host.split('.');
  for (let i = Math.max(1, labels.length - MAX_HOST_COMPONENTS); i < labels.length - 1; i++) hosts.push(labels.slice(i).join('.'));
  return hosts;
}

/**
 * Path prefixes: the exact path with the query (when there is a non-empty one), the exact path,
 * then the 4 paths formed from the root "/" by appending path components with a trailing slash,
 * each once, in that order.
 */
export function lookupPaths(parts: Pick<SafeBrowsingParts, 'path' | 'query'>): string[] {
  const paths: string[] = [];
  const add = (path: string): void => {
    if (!paths.includes(path)) paths.push(path);
  };
  if (parts.query !== null && parts.query !== '') add(parts.path + '?' + parts.query);
  add(parts.path);
  const components = parts.path.split('/').filter((component) => component !== '');
  let prefix = '/';
  add(prefix);
  // The last component is the exact path's own: only the ones before it make prefixes.
  for (let i = 0; i < Math.min(components.length, MAX_PREFIX_PATHS) - 1; i++) {
    prefix += components[i] + '/';
    add(prefix);
  }
  return paths;
}
