// url-grammar/ajv: the JSON Schema formats uri, uri-reference, iri, iri-reference, uri-template,
// ipv4 and ipv6 for Ajv 8 (docs/jsonschema.md), decided by the library's grammars, with errors
// that name the rule and the offset when asked. A separate entry point: ajv is not a dependency,
// and a page that only parses URLs does not load the template grammar.
// Only re-exports: the modules the names come from are not part of the API.

export { addURLFormats } from './jsonschema/plugin';
export { URL_FORMATS, formatFailure } from './jsonschema/formats';
export type {
  AjvInstance, AjvKeywordCheck, AjvKeywordDefinition, AjvKeywordError, AjvSchemaContext, AjvStringFormat, URLFormat,
  URLFormatError, URLFormatErrorParams, URLFormatsOptions,
} from './jsonschema/types';
