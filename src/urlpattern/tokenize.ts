// The pattern string tokenizer (https://urlpattern.spec.whatwg.org/#tokenizing), the standard's
// algorithm step by step rather than a peggy grammar: a regexp token counts its nesting depth and
// ends at the ")" that brings it to 0 (a PEG would recurse once per "(?", so a deep nesting would
// overflow the stack), and under the lenient policy a failed name or regexp token becomes an
// invalid-char token for its first code point only and tokenizing resumes right after it, which
// a grammar could only express by reading the same text again. Each code point starts at most one
// scan that fails (a regexp scan stops at the first nested "(" that is not "(?"), so the time is linear.
// Offsets (token index, error offsets) are UTF-16 offsets; the tokenizer steps by code point.

import type { Token, TokenType, TokenizePolicy } from './types';
import { patternStringError, type URLPatternErrorCode } from './errors';

/**
 * A token list held in typed arrays, one slot per token: the type (an index into TOKEN_TYPES), the
 * token's index, and its value as a range of the input. The parser reads this; tokenize() makes
 * the Token objects. No object per token: a pattern string of a million code points would
 * otherwise keep a million objects alive, and the collector's work on them grows faster than linearly.
 */
export interface TokenTable {
  readonly input: string;
  readonly type: Uint8Array;
  readonly index: Uint32Array;
  readonly valueStart: Uint32Array;
  readonly valueEnd: Uint32Array;
  length: number;
}

/** The token types by their code in a TokenTable. */
export const TOKEN_TYPES: readonly TokenType[] = [
  'open', 'close', 'regexp', 'name', 'char', 'escaped-char', 'other-modifier', 'asterisk', 'end', 'invalid-char',
];

/** The code of each token type in a TokenTable. */
export const TOKEN_CODE: Readonly<Record<TokenType, number>> = Object.freeze(
  Object.fromEntries(TOKEN_TYPES.map((type, code) => [type, code])) as Record<TokenType, number>,
);

/** https://urlpattern.spec.whatwg.org/#tokenizer */
interface Tokenizer {
  readonly input: string;
  readonly policy: TokenizePolicy;
  readonly tokenList: TokenTable;
  index: number;
  nextIndex: number;
  codePoint: number;
}

/** Why a token failed, for process a tokenizing error: the code, the culprit's offset, what is wrong. */
interface TokenizingError {
  readonly code: URLPatternErrorCode;
  readonly offset: number;
  readonly what: string;
}

const ASTERISK = 0x2a;
const PLUS = 0x2b;
const QUESTION_MARK = 0x3f;
const REVERSE_SOLIDUS = 0x5c;
const LEFT_CURLY = 0x7b;
const RIGHT_CURLY = 0x7d;
const COLON = 0x3a;
const LEFT_PAREN = 0x28;
const RIGHT_PAREN = 0x29;

/** https://urlpattern.spec.whatwg.org/#tokenize */
export function tokenize(input: string, policy: TokenizePolicy): Token[] {
  const table = tokenizeToTable(input, policy);
  const tokens: Token[] = [];
  for (let token = 0; token < table.length; token++) {
    const value = input.slice(table.valueStart[token], table.valueEnd[token]);
    tokens.push({ type: TOKEN_TYPES[table.type[token]], index: table.index[token], value });
  }
  return tokens;
}

/** https://urlpattern.spec.whatwg.org/#tokenize into a TokenTable. */
export function tokenizeToTable(input: string, policy: TokenizePolicy): TokenTable {
  // Each token but the end token holds at least one code unit.
  const capacity = input.length + 1;
  const tokenList: TokenTable = {
    input, type: new Uint8Array(capacity), index: new Uint32Array(capacity),
    valueStart: new Uint32Array(capacity), valueEnd: new Uint32Array(capacity), length: 0,
  };
  const tokenizer: Tokenizer = { input, policy, tokenList, index: 0, nextIndex: 0, codePoint: 0 };
  while (tokenizer.index < input.length) {
    seekAndGetNextCodePoint(tokenizer, tokenizer.index);
    tokenizeOne(tokenizer);
  }
  addTokenWithDefaultLength(tokenizer, 'end', tokenizer.index, tokenizer.index);
  return tokenList;
}

/** The loop body of tokenize: one token (or one invalid-char) from the code point at index. */
function tokenizeOne(tokenizer: Tokenizer): void {
  switch (tokenizer.codePoint) {
    case ASTERISK:
      return addTokenWithDefaultPositionAndLength(tokenizer, 'asterisk');
    case PLUS:
    case QUESTION_MARK:
      return addTokenWithDefaultPositionAndLength(tokenizer, 'other-modifier');
    case REVERSE_SOLIDUS:
      return tokenizeEscape(tokenizer);
    case LEFT_CURLY:
      return addTokenWithDefaultPositionAndLength(tokenizer, 'open');
    case RIGHT_CURLY:
      return addTokenWithDefaultPositionAndLength(tokenizer, 'close');
    case COLON:
      return tokenizeName(tokenizer);
    case LEFT_PAREN:
      return tokenizeRegExp(tokenizer);
    default:
      return addTokenWithDefaultPositionAndLength(tokenizer, 'char');
  }
}

/** The "\" step of https://urlpattern.spec.whatwg.org/#tokenize: an escaped-char token. */
function tokenizeEscape(tokenizer: Tokenizer): void {
  if (tokenizer.index === tokenizer.input.length - 1) {
    const error = { code: 'escape-at-end', offset: tokenizer.index, what: '"\\" escapes nothing (it is the last code point)' } as const;
    return processTokenizingError(tokenizer, tokenizer.nextIndex, tokenizer.index, error);
  }
  const escapedIndex = tokenizer.nextIndex;
  getNextCodePoint(tokenizer);
  addTokenWithDefaultLength(tokenizer, 'escaped-char', tokenizer.nextIndex, escapedIndex);
}

/** The ":" step of https://urlpattern.spec.whatwg.org/#tokenize: a name token. */
function tokenizeName(tokenizer: Tokenizer): void {
  const nameStart = tokenizer.nextIndex;
  let namePosition = nameStart;
  while (namePosition < tokenizer.input.length) {
    seekAndGetNextCodePoint(tokenizer, namePosition);
    if (!isValidNameCodePoint(tokenizer.codePoint, namePosition === nameStart)) break;
    namePosition = tokenizer.nextIndex;
  }
  if (namePosition <= nameStart) {
    const error = { code: 'invalid-name', offset: tokenizer.index, what: `":" is not followed by a group name (${nameFollower(tokenizer.input, nameStart)})` } as const;
    return processTokenizingError(tokenizer, nameStart, tokenizer.index, error);
  }
  addTokenWithDefaultLength(tokenizer, 'name', namePosition, nameStart);
}

/** What follows a ":" that starts no name, for the message. */
function nameFollower(input: string, offset: number): string {
  if (offset >= input.length) return 'it is the last code point';
  const codePoint = String.fromCodePoint(input.codePointAt(offset) as number);
  return `${JSON.stringify(codePoint)} cannot start a JavaScript identifier`;
}

/** The "(" step of https://urlpattern.spec.whatwg.org/#tokenize: a regexp token. */
function tokenizeRegExp(tokenizer: Tokenizer): void {
  const regexpStart = tokenizer.nextIndex;
  const scanned = scanRegExp(tokenizer, regexpStart);
  if (typeof scanned !== 'number') return processTokenizingError(tokenizer, regexpStart, tokenizer.index, scanned);
  const regexpLength = scanned - regexpStart - 1;
  if (regexpLength === 0) {
    const error = { code: 'regexp-empty', offset: tokenizer.index, what: 'empty regexp group "()"' } as const;
    return processTokenizingError(tokenizer, regexpStart, tokenizer.index, error);
  }
  addToken(tokenizer, 'regexp', scanned, regexpStart, regexpLength);
}

/**
 * The regexp loop of https://urlpattern.spec.whatwg.org/#tokenize from regexp start: the regexp
 * position after the closing ")", or why the group is invalid.
 */
function scanRegExp(tokenizer: Tokenizer, regexpStart: number): number | TokenizingError {
  const { input } = tokenizer;
  let depth = 1;
  let regexpPosition = regexpStart;
  while (regexpPosition < input.length) {
    seekAndGetNextCodePoint(tokenizer, regexpPosition);
    const codePoint = tokenizer.codePoint;
    if (codePoint > 0x7f) return nonASCII(input, regexpPosition);
    if (regexpPosition === regexpStart && codePoint === QUESTION_MARK) {
      return { code: 'regexp-leading-question-mark', offset: regexpPosition, what: 'regexp group starts with "?" (write a non-capturing group inside it: "((?:...))")' };
    }
    if (codePoint === REVERSE_SOLIDUS) {
      if (regexpPosition === input.length - 1) return { code: 'regexp-escape-at-end', offset: regexpPosition, what: '"\\" in a regexp group escapes nothing' };
      getNextCodePoint(tokenizer);
      if (tokenizer.codePoint > 0x7f) return nonASCII(input, regexpPosition + 1);
      regexpPosition = tokenizer.nextIndex;
      continue;
    }
    if (codePoint === RIGHT_PAREN) {
      depth--;
      if (depth === 0) return tokenizer.nextIndex;
    } else if (codePoint === LEFT_PAREN) {
      depth++;
      if (regexpPosition === input.length - 1) return unclosed(tokenizer);
      const temporaryPosition = tokenizer.nextIndex;
      getNextCodePoint(tokenizer);
      if (tokenizer.codePoint !== QUESTION_MARK) {
        return { code: 'regexp-capturing-group', offset: regexpPosition, what: 'capturing group inside a regexp group (write "(?:" or a named group outside it)' };
      }
      tokenizer.nextIndex = temporaryPosition;
    }
    regexpPosition = tokenizer.nextIndex;
  }
  return unclosed(tokenizer);
}

function nonASCII(input: string, offset: number): TokenizingError {
  const codePoint = String.fromCodePoint(input.codePointAt(offset) as number);
  return { code: 'regexp-non-ASCII', offset, what: `non-ASCII code point ${JSON.stringify(codePoint)} in a regexp group` };
}

function unclosed(tokenizer: Tokenizer): TokenizingError {
  return { code: 'regexp-unclosed', offset: tokenizer.index, what: 'regexp group "(" has no matching ")"' };
}

/** https://urlpattern.spec.whatwg.org/#get-the-next-code-point */
function getNextCodePoint(tokenizer: Tokenizer): void {
  const codePoint = tokenizer.input.codePointAt(tokenizer.nextIndex) as number;
  tokenizer.codePoint = codePoint;
  tokenizer.nextIndex += codePoint > 0xffff ? 2 : 1;
}

/** https://urlpattern.spec.whatwg.org/#seek-and-get-the-next-code-point */
function seekAndGetNextCodePoint(tokenizer: Tokenizer, index: number): void {
  tokenizer.nextIndex = index;
  getNextCodePoint(tokenizer);
}

/** https://urlpattern.spec.whatwg.org/#add-a-token */
function addToken(tokenizer: Tokenizer, type: TokenType, nextPosition: number, valuePosition: number, valueLength: number): void {
  const table = tokenizer.tokenList;
  const token = table.length++;
  table.type[token] = TOKEN_CODE[type];
  table.index[token] = tokenizer.index;
  table.valueStart[token] = valuePosition;
  table.valueEnd[token] = valuePosition + valueLength;
  tokenizer.index = nextPosition;
}

/** https://urlpattern.spec.whatwg.org/#add-a-token-with-default-length */
function addTokenWithDefaultLength(tokenizer: Tokenizer, type: TokenType, nextPosition: number, valuePosition: number): void {
  addToken(tokenizer, type, nextPosition, valuePosition, nextPosition - valuePosition);
}

/** https://urlpattern.spec.whatwg.org/#add-a-token-with-default-position-and-length */
function addTokenWithDefaultPositionAndLength(tokenizer: Tokenizer, type: TokenType): void {
  addTokenWithDefaultLength(tokenizer, type, tokenizer.nextIndex, tokenizer.index);
}

/** https://urlpattern.spec.whatwg.org/#process-a-tokenizing-error (the TypeError says why and where). */
function processTokenizingError(tokenizer: Tokenizer, nextPosition: number, valuePosition: number, error: TokenizingError): void {
  if (tokenizer.policy === 'strict') throw patternStringError(error.code, tokenizer.input, error.offset, error.what);
  addTokenWithDefaultLength(tokenizer, 'invalid-char', nextPosition, valuePosition);
}

/** ECMAScript's IdentifierStartChar: ID_Start, "$", "_". */
const IDENTIFIER_START = /^[\p{ID_Start}$_]$/u;
/** ECMAScript's IdentifierPartChar: ID_Continue, "$", ZWNJ, ZWJ. */
const IDENTIFIER_PART = /^[\p{ID_Continue}$\u200c\u200d]$/u;

/** https://urlpattern.spec.whatwg.org/#is-a-valid-name-code-point */
export function isValidNameCodePoint(codePoint: number, first: boolean): boolean {
  if (codePoint < 0x80) return isASCIINameCodePoint(codePoint, first);
  const text = String.fromCodePoint(codePoint);
  return first ? IDENTIFIER_START.test(text) : IDENTIFIER_PART.test(text);
}

/** The ASCII answer of is a valid name code point without a regular expression (the common case). */
function isASCIINameCodePoint(codePoint: number, first: boolean): boolean {
  const letter = (codePoint | 0x20) >= 0x61 && (codePoint | 0x20) <= 0x7a;
  if (letter || codePoint === 0x24 || codePoint === 0x5f) return true;
  return !first && codePoint >= 0x30 && codePoint <= 0x39;
}
