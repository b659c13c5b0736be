// Scheme grammars (grammar/schemes/*.pegjs): the generator's directives and imports
// (scripts/scheme-grammars.js), the registry generated/schemes/index.ts, parseScheme, and
// RFC 6455's ws/wss grammar.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { SCHEME_GRAMMARS } from '../generated/schemes/index';
import { parseScheme, parseWithGrammar } from '../src/schemes/parse-scheme';
import type { SchemeComponent, SchemeGrammar } from '../src/schemes/component';
import { ruleFailure } from '../src/strict/parse';
import { validate } from '../src/index';
import type { SyntaxFailure } from '../src/strict/syntax-failure';
import { flatten } from './helpers/schemes';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { generateParser } = require('../scripts/generator') as { generateParser: (grammarPath: string) => string };

const ROOT = path.resolve(__dirname, '..');


describe('the registry', () => {
  test('lists every grammar of grammar/schemes/, and no scheme twice', () => {
    const files = fs.readdirSync(path.join(ROOT, 'grammar/schemes')).filter((f) => f.endsWith('.pegjs')).map((f) => f.replace(/\.pegjs$/, ''));
    expect(SCHEME_GRAMMARS.map((g) => g.name).sort()).toEqual(files.sort());
    const schemes = SCHEME_GRAMMARS.flatMap((g) => g.schemes);
    expect(new Set(schemes).size).toBe(schemes.length);
  });

  test('a URI without a grammar for its scheme, or without a scheme, is not read', () => {
    expect(parseScheme('foo:bar')).toEqual({ scheme: 'foo', grammar: null, tree: null, failure: null });
    expect(parseScheme('//host/path')).toEqual({ scheme: null, grammar: null, tree: null, failure: null });
  });
});

describe('ws and wss (RFC 6455 section 3)', () => {
  test.each([
    ['ws://example.com/chat', ['ws-URI=ws://example.com/chat', 'scheme=ws', 'host=example.com', 'path=/chat']],
    ['wss://example.com:8443/chat?room=1', ['ws-URI=wss://example.com:8443/chat?room=1', 'scheme=wss', 'host=example.com', 'port=8443', 'path=/chat', 'query=room=1']],
    ['WS://[::1]', ['ws-URI=WS://[::1]', 'scheme=WS', 'host=[::1]', 'path=']],
    ['ws://h/a%23b', ['ws-URI=ws://h/a%23b', 'scheme=ws', 'host=h', 'path=/a%23b']],
    ['ws://h:', ['ws-URI=ws://h:', 'scheme=ws', 'host=h', 'port=', 'path=']],
  ])('%s', (input, components) => {
    const result = parseScheme(input);
    expect(result.failure).toBeNull();
    expect(flatten(result.tree as SchemeComponent)).toEqual(components);
  });

  test.each([
    ['ws://h/chat#frag', 11, '"#"', 'fragment identifiers MUST NOT be used'],
    ['ws://user@h/', 9, '"@"', 'no userinfo in ws-URI'],
    ['ws:/h', 3, '"/"', 'the authority is required'],
    ['ws:h', 3, '"h"', 'the authority is required'],
    ['ws://h:8a/', 8, '"a"', 'port is digits'],
  ])('%s fails at offset %i', (input, offset, found, _why) => {
    const { failure } = parseScheme(input);
    expect(failure?.offset).toBe(offset);
    expect(failure?.message).toContain(`found ${found}`);
  });

  test('"wss" is tried before "ws", its prefix (PEG note, both ways)', () => {
    expect(parseScheme('wss://h').tree?.components[0].text).toBe('wss');
    expect(parseScheme('ws://h').tree?.components[0].text).toBe('ws');
    expect(parseScheme('wsx://h').grammar).toBeNull();
  });
});

describe('the generator reads a scheme grammar\'s directives', () => {
  function generateFrom(grammar: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scheme-grammar-'));
    fs.mkdirSync(path.join(dir, 'schemes'));
    fs.copyFileSync(path.join(ROOT, 'grammar/rfc3986.pegjs'), path.join(dir, 'rfc3986.pegjs'));
    const file = path.join(dir, 'schemes', 'test.pegjs');
    fs.writeFileSync(file, grammar);
    try {
      return generateParser(file);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  test('imports the named RFC 3986 rules and the rules they use, once each', () => {
    const source = generateFrom('// @schemes test\n// @import rfc3986 authority\nstart = "test:" a:authority { return part("start", range()); }\n');
    const defined = (rule: string): boolean => new RegExp(`function\\s+peg\\$parse${rule}\\(`).test(source);
    for (const rule of ['authority', 'userinfo', 'host', 'port', 'IP_literal', 'IPv6address', 'reg_name', 'pct_encoded']) expect(defined(rule)).toBe(true);
    expect(defined('path_abempty')).toBe(false);
    expect(source).toContain('export const SCHEMES: readonly string[] = ["test"];');
  });

  test('two @import lines that share a dependency import it once', () => {
    const source = generateFrom('// @schemes test\n// @import rfc3986 userinfo\n// @import rfc3986 reg_name\nstart = "test:" userinfo "@" reg_name { return part("start", range()); }\n');
    expect(source.match(/function\s+peg\$parsepct_encoded\(/g)).toHaveLength(1);
  });

  test.each([
    ['start = "x"', /no "\/\/ @schemes" directive/],
    ['// @schemes test\n// @colour red\nstart = "x"', /unknown directive @colour/],
    ['// @schemes Test\nstart = "x"', /not a lowercase scheme name/],
    ['// @schemes test\n// @import rfc3986 nothing\nstart = "x"', /has no rule nothing/],
    ['// @schemes test\n// @import rfc3987 iuserinfo\nstart = "x"', /only rfc3986/],
    ['// @schemes test\n// @import rfc3986 host\nstart = host\nreg_name = "x"', /defines reg_name, which the rules it imports from rfc3986 use/],
  ])('fails loudly: %j', (grammar, message) => {
    expect(() => generateFrom(grammar)).toThrow(message);
  });
});

describe('adding a scheme is adding a grammar (docs/schemes.md, tel:)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { schemeIndex } = require('../scripts/generate') as { schemeIndex: (names: string[]) => string };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const ts = require('typescript') as typeof import('typescript');

  /** A generated TypeScript module, run: its imports of src/ and of its siblings resolved here. */
  function load(source: string, siblings: Record<string, unknown>): Record<string, unknown> {
    const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
    const module = { exports: {} as Record<string, unknown> };
    const resolve = (specifier: string): unknown => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      if (specifier.startsWith('../../src/')) return require(path.join(ROOT, specifier.slice('../../'.length)));
      if (specifier in siblings) return siblings[specifier];
      throw new Error(`unexpected import ${specifier}`);
    };
    new Function('exports', 'module', 'require', js)(module.exports, module, resolve);
    return module.exports;
  }

  test('the grammar in docs/schemes.md generates in a temporary folder, is listed, and validates', () => {
    const doc = fs.readFileSync(path.join(ROOT, 'docs/schemes.md'), 'utf8');
    const grammar = /```pegjs\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(grammar).toContain('@schemes tel');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tel-grammar-'));
    try {
      fs.mkdirSync(path.join(dir, 'grammar/schemes'), { recursive: true });
      fs.copyFileSync(path.join(ROOT, 'grammar/rfc3986.pegjs'), path.join(dir, 'grammar/rfc3986.pegjs'));
      fs.writeFileSync(path.join(dir, 'grammar/schemes/tel.pegjs'), grammar as string);
      const tel = load(generateParser(path.join(dir, 'grammar/schemes/tel.pegjs')), {});
      const index = load(schemeIndex(['tel']), { './tel': tel });
      const [grammarOfTel] = index.SCHEME_GRAMMARS as SchemeGrammar[];
      expect(grammarOfTel.schemes).toEqual(['tel']);

      // validate(s, { standard: 'rfc3986', schemes: true }) with this grammar: generic, then the scheme's.
      const check = (input: string): SyntaxFailure | null => ruleFailure(input, 'rfc3986') ?? parseWithGrammar(input, grammarOfTel).failure;
      expect(check('tel:+1-201-555-0123;ext=1234')).toBeNull();
      // Not a URI: the generic grammar fails first, at the space.
      expect(check('tel:+1 201-555-0123')).toMatchObject({ code: 'unexpected-code-point', offset: 6, rule: 'URI-reference' });
      // A URI, but not a tel URI.
      const spaced = check('tel:+1%20201');
      expect(spaced).toMatchObject({ offset: 6, rule: 'telephone-uri' });
      expect(spaced?.expected).toEqual(expect.arrayContaining(['digit', '";"', 'end of input']));

      const tree = parseWithGrammar('tel:+1-201-555-0123;ext=1234', grammarOfTel).tree as SchemeComponent;
      expect(flatten(tree)).toEqual(['telephone-uri=tel:+1-201-555-0123;ext=1234', 'global-number-digits=+1-201-555-0123', 'extension=;ext=1234']);
      // The PEG note, both ways: ";ext=12" is an extension, ";ext=12a" a parameter.
      expect(parseWithGrammar('tel:+1;ext=12', grammarOfTel).tree?.components[1].name).toBe('extension');
      expect(parseWithGrammar('tel:+1;ext=12a', grammarOfTel).tree?.components[1].name).toBe('parameter');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('validate with schemes: true', () => {
  test('off by default; on, the scheme grammar runs after the generic one', () => {
    expect(validate('ws://h/#f', { standard: 'rfc3986' }).valid).toBe(true);
    const { valid, failure } = validate('ws://h/#f', { standard: 'rfc3986', schemes: true });
    expect(valid).toBe(false);
    expect(failure).toMatchObject({ code: 'unexpected-code-point', offset: 7, length: 1, rule: 'WebSocket-URI', found: '#' });
    // A generic failure comes first, and a scheme without a grammar is not checked further.
    expect(validate('ws://h/ #f', { standard: 'rfc3986', schemes: true }).failure).toMatchObject({ offset: 7, rule: 'URI-reference' });
    expect(validate('foo://h/#f', { standard: 'rfc3986', schemes: true }).valid).toBe(true);
    expect(validate('/relative#f', { standard: 'rfc3986', schemes: true }).valid).toBe(true);
  });

  test('an IRI is read as the URI it maps to, and the failure is located in the IRI', () => {
    expect(validate('ws://h/\u00e9t\u00e9?\u{1F600}', { standard: 'rfc3987', schemes: true }).valid).toBe(true);
    const { failure } = validate('ws://h/\u00e9t\u00e9#f', { standard: 'rfc3987', schemes: true });
    expect(failure).toMatchObject({ offset: 10, length: 1, found: '#' });
    expect(failure?.message).toContain('at offset 10 (20 in the URI the IRI maps to)');
  });

  test('a wrong option type is an OptionError', () => {
    expect(() => validate('ws://h/', { standard: 'rfc3986', schemes: 1 as never })).toThrow(/schemes/);
  });

  test('zoneIds reaches the RFC 3986 host rules a scheme grammar imports (RFC 6874)', () => {
    for (const input of ['http://[fe80::1%25eth0]/', 'ws://[fe80::1%25eth0]:8080/chat']) {
      expect(validate(input, { standard: 'rfc3986', schemes: true }).valid).toBe(false);
      expect(validate(input, { standard: 'rfc3986', schemes: true, zoneIds: true }).valid).toBe(true);
    }
  });
});
