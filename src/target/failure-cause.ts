// Why the URL Standard rejects a string another parser accepts: the URL parse's failure named after
// the URL Standard's appendix "Differences from RFC 3986 and RFC 3987" (a host that ends in a
// number, IPvFuture, zone identifiers, percent-decoded and IDNA-mapped hosts, extra slashes, ports).
// The readings' `differences` are between accepting readings; this is the sentence for the others.

import type { Diagnostic } from '../core/errors';
import { isASCIIString } from '../core/code-points';
import type { DifferenceCause, ReadingParser, TargetReadings } from './types';

/** The cause of the URL Standard's failure, with the failure's place in the input. */
export interface FailureCause {
  readonly cause: DifferenceCause;
  /** The readings that accept the input. */
  readonly accepting: readonly Exclude<ReadingParser, 'url'>[];
  readonly message: string;
  readonly offset: number;
  readonly length: number;
}

/**
 * The cause of the URL reading's failure on the input when another reading accepts it; null when
 * the URL Standard accepts the input, when its base failed, when no other reading accepts it, and
 * for a relative reference without a (hierarchical) base, which names no host in any reading.
 */
export function failureCause(input: string, result: TargetReadings): FailureCause | null {
  const [url, ...others] = result.readings;
  const failure = url.failure;
  if (url.ok || failure === null || url.failed !== 'input' || failure.code === 'missing-scheme-non-relative-URL') return null;
  const accepting = others.filter((r) => r.ok).map((r) => r.parser as Exclude<ReadingParser, 'url'>);
  if (accepting.length === 0) return null;
  const culprit = input.slice(failure.offset, failure.offset + failure.length);
  const { cause, why } = causeOfFailure(input, failure, culprit);
  const names = accepting.map((parser) => (parser === 'rfc3986' ? 'the RFC 3986 grammar' : "RFC 3986 Appendix B's regular expression")).join(' and ');
  const message = `${names.charAt(0).toUpperCase()}${names.slice(1)} ${accepting.length > 1 ? 'accept' : 'accepts'} the input, but under the URL Standard ${why}`;
  return { cause, accepting, message, offset: failure.offset, length: failure.length };
}

/** The cause of a URL Standard failure, from its code and the text it points at. */
function causeOfFailure(input: string, failure: Diagnostic, culprit: string): { cause: DifferenceCause; why: string } {
  const code = failure.code;
  if (code.startsWith('IPv4-')) {
    return { cause: 'ends-in-a-number', why: 'a host whose last label is numeric is read as an IPv4 address, and this one is not one' };
  }
  if (code.startsWith('IPv6-') || code.startsWith('IPv4-in-IPv6-')) {
    const open = input.lastIndexOf('[', failure.offset);
    const literal = open < 0 ? '' : input.slice(open, failure.offset + 1);
    if (/^\[v/i.test(literal)) return { cause: 'ipvfuture', why: 'the IPvFuture form of an IP literal is not recognized' };
    if (culprit === '%') return { cause: 'zone-id', why: 'RFC 6874 IPv6 zone identifiers are not recognized' };
    return { cause: 'ipv6-forms', why: 'the IPv6 address is not in a form its IPv6 parser reads' };
  }
  if (code === 'domain-to-ASCII') {
    if (/%[0-9A-Fa-f]{2}/.test(culprit)) return { cause: 'percent-encoded-host', why: 'the host is percent-decoded before it is read, and what the escapes give is not allowed in a domain' };
    if (!isASCIIString(culprit)) return { cause: 'idna', why: 'UTS #46 ToASCII (IDNA) rejects the domain' };
    return { cause: 'idna', why: 'a domain goes through UTS #46 ToASCII, which forbids this code point in a host' };
  }
  if (code === 'host-missing') {
    const slashes = /^[\x00-\x20]*[A-Za-z][A-Za-z0-9+.-]*:[/\\]{3,}/.test(input);
    if (slashes) return { cause: 'slashes', why: 'a special URL takes any number of slashes, so the extra ones leave no host' };
    return { cause: 'authority-required', why: 'a special URL (other than file:) must have a non-empty host' };
  }
  if (code === 'port-out-of-range' || code === 'port-invalid') {
    return { cause: 'port', why: 'a port is ASCII digits only, at most 65535' };
  }
  return { cause: 'other', why: 'no item of the URL Standard\'s appendix names this difference' };
}
