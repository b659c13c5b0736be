// The same string read by three kinds of parser (docs/security.md "Readings"): the URL Standard
// (browsers, Node, undici, fetch), the RFC 3986 grammar (strict parsers) and RFC 3986 Appendix B's
// regular expression (hand-written splitters); whether two of them that accept it connect to
// different places, and why (src/target/causes.ts).

import type { Diagnostic, ValidationError } from '../core/errors';
import { toUSVString } from '../core/arguments';
import { defaultPort } from '../core/schemes';
import { parseURLWith } from '../whatwg/api';
import type { URLRecord } from '../whatwg/record';
import { serializePath, serializeURL } from '../whatwg/serializer';
import { ruleFailure } from '../strict/parse';
import { splitAppendixB } from './appendix-b';
import { differencesOf } from './causes';
import type { OtherReading, ReadingContext } from './causes';
import { effectivePort, resolveComponents } from './components';
import type { Components } from './components';
import { hostKey } from './host-key';
import type { ReadingParser, TargetReading, TargetReadings } from './types';

/**
 * The readings of `input` against `base` (a base URL string, or a URL record): the URL Standard's,
 * the RFC 3986 grammar's and RFC 3986 Appendix B's, whether they are ambiguous, and their
 * differences. Never throws on a string and a base string or record; a base string the URL
 * Standard rejects makes every reading fail with a failure that says so (`failed: 'base'`).
 */
export function readTarget(input: string, base: string | URLRecord | null): TargetReadings {
  const parsed = parseURLWith('readTarget', input, base, null, Infinity);
  return readingsOf(input, base, parsed);
}

/** The URL Standard's parse of the input, as parseURL returns it (src/target/url-parse.ts has the same fields). */
export interface URLParse {
  readonly url: URLRecord | null;
  /** The failure (of the input, or of the base string when `failed` is 'base'), null when it parses. */
  readonly failure: ValidationError | null;
  readonly failed: 'input' | 'base' | null;
  /** The validation errors met (none needed when the base failed). */
  readonly errors: readonly ValidationError[];
}

/**
 * readTarget on the URL Standard's parse of `input` against `base` already made (parseURL's
 * result, or one with the same fields), so that a caller that has it does not parse twice.
 */
export function readingsOf(given: string, base: string | URLRecord | null, parsed: URLParse): TargetReadings {
  // Every reading reads the same code points: lone surrogates as U+FFFD, as the URL Standard's
  // input is a USVString (Web IDL); the strict grammar and the expression see what it sees.
  const input = toUSVString(given);
  if (parsed.failed === 'base' && parsed.failure !== null) {
    const failure = baseFailure(parsed.failure, typeof base === 'string' ? base : '');
    return { readings: [failedReading('url', failure, 'base'), failedReading('rfc3986', failure, 'base'), failedReading('appendix-b', failure, 'base')], ambiguous: false, differences: [] };
  }
  const baseText = base === null ? null : typeof base === 'string' ? base : serializeURL(base);
  const url = urlReading(parsed);
  const rfc = rfc3986Reading(input, baseText);
  const splitter = appendixBReading(input, baseText);
  const readings: TargetReadings['readings'] = [url, rfc.reading, splitter.reading];
  // The validation errors are built only if a cause needs them (parseURL builds them when read).
  const context: ReadingContext = { input, base: baseText, url, errors: () => parsed.errors };
  const others: OtherReading[] = [rfc, splitter];
  return { readings, ambiguous: isAmbiguous(readings), differences: differencesOf(context, others) };
}

// The URL Standard's reading: https://url.spec.whatwg.org/#concept-url-parser, its record's
// components serialized (userinfo as the href writes it, the host serializer, the path serializer).
function urlReading(parsed: URLParse): TargetReading {
  const url = parsed.url;
  if (url === null) return failedReading('url', parsed.failure ?? MISSING_FAILURE, parsed.failed ?? 'input');
  const userinfo = url.username === '' && url.password === '' ? null : url.password === '' ? url.username : `${url.username}:${url.password}`;
  return {
    parser: 'url',
    ok: true,
    failed: null,
    scheme: url.scheme,
    userinfo,
    host: url.host,
    port: url.port === null ? null : String(url.port),
    effectivePort: url.port ?? defaultPort(url.scheme),
    path: serializePath(url),
    failure: null,
  };
}

// RFC 3986 section 4.1 URI-reference by the grammar of Appendix A; a relative reference is resolved
// against the base (read as absolute-URI, section 5.1) by section 5.2. The base is read only when
// the reference needs it, so that a base the grammar rejects does not hide an absolute input.
function rfc3986Reading(input: string, baseText: string | null): OtherReading {
  const failure = ruleFailure(input, 'rfc3986', 'URI-reference');
  if (failure !== null) return { reading: failedReading('rfc3986', failure, 'input'), parts: null, read: null };
  const ref = grammarComponents(input);
  if (ref.scheme !== null || baseText === null) return readingOf('rfc3986', resolveComponents(ref, null), readRFC3986);
  const baseFailed = ruleFailure(baseText, 'rfc3986', 'absolute-URI');
  if (baseFailed !== null) return { reading: failedReading('rfc3986', baseFailure(baseFailed, baseText), 'base'), parts: null, read: null };
  return readingOf('rfc3986', resolveComponents(ref, grammarComponents(baseText)), readRFC3986);
}

/** The rfc3986 reading's components of a (changed) input against a base, or null when it fails. */
function readRFC3986(text: string, baseText: string | null): Components | null {
  if (ruleFailure(text, 'rfc3986', 'URI-reference') !== null) return null;
  const ref = grammarComponents(text);
  if (ref.scheme !== null || baseText === null) return resolveComponents(ref, null);
  return ruleFailure(baseText, 'rfc3986', 'absolute-URI') === null ? resolveComponents(ref, grammarComponents(baseText)) : null;
}

/**
 * The components of a string the RFC 3986 grammar accepts, as its parse tree has them: Appendix B's
 * split (RFC 3986 Appendix B: the expression reads every URI-reference into its components, and
 * in one the grammar accepts, the userinfo has no "@" and a host other than an IP literal no ":",
 * so the splitter's authority split is the grammar's). The grammar only decides acceptance
 * (ruleFailure: its whole-input pattern, the parser for a failure), at a pattern's speed;
 * test/target-readings.test.ts checks the components against parseReference's tree.
 */
function grammarComponents(text: string): Components {
  return splitAppendixB(text);
}

// RFC 3986 Appendix B, the authority split as splitters do (src/target/appendix-b.ts); a
// relative reference resolved against the base, split the same way, by section 5.2.
function appendixBReading(input: string, baseText: string | null): OtherReading {
  return readingOf('appendix-b', readAppendixB(input, baseText), readAppendixB);
}

/** The appendix-b reading's components of a (changed) input against a base (never null). */
function readAppendixB(text: string, baseText: string | null): Components {
  const ref = splitAppendixB(text);
  return resolveComponents(ref, ref.scheme !== null || baseText === null ? null : splitAppendixB(baseText));
}

/** An accepting reading of resolved components, and how to read a changed input the same way. */
function readingOf(parser: Exclude<ReadingParser, 'url'>, parts: Components, read: OtherReading['read']): OtherReading {
  const reading: TargetReading = {
    parser,
    ok: true,
    failed: null,
    scheme: parts.scheme,
    userinfo: parts.userinfo,
    host: parts.host,
    port: parts.port,
    effectivePort: effectivePort(parts.scheme, parts.port),
    path: parts.path,
    failure: null,
  };
  return { reading, parts, read };
}

/** The failure of a parse that gives neither a record nor a failure (a caller's inconsistent URLParse). */
const MISSING_FAILURE: Diagnostic = { code: 'missing-failure', offset: 0, length: 0, message: 'The URL parse gave neither a URL record nor a failure' };

/** A reading that fails, with the failure of `failed` ('input' or 'base'). */
function failedReading(parser: ReadingParser, failure: Diagnostic, failed: 'input' | 'base'): TargetReading {
  return { parser, ok: false, failed, scheme: null, userinfo: null, host: null, port: null, effectivePort: null, path: null, failure };
}

/** A failure of the base URL, as a Diagnostic whose message says it is the base's (offsets are in the base). */
function baseFailure(failure: Diagnostic, baseText: string): Diagnostic {
  const message = `The base URL ${JSON.stringify(baseText)} is invalid: ${failure.message}`;
  const { code, offset, length, rule, expected, found } = failure;
  return rule === undefined ? { code, offset, length, message } : { code, offset, length, message, rule, expected, found };
}

/** Two accepting readings differ on the host (compared by hostKey) or on the effective port. */
function isAmbiguous(readings: TargetReadings['readings']): boolean {
  const accepting = readings.filter((reading) => reading.ok);
  for (let i = 1; i < accepting.length; i++) {
    const a = accepting[0];
    const b = accepting[i];
    if (hostKey(a.host) !== hostKey(b.host) || a.effectivePort !== b.effectivePort) return true;
  }
  return false;
}
