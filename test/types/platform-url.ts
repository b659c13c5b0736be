// url-grammar beside the platform's URL (lib dom's, or @types/node's global URL): bases of either
// kind are accepted, and url-grammar's URL and URLSearchParams are assignable where the platform's
// are expected.

import { URL as GrammarURL, URLSearchParams as GrammarSearchParams, parseURL, resolve, validate } from 'url-grammar';

const platformBase = new globalThis.URL('http://a/');
validate('c', { base: new URL('http://a/') });
validate('c', { base: platformBase });
parseURL('c', { base: platformBase });
parseURL(platformBase);
resolve('c', platformBase);
new GrammarURL('c', new globalThis.URL('http://a/'));
new GrammarURL(platformBase);
GrammarURL.parse('c', platformBase);
GrammarURL.canParse('c', platformBase);

const ours = new GrammarURL('http://a/?x=1');
const asPlatform: URL = ours;
const paramsAsPlatform: URLSearchParams = ours.searchParams;
const standalone: URLSearchParams = new GrammarSearchParams('a=1&b=2');
const fromOurs = new URL('c', ours);
const paramsFromOurs = new URLSearchParams(ours.searchParams);
function takesPlatformURL(url: URL): string {
  return url.href;
}
takesPlatformURL(ours);
for (const [name, value] of ours.searchParams.entries()) void (name + value);
// @ts-expect-error: a number is not a base
validate('c', { base: 42 });
export { asPlatform, fromOurs, paramsAsPlatform, paramsFromOurs, standalone };
