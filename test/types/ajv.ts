// The url-grammar/ajv entry point (docs/jsonschema.md), as a consumer reads it under each module
// setting, in a project without ajv installed: the declarations type an Ajv instance by its shape.

import { URL_FORMATS, addURLFormats, formatFailure } from 'url-grammar/ajv';
import type { AjvInstance, URLFormat, URLFormatError, URLFormatErrorParams, URLFormatsOptions } from 'url-grammar/ajv';

/** What a program holding an Ajv instance passes (here, its shape alone). */
declare const ajv: AjvInstance & { compile(schema: object): (data: unknown) => boolean };
const options: URLFormatsOptions = { formats: ['uri', 'iri-reference'], positionedErrors: true };
const same: typeof ajv = addURLFormats(ajv, options);
const formats: readonly URLFormat[] = URL_FORMATS;
const failure = formatFailure('uri-template', '{x');
const offset: number | undefined = failure?.offset;
declare const error: URLFormatError;
const params: URLFormatErrorParams = error.params;
const found: string | null = params.found;
// @ts-expect-error: 'url' is not a format of the plugin
formatFailure('url', 'x');
// @ts-expect-error: a value that is not an Ajv instance
addURLFormats({ addFormat() {} });
export { same, formats, offset, found };
