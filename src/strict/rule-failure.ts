// A failure of a strict grammar as a value: the SyntaxFailure of src/strict/syntax-failure.ts
// (code, offset, length, rule, expected, found, message) with toJSON, like ValidationError.

import type { Diagnostic } from '../core/errors';
import type { StrictGrammar } from './parse';
import type { SyntaxFailure, SyntaxFailureCode } from './syntax-failure';

/** The strict grammars: RFC 3986 (URIs), RFC 3987 (IRIs), as option values. */
export const STRICT_GRAMMARS: readonly StrictGrammar[] = ['rfc3986', 'rfc3987'];

/** Why a string does not match a rule of a strict grammar (what `validate` reports for it). */
export class RuleFailure implements SyntaxFailure, Diagnostic {
  readonly code: SyntaxFailureCode;
  readonly offset: number;
  readonly length: number;
  readonly rule: string;
  readonly expected: readonly string[];
  readonly found: string | null;
  readonly message: string;

  constructor(failure: SyntaxFailure) {
    this.code = failure.code;
    this.offset = failure.offset;
    this.length = failure.length;
    this.rule = failure.rule;
    this.expected = failure.expected;
    this.found = failure.found;
    this.message = failure.message;
  }

  toJSON(): SyntaxFailure {
    const { code, offset, length, rule, expected, found, message } = this;
    return { code, offset, length, rule, expected, found, message };
  }
}
