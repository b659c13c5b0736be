// URL serializing (URL Standard section 4.5 "URL serializing"; URL Specification "Printing").

import { URLRecord, hasOpaquePath } from './record';
import { isSpecialScheme } from '../core/schemes';

/** https://url.spec.whatwg.org/#concept-url-serializer */
export function serializeURL(url: URLRecord, excludeFragment = false): string {
  let output = url.scheme + ':';
  if (url.host !== null) {
    output += '//';
    if (url.username !== '' || url.password !== '') {
      output += url.username;
      if (url.password !== '') output += ':' + url.password;
      output += '@';
    }
    output += url.host;
    if (url.port !== null) output += ':' + url.port;
  } else if (!hasOpaquePath(url) && url.path.length > 1 && url.path[0] === '') {
    // "Normalise for Printing": a path starting with an empty segment would read as an authority.
    output += '/.';
  }
  output += serializePath(url);
  if (url.query !== null) output += '?' + url.query;
  if (!excludeFragment && url.fragment !== null) output += '#' + url.fragment;
  return output;
}

/** https://url.spec.whatwg.org/#url-path-serializer */
export function serializePath(url: URLRecord): string {
  const path = url.path;
  if (typeof path === 'string') return path; // an opaque path (hasOpaquePath)
  return serializeSegments(path);
}

/** https://url.spec.whatwg.org/#url-path-serializer for a path that is a list of segments. */
export function serializeSegments(path: readonly string[]): string {
  const length = path.length;
  // A few segments are concatenated (about twice as fast as join); many are joined at once: a
  // string per segment would make a rope of a million pieces for a million segments.
  if (length > CONCATENATED_SEGMENTS) return '/' + path.join('/');
  let output = '';
  for (let i = 0; i < length; i++) output += '/' + path[i];
  return output;
}

/** Paths of up to this many segments are serialized by concatenation, longer ones by join. */
const CONCATENATED_SEGMENTS = 32;

/** https://url.spec.whatwg.org/#concept-url-origin, serialized (https://html.spec.whatwg.org/#ascii-serialisation-of-an-origin) */
export function serializeOrigin(url: URLRecord, parse: (input: string) => URLRecord | null): string {
  switch (url.scheme) {
    case 'blob': {
      const pathURL = parse(serializePath(url));
      if (pathURL !== null && (pathURL.scheme === 'http' || pathURL.scheme === 'https' || pathURL.scheme === 'file')) {
        return serializeOrigin(pathURL, parse);
      }
      return 'null';
    }
    default:
      return isSpecialScheme(url.scheme) ? serializeSpecialOrigin(url) : 'null';
  }
}

/** The origin of a URL with a special scheme, serialized: opaque ("null") for file, else its scheme, host and port. */
export function serializeSpecialOrigin(url: Pick<URLRecord, 'scheme' | 'host' | 'port'>): string {
  return url.scheme === 'file' ? 'null' : url.scheme + '://' + url.host + (url.port === null ? '' : ':' + url.port);
}
