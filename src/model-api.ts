// url-grammar/model: the component model of the URL Specification and its operations, for work
// below the URL class and resolve() (docs/references.md "Model operations"). A separate entry
// point: these expose the model's representation (ParsedReference), which may change with the
// implementation, while the top level (src/index.ts) does not depend on it. Only re-exports:
// the modules the names come from are not part of the API.

export { order } from './model/model';
export type { Order, ParsedReference, ParsedAuthority } from './model/model';
export { ORDER, upto, goto, force, strictResolve, legacyResolve, whatwgResolve, emptyReference } from './model/operations';
export type { ReferenceResult } from './model/operations';
export { readReference } from './model/read';
export type { ReadGrammar, ReadReferenceOptions } from './model/read';
export { printReference } from './model/printing';
export { normalizeReference } from './rfc/normalize';
export type { ParserMode } from './core/schemes';
