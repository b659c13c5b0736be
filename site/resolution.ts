// Resolution of the input against the base in the three modes (the URL Standard, RFC 3986 strict
// and non-strict), with the differences a security reviewer looks for (another host or path),
// and the RFC 3986 section 6 normalisation ladder.

import { normalizeWithDiagnosis, parseReference, resolve } from '../src/index';
import type { ComparisonLevel, ResolutionMode } from '../src/index';
import { element, make } from './dom';

const MODES: ReadonlyArray<[ResolutionMode, string]> = [
  ['whatwg', 'URL Standard'],
  ['rfc3986', 'RFC 3986 (strict)'],
  ['rfc3986-nonstrict', 'RFC 3986 (non-strict)'],
];

const LEVELS: ReadonlyArray<[ComparisonLevel, string]> = [
  ['simple', '6.2.1 simple string'],
  ['syntax', '6.2.2 syntax-based'],
  ['scheme', '6.2.3 scheme-based'],
  ['whatwg', 'URL Standard href'],
];

/** The host and path of an absolute URL as RFC 3986 reads them (null parts when it does not). */
function hostAndPath(href: string): { host: string | null; path: string | null } {
  const { tree } = parseReference(href);
  if (tree === null) return { host: null, path: null };
  return { host: tree.authority === null ? null : tree.authority.host.text.toLowerCase(), path: tree.path.text };
}

export function showResolution(input: string, base: string): void {
  const list = element('#resolution');
  const results = MODES.map(([mode, title]) => ({ mode, title, result: resolve(input, base === '' ? null : base, { mode }) }));
  const whatwg = results[0].result.href === null ? null : hostAndPath(results[0].result.href);
  list.replaceChildren(...results.map(({ mode, title, result }) => {
    const item = make('li', '', { mode });
    const value = result.href ?? result.failure?.message ?? '';
    const parts = result.href === null ? null : hostAndPath(result.href);
    const differs: string[] = [];
    if (whatwg !== null && parts !== null && mode !== 'whatwg') {
      if (parts.host !== whatwg.host) differs.push('host');
      if (parts.path !== whatwg.path) differs.push('path');
    }
    if (differs.length > 0) item.dataset.differs = differs.join(' ');
    item.append(make('span', title, {}, 'mode'), make('code', value, { value: 'href' }, result.href === null ? 'failed' : ''));
    if (differs.length > 0) item.append(make('strong', ` another ${differs.join(' and ')} than the URL Standard`, {}, 'differs'));
    return item;
  }));
}

export function showLadder(input: string): void {
  let previous: string | null = null;
  element('#ladder').replaceChildren(...LEVELS.map(([level, title]) => {
    const { normalized, failure } = normalizeWithDiagnosis(input, { level });
    const item = make('li', '', { level });
    if (normalized !== null && previous !== null && normalized !== previous) item.dataset.changed = 'true';
    item.append(make('span', title, {}, 'mode'), make('code', normalized ?? failure?.message ?? '', { value: 'normalized' }, normalized === null ? 'failed' : ''));
    if (normalized !== null) previous = normalized;
    return item;
  }));
}
