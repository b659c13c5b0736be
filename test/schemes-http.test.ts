// The http and https scheme grammar (grammar/schemes/http.pegjs, RFC 9110 sections 4.2.1 and
// 4.2.2): the RFC's examples, the non-empty host, the tricky cases both ways and each "PEG:" note.
import { parseScheme } from '../src/schemes/parse-scheme';
import { validate } from '../src/validate/validate';
import { equivalent, normalize } from '../src/rfc/normalize';
import { flatten, treeOf } from './helpers/schemes';

/** The components of `tree`, depth first: "name=text". */
function components(input: string): string[] {
  return flatten(treeOf(input, 'http'));
}

describe('RFC 9110 examples', () => {
  test('section 4.2.1 (as cited in section 4.2.3): http://www.example.com/', () => {
    expect(components('http://www.example.com/')).toEqual(['http-URI=http://www.example.com/', 'scheme=http', 'authority=www.example.com', 'host=www.example.com', 'path=/']);
  });

  const EQUIVALENT = ['http://example.com:80/~smith/home.html', 'http://EXAMPLE.com/%7Esmith/home.html', 'http://EXAMPLE.com:/%7esmith/home.html'];

  test.each([
    [EQUIVALENT[0], ['http-URI=http://example.com:80/~smith/home.html', 'scheme=http', 'authority=example.com:80', 'host=example.com', 'port=80', 'path=/~smith/home.html']],
    [EQUIVALENT[1], ['http-URI=http://EXAMPLE.com/%7Esmith/home.html', 'scheme=http', 'authority=EXAMPLE.com', 'host=EXAMPLE.com', 'path=/%7Esmith/home.html']],
    [EQUIVALENT[2], ['http-URI=http://EXAMPLE.com:/%7esmith/home.html', 'scheme=http', 'authority=EXAMPLE.com:', 'host=EXAMPLE.com', 'port=', 'path=/%7esmith/home.html']],
  ])('section 4.2.3: %s', (input, expected) => {
    expect(components(input)).toEqual(expected);
  });

  test('section 4.2.3: "the following three URIs are equivalent"', () => {
    for (const uri of EQUIVALENT) expect(normalize(uri)).toBe('http://example.com/~smith/home.html');
    expect(equivalent(EQUIVALENT[0], EQUIVALENT[1])).toBe(true);
    expect(equivalent(EQUIVALENT[1], EQUIVALENT[2])).toBe(true);
  });

  test('RFC 3986 section 6.2.3: http://example.com, http://example.com/, :/ and :80/ are equivalent', () => {
    const forms = ['http://example.com', 'http://example.com/', 'http://example.com:/', 'http://example.com:80/'];
    for (const uri of forms) expect(components(uri)[0]).toBe(`http-URI=${uri}`);
    for (const uri of forms) expect(normalize(uri)).toBe('http://example.com/');
    expect(equivalent('https://example.com:443', 'https://example.com/')).toBe(true);
    expect(equivalent('https://example.com:80/', 'https://example.com/')).toBe(false);
    expect(equivalent('http://example.com/?', 'http://example.com/')).toBe(false);
  });

  test('section 4.2.3: "The scheme and host are case-insensitive"; the other components are not', () => {
    expect(normalize('HTTP://User@EXAMPLE.com/Path?Q#F')).toBe('http://User@example.com/Path?Q#F');
    expect(normalize('http://EXAMPLE.com/', { level: 'scheme', case: false })).toBe('http://example.com/');
  });
});

describe('http and https URIs', () => {
  test.each([
    ['HTTPS://EXAMPLE.COM', ['https-URI=HTTPS://EXAMPLE.COM', 'scheme=HTTPS', 'authority=EXAMPLE.COM', 'host=EXAMPLE.COM', 'path=']],
    ['http://[::1]:8080/', ['http-URI=http://[::1]:8080/', 'scheme=http', 'authority=[::1]:8080', 'host=[::1]', 'port=8080', 'path=/']],
    ['http://[v1.x]/', ['http-URI=http://[v1.x]/', 'scheme=http', 'authority=[v1.x]', 'host=[v1.x]', 'path=/']],
    ['http://192.0.2.1/', ['http-URI=http://192.0.2.1/', 'scheme=http', 'authority=192.0.2.1', 'host=192.0.2.1', 'path=/']],
    ['http://h?q', ['http-URI=http://h?q', 'scheme=http', 'authority=h', 'host=h', 'path=', 'query=q']],
    ['http://h#f', ['http-URI=http://h#f', 'scheme=http', 'authority=h', 'host=h', 'path=', 'fragment=f']],
    ['http://h?#', ['http-URI=http://h?#', 'scheme=http', 'authority=h', 'host=h', 'path=', 'query=', 'fragment=']],
    ['https://u:p@h:443/a/b?c=d/?#e/?', ['https-URI=https://u:p@h:443/a/b?c=d/?#e/?', 'scheme=https', 'authority=u:p@h:443', 'userinfo=u:p', 'host=h', 'port=443', 'path=/a/b', 'query=c=d/?', 'fragment=e/?']],
    // Section 4.2.4 deprecates userinfo, but the ABNF (RFC 3986's authority) allows it, even empty.
    ['http://@h/', ['http-URI=http://@h/', 'scheme=http', 'authority=@h', 'userinfo=', 'host=h', 'path=/']],
    ['http://h:/', ['http-URI=http://h:/', 'scheme=http', 'authority=h:', 'host=h', 'port=', 'path=/']],
    ['http://h:99999/', ['http-URI=http://h:99999/', 'scheme=http', 'authority=h:99999', 'host=h', 'port=99999', 'path=/']],
    ['http://%41/', ['http-URI=http://%41/', 'scheme=http', 'authority=%41', 'host=%41', 'path=/']],
    ['http://h//a', ['http-URI=http://h//a', 'scheme=http', 'authority=h', 'host=h', 'path=//a']],
  ])('%s', (input, expected) => {
    expect(components(input)).toEqual(expected);
  });

  test.each([
    // Section 4.2.1: "A recipient that processes such a URI reference MUST reject it as invalid."
    ['http://', 7, 'host', null, 'an empty host'],
    ['http://:80/', 7, 'host', ':', 'an empty host, with a port'],
    ['http:///path', 7, 'host', '/', 'an empty host, with a path'],
    ['https://?q', 8, 'host', '?', 'an empty host, with a query'],
    ['http://#f', 7, 'host', '#', 'an empty host, with a fragment'],
    ['http://u@/x', 9, 'host', '/', 'an empty host after a userinfo'],
    ['http://u@:80/x', 9, 'host', ':', 'an empty host after a userinfo'],
    // The authority is required: "http" "://" authority.
    ['http:/x', 5, 'http-URI', '/', 'one slash'],
    ['http:x', 5, 'http-URI', 'x', 'no slash'],
    ['http:', 5, 'http-URI', null, 'nothing'],
    ['http:?q', 5, 'http-URI', '?', 'a query without an authority'],
    ['http://h:8a/', 10, 'http-URI', 'a', 'a port is digits'],
    ['http://h:80:81/', 11, 'http-URI', ':', 'one port'],
    ['http://[zz]/', 8, 'IP-literal', 'z', 'an IP-literal is one'],
    ['http://a b/', 8, 'http-URI', ' ', 'no space in a host'],
    ['http://h/a b', 10, 'http-URI', ' ', 'no space in a path'],
    ['http://h/#a#b', 11, 'http-URI', '#', 'one "#"'],
  ])('%s fails at offset %i (%s)', (input, offset, rule, found, _why) => {
    const { failure } = parseScheme(input);
    expect(failure).not.toBeNull();
    expect(failure).toMatchObject({ offset, rule, found });
  });

  test('validate: URIs with an empty host or no authority are RFC 3986 URIs, not http URIs', () => {
    for (const [input, offset] of [['http://', 7], ['http://:80/', 7], ['http:///path', 7], ['http:/x', 5], ['https:x', 6], ['HTTP://u@/', 9]] as const) {
      expect(validate(input, { standard: 'rfc3986' }).valid).toBe(true);
      const { valid, failure } = validate(input, { standard: 'rfc3986', schemes: true });
      expect(valid).toBe(false);
      expect(failure?.offset).toBe(offset);
    }
    expect(validate('http://h', { standard: 'rfc3986', schemes: true }).valid).toBe(true);
  });
});

describe('PEG notes, both ways', () => {
  test('"https" before "http", its prefix', () => {
    expect(components('https://h')[0]).toBe('https-URI=https://h');
    expect(components('http://h')[0]).toBe('http-URI=http://h');
    expect(components('hTTpS://h').slice(0, 2)).toEqual(['https-URI=hTTpS://h', 'scheme=hTTpS']);
    expect(parseScheme('httpx://h').grammar).toBeNull();
  });

  test('"://" as ":" "//": a missing slash is reported after the ":"', () => {
    expect(parseScheme('http:/h').failure).toMatchObject({ offset: 5, expected: ['"//"'] });
  });

  test('userinfo only when "@" ends it; a failure is at the host\'s end otherwise', () => {
    expect(components('http://u:80@h/')).toEqual(['http-URI=http://u:80@h/', 'scheme=http', 'authority=u:80@h', 'userinfo=u:80', 'host=h', 'path=/']);
    expect(components('http://h:80/')).toEqual(['http-URI=http://h:80/', 'scheme=http', 'authority=h:80', 'host=h', 'port=80', 'path=/']);
    // The empty host is reported at its offset (7), not where a userinfo ":80" would need "@" (10).
    expect(parseScheme('http://:80/').failure?.offset).toBe(7);
    expect(parseScheme('http://:80@/').failure?.offset).toBe(11);
  });

  test('the host is RFC 3986\'s (IPv4address only when no reg-name character follows), non-empty', () => {
    expect(components('http://1.2.3.4/')[3]).toBe('host=1.2.3.4');
    expect(components('http://1.2.3.4.5/')[3]).toBe('host=1.2.3.4.5');
    expect(components('http://1.2.3.256/')[3]).toBe('host=1.2.3.256');
    expect(components('http://x/')[3]).toBe('host=x');
    expect(parseScheme('http:///').failure?.rule).toBe('host');
  });
});
