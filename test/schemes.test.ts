// Scheme grammars (grammar/schemes/*.pegjs): the generator's directives and imports
// (scripts/scheme-grammars.js), the registry generated/schemes/index.ts, parseScheme, and
// RFC 6455's ws/wss grammar.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { SCHEME_GRAMMARS } from '../generated/schemes/index';
import { parseScheme } from '../src/schemes/parse-scheme';
import type { SchemeComponent } from '../src/schemes/component';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { generateParser } = require('../scripts/generator') as { generateParser: (grammarPath: string) => string };

const ROOT = path.resolve(__dirname, '..');

/** The names of the components of `tree`, depth first, with their text: "host=example.com". */
function flatten(tree: SchemeComponent): string[] {
  return [`${tree.name}=${tree.text}`, ...tree.components.flatMap(flatten)];
}

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
