// RFC 6570 section 3, expansion (https://www.rfc-editor.org/rfc/rfc6570#section-3, the algorithm
// of Appendix A): a template and its variables to a URI reference.

import { OptionError } from '../core/arguments';
import { urlTypeError, type URLTypeError } from '../core/errors';
import { TextBuilder, addUTF8PercentEncoded, hexValue, percentEncodeByte } from '../core/characters';
import { parseTemplate } from './parse';
import type { ParsedTemplate, TemplateExpression, TemplateOperator, TemplateValue, TemplateVariable } from './types';

/** A TypeError of a template that cannot be expanded: why (`code`) and where (`offset` in the template, `input`). */
export type TemplateTypeError = URLTypeError;

/** The TypeError of a template failure (its code and offset, the template as `input`). */
function templateTypeError(input: string, code: string, offset: number, message: string): TemplateTypeError {
  return urlTypeError('expandTemplate', input, code, offset, message);
}

/** One row of the table of section 3.2.1 / Appendix A; `reserved`: allow U+R (else U). */
interface OperatorBehaviour {
  readonly first: string;
  readonly sep: string;
  readonly named: boolean;
  readonly ifemp: string;
  readonly reserved: boolean;
}

const row = (first: string, sep: string, named: boolean, ifemp: string, reserved: boolean): OperatorBehaviour => ({ first, sep, named, ifemp, reserved });

// Appendix A, the table of how each operator expands (the reserved operators never parse).
const BEHAVIOURS: Readonly<Partial<Record<TemplateOperator, OperatorBehaviour>>> = {
  '': row('', ',', false, '', false),
  '+': row('', ',', false, '', true),
  '.': row('.', '.', false, '', false),
  '/': row('/', '/', false, '', false),
  ';': row(';', ';', true, '', false),
  '?': row('?', '&', true, '=', false),
  '&': row('&', '&', true, '=', false),
  '#': row('#', ',', false, '', true),
};

// Section 1.5: unreserved (U) and reserved (U+R adds them) ASCII characters.
const UNRESERVED = /[A-Za-z0-9\-._~]/;
const RESERVED = /[:/?#[\]@!$&'()*+,;=]/;
const ALLOWED_U = Array.from({ length: 128 }, (_, c) => UNRESERVED.test(String.fromCharCode(c)));
const ALLOWED_UR = Array.from({ length: 128 }, (_, c) => ALLOWED_U[c] || RESERVED.test(String.fromCharCode(c)));

/** Whether `text` has a pct-encoded triplet at `i`. */
function isTriplet(text: string, i: number): boolean {
  return text.charCodeAt(i) === 0x25 && hexValue(text.charCodeAt(i + 1)) >= 0 && hexValue(text.charCodeAt(i + 2)) >= 0;
}

/** The code point at `i`, a lone surrogate as U+FFFD (a string's UTF-8 encoding). */
function codePointAt(text: string, i: number): number {
  const cp = text.codePointAt(i) as number;
  return cp >= 0xd800 && cp <= 0xdfff ? 0xfffd : cp;
}

/**
 * Section 3.2.1: `text` with each character outside the allowed set UTF-8 percent-encoded
 * (`reserved`: U+R, where pct-encoded triplets pass too; else U). Appends to `out`.
 */
function encodeValue(out: TextBuilder, text: string, reserved: boolean): void {
  const allowed = reserved ? ALLOWED_UR : ALLOWED_U;
  let start = 0;
  for (let i = 0; i < text.length; ) {
    const c = text.charCodeAt(i);
    if ((c < 0x80 && allowed[c]) || (reserved && isTriplet(text, i))) {
      i += c === 0x25 ? 3 : 1;
      continue;
    }
    if (i > start) out.add(text.slice(start, i));
    const cp = codePointAt(text, i);
    if (cp < 0x80) out.add(percentEncodeByte(cp));
    else addUTF8PercentEncoded(out, cp);
    i += cp > 0xffff ? 2 : 1;
    start = i;
  }
  if (start < text.length) out.add(start === 0 ? text : text.slice(start));
}

/**
 * Section 2.4.1: the first `max` characters of `value`: code points (never half a surrogate
 * pair), and a pct-encoded triplet one character where U+R lets it through unchanged.
 */
function prefixOf(value: string, max: number, reserved: boolean): string {
  let i = 0;
  for (let count = 0; count < max && i < value.length; count++) {
    if (reserved && isTriplet(value, i)) i += 3;
    else i += (value.codePointAt(i) as number) > 0xffff ? 2 : 1;
  }
  return value.slice(0, i);
}

type Scalar = string | number | boolean;
type Defined = { kind: 'string'; value: string } | { kind: 'list'; items: string[] } | { kind: 'pairs'; pairs: [string, string][] };

/** Section 2.3: the value as a string, list or associative array; null when undefined (null, undefined, no members). */
function definedValue(value: TemplateValue): Defined | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object') return { kind: 'string', value: String(value) };
  if (Array.isArray(value)) {
    const items = (value as readonly (Scalar | null | undefined)[]).filter((item): item is Scalar => item !== null && item !== undefined).map(String);
    return items.length === 0 ? null : { kind: 'list', items };
  }
  const pairs = Object.entries(value as Record<string, Scalar | null | undefined>).filter(([, v]) => v !== null && v !== undefined).map(([k, v]): [string, string] => [k, String(v)]);
  return pairs.length === 0 ? null : { kind: 'pairs', pairs };
}

/** Appends "name=value", the value encoded (or the name and ifemp when the value is empty); `name` as given (a varname, or a key already encoded). */
function addNamed(out: TextBuilder, name: string, value: string, op: OperatorBehaviour): void {
  out.add(name);
  if (value === '') out.add(op.ifemp);
  else {
    out.add('=');
    encodeValue(out, value, op.reserved);
  }
}

/** Appendix A: a defined composite value, exploded or not. */
function addComposite(out: TextBuilder, variable: TemplateVariable, value: Defined, op: OperatorBehaviour): void {
  const pairs = value.kind === 'pairs' ? value.pairs : null;
  const items = value.kind === 'list' ? value.items : [];
  if (!variable.explode) {
    if (op.named) {
      out.add(variable.name);
      out.add('=');
    }
    const texts = pairs === null ? items : pairs.flat();
    texts.forEach((text, i) => {
      if (i > 0) out.add(',');
      encodeValue(out, text, op.reserved);
    });
    return;
  }
  const encodedKey = (key: string): string => {
    const keyOut = new TextBuilder();
    encodeValue(keyOut, key, op.reserved);
    return keyOut.toString();
  };
  const entries: [string, string][] = pairs === null ? items.map((item) => [variable.name, item]) : pairs.map(([k, v]) => [encodedKey(k), v]);
  entries.forEach(([key, text], i) => {
    if (i > 0) out.add(op.sep);
    if (op.named) addNamed(out, key, text, op);
    else if (pairs !== null) {
      out.add(key);
      out.add('=');
      encodeValue(out, text, op.reserved);
    } else encodeValue(out, text, op.reserved);
  });
}

/** Appendix A: one string value, with its prefix modifier. */
function addString(out: TextBuilder, variable: TemplateVariable, value: string, op: OperatorBehaviour): void {
  const text = variable.prefix === null ? value : prefixOf(value, variable.prefix, op.reserved);
  if (op.named) addNamed(out, variable.name, text, op);
  else encodeValue(out, text, op.reserved);
}

/** Appendix A: one expression; throws for a prefix modifier on a composite value (section 2.4.1). */
function addExpression(out: TextBuilder, expression: TemplateExpression, variables: Readonly<Record<string, TemplateValue>>, source: string): void {
  const op = BEHAVIOURS[expression.operator];
  if (op === undefined) {
    const message = `template ${JSON.stringify(source)}: operator "${expression.operator}" at offset ${expression.offset + 1} is reserved (RFC 6570 section 2.2, op-reserve)`;
    throw templateTypeError(source, 'unexpected-code-point', expression.offset + 1, message);
  }
  let first = true;
  for (const variable of expression.variables) {
    const value = definedValue(Object.prototype.hasOwnProperty.call(variables, variable.name) ? variables[variable.name] : undefined);
    if (value === null) continue;
    if (value.kind !== 'string' && variable.prefix !== null) {
      const message = `template ${JSON.stringify(source)}: prefix modifier ":${variable.prefix}" on the ${value.kind === 'list' ? 'list' : 'associative array'} "${variable.name}" at offset ${variable.offset} (RFC 6570 section 2.4.1: not applicable to composite values)`;
      throw templateTypeError(source, 'prefix-on-composite', variable.offset, message);
    }
    out.add(first ? op.first : op.sep);
    first = false;
    if (value.kind === 'string') addString(out, variable, value.value, op);
    else addComposite(out, variable, value, op);
  }
}

/** Section 3.1: a literal run, each character outside unreserved / reserved / pct-encoded UTF-8 percent-encoded. */
function addLiteral(out: TextBuilder, text: string): void {
  encodeValue(out, text, true);
}

const SCALAR_TYPES: ReadonlySet<string> = new Set(['string', 'number', 'boolean']);
const isScalarOrUndefined = (v: unknown): boolean => v === null || v === undefined || SCALAR_TYPES.has(typeof v);

/** Whether `value` is a TemplateValue: a scalar, undefined/null, or a list or plain object of them. */
function isTemplateValue(value: unknown): boolean {
  if (isScalarOrUndefined(value)) return true;
  if (Array.isArray(value)) return value.every(isScalarOrUndefined);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return false;
  return Object.values(value as object).every(isScalarOrUndefined);
}

/** The variables argument checked: a plain object of TemplateValues, else an OptionError. */
function readVariables(variables: unknown): Readonly<Record<string, TemplateValue>> {
  const wanted = 'an object of strings, numbers, booleans, lists and objects of them';
  if (typeof variables !== 'object' || variables === null || Array.isArray(variables)) throw new OptionError('expandTemplate', 'argument 2', wanted, variables);
  for (const [name, value] of Object.entries(variables)) {
    if (!isTemplateValue(value)) throw new OptionError('expandTemplate', `variables[${JSON.stringify(name)}]`, wanted, value);
  }
  return variables as Readonly<Record<string, TemplateValue>>;
}

/** The parsed template; a template that does not parse is a TypeError with the failure's code and offset. */
function readTemplate(template: string | ParsedTemplate): ParsedTemplate {
  if (typeof template === 'object' && template !== null && Array.isArray(template.parts) && typeof template.source === 'string') return template;
  if (typeof template !== 'string') throw new OptionError('expandTemplate', 'argument 1', 'a string or a ParsedTemplate', template);
  const result = parseTemplate(template);
  if (result.failure !== null) throw templateTypeError(template, result.failure.code, result.failure.offset, `template ${JSON.stringify(template)}: ${result.failure.message}`);
  return result.template;
}

/** RFC 6570 section 3 (Appendix A): the URI reference `template` expands to with `variables`. */
export function expandTemplate(template: string | ParsedTemplate, variables: Readonly<Record<string, TemplateValue>>): string {
  const parsed = readTemplate(template);
  const values = readVariables(variables);
  const out = new TextBuilder();
  for (const part of parsed.parts) {
    if (part.type === 'literal') addLiteral(out, part.text);
    else addExpression(out, part, values, parsed.source);
  }
  return out.toString();
}
