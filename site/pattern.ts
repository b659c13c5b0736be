// The viewer's URL pattern field: the pattern compiled by url-grammar's URLPattern (against the
// base when the pattern is relative and a base is given), then whether and how the URL in #input
// matches it (https://urlpattern.spec.whatwg.org/#dom-urlpattern-exec): each component's pattern
// string, and for a match each component's input and groups. An invalid pattern shows its
// TypeError, the culprit marked at the error's offset.

import { URLPattern } from '../src/urlpattern-api';
import type { URLPatternResult } from '../src/urlpattern-api';
import { URL } from '../src/index';
import { element, make, markedText } from './dom';

/** The eight components, in the standard's order (https://urlpattern.spec.whatwg.org/#urlpattern). */
const COMPONENTS = ['protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;

/** What compiling a pattern gave: the pattern and how it was called, or the error. */
type Compiled =
  | { readonly pattern: URLPattern; readonly call: string }
  | { readonly error: unknown; readonly call: string };

/** The error's code and offset when it is one of url-grammar's TypeErrors (they carry them). */
function whereOf(error: unknown): { code: string; offset: number; input: string } | null {
  if (!(error instanceof TypeError)) return null;
  const { code, offset, input } = error as TypeError & { code?: unknown; offset?: unknown; input?: unknown };
  if (typeof code !== 'string' || typeof offset !== 'number' || typeof input !== 'string') return null;
  return { code, offset, input };
}

/** `new URLPattern(pattern)`, or `new URLPattern(pattern, base)` when it is relative and a base is given. */
function compile(pattern: string, base: string): Compiled {
  try {
    return { pattern: new URLPattern(pattern), call: 'new URLPattern(pattern)' };
  } catch (error) {
    // relative-without-base: the pattern string has no protocol (https://urlpattern.spec.whatwg.org/#url-pattern-create)
    if (base === '' || whereOf(error)?.code !== 'relative-without-base') return { error, call: 'new URLPattern(pattern)' };
  }
  try {
    return { pattern: new URLPattern(pattern, base), call: 'new URLPattern(pattern, base)' };
  } catch (error) {
    return { error, call: 'new URLPattern(pattern, base)' };
  }
}

/** The input matched against the pattern (against the base when given); an exception as its message. */
function execute(pattern: URLPattern, input: string, base: string): URLPatternResult | null | string {
  try {
    return base === '' ? pattern.exec(input) : pattern.exec(input, base);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** One component's row: its pattern string, then for a match its input and groups. */
function componentRow(pattern: URLPattern, name: (typeof COMPONENTS)[number], result: URLPatternResult | null): HTMLElement {
  const row = make('tr', '', { component: name });
  const cell = (label: string, ...children: Node[]): HTMLElement => {
    const td = make('td', '', { label });
    td.append(...children);
    return td;
  };
  const header = make('th', name);
  header.setAttribute('scope', 'row');
  row.append(header, cell('pattern', make('code', pattern[name], { value: 'pattern' })));
  if (result === null) return row;
  row.append(cell('input', make('code', result[name].input, { value: 'input' })), cell('groups', groupList(result[name].groups)));
  return row;
}

/** The groups as "name → value" (undefined shown as such), or "none". */
function groupList(groups: Record<string, string | undefined>): HTMLElement {
  const entries = Object.entries(groups);
  if (entries.length === 0) return make('span', 'none', {}, 'none');
  const list = make('ul', '', { value: 'groups' }, 'groups');
  for (const [name, value] of entries) {
    const item = make('li', '', { group: name });
    const shown = value === undefined ? make('code', 'undefined', { undefined: 'true' }, 'undefined') : make('code', value, {}, 'value');
    item.append(make('code', name, {}, 'name'), ' \u2192 ', shown);
    list.append(item);
  }
  return list;
}

/** Why the input does not match when it is not even a URL (exec's URL parse fails and gives null). */
function notAURL(input: string, base: string): string {
  if (base === '' ? URL.canParse(input) : URL.canParse(input, base)) return '';
  return base === '' ? ' (the input is not a URL)' : ' (the input is not a URL against the base)';
}

/**
 * Where to mark the culprit: the error's input is the pattern, the base, or a component's pattern
 * string; a component's string found once in the pattern is marked there, else on its own.
 */
function culprit(where: { offset: number; input: string }, pattern: string, base: string): { text: string; offset: number; what: string } {
  if (where.input === pattern) return { text: pattern, offset: where.offset, what: 'the pattern' };
  if (where.input === base) return { text: base, offset: where.offset, what: 'the base URL' };
  const at = where.input === '' ? -1 : pattern.indexOf(where.input);
  const component = `the component pattern ${JSON.stringify(where.input)}`;
  if (at < 0 || pattern.lastIndexOf(where.input) !== at) return { text: where.input, offset: where.offset, what: component };
  return { text: pattern, offset: at + where.offset, what: `${component}, offset ${at + where.offset} of the pattern` };
}

/** The TypeError's message, and the culprit marked at its offset. */
function showInvalid(error: unknown, pattern: string, base: string): void {
  const message = error instanceof Error ? error.message : String(error);
  const where = whereOf(error);
  const verdict = element('#pattern-verdict');
  verdict.dataset.state = 'invalid';
  verdict.textContent = `Invalid pattern: ${message}`;
  if (where?.code === 'relative-without-base') verdict.append(make('span', ' Give a base URL above, or start the pattern with a protocol.', {}, 'hint'));
  const marked = element('#pattern-marked');
  marked.hidden = where === null;
  marked.replaceChildren();
  for (const key of ['code', 'offset', 'input']) delete marked.dataset[key];
  if (where === null) return;
  Object.assign(marked.dataset, { code: where.code, offset: String(where.offset), input: where.input });
  const shown = culprit(where, pattern, base);
  marked.append(make('span', `${where.code} at offset ${where.offset} of ${shown.what}:`, {}, 'where'),
    ...markedText(shown.text, [{ offset: shown.offset, length: 1 }]));
}

/** The match verdict and the component table. */
function showMatch(pattern: URLPattern, input: string, base: string): void {
  const result = execute(pattern, input, base);
  const verdict = element('#pattern-verdict');
  if (typeof result === 'string') {
    verdict.dataset.state = 'error';
    verdict.textContent = `exec failed: ${result}`;
  } else {
    verdict.dataset.state = result === null ? 'no-match' : 'match';
    verdict.textContent = result === null ? `The input does not match${notAURL(input, base)}.` : 'The input matches.';
  }
  const matched = typeof result === 'string' ? null : result;
  element('#pattern-components').hidden = false;
  // The input and groups columns are a match's only.
  document.querySelectorAll<HTMLElement>('#pattern-components .match-only').forEach((column) => { column.hidden = matched === null; });
  element('#pattern-components tbody').replaceChildren(...COMPONENTS.map((name) => componentRow(pattern, name, matched)));
}

/** The pattern section for `pattern` (hidden when it is empty) and the URL in #input against #base. */
export function showPattern(pattern: string, input: string, base: string): void {
  const section = element('#pattern-section');
  section.hidden = pattern === '';
  element('#pattern-marked').hidden = true;
  element('#pattern-components').hidden = true;
  element('#pattern-components tbody').replaceChildren();
  if (pattern === '') return;
  const compiled = compile(pattern, base);
  element('#pattern-call').textContent = compiled.call;
  if ('error' in compiled) showInvalid(compiled.error, pattern, base);
  else showMatch(compiled.pattern, input, base);
}
