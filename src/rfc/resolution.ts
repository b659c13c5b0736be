// RFC 3986 section 5 "Reference Resolution" on the component model: section 5.2.2 strict and
// non-strict, 5.2.4 remove_dot_segments, 5.3 recomposition. The reference must match URI-reference
// and the base absolute-URI (sections 4.1, 4.3 and 5.1; with grammar 'rfc3987', IRI-reference and
// absolute-IRI), read by the strict grammars (src/model/read.ts): anything else fails with the
// grammar's failure, the one `validate` reports. Dot segments are removed exactly as section 5.2.4
// says (no %2e forms); no host is processed and no percent-encoding changed. `resolve`, which also
// has the WHATWG mode, is in src/reference/resolve.ts.

import { stringArgument } from '../core/arguments';
import type { ValidationError } from '../core/errors';
import { Order, ParsedReference, order, pathOf } from '../model/model';
import { ReferenceResult, strictResolve, withoutBaseScheme } from '../model/operations';
import { composeReference, printPath } from '../model/printing';
import { readModel } from '../model/read';
import type { StrictGrammar } from '../strict/parse';
import { RuleFailure } from '../strict/rule-failure';

/** Which input a failure is about. */
export type FailedInput = 'reference' | 'base';

/** What resolution fails with: a URL Standard validation error, or an RFC grammar failure. */
export type ResolveFailure = ValidationError | RuleFailure;

/**
 * What resolve returns, in the shape of parseURL's result: the resolved string or null; `errors`,
 * the URL Standard's validation errors of the reference ('whatwg' mode; [] otherwise); `failure`,
 * the error resolution fails with, its offset in the input named by `failed`.
 */
export type ResolveResult =
  | { readonly href: string; readonly errors: ValidationError[]; readonly failure: null; readonly failed: null }
  | { readonly href: null; readonly errors: ValidationError[]; readonly failure: ResolveFailure; readonly failed: FailedInput };

// RFC 3986 section 5.2.2 "Transform References", then section 5.3 "Component Recomposition".
export function resolveRFC3986(reference: string, base: string | null, strict: boolean, grammar: StrictGrammar): ResolveResult {
  const ref = readModel(reference, { grammar });
  if (ref instanceof RuleFailure) return failed(ref, 'reference');
  let baseRef: ParsedReference | null = null;
  if (base !== null) {
    // Section 5.1: a base URI is absolute (section 4.3), whether or not the reference uses it.
    const parsed = readModel(base, { grammar, absolute: true });
    if (parsed instanceof RuleFailure) return failed(parsed, 'base');
    baseRef = parsed;
  }
  const result = rfc3986Transform(ref, baseRef, strict);
  return result.failure === null ? resolved(recompose(result.reference)) : failed(result.failure, 'reference');
}

/**
 * RFC 3986 section 5.2.2 on the model: strict (or legacy) resolution, then remove_dot_segments on
 * every path the reference contributes to. A reference with an empty path and no scheme or
 * authority (order query or fragment) keeps the base path as it is.
 */
export function rfc3986Transform(ref: ParsedReference, base: ParsedReference | null, strict: boolean): ReferenceResult {
  const effective = strict ? ref : withoutBaseScheme(ref, base); // non-strict: legacyResolve
  const result = strictResolve(effective, base);
  if (result.failure !== null || order(effective) > Order.File) return result;
  return { reference: withPath(result.reference, removeDots(printPath(result.reference))), failure: null };
}

/**
 * RFC 3986 section 5.2.4 "Remove Dot Segments", the two-buffer algorithm step by step. The output
 * buffer is kept as the list of moved segments (each "/x" or, first only, "x"), so step 2C's
 * "remove the last segment and its preceding /" is a pop. Linear in the length of the path.
 */
export function removeDotSegments(path: string): string {
  return removeDots(stringArgument('removeDotSegments', 1, path));
}

// RFC 3986 section 5.2.4, steps 2A to 2E, on a string. Every segment the output buffer receives
// is a piece of the path (the "/" of 2B and 2C is the one at i), so the buffer is a stack of
// [start, end) offsets in one typed array: no string or array slot per segment until the result.
function removeDots(path: string): string {
  const output = new SegmentStack(path);
  const length = path.length;
  let i = 0;
  while (i < length) {
    if (path.startsWith('../', i)) i += 3; // 2A
    else if (path.startsWith('./', i)) i += 2; // 2A
    else if (path.startsWith('/./', i)) i += 2; // 2B: "/./" -> "/"
    else if (i + 2 === length && path.startsWith('/.', i)) {
      output.push(i, i + 1); // 2B: "/." at the end -> "/", then 2E moves it
      break;
    } else if (path.startsWith('/../', i)) {
      i += 3; // 2C: "/../" -> "/"
      output.pop();
    } else if (i + 3 === length && path.startsWith('/..', i)) {
      output.pop(); // 2C: "/.." at the end -> "/", then 2E moves it
      output.push(i, i + 1);
      break;
    } else if (isOnlyDots(path, i)) break; // 2D
    else i = moveFirstSegment(path, i, output); // 2E
  }
  return output.join();
}

// 2D: the input buffer consists only of "." or "..".
function isOnlyDots(path: string, i: number): boolean {
  const rest = path.length - i;
  return (rest === 1 && path[i] === '.') || (rest === 2 && path.startsWith('..', i));
}

// 2E: move the first segment, with its initial "/" if any, up to the next "/" or the end.
function moveFirstSegment(path: string, i: number, output: SegmentStack): number {
  let end = path.indexOf('/', i + 1);
  if (end < 0) end = path.length;
  output.push(i, end);
  return end;
}

/** The output buffer of removeDots: segments as [start, end) offsets in the path. */
class SegmentStack {
  readonly #path: string;
  readonly #offsets: Int32Array;
  #size = 0;

  constructor(path: string) {
    this.#path = path;
    // Each segment but the first starts at a "/", and one more "/" can be pushed at the end.
    let slashes = 0;
    for (let at = path.indexOf('/'); at >= 0; at = path.indexOf('/', at + 1)) slashes++;
    this.#offsets = new Int32Array(2 * (slashes + 2));
  }

  push(start: number, end: number): void {
    this.#offsets[this.#size++] = start;
    this.#offsets[this.#size++] = end;
  }

  pop(): void {
    if (this.#size > 0) this.#size -= 2;
  }

  /** The segments concatenated; adjacent ones as one slice of the path. */
  join(): string {
    const offsets = this.#offsets;
    const parts: string[] = [];
    for (let k = 0; k < this.#size; ) {
      const start = offsets[k];
      let end = offsets[k + 1];
      for (k += 2; k < this.#size && offsets[k] === end; k += 2) end = offsets[k + 1];
      parts.push(this.#path.slice(start, end));
    }
    return parts.join('');
  }
}

/** A copy of ref with its path replaced by the generic-mode reading of `path`. */
function withPath(ref: ParsedReference, path: string): ParsedReference {
  return { ...ref, drive: null, ...pathOf(path), pathStart: -1, pathEnd: -1 };
}

/** RFC 3986 section 5.3 "Component Recomposition" (with "Normalise for Printing", printing.ts). */
function recompose(ref: ParsedReference): string {
  return composeReference({
    scheme: ref.scheme,
    authority: ref.authority,
    path: printPath(ref),
    query: ref.query,
    fragment: ref.fragment,
  });
}

/** The successful result value. */
function resolved(href: string, errors: ValidationError[] = []): ResolveResult {
  return { href, errors, failure: null, failed: null };
}

/** The failed result value, saying which input failed. */
function failed(failure: ResolveFailure, input: FailedInput, errors: ValidationError[] = []): ResolveResult {
  return { href: null, errors, failure, failed: input };
}
