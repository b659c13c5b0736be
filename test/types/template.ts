// The url-grammar/template entry point (docs/templates.md), as a consumer reads it under each
// module setting (node10 finds the subpath through package.json `typesVersions`).

import { expandTemplate, parseTemplate } from 'url-grammar/template';
import type { TemplatePart, TemplateResult, TemplateValue } from 'url-grammar/template';

const result: TemplateResult = parseTemplate('/repos/{owner}{?page}');
if (result.template !== null) {
  const parts: readonly TemplatePart[] = result.template.parts;
  void parts;
} else {
  const offset: number = result.failure.offset;
  void offset;
}
const values: Record<string, TemplateValue> = { owner: 'whatwg', page: 2, keys: { a: '1' }, list: ['x', 'y'] };
const uri: string = expandTemplate('/repos/{owner}{?page}', values);
// @ts-expect-error: a value is a string, number, boolean, list or associative array
expandTemplate('{x}', { x: new Date() });
void uri;
