// Turns one peggy grammar into TypeScript parser source (peggy 3 + ts-pegjs 4.2.2).
// Shared by scripts/generate.js and the staleness test, so both produce identical text.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const peggy = require('peggy');
const tspegjs = require('ts-pegjs');
const { checkPeggyVersion, optimizeParser } = require('./optimize');
const { injectFacts } = require('./facts');
const { captureRegex, ruleRegex } = require('./regex');
const { schemeGrammar } = require('./scheme-grammars');

// Rules too small to name in a failure message: the enclosing rule is named instead.
const RFC3986_CHARACTER_RULES = ['ALPHA', 'DIGIT', 'HEXDIG', 'unreserved', 'reserved', 'gen_delims', 'sub_delims', 'h16', 'ls32', 'dec_octet'];

/**
 * Per-grammar settings: the start rules and what each returns (`startRules`, the one list of
 * them; the first is the default; 'all': every rule, typed by `returnTypes` or `unknown`), the
 * type of the options its actions read (`options`, if any), the imports its actions and types use
 * (`header`), and the shared facts it names (`inject`, scripts/facts.js); `append` adds part of
 * another grammar file, `ruleContext` names failing rules (see below).
 */
const GRAMMARS = {
  url: {
    // url and authority_only parse; the *_only rules serve the URL setters (src/whatwg/setters.ts).
    startRules: {
      url: 'ParsedReference | null',
      authority_only: 'ParsedAuthority',
      scheme_only: 'string | null',
      host_port_only: 'ParsedAuthority',
      port_only: 'string',
      path_only: 'ParsedReference',
      query_only: 'string',
      fragment_only: 'string',
    },
    options: 'URLGrammarOptions',
    header: [
      "import { URLFailure } from '../src/core/errors';",
      "import { readHost } from '../src/host/host';",
      "import { isBaseScheme, isSpecialScheme } from '../src/core/schemes';",
      "import { isURLCodePoint } from '../src/core/code-points';",
      "import type { ParsedAuthority, ParsedReference } from '../src/model/model';",
      "import type { URLGrammarOptions } from '../src/model/url-grammar';",
    ],
    inject: ['URL code point'],
    // Failures of this grammar are reported by its actions (URLFailure), not by expectations.
    trackFailures: false,
    // A failure its actions know before reading on (a URL without a scheme and without a base)
    // is a refusal: recorded in options.refusal, the parse returns null (url: null), no throw.
    failureResult: 'refusal',
  },
  normalized: {
    startRules: {
      normalized_url: 'URLRecord | null',
      relative_path_reference: 'ReferenceTail | null',
      absolute_path_reference: 'ReferenceTail | null',
      file_relative_path_reference: 'ReferenceTail | null',
      file_absolute_path_reference: 'ReferenceTail | null',
      query_reference: 'ReferenceTail | null',
      fragment_reference: 'ReferenceTail | null',
    },
    header: [
      "import { isNormalDomain } from '../src/host/host';",
      "import { isNormalPort } from '../src/core/schemes';",
      "import type { URLRecord } from '../src/whatwg/record';",
      "import type { ReferenceTail } from '../src/whatwg/fast-path';",
    ],
    // The typed fast path (and URLPattern's kept one) reads its rules as regular expressions with capture groups.
    capturePatterns: ['typed_web_url', 'typed_file_url', 'kept_web_url'],
    inject: [
      'special scheme',
      'ASCII URL code point outside the path percent-encode set',
      'ASCII URL code point outside the special-query percent-encode set',
      'ASCII URL code point outside the fragment percent-encode set',
    ],
    trackFailures: false,
    // A failed match only means "take the general path": return null instead of throwing.
    failureResult: 'null',
  },
  // RFC 3986 Appendix A, strict (src/strict/parse.ts). Any rule can start a parse; failures are
  // reported from peggy's expectations, with the rule that failed there (ruleContext).
  rfc3986: {
    startRules: 'all',
    returnTypes: { URI_reference: 'RawReference', URI: 'RawReference', absolute_URI: 'RawReference', relative_ref: 'RawReference' },
    options: '{ ruleContext?: RuleContext; zoneIds?: boolean; returnError?: boolean }',
    header: [
      "import type { RawReference } from '../src/strict/parse';",
      "import type { RuleContext } from '../src/strict/syntax-failure';",
    ],
    inject: [],
    // Reference rules also as whole-input regular expressions (scripts/regex.js), for validation:
    // generated/rfc3986-patterns.ts (generatePatterns).
    patterns: ['URI_reference', 'URI', 'absolute_URI', 'relative_ref'],
    // Left out of the patterns: IP-literal, two thirds of their text (V8 compiles a pattern on
    // first use: 10 ms for the 6,700 characters with it), for the parser to answer (its "[" is
    // found nowhere else); IPv4address, whose every match reg-name matches too.
    patternsLeaveOut: ['IP_literal', 'IPv4address'],
    trackFailures: true,
    // Validation fails here for every input its patterns refuse: the failure is returned (options.returnError).
    failureResult: 'error',
    ruleContext: { skip: [...RFC3986_CHARACTER_RULES, 'pchar', 'segment', 'segment_nz', 'segment_nz_nc'] },
  },
  // RFC 3987 section 2.2, plus the RFC 3986 rules it reuses: the part of rfc3986.pegjs from
  // the "shared with RFC 3987" line on is appended, so there is one copy of each shared rule.
  rfc3987: {
    startRules: 'all',
    returnTypes: { IRI_reference: 'RawReference', IRI: 'RawReference', absolute_IRI: 'RawReference', irelative_ref: 'RawReference' },
    options: '{ ruleContext?: RuleContext; zoneIds?: boolean; returnError?: boolean }',
    header: [
      "import type { RawReference } from '../src/strict/parse';",
      "import type { RuleContext } from '../src/strict/syntax-failure';",
    ],
    inject: ['ucschar', 'iprivate'],
    patterns: ['IRI_reference', 'IRI', 'absolute_IRI', 'irelative_ref'],
    patternsLeaveOut: ['IP_literal', 'IPv4address'],
    trackFailures: true,
    failureResult: 'error',
    append: { grammar: 'rfc3986', from: '// ---- shared with RFC 3987' },
    ruleContext: { skip: [...RFC3986_CHARACTER_RULES, 'iunreserved', 'ucschar', 'iprivate', 'ipchar', 'isegment', 'isegment_nz', 'isegment_nz_nc'] },
  },
  // RFC 6570 section 2 (src/template/parse.ts): URI Templates; failures named by rule, as RFC 3986's.
  rfc6570: {
    startRules: { URI_Template: 'ParsedTemplate' },
    options: '{ ruleContext?: RuleContext }',
    header: [
      "import type { ParsedTemplate } from '../src/template/types';",
      "import type { RuleContext } from '../src/strict/syntax-failure';",
    ],
    inject: ['ucschar', 'iprivate'],
    trackFailures: true,
    ruleContext: { skip: ['literals', 'ALPHA', 'DIGIT', 'HEXDIG', 'ucschar', 'iprivate', 'op_level2', 'op_level3', 'op_reserve'] },
  },
};

/** The grammar text, with the shared part of another grammar appended (settings.append). */
function grammarText(grammarPath, settings) {
  const text = fs.readFileSync(grammarPath, 'utf8');
  if (!settings.append) return text;
  const shared = fs.readFileSync(path.join(path.dirname(grammarPath), `${settings.append.grammar}.pegjs`), 'utf8');
  const at = shared.indexOf(settings.append.from);
  if (at < 0) throw new Error(`generator: no "${settings.append.from}" in grammar/${settings.append.grammar}.pegjs`);
  return `${text}\n${shared.slice(at)}`;
}

/** The start rules and their result types (startRules 'all': every rule of the grammar, in order). */
function startRules(text, settings) {
  if (settings.startRules !== 'all') return Object.entries(settings.startRules);
  const names = peggy.parser.parse(text, { reservedWords: peggy.RESERVED_WORDS }).rules.map((rule) => rule.name);
  for (const name of Object.keys(settings.returnTypes)) if (!names.includes(name)) throw new Error(`generator: returnTypes names no rule: ${name}`);
  return names.map((name) => [name, settings.returnTypes[name] ?? 'unknown']);
}

/**
 * peggy plugin: rules that no start rule uses are left out of the parser (peggy keeps them). A
 * grammar's rules read only as capture patterns (settings.capturePatterns) are not in the parser
 * the library ships; test/typed-pattern.test.ts builds a parser of them from the grammar.
 */
const pruneUnreachableRules = {
  use(config) {
    config.passes.transform.unshift((ast, options) => {
      const rules = new Map(ast.rules.map((rule) => [rule.name, rule]));
      const reached = new Set();
      const visit = peggy.compiler.visitor.build({
        rule_ref(node) {
          if (reached.has(node.name) || !rules.has(node.name)) return;
          reached.add(node.name);
          visit(rules.get(node.name).expression);
        },
      });
      for (const name of options.allowedStartRules) visit({ type: 'rule_ref', name });
      ast.rules = ast.rules.filter((rule) => reached.has(rule.name));
    });
  },
};

/**
 * peggy plugin for settings.ruleContext, so that a failure can name the rule it happened in.
 * Every rule not in `skip` becomes `&{ enter } @body &{ leave } / &{ leave; fail }`. When the
 * caller passes `options.ruleContext` ({ stack: [] }), the hooks keep the stack of rules being
 * parsed and, at each hook, give the expectations peggy reported since the previous hook to the
 * innermost rule then being parsed; at the furthest failure offset the context keeps the
 * innermost rule containing all of them (`rule`, at `offset`). Constant work per rule call.
 * The hooks read peggy 3's peg$maxFailPos and peg$maxFailExpected (its failure report).
 */
function ruleContextPlugin(skip) {
  const failure = 'peg$maxFailPos, peg$maxFailExpected.length';
  const pass = (ast) => {
    for (const rule of ast.rules) {
      if (skip.includes(rule.name)) continue;
      const name = JSON.stringify(rule.name.replace(/_/g, '-'));
      const where = { codeLocation: rule.location, location: rule.location };
      const hook = (code) => ({ type: 'semantic_and', code: ` return ${code}; `, ...where });
      const body = { type: 'labeled', label: null, pick: true, expression: rule.expression, ...where };
      const enter = hook(`peg$ruleEnter(options.ruleContext, ${name}, ${failure})`);
      const leave = hook(`peg$ruleLeave(options.ruleContext, ${failure}, true)`);
      const sequence = { type: 'sequence', elements: [enter, body, leave], ...where };
      const failed = hook(`peg$ruleLeave(options.ruleContext, ${failure}, false)`);
      rule.expression = { type: 'choice', alternatives: [sequence, failed], ...where };
    }
    const code = `${ast.topLevelInitializer ? ast.topLevelInitializer.code : ''}\n${RULE_CONTEXT_HOOKS}\n`;
    ast.topLevelInitializer = { type: 'top_level_initializer', code, codeLocation: ast.location, location: ast.location };
  };
  return {
    use(config) {
      // Before inferenceMatchResult, which must see the added alternatives.
      const at = config.passes.transform.findIndex((p) => p.name === 'inferenceMatchResult');
      config.passes.transform.splice(at < 0 ? config.passes.transform.length : at, 0, pass);
    },
  };
}

// The hooks (module level in the generated parser). `c.low` is the lowest stack depth since the
// last attribution: the rule at min(c.depth, c.low) contains the old and the new expectations.
const RULE_CONTEXT_HOOKS = `
  // Rule context of the furthest failure (scripts/generator.js, ruleContextPlugin).
  function peg$ruleNote(c, offset, count) {
    if (count === 0 || offset < c.offset || (offset === c.offset && count <= c.count)) return;
    c.depth = offset > c.offset ? c.stack.length : Math.min(c.depth, c.low);
    c.rule = c.depth > 0 ? c.stack[c.depth - 1] : null;
    c.offset = offset;
    c.count = count;
    c.low = c.stack.length;
  }
  function peg$ruleEnter(c, rule, offset, count) {
    if (c === undefined) return true;
    peg$ruleNote(c, offset, count);
    c.stack.push(rule);
    return true;
  }
  function peg$ruleLeave(c, offset, count, matched) {
    if (c === undefined) return matched;
    peg$ruleNote(c, offset, count);
    c.stack.pop();
    if (c.stack.length < c.low) c.low = c.stack.length;
    return matched;
  }`;

// What ts-pegjs declares for parse: options and results typed `any`.
const UNTYPED_PARSE = /\nexport interface ParseOptions \{\n[\s\S]*?\nexport const parse: ParseFunction = peggyParser\.parse;\n/;

/**
 * The typed API of a generated parser, in place of ts-pegjs's: the start rules (START_RULES, the
 * first the default), the result of each, options typed by settings.options, and isStartRule.
 */
/** The type of parse: with failureResult 'error', a parse given returnError: true may return its syntax error. */
function parseFunctionType(firstRule, settings) {
  const plain = `<Rule extends StartRule = ${firstRule}>(input: string, options?: ParseOptions<Rule>) => StartRuleResults[Rule]`;
  if (settings.failureResult !== 'error') return plain;
  const returning = `<Rule extends StartRule = ${firstRule}>(input: string, options: ParseOptions<Rule> & { returnError: true }) => StartRuleResults[Rule] | _PeggySyntaxError`;
  return `(${returning}) & (${plain})`;
}

function typedParse(source, rules, settings) {
  if (!UNTYPED_PARSE.test(source)) throw new Error('generator: unexpected ts-pegjs output around ParseOptions');
  const names = rules.map(([rule]) => JSON.stringify(rule));
  const api = `
/** The start rules (scripts/generator.js, GRAMMARS); the first is the default. */
export const START_RULES = [${names.join(', ')}] as const;
export type StartRule = (typeof START_RULES)[number];

/** What each start rule returns. */
export interface StartRuleResults {
${rules.map(([rule, type]) => `  ${rule}: ${type};`).join('\n')}
}

/** The options of a parse: the start rule, and what the grammar's actions read. */
export type ParseOptions<Rule extends StartRule = StartRule> = ${settings.options ? `${settings.options} & ` : ''}{ startRule?: Rule };
export type ParseFunction = ${parseFunctionType(names[0], settings)};
export const parse: ParseFunction = peggyParser.parse;

const peg$startRules: ReadonlySet<string> = new Set(START_RULES);

/** Whether \`name\` is a start rule of this grammar. */
export function isStartRule(name: string): name is StartRule {
  return peg$startRules.has(name);
}
`;
  return source.replace(UNTYPED_PARSE, () => api);
}

/** The text and settings of grammar/<name>.pegjs (GRAMMARS) or grammar/schemes/<name>.pegjs (its directives). */
function grammarOf(grammarPath) {
  const name = path.basename(grammarPath, '.pegjs');
  if (path.basename(path.dirname(grammarPath)) === 'schemes') {
    const { text, settings } = schemeGrammar(grammarPath, RFC3986_CHARACTER_RULES);
    return { source: `grammar/schemes/${name}.pegjs`, text, settings };
  }
  const settings = GRAMMARS[name];
  if (settings === undefined) throw new Error(`generator: no settings for grammar/${name}.pegjs in scripts/generator.js GRAMMARS`);
  return { source: `grammar/${name}.pegjs`, text: injectFacts(grammarText(grammarPath, settings), settings.inject, name), settings };
}

function generateParser(grammarPath) {
  checkPeggyVersion(peggy.VERSION);
  const { source: grammarSource, text, settings } = grammarOf(grammarPath);
  const rules = startRules(text, settings);
  const plugins = [pruneUnreachableRules, tspegjs, ...(settings.ruleContext ? [ruleContextPlugin(settings.ruleContext.skip)] : [])];
  const source = peggy.generate(text, {
    output: 'source',
    format: 'commonjs',
    grammarSource,
    allowedStartRules: rules.map(([rule]) => rule),
    plugins,
    tspegjs: { skipTypeComputation: true, customHeader: settings.header.join('\n') },
  });
  const banner = `// Generated from ${grammarSource} by scripts/generate.js (peggy ${peggy.VERSION} + ts-pegjs). Do not edit.\n`;
  const optimized = optimizeParser(source, { trackFailures: settings.trackFailures, failureResult: settings.failureResult });
  const grammar = path.basename(grammarPath, '.pegjs');
  return banner + typedParse(optimized, rules, settings) + capturePatterns(text, settings, grammar);
}

/**
 * generated/<grammar>-patterns.ts, for a grammar with settings.patterns: its RULE_PATTERNS, in a
 * module of their own, so that a validation a pattern answers (most of them) neither loads nor
 * compiles the parser (3 ms for RFC 3986's, a first validate's whole budget).
 */
function generatePatterns(grammarPath) {
  const { source: grammarSource, text, settings } = grammarOf(grammarPath);
  if (!settings.patterns) throw new Error(`generator: ${grammarSource} has no patterns (scripts/generator.js GRAMMARS)`);
  const banner = `// Generated from ${grammarSource} by scripts/generate.js (scripts/regex.js). Do not edit.\n`;
  return banner + rulePatterns(text, settings, path.basename(grammarPath, '.pegjs'));
}

/**
 * settings.capturePatterns as regular expressions over the whole input with a capture group per
 * label (scripts/regex.js captureRegex), exported as CAPTURE_PATTERNS with each label's group.
 */
function capturePatterns(text, settings, grammar) {
  if (!settings.capturePatterns) return '';
  const ast = peggy.parser.parse(text, { reservedWords: peggy.RESERVED_WORDS });
  const entries = settings.capturePatterns.map((rule) => {
    const { source, groups } = captureRegex(ast, rule, grammar);
    const numbers = Object.entries(groups).map(([label, n]) => `${label}: ${n}`).join(', ');
    return `  ${rule}: { pattern: /${source}/, groups: { ${numbers} } },`;
  });
  return `
/**
 * Whole-input regular expressions of rules with a capture group per label (scripts/regex.js),
 * translated from the same grammar; \`groups\` gives each label's group number.
 */
export const CAPTURE_PATTERNS = {
${entries.join('\n')}
} as const;
`;
}

/**
 * settings.patterns as regular expressions over the whole input (scripts/regex.js), exported as
 * RULE_PATTERNS: a match means the rule matches, so validation needs no parse.
 */
function rulePatterns(text, settings, grammar) {
  if (!settings.patterns) return '';
  const ast = peggy.parser.parse(text, { reservedWords: peggy.RESERVED_WORDS });
  const entries = settings.patterns.map((rule) => `  ${rule}: /${ruleRegex(ast, rule, grammar, settings.patternsLeaveOut)}/,`);
  return `
/**
 * Whole-input regular expressions of the reference rules, translated from the same grammar by
 * scripts/regex.js: a match means that the rule matches the whole input (validation only)${settings.patternsLeaveOut ? `;
 * no match, only that the parser must answer (they leave out ${settings.patternsLeaveOut.join(', ')})` : ''}.
 */
export const RULE_PATTERNS: { readonly [Rule in ${settings.patterns.map((rule) => JSON.stringify(rule)).join(' | ')}]: RegExp } = {
${entries.join('\n')}
};
`;
}

module.exports = { generateParser, generatePatterns, grammarOf, GRAMMARS };
