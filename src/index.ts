// url-grammar: URL parsing, validation, resolution and serialisation driven by PEG grammars.

export { URL } from './url';
export type { URLTypeError } from './url';
export { parseURL, domainToASCII, domainToUnicode } from './api';
export type { ParseURLOptions, ParseURLResult } from './api';
export { serializeURL, serializePath } from './serializer';
export type { URLRecord } from './record';
export { VALIDATION_ERROR_CODES } from './errors';
export type { ValidationError, ValidationErrorCode } from './errors';
