// A consumer of url-grammar, written as the README and docs/ show the API, type-checked by
// test/types.test.ts under each module setting (lib es2022 alone: no DOM, no @types/node). A line
// after `@ts-expect-error` is something the declarations must reject.

import {
  OptionError, RuleFailure, URL, URLReference, URLSearchParams, ValidationError, VALIDATION_ERROR_CODES, classify,
  domainToASCII, equivalent, iriToURI, normalize, normalizeWithDiagnosis, parseDataURL, parseReference, parseScheme,
  parseURL, publicSuffix, registrableDomain, resolve, serializeURL, toDisplayString, validate,
} from 'url-grammar';
import type {
  BaseURL, ParseURLOptions, ParseURLResult, ResolveResult, URLLike, URLObject, URLRecord, ValidateOptions, ValidationErrorCode,
  ValidationIssue, ValidationResult,
} from 'url-grammar';

/** Marks a value as used with the type it must have. */
function use<T>(value: T): T {
  return value;
}

// README, API tour.
const url = new URL('../b?q#f', 'https://Example.COM/a/c');
use<string>(url.href);
use<string>(url.origin);
use<boolean>(URL.canParse('http://[::1'));
use<URL | null>(URL.parse('nope'));
try {
  new URL('http://example.com:99999/');
} catch (e) {
  if (e instanceof TypeError) use<string>(e.message);
}

// parseURL: the result is a discriminated union; no `!` is needed after a check.
const parsed: ParseURLResult = parseURL('//x/y', { base: 'http://h/' });
if (!parsed.failed) {
  use<string>(serializeURL(parsed.url));
  use<null>(parsed.failure);
} else {
  use<ValidationErrorCode>(parsed.failure.code);
  use<'input' | 'base'>(parsed.failed);
  use<null>(parsed.url);
}
if (parsed.url) use<string>(serializeURL(parsed.url));
else use<number>(parsed.failure.offset);
if (parsed.url !== null) use<null>(parsed.failed);
if (parsed.failure === null) use<URLRecord>(parsed.url);
const { url: record, failure: recordFailure, failed } = parseURL('//x/y', { base: 'http://h/' });
if (record) use<string>(serializeURL(record));
if (failed === null) use<URLRecord>(record); // destructured, the union still narrows
else use<number>(recordFailure.offset);
// @ts-expect-error: the record is null when parsing failed
serializeURL(parsed.url);
// @ts-expect-error: the failure is null when parsing succeeded
use<string>(parsed.failure.code);
use<string>(parseURL('https:\\\\a.com/a b').errors.map((e) => `${e.code}@${e.offset}`).join());
use<number>(parseURL('https:\\\\a.com/a b').errorCount);

// ValidationError is a class: instanceof works, and its fields are typed.
const failure = parseURL('http://a b/').failure;
if (failure instanceof ValidationError) {
  use<ValidationErrorCode>(failure.code);
  use<number>(failure.offset + failure.length);
  use<string>(failure.message);
}
use<readonly ValidationErrorCode[]>(VALIDATION_ERROR_CODES);

// validate: `valid` narrows.
const checked: ValidationResult = validate('http://a.com/%zz', { standard: 'rfc3986' });
if (checked.valid) {
  use<null>(checked.failure);
  use<0>(checked.errorCount);
} else {
  use<ValidationIssue | null>(checked.failure);
  use<string | undefined>(checked.failure?.rule);
}
// @ts-expect-error: failure is null for a valid input, and may be null for an invalid one
use<string>(checked.failure.code);
// @ts-expect-error: not a standard
validate('x', { standard: 'rfc9999' });
// @ts-expect-error: a number is not a base
validate('x', { base: 1 });
// @ts-expect-error: maxErrors is a number
validate('x', { maxErrors: '3' });
// @ts-expect-error: not an option of validate
validate('x', { mode: 'whatwg' });

// Bases: a string, url-grammar's URL, a URL record, a structural URL object.
const base = new URL('http://a/');
validate('c', { base });
validate('c', { base: new URL('http://a/') });
validate('c', { base: 'http://a/' });
validate('c', { base: null });
parseURL('c', { base });
parseURL('c', { base: new URL('http://a/') });
const baseRecord = parseURL('http://a/').url;
if (baseRecord !== null) {
  validate('c', { base: baseRecord });
  parseURL('c', { base: baseRecord });
}
const platformLike: URLObject = { href: 'http://a/', toString: () => 'http://a/', toJSON: () => 'http://a/' };
validate('c', { base: platformLike });
new URL('c', platformLike);
new URL(platformLike);
new URL('c', base);
URL.parse('c', base);
URL.canParse('c', platformLike);
const bases: BaseURL[] = ['http://a/', base, platformLike];
use<number>(bases.length);
const options: ParseURLOptions = { base: bases[0] ?? null, maxErrors: 3 };
parseURL('c', options);
const validateOptions: ValidateOptions = { standard: 'whatwg', base: base };
validate('c', validateOptions);
// @ts-expect-error: a number is not a base
new URL('c', 1);
// @ts-expect-error: a number is not a base
parseURL('c', { base: 1 });
// @ts-expect-error: a URL record is read by parseURL's base, not by the URL constructor (URL.fromRecord)
new URL('c', baseRecord ?? undefined);
// @ts-expect-error: a plain { href } is not a URL object (the URL constructor reads its String(), "[object Object]")
new URL('c', { href: 'http://a/' });
// @ts-expect-error: the same for an argument read as a string
parseURL({ href: 'http://a/' });
// @ts-expect-error: the encoding is a label
parseURL('c', { encoding: 1252 });

// resolve: `href` narrows.
const resolved: ResolveResult = resolve('../g', 'http://a/b/c/d;p?q', { mode: 'rfc3986' });
if (resolved.href !== null) {
  use<null>(resolved.failure);
} else {
  use<string>(resolved.failure.message);
  use<'reference' | 'base'>(resolved.failed);
  if (resolved.failure instanceof RuleFailure) use<string>(resolved.failure.code);
}
resolve('c', base);
resolve(base, null);
if (baseRecord !== null) resolve('c', baseRecord, { mode: 'rfc3986' });
// @ts-expect-error: a number is not a base
resolve('c', 1);
// @ts-expect-error: the failure is null once resolved
use<string>(resolved.failure.message);
// @ts-expect-error: not a mode
resolve('../g', 'http://a/', { mode: 'rfc1808' });

// References, normalisation, IRIs, extras (README and docs/).
use<string>(new URLReference('../a/b?c#d').rebase('x/y/').href);
new URLReference(base);
use<string>(classify('//h/p'));
use<string | null>(normalize('HTTP://Example.COM:80/%7euser/./a'));
const diagnosed = normalizeWithDiagnosis('http://a/%zz');
if (diagnosed.normalized === null) use<string>(diagnosed.failure.message);
else use<null>(diagnosed.failure);
use<boolean>(equivalent('HTTP://a.com:80/%7e', 'http://a.com/~', { level: 'scheme' }));
use<string>(iriToURI('http://example.com/ö'));
use<string>(toDisplayString(base));
use<string>(domainToASCII('Bücher.example'));
const tree = parseReference('http://a/b', { grammar: 'rfc3986' });
if (tree.failure === null) use<string>(tree.tree.rule);
use<string | undefined>(parseScheme('ws://chat.example:8080/room').tree?.components.map((c) => `${c.name}=${c.text}`).join());
use<string | null>(publicSuffix('www.example.co.uk'));
use<string | null>(registrableDomain(base));
const data = parseDataURL('data:,a%20b');
if (data !== null) use<Uint8Array>(data.body);

// URLSearchParams: iterable, with the platform's members.
const params = new URLSearchParams('z=b&a=b&z=a');
params.sort();
params.forEach((value, name, self) => use<string>(`${name}=${value}${self.size}`));
for (const [name, value] of params) use<string>(name + value);
for (const name of params.keys()) use<string>(name);
use<Array<[string, string]>>([...url.searchParams.entries()]);
use<number>(url.searchParams.size);
// @ts-expect-error: a value is a string
params.append('a', 1);

// Options: an option set to undefined reads as absent (exactOptionalPropertyTypes allows it).
const maybeMode: 'whatwg' | undefined = undefined as 'whatwg' | undefined;
const maybeString: string | undefined = undefined as string | undefined;
const maybeFlag: boolean | undefined = undefined as boolean | undefined;
parseURL('c', { base: maybeString, encoding: maybeString, maxErrors: undefined });
validate('c', { standard: maybeMode, base: maybeString, schemes: maybeFlag, zoneIds: maybeFlag, maxErrors: undefined });
resolve('c', maybeString, { mode: maybeMode, grammar: undefined });
normalize('c', { level: undefined, case: maybeFlag, grammar: undefined });
equivalent('a', 'b', { ignoreFragment: maybeFlag });
iriToURI('c', { idna: maybeFlag, encodeUnsafeASCII: undefined });
parseReference('c', { grammar: undefined, rule: undefined, zoneIds: maybeFlag });
use<URL>(new URLReference('a').resolve(platformLike));
// @ts-expect-error: level is one of the comparison levels
normalize('c', { level: 'loose' });
// @ts-expect-error: idna is true or false
iriToURI('c', { idna: 'yes' });
// @ts-expect-error: not a grammar
parseReference('c', { grammar: 'rfc1738' });
// @ts-expect-error: errorCount is read-only
parsed.errorCount = 1;

// Arguments.
const like: URLLike = base;
use<ParseURLResult>(parseURL(like));
try {
  validate('x', { standard: 'nope' as 'whatwg' });
} catch (e) {
  if (e instanceof OptionError) use<string>(e.option);
}
