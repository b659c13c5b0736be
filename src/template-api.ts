// url-grammar/template: RFC 6570 URI Templates (docs/templates.md) on grammar/rfc6570.pegjs:
// parseTemplate, whose failures name the ABNF rule and the offset, and expandTemplate (section 3).
// A separate entry point: a page that only parses URLs does not load the template grammar.
// Only re-exports: the modules the names come from are not part of the API.

export { parseTemplate } from './template/parse';
export type { TemplateResult } from './template/parse';
export { expandTemplate } from './template/expand';
export type { TemplateTypeError } from './template/expand';
export type {
  ParsedTemplate, TemplateExpression, TemplateLiteral, TemplateOperator, TemplatePart, TemplateScalar, TemplateValue,
  TemplateVariable,
} from './template/types';
