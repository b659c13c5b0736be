// Validation errors of the URL Standard (section 4.3 "URL parsing", "validation error" table).
// Codes are spelled exactly as the standard spells them.

/** Every validation error name the URL Standard defines. */
export const VALIDATION_ERROR_CODES = [
  'domain-to-ASCII',
  'domain-percent-encoded',
  'host-invalid-code-point',
  'IPv4-empty-part',
  'IPv4-too-many-parts',
  'IPv4-non-numeric-part',
  'IPv4-non-decimal-part',
  'IPv4-out-of-range-part',
  'IPv4-too-few-parts',
  'IPv6-unclosed',
  'IPv6-invalid-compression',
  'IPv6-too-many-pieces',
  'IPv6-multiple-compression',
  'IPv6-invalid-code-point',
  'IPv6-too-few-pieces',
  'IPv6-piece-leading-zero',
  'IPv4-in-IPv6-too-many-pieces',
  'IPv4-in-IPv6-invalid-code-point',
  'IPv4-in-IPv6-out-of-range-part',
  'IPv4-in-IPv6-too-few-parts',
  'invalid-URL-unit',
  'special-scheme-missing-following-solidus',
  'missing-scheme-non-relative-URL',
  'invalid-reverse-solidus',
  'invalid-credentials',
  'host-missing',
  'port-out-of-range',
  'port-invalid',
  'file-invalid-Windows-drive-letter',
  'file-invalid-Windows-drive-letter-host',
] as const;

export type ValidationErrorCode = (typeof VALIDATION_ERROR_CODES)[number];

/** A validation error: its code, the offset in the original input, and a readable message. */
export interface ValidationError {
  readonly code: ValidationErrorCode;
  readonly offset: number;
  readonly message: string;
}

/** An error sink; `undefined` when the caller does not collect errors (no cost then). */
export type ErrorSink = ValidationError[] | undefined;

/** Builds a validation error value. */
export function validationError(code: ValidationErrorCode, offset: number, detail?: string): ValidationError {
  const message = detail === undefined ? `${code} at offset ${offset}` : `${code} at offset ${offset}: ${detail}`;
  return { code, offset, message };
}

/** Thrown inside the parsing pipeline to abort with a failure; caught at the API boundary. */
export class URLFailure extends Error {
  readonly code: ValidationErrorCode;
  readonly offset: number;
  constructor(code: ValidationErrorCode, offset: number, detail?: string) {
    super(validationError(code, offset, detail).message);
    this.name = 'URLFailure';
    this.code = code;
    this.offset = offset;
  }
}
