// url-grammar: URL parsing, validation, resolution and serialisation driven by PEG grammars.

export { URL } from './whatwg/url';
export type { URLTypeError } from './whatwg/url';
export { parseURL, domainToASCII, domainToUnicode } from './whatwg/api';
export type { ParseURLOptions, ParseURLResult } from './whatwg/api';
export { serializeURL, serializePath } from './whatwg/serializer';
export type { URLRecord } from './whatwg/record';
export { VALIDATION_ERROR_CODES } from './core/errors';
export { OptionError } from './core/arguments';
export type { ValidationError, ValidationErrorCode } from './core/errors';
export { URLSearchParams } from './whatwg/search-params';
export type { URLSearchParamsInit } from './whatwg/search-params';
export { parseFormURLEncoded, serializeFormURLEncoded } from './whatwg/form-urlencoded';
export type { FormTuple } from './whatwg/form-urlencoded';
export { getOutputEncoding, percentEncodeQuery } from './encoding/encoding';
export { publicSuffix, registrableDomain } from './psl/public-suffix';
// Reference operations, resolution modes, relative references, normalisation, IRIs (docs/references.md).
export { order } from './model/model';
export type { Order, ParsedReference, ParsedAuthority } from './model/model';
export { ORDER, readReference, upto, goto, force, strictResolve, legacyResolve, whatwgResolve, emptyReference } from './model/operations';
export type { ReferenceResult, ReadReferenceOptions, URLLike } from './model/operations';
export type { ParserMode } from './core/schemes';
export { resolve, removeDotSegments } from './rfc/resolution';
export { RuleFailure } from './rfc/resolution';
export type { ResolutionMode, ResolveOptions, ResolveResult, FailedInput, ResolveFailure } from './rfc/resolution';
export { URLReference, classify } from './reference/reference';
export type { ReferenceInput } from './reference/reference';
export type { ReferenceKind, ReferenceErrorCode } from './reference/reference';
export { normalize, normalizeWithDiagnosis, equivalent, normalizeReference } from './rfc/normalize';
export type { ComparisonLevel, NormalizeOptions, NormalizeResult, EquivalenceOptions } from './rfc/normalize';
export { iriToURI, uriToIRI, toDisplayString, isUcschar, isIprivate } from './rfc/iri';
export type { IRIToURIOptions } from './rfc/iri';
export { printReference } from './model/printing';
export { validate } from './validate/validate';
export type { ValidateOptions, ValidationIssue, ValidationIssueCode, ValidationResult, ValidationStandard } from './validate/validate';
export { parseReference, matchRule } from './strict/parse';
export type {
  AuthorityComponent, ComponentSpan, HostComponent, HostKind, MatchRuleResult, ParseReferenceResult, PathComponent,
  PathKind, ReferenceRuleName, ReferenceTree, StrictGrammar, StrictOptions, StrictRuleName,
} from './strict/parse';
export type { SyntaxFailure, SyntaxFailureCode } from './strict/syntax-failure';
