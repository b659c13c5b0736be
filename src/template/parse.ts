// RFC 6570 URI Template syntax (https://www.rfc-editor.org/rfc/rfc6570#section-2): a template's
// literals and expressions, or why it is not one (a RuleFailure naming the ABNF rule, as the
// strict RFC 3986 grammar's failures do).

import { parse as parseRfc6570, PeggySyntaxError } from '../../generated/rfc6570';
import { OptionError } from '../core/arguments';
import { quoteCodePoint } from '../core/messages';
import { RuleFailure } from '../strict/rule-failure';
import { newRuleContext, syntaxFailure } from '../strict/syntax-failure';
import type { ParsedTemplate, TemplateExpression } from './types';

/** A parse: the template, or the failure. */
export type TemplateResult = { readonly template: ParsedTemplate; readonly failure: null } | { readonly template: null; readonly failure: RuleFailure };

// Section 2.2: op-reserve, reserved for future extensions; a processor fails on them (section 3).
const RESERVED_OPERATORS: ReadonlySet<string> = new Set(['=', ',', '!', '@', '|']);
const OPERATORS_IN_WORDS = ['"+"', '"#"', '"."', '"/"', '";"', '"?"', '"&"', 'varname'];

/** Parses; on a failure, parses again with the rule context (as src/strict/parse.ts does) to name the rule. */
function parseOrFail(template: string): ParsedTemplate | RuleFailure {
  try {
    return parseRfc6570(template);
  } catch (error) {
    if (!(error instanceof PeggySyntaxError)) throw error;
    const context = newRuleContext();
    try {
      parseRfc6570(template, { ruleContext: context });
    } catch {
      // the same failure, now with its rule
    }
    return new RuleFailure(syntaxFailure(template, error, context, 'URI-Template'));
  }
}

/** The first expression with a reserved operator (section 2.2, op-reserve), as a failure. */
function reservedOperatorFailure(parsed: ParsedTemplate): RuleFailure | null {
  const expression = parsed.parts.find((part): part is TemplateExpression => part.type === 'expression' && RESERVED_OPERATORS.has(part.operator));
  if (expression === undefined) return null;
  const offset = expression.offset + 1;
  const found = expression.operator;
  const message = `unexpected-code-point at offset ${offset}: operator ${quoteCodePoint(found.charCodeAt(0))} is reserved for future extensions (RFC 6570 section 2.2, op-reserve)`;
  return new RuleFailure({ code: 'unexpected-code-point', offset, length: 1, rule: 'operator', expected: OPERATORS_IN_WORDS, found, message });
}

/**
 * RFC 6570 section 2: the literals and expressions of `template` (with their offsets), or the
 * failure (code, offset, the rule, what it expected). Never throws on a string; linear time.
 */
export function parseTemplate(template: string): TemplateResult {
  if (typeof template !== 'string') throw new OptionError('parseTemplate', 'argument 1', 'a string', template);
  const parsed = parseOrFail(template);
  if (parsed instanceof RuleFailure) return { template: null, failure: parsed };
  const reserved = reservedOperatorFailure(parsed);
  return reserved === null ? { template: parsed, failure: null } : { template: null, failure: reserved };
}
