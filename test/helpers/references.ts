// Seeded random references for property tests: as strings (read by the grammar) and as
// component-model values built directly (every shape the model allows).
import type { ParsedReference } from '../../src/model/model';

export type Next = () => number;

export function pick<T>(next: Next, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)];
}

function maybe(next: Next, probability: number): boolean {
  return next() < probability;
}

const SCHEMES = ['http', 'HTTP', 'https', 'sc', 'file', 'mailto', 'a+b.c-d'];
const HOSTS = ['h', 'example.com', 'EXAMPLE.org', '[::1]', 'xn--bcher-kva.example', 'a%41b', ''];
const USERINFO = [null, 'u', 'u:p', '', ':', 'u:'];
const PORTS = [null, '', '80', '8080', '0443'];
const SEGMENTS = ['a', 'b', 'c;p', '.', '..', '', '%2e', '%2E%2e', 'x:y', '~u', '%7e', '%41', 'g=1'];
const QUERIES = [null, null, '', 'q', 'a=1&b=2', 'y/./x', 'y/../x', '%7e'];
const FRAGMENTS = [null, null, '', 'f', 's/../x', '%2e'];

/** A random authority text ("" is the empty authority). */
export function randomAuthority(next: Next): string {
  const host = pick(next, HOSTS);
  if (host === '') return '';
  const userinfo = pick(next, USERINFO);
  const port = pick(next, PORTS);
  return (userinfo === null ? '' : userinfo + '@') + host + (port === null ? '' : ':' + port);
}

/** A random reference string in RFC 3986 syntax (the grammar reads it without failure). */
export function randomReferenceText(next: Next): string {
  let text = '';
  if (maybe(next, 0.3)) text += pick(next, SCHEMES) + ':';
  const hasAuthority = maybe(next, 0.3);
  if (hasAuthority) text += '//' + randomAuthority(next);
  const segments: string[] = [];
  const count = Math.floor(next() * 4);
  for (let i = 0; i < count; i++) segments.push(pick(next, SEGMENTS));
  let path = segments.join('/');
  if ((hasAuthority && path !== '') || maybe(next, 0.4)) path = '/' + path;
  // A path without authority must not start with "//", and a relative first segment has no ":".
  if (!hasAuthority && path.startsWith('//')) path = '/.' + path;
  if (!text.includes(':') && !hasAuthority && !path.startsWith('/') && (path.split('/')[0] ?? '').includes(':')) path = './' + path;
  text += path;
  const query = pick(next, QUERIES);
  if (query !== null) text += '?' + query;
  const fragment = pick(next, FRAGMENTS);
  if (fragment !== null) text += '#' + fragment;
  return text;
}

/** A random component-model value that satisfies the model's constraints (generic, no drive). */
export function randomModel(next: Next): ParsedReference {
  const dirs: string[] = [];
  const count = Math.floor(next() * 3);
  for (let i = 0; i < count; i++) dirs.push(pick(next, SEGMENTS));
  const file = maybe(next, 0.5) ? pick(next, ['g', 'h', '..', '.', 'x:y']) : null;
  const authority = maybe(next, 0.3)
    ? { username: pick(next, [null, 'u']), usernameOffset: 0, password: null, host: pick(next, ['h', 'k', '']), hostOffset: 0, port: null, portOffset: -1, serializedHost: null }
    : null;
  if (authority !== null && authority.host === '') authority.username = null;
  const hasSegments = dirs.length > 0 || file !== null;
  return {
    scheme: maybe(next, 0.25) ? pick(next, ['http', 'sc']) : null,
    authority,
    drive: null,
    driveOffset: -1,
    root: (authority !== null && hasSegments) || maybe(next, 0.4),
    dirs,
    file,
    pathStart: -1,
    pathEnd: -1,
    query: maybe(next, 0.3) ? pick(next, ['', 'q']) : null,
    fragment: maybe(next, 0.3) ? pick(next, ['', 'f']) : null,
  };
}

/** The components of a reference without offsets, for equality. */
export function components(ref: ParsedReference): object {
  const auth = ref.authority;
  return {
    scheme: ref.scheme,
    authority: auth === null ? null : { username: auth.username, password: auth.password, host: auth.host, port: auth.port },
    drive: ref.drive,
    root: ref.root,
    dirs: ref.dirs,
    file: ref.file,
    query: ref.query,
    fragment: ref.fragment,
  };
}
