// Constructor string parsing (https://urlpattern.spec.whatwg.org/#constructor-string-parsing): a
// pattern string for a whole URL ("https://*.example.com/:id?q#h") split into the pattern strings of
// its components. This is the standard's state machine over the tokens of the lenient tokenizer
// (tokenize.ts), not a grammar: peggy reads characters, and the parser needs the tokens (a ":" in
// a name or a "?" modifier is no separator, "{ ... }" groups hold no boundary) and the standard's
// rewinds, which read each token at most three times (linear time).

import { SPECIAL_SCHEMES } from '../core/schemes';
import { canonicalizeProtocol } from './canonicalize';
import { compileComponent, DEFAULT_OPTIONS } from './compile';
import { tokenize } from './tokenize';
import type { Component, Token, URLPatternInit } from './types';

/** https://urlpattern.spec.whatwg.org/#constructor-string-parser-state */
type State =
  | 'init' | 'protocol' | 'authority' | 'username' | 'password' | 'hostname' | 'port'
  | 'pathname' | 'search' | 'hash' | 'done';

/** The states whose component string is stored on leaving them (not init, authority or done). */
type ComponentState = 'protocol' | 'username' | 'password' | 'hostname' | 'port' | 'pathname' | 'search' | 'hash';

/** https://urlpattern.spec.whatwg.org/#constructor-string-parser */
interface ConstructorStringParser {
  readonly input: string;
  readonly tokenList: readonly Token[];
  readonly result: URLPatternInit;
  componentStart: number;
  tokenIndex: number;
  tokenIncrement: number;
  groupDepth: number;
  hostnameIPv6BracketDepth: number;
  protocolMatchesASpecialSchemeFlag: boolean;
  state: State;
}

/** https://urlpattern.spec.whatwg.org/#parse-a-constructor-string */
export function parseConstructorString(input: string): URLPatternInit {
  const parser: ConstructorStringParser = {
    input, tokenList: tokenize(input, 'lenient'), result: {}, componentStart: 0, tokenIndex: 0,
    tokenIncrement: 1, groupDepth: 0, hostnameIPv6BracketDepth: 0, protocolMatchesASpecialSchemeFlag: false,
    state: 'init',
  };
  while (parser.tokenIndex < parser.tokenList.length) {
    parser.tokenIncrement = 1;
    if (parser.tokenList[parser.tokenIndex].type === 'end') {
      if (parser.state === 'init') {
        // No protocol terminator: a relative constructor string, from a pathname, search or hash.
        rewind(parser);
        if (isHashPrefix(parser)) changeState(parser, 'hash', 1);
        else if (isSearchPrefix(parser)) changeState(parser, 'search', 1);
        else changeState(parser, 'pathname', 0);
        parser.tokenIndex += parser.tokenIncrement;
        continue;
      }
      if (parser.state === 'authority') {
        // No "@": no username or password.
        rewindAndSetState(parser, 'hostname');
        parser.tokenIndex += parser.tokenIncrement;
        continue;
      }
      changeState(parser, 'done', 0);
      break;
    }
    if (isGroupOpen(parser)) {
      // No component boundary inside "{ ... }".
      parser.groupDepth += 1;
      parser.tokenIndex += parser.tokenIncrement;
      continue;
    }
    if (parser.groupDepth > 0) {
      if (isGroupClose(parser)) {
        parser.groupDepth -= 1;
      } else {
        parser.tokenIndex += parser.tokenIncrement;
        continue;
      }
    }
    STATE_STEPS[parser.state](parser);
    parser.tokenIndex += parser.tokenIncrement;
  }
  if (parser.result.hostname !== undefined && parser.result.port === undefined) {
    // A hostname without a port means the default port (":*" matches any).
    parser.result.port = '';
  }
  return parser.result;
}

/** The steps of each state of the parse loop's switch (parse a constructor string, step 2.5). */
const STATE_STEPS: Readonly<Record<State, (parser: ConstructorStringParser) => void>> = {
  init: (parser) => {
    if (isProtocolSuffix(parser)) rewindAndSetState(parser, 'protocol');
  },
  protocol: protocolStep,
  authority: (parser) => {
    if (isIdentityTerminator(parser)) rewindAndSetState(parser, 'username');
    else if (isPathnameStart(parser) || isSearchPrefix(parser) || isHashPrefix(parser)) rewindAndSetState(parser, 'hostname');
  },
  username: (parser) => {
    if (isPasswordPrefix(parser)) changeState(parser, 'password', 1);
    else if (isIdentityTerminator(parser)) changeState(parser, 'hostname', 1);
  },
  password: (parser) => {
    if (isIdentityTerminator(parser)) changeState(parser, 'hostname', 1);
  },
  hostname: hostnameStep,
  port: (parser) => {
    if (isPathnameStart(parser)) changeState(parser, 'pathname', 0);
    else if (isSearchPrefix(parser)) changeState(parser, 'search', 1);
    else if (isHashPrefix(parser)) changeState(parser, 'hash', 1);
  },
  pathname: (parser) => {
    if (isSearchPrefix(parser)) changeState(parser, 'search', 1);
    else if (isHashPrefix(parser)) changeState(parser, 'hash', 1);
  },
  search: (parser) => {
    if (isHashPrefix(parser)) changeState(parser, 'hash', 1);
  },
  hash: () => undefined,
  done: () => undefined, // never reached: the loop breaks on entering it
};

/** The "protocol" state: at the ":", the authority ("//" or a special scheme) or the pathname. */
function protocolStep(parser: ConstructorStringParser): void {
  if (!isProtocolSuffix(parser)) return;
  computeProtocolMatchesASpecialSchemeFlag(parser);
  let nextState: State = 'pathname';
  let skip = 1;
  if (nextIsAuthoritySlashes(parser)) {
    nextState = 'authority';
    skip = 3;
  } else if (parser.protocolMatchesASpecialSchemeFlag) {
    nextState = 'authority';
  }
  changeState(parser, nextState, skip);
}

/** The "hostname" state: ":" outside IPv6 brackets starts the port. */
function hostnameStep(parser: ConstructorStringParser): void {
  if (isIPv6Open(parser)) parser.hostnameIPv6BracketDepth += 1;
  else if (isIPv6Close(parser)) parser.hostnameIPv6BracketDepth -= 1;
  else if (isPortPrefix(parser) && parser.hostnameIPv6BracketDepth === 0) changeState(parser, 'port', 1);
  else if (isPathnameStart(parser)) changeState(parser, 'pathname', 0);
  else if (isSearchPrefix(parser)) changeState(parser, 'search', 1);
  else if (isHashPrefix(parser)) changeState(parser, 'hash', 1);
}

/** https://urlpattern.spec.whatwg.org/#change-state */
function changeState(parser: ConstructorStringParser, newState: State, skip: number): void {
  const state = parser.state;
  if (state !== 'init' && state !== 'authority' && state !== 'done') {
    parser.result[state as ComponentState] = makeAComponentString(parser);
  }
  if (state !== 'init' && newState !== 'done') fillSkippedComponents(parser, state, newState);
  parser.state = newState;
  parser.tokenIndex += skip;
  parser.componentStart = parser.tokenIndex;
  parser.tokenIncrement = 0;
}

/**
 * change state step 2: the components a transition skips over are empty (a pathname "/" after a
 * special scheme) rather than wildcards: "https://example.com?q" has pathname "/" and no hash wildcard.
 */
function fillSkippedComponents(parser: ConstructorStringParser, state: State, newState: State): void {
  const result = parser.result;
  const beforeHostname = state === 'protocol' || state === 'authority' || state === 'username' || state === 'password';
  const beforePathname = beforeHostname || state === 'hostname' || state === 'port';
  if (beforeHostname && (newState === 'port' || newState === 'pathname' || newState === 'search' || newState === 'hash')
    && result.hostname === undefined) {
    result.hostname = '';
  }
  if (beforePathname && (newState === 'search' || newState === 'hash') && result.pathname === undefined) {
    result.pathname = parser.protocolMatchesASpecialSchemeFlag ? '/' : '';
  }
  if ((beforePathname || state === 'pathname') && newState === 'hash' && result.search === undefined) {
    result.search = '';
  }
}

/** https://urlpattern.spec.whatwg.org/#rewind */
function rewind(parser: ConstructorStringParser): void {
  parser.tokenIndex = parser.componentStart;
  parser.tokenIncrement = 0;
}

/** https://urlpattern.spec.whatwg.org/#rewind-and-set-state */
function rewindAndSetState(parser: ConstructorStringParser, state: State): void {
  rewind(parser);
  parser.state = state;
}

/** https://urlpattern.spec.whatwg.org/#get-a-safe-token: past the end, the end token. */
function getASafeToken(parser: ConstructorStringParser, index: number): Token {
  const tokenList = parser.tokenList;
  return index < tokenList.length ? tokenList[index] : tokenList[tokenList.length - 1];
}

/** https://urlpattern.spec.whatwg.org/#is-a-non-special-pattern-char */
function isANonSpecialPatternChar(parser: ConstructorStringParser, index: number, value: string): boolean {
  const token = getASafeToken(parser, index);
  if (token.value !== value) return false;
  return token.type === 'char' || token.type === 'escaped-char' || token.type === 'invalid-char';
}

/** https://urlpattern.spec.whatwg.org/#is-a-protocol-suffix */
function isProtocolSuffix(parser: ConstructorStringParser): boolean {
  return isANonSpecialPatternChar(parser, parser.tokenIndex, ':');
}

/** https://urlpattern.spec.whatwg.org/#next-is-authority-slashes */
function nextIsAuthoritySlashes(parser: ConstructorStringParser): boolean {
  return isANonSpecialPatternChar(parser, parser.tokenIndex + 1, '/')
    && isANonSpecialPatternChar(parser, parser.tokenIndex + 2, '/');
}

/** https://urlpattern.spec.whatwg.org/#is-an-identity-terminator */
function isIdentityTerminator(parser: ConstructorStringParser): boolean {
  return isANonSpecialPatternChar(parser, parser.tokenIndex, '@');
}

/** https://urlpattern.spec.whatwg.org/#is-a-password-prefix */
function isPasswordPrefix(parser: ConstructorStringParser): boolean {
  return isANonSpecialPatternChar(parser, parser.tokenIndex, ':');
}

/** https://urlpattern.spec.whatwg.org/#is-a-port-prefix */
function isPortPrefix(parser: ConstructorStringParser): boolean {
  return isANonSpecialPatternChar(parser, parser.tokenIndex, ':');
}

/** https://urlpattern.spec.whatwg.org/#is-a-pathname-start */
function isPathnameStart(parser: ConstructorStringParser): boolean {
  return isANonSpecialPatternChar(parser, parser.tokenIndex, '/');
}

/**
 * https://urlpattern.spec.whatwg.org/#is-a-search-prefix: a "?" that is a char, or an
 * other-modifier token with nothing before it that it could modify.
 */
function isSearchPrefix(parser: ConstructorStringParser): boolean {
  if (isANonSpecialPatternChar(parser, parser.tokenIndex, '?')) return true;
  if (parser.tokenList[parser.tokenIndex].value !== '?') return false;
  const previousIndex = parser.tokenIndex - 1;
  if (previousIndex < 0) return true;
  const previousType = getASafeToken(parser, previousIndex).type;
  return !(previousType === 'name' || previousType === 'regexp' || previousType === 'close' || previousType === 'asterisk');
}

/** https://urlpattern.spec.whatwg.org/#is-a-hash-prefix */
function isHashPrefix(parser: ConstructorStringParser): boolean {
  return isANonSpecialPatternChar(parser, parser.tokenIndex, '#');
}

/** https://urlpattern.spec.whatwg.org/#is-a-group-open */
function isGroupOpen(parser: ConstructorStringParser): boolean {
  return parser.tokenList[parser.tokenIndex].type === 'open';
}

/** https://urlpattern.spec.whatwg.org/#is-a-group-close */
function isGroupClose(parser: ConstructorStringParser): boolean {
  return parser.tokenList[parser.tokenIndex].type === 'close';
}

/** https://urlpattern.spec.whatwg.org/#is-an-ipv6-open */
function isIPv6Open(parser: ConstructorStringParser): boolean {
  return isANonSpecialPatternChar(parser, parser.tokenIndex, '[');
}

/** https://urlpattern.spec.whatwg.org/#is-an-ipv6-close */
function isIPv6Close(parser: ConstructorStringParser): boolean {
  return isANonSpecialPatternChar(parser, parser.tokenIndex, ']');
}

/** https://urlpattern.spec.whatwg.org/#make-a-component-string: the input from the component's first token to the current one. */
function makeAComponentString(parser: ConstructorStringParser): string {
  const token = parser.tokenList[parser.tokenIndex];
  const componentStartInputIndex = getASafeToken(parser, parser.componentStart).index;
  return parser.input.slice(componentStartInputIndex, token.index);
}

/** https://urlpattern.spec.whatwg.org/#compute-protocol-matches-a-special-scheme-flag */
function computeProtocolMatchesASpecialSchemeFlag(parser: ConstructorStringParser): void {
  const protocolString = makeAComponentString(parser);
  const protocolComponent = compileComponent(protocolString, canonicalizeProtocol, DEFAULT_OPTIONS);
  if (protocolComponentMatchesASpecialScheme(protocolComponent)) parser.protocolMatchesASpecialSchemeFlag = true;
}

/** https://urlpattern.spec.whatwg.org/#protocol-component-matches-a-special-scheme */
export function protocolComponentMatchesASpecialScheme(protocolComponent: Component): boolean {
  for (const scheme of SPECIAL_SCHEMES.keys()) {
    if (RegExp.prototype.exec.call(protocolComponent.regularExpression, scheme) !== null) return true;
  }
  return false;
}
