// Parsing a pattern string into a part list (https://urlpattern.spec.whatwg.org/#parsing): the
// standard's pattern parser, an algorithm over the tokenizer's tokens. It is not a peggy grammar
// because peggy reads characters, not tokens, and the tokens already carry the lexical work; what
// remains is a loop with one token of lookahead. Linear: each step consumes a token, and duplicate
// names are found in a set (the standard's "is a duplicate name" walks the part list each time).

import type { EncodingCallback, Part, PartModifier, PartType, PatternOptions, Token, TokenType } from './types';
import { tokenize } from './tokenize';
import { patternStringError } from './errors';
import { FULL_WILDCARD_REGEXP_VALUE, generateSegmentWildcardRegexp } from './options';

/** https://urlpattern.spec.whatwg.org/#pattern-parser (with the input, for errors, and the names used). */
interface PatternParser {
  readonly input: string;
  readonly tokenList: Token[];
  readonly encodingCallback: EncodingCallback;
  readonly segmentWildcardRegexp: string;
  readonly partList: Part[];
  readonly names: Set<string>;
  pendingFixedValue: string;
  index: number;
  nextNumericName: number;
}

/** https://urlpattern.spec.whatwg.org/#parse-a-pattern-string */
export function parsePatternString(input: string, options: PatternOptions, encodingCallback: EncodingCallback): Part[] {
  const parser: PatternParser = {
    input, tokenList: tokenize(input, 'strict'), encodingCallback,
    segmentWildcardRegexp: generateSegmentWildcardRegexp(options),
    partList: [], names: new Set(), pendingFixedValue: '', index: 0, nextNumericName: 0,
  };
  while (parser.index < parser.tokenList.length) {
    if (parseGroupWithoutBraces(parser, options)) continue;
    if (parseFixedText(parser)) continue;
    if (parseBracedGroup(parser)) continue;
    maybeAddAPartFromThePendingFixedValue(parser);
    consumeARequiredToken(parser, 'end');
  }
  return parser.partList;
}

/** The first section of the loop: `<prefix char><name><regexp><modifier>` with a name or regexp. */
function parseGroupWithoutBraces(parser: PatternParser, options: PatternOptions): boolean {
  const start = parser.index;
  const charToken = tryToConsumeAToken(parser, 'char');
  const nameToken = tryToConsumeAToken(parser, 'name');
  const regexpOrWildcardToken = tryToConsumeARegexpOrWildcardToken(parser, nameToken);
  if (nameToken === null && regexpOrWildcardToken === null) {
    parser.index = start;
    return false;
  }
  let prefix = charToken === null ? '' : charToken.value;
  if (prefix !== '' && prefix !== options.prefixCodePoint) {
    parser.pendingFixedValue += prefix;
    prefix = '';
  }
  maybeAddAPartFromThePendingFixedValue(parser);
  const modifierToken = tryToConsumeAModifierToken(parser);
  addAPart(parser, prefix, nameToken, regexpOrWildcardToken, '', modifierToken);
  return true;
}

/** The loop's fixed text: a char or escaped-char token joins the pending fixed value. */
function parseFixedText(parser: PatternParser): boolean {
  const fixedToken = tryToConsumeAToken(parser, 'char') ?? tryToConsumeAToken(parser, 'escaped-char');
  if (fixedToken === null) return false;
  parser.pendingFixedValue += fixedToken.value;
  return true;
}

/** The loop's `<open><char prefix><name><regexp><char suffix><close><modifier>`. */
function parseBracedGroup(parser: PatternParser): boolean {
  const openToken = tryToConsumeAToken(parser, 'open');
  if (openToken === null) return false;
  const prefix = consumeText(parser);
  const nameToken = tryToConsumeAToken(parser, 'name');
  const regexpOrWildcardToken = tryToConsumeARegexpOrWildcardToken(parser, nameToken);
  const suffix = consumeText(parser);
  consumeARequiredToken(parser, 'close', openToken);
  const modifierToken = tryToConsumeAModifierToken(parser);
  addAPart(parser, prefix, nameToken, regexpOrWildcardToken, suffix, modifierToken);
  return true;
}

/** https://urlpattern.spec.whatwg.org/#try-to-consume-a-token */
function tryToConsumeAToken(parser: PatternParser, type: TokenType): Token | null {
  const nextToken = parser.tokenList[parser.index];
  if (nextToken.type !== type) return null;
  parser.index++;
  return nextToken;
}

/** https://urlpattern.spec.whatwg.org/#try-to-consume-a-modifier-token */
function tryToConsumeAModifierToken(parser: PatternParser): Token | null {
  return tryToConsumeAToken(parser, 'other-modifier') ?? tryToConsumeAToken(parser, 'asterisk');
}

/** https://urlpattern.spec.whatwg.org/#try-to-consume-a-regexp-or-wildcard-token */
function tryToConsumeARegexpOrWildcardToken(parser: PatternParser, nameToken: Token | null): Token | null {
  const token = tryToConsumeAToken(parser, 'regexp');
  if (nameToken === null && token === null) return tryToConsumeAToken(parser, 'asterisk');
  return token;
}

/** https://urlpattern.spec.whatwg.org/#consume-a-required-token (the TypeError says what was found where). */
function consumeARequiredToken(parser: PatternParser, type: 'close' | 'end', openToken?: Token): Token {
  const result = tryToConsumeAToken(parser, type);
  if (result !== null) return result;
  const found = parser.tokenList[parser.index];
  const expected = type === 'close' ? `"}" to close the "{" at offset ${openToken?.index ?? 0}` : 'the end of the pattern string';
  if (found.type === 'other-modifier' || found.type === 'asterisk') {
    const what = `modifier "${found.value}" follows nothing it can modify (a group or "{...}"; expected ${expected})`;
    throw patternStringError('misplaced-modifier', parser.input, found.index, what);
  }
  throw patternStringError('unexpected-token', parser.input, found.index, `expected ${expected}, found ${describeToken(parser, found)}`);
}

/** The token at the parser's index as written in the pattern string, for messages. */
function describeToken(parser: PatternParser, token: Token): string {
  if (token.type === 'end') return 'the end of the pattern string';
  const next = parser.tokenList[parser.index + 1];
  return `${JSON.stringify(parser.input.slice(token.index, next.index))} (${token.type})`;
}

/** https://urlpattern.spec.whatwg.org/#consume-text */
function consumeText(parser: PatternParser): string {
  let result = '';
  for (;;) {
    const token = tryToConsumeAToken(parser, 'char') ?? tryToConsumeAToken(parser, 'escaped-char');
    if (token === null) return result;
    result += token.value;
  }
}

/** https://urlpattern.spec.whatwg.org/#maybe-add-a-part-from-the-pending-fixed-value */
function maybeAddAPartFromThePendingFixedValue(parser: PatternParser): void {
  if (parser.pendingFixedValue === '') return;
  const encodedValue = parser.encodingCallback(parser.pendingFixedValue);
  parser.pendingFixedValue = '';
  parser.partList.push(newPart('fixed-text', encodedValue, 'none'));
}

/** A part; name, prefix and suffix default to the empty string. */
function newPart(type: PartType, value: string, modifier: PartModifier, name = '', prefix = '', suffix = ''): Part {
  return { type, value, modifier, name, prefix, suffix };
}

/** The modifier a modifier token stands for (the first steps of add a part). */
function modifierOf(modifierToken: Token | null): PartModifier {
  if (modifierToken === null) return 'none';
  if (modifierToken.value === '?') return 'optional';
  if (modifierToken.value === '*') return 'zero-or-more';
  return 'one-or-more';
}

/** https://urlpattern.spec.whatwg.org/#add-a-part */
function addAPart(
  parser: PatternParser, prefix: string, nameToken: Token | null, regexpOrWildcardToken: Token | null,
  suffix: string, modifierToken: Token | null,
): void {
  const modifier = modifierOf(modifierToken);
  if (nameToken === null && regexpOrWildcardToken === null && modifier === 'none') {
    parser.pendingFixedValue += prefix;
    return;
  }
  maybeAddAPartFromThePendingFixedValue(parser);
  if (nameToken === null && regexpOrWildcardToken === null) {
    // "{foo}?": the parser's loop never gets here with a suffix (the standard asserts it).
    if (prefix === '') return;
    parser.partList.push(newPart('fixed-text', parser.encodingCallback(prefix), modifier));
    return;
  }
  const [type, regexpValue] = typeAndValue(parser, regexpOrWildcardToken);
  const name = partName(parser, nameToken);
  const encodedPrefix = parser.encodingCallback(prefix);
  const encodedSuffix = parser.encodingCallback(suffix);
  parser.partList.push(newPart(type, regexpValue, modifier, name, encodedPrefix, encodedSuffix));
}

/** The part type and value of add a part: a regexp equal to a wildcard's is that wildcard. */
function typeAndValue(parser: PatternParser, regexpOrWildcardToken: Token | null): [PartType, string] {
  let regexpValue: string;
  if (regexpOrWildcardToken === null) regexpValue = parser.segmentWildcardRegexp;
  else if (regexpOrWildcardToken.type === 'asterisk') regexpValue = FULL_WILDCARD_REGEXP_VALUE;
  else regexpValue = regexpOrWildcardToken.value;
  if (regexpValue === parser.segmentWildcardRegexp) return ['segment-wildcard', ''];
  if (regexpValue === FULL_WILDCARD_REGEXP_VALUE) return ['full-wildcard', ''];
  return ['regexp', regexpValue];
}

/** The part name of add a part (the name token's, else the next numeric name); a duplicate throws. */
function partName(parser: PatternParser, nameToken: Token | null): string {
  let name: string;
  if (nameToken !== null) {
    name = nameToken.value;
  } else {
    name = String(parser.nextNumericName);
    parser.nextNumericName++;
  }
  // https://urlpattern.spec.whatwg.org/#is-a-duplicate-name
  if (parser.names.has(name)) {
    // Numeric names never repeat and a name token's cannot start with a digit: a name token repeats.
    throw patternStringError('duplicate-name', parser.input, nameToken?.index ?? 0, `duplicate group name ${JSON.stringify(name)}`);
  }
  parser.names.add(name);
  return name;
}
