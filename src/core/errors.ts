// The diagnostic model, one for every validator: a problem is a code, an offset and a length in
// the input as given, and a message that names the culprit. URL Standard validation errors
// (section 4.3 "URL parsing", "validation error" table) are spelled exactly as the standard
// spells them. Messages are built when read (src/core/messages.ts), so an error costs a few fields.

import { describeValidationError } from './messages';
import { INSPECT, type Inspect } from './inspect';

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
  'IPv4-non-ASCII-input',
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

/**
 * One problem found in an input, by any validator (URL Standard, RFC 3986/3987, Web address):
 * its code, the UTF-16 span it concerns in the input as given, and a message saying why.
 * Failures of the strict RFC grammars also name the rule, what it expected and what it found.
 */
export interface Diagnostic {
  readonly code: string;
  /** UTF-16 offset in the input as given. */
  readonly offset: number;
  /** UTF-16 length of the culprit (0 at the end of the input or for the input as a whole). */
  readonly length: number;
  readonly message: string;
  /** RFC failures: the ABNF rule being parsed. */
  readonly rule?: string;
  /** RFC failures: what the rule would have accepted there, in words. */
  readonly expected?: readonly string[];
  /** RFC failures: the code point found there, null at the end of the input. */
  readonly found?: string | null;
}

/** What every checking function returns beside its value: errors met, and the failure if any. */
export interface Diagnosis<D extends Diagnostic = Diagnostic> {
  /** Problems that do not stop the work, in the order they were met. */
  readonly errors: D[];
  /** The problem that stopped the work, or null. */
  readonly failure: D | null;
}


/**
 * A URL Standard validation error (https://url.spec.whatwg.org/#validation-error): a value, not
 * a thrown exception, so deliberately not an Error subclass. Parsers produce them in bulk (one
 * per code point of a hostile input), and an Error would capture a stack trace for each; `instanceof
 * ValidationError` tells one apart, `instanceof Error` is false. The message is built when read.
 * `subject` is what the message speaks of when the input at `offset` does not say it (a host, a
 * domain, a part); `source` is the input, read by the message.
 */
export class ValidationError implements Diagnostic {
  readonly code: ValidationErrorCode;
  readonly offset: number;
  readonly length: number;
  readonly #source: string;
  readonly #subject: string | undefined;

  constructor(code: ValidationErrorCode, offset: number, length: number, source: string, subject?: string) {
    this.code = code;
    this.offset = offset;
    this.length = length;
    this.#source = source;
    this.#subject = subject;
  }

  get message(): string {
    return describeValidationError(this.code, this.offset, this.length, this.#source, this.#subject);
  }

  toJSON(): { code: ValidationErrorCode; offset: number; length: number; message: string } {
    return { code: this.code, offset: this.offset, length: this.length, message: this.message };
  }

  /** What console.log and util.inspect show in Node: `ValidationError { code, offset, length, message }`. */
  [INSPECT](depth: number, options: object, inspect: unknown): unknown {
    if (typeof inspect !== 'function') return this.toJSON();
    if (depth < 0) return `[ValidationError: ${this.code}]`;
    return `ValidationError ${(inspect as Inspect)(this.toJSON(), options)}`;
  }
}

/** Builds a validation error about `source` (default: no input to quote). */
export function validationError(code: ValidationErrorCode, offset: number, subject?: string, source = '', length = 1): ValidationError {
  return new ValidationError(code, offset, length, source, subject);
}

/**
 * Thrown inside the parsing pipeline to abort with a failure, at an offset in the text being
 * parsed; the API boundary turns it into a ValidationError about the input as given. Not an
 * Error: it never leaves the library, and an Error's stack trace, captured at construction, cost
 * some 50 times Node's whole parse of an invalid URL (URL.canParse says no at native speed).
 */
export class URLFailure {
  readonly code: ValidationErrorCode;
  readonly offset: number;
  readonly length: number;
  readonly subject: string | undefined;
  constructor(code: ValidationErrorCode, offset: number, subject?: string, length = 1) {
    this.code = code;
    this.offset = offset;
    this.length = length;
    this.subject = subject;
  }

  /** What it says in a debugger or a test failure. */
  get message(): string {
    return `${this.code} at offset ${this.offset}`;
  }
}

/** The index of each code in VALIDATION_ERROR_CODES, for compact storage. */
const CODE_INDEX: ReadonlyMap<ValidationErrorCode, number> = new Map(VALIDATION_ERROR_CODES.map((code, i) => [code, i]));

const EMPTY_CODES = new Uint8Array(0);
const EMPTY_OFFSETS = new Int32Array(0);

/**
 * Where the parser reports validation errors as it meets them. Offsets given to `report` are in
 * the text being parsed; `toInput` maps them to the input as given (preprocessing removed code
 * points). An error is stored as a code index and an offset (5 bytes; a length other than 1 and a
 * subject in side arrays made on first use), so a megabyte of errors costs a few megabytes and no
 * object per error; `errors` builds the ValidationError objects when first read. At most `max`
 * errors are kept; `count` counts them all.
 */
export class ErrorLog {
  count = 0;
  #kept = 0;
  // Allocated on the first report: most parses report nothing.
  #codes: Uint8Array = EMPTY_CODES;
  #offsets: Int32Array = EMPTY_OFFSETS;
  // Side arrays, parallel to #codes once made: lengths, and subjects as 1 + an index into
  // #subjectTable (0: none), where a subject repeated in a row is stored once.
  #lengths: Int32Array | null = null;
  #subjects: Int32Array | null = null;
  #subjectTable: string[] = [];
  #built: ValidationError[] | null = null;
  readonly #source: string;
  readonly #toInput: (offset: number) => number;
  readonly #max: number;

  constructor(source: string, toInput: (offset: number) => number = (offset) => offset, max = Infinity) {
    this.#source = source;
    this.#toInput = toInput;
    this.#max = max;
  }

  /** Reports `code` for text[offset, offset + length). */
  report(code: ValidationErrorCode, offset: number, length = 1, subject?: string): void {
    this.reportInInput(code, this.#toInput(offset), length, subject);
  }

  /** Reports `code` at an offset that is already in the input as given. */
  reportInInput(code: ValidationErrorCode, offset: number, length = 1, subject?: string): void {
    this.count++;
    if (this.#kept >= this.#max) return;
    const i = this.#kept++;
    if (i === this.#codes.length) this.#grow();
    this.#codes[i] = CODE_INDEX.get(code) as number;
    this.#offsets[i] = offset;
    const clamped = this.#clamp(offset, length);
    if (clamped !== 1) (this.#lengths ??= new Int32Array(this.#codes.length).fill(1))[i] = clamped;
    if (subject !== undefined) (this.#subjects ??= new Int32Array(this.#codes.length))[i] = this.#subjectRef(subject);
    this.#built = null;
  }

  /** The kept errors, in the order reported, built once per read after a report. */
  get errors(): ValidationError[] {
    if (this.#built !== null) return this.#built;
    const built: ValidationError[] = new Array(this.#kept);
    for (let i = 0; i < this.#kept; i++) {
      const ref = this.#subjects === null ? 0 : this.#subjects[i];
      const subject = ref === 0 ? undefined : this.#subjectTable[ref - 1];
      built[i] = new ValidationError(VALIDATION_ERROR_CODES[this.#codes[i]], this.#offsets[i], this.#lengths?.[i] ?? 1, this.#source, subject);
    }
    this.#built = built;
    return built;
  }

  /** The failure as a validation error about the input as given. */
  failure(failure: URLFailure): ValidationError {
    const offset = this.#toInput(failure.offset);
    return new ValidationError(failure.code, offset, this.#clamp(offset, failure.length), this.#source, failure.subject);
  }

  /** Doubles the capacity of the compact store. */
  #grow(): void {
    const capacity = Math.max(8, this.#codes.length * 2);
    const codes = new Uint8Array(capacity);
    codes.set(this.#codes);
    this.#codes = codes;
    const offsets = new Int32Array(capacity);
    offsets.set(this.#offsets);
    this.#offsets = offsets;
    if (this.#lengths !== null) {
      const lengths = new Int32Array(capacity).fill(1);
      lengths.set(this.#lengths);
      this.#lengths = lengths;
    }
    if (this.#subjects !== null) {
      const subjects = new Int32Array(capacity);
      subjects.set(this.#subjects);
      this.#subjects = subjects;
    }
  }

  /** 1 + the index of `subject` in the table: the last entry again when it repeats. */
  #subjectRef(subject: string): number {
    const table = this.#subjectTable;
    if (table.length === 0 || table[table.length - 1] !== subject) table.push(subject);
    return table.length;
  }

  /** A span ends at the end of the input at the latest (a problem at the end has length 0). */
  #clamp(offset: number, length: number): number {
    // Once per error: comparisons, no Math call (builtin calls cost ~0.3 us in jest's vm contexts).
    const room = this.#source.length - offset;
    const clamped = length < room ? length : room;
    return clamped > 0 ? clamped : 0;
  }
}

/** Up to this many errors are built with a result; more are built when `errors` is first read. */
export const EAGER_ERRORS = 64;

/**
 * `result` with its `errors`: a plain property for a few (cheap to create and read), a getter
 * that builds them on first read for more (a megabyte of errors costs nothing until then).
 */
export function withErrors<T extends object, E>(result: T, count: number, build: () => E[]): T & { readonly errors: E[] } {
  if (count <= EAGER_ERRORS) return Object.assign(result, { errors: build() });
  let built: E[] | null = null;
  return Object.defineProperty(result, 'errors', { get: () => (built ??= build()), enumerable: true }) as T & { readonly errors: E[] };
}

/** A log, or undefined when the caller does not collect errors (then reporting costs nothing). */
export type ErrorSink = ErrorLog | undefined;

/** A TypeError that also says why (`code`) and where (`offset` in `input`) a parse failed. */
export interface URLTypeError extends TypeError {
  code: string;
  offset: number;
  input: string;
}

/** A TypeError saying why (`code`, `message`) and where (`offset` in `input`) a parse failed: the URL class's, URLPattern's, expandTemplate's. */
export function urlTypeError(prefix: string, input: string, code: string, offset: number, message: string): URLTypeError {
  const error = new TypeError(`${prefix}: ${message}`) as URLTypeError;
  error.code = code;
  error.offset = offset;
  error.input = input;
  return error;
}
