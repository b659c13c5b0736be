// addURLFormats: the JSON Schema formats of URLs and IP addresses (docs/jsonschema.md) added to an
// Ajv 8 instance, decided by the library's grammars; with `positionedErrors`, Ajv's `format`
// keyword replaced by one whose errors name the rule, the offset, the expected and the found text.

import { OptionError, booleanOption, oneOf, readOptions } from '../core/arguments';
import { URL_FORMATS, formatDefinition, isURLFormat } from './formats';
import { positionedFormatKeyword } from './keyword';
import type { AjvInstance, URLFormat, URLFormatsOptions } from './types';

const FN = 'addURLFormats';

/**
 * Adds `options.formats` (default all of URL_FORMATS) to `ajv` and returns it. A value that is
 * not an Ajv instance, or a wrong option, is an OptionError (a TypeError naming it).
 */
export function addURLFormats<A extends AjvInstance>(ajv: A, options?: URLFormatsOptions | null): A {
  const bag = readOptions(FN, options);
  const formats = formatsOption(bag.formats);
  const positioned = booleanOption(FN, bag, 'positionedErrors', false);
  if (!isAjvInstance(ajv)) throw new OptionError(FN, 'argument 1', 'an Ajv 8 instance', ajv);
  for (const format of formats) ajv.addFormat(format, formatDefinition(format));
  if (positioned) {
    ajv.removeKeyword('format');
    ajv.addKeyword(positionedFormatKeyword(ajv));
  }
  return ajv;
}

/** The formats option: a list of the plugin's format names. */
function formatsOption(value: unknown): readonly URLFormat[] {
  if (value === undefined) return URL_FORMATS;
  if (Array.isArray(value) && value.every(isURLFormat)) return value as readonly URLFormat[];
  throw new OptionError(FN, 'options.formats', `an array of ${oneOf(URL_FORMATS)}`, value);
}

/** Whether `value` has what the plugin calls (an Ajv 8 instance by its shape). */
function isAjvInstance(value: unknown): value is AjvInstance {
  if (typeof value !== 'object' || value === null) return false;
  const ajv = value as Partial<Record<keyof AjvInstance, unknown>>;
  return typeof ajv.addFormat === 'function' && typeof ajv.addKeyword === 'function' &&
    typeof ajv.removeKeyword === 'function' && typeof ajv.formats === 'object' && typeof ajv.opts === 'object';
}
