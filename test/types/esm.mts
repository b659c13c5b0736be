// An ES module consumer (node16/nodenext: `import` resolves through package.json `exports`
// "import" condition, to dist/esm's declarations).

import { URL, URLSearchParams, ValidationError, parseURL, resolve, serializeURL, validate } from 'url-grammar';
import * as grammar from 'url-grammar';
import { printReference, readReference } from 'url-grammar/model';

const url: URL = new URL('../b?q#f', 'https://Example.COM/a/c');
const params: URLSearchParams = url.searchParams;
const result = parseURL('c', { base: url });
const href: string = result.url ? serializeURL(result.url) : result.failure.message;
const checked = validate('c', { base: new grammar.URL('http://a/') });
const failed: boolean = checked.valid ? checked.failure === null : checked.errorCount > 0 || checked.failure !== null;
const error: unknown = parseURL('http://a b/').failure;
const isError: boolean = error instanceof ValidationError;
const resolved = resolve('c', url);
const resolvedHref: string = resolved.href ?? resolved.failure.message;
const read = readReference('../g');
const printed: string = read.reference === null ? '' : printReference(read.reference);
// @ts-expect-error: the failure is null when parsing succeeded
const code: string = result.failure.code;
export { code, failed, href, isError, params, printed, resolvedHref };
