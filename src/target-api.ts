// url-grammar/target: where a URL connects (docs/security.md). classifyAddress places an IP
// address in the IANA special-purpose registries; inspectTarget reads a URL as the URL Standard
// does (what browsers, Node, undici and fetch connect to), classifies its host and port, and says
// where the RFC 3986 grammar and RFC 3986 Appendix B's expression read the string differently.
// A separate entry point: a page that only parses URLs does not load the registries.
// Only re-exports: the modules the names come from are not part of the API.

export { classifyAddress } from './address/classify';
export type { AddressBlock, AddressClassification, AddressFamily, AddressRange, AddressRegistry } from './address/types';
export { inspectTarget } from './target/inspect';
export type { InspectTargetOptions } from './target/inspect';
export type {
  DifferenceCause, ReadingDifference, ReadingParser, SpecialUseDomain, TargetFailure, TargetHostKind, TargetInspection,
  TargetReading, TargetReadings, TargetResult,
} from './target/types';
