// Scheme-based normalisation and equivalence (RFC 3986 section 6.2.3) with each scheme's own
// rules, from the directives of grammar/schemes/ (docs/schemes.md lists them with their sections).
import { equivalent, normalize } from '../src/index';

describe("equivalent at level 'scheme' (the default)", () => {
  test.each([
    // RFC 8141 section 3.1: "urn" (item 1) and the NID (item 2) are case-insensitive.
    ['urn:example:a', 'URN:EXAMPLE:a', true],
    ['urn:example:a123,z456', 'URN:example:a123,z456', true],
    ['urn:example:A', 'urn:example:a', false],
    // Item 3: percent-encodings are not decoded, their hex digits compare case-insensitively.
    ['urn:example:a%2cb', 'urn:example:a%2Cb', true],
    ['urn:example:a%2Dz', 'urn:example:a-z', false],
    // Only the assigned-name is compared: r-, q- and f-components are not.
    ['urn:example:a?+r1?=q1#f1', 'urn:example:a?+r2', true],
    ['urn:example:a#f', 'urn:example:b#f', false],
    // RFC 9562 section 4 / RFC 4122 section 3: a UUID is case-insensitive.
    ['urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6', 'URN:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6', true],
    ['urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6', 'urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf7', false],
    // RFC 6068 section 2 (and RFC 5321 section 2.4): the domain of an address is case-insensitive,
    // its local part is not; header field names are case-insensitive.
    ['mailto:joe@Example.COM', 'mailto:joe@example.com', true],
    ['MAILTO:a@B.example,c@D.example', 'mailto:a@b.example,c@d.example', true],
    ['mailto:Joe@example.com', 'mailto:joe@example.com', false],
    ['mailto:a@b.example?Subject=Hi', 'mailto:a@b.example?subject=Hi', true],
    ['mailto:a@b.example?subject=Hi', 'mailto:a@b.example?subject=hi', false],
    // RFC 9110 section 4.2.3 and RFC 6455 section 3: default port, empty path "/", case of scheme and host.
    ['http://example.com', 'HTTP://EXAMPLE.COM:80/', true],
    ['https://example.com:443', 'https://example.com/', true],
    ['https://example.com:80/', 'https://example.com/', false],
    ['ws://h:80', 'ws://h/', true],
    ['wss://h:443/chat', 'WSS://H/chat', true],
    // RFC 2045 section 5.1: media type, subtype and parameter names are case-insensitive, values
    // are not; RFC 2397's ";base64" likewise.
    ['data:TEXT/Plain;Charset=x,a', 'data:text/plain;charset=x,a', true],
    ['data:;BASE64,YQ==', 'data:;base64,YQ==', true],
    ['data:;charset=X,a', 'data:;charset=x,a', false],
    ['data:,A', 'data:,a', false],
    // RFC 8089 section 2 ("localhost" is no authority), Appendix E.2 (drive letters) and E.3.2
    // (a UNC host is a host); the path keeps its case.
    ['file://localhost/etc/fstab', 'file:///etc/fstab', true],
    ['file:///C:/x', 'file:///c:/x', true],
    ['file:////HOST/share/f', 'file:////host/share/f', true],
    ['file:///A', 'file:///a', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(equivalent(a, b)).toBe(expected);
    expect(equivalent(b, a)).toBe(expected);
  });

  test("below level 'scheme' the scheme's rules do not apply", () => {
    expect(equivalent('urn:example:a', 'URN:EXAMPLE:a', { level: 'syntax' })).toBe(false);
    expect(equivalent('urn:example:a', 'URN:example:a', { level: 'syntax' })).toBe(true);
    expect(equivalent('urn:example:a%2Dz', 'urn:example:a-z', { level: 'syntax' })).toBe(true);
    expect(equivalent('mailto:a@B.example', 'mailto:a@b.example', { level: 'syntax' })).toBe(false);
  });

  test('a URI its scheme grammar does not match keeps the generic rules only', () => {
    // "urn:x:..." has a one-character NID: not a URN, so nothing is lowercased but the scheme.
    expect(normalize('URN:X:A')).toBe('urn:X:A');
    expect(normalize('urn:example:a%2Dz')).toBe('urn:example:a%2Dz');
    expect(normalize('foo:a%2Dz')).toBe('foo:a-z');
  });
});

describe("normalize at level 'scheme'", () => {
  test.each([
    ['URN:EXAMPLE:a%2cB?+R#F', 'urn:example:a%2CB?+R#F'],
    ['urn:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6', 'urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6'],
    ['mailto:Joe@Example.COM?Subject=Hi%2e', 'mailto:Joe@example.com?subject=Hi.'],
    ['HTTP://Example.COM:80', 'http://example.com/'],
  ])('%s -> %s', (input, expected) => {
    expect(normalize(input)).toBe(expected);
  });
});
