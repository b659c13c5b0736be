// Scheme grammars (grammar/schemes/<name>.pegjs): their settings come from directives in the
// grammar file itself, so that adding a scheme is adding a grammar (docs/schemes.md):
//
//   // @schemes ws wss                      the schemes it defines (lowercase; required)
//   // @import rfc3986 host port query      RFC 3986 rules it uses, appended with every rule they
//                                           use in turn (grammar/rfc3986.pegjs stays their one copy)
//   // @quiet h16 hexOctet                   rules too small to name in a failure
//   // @case-insensitive NID domain          components compared case-insensitively (equivalence)
//   // @keep-escapes                         percent-encodings are never decoded (equivalence)
//   // @compared assigned-name               the one component equivalence compares
//
// The first rule of the file is the start rule; it matches a whole URI of those schemes and
// returns the component tree that src/schemes/ reads (its actions build it with `part`).
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const peggy = require('peggy');

const DIRECTIVE = /^\/\/ @([a-z-]+)((?: +[^\s]+)*) *$/gm;
const KNOWN = new Set(['schemes', 'import', 'quiet', 'case-insensitive', 'keep-escapes', 'compared']);
/** The grammars a scheme grammar may import rules from. */
const IMPORTABLE = new Set(['rfc3986']);

function fail(file, message) {
  throw new Error(`generator: grammar/schemes/${file}: ${message}`);
}

/** The directives of a scheme grammar: name -> words (an @import line gives [grammar, ...rules]). */
function readDirectives(text, file) {
  const directives = { schemes: [], import: [], quiet: [], 'case-insensitive': [], 'keep-escapes': [], compared: [] };
  for (const [, name, words] of text.matchAll(DIRECTIVE)) {
    if (!KNOWN.has(name)) fail(file, `unknown directive @${name} (known: ${[...KNOWN].join(', ')})`);
    const list = words.trim().split(/ +/).filter(Boolean);
    if (name === 'import') directives.import.push(list);
    else if (name === 'keep-escapes') directives[name].push(list.length === 0 ? true : fail(file, '@keep-escapes takes no words'));
    else directives[name].push(...list);
  }
  if (directives.compared.length > 1) fail(file, '@compared names one component');
  if (directives.schemes.length === 0) fail(file, 'no "// @schemes" directive naming the schemes it defines');
  for (const scheme of directives.schemes) {
    if (!/^[a-z][a-z0-9+.-]*$/.test(scheme)) fail(file, `@schemes: ${JSON.stringify(scheme)} is not a lowercase scheme name`);
  }
  return directives;
}

function parseGrammar(text, where) {
  try {
    return peggy.parser.parse(text, { reservedWords: peggy.RESERVED_WORDS });
  } catch (error) {
    throw new Error(`generator: ${where}: ${error.message}`, { cause: error });
  }
}

/** The names of the rules an expression refers to. */
function referencedRules(node, names = new Set()) {
  if (node === null || typeof node !== 'object') return names;
  if (node.type === 'rule_ref') names.add(node.name);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) referencedRules(item, names);
    else if (value !== null && typeof value === 'object' && value !== node.location) referencedRules(value, names);
  }
  return names;
}

/**
 * The text of `wanted` rules of grammar/<from>.pegjs and of every rule they use, in that
 * grammar's order, each with the comment lines above it. A rule the importing grammar defines
 * itself must not be among them: it would change what the imported rules mean.
 */
function importedRules(grammarDir, from, wanted, ownRules, file) {
  if (!IMPORTABLE.has(from)) fail(file, `@import from ${JSON.stringify(from)}: only ${[...IMPORTABLE].join(', ')}`);
  const source = fs.readFileSync(path.join(grammarDir, `${from}.pegjs`), 'utf8');
  const ast = parseGrammar(source, `grammar/${from}.pegjs`);
  const byName = new Map(ast.rules.map((rule) => [rule.name, rule]));
  const needed = new Set();
  const visit = (name) => {
    if (needed.has(name)) return;
    if (!byName.has(name)) fail(file, `@import ${from}: grammar/${from}.pegjs has no rule ${name}`);
    if (ownRules.has(name)) fail(file, `defines ${name}, which the rules it imports from ${from} use`);
    needed.add(name);
    for (const used of referencedRules(byName.get(name).expression)) visit(used);
  };
  for (const name of wanted) visit(name);
  const lines = source.split('\n');
  const chunks = [];
  for (const rule of ast.rules) {
    if (!needed.has(rule.name)) continue;
    let first = rule.location.start.line - 1;
    while (first > 0 && lines[first - 1].startsWith('//')) first--;
    chunks.push(source.slice(offsetOfLine(lines, first), rule.location.end.offset));
  }
  return `\n// ---- imported from grammar/${from}.pegjs by scripts/scheme-grammars.js ----\n\n${chunks.join('\n\n')}\n`;
}

function offsetOfLine(lines, index) {
  let offset = 0;
  for (let i = 0; i < index; i++) offset += lines[i].length + 1;
  return offset;
}

/**
 * A scheme grammar's text (with its imports appended) and settings for scripts/generator.js.
 * `characterRules`: the RFC 3986 rules never named in failures.
 */
function schemeGrammar(grammarPath, characterRules) {
  const file = path.basename(grammarPath);
  const own = fs.readFileSync(grammarPath, 'utf8');
  const directives = readDirectives(own, file);
  const ast = parseGrammar(own, `grammar/schemes/${file}`);
  if (ast.rules.length === 0) fail(file, 'no rules');
  const ownRules = new Set(ast.rules.map((rule) => rule.name));
  const grammarDir = path.resolve(path.dirname(grammarPath), '..');
  // The rules of every @import line of one grammar together, so that a rule two lines use comes once.
  const imports = new Map();
  for (const [from, ...rules] of directives.import) imports.set(from, [...(imports.get(from) ?? []), ...rules]);
  let text = own;
  for (const [from, rules] of imports) text += importedRules(grammarDir, from, rules, ownRules, file);
  const start = ast.rules[0].name;
  return {
    text,
    directives,
    settings: {
      startRules: { [start]: 'RawSchemeComponent' },
      options: '{ ruleContext?: RuleContext; zoneIds?: boolean }',
      header: [
        "import { part, decoded } from '../../src/schemes/component';",
        "import type { RawSchemeComponent } from '../../src/schemes/component';",
        "import type { RuleContext } from '../../src/strict/syntax-failure';",
        `/** The schemes this grammar defines (its "// @schemes" directive). */`,
        `export const SCHEMES: readonly string[] = ${JSON.stringify(directives.schemes)};`,
        `/** Components compared case-insensitively (its "// @case-insensitive" directive). */`,
        `export const CASE_INSENSITIVE: readonly string[] = ${JSON.stringify(directives['case-insensitive'])};`,
        `/** Whether percent-encodings are kept as they are (its "// @keep-escapes" directive). */`,
        `export const KEEP_ESCAPES = ${directives['keep-escapes'].length > 0};`,
        `/** The one component equivalence compares, or null: all (its "// @compared" directive). */`,
        `export const COMPARED: string | null = ${JSON.stringify(directives.compared[0] ?? null)};`,
      ],
      inject: [],
      trackFailures: true,
      ruleContext: { skip: [...characterRules, ...directives.quiet] },
    },
  };
}

module.exports = { schemeGrammar };
