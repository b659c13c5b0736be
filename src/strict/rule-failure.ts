// A failure of a strict grammar as a value: the SyntaxFailure of src/strict/syntax-failure.ts
// (code, offset, length, rule, expected, found, message) with toJSON, like ValidationError.

import { OptionError } from '../core/arguments';
import type { Diagnostic } from '../core/errors';
import type { StrictGrammar } from './parse';
import type { SyntaxFailure } from './syntax-failure';

/** The strict grammars: RFC 3986 (URIs), RFC 3987 (IRIs), as option values. */
export const STRICT_GRAMMARS: readonly StrictGrammar[] = ['rfc3986', 'rfc3987'];

/** Why a string does not match a rule of a strict grammar (what `validate` reports for it). */
// The fields are SyntaxFailure's, declared once there (the interface merges into the class).
export interface RuleFailure extends Readonly<SyntaxFailure> {}

export class RuleFailure implements Diagnostic {
  constructor(failure: SyntaxFailure) {
    if (typeof failure !== 'object' || failure === null) throw new OptionError('RuleFailure', 'argument 1', 'a SyntaxFailure', failure);
    const { code, offset, length, rule, expected, found, message } = failure;
    Object.assign(this, { code, offset, length, rule, expected, found, message });
  }

  toJSON(): SyntaxFailure {
    const { code, offset, length, rule, expected, found, message } = this;
    return { code, offset, length, rule, expected, found, message };
  }
}
