// A CommonJS consumer under node16/nodenext (`require` resolves through package.json `exports`
// "require" condition, to dist/cjs's declarations).

import grammar = require('url-grammar');
import model = require('url-grammar/model');

const url = new grammar.URL('../b?q#f', 'https://Example.COM/a/c');
const result = grammar.parseURL('c', { base: url });
const href: string = result.failed === null ? grammar.serializeURL(result.url) : result.failure.message;
const checked = grammar.validate('c', { base: url });
const valid: boolean = checked.valid && checked.failure === null;
const error: unknown = grammar.parseURL('http://a b/').failure;
const isError: boolean = error instanceof grammar.ValidationError;
const read = model.readReference('../g');
const printed: string = read.reference === null ? '' : model.printReference(read.reference);
// @ts-expect-error: the record is null when parsing failed
grammar.serializeURL(result.url);
export = { href, isError, printed, valid };
