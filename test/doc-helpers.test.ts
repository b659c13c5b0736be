// The doc-example checker itself (test/helpers/doc-*.ts, stated-value.ts): that it reads the
// convention of docs/examples.md, and that a wrong example fails, naming its line.

import { commandLines, helpOptions, shellWords, transcripts } from './helpers/doc-cli';
import { type CodeBlock, expectationOf } from './helpers/doc-examples';
import { runBlock, typecheck, virtualName } from './helpers/doc-run';
import { signatureEntry, signatureFiles } from './helpers/doc-signatures';
import { compareStated, parseStated, type Stated } from './helpers/stated-value';
import * as top from '../src/index';

const block = (code: string, info = 'ts'): CodeBlock => ({ file: 'docs/x.md', line: 10, info: info.split(' '), code });
const stated = (text: string): Stated => {
  const parsed = parseStated(text);
  if (parsed === null) throw new Error(`not a value: ${text}`);
  return parsed.value;
};
const load = (): unknown => top;

describe('stated values', () => {
  test.each([
    ["'a\\'b\\u{1F600}\\x41'", 'a\'b\u{1F600}A'],
    ['"x"', 'x'],
    ['-1.5', -1.5],
    ['null', null],
    ['undefined', undefined],
    ["[['a', '1'], []]", [['a', '1'], []]],
    ["{ a: 1, 'b-c': [true] }", { a: 1, 'b-c': [true] }],
  ])('%s matches its value', (text, value) => {
    expect(compareStated(stated(text), value)).toEqual([]);
  });

  test('the text after a value is a remark; a comment that starts with a word is prose', () => {
    expect(parseStated("'x' (still relative)")?.rest).toBe('(still relative)');
    expect(parseStated('null: not base64')?.rest).toBe(': not base64');
    expect(parseStated('stable, by UTF-16 code units')).toBeNull();
    expect(parseStated('valid')).toBeNull();
    expect(parseStated("'unterminated")).toBeNull();
  });

  test('"..." elides text in a string, items in an array, properties in an object', () => {
    expect(compareStated(stated("'a...c…e'"), 'abcde')).toEqual([]);
    expect(compareStated(stated("'a...c'"), 'ab')).toHaveLength(1);
    expect(compareStated(stated("'ab...ba'"), 'aba')).toHaveLength(1);
    expect(compareStated(stated('[1, ..., 4]'), [1, 2, 3, 4])).toEqual([]);
    expect(compareStated(stated('[1, ...]'), [])).toHaveLength(1);
    expect(compareStated(stated('{ a: 1, ... }'), { a: 1, b: 2 })).toEqual([]);
  });

  test('a difference names its path; an object without "..." lists every own property', () => {
    expect(compareStated(stated("{ a: { b: ['x', 'y'] } }"), { a: { b: ['x', 'z'] } })).toEqual(['result.a.b[1]: stated "y", got "z"']);
    expect(compareStated(stated('{ a: 1 }'), { a: 1, b: 2 })).toEqual(['result: has b, not stated (add them, or "..." for the rest)']);
    expect(compareStated(stated('{ a: 1, c: 3 }'), { a: 1 })).toEqual(['result: stated a property c, got none']);
    expect(compareStated(stated('[1]'), [1, 2])).toEqual(['result: stated 1 items, got 2: [1,2]']);
  });

  test('typed arrays are told from arrays', () => {
    expect(compareStated(stated('Uint8Array [1, 2]'), Uint8Array.of(1, 2))).toEqual([]);
    expect(compareStated(stated('Uint8Array [1, 2]'), [1, 2])).toHaveLength(1);
    expect(compareStated(stated('[1, 2]'), Uint8Array.of(1, 2))).toHaveLength(1);
  });
});

describe('expectations', () => {
  test('throws, with a message and properties', () => {
    expect(expectationOf(" throws TypeError: Invalid URL: ... at offset 9\n   { code: 'x' }")).toEqual({
      kind: 'throws', name: 'TypeError', message: { kind: 'string', pieces: ['Invalid URL: ', ' at offset 9'] },
      props: { kind: 'object', entries: [['code', { kind: 'string', pieces: ['x'] }]], partial: false },
    });
    expect(expectationOf(' throws RangeError')).toEqual({ kind: 'throws', name: 'RangeError', message: null, props: null });
    expect(expectationOf(' TypeError: no pair')).toMatchObject({ kind: 'throws', name: 'TypeError' });
    expect(expectationOf(' unchanged: not UTF-8')).toEqual({ kind: 'unchanged' });
    expect(expectationOf(' the port is kept')).toBeNull();
  });
});

describe('running a block', () => {
  test('each stated result is checked, and a wrong one names its line, expression and value', () => {
    const run = runBlock(block([
      "import { domainToASCII, URL } from 'url-grammar';",
      "domainToASCII('Bücher.example'); // 'xn--bcher-kva.example'",
      "domainToASCII('a.example'); // 'b.example'",
      "new URL('nope'); // throws TypeError { code: 'missing-scheme-non-relative-URL' }",
      "new URL('http://a/'); // throws TypeError",
      "const u = new URL('http://a/');",
      'u.port = \'81\';  u.href; // \'http://a:81/\'',
    ].join('\n')), load);
    expect(run.error).toBeNull();
    expect(run.results.map((result) => [result.check.line, result.check.source, result.failure])).toEqual([
      [11, "domainToASCII('Bücher.example')", null],
      [12, "domainToASCII('a.example')", 'result: stated "b.example", got "a.example"'],
      [13, "new URL('nope')", null],
      [14, "new URL('http://a/')", 'stated: throws TypeError; returned "http://a/"'],
      [16, 'u.href', null],
    ]);
  });

  test('an exception no comment states fails the block at its line; imports other than the entry points fail', () => {
    const thrown = runBlock(block("import { URL } from 'url-grammar';\nconst x = 1;\nnew URL('nope');\nx; // 1"), load);
    expect(thrown.error).toMatch(/^docs\/x\.md:12: threw TypeError: Invalid URL/);
    expect(thrown.results.map((result) => result.failure)).toEqual([expect.stringMatching(/^not reached/)]);
    expect(runBlock(block("import { x } from './internal';\nx;"), load).error).toMatch(/which a user cannot/);
  });

  test('unchanged compares with the first argument', () => {
    const run = runBlock(block("import { uriToIRI } from 'url-grammar';\nuriToIRI('http://a/%FC'); // unchanged\nuriToIRI('http://a/%C3%BC'); // unchanged"), load);
    expect(run.results.map((result) => result.failure)).toEqual([null, 'stated: unchanged "http://a/%C3%BC"; got "http://a/ü"']);
  });
});

describe('typechecking', () => {
  test('an example that does not compile, and a signature that is not the real one, are named', () => {
    const example = block("import { parseURL } from 'url-grammar';\nparseURL('x').url.path;");
    const signature = block('interface ParseURLOptions { base?: BaseURL | null; encoding?: string }\nfunction getOutputEncoding(label: string): number;', 'ts signature');
    const files = signatureFiles(signature, virtualName(signature, '_signature'));
    const problems = typecheck([
      { name: virtualName(example, '.ts'), text: `${example.code}\nexport {};\n`, block: example, firstLine: 0 },
      { name: `${virtualName(signature, '_signature')}.d.ts`, text: files.declarations, block: signature, firstLine: 0 },
      { name: virtualName(signature, '_comparison.ts'), text: files.comparison, block: signature, firstLine: 0, meaning: files.meaning },
    ]);
    expect(problems.map((problem) => `${problem.line}: ${problem.message.replace(/ \(TS.*$/s, '')}`)).toEqual([
      expect.stringMatching(/^11: TS\d+: .*possibly 'null'/),
      '10: the documented ParseURLOptions lacks properties the real one has',
      "10: the documented getOutputEncoding is not the real function's type",
    ]);
  }, 60_000);

  test('a signature block names its entry point after `signature`; url-grammar by default', () => {
    expect(signatureEntry(block('function f(): void;', 'ts signature'))).toBe('url-grammar');
    expect(signatureEntry(block('function f(): void;', 'ts signature url-grammar/canonical'))).toBe('url-grammar/canonical');
    expect(() => signatureEntry(block('function f(): void;', 'ts signature url-grammar/nothing'))).toThrow(/not an entry point/);
    const files = signatureFiles(block('function canonicalize(input: URLLike, options: CanonicalizeOptions): string;', 'ts signature url-grammar/canonical'), 'x');
    expect(files.declarations).toContain("import type { CanonicalizeOptions } from 'url-grammar/canonical';\nimport type { URLLike } from 'url-grammar';");
    expect(files.comparison).toContain("import type * as real from 'url-grammar/canonical';");
  });
});

describe('CLI blocks', () => {
  test('shell words, transcripts, command lines and help options', () => {
    expect(shellWords(`validate 'a b' "c\\"d" e\\ f`)).toEqual(['validate', 'a b', 'c"d', 'e f']);
    expect(transcripts(block("$ url-grammar validate 'x'\ninvalid\n  ^\n$ url-grammar to-iri y\ny", 'console'))).toEqual([
      { line: 10, args: ['validate', 'x'], output: 'invalid\n  ^\n' },
      { line: 13, args: ['to-iri', 'y'], output: 'y\n' },
    ]);
    expect(commandLines(block('url-grammar validate <url> [--base <url>] [--json]\nurl-grammar validate - --jobs 2 | head  # note\nurl-grammar --help', 'sh'))).toEqual([
      { line: 10, command: 'validate', flags: ['base', 'json'], synopsis: true },
      { line: 11, command: 'validate', flags: ['jobs'], synopsis: false },
    ]);
    expect(commandLines(block('url-grammar template  expand <template> [--vars <json>]', 'sh'))).toEqual([{ line: 10, command: 'template expand', flags: ['vars'], synopsis: true }]);
    const help = 'Usage: x\n\nOptions:\n  --base <url>   a\n  -h, --help     b\n\nBatch mode options:\n  -j, --jobs <n>   c\n';
    expect(helpOptions(help, 'Options:')).toEqual(['base']);
    expect(helpOptions(help, 'Batch mode options:')).toEqual(['jobs']);
  });
});
