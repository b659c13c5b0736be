// Why the RFC 3986 grammar or a hand-written splitter reads a URL's userinfo, host or port
// differently from the URL Standard, named after the URL Standard's appendix "Differences from
// RFC 3986 and RFC 3987" (docs/security.md has the table). A cause is found by doing what the URL
// Standard does to the string, one step at a time in its order (strip C0 controls and spaces,
// remove tabs and newlines, drop a scheme equal to the base's, read backslashes as slashes, take
// any number of slashes, end the userinfo at the last "@"), and reading the changed string again
// with the other parser: the step after which it agrees is the cause. When none does, the host
// parser is: percent-decoding, IDNA, the IPv4 forms, IPv6 serialisation, file "localhost".

import type { ValidationError } from '../core/errors';
import { isSpecialScheme } from '../core/schemes';
import { isUnreserved } from '../core/code-points';
import { hexValue, percentDecodeString } from '../core/characters';
import type { Components } from './components';
import { asciiLowercase } from '../core/characters';
import { effectivePort } from './components';
import { hostKey } from './host-key';
import { STRUCTURAL_STEPS, quoteText } from './url-steps';
import type { Culprit, StepContext } from './url-steps';
import type { DifferenceCause, ReadingDifference, ReadingParser, TargetReading } from './types';

/** What the differences are computed from: the input, the base as a string, the URL Standard's reading and errors. */
export interface ReadingContext {
  readonly input: string;
  readonly base: string | null;
  readonly url: TargetReading;
  /** The URL parse's validation errors, built on first call (most inputs have no difference to explain). */
  readonly errors: () => readonly ValidationError[];
}

/** Reads a changed input against the base as a reading does: its components, or null when it fails. */
export type Reader = (text: string, base: string | null) => Components | null;

/** A reading other than the URL Standard's, with its components and its reader (null when it fails). */
export interface OtherReading {
  readonly reading: TargetReading;
  readonly parts: Components | null;
  readonly read: Reader | null;
}

/** An other reading that accepts the input. */
interface Accepting {
  readonly parser: Exclude<ReadingParser, 'url'>;
  readonly reading: TargetReading;
  readonly parts: Components;
  readonly read: Reader;
}

type Component = ReadingDifference['component'];

/** A cause and its culprit in the input. */
interface Found {
  readonly cause: DifferenceCause;
  readonly culprit: Culprit;
  /** The sentence after "because". */
  readonly why: string;
}

/** Every difference on userinfo, host or effective port between the URL Standard's reading and each other accepting one. */
export function differencesOf(context: ReadingContext, others: readonly OtherReading[]): ReadingDifference[] {
  if (!context.url.ok) return [];
  const differences: ReadingDifference[] = [];
  for (const other of others) {
    const { reading, parts, read } = other;
    if (!reading.ok || reading.parser === 'url' || parts === null || read === null) continue;
    const accepting: Accepting = { parser: reading.parser, reading, parts, read };
    for (const component of COMPONENTS) {
      const url = valueOf(context.url, component);
      const value = valueOf(reading, component);
      if (keyOf(component, url) === keyOf(component, value)) continue;
      differences.push(difference(context, accepting, component, url, value));
    }
  }
  return differences;
}

const COMPONENTS: readonly Component[] = ['userinfo', 'host', 'port'];

/** The value shown for a component: userinfo and host as read, the port as the effective port. */
function valueOf(reading: TargetReading, component: Component): string | null {
  if (component === 'userinfo') return reading.userinfo;
  if (component === 'host') return reading.host;
  return reading.effectivePort === null ? null : String(reading.effectivePort);
}

/** The value compared: userinfo by userinfoKey, hosts by hostKey, ports as they are. */
function keyOf(component: Component, value: string | null): string | null {
  if (value === null) return null;
  if (component === 'userinfo') return userinfoKey(value);
  if (component === 'host') return hostKey(value);
  return value;
}

/**
 * The userinfo compared: percent-decoded (the URL Standard encodes what the others keep), without
 * an empty password, and null when nothing is left: the URL Standard's record has a username and a
 * password, and serializes neither when empty (URL serializer step 2.1).
 */
function userinfoKey(value: string): string | null {
  const decoded = percentDecodeString(value);
  const password = decoded.indexOf(':');
  const kept = password === decoded.length - 1 ? decoded.slice(0, -1) : decoded;
  return kept === '' ? null : kept;
}

/** One difference, with its cause and message. */
function difference(context: ReadingContext, other: Accepting, component: Component, url: string | null, value: string | null): ReadingDifference {
  const found = findCause(context, other, component);
  const parser = other.parser;
  const message = `${PARSER_NAMES[parser]} reads the ${COMPONENT_NAMES[component]} as ${show(value)}, the URL Standard as ${show(url)}, because ${found.why}`;
  return { component, parser, url, other: value, cause: found.cause, message, offset: found.culprit.offset, length: found.culprit.length };
}

const PARSER_NAMES: Readonly<Record<Exclude<ReadingParser, 'url'>, string>> = {
  'rfc3986': 'The RFC 3986 grammar',
  'appendix-b': "RFC 3986 Appendix B's regular expression (as a hand-written splitter uses it)",
};

const COMPONENT_NAMES: Readonly<Record<Component, string>> = { userinfo: 'userinfo', host: 'host', port: 'effective port' };

function show(value: string | null): string {
  return value === null ? 'absent' : quoteText(value);
}

/**
 * The cause of a difference on `component`: the first of the URL Standard's steps on the string
 * after which the other parser agrees (steps done one after another), else the host parser's.
 */
function findCause(context: ReadingContext, other: Accepting, component: Component): Found {
  const step: StepContext = { input: context.input, base: context.base, scheme: context.url.scheme };
  let text = context.input;
  let parts = other.parts;
  for (const candidate of STRUCTURAL_STEPS) {
    const changed = candidate.apply(text, step);
    if (changed === null || changed === text) continue;
    text = changed;
    const reread = other.read(text, context.base);
    if (reread === null) continue;
    parts = reread;
    if (agrees(context.url, reread, component)) {
      const culprit = candidate.culprit(step);
      return { cause: candidate.cause(step), culprit, why: candidate.why(step, culprit) };
    }
  }
  const at = hostOffset(context.input, parts, other.parts);
  return hostCause(context, context.url.scheme !== null && isSpecialScheme(context.url.scheme), parts, at, component);
}

/** Whether components read from a changed input agree with the URL Standard's reading on `component`. */
function agrees(url: TargetReading, parts: Components, component: Component): boolean {
  if (component === 'userinfo') return keyOf('userinfo', url.userinfo) === keyOf('userinfo', parts.userinfo);
  if (component === 'host') return hostKey(url.host) === hostKey(parts.host);
  return url.effectivePort === effectivePort(parts.scheme, parts.port);
}

// The host parser's steps (https://url.spec.whatwg.org/#concept-host-parser) and the file
// "localhost" rule, once the other parser splits the string as the URL Standard does.
function hostCause(context: ReadingContext, special: boolean, parts: Components, at: number, component: Component): Found {
  const url = context.url;
  const host = parts.host ?? '';
  if (url.scheme === 'file' && url.host === '' && asciiLowercase(host) === 'localhost') {
    return found('file-localhost', at, host, `the URL Standard gives a file: URL whose host is ${quoteText(host)} (localhost, in any case) the empty host`);
  }
  if (url.scheme === 'file' && isDriveLetter(parts)) {
    const letter = host + (parts.port === null ? '' : ':');
    return found('windows-drive-letter', at, letter, `the URL Standard reads ${quoteText(letter)} in a file: URL as a Windows drive letter, the first segment of the path, not as a host`);
  }
  if (url.scheme === 'file' && parts.host === null) {
    return found('authority-required', -1, '', `a file: URL always has a host in the URL Standard (the empty host, or the base URL's), where the other parser reads none`);
  }
  if (component === 'port') return portCause(context, parts, at);
  const escape = special ? decodedEscape(host) : -1;
  if (escape >= 0) {
    const culprit: Culprit = { text: host.slice(escape, escape + 3), offset: at < 0 ? -1 : at + escape, length: 3 };
    return { cause: 'percent-encoded-host', culprit, why: `the URL Standard percent-decodes the host ${quoteText(host)} (${quoteText(culprit.text)} here) before reading it` };
  }
  const nonASCII = firstNonASCII(host);
  if (special && (nonASCII >= 0 || hasError(context, 'IPv4-non-ASCII-input'))) {
    const culprit = nonASCIICulprit(host, nonASCII, at);
    return { cause: 'idna', culprit, why: `the URL Standard maps the host ${quoteText(host)} by UTS #46 ToASCII (IDNA), which gives ${show(url.host)}` };
  }
  if (special && url.host !== null && IPV4.test(url.host)) {
    return found('ipv4-forms', at, host, `the URL Standard reads ${quoteText(host)} as the IPv4 address ${url.host}: it accepts ${ipv4Forms(context)}, and serializes the address as dotted-decimal`);
  }
  if (url.host !== null && url.host.startsWith('[')) {
    return found('ipv6-forms', at, host, `the URL Standard reads the IPv6 address ${quoteText(host)} and serializes it as ${url.host}`);
  }
  if (!special && url.host !== null && percentDecodeString(url.host) === percentDecodeString(host)) {
    const index = host.search(/[^\x21-\x7e]/);
    return { cause: 'non-ascii', culprit: nonASCIICulprit(host, index, at), why: `the URL Standard percent-encodes the non-ASCII code points and controls of the opaque host ${quoteText(host)} rather than rejecting them` };
  }
  return found('other', at, host, `the readings differ (no rule of the URL Standard's appendix explains it)`);
}

// https://url.spec.whatwg.org/#port-state: the port is read as a number, and a default port drops.
function portCause(context: ReadingContext, parts: Components, at: number): Found {
  const port = parts.port ?? '';
  const offset = at < 0 || parts.host === null ? -1 : at + parts.host.length + 1;
  return found('port', offset, port, `the URL Standard reads the port ${quoteText(port)} of ${quoteText(parts.host ?? '')} as ${show(context.url.port)} (the effective port ${show(context.url.effectivePort === null ? null : String(context.url.effectivePort))})`);
}

/** A Windows drive letter as the other parser's authority: "C:" (host "C", empty port) or "C|". */
function isDriveLetter(parts: Components): boolean {
  const host = parts.host;
  if (host === null) return false;
  return (/^[A-Za-z]$/.test(host) && parts.port === '') || (/^[A-Za-z]\|$/.test(host) && parts.port === null);
}

const IPV4 = /^[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}$/;

/** The IPv4 forms the input used, from the URL parse's validation errors. */
function ipv4Forms(context: ReadingContext): string {
  const forms: string[] = [];
  if (hasError(context, 'IPv4-non-decimal-part')) forms.push('octal and hexadecimal parts');
  if (hasError(context, 'IPv4-too-few-parts')) forms.push('fewer than four parts');
  if (hasError(context, 'IPv4-empty-part')) forms.push('an empty last part (a trailing dot)');
  if (hasError(context, 'IPv4-out-of-range-part')) forms.push('a last part that spans several bytes');
  return forms.length === 0 ? 'octal, hexadecimal and fewer-than-four-part forms' : forms.join(', ');
}

function hasError(context: ReadingContext, code: ValidationError['code']): boolean {
  return context.errors().some((error) => error.code === code);
}

/** A Found whose culprit is `text` at `offset` (-1: not found in the input). */
function found(cause: DifferenceCause, offset: number, text: string, why: string): Found {
  return { cause, culprit: { text, offset, length: offset < 0 ? 0 : text.length }, why };
}

/**
 * Where the host of `parts` is in the input: right after the userinfo of the authority the other
 * parser read in the input itself (`original`) when it is that host, else its first occurrence
 * in the input (a host read from a changed input); -1 when there is none.
 */
function hostOffset(input: string, parts: Components, original: Components): number {
  const host = parts.host;
  if (host === null) return -1;
  const span = original.span;
  if (span !== null && original.host === host) return span.start + (original.userinfo === null ? 0 : original.userinfo.length + 1);
  return host === '' ? -1 : input.indexOf(host);
}

/** The first percent-escape of `host` whose byte is not unreserved (RFC 3986 6.2.2.2 leaves it), or -1. */
function decodedEscape(host: string): number {
  for (let i = host.indexOf('%'); i >= 0; i = host.indexOf('%', i + 1)) {
    const hi = hexValue(host.charCodeAt(i + 1));
    const lo = hexValue(host.charCodeAt(i + 2));
    if (hi >= 0 && lo >= 0 && !isUnreserved((hi << 4) | lo)) return i;
  }
  return -1;
}

/** The index of the first non-ASCII code unit of `text`, or -1. */
function firstNonASCII(text: string): number {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x80) return i;
  return -1;
}

/** The first non-ASCII code point of the host as the culprit (the whole host when it has none). */
function nonASCIICulprit(host: string, index: number, at: number): Culprit {
  if (index < 0) return { text: host, offset: at, length: at < 0 ? 0 : host.length };
  const codePoint = host.codePointAt(index) as number;
  const text = String.fromCodePoint(codePoint);
  return { text, offset: at < 0 ? -1 : at + index, length: at < 0 ? 0 : text.length };
}
