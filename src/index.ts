// url-grammar: URL parsing, validation, resolution and serialisation driven by PEG grammars.
// The public API (docs/references.md "Entry points"): what most users need. The component model
// and its operations (order, upto, goto, force, readReference, ...) are the subpath
// url-grammar/model (src/model-api.ts): they expose the model's representation, which may change
// with the implementation, and nothing here depends on it.
// test/public-api.test.ts lists the names exported here: a change to them is deliberate.

export { URL } from './whatwg/url';
export type { URLTypeError } from './whatwg/url';
export { parseURL, domainToASCII, domainToUnicode } from './whatwg/api';
export { UNICODE_VERSION } from './host/uts46-data';
export type { BaseURL, ParseURLOptions, ParseURLResult } from './whatwg/api';
export { serializeURL, serializePath } from './whatwg/api';
export type { URLRecord } from './whatwg/record';
export { VALIDATION_ERROR_CODES, ValidationError } from './core/errors';
export { OptionError } from './core/arguments';
export type { URLLike, URLObject } from './core/arguments';
export type { ValidationErrorCode } from './core/errors';
export { URLSearchParams } from './whatwg/search-params';
export type { URLSearchParamsInit } from './whatwg/search-params';
export { parseFormURLEncoded, serializeFormURLEncoded } from './whatwg/form-urlencoded';
export type { FormTuple } from './whatwg/form-urlencoded';
export { getOutputEncoding, percentEncodeQuery } from './encoding/encoding';
export { publicSuffix, registrableDomain } from './psl/public-suffix';
export { parseDataURL } from './fetch/data-url';
export type { DataURLResult } from './fetch/data-url';
// Resolution modes, relative references, normalisation, IRIs (docs/references.md).
export { resolve } from './reference/resolve';
export { removeDotSegments } from './rfc/resolution';
export { RuleFailure } from './strict/rule-failure';
export type { ResolutionMode, ResolveOptions, ResolveResult, FailedInput, ResolveFailure } from './reference/resolve';
export { URLReference, classify } from './reference/reference';
export type { ReferenceInput } from './reference/reference';
export type { ReferenceKind, ReferenceErrorCode } from './reference/reference';
export { normalize, normalizeWithDiagnosis, equivalent } from './rfc/normalize';
export type { ComparisonLevel, NormalizeOptions, NormalizeResult, EquivalenceOptions } from './rfc/normalize';
export { iriToURI, uriToIRI, toDisplayString, isUcschar, isIprivate } from './rfc/iri';
export type { IRIToURIOptions } from './rfc/iri';
export { validate } from './validate/validate';
export type { ValidateOptions, ValidationIssue, ValidationIssueCode, ValidationResult, ValidationStandard } from './validate/validate';
export { parseReference, matchRule } from './strict/parse';
export type {
  AuthorityComponent, ComponentSpan, HostComponent, HostKind, LiteralKind, MatchRuleResult, ParseReferenceResult, PathComponent,
  PathKind, ReferenceRuleName, ReferenceTree, StrictGrammar, StrictOptions, StrictRuleName,
} from './strict/parse';
export type { SyntaxFailure, SyntaxFailureCode } from './strict/syntax-failure';
export { parseScheme } from './schemes/parse-scheme';
export type { ParseSchemeResult } from './schemes/parse-scheme';
export type { SchemeComponent } from './schemes/component';
