// Turns a rule of a peggy grammar into an equivalent JavaScript regular expression, for
// validation at regular-expression speed (src/strict/parse.ts): the same .pegjs file is the
// source of the parser and of the regex. Only grammars without recursion, semantic predicates
// (but for an opt-in extension's guard: the pattern is the language without the extension) or
// library references translate; anything else fails generation loudly.
//
// A PEG and a regex read the same expression differently: PEG choice is ordered and repetition
// never gives back, a regex backtracks. The RFC grammars are written so that every PEG choice
// takes exactly the text the ABNF gives it (their "PEG:" notes), so both accept the ABNF
// language; test/regex.test.ts checks that the two agree on the corpora and random strings.
'use strict';

/** The one predicate translated: an opt-in extension, `&{ return options.<name> === true; }` (off in patterns). */
const OPTION_GUARD = /^\s*return options\.[A-Za-z]+ === true;\s*$/;
/** The regex that matches nothing. */
const NEVER = '(?!)';

/** Characters a regex class or a regex literal must escape. */
const SPECIAL = /[\\^$.*+?()[\]{}|/-]/;

/** A code unit as a regex atom: printable ASCII as itself (escaped when special), else \uXXXX. */
function unit(c) {
  const code = c.charCodeAt(0);
  if (code >= 0x21 && code <= 0x7e) return SPECIAL.test(c) ? `\\${c}` : c;
  return `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The other-case forms of an ASCII letter range, for ignoreCase classes and literals. */
function caseVariants(from, to) {
  const out = [];
  for (let c = from.charCodeAt(0); c <= to.charCodeAt(0); c++) {
    const ch = String.fromCharCode(c);
    const other = ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase();
    if (other !== ch && other.length === 1 && other.charCodeAt(0) < 0x80) out.push(other);
  }
  return out;
}

function classText(node) {
  const parts = [];
  for (const part of node.parts) {
    if (typeof part === 'string') {
      parts.push(unit(part));
      if (node.ignoreCase) parts.push(...caseVariants(part, part).map(unit));
    } else {
      parts.push(`${unit(part[0])}-${unit(part[1])}`);
      if (node.ignoreCase) parts.push(...caseVariants(part[0], part[1]).map(unit));
    }
  }
  return `[${node.inverted ? '^' : ''}${parts.join('')}]`;
}

function literalText(node) {
  return [...node.value].map((c) => {
    const variants = node.ignoreCase ? caseVariants(c, c) : [];
    return variants.length === 0 ? unit(c) : `[${unit(c)}${variants.map(unit).join('')}]`;
  }).join('');
}

/** A constant bound of a `|min..max|` repetition. */
function bound(node, what, grammar) {
  if (node === null) return null;
  if (node.type !== 'constant') throw new Error(`regex: a ${what} bound that is not a constant cannot be translated (grammar/${grammar}.pegjs)`);
  return node.value;
}

/** Wraps a regex so that a quantifier applies to all of it (atoms, classes and groups stay as they are). */
function group(text) {
  if (isClass(text) || classBody(text) !== null) return text;
  return text.startsWith('(?:') && text.endsWith(')') && balanced(text.slice(3, -1)) ? text : `(?:${text})`;
}

/** Whether `text` is one class, inverted or not. */
function isClass(text) {
  if (text[0] !== '[') return false;
  let i = text[1] === '^' ? 2 : 1;
  while (i < text.length && text[i] !== ']') i += atomLength(text, i);
  return i === text.length - 1;
}

/** Whether parentheses in `text` (a regex source) balance at every prefix (no top-level split). */
function balanced(text) {
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

/** The length of the regex atom at `i`: an escape (\uXXXX or \x) or one character. */
function atomLength(text, i) {
  if (text[i] !== '\\') return 1;
  return text[i + 1] === 'u' ? 6 : 2;
}

/** A single code unit atom, or a non-inverted class: its class body; null for anything else. */
function classBody(text) {
  if (text.length > 0 && atomLength(text, 0) === text.length && !'[](){}|*+?.^$'.includes(text)) return text;
  if (text[0] !== '[' || text[1] === '^') return null;
  let i = 1;
  while (i < text.length && text[i] !== ']') i += atomLength(text, i);
  return i === text.length - 1 && i > 1 ? text.slice(1, -1) : null;
}

/**
 * Alternatives as a regex choice. Alternatives of one code unit each (classes, single
 * characters) are merged into one class, placed where the first of them was: a regex choice is a
 * union, so their order does not matter, and one class is faster than a choice of classes.
 */
function choice(alternatives) {
  const bodies = alternatives.map(classBody);
  const first = bodies.findIndex((body) => body !== null);
  const texts = alternatives.filter((_, i) => bodies[i] === null);
  if (first >= 0) {
    const singles = bodies.filter((body) => body !== null);
    texts.splice(first, 0, singles.length === 1 ? alternatives[first] : `[${singles.join('')}]`);
  }
  return texts.length === 1 ? texts[0] : `(?:${texts.join('|')})`;
}

/**
 * A sequence's regexes with each negative lookahead of a class (or one code unit) that an inverted
 * class follows merged into that class: PEG `![a] [^b]` is one code unit in neither, `[^ba]`, one
 * test where the lookahead was two (the typed patterns start the rest of a part after its kept
 * start so).
 */
function withoutExcludedClasses(elements) {
  const merged = [...elements];
  for (let i = merged.length - 2; i >= 0; i--) {
    const text = merged[i];
    const next = merged[i + 1];
    if (!text.startsWith('(?!') || !text.endsWith(')') || !balanced(text.slice(3, -1))) continue;
    const excluded = classBody(text.slice(3, -1));
    if (excluded === null || !next.startsWith('[^') || !isClass(next)) continue;
    merged.splice(i, 2, `[^${next.slice(2, -1)}${excluded}]`);
  }
  return merged;
}

/** The expression under labels, actions, text operators and groups. */
function unwrap(node) {
  return ['action', 'labeled', 'text', 'named', 'group'].includes(node.type) ? unwrap(node.expression) : node;
}

/**
 * A guard for an optional part that ends with one code unit c (as `[ userinfo "@" ]`): a
 * lookahead that c follows a run of the code units the rest of the part is made of,
 * `(?=[units]*c)`, so that a regex does not scan the part and give it back when no c follows.
 * It changes no match (a match of the part is such a run and c) and is only used outside
 * repetitions, where it is tried a bounded number of times. '' when the part has no such shape.
 */
function guard(node, rules) {
  const body = unwrap(node);
  if (body.type !== 'sequence') return '';
  const last = unwrap(body.elements[body.elements.length - 1]);
  if (last.type !== 'literal' || last.value.length !== 1 || last.ignoreCase) return '';
  const parts = [];
  for (const element of body.elements.slice(0, -1)) if (!collectUnits(element, rules, parts, new Set())) return '';
  const c = unit(last.value);
  return `(?=${classText({ parts, inverted: false, ignoreCase: false })}*${c})`;
}

/** Adds the code units `node` can match to `parts` (class parts); false when that is not a finite class. `seen`: the rules being read. */
function collectUnits(node, rules, parts, seen) {
  switch (node.type) {
    case 'choice':
      return node.alternatives.every((child) => collectUnits(child, rules, parts, seen));
    case 'sequence':
      return node.elements.every((child) => collectUnits(child, rules, parts, seen));
    case 'action':
    case 'labeled':
    case 'text':
    case 'named':
    case 'group':
    case 'optional':
    case 'zero_or_more':
    case 'one_or_more':
    case 'repeated':
      return collectUnits(node.expression, rules, parts, seen);
    case 'rule_ref': {
      if (seen.has(node.name) || !rules.has(node.name)) return false; // recursive or unknown
      seen.add(node.name);
      const collected = collectUnits(rules.get(node.name).expression, rules, parts, seen);
      seen.delete(node.name);
      return collected;
    }
    case 'literal':
      if (node.ignoreCase) return false;
      parts.push(...node.value);
      return true;
    case 'class':
      if (node.inverted || node.ignoreCase) return false;
      parts.push(...node.parts);
      return true;
    default:
      return false;
  }
}

/**
 * The regex source of `ruleName` in the grammar AST (peggy.parser.parse output), anchored at both
 * ends, with every rule it uses written in place (rule texts are memoised). The rules named in
 * `leftOut` match nothing: the pattern accepts part of the rule's language, what it rejects is
 * for the parser to answer (a way to keep a pattern short where V8's compilation of it on first
 * use, about 1.5 ms per 1,000 characters, costs more than the parser would on the rare inputs).
 */
function ruleRegex(ast, ruleName, grammar, leftOut = []) {
  return translate(ast, ruleName, grammar, null, new Set(leftOut));
}

/**
 * ruleRegex with a capture group for each labelled expression (`name:e`; for a label on a group
 * or an optional part that plucks one element, `name:(... @e ...)?`, the plucked element), in
 * the order of the labels in the rule and the rules it uses. Returns the source and each label's
 * group number. A label used twice, or inside a repetition (a group would keep only its last
 * match), fails generation.
 */
function captureRegex(ast, ruleName, grammar) {
  const groups = new Map();
  const source = translate(ast, ruleName, grammar, groups, new Set());
  return { source, groups: Object.fromEntries(groups) };
}

function translate(ast, ruleName, grammar, groups, leftOut) {
  const rules = new Map(ast.rules.map((rule) => [rule.name, rule]));
  for (const name of leftOut) if (!rules.has(name)) throw new Error(`regex: no rule ${name} in grammar/${grammar}.pegjs to leave out`);
  const texts = new Map();
  const active = new Set();
  // Capturing: the label whose plucked element is the next group, and the groups opened so far.
  let pluckFor = null;
  let opened = 0;
  const capture = (name, translateBody) => {
    if (groups.has(name)) throw new Error(`regex: label ${name} of grammar/${grammar}.pegjs is used twice`);
    groups.set(name, ++opened);
    return `(${translateBody()})`;
  };

  // `repeated`: inside a repetition, where a guard (below) could be tried at many positions.
  const rule = (name, repeated) => {
    const key = `${name} ${repeated}`;
    if (texts.has(key) && groups === null) return texts.get(key);
    if (!rules.has(name)) throw new Error(`regex: no rule ${name} in grammar/${grammar}.pegjs`);
    if (active.has(name)) throw new Error(`regex: rule ${name} of grammar/${grammar}.pegjs is recursive`);
    active.add(name);
    const text = expression(rules.get(name).expression, repeated);
    active.delete(name);
    texts.set(key, text);
    return text;
  };

  const expression = (node, repeated) => {
    const inner = (child) => expression(child, repeated);
    const looped = (child) => expression(child, true);
    switch (node.type) {
      case 'choice': {
        // An alternative that can never match (an opt-in extension's, below) is left out.
        const alternatives = node.alternatives.map(inner).filter((text) => !text.startsWith(NEVER));
        return alternatives.length === 0 ? NEVER : choice(alternatives);
      }
      case 'sequence': {
        const elements = withoutExcludedClasses(node.elements.map(inner));
        return elements.includes(NEVER) ? NEVER : elements.join('');
      }
      case 'labeled':
        if (groups !== null && (node.label !== null || (node.pick && pluckFor !== null))) return labeled(node, repeated);
        return inner(node.expression);
      case 'action':
      case 'text':
      case 'named':
        return inner(node.expression);
      case 'group':
        return group(inner(node.expression));
      case 'optional': {
        const guarded = repeated ? '' : guard(node.expression, rules);
        return guarded === '' ? `${group(inner(node.expression))}?` : `(?:${guarded}${inner(node.expression)})?`;
      }
      case 'zero_or_more':
        return `${group(looped(node.expression))}*`;
      case 'one_or_more':
        return `${group(looped(node.expression))}+`;
      case 'repeated': {
        if (node.delimiter !== null) throw new Error(`regex: a repetition with a delimiter cannot be translated (grammar/${grammar}.pegjs)`);
        const max = bound(node.max, 'max', grammar);
        const min = node.min === null ? max : bound(node.min, 'min', grammar) ?? 0;
        const body = group(max === 1 ? inner(node.expression) : looped(node.expression));
        return `${body}{${min}${min === max ? '' : `,${max ?? ''}`}}`;
      }
      case 'simple_and':
        return `(?=${inner(node.expression)})`;
      case 'simple_not':
        // !. is the end of the input ("$": the patterns have no multiline flag).
        return node.expression.type === 'any' ? '$' : `(?!${inner(node.expression)})`;
      case 'rule_ref':
        return leftOut.has(node.name) ? NEVER : rule(node.name, repeated);
      case 'literal':
        return node.value === '' ? '' : literalText(node);
      case 'class':
        return classText(node);
      case 'any':
        return '[^]';
      case 'semantic_and':
        // An extension switched on by an option (OPTION_GUARD): the pattern is the language without it.
        if (OPTION_GUARD.test(node.code)) return NEVER;
        throw new Error(`regex: a semantic_and cannot be translated (grammar/${grammar}.pegjs)`);
      default:
        throw new Error(`regex: a ${node.type} cannot be translated (grammar/${grammar}.pegjs)`);
    }
  };

  // A labelled expression while capturing: a group of its own, or of its plucked element.
  const labeled = (node, repeated) => {
    if (repeated) throw new Error(`regex: label ${node.label ?? '@'} of grammar/${grammar}.pegjs is inside a repetition`);
    if (node.pick && node.label === null) {
      const name = pluckFor;
      pluckFor = null;
      return capture(name, () => expression(node.expression, repeated));
    }
    if (!plucks(node.expression)) return capture(node.label, () => expression(node.expression, repeated));
    pluckFor = node.label;
    const text = expression(node.expression, repeated);
    if (pluckFor !== null) throw new Error(`regex: label ${node.label} of grammar/${grammar}.pegjs plucks nothing`);
    return text;
  };

  return `^${group(rule(ruleName, false))}$`;
}

/** Whether `node` (a label's expression) is a group or optional part with a plucked element. */
function plucks(node) {
  let body = node;
  while (body.type === 'optional' || body.type === 'group') body = body.expression;
  return body.type === 'sequence' && body.elements.some((element) => element.type === 'labeled' && element.pick);
}

module.exports = { ruleRegex, captureRegex };
