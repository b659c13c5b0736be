// scripts/optimize.js is checkable: it runs only on the peggy it was written for, and a peggy
// output shape a rewrite should have replaced, left over, stops generation.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { checkPeggyVersion, optimizeParser } = require('../scripts/optimize') as {
  checkPeggyVersion: (version: string) => void;
  optimizeParser: (source: string, options: { trackFailures: boolean; failureResult?: string }) => string;
};
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as peggy from 'peggy';
import * as ts from 'typescript';
import { URLFailure } from '../src/core/errors';
import { parseWhatwgText } from '../src/model/url-grammar';
import { matchRule } from '../src/strict/parse';
import { parseWithErrors } from '../src/whatwg/parser';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const tspegjs = require('ts-pegjs') as peggy.Plugin;

/** A grammar compiled as scripts/generator.js compiles one (peggy + ts-pegjs), before optimisation. */
function compile(grammar: string): string {
  return peggy.generate(grammar, { output: 'source', format: 'commonjs', plugins: [tspegjs], tspegjs: { skipTypeComputation: true } } as peggy.SourceBuildOptions<'source'>) as string;
}

describe('scripts/optimize.js refuses to emit code it did not rewrite', () => {
  test('peggy is the pinned version, and another version is refused', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    expect(pkg.devDependencies.peggy).toBe(peggy.VERSION);
    expect(() => checkPeggyVersion(peggy.VERSION)).not.toThrow();
    expect(() => checkPeggyVersion('4.0.0')).toThrow('optimize: written for peggy 3.0.2, not 4.0.0');
  });

  test('a class test in a shape rewrite 1 does not know is a generation error, not slower code', () => {
    const source = compile('start = [a-z]+ "x"');
    expect(() => optimizeParser(source, { trackFailures: true })).not.toThrow();
    const changed = source.replace(/\.test\(input\.charAt\(peg\$currPos\)\)/g, '.test(input[peg$currPos])');
    expect(changed).not.toBe(source);
    expect(() => optimizeParser(changed, { trackFailures: true })).toThrow("optimize: a class regex (rewrite 1) was left as peggy wrote it; peggy's output changed");
  });

  test('a literal compared in a shape rewrite 4 does not know is a generation error', () => {
    const source = compile('start = "ab" "c"');
    const changed = source.replace(/input\.substr\(peg\$currPos, 2\) === /g, 'input.substr(peg$currPos, 2) == ');
    expect(changed).not.toBe(source);
    expect(() => optimizeParser(changed, { trackFailures: true })).toThrow('optimize: a literal comparison through substr (rewrite 4)');
  });
});

describe('class runs inside "$" regions', () => {
  test('become scans, and a shape the rewrite does not know is a generation error', () => {
    const source = compile('start = $("/" [a-z]*)*');
    const optimized = optimizeParser(source, { trackFailures: false });
    expect(optimized).toMatch(/peg\$currPos = peg\$scan\d+\(input, peg\$currPos\);/);
    // The same loop with its array built another way: the rewrite does not apply, and the check says so.
    const changed = source.replace(/(s\d+) = \[\];(\n\/\/ @ts-ignore\n\s*if \(peg\$r\d+\.test)/, '$1 = new Array();$2');
    expect(changed).not.toBe(source);
    expect(() => optimizeParser(changed, { trackFailures: false })).toThrow('optimize: a class run inside a "$" region was not rewritten');
  });
});

describe('the start rule of a generated parser', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { parse } = require('../generated/normalized') as { parse: (input: string, options?: { startRule?: string }) => unknown };

  test('is the default or a named start rule, looked up among its own', () => {
    expect(parse('#x', { startRule: 'fragment_reference' })).toEqual({ path: null, query: undefined, fragment: 'x' });
    expect(parse('https://a.com/')).not.toBeNull();
    expect(() => parse('x', { startRule: 'toString' })).toThrow('Can\'t start parsing from rule "toString".');
    expect(() => parse('x', { startRule: 'domain' })).toThrow('Can\'t start parsing from rule "domain".');
  });
});

/** A parser as loaded: parse, and the class of its syntax errors. */
interface Loaded {
  parse: (input: string, options?: Record<string, unknown>) => unknown;
  PeggySyntaxError: new (...args: never[]) => Error;
}

/** A grammar compiled and optimised, then loaded (its TypeScript transpiled). */
function load(grammar: string, failureResult: string): Loaded {
  const source = optimizeParser(compile(grammar), { trackFailures: true, failureResult });
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const module = { exports: {} as Loaded };
  new Function('module', 'exports', 'require', js)(module, module.exports, require);
  return module.exports;
}

describe("failureResult 'error' (the strict grammars, whose failures validation reports)", () => {
  test('a failed parse given returnError returns its syntax error, which it throws without; a match is its value', () => {
    const { parse, PeggySyntaxError: SyntaxError } = load('start = [a-z]+ "!"', 'error');
    expect(parse('abc!', { returnError: true })).toEqual([['a', 'b', 'c'], '!']);
    const failure = parse('abC!', { returnError: true });
    expect(failure).toBeInstanceOf(SyntaxError);
    expect(failure).toMatchObject({ found: 'C', location: { start: { offset: 2 } } });
    expect((failure as Error).message).toBe('Expected "!" or [a-z] but "C" found.');
    expect(() => parse('abC!')).toThrow('Expected "!" or [a-z] but "C" found.');
    expect(() => parse('abC!', { returnError: 1 })).toThrow(SyntaxError);
  });

  test('the strict parsers are generated so, and matchRule reads their failures', () => {
    for (const grammar of ['rfc3986', 'rfc3987']) {
      const generated = fs.readFileSync(path.join(__dirname, '..', 'generated', `${grammar}.ts`), 'utf8');
      expect(generated).toContain('if (options.returnError === true) return peg$error;');
    }
    expect(matchRule('http://a b', { grammar: 'rfc3987' }).failure).toMatchObject({ code: 'unexpected-code-point', offset: 8, rule: 'IRI-reference' });
  });
});

describe("failureResult 'refusal' (the URL grammar's failures known before reading on)", () => {
  test('a parse its predicate refused returns null, the refusal left in the options; other failures still throw', () => {
    const { parse } = load('start = &{ if (input.startsWith("!")) { options.refusal = "refused"; return false; } return true; } [a-z]+', 'refusal');
    expect(parse('abc')).toEqual([undefined, ['a', 'b', 'c']]);
    const options: Record<string, unknown> = {};
    expect(parse('!abc', options)).toBeNull();
    expect(options.refusal).toBe('refused');
    expect(() => parse('ABC')).toThrow('Expected [a-z] but "A" found.');
  });

  test('the URL Standard reading returns its missing-scheme failure; the errors and the failure are what they were', () => {
    const refused = parseWhatwgText('/a/b', 'generic', null, undefined);
    expect(refused).toBeInstanceOf(URLFailure);
    expect(refused).toMatchObject({ code: 'missing-scheme-non-relative-URL', offset: 0 });
    const opaqueBase = parseWhatwgText('x', 'generic', { scheme: 'sc', opaque: true, href: 'sc:op' }, undefined);
    expect(opaqueBase).toMatchObject({ code: 'missing-scheme-non-relative-URL', offset: 0, subject: 'sc:op' });
    // Offsets in the input as given (after a leading space), the errors met before the failure kept.
    const { url, failure, log } = parseWithErrors(' /a\tb', null);
    expect([url, failure?.code, failure?.offset, log.errors.map((error) => `${error.code} ${error.offset}`)])
      .toEqual([null, 'missing-scheme-non-relative-URL', 1, ['invalid-URL-unit 0', 'invalid-URL-unit 3']]);
    // A failure found later is thrown inside, and returned by the same functions.
    expect(parseWithErrors('http://a:99999/', null).failure?.code).toBe('port-out-of-range');
  });
});
