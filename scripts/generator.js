// Turns one peggy grammar into TypeScript parser source (peggy 3 + ts-pegjs 4.2.2).
// Shared by scripts/generate.js and the staleness test, so both produce identical text.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const peggy = require('peggy');
const tspegjs = require('ts-pegjs');
const { optimizeParser } = require('./optimize');

// Rules too small to name in a failure message: the enclosing rule is named instead.
const RFC3986_CHARACTER_RULES = ['ALPHA', 'DIGIT', 'HEXDIG', 'unreserved', 'reserved', 'gen_delims', 'sub_delims', 'h16', 'ls32', 'dec_octet'];

/**
 * Per-grammar settings: start rules ('all': every rule) and the imports its actions use;
 * `append` adds part of another grammar file, `ruleContext` names failing rules (see below).
 */
const GRAMMARS = {
  url: {
    // url and authority_only parse; the *_only rules serve the URL setters (src/whatwg/setters.ts).
    allowedStartRules: ['url', 'authority_only', 'scheme_only', 'host_port_only', 'port_only', 'path_only', 'query_only', 'fragment_only'],
    header: "import { URLFailure } from '../src/core/errors';\nimport { parseHost } from '../src/host/host';",
    // Failures of this grammar are reported by its actions (URLFailure), not by expectations.
    trackFailures: false,
  },
  normalized: {
    allowedStartRules: ['normalized_url'],
    header: "import { isNormalDomain } from '../src/host/host';\nimport { isNormalPort } from '../src/core/schemes';",
    trackFailures: false,
    // A failed match only means "take the general path": return null instead of throwing.
    failureResult: 'null',
  },
  // RFC 3986 Appendix A, strict (src/strict/parse.ts). Any rule can start a parse; failures are
  // reported from peggy's expectations, with the rule that failed there (ruleContext).
  rfc3986: {
    allowedStartRules: 'all',
    header: '',
    trackFailures: true,
    ruleContext: { skip: [...RFC3986_CHARACTER_RULES, 'pchar', 'segment', 'segment_nz', 'segment_nz_nc'] },
  },
  // RFC 3987 section 2.2, plus the RFC 3986 rules it reuses: the part of rfc3986.pegjs from
  // the "shared with RFC 3987" line on is appended, so there is one copy of each shared rule.
  rfc3987: {
    allowedStartRules: 'all',
    header: '',
    trackFailures: true,
    append: { grammar: 'rfc3986', from: '// ---- shared with RFC 3987' },
    ruleContext: { skip: [...RFC3986_CHARACTER_RULES, 'iunreserved', 'ucschar', 'iprivate', 'ipchar', 'isegment', 'isegment_nz', 'isegment_nz_nc'] },
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

/** allowedStartRules 'all': every rule of the grammar, in order. */
function startRules(text, settings) {
  if (settings.allowedStartRules !== 'all') return settings.allowedStartRules;
  return peggy.parser.parse(text, { reservedWords: peggy.RESERVED_WORDS }).rules.map((rule) => rule.name);
}

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

function generateParser(grammarPath) {
  const name = path.basename(grammarPath, '.pegjs');
  const settings = GRAMMARS[name] || { allowedStartRules: undefined, header: '', trackFailures: true };
  const text = grammarText(grammarPath, settings);
  const plugins = settings.ruleContext ? [tspegjs, ruleContextPlugin(settings.ruleContext.skip)] : [tspegjs];
  const source = peggy.generate(text, {
    output: 'source',
    format: 'commonjs',
    grammarSource: `grammar/${name}.pegjs`,
    allowedStartRules: startRules(text, settings),
    plugins,
    tspegjs: { skipTypeComputation: true, customHeader: settings.header },
  });
  const banner = `// Generated from grammar/${name}.pegjs by scripts/generate.js (peggy ${peggy.VERSION} + ts-pegjs). Do not edit.\n`;
  return banner + optimizeParser(source, { trackFailures: settings.trackFailures, failureResult: settings.failureResult });
}

module.exports = { generateParser, GRAMMARS };
