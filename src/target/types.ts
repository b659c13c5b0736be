// The values inspectTarget returns (docs/security.md): where a URL connects, whether that is
// public, and how other kinds of parser read the same string.

import type { Diagnostic } from '../core/errors';
import type { AddressClassification } from '../address/types';

/** The kind of host a URL has: a domain, an IP address, an opaque host (non-special URL), or an empty host. */
export type TargetHostKind = 'domain' | 'ipv4' | 'ipv6' | 'opaque' | 'empty';

/**
 * The three ways of reading a URL string:
 * - 'url': the URL Standard (browsers, Node's URL, undici, fetch);
 * - 'rfc3986': the RFC 3986 grammar (strict parsers), resolved against the base by section 5.2;
 * - 'appendix-b': RFC 3986 Appendix B's regular expression, as hand-written splitters use it:
 *   the userinfo ends at the authority's first "@"; an IP literal "[...]" ends at its "]", with
 *   an optional ":port" after it; any other host ends at the last ":" (the port after it).
 *   Relative references are resolved against the base, split the same way, by section 5.2.
 */
export type ReadingParser = 'url' | 'rfc3986' | 'appendix-b';

/** One parser's reading of the input: its components, or why it fails. */
export interface TargetReading {
  readonly parser: ReadingParser;
  /** Whether this parser accepts the input. */
  readonly ok: boolean;
  /** Which input `failure` is about ('base': the base URL string); null when the parser accepts the input. */
  readonly failed: 'input' | 'base' | null;
  /** The scheme as this parser reads it (URL Standard: lowercase), null when absent or failed. */
  readonly scheme: string | null;
  /** Userinfo as this parser reads it (URL Standard: "username:password" as serialized), null when absent or failed. */
  readonly userinfo: string | null;
  /** Host as this parser reads it (URL Standard: serialized; the others: as written), null when absent or failed. */
  readonly host: string | null;
  /** The port as written, null when absent or failed. */
  readonly port: string | null;
  /** The effective port: the port, or the scheme's default port; null when neither. */
  readonly effectivePort: number | null;
  /** Path as this parser reads it, null when failed. */
  readonly path: string | null;
  /** Why the parser rejects the input, null when it accepts it. */
  readonly failure: Diagnostic | null;
}

/**
 * Why two readings differ, named after the URL Standard's appendix "Differences from RFC 3986
 * and RFC 3987" where it names the cause.
 */
export type DifferenceCause =
  | 'backslash'
  | 'slashes'
  | 'authority-required'
  | 'idna'
  | 'ipv4-forms'
  | 'ends-in-a-number'
  | 'ipv6-forms'
  | 'ipvfuture'
  | 'zone-id'
  | 'tab-or-newline'
  | 'c0-control-or-space'
  | 'userinfo-at'
  | 'percent-encoded-host'
  | 'non-ascii'
  | 'file-localhost'
  | 'windows-drive-letter'
  | 'scheme-syntax'
  | 'port'
  | 'base-scheme'
  | 'other';

/** A difference between the URL Standard's reading and another one. */
export interface ReadingDifference {
  /** The component the readings disagree on. */
  readonly component: 'userinfo' | 'host' | 'port';
  /** The reading compared with the URL Standard's. */
  readonly parser: Exclude<ReadingParser, 'url'>;
  /** The URL Standard's value (null: absent or failed) and the other parser's. */
  readonly url: string | null;
  readonly other: string | null;
  readonly cause: DifferenceCause;
  /** A sentence naming the cause in the words of the URL Standard's appendix, with the input's culprit. */
  readonly message: string;
  /** Where the culprit is in the input (UTF-16 offset and length); -1 and 0 when it is not in the input. */
  readonly offset: number;
  readonly length: number;
}

/** The three readings of a string, and where they disagree. */
export interface TargetReadings {
  readonly readings: readonly [TargetReading, TargetReading, TargetReading];
  /** True when two readings that accept the input differ on the host or the effective port. */
  readonly ambiguous: boolean;
  /**
   * Every difference on userinfo, host or effective port between the URL Standard's reading and
   * another reading, when both accept the input (a reading that fails says why in `failure`).
   */
  readonly differences: readonly ReadingDifference[];
}

/** A special-use domain name (RFC 6761 and its successors) a host is, or is under. */
export interface SpecialUseDomain {
  /** The name as registered: 'localhost', 'local', 'home.arpa', 'internal', 'test', 'invalid', 'example', 'onion', 'alt'. */
  readonly name: string;
  /** The RFC or reservation: 'RFC 6761', 'ICANN reservation of .internal (2024)'. */
  readonly rfc: string;
  /** True when a name under it cannot reach a public address (loopback, the local network, or no public resolution). */
  readonly nonPublic: boolean;
}

/** What inspectTarget returns when the URL Standard parses the input. */
export interface TargetInspection extends TargetReadings {
  readonly ok: true;
  readonly href: string;
  /** Scheme without ":". */
  readonly scheme: string;
  /** The serialized host (IPv6 in brackets), or null for a URL without a host. */
  readonly host: string | null;
  /** Null for a URL without a host. */
  readonly hostKind: TargetHostKind | null;
  /** The effective port: the URL's port, or its scheme's default port; null when neither. */
  readonly port: number | null;
  /** The classification of an IPv4 or IPv6 host, else null. */
  readonly address: AddressClassification | null;
  /** The special-use domain name a domain host is or is under, else null. */
  readonly specialUse: SpecialUseDomain | null;
  /** True: the target is not on the public Internet; false: it is; null: only DNS can tell. */
  readonly nonPublic: boolean | null;
  /** Sentences that say why, naming the form the input used. */
  readonly reasons: readonly string[];
  /** Whether the port is on the Fetch Standard's bad port list (fetch refuses it) for an HTTP(S) or WebSocket URL. */
  readonly badPort: boolean;
  /** Validation errors of the URL Standard's parse, as parseURL reports them. */
  readonly errors: readonly Diagnostic[];
}

/** What inspectTarget returns when the URL Standard rejects the input (nothing connects). */
export interface TargetFailure extends TargetReadings {
  readonly ok: false;
  readonly failure: Diagnostic;
  readonly reasons: readonly string[];
}

export type TargetResult = TargetInspection | TargetFailure;
