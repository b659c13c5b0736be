// WHATWG resolution on the component model: legacy and strict resolution, rebase, force.
import { URL, parseURL } from '../src';

const href = (input: string, base?: string): string | null => {
  const { url, failure } = parseURL(input, { base });
  return url === null ? `failure:${failure?.code}` : new URL(input, base).href;
};

describe('legacy resolution (special schemes)', () => {
  test('a scheme equal to the base scheme is dropped', () => {
    expect(href('http:foo', 'http://h/a/b')).toBe('http://h/a/foo');
    expect(href('http:/foo', 'http://h/a/b')).toBe('http://h/foo');
    expect(href('file:foo', 'file:///a/b')).toBe('file:///a/foo');
  });

  test('a different special scheme is forced: the authority comes from the path', () => {
    expect(href('https:foo/bar', 'http://h/a/b')).toBe('https://foo/bar');
    expect(href('http:///x/y')).toBe('http://x/y');
    expect(href('http:')).toBe('failure:host-missing');
  });
});

describe('strict resolution (other schemes)', () => {
  test('a non-special scheme is never dropped', () => {
    expect(href('sc:foo', 'sc://h/a')).toBe('sc:foo');
  });

  test('rebase onto a hierarchical base', () => {
    expect(href('x', 'sc://h')).toBe('sc://h/x');
    expect(href('../c', 'sc:/a/b')).toBe('sc:/c');
    expect(href('//k', 'sc:/a/b')).toBe('sc://k');
    expect(href('?q', 'sc://h/p#f')).toBe('sc://h/p?q');
    expect(href('', 'sc://h/p?q#f')).toBe('sc://h/p?q');
  });

  test('an opaque base takes only a fragment', () => {
    expect(href('#x', 'sc:opaque?q')).toBe('sc:opaque?q#x');
    expect(href('?x', 'sc:opaque')).toBe('failure:missing-scheme-non-relative-URL');
    expect(href('', 'sc:opaque')).toBe('failure:missing-scheme-non-relative-URL');
    expect(href('x')).toBe('failure:missing-scheme-non-relative-URL');
  });
});

describe('order of a reference decides what the base contributes', () => {
  const base = 'http://u:p@h:8/a/b?q#f';
  test.each([
    ['//k/x', 'http://k/x'],
    ['/x', 'http://u:p@h:8/x'],
    ['x', 'http://u:p@h:8/a/x'],
    ['x/', 'http://u:p@h:8/a/x/'],
    ['?y', 'http://u:p@h:8/a/b?y'],
    ['#g', 'http://u:p@h:8/a/b?q#g'],
    ['', 'http://u:p@h:8/a/b?q'],
  ])('%s', (input, expected) => {
    expect(href(input, base)).toBe(expected);
  });
});

describe('file URLs: drive letters', () => {
  test('a path-absolute reference keeps the base drive; a drive replaces it', () => {
    expect(href('/x', 'file:///C:/a/b')).toBe('file:///C:/x');
    expect(href('D|/x', 'file:///C:/a/b')).toBe('file:///D:/x');
    expect(href('..', 'file:///C:/a')).toBe('file:///C:/');
    expect(href('x', 'file:///C:')).toBe('file:///C:/x');
  });

  test('localhost is the empty host; a host with a drive keeps the host', () => {
    expect(href('file://localhost/x')).toBe('file:///x');
    expect(href('file://h/C|/x')).toBe('file://h/C:/x');
    expect(href('file:C|')).toBe('file:///C:');
  });
});

describe('normalisation', () => {
  test('dot segments, default ports, empty credentials', () => {
    expect(href('http://h:80/a/./b/../c/%2e%2E/d')).toBe('http://h/a/d');
    expect(href('http://@h:/')).toBe('http://h/');
    expect(href('https://:@h:443')).toBe('https://h/');
    expect(href('ws://h:443/')).toBe('ws://h:443/');
  });

  test('printing: a path starting with an empty segment gets "/."', () => {
    expect(href('sc:/.//p')).toBe('sc:/.//p');
    expect(new URL('sc:/.//p').pathname).toBe('//p');
  });

  test('opaque paths: a space before the query or fragment becomes %20', () => {
    expect(href('sc:a b ?q')).toBe('sc:a b%20?q');
    expect(href('sc:a b ')).toBe('sc:a b');
  });
});
