// The url-grammar/urlpattern entry point (docs/urlpattern.md), as a consumer reads it under each
// module setting (node10 finds the subpath through package.json `typesVersions`): the two
// constructor overloads, the result dictionaries, the extensions and the pattern set.

import { URLPattern, URLPatternList } from 'url-grammar/urlpattern';
import type {
  URLPatternComponent, URLPatternInit, URLPatternListMatch, URLPatternResult,
} from 'url-grammar/urlpattern';

const init: URLPatternInit = { pathname: '/repos/:owner/:repo', baseURL: 'https://api.github.com' };
const pattern = new URLPattern(init, { ignoreCase: true });
const relative = new URLPattern('/books/:id', 'https://example.com');
const result: URLPatternResult | null = pattern.exec('https://api.github.com/repos/a/b');
if (result !== null) {
  const owner: string | undefined = result.pathname.groups['owner'];
  void owner;
}
const component: URLPatternComponent = 'pathname';
const order: -1 | 0 | 1 = URLPattern.compareComponent(component, pattern, relative);
const path: string = relative.generate('pathname', { id: '7' });
const list = new URLPatternList([pattern, '/books/:id', { hostname: '*.example' }], { baseURL: 'https://example.com' });
const matches: URLPatternListMatch[] = list.match('https://example.com/books/1');
const best: URLPatternListMatch | null = list.first('https://example.com/books/1');
// @ts-expect-error: a component name
URLPattern.compareComponent('path', pattern, relative);
// @ts-expect-error: init members are strings
new URLPattern({ port: 443 });
void [order, path, matches, best];
