// The URL Pattern Standard's failures ("throw a TypeError", ../shared/specs/urlpattern.bs) as
// TypeErrors with a code, an offset and the input (urlTypeError of core/errors.ts, as the URL class
// does). Every module of urlpattern/ takes its codes from the one list below: append new codes there.

import { quote } from '../core/messages';
import { urlTypeError, type URLTypeError } from '../core/errors';

/** Every error code of urlpattern/, once. */
export const URLPATTERN_ERROR_CODES = [
  // https://urlpattern.spec.whatwg.org/#tokenize (strict policy)
  'escape-at-end', // "\" is the pattern string's last code point
  'invalid-name', // ":" is not followed by a name (an identifier start code point)
  'regexp-non-ASCII', // a regexp group holds a code point that is not ASCII
  'regexp-leading-question-mark', // "(?" : a regexp group starts with "?"
  'regexp-escape-at-end', // a regexp group's "\" is the last code point
  'regexp-capturing-group', // a "(" inside a regexp group is not followed by "?"
  'regexp-unclosed', // a regexp group has no matching ")"
  'regexp-empty', // "()"
  // https://urlpattern.spec.whatwg.org/#parse-a-pattern-string
  'unexpected-token', // consume a required token: not the close or end token expected
  'misplaced-modifier', // a modifier ("?", "*", "+") with nothing before it that it can modify
  'duplicate-name', // two groups of one pattern string have the same name
  // https://urlpattern.spec.whatwg.org/#compile-a-component
  'invalid-regexp', // RegExpCreate throws on the generated regular expression
  // https://urlpattern.spec.whatwg.org/#url-pattern-create and #url-pattern-match (the lead's create.ts, match.ts)
  'relative-without-base', // a pattern string without a protocol and no base URL
  'init-with-base-url', // a base URL argument beside a URLPatternInit
  // https://urlpattern.spec.whatwg.org/#canon-encoding-callbacks and #process-a-urlpatterninit (part B)
  'invalid-protocol', // canonicalize a protocol: value + "://dummy.invalid/" does not parse
  'invalid-hostname', // canonicalize a hostname: the hostname state override fails (empty, ":", host parser)
  'invalid-ipv6-hostname', // canonicalize an IPv6 hostname: a code point not a hex digit, "[", "]" or ":"
  'invalid-port', // canonicalize a port: no leading digit, or greater than 65535
  'invalid-base-url', // process a URLPatternInit: its baseURL does not parse
  // the extensions compareComponent and generate (part D: compare.ts, generate.ts, extension-arguments.ts)
  'invalid-component', // the component argument is not one of the eight component names
  'generate-missing-group', // generate: groups has no value for a named group of the component
  'generate-invalid-value', // generate: a group's value fails the encoding callback, or is empty or holds the delimiter once encoded
  'generate-modifier', // generate: a part has a modifier ("?", "*", "+")
  'generate-wildcard', // generate: a full wildcard ("*")
  'generate-regexp-group', // generate: a group with a custom regexp
  'generate-not-canonical', // generate: the string made is not canonical (a "." or ".." path segment, an IPv4 host in another form)
  'generate-mismatch', // generate: the string made does not match the component's regular expression
] as const;

export type URLPatternErrorCode = (typeof URLPATTERN_ERROR_CODES)[number];

/** The prefix of every URLPattern error message. */
export const URLPATTERN_ERROR_PREFIX = 'URLPattern';

/** A TypeError with `code`, `offset` in `input` and a message naming the culprit and where. */
export function urlPatternError(code: URLPatternErrorCode, input: string, offset: number, message: string): URLTypeError {
  return urlTypeError(URLPATTERN_ERROR_PREFIX, input, code, offset, message);
}

/** An invalid pattern string: `pattern string "/:a/:a": duplicate group name "a" at offset 4`. */
export function patternStringError(code: URLPatternErrorCode, input: string, offset: number, what: string): URLTypeError {
  return urlPatternError(code, input, offset, `pattern string ${quote(input)}: ${what} at offset ${offset}`);
}
