// The registry table's blocks as numbers, for the tests of classifyAddress: spans, address text
// written out in full, and a brute-force most-specific lookup (the oracle of the table-driven tests).
import { ADDRESS_BLOCKS } from '../../src/address/registry';
import type { AddressBlock } from '../../src/address/types';

/** A block as numbers: family, network, prefix length, bit width. */
export interface Span {
  readonly family: 'ipv4' | 'ipv6';
  readonly first: bigint;
  readonly last: bigint;
  readonly bits: number;
}

/** An address's text as a number (IPv6 written out in full, the test's own parse). */
export function toNumber(text: string): bigint {
  if (!text.includes(':')) return text.split('.').reduce((n, part) => n * 256n + BigInt(part), 0n);
  const [head, tail] = text.split('::');
  const groups = (s: string | undefined): string[] => (s === undefined || s === '' ? [] : s.split(':'));
  const left = groups(head);
  const right = groups(tail);
  const all = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return all.reduce((n, group) => n * 0x10000n + BigInt(`0x${group}`), 0n);
}

export function spanOf(block: string): Span {
  const [address, length] = block.split('/');
  const bits = address.includes(':') ? 128 : 32;
  const first = toNumber(address);
  const size = 1n << BigInt(bits - Number(length));
  return { family: bits === 32 ? 'ipv4' : 'ipv6', first, last: first + size - 1n, bits };
}

/** A number as address text: dotted decimal, or IPv6 as eight full groups (not canonical on purpose). */
export function toText(family: 'ipv4' | 'ipv6', n: bigint): string {
  const parts: string[] = [];
  const count = family === 'ipv4' ? 4 : 8;
  for (let i = count - 1; i >= 0; i--) {
    const part = family === 'ipv4' ? (n >> BigInt(8 * i)) & 0xffn : (n >> BigInt(16 * i)) & 0xffffn;
    parts.push(family === 'ipv4' ? part.toString() : part.toString(16).padStart(4, '0'));
  }
  return parts.join(family === 'ipv4' ? '.' : ':');
}

export const SPANS = new Map<AddressBlock, Span>(ADDRESS_BLOCKS.map((entry) => [entry, spanOf(entry.block)]));

/** The oracle: the entry with the longest prefix holding n, by brute force over the table. */
export function mostSpecific(family: 'ipv4' | 'ipv6', n: bigint): AddressBlock | null {
  let best: AddressBlock | null = null;
  let bestSize = 0n;
  for (const [entry, span] of SPANS) {
    if (span.family !== family || n < span.first || n > span.last) continue;
    const size = span.last - span.first;
    if (best === null || size < bestSize) {
      best = entry;
      bestSize = size;
    }
  }
  return best;
}
