// url-grammar: URL parsing, validation, resolution and serialisation driven by PEG grammars.

export { URL } from './url';
export type { URLTypeError } from './url';
export { parseURL, domainToASCII, domainToUnicode } from './api';
export type { ParseURLOptions, ParseURLResult } from './api';
export { serializeURL, serializePath } from './serializer';
export type { URLRecord } from './record';
export { VALIDATION_ERROR_CODES } from './errors';
export { OptionError } from './arguments';
export type { ValidationError, ValidationErrorCode } from './errors';
export { URLSearchParams } from './search-params';
export type { URLSearchParamsInit } from './search-params';
export { parseFormURLEncoded, serializeFormURLEncoded } from './form-urlencoded';
export type { FormTuple } from './form-urlencoded';
export { getOutputEncoding, percentEncodeQuery } from './encoding';
export { publicSuffix, registrableDomain } from './public-suffix';
// Reference operations, resolution modes, relative references, normalisation, IRIs (docs/references.md).
export { order } from './model';
export type { Order, ParsedReference, ParsedAuthority } from './model';
export { ORDER, readReference, upto, goto, force, strictResolve, legacyResolve, whatwgResolve, emptyReference } from './operations';
export type { ReferenceResult, ReadReferenceOptions, URLLike } from './operations';
export type { ParserMode } from './schemes';
export { resolve, removeDotSegments } from './rfc3986-resolution';
export { RuleFailure } from './rfc3986-resolution';
export type { ResolutionMode, ResolveOptions, ResolveResult, FailedInput, ResolveFailure } from './rfc3986-resolution';
export { URLReference, classify } from './reference';
export type { ReferenceInput } from './reference';
export type { ReferenceKind, ReferenceErrorCode } from './reference';
export { normalize, normalizeWithDiagnosis, equivalent, normalizeReference } from './normalize';
export type { ComparisonLevel, NormalizeOptions, NormalizeResult, EquivalenceOptions } from './normalize';
export { iriToURI, uriToIRI, toDisplayString, isUcschar, isIprivate } from './iri';
export type { IRIToURIOptions } from './iri';
export { printReference } from './printing';
export { validate } from './validate';
export type { ValidateOptions, ValidationIssue, ValidationIssueCode, ValidationResult, ValidationStandard } from './validate';
export { parseReference, matchRule } from './strict';
export type {
  AuthorityComponent, ComponentSpan, HostComponent, HostKind, MatchRuleResult, ParseReferenceResult, PathComponent,
  PathKind, ReferenceRuleName, ReferenceTree, StrictGrammar, StrictOptions, StrictRuleName,
} from './strict';
export type { SyntaxFailure, SyntaxFailureCode } from './syntax-failure';
