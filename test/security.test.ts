// Holes a security probe found (issue 24 section 9): a long base overflowed the stack, records were
// trusted as given, arguments were read differently by different functions. Each test here failed
// before its fix.
import { OptionError, URL, URLReference, getOutputEncoding, parseURL, percentEncodeQuery, publicSuffix, registrableDomain, resolve, serializeURL, toDisplayString, validate } from '../src';
import type { URLRecord } from '../src';
import { readWPT } from './helpers/wpt';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/** 260 KB bases, each taking the general path of the URL parser (not a fast path). */
const LONG = 130000;
const LONG_BASES = {
  web: 'http://a/' + 'a/'.repeat(LONG),
  credentials: 'http://u:p@a/' + 'a/'.repeat(LONG),
  nonSpecial: 'foo://a/' + 'a/'.repeat(LONG),
  file: 'file:///' + 'C:/'.repeat(LONG),
} as const;

describe('a long base does not overflow the stack (a spread of its path into push)', () => {
  test('validate, web base', () => {
    const result = validate('x', { base: LONG_BASES.web });
    expect(result.valid).toBe(true);
  });

  test('parseURL, non-special base', () => {
    const result = parseURL('x', { base: LONG_BASES.nonSpecial });
    expect(result.url?.path).toHaveLength(LONG + 1);
    expect(result.url?.path.at(-1)).toBe('x');
  });

  test('resolve, file base', () => {
    const result = resolve('x', LONG_BASES.file);
    expect(result.href).toBe(LONG_BASES.file + 'x');
  });

  test('new URL, base with credentials', () => {
    expect(new URL('x', LONG_BASES.credentials).href).toBe(LONG_BASES.credentials + 'x');
  });

  test('URL.parse, non-special base', () => {
    expect(URL.parse('x', LONG_BASES.nonSpecial)?.href).toBe(LONG_BASES.nonSpecial + 'x');
  });

  test('URL.canParse, file base', () => {
    expect(URL.canParse('x', LONG_BASES.file)).toBe(true);
  });

  test('new URL, a URL object as base (its record)', () => {
    const base = new URL(LONG_BASES.credentials);
    expect(new URL('x', base).pathname).toHaveLength(base.pathname.length + 1);
  });

  test('URL.parse and URL.canParse never throw on long bases of any shape', () => {
    const shapes = [
      'http://h/' + '../'.repeat(LONG / 2), 'sc:/' + 'a/'.repeat(LONG), 'sc:' + 'x'.repeat(2 * LONG), 'http://h/?' + 'a&'.repeat(LONG),
      'http://' + 'a.'.repeat(LONG) + 'com/', 'http://h' + '\\a'.repeat(LONG),
    ];
    for (const base of shapes) {
      for (const reference of ['x', '../x', '/x', '?q', '#f', '//h2/x', 'C:/x', '']) {
        expect(() => [URL.parse(reference, base), URL.canParse(reference, base)]).not.toThrow();
      }
    }
  });

  test('URLReference#resolve and #rebase', () => {
    const reference = new URLReference('x');
    expect(reference.resolve(LONG_BASES.nonSpecial).href).toBe(LONG_BASES.nonSpecial + 'x');
    expect(reference.rebase(LONG_BASES.web).href).toBe(LONG_BASES.web + 'x');
  });
});

/** A record as the parser makes it for http://good.example/x, with `change` applied. */
function forged(change: Partial<Record<keyof URLRecord, unknown>>): URLRecord {
  return { scheme: 'http', username: '', password: '', host: 'good.example', port: null, path: ['x'], query: null, fragment: null, ...change } as URLRecord;
}

/** What the entry points of records throw for `record`: an OptionError naming the function and `field`. */
function expectRefused(record: unknown, field: string): void {
  const calls: ReadonlyArray<readonly [string, string, () => unknown]> = [
    ['URL.fromRecord', 'argument 1', () => URL.fromRecord(record as URLRecord)],
    ['parseURL', 'options.base', () => parseURL('y', { base: record as URLRecord })],
    ['validate', 'options.base', () => validate('y', { base: record as URLRecord })],
    ['publicSuffix', 'argument 1', () => publicSuffix(record as URLRecord)],
    ['registrableDomain', 'argument 1', () => registrableDomain(record as URLRecord)],
  ];
  for (const [fn, label, call] of calls) {
    let thrown: unknown = null;
    try {
      call();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(OptionError);
    expect((thrown as OptionError).code).toBe('invalid-option');
    expect((thrown as OptionError).option).toBe(`${label}.${field}`);
    expect((thrown as OptionError).message.startsWith(`${fn}: ${label}.${field} must be `)).toBe(true);
  }
}

describe('records are checked where they enter', () => {
  test('a host with a path in it (hostname would differ from its own href\'s host)', () => {
    expectRefused(forged({ host: 'evil.com/@good.com' }), 'host');
  });

  test('a host the host parser rewrites (127.1 reparses as 127.0.0.1)', () => {
    expectRefused(forged({ host: '127.1' }), 'host');
    expect(() => URL.fromRecord(forged({ host: '127.1' }))).toThrow(/127\.0\.0\.1/);
  });

  const REFUSED: ReadonlyArray<readonly [string, Partial<Record<keyof URLRecord, unknown>>, string]> = [
    ['uppercase scheme', { scheme: 'HTTP' }, 'scheme'],
    ['scheme with a colon', { scheme: 'http:' }, 'scheme'],
    ['no host on a special URL', { host: null }, 'host'],
    ['uppercase domain', { host: 'GOOD.example' }, 'host'],
    ['IPv6 without brackets', { host: '::1' }, 'host'],
    ['IPv6 not compressed', { host: '[0:0:0:0:0:0:0:1]' }, 'host'],
    ['file host localhost', { scheme: 'file', host: 'localhost' }, 'host'],
    ['username with "@"', { username: 'a@b' }, 'username'],
    ['password with ":"', { password: 'a:b' }, 'password'],
    ['credentials on a file URL', { scheme: 'file', username: 'u' }, 'username'],
    ['default port', { port: 80 }, 'port'],
    ['port out of range', { port: 65536 }, 'port'],
    ['port as a string', { port: '8080' }, 'port'],
    ['port on a file URL', { scheme: 'file', port: 8080 }, 'port'],
    ['opaque path on a special URL', { path: 'x' }, 'path'],
    ['segment with "/"', { path: ['a/b'] }, 'path[0]'],
    ['segment with "\\" (special)', { path: ['a', 'b\\c'] }, 'path[1]'],
    ['segment with a space', { path: ['a b'] }, 'path[0]'],
    ['dot segment', { path: ['..', 'x'] }, 'path'],
    ['segment not a string', { path: ['a', 1] }, 'path[1]'],
    ['query with "#"', { query: 'a#b' }, 'query'],
    ['query with "\'" (special)', { query: "a'b" }, 'query'],
    ['fragment with a newline', { fragment: 'a\nb' }, 'fragment'],
    ['fragment with non-ASCII', { fragment: 'é' }, 'fragment'],
    ['query as a number', { query: 1 }, 'query'],
    ['opaque path with "?"', { scheme: 'sc', host: null, path: 'a?b' }, 'path'],
    ['opaque path with a host', { scheme: 'sc', path: 'a' }, 'path'],
    ['non-special opaque host with non-ASCII', { scheme: 'sc', host: 'é' }, 'host'],
    ['non-special without host and empty path', { scheme: 'sc', host: null, path: [] }, 'path'],
  ];
  test.each(REFUSED)('%s', (_name, change, field) => {
    expectRefused(forged(change), field);
  });

  test('a value that is not a record', () => {
    expect(() => URL.fromRecord(null as never)).toThrow(OptionError);
    expect(() => URL.fromRecord('http://a/' as never)).toThrow(OptionError);
    expect(() => parseURL('x', { base: { scheme: 'http' } as never })).toThrow(/options\.base\.username must be a string/);
  });

  test('records the parser made are accepted, each field as it was', () => {
    for (const input of ['http://u:p@a.example:8080/p/q?x#y', 'file:///C:/a', 'sc:opaque?q#f', 'sc://h/p', 'sc:/.//p', 'http://[::1]/', 'sc:', 'https://1.2.3.4/%20?%27', 'blob:https://a/b']) {
      const record = parseURL(input).url as URLRecord;
      expect(URL.fromRecord(record).href).toBe(new URL(input).href);
      expect(parseURL('#z', { base: record }).url?.fragment).toBe('z');
    }
  });

  test('every record the parser makes from WPT urltestdata is accepted', () => {
    let checked = 0;
    for (const { input, base } of readWPT<{ input: string; base: string | null }>('urltestdata.json')) {
      const result = parseURL(input, { base });
      if (result.url === null) continue;
      expect(URL.fromRecord(result.url).href).toBe(serializeURL(result.url));
      checked++;
    }
    expect(checked).toBeGreaterThan(500);
  });

  test('URL.fromRecord keeps a copy: a later change to the record does not reach the URL', () => {
    const record = parseURL('http://good.example/x').url as URLRecord;
    const url = URL.fromRecord(record);
    record.host = 'evil.com/@good.com';
    (record.path as string[])[0] = 'y';
    expect(url.hostname).toBe('good.example');
    expect(url.href).toBe('http://good.example/x');
  });

  test('a record accepted once is checked again after a change', () => {
    const record = parseURL('http://good.example/x').url as URLRecord;
    expect(parseURL('y', { base: record }).url?.host).toBe('good.example');
    record.host = '127.1';
    expect(() => parseURL('y', { base: record })).toThrow(OptionError);
  });

  test('each field of a record is read once (a getter cannot pass the check with one value and be used with another)', () => {
    let reads = 0;
    const record = {
      ...forged({}),
      get host(): string {
        reads++;
        return reads === 1 ? 'good.example' : 'evil.com/@good.com';
      },
    };
    const url = URL.fromRecord(record);
    expect([url.hostname, url.href]).toEqual(['good.example', 'http://good.example/x']);
    expect(reads).toBe(1);
  });

  test("a base object's href is read once", () => {
    let reads = 0;
    const base = {
      get href(): string {
        reads++;
        return reads === 1 ? 'http://good.example/' : 'http://evil.example/';
      },
      toString: (): string => 'http://good.example/',
      toJSON: (): string => 'http://good.example/',
    };
    expect(parseURL('x', { base }).url?.host).toBe('good.example');
    expect(reads).toBe(1);
    reads = 0;
    expect(validate('x', { base }).valid).toBe(true);
    expect(reads).toBe(1);
    reads = 0;
    expect(publicSuffix(base)).toBe('example');
    expect(reads).toBe(1);
  });
});

describe('arguments are read alike', () => {
  test('percentEncodeQuery converts its arguments whatever the encoding', () => {
    expect(percentEncodeQuery(123 as never, 'windows-1252', 'http')).toBe('123');
    expect(percentEncodeQuery(123 as never, 'utf-8', 'http')).toBe('123');
    expect(percentEncodeQuery('é' as never, { toString: () => 'windows-1252' } as never, 'http')).toBe('%E9');
    expect(() => percentEncodeQuery(Symbol('q') as never, 'windows-1252', 'http')).toThrow(TypeError);
  });

  test('an unknown encoding label is a RangeError with a code', () => {
    expect(() => percentEncodeQuery('a', 'no-such-encoding', 'http')).toThrow(expect.objectContaining({ name: 'RangeError', code: 'unknown-encoding' }) as Error);
    expect(() => getOutputEncoding(undefined as never)).toThrow(expect.objectContaining({ code: 'unknown-encoding' }) as Error);
  });

  test('URLReference#rebase: a missing base is an OptionError, other values are read as the constructor reads them', () => {
    const reference = new URLReference('b');
    expect(() => reference.rebase(undefined as never)).toThrow(OptionError);
    expect(reference.rebase(0 as never).href).toBe('b');
    expect(reference.rebase(new URL('http://a/x/y') as never).href).toBe('http://a/x/b');
    expect(() => reference.rebase(Symbol('b') as never)).toThrow(OptionError);
  });

  test("resolve reads a URL object's href, and a record, as parseURL's base does", () => {
    const base = { href: 'http://a.example/d/e', toString: (): string => 'http://a.example/d/e', toJSON: (): string => 'http://a.example/d/e' };
    expect(resolve('x', base).href).toBe('http://a.example/d/x');
    expect(resolve('x', { href: 'http://a.example/d/e' } as never).href).toBe('http://a.example/d/x');
    expect(resolve('x', { href: 'http://a.example/d/e' } as never, { mode: 'rfc3986' }).href).toBe('http://a.example/d/x');
    const record = parseURL('http://a.example/d/e').url as URLRecord;
    expect(resolve('x', record as never).href).toBe('http://a.example/d/x');
    expect(() => resolve('x', forged({ host: '127.1' }) as never)).toThrow(OptionError);
  });
});

test('toDisplayString does not take a record from any object with a record field', () => {
  const forgedURL = { href: 'http://good.example/', record: forged({ host: 'evil.com/@good.com' }), toString: (): string => 'http://good.example/' };
  expect(toDisplayString(forgedURL as never)).toBe('http://good.example/');
  expect(toDisplayString(new URL('http://xn--bcher-kva.example/'))).toBe('http://bücher.example/');
});

/**
 * Spreads into a call put every element on the stack: a spread of an input-sized array overflows
 * it (`push(...base.path)` did on a 260 KB base). Every call with a spread argument, or through
 * `apply`, in src/ and generated/ is listed here with why its array is small.
 */
const BOUNDED_SPREADS: Readonly<Record<string, string>> = {
  'src/fetch/data-url.ts String.fromCharCode': 'chunks of DECODE_CHUNK (8192) bytes',
  'src/whatwg/preprocess.ts String.fromCharCode.apply': 'chunks of CHUNK (8192) code units',
  'src/cli/format.ts Math.max': 'one row per verdict or error code of a batch summary (a fixed set)',
  'src/cli/help.ts Math.max': 'the rows of a help text',
  'src/canonical/bytes.ts String.fromCharCode.apply': 'chunks of CHUNK (8192) bytes',
  'src/urlpattern/escape.ts String.fromCharCode.apply': 'chunks of CHUNK (8192) code units (escapeWith splits a longer string)',
  'src/cli/pool.ts this.#queue.unshift': 'at most two pieces of a lost worker (before and after its line)',
  'src/cli/inspect-text.ts lines.push': 'the lines of one inspect report: a few per reason, reading and difference (at most six differences)',
  'src/cli/inspect-text.ts Math.max': 'the names of the three readings',
  'src/target/causes.ts candidate.apply': 'not Function.prototype.apply: a step of the URL Standard applied to the input (no spread)',
  'src/target/inspect.ts reasons.push': 'the messages of the differences: at most three components for each of two readings',
};

test('no call spreads an input-sized array (a stack overflow on long input)', () => {
  const found: string[] = [];
  for (const file of sourceFiles(['src', 'generated'])) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const callee = node.expression.getText(source);
        const spread = (node.arguments ?? []).some((argument) => ts.isSpreadElement(argument));
        if (spread || callee.endsWith('.apply')) found.push(`${relative(ROOT, file).split(sep).join('/')} ${callee}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  expect(found.filter((call) => BOUNDED_SPREADS[call] === undefined)).toEqual([]);
  expect(Object.keys(BOUNDED_SPREADS).filter((call) => !found.includes(call))).toEqual([]);
});

const ROOT = join(__dirname, '..');

/** The .ts files under the given folders of the repository. */
function sourceFiles(folders: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) files.push(path);
    }
  };
  for (const folder of folders) walk(join(ROOT, folder));
  return files;
}
