// Seed 003 (the 2009 HTML5 draft, "URL decomposition IDL attributes"): its example tables and
// the behaviour its setter columns describe. Where the draft and the WHATWG URL Standard
// disagree, the WHATWG result is asserted and the draft's is kept beside it (docs/setters.md).
import { URL } from '../src';

type Attribute = 'protocol' | 'host' | 'hostname' | 'port' | 'pathname' | 'search' | 'hash';

/** One expectation: the draft's value and the WHATWG value (equal unless the row is a difference). */
interface Row {
  readonly input: string;
  readonly attribute: Attribute;
  readonly html2009: string;
  readonly whatwg: string;
}

function row(input: string, attribute: Attribute, html2009: string, whatwg = html2009): Row {
  return { input, attribute, html2009, whatwg };
}

// "The table below demonstrates how the getter condition for search results in different
// results depending on the exact original syntax of the URL".
const SEARCH_TABLE: Row[] = [
  row('http://example.com/', 'search', ''),
  row('http://example.com/?', 'search', '?', ''),
  row('http://example.com/?test', 'search', '?test'),
  row('http://example.com/?test#', 'search', '?test'),
];

// "a list of what each of the URL decomposition IDL attributes returns for a given input URL".
const ATTRIBUTE_TABLE: Row[] = [
  row('http://example.com/carrot#question%3f', 'protocol', 'http:'),
  row('http://example.com/carrot#question%3f', 'host', 'example.com'),
  row('http://example.com/carrot#question%3f', 'hostname', 'example.com'),
  row('http://example.com/carrot#question%3f', 'port', ''),
  row('http://example.com/carrot#question%3f', 'pathname', '/carrot'),
  row('http://example.com/carrot#question%3f', 'search', ''),
  row('http://example.com/carrot#question%3f', 'hash', '#question%3f'),
  row('https://www.example.com:4443?', 'protocol', 'https:'),
  row('https://www.example.com:4443?', 'host', 'www.example.com:4443'),
  row('https://www.example.com:4443?', 'hostname', 'www.example.com'),
  row('https://www.example.com:4443?', 'port', '4443'),
  row('https://www.example.com:4443?', 'pathname', '/'),
  row('https://www.example.com:4443?', 'search', '?', ''),
  row('https://www.example.com:4443?', 'hash', ''),
];

describe('example tables (getters)', () => {
  test.each([...SEARCH_TABLE, ...ATTRIBUTE_TABLE].map((r) => [`${r.input} ${r.attribute}`, r] as const))('%s', (_title, r) => {
    expect(new URL(r.input)[r.attribute]).toBe(r.whatwg);
  });

  test('the differences are the empty query ("?")', () => {
    const differences = [...SEARCH_TABLE, ...ATTRIBUTE_TABLE].filter((r) => r.html2009 !== r.whatwg);
    expect(differences.map((r) => r.input)).toEqual(['http://example.com/?', 'https://www.example.com:4443?']);
  });
});

/** A setter example: the href after `attribute = value`, in the draft and in the WHATWG standard. */
interface SetterRow {
  readonly input: string;
  readonly attribute: Attribute;
  readonly value: string;
  readonly html2009: string;
  readonly whatwg: string;
}

function setterRow(input: string, attribute: Attribute, value: string, html2009: string, whatwg = html2009): SetterRow {
  return { input, attribute, value, html2009, whatwg };
}

// The table's "setter preprocessor" and "setter condition" columns, one example each.
const SETTER_TABLE: SetterRow[] = [
  // protocol: trailing ":" removed; the empty string is no scheme.
  setterRow('http://example.com/', 'protocol', 'https::', 'https://example.com/'),
  setterRow('http://example.com/', 'protocol', '', 'http://example.com/'),
  // host: <hostport>; a port left out is the scheme's default in the draft, unchanged in WHATWG.
  setterRow('http://example.com/a', 'host', 'example.org:8080', 'http://example.org:8080/a'),
  setterRow('http://example.com:8080/a', 'host', 'example.org', 'http://example.org/a', 'http://example.org:8080/a'),
  setterRow('http://example.com/a', 'host', '', 'http://example.com/a'),
  setterRow('mailto:someone@example.com', 'host', 'example.org', 'mailto:someone@example.com'),
  // host needs an authority-based URL in the draft; in WHATWG a path-only URL can gain a host.
  setterRow('a:/foo', 'host', 'example.net', 'a:/foo', 'a://example.net/foo'),
  // hostname: leading "/" removed in the draft; in WHATWG "/" ends an empty host (failure for http).
  setterRow('http://example.com/a', 'hostname', 'example.org', 'http://example.org/a'),
  setterRow('http://example.com/a', 'hostname', '//example.org', 'http://example.org/a', 'http://example.com/a'),
  // port: digits up to the first non-digit; leading zeros dropped; at most 65535.
  setterRow('http://example.com/', 'port', '8080abc', 'http://example.com:8080/'),
  setterRow('http://example.com/', 'port', '0081', 'http://example.com:81/'),
  setterRow('http://example.com:8080/', 'port', '65536', 'http://example.com:8080/'),
  setterRow('http://example.com:8080/', 'port', '', 'http://example.com:0/', 'http://example.com/'),
  setterRow('http://example.com:8080/', 'port', '080', 'http://example.com:80/', 'http://example.com/'),
  // port needs an authority-based URL in the draft; in WHATWG file URLs cannot have a port.
  setterRow('file://host/x', 'port', '8080', 'file://host:8080/x', 'file://host/x'),
  // pathname: "/" prepended when missing; only for hierarchical URLs.
  setterRow('http://example.com/a', 'pathname', 'b/c', 'http://example.com/b/c'),
  setterRow('mailto:someone@example.com', 'pathname', '/x', 'mailto:someone@example.com'),
  // search: one leading "?" removed; only hierarchical URLs in the draft.
  setterRow('http://example.com/a', 'search', '??q', 'http://example.com/a??q'),
  setterRow('http://example.com/a?q', 'search', '', 'http://example.com/a?', 'http://example.com/a'),
  setterRow('mailto:someone@example.com', 'search', 'subject=hi', 'mailto:someone@example.com', 'mailto:someone@example.com?subject=hi'),
  // hash: one leading "#" removed; the empty value keeps "#" in the draft, removes it in WHATWG.
  setterRow('http://example.com/a', 'hash', '##top', 'http://example.com/a##top'),
  setterRow('http://example.com/a#top', 'hash', '', 'http://example.com/a#', 'http://example.com/a'),
];

describe('setter columns', () => {
  test.each(SETTER_TABLE.map((r) => [`${r.input} ${r.attribute} = ${JSON.stringify(r.value)}`, r] as const))('%s', (_title, r) => {
    const url = new URL(r.input);
    url[r.attribute] = r.value;
    expect(url.href).toBe(r.whatwg);
  });

  test('the differences listed in docs/setters.md', () => {
    const differences = SETTER_TABLE.filter((r) => r.html2009 !== r.whatwg).map((r) => `${r.attribute} = ${JSON.stringify(r.value)}`);
    expect(differences).toEqual(['host = "example.org"', 'host = "example.net"', 'hostname = "//example.org"', 'port = ""', 'port = "080"', 'port = "8080"', 'search = ""', 'search = "subject=hi"', 'hash = ""']);
  });
});

describe('getter conditions', () => {
  test('port of an empty port component is empty in both', () => {
    expect(new URL('http://example.com:/').port).toBe('');
  });

  test('hash of an empty fragment is empty in both', () => {
    expect(new URL('http://example.com/#').hash).toBe('');
  });

  test('pathname of a non-hierarchical URL: empty in the draft, the opaque path in WHATWG', () => {
    expect(new URL('mailto:someone@example.com').pathname).toBe('someone@example.com');
  });

  test('host of a URL that is not authority-based: empty in both', () => {
    expect(new URL('mailto:someone@example.com').host).toBe('');
  });
});
