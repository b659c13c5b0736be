// The URL viewer (site/index.html): what url-grammar makes of the string in #input, against the
// base in #base, and whether it matches the URL pattern in #pattern, updated as you type. The state
// lives in the page's fragment (#input=<percent-encoded>&base=<percent-encoded>&pattern=<percent-encoded>),
// so a result can be shared as a link.
// Built by scripts/site.js into site/dist/ (one classic script: the page works from file://).

import { URL, toDisplayString, validate } from '../src/index';
import type { ValidationIssue } from '../src/index';
import { element, markedText } from './dom';
import { showPattern } from './pattern';
import { showLadder, showResolution } from './resolution';
import { showTree } from './tree';

const STANDARDS = ['whatwg', 'rfc3986', 'rfc3987', 'web-address'] as const;
const FIELDS = ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;

const inputBox = element<HTMLInputElement>('#input');
const baseBox = element<HTMLInputElement>('#base');
const patternBox = element<HTMLInputElement>('#pattern');

/** The URL object of the input against the base (a base that fails is reported as the failure). */
function parse(input: string, base: string): { url: URL | null; failure: string } {
  try {
    return { url: base === '' ? new URL(input) : new URL(input, base), failure: '' };
  } catch (error) {
    return { url: null, failure: error instanceof Error ? error.message : String(error) };
  }
}

function showVerdicts(input: string, base: string): void {
  for (const standard of STANDARDS) {
    const options = standard === 'whatwg' && base !== '' ? { standard, base } : { standard };
    element(`[data-standard="${standard}"]`).dataset.valid = String(validate(input, options).valid);
  }
}

function showFields(input: string, base: string): void {
  const { url, failure } = parse(input, base);
  element('#failure').textContent = failure;
  for (const field of FIELDS) element(`[data-field="${field}"]`).textContent = url === null ? '' : url[field];
  element('#display').textContent = url === null ? '' : toDisplayString(url);
  element('#record').textContent = url === null ? '' : JSON.stringify(url.record, null, 2);
}

/** The URL Standard's validation errors, in the order the parser meets them, the failure last. */
function issuesOf(input: string, base: string): ValidationIssue[] {
  const result = validate(input, base === '' ? { standard: 'whatwg' } : { standard: 'whatwg', base });
  return result.failure === null ? result.errors : [...result.errors, result.failure];
}

function showErrors(input: string, issues: readonly ValidationIssue[]): void {
  const list = element('#errors');
  list.replaceChildren(...issues.map((issue) => {
    const item = document.createElement('li');
    item.dataset.errorCode = issue.code;
    item.dataset.offset = String(issue.offset);
    const code = document.createElement('code');
    code.textContent = issue.code;
    // A message reads "<code> at offset <n>: <why>": the code is shown styled, then the rest.
    const prefix = `${issue.code} at offset ${issue.offset}`;
    item.append(code, issue.message.startsWith(prefix) ? issue.message.slice(issue.code.length) : ` at offset ${issue.offset}: ${issue.message}`);
    return item;
  }));
  element('#no-errors').hidden = issues.length > 0;
  // Each error's code units marked on the input (a zero-length error as a caret before its offset).
  element('#marked').replaceChildren(...markedText(input, issues));
}

function update(): void {
  const input = inputBox.value;
  const base = baseBox.value;
  showVerdicts(input, base);
  showFields(input, base);
  showErrors(input, issuesOf(input, base));
  showTree(element('[data-grammar="rfc3986"]'), input, 'rfc3986');
  showTree(element('[data-grammar="rfc3987"]'), input, 'rfc3987');
  showResolution(input, base);
  showLadder(input);
  showPattern(patternBox.value, input, base);
  history.replaceState(null, '', `#${stateOf(input, base, patternBox.value)}`);
}

/** The fragment holding the state: the input, then the base and the pattern when they are not empty. */
function stateOf(input: string, base: string, pattern: string): string {
  const optional = (name: string, value: string): string => (value === '' ? '' : `&${name}=${encodeURIComponent(value)}`);
  return `input=${encodeURIComponent(input)}${optional('base', base)}${optional('pattern', pattern)}`;
}

/** The state in the fragment, if any (the page's own format; anything else is ignored). */
function restore(): void {
  const state = new globalThis.URLSearchParams(location.hash.slice(1));
  const input = state.get('input');
  if (input !== null) inputBox.value = input;
  baseBox.value = state.get('base') ?? '';
  patternBox.value = state.get('pattern') ?? '';
}

restore();
inputBox.addEventListener('input', update);
baseBox.addEventListener('input', update);
patternBox.addEventListener('input', update);
// A link to another state opened in this tab changes only the fragment: no new page load.
window.addEventListener('hashchange', () => {
  restore();
  update();
});
update();
