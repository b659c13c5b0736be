// The positioned `format` keyword: it takes the place of Ajv's own so that a schema keeps its
// `"format": "uri"` and the error says why and where (the grammar's rule, offset, expected and
// found). A format the plugin added is checked by its grammar; any other format (ajv-formats'
// `date-time`, a user's RegExp) as Ajv's keyword checks it: a function, a RegExp or a definition
// object of type "string" or "number", `true` for "known, not checked", an unknown format refused
// or ignored by the instance's `strictSchema` option, nothing checked when `validateFormats` is false.

import type { SyntaxFailure } from '../strict/syntax-failure';
import { formatCheck, formatOfDefinition } from './formats';
import type { AjvInstance, AjvKeywordCheck, AjvKeywordDefinition, AjvSchemaContext, URLFormat, URLFormatError } from './types';

/** A check of a format Ajv's keyword would have checked: the data's JSON type and the test. */
interface ForeignFormat {
  readonly type: string;
  readonly test: (data: never) => unknown;
}

/** Every value passes (format not checked). */
const PASS: AjvKeywordCheck = () => true;

/** The keyword definition for `ajv`, whose formats table it reads when a schema is compiled. */
export function positionedFormatKeyword(ajv: AjvInstance): AjvKeywordDefinition {
  return {
    keyword: 'format',
    // As Ajv's keyword: string and number formats; other JSON types pass.
    type: ['number', 'string'],
    schemaType: 'string',
    errors: true,
    compile: (schema, _parentSchema, it) => compileFormat(ajv, schema, it),
  };
}

function compileFormat(ajv: AjvInstance, name: string, it: AjvSchemaContext): AjvKeywordCheck {
  if (ajv.opts.validateFormats === false) return PASS;
  const definition = ajv.formats[name];
  const format = formatOfDefinition(definition);
  if (format !== undefined) return positionedCheck(format);
  if (definition === undefined) return unknownFormat(ajv, name, it);
  if (definition === true) return PASS;
  return foreignCheck(name, foreignFormat(name, definition));
}

/** One of the plugin's formats: the grammar's failure as the error (the pattern answers first, so an accepted string makes none). */
function positionedCheck(format: URLFormat): AjvKeywordCheck {
  const { failure } = formatCheck(format);
  const check: AjvKeywordCheck = (data) => {
    if (typeof data !== 'string') return true;
    const why = failure(data);
    if (why === null) return true;
    check.errors = [positionedError(format, why)];
    return false;
  };
  return check;
}

/** The error of a string not in `format`: the failure's message prefixed by the format, its fields in `params`. */
export function positionedError(format: URLFormat, failure: SyntaxFailure): URLFormatError {
  const { code, rule, offset, length, expected, found, message } = failure;
  return { keyword: 'format', message: `${format}: ${message}`, params: { format, code, rule, offset, length, expected, found } };
}

/** Ajv's handling of a format it does not know: an error at compile time, or a warning when `strictSchema` is false. */
function unknownFormat(ajv: AjvInstance, name: string, it: AjvSchemaContext): AjvKeywordCheck {
  const message = `unknown format "${name}" ignored in schema at path "${it.errSchemaPath}"`;
  if (ajv.opts.strictSchema !== false) throw new Error(message);
  if (ajv.logger !== false) ajv.logger.warn(message);
  return PASS;
}

/** A format added by someone else, read as Ajv reads its formats table (synchronous formats only). */
function foreignFormat(name: string, definition: unknown): ForeignFormat {
  if (definition instanceof RegExp) return { type: 'string', test: (data: string) => definition.test(data) };
  if (typeof definition === 'function') return { type: 'string', test: definition as (data: never) => unknown };
  const object = definition as { type?: string; validate?: unknown; async?: boolean };
  if (object.async === true) throw new Error(`format "${name}" is asynchronous: the positioned format keyword checks synchronous formats only`);
  const type = object.type ?? 'string';
  const validate = object.validate;
  if (validate instanceof RegExp) return { type, test: (data: string) => validate.test(data) };
  if (typeof validate === 'function') return { type, test: validate as (data: never) => unknown };
  throw new Error(`format "${name}" has no validate function or RegExp`);
}

/** A foreign format's check, with Ajv's own error ("must match format"). */
function foreignCheck(name: string, format: ForeignFormat): AjvKeywordCheck {
  const check: AjvKeywordCheck = (data) => {
    if (typeof data !== format.type || format.test(data as never)) return true;
    check.errors = [{ keyword: 'format', message: `must match format "${name}"`, params: { format: name } }];
    return false;
  };
  return check;
}
