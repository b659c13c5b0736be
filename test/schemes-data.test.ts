// The data scheme grammar (grammar/schemes/data.pegjs, RFC 2397 section 3): the RFC's examples,
// the tricky cases both ways, each "PEG:" note, the values and the case-insensitive components.
import { parseScheme } from '../src/schemes/parse-scheme';
import type { SchemeComponent } from '../src/schemes/component';
import { validate } from '../src/validate/validate';
import { normalize } from '../src/rfc/normalize';
import { flatten, treeOf } from './helpers/schemes';

/** The components of `tree`, depth first: "name=text", with "(value)" where there is one. */
function components(input: string): string[] {
  return flatten(treeOf(input, 'data'), true);
}

/** The first component named `name`, depth first. */
function find(tree: SchemeComponent | null, name: string): SchemeComponent | undefined {
  if (tree === null) return undefined;
  if (tree.name === name) return tree;
  for (const component of tree.components) {
    const found = find(component, name);
    if (found !== undefined) return found;
  }
  return undefined;
}

// RFC 2397 section 4; the image is the HTML attribute's value without its line breaks.
const GIF =
  'data:image/gif;base64,R0lGODdhMAAwAPAAAAAAAP///ywAAAAAMAAw' +
  'AAAC8IyPqcvt3wCcDkiLc7C0qwyGHhSWpjQu5yqmCYsapyuvUUlvONmOZtfzgFz' +
  'ByTB10QgxOR0TqBQejhRNzOfkVJ+5YiUqrXF5Y5lKh/DeuNcP5yLWGsEbtLiOSp' +
  'a/TPg7JpJHxyendzWTBfX0cxOnKPjgBzi4diinWGdkF8kjdfnycQZXZeYGejmJl' +
  'ZeGl9i2icVqaNVailT6F5iJ90m6mvuTS4OK05M0vDk0Q4XUtwvKOzrcd3iq9uis' +
  'F81M1OIcR7lEewwcLp7tuNNkM3uNna3F2JQFo97Vriy/Xl4/f1cf5VWzXyym7PH' +
  'hhx4dbgYKAAA7';

describe('RFC 2397 section 4 examples', () => {
  test('data:,A%20brief%20note: no media type, the text/plain string "A brief note"', () => {
    expect(components('data:,A%20brief%20note')).toEqual(['dataurl=data:,A%20brief%20note', 'scheme=data', 'data=A%20brief%20note (A brief note)']);
  });

  test('the small inline image (image/gif;base64)', () => {
    const { tree } = parseScheme(GIF);
    expect(tree?.components.map((c) => c.name)).toEqual(['scheme', 'mediatype', 'base64', 'data']);
    expect(flatten(find(tree, 'mediatype') as SchemeComponent, true)).toEqual(['mediatype=image/gif', 'type=image (image)', 'subtype=gif (gif)']);
    const data = find(tree, 'data') as SchemeComponent;
    expect(data.text).toBe(GIF.slice(GIF.indexOf(',') + 1));
    expect(data.value).toBeUndefined(); // base64: the octets are not text
  });

  test('data:text/plain;charset=iso-8859-7,%be%fg%be as printed is not a URL: "%fg" is no escape', () => {
    const { failure } = parseScheme('data:text/plain;charset=iso-8859-7,%be%fg%be');
    expect(failure).toMatchObject({ offset: 40, rule: 'pct-encoded', found: 'g', expected: ['hex digit'] });
    // The generic grammar says the same (RFC 2396's escaped is RFC 3986's pct-encoded).
    expect(validate('data:text/plain;charset=iso-8859-7,%be%fg%be', { standard: 'rfc3986' }).failure?.offset).toBe(40);
  });

  test('the greek text with valid escapes: a charset parameter, and no UTF-8 value for its octets', () => {
    expect(components('data:text/plain;charset=iso-8859-7,%be%e3%be')).toEqual([
      'dataurl=data:text/plain;charset=iso-8859-7,%be%e3%be',
      'scheme=data',
      'mediatype=text/plain;charset=iso-8859-7',
      'type=text (text)',
      'subtype=plain (plain)',
      'parameter=charset=iso-8859-7',
      'attribute=charset (charset)',
      'value=iso-8859-7 (iso-8859-7)',
      'data=%be%e3%be',
    ]);
  });

  test('application/vnd-xxx-query (the URL joined across its line break)', () => {
    expect(components('data:application/vnd-xxx-query,select_vcount,fcol_from_fieldtable/local')).toEqual([
      'dataurl=data:application/vnd-xxx-query,select_vcount,fcol_from_fieldtable/local',
      'scheme=data',
      'mediatype=application/vnd-xxx-query',
      'type=application (application)',
      'subtype=vnd-xxx-query (vnd-xxx-query)',
      'data=select_vcount,fcol_from_fieldtable/local (select_vcount,fcol_from_fieldtable/local)',
    ]);
  });
});

describe('valid data URLs', () => {
  test.each([
    ['data:,', ['dataurl=data:,', 'scheme=data', 'data= ()']],
    ['data:;base64,', ['dataurl=data:;base64,', 'scheme=data', 'base64=;base64', 'data=']],
    ['data:text/plain;charset=utf-8,x', ['dataurl=data:text/plain;charset=utf-8,x', 'scheme=data', 'mediatype=text/plain;charset=utf-8', 'type=text (text)', 'subtype=plain (plain)', 'parameter=charset=utf-8', 'attribute=charset (charset)', 'value=utf-8 (utf-8)', 'data=x (x)']],
    // Section 2: "text/plain" can be omitted but the charset parameter supplied.
    ['data:;charset=US-ASCII,hi', ['dataurl=data:;charset=US-ASCII,hi', 'scheme=data', 'mediatype=;charset=US-ASCII', 'parameter=charset=US-ASCII', 'attribute=charset (charset)', 'value=US-ASCII (US-ASCII)', 'data=hi (hi)']],
    ['data:text/plain;charset=utf-8;base64,SGVsbG8=', ['dataurl=data:text/plain;charset=utf-8;base64,SGVsbG8=', 'scheme=data', 'mediatype=text/plain;charset=utf-8', 'type=text (text)', 'subtype=plain (plain)', 'parameter=charset=utf-8', 'attribute=charset (charset)', 'value=utf-8 (utf-8)', 'base64=;base64', 'data=SGVsbG8=']],
    // Schemes and ";base64" are case-insensitive (RFC 3986 section 3.1; RFC 822 section 3.4.7).
    ['DATA:TEXT/Plain;BASE64,SGk=', ['dataurl=DATA:TEXT/Plain;BASE64,SGk=', 'scheme=DATA', 'mediatype=TEXT/Plain', 'type=TEXT (TEXT)', 'subtype=Plain (Plain)', 'base64=;BASE64', 'data=SGk=']],
    ['data:;Base64,SGk=', ['dataurl=data:;Base64,SGk=', 'scheme=data', 'base64=;Base64', 'data=SGk=']],
    // Tokens with escapes (section 3: "represented using URL escaped encoding ... as necessary").
    ['data:;name=a%28b%29.txt,x', ['dataurl=data:;name=a%28b%29.txt,x', 'scheme=data', 'mediatype=;name=a%28b%29.txt', 'parameter=name=a%28b%29.txt', 'attribute=name (name)', 'value=a%28b%29.txt (a(b).txt)', 'data=x (x)']],
    ['data:;title=%22a%20b%22,x', ['dataurl=data:;title=%22a%20b%22,x', 'scheme=data', 'mediatype=;title=%22a%20b%22', 'parameter=title=%22a%20b%22', 'attribute=title (title)', 'value=%22a%20b%22 ("a b")', 'data=x (x)']],
    ["data:application/x.a+b;k=!$&'*+,x", ["dataurl=data:application/x.a+b;k=!$&'*+,x", 'scheme=data', "mediatype=application/x.a+b;k=!$&'*+", 'type=application (application)', 'subtype=x.a+b (x.a+b)', "parameter=k=!$&'*+", 'attribute=k (k)', "value=!$&'*+ (!$&'*+)", 'data=x (x)']],
    // The data is any urlchar: ";", ",", "=", "/", "?", ":" and "@" included.
    ['data:,a;b=c,d/e?f:g@h', ['dataurl=data:,a;b=c,d/e?f:g@h', 'scheme=data', 'data=a;b=c,d/e?f:g@h (a;b=c,d/e?f:g@h)']],
  ])('%s', (input, expected) => {
    expect(components(input)).toEqual(expected);
  });
});

describe('invalid data URLs', () => {
  test.each([
    // Seed 000: a data: URI with an authority is a URI, but not a data URL.
    ['data://example.com/x', 5, 'dataurl', '/', 'no "//": the media type, ";base64" or "," comes first'],
    ['data:text/plain', 15, 'dataurl', null, 'the "," is required'],
    ['data:', 5, 'dataurl', null, 'the "," is required'],
    ['data:;charset,x', 13, 'parameter', ',', 'a parameter needs "="'],
    ['data:;charset=,x', 14, 'value', ',', 'a value is a token: at least one character'],
    ['data:text,x', 9, 'mediatype', ',', 'a type needs its subtype'],
    ['data:/plain,x', 5, 'dataurl', '/', 'and a subtype its type'],
    ['data:;,x', 6, 'attribute', ',', '";" begins a parameter or ";base64"'],
    ['data:;a=b(c),x', 9, 'dataurl', '(', 'a tspecial in a value must be escaped (section 3)'],
    ['data:;a=b=c,x', 9, 'dataurl', '=', '"=" is a tspecial'],
    ['data:text/plain/x,y', 15, 'dataurl', '/', '"/" is a tspecial'],
    ['data:;base64;charset=utf-8,x', 12, 'dataurl', ';', 'parameters come before ";base64"'],
    ['data:;base64x,y', 13, 'parameter', ',', '";base64x" can only be a parameter'],
    ['data:,a b', 7, 'dataurl', ' ', 'a space is not a urlchar'],
    ['data:,a[b]', 7, 'dataurl', '[', 'nor "[" (RFC 2396 uric)'],
    ['data:,a%2', 9, 'pct-encoded', null, 'an escape has two hex digits'],
    ['data:,a#b#c', 9, 'dataurl', '#', 'one fragment, without "#"'],
  ])('%s fails at offset %i in %s', (input, offset, rule, found, _why) => {
    const { failure } = parseScheme(input);
    expect(failure).not.toBeNull();
    expect(failure?.offset).toBe(offset);
    expect(failure?.rule).toBe(rule);
    expect(failure?.found).toBe(found);
  });

  test('validate: data://example.com/x is an RFC 3986 URI but not an RFC 2397 data URL', () => {
    expect(validate('data://example.com/x', { standard: 'rfc3986' }).valid).toBe(true);
    const result = validate('data://example.com/x', { standard: 'rfc3986', schemes: true });
    expect(result.valid).toBe(false);
    expect(result.failure).toMatchObject({ code: 'unexpected-code-point', offset: 5, rule: 'dataurl', found: '/' });
    expect(result.failure?.expected).toContain('","');
  });
});

describe('PEG notes, both ways', () => {
  test('";base64" without "=" is the extension, with "=" a parameter (section 3)', () => {
    expect(components('data:;base64=x;base64,a')).toEqual([
      'dataurl=data:;base64=x;base64,a',
      'scheme=data',
      'mediatype=;base64=x',
      'parameter=base64=x',
      'attribute=base64 (base64)',
      'value=x (x)',
      'base64=;base64',
      'data=a',
    ]);
    expect(find(parseScheme('data:text/plain;base64,a').tree, 'parameter')).toBeUndefined();
  });

  test('the parameter repetition gives back a ";" it cannot take: ";base64" after parameters', () => {
    const { tree } = parseScheme('data:text/plain;a=b;base64,SGk=');
    expect(find(tree, 'mediatype')?.text).toBe('text/plain;a=b');
    expect(find(tree, 'base64')?.text).toBe(';base64');
  });

  test('an empty mediatype is no component; a mediatype of parameters only is one', () => {
    expect(find(parseScheme('data:,x').tree, 'mediatype')).toBeUndefined();
    expect(find(parseScheme('data:;base64,x').tree, 'mediatype')).toBeUndefined();
    expect(find(parseScheme('data:;a=b,x').tree, 'mediatype')?.text).toBe(';a=b');
  });

  test('a long parameter list is read (one flat component list, no spread into a call)', () => {
    const { tree, failure } = parseScheme(`data:${';a=b'.repeat(200000)},x`);
    expect(failure).toBeNull();
    expect(find(tree, 'mediatype')?.components).toHaveLength(200000);
  });

  test('the type stops at "/" and the subtype at ";" or ","', () => {
    const { tree } = parseScheme('data:a/b;c=d,e');
    expect(find(tree, 'type')?.text).toBe('a');
    expect(find(tree, 'subtype')?.text).toBe('b');
  });
});

describe('fragment (RFC 3986 sections 3.5 and 4.3: not part of a scheme)', () => {
  test('accepted after the data, which has no "#"', () => {
    expect(components('data:,a#frag')).toEqual(['dataurl=data:,a#frag', 'scheme=data', 'data=a (a)', 'fragment=frag']);
    expect(components('data:;base64,SGk=#')).toEqual(['dataurl=data:;base64,SGk=#', 'scheme=data', 'base64=;base64', 'data=SGk=', 'fragment=']);
    expect(components('data:,#a/b?c')).toEqual(['dataurl=data:,#a/b?c', 'scheme=data', 'data= ()', 'fragment=a/b?c']);
  });

  test('"#" before the "," is not a fragment of a data URL', () => {
    expect(parseScheme('data:text/plain#f,x').failure?.offset).toBe(15);
  });
});

describe('the value of data', () => {
  test.each([
    ['data:,a%C3%A9', 'aé', 'no media type: US-ASCII, read as UTF-8'],
    ['data:text/plain;charset=UTF-8,%E2%82%AC', '€', 'UTF-8, case-insensitive'],
    ['data:text/plain;CHARSET=us-ascii,x%20y', 'x y', 'the attribute is case-insensitive'],
    ['data:;charset=utf%2D8,%C3%A9', 'é', 'the value is compared decoded'],
    ['data:application/json,%7B%7D', '{}', 'any type without a charset'],
    ['data:,%FF', '\uFFFD', 'invalid UTF-8: U+FFFD, as decoded() reads it'],
  ])('%s: %j (%s)', (input, value, _why) => {
    expect(find(parseScheme(input).tree, 'data')?.value).toBe(value);
  });

  test.each([
    ['data:;base64,SGk='],
    ['data:text/plain;charset=utf-8;base64,SGk='],
    ['data:text/plain;charset=iso-8859-1,%E9'],
    ['data:text/plain;charset=windows-1252;charset=utf-8,x'],
  ])('%s: none (base64, or a charset other than UTF-8 and US-ASCII, the first one counting)', (input) => {
    const data = find(parseScheme(input).tree, 'data');
    expect(data).toBeDefined();
    expect(data?.value).toBeUndefined();
  });
});

describe('scheme-based normalisation: type, subtype, attribute and ";base64" are case-insensitive', () => {
  test('RFC 2045 section 5.1: lowercased at level "scheme"; parameter values and data are not', () => {
    expect(normalize('data:TEXT/Plain;Charset=UTF-8;BASE64,SGk=')).toBe('data:text/plain;charset=UTF-8;base64,SGk=');
    expect(normalize('DATA:;Name=A%2Fc,XyZ')).toBe('data:;name=A%2Fc,XyZ');
    expect(normalize('data:TEXT/Plain,X', { level: 'syntax' })).toBe('data:TEXT/Plain,X');
  });
});
