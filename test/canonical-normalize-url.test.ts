// The 'normalize-url' profile (src/canonical/normalize-url.ts): its options and their errors, its
// failures as values (offsets in the input as given), data URLs, custom protocols, the query's
// reserved escapes, the base option and seeded fuzz strings (never a throw); its linear time is in
// test/growth.test.ts. Its agreement with normalize-url 10 itself is test/canonical-normalize-url-differential.test.ts.
import { URL as NodeURL } from 'node:url';
import normalizeUrl from 'normalize-url';
import { canonicalizeNormalizeUrl, type NormalizeUrlOptions } from '../src/canonical/normalize-url';
import { OptionError } from '../src/core/arguments';
import { random } from './helpers/random';

type Options = Parameters<typeof normalizeUrl>[1];

/** The profile's canonical form (null: a failure). */
function canon(input: string, options: NormalizeUrlOptions = {}): string | null {
  return canonicalizeNormalizeUrl(input, options).canonical;
}

describe('defaults (normalize-url 10\'s)', () => {
  it.each([
    ['HTTP://WWW.Example.COM:80/a/../b/?utm_source=x&b=2&a=1#', 'http://example.com/b?a=1&b=2'],
    ['example.com', 'http://example.com'],
    ['//example.com/', 'http://example.com'],
    ['https://user:pw@example.com/%7euser/', 'https://example.com/~user'],
    ['http://example.com/a//b///c', 'http://example.com/a/b/c'],
    ['http://example.com/x#top:~:text=hello', 'http://example.com/x#top'],
    ['http://example.com/?q', 'http://example.com/?q'],
    ['http://example.com/?q=', 'http://example.com/?q='],
    ['http://example.com:8080', 'http://example.com:8080'],
    ['  \t http://example.com/\u00a0', 'http://example.com'],
    ['http://example.com./', 'http://example.com'],
    ['localhost:3000/x', 'http://localhost:3000/x'],
  ])('%s → %s', (input, expected) => {
    expect(canon(input)).toBe(expected);
    expect(normalizeUrl(input)).toBe(expected);
  });
});

describe('options', () => {
  it.each<[string, NormalizeUrlOptions, string]>([
    ['http://www.example.com/', { stripWWW: false }, 'http://www.example.com'],
    ['https://example.com:443/', { forceHttp: true }, 'http://example.com'],
    ['http://example.com:80/', { forceHttps: true }, 'https://example.com'],
    ['https://u:p@example.com/', { stripAuthentication: false }, 'https://u:p@example.com'],
    ['http://example.com/a#b', { stripHash: true }, 'http://example.com/a'],
    ['http://example.com/a#:~:text=b', { stripTextFragment: false }, 'http://example.com/a#:~:text=b'],
    ['http://example.com/a', { stripProtocol: true }, 'example.com/a'],
    ['//example.com/a', { normalizeProtocol: false }, '//example.com/a'],
    ['example.com', { defaultProtocol: 'HTTPS:' }, 'https://example.com'],
    ['http://example.com/?a=1&ref=2&b=3', { removeQueryParameters: ['ref', /^b$/] }, 'http://example.com/?a=1'],
    ['http://example.com/?a=1&b=2', { removeQueryParameters: true }, 'http://example.com'],
    ['http://example.com/?a=1&b=2', { keepQueryParameters: [/^b/g] }, 'http://example.com/?b=2'],
    ['http://example.com/a/', { removeTrailingSlash: false }, 'http://example.com/a/'],
    ['http://example.com/', { removeSingleSlash: false }, 'http://example.com/'],
    ['http://example.com/a/index.html', { removeDirectoryIndex: true }, 'http://example.com/a'],
    ['http://example.com/a/default.asp', { removeDirectoryIndex: ['default.asp'] }, 'http://example.com/a'],
    ['http://example.com:8080/', { removeExplicitPort: true }, 'http://example.com'],
    ['http://example.com/?b=1&a=2', { sortQueryParameters: false }, 'http://example.com/?b=1&a=2'],
    ['http://example.com/?a&b=', { emptyQueryValue: 'always' }, 'http://example.com/?a=&b='],
    ['http://example.com/?a&b=', { emptyQueryValue: 'never' }, 'http://example.com/?a&b'],
    ['http://example.com/a/b?x=1', { removePath: true }, 'http://example.com/?x=1'],
    ['http://example.com/a/b/c', { transformPath: (components) => components.slice(0, 1) }, 'http://example.com/a'],
    ['sindre://www.example.com/a/', { customProtocols: ['sindre'] }, 'sindre://example.com/a'],
  ])('%s with %p', (input, options, expected) => {
    expect(canon(input, options)).toBe(expected);
    expect(normalizeUrl(input, options as Options)).toBe(expected);
  });

  it('throws an OptionError (a TypeError) for forceHttp with forceHttps, as normalize-url throws before reading the URL', () => {
    expect(() => canonicalizeNormalizeUrl('http://a/', { forceHttp: true, forceHttps: true })).toThrow(OptionError);
    expect(() => normalizeUrl('http://a/', { forceHttp: true, forceHttps: true })).toThrow('cannot be used together');
  });
  it('throws an OptionError for a defaultProtocol that is not a protocol, as normalize-url throws a TypeError', () => {
    expect(() => canonicalizeNormalizeUrl('a.com', { defaultProtocol: 'https://' })).toThrow(OptionError);
    expect(() => normalizeUrl('a.com', { defaultProtocol: 'https://' })).toThrow(TypeError);
  });
  it.each<[string, unknown]>([
    ['stripWWW', 'yes'], ['removeQueryParameters', 'ref'], ['keepQueryParameters', [1]], ['removeDirectoryIndex', 'index.html'],
    ['emptyQueryValue', 'sometimes'], ['transformPath', true], ['customProtocols', 'sindre'], ['base', 42],
  ])('throws an OptionError for %s: %p', (name, value) => {
    expect(() => canonicalizeNormalizeUrl('http://a/', { [name]: value } as NormalizeUrlOptions)).toThrow(OptionError);
  });
  it('throws an OptionError when transformPath returns something other than an array or undefined', () => {
    expect(() => canonicalizeNormalizeUrl('http://a/b', { transformPath: (() => 'x') as unknown as () => string[] })).toThrow(OptionError);
  });
  it('reads undefined as the default, as normalize-url does', () => {
    expect(canon('http://www.a.com/', { stripWWW: undefined, base: undefined })).toBe('http://a.com');
  });
});

describe('failures are values with the offset in the input as given', () => {
  it('fails a relative reference (no base) with the parse failure', () => {
    const result = canonicalizeNormalizeUrl('/relative/path');
    expect(result.canonical).toBeNull();
    expect(result.failure).toMatchObject({ code: 'missing-scheme-non-relative-URL', offset: 0 });
  });
  it('maps the offset past the default protocol it adds and the whitespace it trims', () => {
    const result = canonicalizeNormalizeUrl('  exa<mple.com/');
    expect(result.canonical).toBeNull();
    expect(result.failure).toEqual({
      code: 'domain-to-ASCII', offset: 5, length: 1, message: 'domain-to-ASCII at offset 5: forbidden domain code point "<" (U+003C)',
    });
  });
  it('fails "http://" as normalize-url throws', () => {
    expect(canonicalizeNormalizeUrl('http://').failure?.code).toBe('host-missing');
    expect(() => normalizeUrl('http://')).toThrow();
  });
  it('fails on a base that is not a URL', () => {
    expect(canonicalizeNormalizeUrl('a.html', { base: 'not a url' }).failure).not.toBeNull();
  });
});

describe('protocols', () => {
  it.each(['mailto:someone@example.com', 'ftp://www.example.com/a/', 'ws://example.com/', 'javascript:alert(1)', 'foo:80'])(
    'passes %s through as normalize-url does (a custom protocol)', (input) => {
      expect(canon(input)).toBe(input);
      expect(normalizeUrl(input)).toBe(input);
    },
  );
  it('normalises a custom protocol opted into', () => {
    expect(canon('ftp://www.example.com/a/', { customProtocols: ['FTP:'] })).toBe('ftp://example.com/a');
  });
  it('keeps the two slashes of a protocol lookalike in a path, and a trailing one after it', () => {
    expect(canon('https://a.com/s3://b//c/')).toBe('https://a.com/s3://b/c');
    expect(canon('https://a.com/x/https://')).toBe('https://a.com/x/https://');
  });
});

describe('data URLs (normalised as text)', () => {
  it.each([
    ['data:TEXT/PLAIN;CHARSET=US-ASCII,Hello%20World', 'data:,Hello%20World'],
    ['data:text/html;charset=UTF-8;base64 ,PGI+ #x', 'data:text/html;charset=utf-8;base64,PGI+#x'],
    ['data:;charset="us-ascii",x', 'data:,x'],
    ['data:text/plain;base64;charset=us-ascii,x', 'data:text/plain;base64;charset=us-ascii,x'],
    ['data:;base64;charset=us-ascii,x', 'data:;base64;charset=us-ascii,x'],
    ['data:text/plain;charset=us-ascii;base64 ;,x', 'data:text/plain;base64;,x'],
    ['data:,%41%7e%2f#:~:text=a', 'data:,A~%2F'],
  ])('%s → %s', (input, expected) => {
    expect(canon(input)).toBe(expected);
    expect(normalizeUrl(input)).toBe(expected);
  });
});

describe('the query', () => {
  it('keeps escapes of reserved characters as written, sorting by their decoded key', () => {
    const input = 'https://a.com/?c=a%2fb&b%3Ax=1&a=?&d=%41%20+';
    expect(canon(input)).toBe(normalizeUrl(input));
    expect(canon(input)).toBe('https://a.com/?a=%3F&b%3Ax=1&c=a%2Fb&d=A++');
  });
  it('picks a token index the query does not use', () => {
    const input = 'https://a.com/?t=__normalize_url_encoded_reserved__0__2F&u=%2F';
    expect(canon(input)).toBe(normalizeUrl(input));
  });
});

describe('base: normalizeUrl(new URL(input, base).href) on one parse', () => {
  const page = 'https://www.example.com/dir/page.html?x=1';
  it.each(['other.html', '../up/', '?b=2&a=1', '#frag', '//cdn.example.com/a.js', '/abs/index.html', 'mailto:a@b.c', 'data:,x', '%zz'])('%s', (link) => {
    expect(canon(link, { base: page })).toBe(normalizeUrl(new NodeURL(link, page).href));
    expect(canon(link, { base: page, stripWWW: false, removeDirectoryIndex: true })).toBe(normalizeUrl(new NodeURL(link, page).href, { stripWWW: false, removeDirectoryIndex: true }));
  });
  it('takes a base record or URL object too', () => {
    expect(canon('b', { base: new NodeURL(page) })).toBe('https://example.com/dir/b');
  });
});

describe('never throws on a string', () => {
  const PIECES = ['http:', 'https:', 'data:', 'sc:', '//', '/', '\\', '?', '#', '&', '=', '%', '%2', '%2F', '%zz', '%41', '+', ' ', '\t', '\n',
    'www.', 'a.com', '.', '..', ':', '@', '[::1]', '"', ';', ',', 'base64', 'charset=', 'é', '\uD800', '\u{1F600}', ':~:text=', '__normalize_url_encoded_reserved__0__'];
  it('returns a canonical string or a failure for 5,000 seeded random strings and option sets', () => {
    const next = random(0x26_0005);
    for (let i = 0; i < 5000; i++) {
      let input = '';
      for (let n = Math.floor(next() * 12); n > 0; n--) input += PIECES[Math.floor(next() * PIECES.length)];
      const options: NormalizeUrlOptions = i % 2 === 0 ? {} : { stripHash: next() < 0.5, removeDirectoryIndex: next() < 0.5, emptyQueryValue: 'never', stripAuthentication: false };
      const result = canonicalizeNormalizeUrl(input, options);
      if (result.canonical === null) {
        expect(result.failure.offset).toBeGreaterThanOrEqual(0);
        expect(result.failure.offset).toBeLessThanOrEqual(input.length);
        expect(typeof result.failure.message).toBe('string');
      } else {
        expect(typeof result.canonical).toBe('string');
      }
    }
  });
});
