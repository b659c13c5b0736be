// console.log of a URLReference shows its components (issue 24 section 8), through the registered
// util.inspect symbol (src/core/inspect.ts: nothing imported from node:util).
import { inspect } from 'node:util';
import { URLReference } from '../src';

describe('util.inspect of a URLReference', () => {
  test('shows the href, the kind and each component', () => {
    const shown = inspect(new URLReference('//u:p@h.example:81/a/b?q#f'));
    expect(shown).toBe(
      "URLReference {\n  href: '//u:p@h.example:81/a/b?q#f',\n  kind: 'scheme-relative',\n  scheme: null,\n  username: 'u',\n  password: 'p',\n"
      + "  hostname: 'h.example',\n  port: '81',\n  pathname: '/a/b',\n  query: 'q',\n  fragment: 'f'\n}",
    );
  });

  test('absent components are null, a path is never absent', () => {
    const shown = inspect(new URLReference('../x'), { breakLength: Infinity });
    expect(shown).toBe("URLReference { href: '../x', kind: 'path-relative', scheme: null, username: null, password: null, hostname: null, port: null, pathname: '../x', query: null, fragment: null }");
  });

  test('nested, and beyond the depth', () => {
    const reference = new URLReference('mailto:a@b.example');
    expect(inspect({ r: reference }, { breakLength: Infinity })).toContain("r: URLReference { href: 'mailto:a@b.example', kind: 'absolute', scheme: 'mailto'");
    expect(inspect({ a: { b: reference } }, { depth: 0 })).toBe('{ a: [Object] }');
    expect(inspect(reference, { depth: -1 })).toBe('URLReference {}');
  });

  test('not the empty object it was', () => {
    expect(inspect(new URLReference('a'))).not.toBe('URLReference {}');
  });
});
