// How the input wrote its host, in words for inspectTarget's reasons: what the URL Standard's host
// parser met on the way (its validation errors, section 3.5 "Host parsing": IPv4-non-decimal-part,
// IPv4-too-few-parts, IPv4-empty-part, IPv4-non-ASCII-input, domain-percent-encoded) and how the
// host as written differs from its serialization (case, a trailing dot, tab or newline).

import { percentDecodeString } from '../core/characters';
import { codePointName } from '../core/messages';
import type { HostError, WrittenHost } from './url-parse';

const NUMBER_WORDS: readonly string[] = ['no', 'one', 'two', 'three', 'four'];

/** Quoted input text in reasons: control characters escaped, at most this many code units. */
const QUOTE_LIMIT = 100;
/** Distinct non-ASCII code points named in an IDNA phrase. */
const CODE_POINT_LIMIT = 6;

/** `text` quoted for a sentence: in backquotes, C0 controls and DEL escaped, long text cut. */
export function quote(text: string): string {
  const cut = text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT)}...` : text;
  return `\`${cut.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}\``;
}

/** The first host error with `code`, if the parser met one. */
function hostError(errors: readonly HostError[], code: HostError['code']): HostError | undefined {
  return errors.find((e) => e.code === code);
}

/**
 * URL Standard IPv4 parser: how the address was written, from the errors it reported: the radix
 * of its non-decimal parts (the IPv4 number parser's "0x" / "0" prefixes), its number of parts
 * (IPv4-too-few-parts names the text it split), a trailing dot (IPv4-empty-part), and how the
 * host parser got that text (percent-decoding, IDNA mapping).
 */
export function ipv4Form(written: WrittenHost, errors: readonly HostError[]): string[] {
  const phrases = encodingPhrases(written, errors);
  phrases.push(ipv4Notation(errors));
  if (hostError(errors, 'IPv4-empty-part') !== undefined) phrases.push('with a trailing dot');
  return phrases.concat(casePhrases(written));
}

/** "in hexadecimal with two parts", "in dotted decimal" (four decimal parts, the serialized form). */
function ipv4Notation(errors: readonly HostError[]): string {
  const radixes = new Set<string>();
  for (const e of errors) {
    if (e.code !== 'IPv4-non-decimal-part' || e.subject === undefined) continue;
    radixes.add((e.subject.charCodeAt(1) | 0x20) === 0x78 ? 'hexadecimal' : 'octal');
  }
  const parts = partCount(hostError(errors, 'IPv4-too-few-parts')?.subject);
  const radix = radixes.size === 2 ? 'mixed hexadecimal and octal' : radixes.size === 1 ? [...radixes][0] : 'decimal';
  if (radix === 'decimal' && parts === 4) return 'in dotted decimal';
  return `in ${radix} with ${NUMBER_WORDS[parts]} part${parts === 1 ? '' : 's'}`;
}

/** The IPv4 parser's number of parts for `text` (four when the parser did not say fewer). */
function partCount(text: string | undefined): number {
  if (text === undefined) return 4;
  let end = text.length;
  if (end > 0 && text.charCodeAt(end - 1) === 0x2e) end--;
  let parts = 1;
  for (let i = 0; i < end; i++) if (text.charCodeAt(i) === 0x2e) parts++;
  return parts;
}

/**
 * URL Standard host parser steps 4 to 6 as they apply to a domain: percent-decoding
 * (domain-percent-encoded) and IDNA mapping (non-ASCII input; IPv4-non-ASCII-input names the
 * ASCII text it maps to when that is an IPv4 address).
 */
function encodingPhrases(written: WrittenHost, errors: readonly HostError[], ascii?: string): string[] {
  const phrases: string[] = [];
  const read = written.read;
  const percent = hostError(errors, 'domain-percent-encoded') !== undefined;
  const decoded = percent ? percentDecodeString(read) : read;
  if (percent) phrases.push(`percent-encoded (decoded: ${quote(decoded)})`);
  const mapped = hostError(errors, 'IPv4-non-ASCII-input')?.subject ?? ascii;
  if (hasNonASCII(decoded) && mapped !== undefined) phrases.push(`with non-ASCII characters that IDNA (UTS #46) maps to ${quote(mapped)} (${nameCodePoints(decoded)})`);
  return phrases;
}

/** Case and removed characters: what the parser normalised without an error. */
function casePhrases(written: WrittenHost): string[] {
  const phrases: string[] = [];
  const letters = caseOf(written.read);
  if (letters === 'upper') phrases.push('in uppercase');
  else if (letters === 'mixed') phrases.push('in mixed case');
  if (written.text !== written.read) phrases.push('with tab or newline characters, which the URL Standard removes');
  return phrases;
}

/** A domain: percent-decoding, IDNA mapping to `ascii` (its serialization), case, a trailing dot. */
export function domainForm(written: WrittenHost, errors: readonly HostError[], ascii: string): string[] {
  const phrases = encodingPhrases(written, errors, ascii).concat(casePhrases(written));
  if (ascii.endsWith('.')) phrases.push('with a trailing dot');
  return phrases;
}

/** An IPv6 address (in brackets): an IPv4 address at its end, case, a form other than RFC 5952's. */
export function ipv6Form(written: WrittenHost, serialized: string): string[] {
  const phrases: string[] = [];
  const inner = written.read.slice(1, -1).toLowerCase();
  if (inner.includes('.')) phrases.push('with its last 32 bits as an IPv4 address in dotted decimal');
  else if (inner !== serialized) phrases.push(`in a form other than the canonical one of RFC 5952 (${serialized})`);
  return phrases.concat(casePhrases(written));
}

/** Whether the ASCII letters of `text` are all lowercase, all uppercase, mixed, or absent. */
function caseOf(text: string): 'none' | 'lower' | 'upper' | 'mixed' {
  let upper = false;
  let lower = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) upper = true;
    else if (c >= 0x61 && c <= 0x7a) lower = true;
  }
  if (upper) return lower ? 'mixed' : 'upper';
  return lower ? 'lower' : 'none';
}

function hasNonASCII(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x80) return true;
  return false;
}

/**
 * Unicode blocks of the characters UTS #46 maps to ASCII digits and full stops (and a few more),
 * to name them in a reason: [first, last, block name].
 */
const BLOCKS: readonly (readonly [number, number, string])[] = [
  [0x0080, 0x00ff, 'Latin-1 Supplement'],
  [0x2000, 0x206f, 'General Punctuation'],
  [0x2070, 0x209f, 'Superscripts and Subscripts'],
  [0x2150, 0x218f, 'Number Forms'],
  [0x2460, 0x24ff, 'Enclosed Alphanumerics'],
  [0x3000, 0x303f, 'CJK Symbols and Punctuation'],
  [0xfe50, 0xfe6f, 'Small Form Variants'],
  [0xff00, 0xffef, 'Halfwidth and Fullwidth Forms'],
  [0x1d400, 0x1d7ff, 'Mathematical Alphanumeric Symbols'],
  [0x1f100, 0x1f1ff, 'Enclosed Alphanumeric Supplement'],
  [0x1fbf0, 0x1fbff, 'Symbols for Legacy Computing'],
];

/**
 * "① U+2460, ② U+2461 from Enclosed Alphanumerics; 。 U+3002 from CJK Symbols and Punctuation": the
 * first few distinct non-ASCII code points, grouped by block in the order first met.
 */
function nameCodePoints(text: string): string {
  const groups = new Map<string, string[]>();
  const seen = new Set<number>();
  let more = false;
  for (const char of text) {
    const cp = char.codePointAt(0) as number;
    if (cp < 0x80 || seen.has(cp)) continue;
    if (seen.size === CODE_POINT_LIMIT) {
      more = true;
      break;
    }
    seen.add(cp);
    const block = BLOCKS.find(([first, last]) => cp >= first && cp <= last)?.[2] ?? '';
    const names = groups.get(block) ?? [];
    names.push(nameCodePoint(cp));
    groups.set(block, names);
  }
  const parts = [...groups].map(([block, names]) => (block === '' ? names.join(', ') : `${names.join(', ')} from ${block}`));
  return more ? `${parts.join('; ')}; and others` : parts.join('; ');
}

/** "① U+2460" (a C1 control by its number alone). */
function nameCodePoint(cp: number): string {
  const hex = codePointName(cp);
  return cp <= 0x9f ? hex : `${String.fromCodePoint(cp)} ${hex}`;
}
