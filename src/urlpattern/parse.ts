// Parsing a pattern string into a part list (https://urlpattern.spec.whatwg.org/#parsing): the
// standard's pattern parser, an algorithm over the tokenizer's tokens. It is not a peggy grammar
// because peggy reads characters, not tokens, and the tokens already carry the lexical work; what
// remains is a loop with one token of lookahead. Linear: each step consumes a token, and duplicate
// names are found in a set (the standard's "is a duplicate name" walks the part list each time).
// A token is its number in the tokenizer's TokenTable, NO_TOKEN the standard's null.

import type { EncodingCallback, Part, PartModifier, PartType, PatternOptions } from './types';
import { TOKEN_CODE, TOKEN_TYPES, tokenizeToTable, type TokenTable } from './tokenize';
import { patternStringError } from './errors';
import { FULL_WILDCARD_REGEXP_VALUE, generateSegmentWildcardRegexp } from './options';

/** https://urlpattern.spec.whatwg.org/#pattern-parser (with the input, for errors, and the names used). */
interface PatternParser {
  readonly input: string;
  readonly tokenList: TokenTable;
  readonly encodingCallback: EncodingCallback;
  readonly segmentWildcardRegexp: string;
  readonly partList: Part[];
  /** The names of the name tokens so far (is a duplicate name). */
  readonly names: Set<string>;
  /** The pending fixed value. */
  readonly pending: TextBuilder;
  index: number;
  nextNumericName: number;
}

/** https://urlpattern.spec.whatwg.org/#parse-a-pattern-string */
export function parsePatternString(input: string, options: PatternOptions, encodingCallback: EncodingCallback): Part[] {
  const parser: PatternParser = {
    input, tokenList: tokenizeToTable(input, 'strict'), encodingCallback,
    segmentWildcardRegexp: generateSegmentWildcardRegexp(options),
    partList: [], names: new Set(), pending: new TextBuilder(input), index: 0, nextNumericName: 0,
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

/** A token: its number in the parser's TokenTable. */
type TokenRef = number;

/** The standard's null token. */
const NO_TOKEN: TokenRef = -1;

const CHAR = TOKEN_CODE.char;
const ESCAPED_CHAR = TOKEN_CODE['escaped-char'];
const ASTERISK = TOKEN_CODE.asterisk;
const OTHER_MODIFIER = TOKEN_CODE['other-modifier'];

/** A token's value (https://urlpattern.spec.whatwg.org/#token-value). */
function valueOf(parser: PatternParser, token: TokenRef): string {
  return parser.input.slice(parser.tokenList.valueStart[token], parser.tokenList.valueEnd[token]);
}

/** The first section of the loop: `<prefix char><name><regexp><modifier>` with a name or regexp. */
function parseGroupWithoutBraces(parser: PatternParser, options: PatternOptions): boolean {
  const start = parser.index;
  const charToken = tryToConsumeAToken(parser, CHAR);
  const nameToken = tryToConsumeAToken(parser, TOKEN_CODE.name);
  const regexpOrWildcardToken = tryToConsumeARegexpOrWildcardToken(parser, nameToken);
  if (nameToken === NO_TOKEN && regexpOrWildcardToken === NO_TOKEN) {
    parser.index = start;
    return false;
  }
  let prefix = charToken === NO_TOKEN ? '' : valueOf(parser, charToken);
  if (prefix !== '' && prefix !== options.prefixCodePoint) {
    parser.pending.addText(prefix);
    prefix = '';
  }
  maybeAddAPartFromThePendingFixedValue(parser);
  const modifierToken = tryToConsumeAModifierToken(parser);
  addAPart(parser, prefix, nameToken, regexpOrWildcardToken, '', modifierToken);
  return true;
}

/** The loop's fixed text: a char or escaped-char token joins the pending fixed value. */
function parseFixedText(parser: PatternParser): boolean {
  const fixedToken = tryToConsumeEither(parser, CHAR, ESCAPED_CHAR);
  if (fixedToken === NO_TOKEN) return false;
  parser.pending.addRange(parser.tokenList.valueStart[fixedToken], parser.tokenList.valueEnd[fixedToken]);
  return true;
}

/** The loop's `<open><char prefix><name><regexp><char suffix><close><modifier>`. */
function parseBracedGroup(parser: PatternParser): boolean {
  const openToken = tryToConsumeAToken(parser, TOKEN_CODE.open);
  if (openToken === NO_TOKEN) return false;
  const prefix = consumeText(parser);
  const nameToken = tryToConsumeAToken(parser, TOKEN_CODE.name);
  const regexpOrWildcardToken = tryToConsumeARegexpOrWildcardToken(parser, nameToken);
  const suffix = consumeText(parser);
  consumeARequiredToken(parser, 'close', openToken);
  const modifierToken = tryToConsumeAModifierToken(parser);
  addAPart(parser, prefix, nameToken, regexpOrWildcardToken, suffix, modifierToken);
  return true;
}

/** https://urlpattern.spec.whatwg.org/#try-to-consume-a-token (type: a TOKEN_CODE). */
function tryToConsumeAToken(parser: PatternParser, type: number): TokenRef {
  if (parser.tokenList.type[parser.index] !== type) return NO_TOKEN;
  return parser.index++;
}

/** Try to consume a token of the first type, else of the second. */
function tryToConsumeEither(parser: PatternParser, first: number, second: number): TokenRef {
  const token = tryToConsumeAToken(parser, first);
  return token === NO_TOKEN ? tryToConsumeAToken(parser, second) : token;
}

/** https://urlpattern.spec.whatwg.org/#try-to-consume-a-modifier-token */
function tryToConsumeAModifierToken(parser: PatternParser): TokenRef {
  return tryToConsumeEither(parser, OTHER_MODIFIER, ASTERISK);
}

/** https://urlpattern.spec.whatwg.org/#try-to-consume-a-regexp-or-wildcard-token */
function tryToConsumeARegexpOrWildcardToken(parser: PatternParser, nameToken: TokenRef): TokenRef {
  const token = tryToConsumeAToken(parser, TOKEN_CODE.regexp);
  if (nameToken === NO_TOKEN && token === NO_TOKEN) return tryToConsumeAToken(parser, ASTERISK);
  return token;
}

/** https://urlpattern.spec.whatwg.org/#consume-a-required-token (the TypeError says what was found where). */
function consumeARequiredToken(parser: PatternParser, type: 'close' | 'end', openToken: TokenRef = NO_TOKEN): TokenRef {
  const result = tryToConsumeAToken(parser, TOKEN_CODE[type]);
  if (result !== NO_TOKEN) return result;
  const { tokenList, input } = parser;
  const found = parser.index;
  const offset = tokenList.index[found];
  const expected = type === 'close' ? `"}" to close the "{" at offset ${tokenList.index[openToken]}` : 'the end of the pattern string';
  const foundType = tokenList.type[found];
  if (foundType === OTHER_MODIFIER || foundType === ASTERISK) {
    const what = `modifier "${valueOf(parser, found)}" follows nothing it can modify (a group or "{...}"; expected ${expected})`;
    throw patternStringError('misplaced-modifier', input, offset, what);
  }
  throw patternStringError('unexpected-token', input, offset, `expected ${expected}, found ${describeToken(parser, found)}`);
}

/** A token as written in the pattern string, for messages. */
function describeToken(parser: PatternParser, token: TokenRef): string {
  const { tokenList, input } = parser;
  const type = TOKEN_TYPES[tokenList.type[token]];
  if (type === 'end') return 'the end of the pattern string';
  return `${JSON.stringify(input.slice(tokenList.index[token], tokenList.index[token + 1]))} (${type})`;
}

/** https://urlpattern.spec.whatwg.org/#consume-text */
function consumeText(parser: PatternParser): string {
  const result = new TextBuilder(parser.input);
  for (;;) {
    const token = tryToConsumeEither(parser, CHAR, ESCAPED_CHAR);
    if (token === NO_TOKEN) return result.take();
    result.addRange(parser.tokenList.valueStart[token], parser.tokenList.valueEnd[token]);
  }
}

/** https://urlpattern.spec.whatwg.org/#maybe-add-a-part-from-the-pending-fixed-value */
function maybeAddAPartFromThePendingFixedValue(parser: PatternParser): void {
  if (parser.pending.isEmpty()) return;
  const encodedValue = parser.encodingCallback(parser.pending.take());
  parser.partList.push(newPart('fixed-text', encodedValue, 'none'));
}

/** A part; name, prefix and suffix default to the empty string. */
function newPart(type: PartType, value: string, modifier: PartModifier, name = '', prefix = '', suffix = ''): Part {
  return { type, value, modifier, name, prefix, suffix };
}

/** The modifier a modifier token stands for (the first steps of add a part). */
function modifierOf(parser: PatternParser, modifierToken: TokenRef): PartModifier {
  if (modifierToken === NO_TOKEN) return 'none';
  const value = valueOf(parser, modifierToken);
  if (value === '?') return 'optional';
  if (value === '*') return 'zero-or-more';
  return 'one-or-more';
}

/** https://urlpattern.spec.whatwg.org/#add-a-part */
function addAPart(
  parser: PatternParser, prefix: string, nameToken: TokenRef, regexpOrWildcardToken: TokenRef,
  suffix: string, modifierToken: TokenRef,
): void {
  const modifier = modifierOf(parser, modifierToken);
  if (nameToken === NO_TOKEN && regexpOrWildcardToken === NO_TOKEN && modifier === 'none') {
    parser.pending.addText(prefix);
    return;
  }
  maybeAddAPartFromThePendingFixedValue(parser);
  if (nameToken === NO_TOKEN && regexpOrWildcardToken === NO_TOKEN) {
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
function typeAndValue(parser: PatternParser, regexpOrWildcardToken: TokenRef): [PartType, string] {
  let regexpValue: string;
  if (regexpOrWildcardToken === NO_TOKEN) regexpValue = parser.segmentWildcardRegexp;
  else if (parser.tokenList.type[regexpOrWildcardToken] === ASTERISK) regexpValue = FULL_WILDCARD_REGEXP_VALUE;
  else regexpValue = valueOf(parser, regexpOrWildcardToken);
  if (regexpValue === parser.segmentWildcardRegexp) return ['segment-wildcard', ''];
  if (regexpValue === FULL_WILDCARD_REGEXP_VALUE) return ['full-wildcard', ''];
  return ['regexp', regexpValue];
}

/**
 * The part name of add a part (the name token's, else the next numeric name). Is a duplicate name
 * needs to look only at the name tokens' names: a numeric name never repeats, and a name token's
 * cannot start with a digit.
 */
function partName(parser: PatternParser, nameToken: TokenRef): string {
  if (nameToken === NO_TOKEN) return String(parser.nextNumericName++);
  const name = valueOf(parser, nameToken);
  // https://urlpattern.spec.whatwg.org/#is-a-duplicate-name
  if (parser.names.has(name)) throw patternStringError('duplicate-name', parser.input, parser.tokenList.index[nameToken], `duplicate group name ${JSON.stringify(name)}`);
  parser.names.add(name);
  return name;
}

/**
 * Text made of ranges of the input and of strings, joined when taken. Appending to a string one
 * code point at a time would build a rope of one node per code point, alive until it is read.
 */
class TextBuilder {
  private readonly pieces: string[] = [];
  private start = 0;
  private end = 0;

  constructor(private readonly input: string) {}

  /** Appends input[start, end); a range that continues the last one extends it. */
  addRange(start: number, end: number): void {
    if (start === this.end && this.end > this.start) {
      this.end = end;
      return;
    }
    this.flushRange();
    this.start = start;
    this.end = end;
  }

  addText(text: string): void {
    if (text === '') return;
    this.flushRange();
    this.pieces.push(text);
  }

  isEmpty(): boolean {
    return this.pieces.length === 0 && this.end === this.start;
  }

  /** The text, and the builder emptied. */
  take(): string {
    this.flushRange();
    const text = this.pieces.length === 1 ? this.pieces[0] : this.pieces.join('');
    this.pieces.length = 0;
    return text;
  }

  private flushRange(): void {
    if (this.end > this.start) this.pieces.push(this.input.slice(this.start, this.end));
    this.start = 0;
    this.end = 0;
  }
}
