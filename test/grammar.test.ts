// grammar/url.pegjs through the generated parser: components, offsets, modes, tricky spots.
import { URLFailure } from '../src/core/errors';
import type { ParsedReference } from '../src/model/model';
import { parseAuthorityText, parseReferenceText } from '../src/model/url-grammar';

const parse = (text: string, mode: 'web' | 'file' | 'generic' = 'generic'): ParsedReference => parseReferenceText(text, mode);

describe('url ::= [scheme ":"] (auth-path | path) ["?" query] ["#" fragment]', () => {
  test('all components with offsets', () => {
    const ref = parse('http://user:pa:ss@host:8080/a/b/c?q=1#f');
    expect(ref.scheme).toBe('http');
    expect(ref.authority).toMatchObject({ username: 'user', password: 'pa:ss', host: 'host', port: '8080' });
    expect(ref.authority?.hostOffset).toBe(18);
    expect(ref.authority?.portOffset).toBe(23);
    expect(ref.root).toBe(true);
    expect(ref.dirs).toEqual(['a', 'b']);
    expect(ref.file).toBe('c');
    expect([ref.pathStart, ref.pathEnd]).toEqual([27, 33]);
    expect(ref.query).toBe('q=1');
    expect(ref.fragment).toBe('f');
  });

  test('credentials end at the last @ of the authority', () => {
    expect(parse('http://a@b@c/').authority).toMatchObject({ username: 'a@b', password: null, host: 'c' });
    expect(parse('http://a:b@c:d@e/').authority).toMatchObject({ username: 'a', password: 'b@c:d', host: 'e' });
  });

  test('a relative reference keeps its dot segments and has no scheme', () => {
    const ref = parse('../a/./b/');
    expect(ref.scheme).toBeNull();
    expect(ref.root).toBe(false);
    expect(ref.dirs).toEqual(['..', 'a', '.', 'b']);
    expect(ref.file).toBeNull();
  });

  test('the scheme must start with a letter and end with ":"', () => {
    expect(parse('a+b-c.d:x').scheme).toBe('a+b-c.d');
    expect(parse('1a:x').scheme).toBeNull();
    expect(parse('ab').scheme).toBeNull();
  });

  test('"?" and "#" delimit query and fragment; "?" may occur in the fragment', () => {
    const ref = parse('sc:p?q?r#f?#g');
    expect(ref.query).toBe('q?r');
    expect(ref.fragment).toBe('f?#g');
  });
});

describe('parser modes', () => {
  test('web mode: backslash is a separator, also when the mode comes from the base', () => {
    expect(parse('http:\\\\h\\a\\b').authority?.host).toBe('h');
    expect(parse('\\\\h\\a', 'web').authority?.host).toBe('h');
    expect(parse('\\\\h\\a', 'generic').authority).toBeNull();
  });

  test('generic mode: backslash is an ordinary character', () => {
    const ref = parse('sc://h\\x/a\\b');
    expect(ref.authority?.host).toBe('h\\x');
    expect(ref.file).toBe('a\\b');
  });

  test('file mode: drives (auth-drive and auth-drive-invalid)', () => {
    expect(parse('file:///C:/x')).toMatchObject({ drive: 'C:', root: true, file: 'x' });
    expect(parse('file://C|/x')).toMatchObject({ drive: 'C|', file: 'x' });
    expect(parse('file:C|/x').drive).toBe('C|');
    expect(parse('/C:/x', 'file').drive).toBe('C:');
    expect(parse('file://host/C:/x')).toMatchObject({ drive: 'C:', authority: { host: 'host' } });
    // not a drive: more than two code points before the separator
    expect(parse('file:///C:x/y').drive).toBeNull();
    // in web mode a drive is an ordinary segment
    expect(parse('http://h/C:/x').drive).toBeNull();
  });

  test('file mode: the authority is a host only', () => {
    expect(parse('file://u@h:1/').authority).toMatchObject({ username: null, port: null, host: 'u@h:1' });
  });
});

describe('authority failures', () => {
  const failure = (text: string): URLFailure => {
    try {
      parse(text);
    } catch (error) {
      if (error instanceof URLFailure) return error;
      throw error;
    }
    throw new Error(`no failure for ${text}`);
  };

  test('port-invalid at the first code point that is not a digit (port state, otherwise branch)', () => {
    expect(failure('http://h:8x/')).toMatchObject({ code: 'port-invalid', offset: 10 });
    expect(failure('sc://h:1:2')).toMatchObject({ code: 'port-invalid', offset: 8 });
  });

  test('host-missing with credentials or a port', () => {
    expect(failure('http://u@/')).toMatchObject({ code: 'host-missing', offset: 9 });
    expect(failure('sc://:1/')).toMatchObject({ code: 'host-missing', offset: 5 });
  });

  test('the host buffer runs to ":" outside brackets', () => {
    expect(parse('http://[::1]:80/').authority).toMatchObject({ host: '[::1]', port: '80' });
    expect(parse('http://[::1/').authority?.host).toBe('[::1');
  });

  test('authority_only reads a segment as an authority (force)', () => {
    expect(parseAuthorityText('u:p@h:1', 'web')).toMatchObject({ username: 'u', password: 'p', host: 'h', port: '1' });
  });
});
