// Strict parsing with the RFC 3986 (Appendix A) and RFC 3987 (section 2.2) grammars:
// grammar/rfc3986.pegjs and grammar/rfc3987.pegjs through generated/. A reference gives its
// component tree with offsets (RFC 3986 section 3); any rule can be matched on its own.

import * as rfc3986 from '../../generated/rfc3986';
import type { PeggySyntaxError as SyntaxError3986, StartRule as Rule3986 } from '../../generated/rfc3986';
import * as rfc3987 from '../../generated/rfc3987';
import type { StartRule as Rule3987 } from '../../generated/rfc3987';
// The patterns are modules of their own: a validation a pattern answers loads no parser (the
// CommonJS build loads the parsers on first use: scripts/build.js).
import { RULE_PATTERNS as RFC3986_PATTERNS } from '../../generated/rfc3986-patterns';
import { RULE_PATTERNS as RFC3987_PATTERNS } from '../../generated/rfc3987-patterns';
import type { URLLike } from '../core/arguments';
import { booleanValue, readOptions, stringValue, textArgument } from '../core/arguments';
import { newRuleContext, syntaxFailure, unknownGrammarFailure, unknownRuleFailure } from './syntax-failure';
import type { RuleContext, SyntaxFailure } from './syntax-failure';

/** The strict grammars: RFC 3986 URIs, RFC 3987 IRIs. */
export type StrictGrammar = 'rfc3986' | 'rfc3987';

type Hyphenated<S extends string> = S extends `${infer A}_${infer B}` ? `${A}-${Hyphenated<B>}` : S;
type GrammarRule = Rule3986 | Rule3987;

/** An ABNF rule name of either grammar, e.g. 'URI-reference' (or peggy's 'URI_reference'). */
export type StrictRuleName = Hyphenated<GrammarRule> | GrammarRule;

/** The rules that give a component tree (RFC 3986 section 4, RFC 3987 section 2.2). */
export type ReferenceRuleName =
  | 'URI-reference' | 'URI' | 'absolute-URI' | 'relative-ref'
  | 'IRI-reference' | 'IRI' | 'absolute-IRI' | 'irelative-ref';

/** A component: UTF-16 offsets into the input (end exclusive) and its text. */
export interface ComponentSpan {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** Which host rule matched (RFC 3986 section 3.2.2; RFC 3987 section 2.2 for ireg-name). */
export type HostKind = 'IP-literal' | 'IPv4address' | 'reg-name' | 'ireg-name';

/** Which form an IP-literal holds (RFC 3986 section 3.2.2; 'IPv6addrz': RFC 6874, with `zoneIds`). */
export type LiteralKind = 'IPv6address' | 'IPv6addrz' | 'IPvFuture';

export interface HostComponent extends ComponentSpan {
  readonly kind: HostKind;
  /** For an IP-literal, which form is inside the brackets; otherwise null. */
  readonly literal: LiteralKind | null;
}

export interface AuthorityComponent extends ComponentSpan {
  readonly userinfo: ComponentSpan | null;
  readonly host: HostComponent;
  readonly port: ComponentSpan | null;
}

/** Which path rule matched (RFC 3986 section 3.3, RFC 3987 section 2.2). */
export type PathKind =
  | 'path-abempty' | 'path-absolute' | 'path-noscheme' | 'path-rootless' | 'path-empty'
  | 'ipath-abempty' | 'ipath-absolute' | 'ipath-noscheme' | 'ipath-rootless' | 'ipath-empty';

export interface PathComponent extends ComponentSpan {
  readonly kind: PathKind;
}

/** A reference's components (RFC 3986 section 3); absent components are null. */
export interface ReferenceTree {
  /** The rule that matched: URI-reference gives 'URI' or 'relative-ref' (IRIs alike). */
  readonly rule: 'URI' | 'absolute-URI' | 'relative-ref' | 'IRI' | 'absolute-IRI' | 'irelative-ref';
  readonly scheme: ComponentSpan | null;
  readonly authority: AuthorityComponent | null;
  readonly path: PathComponent;
  readonly query: ComponentSpan | null;
  readonly fragment: ComponentSpan | null;
}

export interface StrictOptions<Rule extends string = StrictRuleName> {
  /** Default 'rfc3986'. */
  grammar?: StrictGrammar | undefined;
  /** Default: 'URI-reference' (rfc3986) or 'IRI-reference' (rfc3987). */
  rule?: Rule | undefined;
  /** RFC 6874: IPv6 zone identifiers in IP-literals ("[fe80::1%25eth0]"). Default false. */
  zoneIds?: boolean | undefined;
}

export type ParseReferenceResult = { tree: ReferenceTree; failure: null } | { tree: null; failure: SyntaxFailure };
export type MatchRuleResult = { matched: true; failure: null } | { matched: false; failure: SyntaxFailure };

// What the grammars' actions return (grammar/rfc3986.pegjs, "component rules"); the generated
// parsers declare it as the result of their reference rules (scripts/generator.js, returnTypes).
interface Range { start: number; end: number }
interface RawHost { kind: HostKind; literal?: LiteralKind; range: Range }
interface RawAuthority { range: Range; userinfo: Range | null; host: RawHost; port: Range | null }
/** The raw tree of a reference rule (URI-reference, URI, ..., irelative-ref): ranges, no text. */
export interface RawReference {
  rule: ReferenceTree['rule'];
  scheme: Range | null;
  hier: { authority: RawAuthority | null; path: { kind: PathKind; range: Range } };
  query: Range | null;
  fragment: Range | null;
}

/**
 * A parse of one rule: its value, its syntax error (returned, not thrown: scripts/optimize.js,
 * failureResult 'error'), or NO_RULE when the grammar has no such rule.
 */
const NO_RULE: unique symbol = Symbol('no such rule');
type Read<T> = (input: string, startRule: string, ruleContext: RuleContext | undefined, zoneIds: boolean) => T | SyntaxError3986 | typeof NO_RULE;

/** A generated strict parser (the rule context option is read by the hooks of scripts/generator.js). */
interface StrictParser {
  /** Whether the grammar has a rule of this (peggy) name. */
  isStartRule(name: string): boolean;
  /** Any rule of the grammar. */
  rule: Read<unknown>;
  /** A reference rule of the grammar. */
  reference: Read<RawReference>;
  SyntaxError: typeof SyntaxError3986;
  referenceRule: ReferenceRuleName;
}

/** What strictParser needs of a generated module: its typed parse, as for any rule and for a reference rule. */
interface GeneratedParser<Rule extends string, Reference extends Rule> {
  parse: ((input: string, options: ParseOptions<Reference>) => RawReference | SyntaxError3986) &
    ((input: string, options: ParseOptions<Rule>) => unknown);
  isStartRule(name: string): name is Rule;
  PeggySyntaxError: typeof SyntaxError3986;
}

/** The options strictParser gives a parse: a failure is returned, not thrown. */
interface ParseOptions<Rule extends string> {
  startRule: Rule;
  ruleContext?: RuleContext;
  zoneIds?: boolean;
  returnError: true;
}

/** A strict parser over a generated one whose reference rules are `references` (peggy names). */
function strictParser<Rule extends string, Reference extends Rule>(
  generated: GeneratedParser<Rule, Reference>,
  references: readonly Reference[],
  referenceRule: ReferenceRuleName,
): StrictParser {
  // Read once: the members of a module namespace are getters in the CommonJS build.
  const { parse, isStartRule } = generated;
  return {
    isStartRule,
    rule: (input, startRule, ruleContext, zoneIds) => (isStartRule(startRule) ? parse(input, { startRule, ruleContext, zoneIds, returnError: true }) : NO_RULE),
    reference: (input, name, ruleContext, zoneIds) => {
      const startRule = references.find((rule) => rule === name);
      return startRule === undefined ? NO_RULE : parse(input, { startRule, ruleContext, zoneIds, returnError: true });
    },
    SyntaxError: generated.PeggySyntaxError,
    referenceRule,
  };
}

/** Each grammar's reference rule: its default rule. */
const REFERENCE_RULE_OF: Readonly<Record<StrictGrammar, ReferenceRuleName>> = { rfc3986: 'URI-reference', rfc3987: 'IRI-reference' };

/** The strict parsers made so far. */
const PARSERS: Partial<Record<StrictGrammar, StrictParser>> = {};

/**
 * The strict parser of `grammar`, made on first use: a process whose validations its patterns
 * answer never reads the generated parser (the CommonJS build loads it then: scripts/build.js).
 */
function parserOf(grammar: StrictGrammar): StrictParser {
  return (PARSERS[grammar] ??= grammar === 'rfc3986'
    ? strictParser<Rule3986, 'URI_reference' | 'URI' | 'absolute_URI' | 'relative_ref'>(
      rfc3986, ['URI_reference', 'URI', 'absolute_URI', 'relative_ref'], REFERENCE_RULE_OF.rfc3986)
    : strictParser<Rule3987, 'IRI_reference' | 'IRI' | 'absolute_IRI' | 'irelative_ref'>(
      rfc3987, ['IRI_reference', 'IRI', 'absolute_IRI', 'irelative_ref'], REFERENCE_RULE_OF.rfc3987));
}

/** What run reads: any rule, or a reference rule (module level: no closure per call). */
const ANY_RULE = (parser: StrictParser): Read<unknown> => parser.rule;
const REFERENCE_RULE = (parser: StrictParser): Read<RawReference> => parser.reference;

type Outcome<T> = { value: T; failure: null } | { value: null; failure: SyntaxFailure };

/** ABNF rule name -> peggy's ('URI-reference' -> 'URI_reference'), kept for the grammars' own rules. */
const PEGGY_NAMES = new Map<string, string>();

/** peggy's name of a rule ("-" written "_"); a known name is the same string every time (hashed once). */
function peggyName(rule: string, grammar: StrictGrammar): string {
  const known = PEGGY_NAMES.get(rule);
  if (known !== undefined) return known;
  const name = rule.replace(/-/g, '_');
  if (parserOf(grammar).isStartRule(name)) PEGGY_NAMES.set(rule, name);
  return name;
}

/** Runs a grammar from a rule (`read`); on failure, parses again with the rule context to name the rule. */
function run<T>(input: string, grammar: StrictGrammar, rule: string, read: (parser: StrictParser) => Read<T>, zoneIds: boolean, likelyFails = false): Outcome<T> {
  const parser = parserOf(grammar);
  const startRule = peggyName(rule, grammar);
  // When a failure is likely (the rule's pattern did not match), the first parse keeps the rule
  // context already, so a failure needs no second parse.
  let context: RuleContext | undefined = likelyFails ? newRuleContext() : undefined;
  const value = read(parser)(input, startRule, context, zoneIds);
  if (value === NO_RULE) return { value: null, failure: unknownRuleFailure(rule, grammar) };
  if (!(value instanceof parser.SyntaxError)) return { value: value as T, failure: null };
  if (context === undefined) {
    context = newRuleContext();
    read(parser)(input, startRule, context, zoneIds); // the same failure, now with its rule
  }
  return { value: null, failure: syntaxFailure(input, value, context, rule.replace(/_/g, '-')) };
}

/** The grammar and start rule an options argument names (defaults: rfc3986, its reference rule). */
function readStrictOptions(fn: string, options: unknown): { grammar: string; rule: string; zoneIds: boolean } {
  const bag = readOptions(fn, options);
  const grammar = stringValue(fn, 'grammar', bag.grammar) ?? 'rfc3986';
  const rule = stringValue(fn, 'rule', bag.rule) ?? (isGrammar(grammar) ? REFERENCE_RULE_OF[grammar] : 'URI-reference');
  return { grammar, rule, zoneIds: booleanValue(fn, 'zoneIds', bag.zoneIds, false) };
}

/**
 * RFC 3986 section 3 (RFC 3987 section 2.2): a URI/IRI reference or one of its forms, as a
 * component tree; never throws for a string (a wrong option type is an OptionError).
 */
export function parseReference(input: URLLike, options?: StrictOptions<ReferenceRuleName> | null): ParseReferenceResult {
  const { grammar, rule, zoneIds } = readStrictOptions('parseReference', options);
  const text = textArgument('parseReference', 1, input);
  if (!isGrammar(grammar)) return { tree: null, failure: unknownGrammarFailure(grammar) };
  if (!isReferenceRule(rule)) {
    const isIRIRule = (name: string): boolean => name.includes('IRI') || name === 'irelative-ref';
    const names = [...REFERENCE_RULES].filter((name) => isIRIRule(name) === (grammar === 'rfc3987'));
    const message = `${JSON.stringify(rule)} is not a rule with a component tree in ${grammar} (one of ${names.join(', ')})`;
    return { tree: null, failure: { ...unknownRuleFailure(rule, grammar), message } };
  }
  const outcome = run(text, grammar, rule, REFERENCE_RULE, zoneIds);
  if (outcome.failure !== null) return { tree: null, failure: outcome.failure };
  return { tree: referenceTree(text, outcome.value), failure: null };
}

/** Whether the whole input matches one ABNF rule of the grammar (any rule); never throws for a string. */
export function matchRule(input: URLLike, options?: StrictOptions | null): MatchRuleResult {
  const { grammar, rule, zoneIds } = readStrictOptions('matchRule', options);
  const text = textArgument('matchRule', 1, input);
  if (!isGrammar(grammar)) return { matched: false, failure: unknownGrammarFailure(grammar) };
  const failure = ruleFailure(text, grammar, rule, zoneIds);
  return failure === null ? { matched: true, failure: null } : { matched: false, failure };
}

/**
 * Why `text` does not match `rule` of `grammar` (default: its reference rule), or null when it
 * does (matchRule and validate, options already read). A rule with a generated pattern is tried
 * against it first: a match is the answer, anything else goes to the parser, which names the rule.
 */
export function ruleFailure(text: string, grammar: StrictGrammar, rule?: string, zoneIds = false): SyntaxFailure | null {
  const name = rule ?? REFERENCE_RULE_OF[grammar];
  // The patterns are the grammars without the opt-in extensions: a match is a match with them too.
  const pattern = patternOf(text, grammar, name);
  if (pattern !== undefined && pattern.test(text)) return null;
  return run(text, grammar, name, ANY_RULE, zoneIds, pattern !== undefined).failure;
}

/**
 * Whether `text` matches the rule, without making a failure: the rule's pattern answers alone,
 * but for an input with "[", which the patterns leave to the parser (IP-literals; the patterns
 * accept exactly what the parsers accept otherwise: test/patterns.test.ts).
 */
export function ruleMatches(text: string, grammar: StrictGrammar, rule?: string): boolean {
  const name = rule ?? REFERENCE_RULE_OF[grammar];
  const pattern = patternOf(text, grammar, name);
  if (pattern !== undefined) {
    if (pattern.test(text)) return true;
    if (!text.includes('[')) return false;
  }
  return run(text, grammar, name, ANY_RULE, false).failure === null;
}

/** The reference rules' whole-input patterns (generated from the grammars by scripts/regex.js), by ABNF and peggy name; made on first use. */
const PATTERNS: Partial<Record<StrictGrammar, ReadonlyMap<string, RegExp>>> = {};

function patternsOf(grammar: StrictGrammar): ReadonlyMap<string, RegExp> {
  return (PATTERNS[grammar] ??= patternTable(grammar === 'rfc3986' ? RFC3986_PATTERNS : RFC3987_PATTERNS));
}

function patternTable(patterns: Readonly<Record<string, RegExp>>): ReadonlyMap<string, RegExp> {
  const table = new Map<string, RegExp>();
  for (const [name, pattern] of Object.entries(patterns)) table.set(name, pattern).set(name.replace(/_/g, '-'), pattern);
  return table;
}

/**
 * Inputs up to this length are tried against a pattern first; longer ones go straight to the
 * parser, whose time is linear in the input whatever it is (a regular expression's time is
 * bounded on such a short input).
 */
const PATTERN_MAX_LENGTH = 4096;

/** The rule's pattern, when it has one and the input is short enough to try it. */
function patternOf(text: string, grammar: StrictGrammar, rule: string): RegExp | undefined {
  return text.length > PATTERN_MAX_LENGTH ? undefined : patternsOf(grammar).get(rule);
}

const REFERENCE_RULES = new Set<string>([
  'URI-reference', 'URI', 'absolute-URI', 'relative-ref', 'IRI-reference', 'IRI', 'absolute-IRI', 'irelative-ref',
]);

/** Whether `grammar` names one of the strict grammars (own properties only). */
function isGrammar(grammar: unknown): grammar is StrictGrammar {
  return typeof grammar === 'string' && Object.hasOwn(REFERENCE_RULE_OF, grammar);
}

function isReferenceRule(rule: string): boolean {
  return REFERENCE_RULES.has(String(rule).replace(/_/g, '-'));
}

// RFC 3986 section 3: the components, with their text.
function span(input: string, range: Range): ComponentSpan {
  return { start: range.start, end: range.end, text: input.slice(range.start, range.end) };
}

function optionalSpan(input: string, range: Range | null): ComponentSpan | null {
  return range === null ? null : span(input, range);
}

function authorityComponent(input: string, raw: RawAuthority | null): AuthorityComponent | null {
  if (raw === null) return null;
  const host: HostComponent = { ...span(input, raw.host.range), kind: raw.host.kind, literal: raw.host.literal ?? null };
  return { ...span(input, raw.range), userinfo: optionalSpan(input, raw.userinfo), host, port: optionalSpan(input, raw.port) };
}

function referenceTree(input: string, raw: RawReference): ReferenceTree {
  const path = raw.hier.path;
  return {
    rule: raw.rule,
    scheme: optionalSpan(input, raw.scheme),
    authority: authorityComponent(input, raw.hier.authority),
    path: { ...span(input, path.range), kind: path.kind },
    query: optionalSpan(input, raw.query),
    fragment: optionalSpan(input, raw.fragment),
  };
}
