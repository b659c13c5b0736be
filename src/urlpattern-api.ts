// url-grammar/urlpattern: the URL Pattern Standard's URLPattern (docs/urlpattern.md), on
// url-grammar's own URL parser, with two extensions not (yet) in the standard (compareComponent,
// generate) and a compiled pattern set (URLPatternList).
// A separate entry point: a page that only parses URLs does not load the pattern compiler.
// Only re-exports: the modules the names come from are not part of the API.

export { URLPattern } from './urlpattern/urlpattern';
export { URLPatternList } from './urlpattern/list';
export type { URLPatternListMatch, URLPatternListOptions } from './urlpattern/list';
export type {
  ComponentName as URLPatternComponent, URLPatternComponentResult, URLPatternInit, URLPatternInput,
  URLPatternOptions, URLPatternResult,
} from './urlpattern/types';
