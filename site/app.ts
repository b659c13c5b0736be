// The URL viewer (site/index.html): what url-grammar makes of the string in #input, against the
// base in #base, updated as you type. The state lives in the page's fragment
// (#input=<percent-encoded>&base=<percent-encoded>), so a result can be shared as a link.
// Built by scripts/site.js into site/dist/ (one classic script: the page works from file://).

import { URL, toDisplayString, validate } from '../src/index';
import type { ValidationIssue } from '../src/index';
import { element } from './dom';
import { showLadder, showResolution } from './resolution';
import { showTree } from './tree';

const STANDARDS = ['whatwg', 'rfc3986', 'rfc3987', 'web-address'] as const;
const FIELDS = ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;

const inputBox = element<HTMLInputElement>('#input');
const baseBox = element<HTMLInputElement>('#base');

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
  showMarks(input, issues);
}

/** The input with each error's code units marked (a zero-length error as a caret before its offset). */
function showMarks(input: string, issues: readonly ValidationIssue[]): void {
  const marked = new Array<boolean>(input.length + 1).fill(false);
  for (const issue of issues) {
    const end = Math.min(input.length, issue.offset + Math.max(issue.length, 1));
    for (let i = issue.offset; i < end; i++) marked[i] = true;
    if (issue.offset >= input.length) marked[input.length] = true;
  }
  const parts: Node[] = [];
  let start = 0;
  for (let i = 0; i <= input.length; i++) {
    if (i < input.length && marked[i] === marked[start]) continue;
    const text = input.slice(start, i);
    if (text !== '') parts.push(marked[start] ? markOf(text) : document.createTextNode(text));
    start = i;
  }
  if (marked[input.length]) parts.push(markOf('\u2038'));
  element('#marked').replaceChildren(...parts);
}

function markOf(text: string): HTMLElement {
  const mark = document.createElement('mark');
  mark.textContent = text;
  return mark;
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
  const state = `input=${encodeURIComponent(input)}${base === '' ? '' : `&base=${encodeURIComponent(base)}`}`;
  history.replaceState(null, '', `#${state}`);
}

/** The state in the fragment, if any (the page's own format; anything else is ignored). */
function restore(): void {
  const state = new globalThis.URLSearchParams(location.hash.slice(1));
  const input = state.get('input');
  if (input !== null) inputBox.value = input;
  baseBox.value = state.get('base') ?? '';
}

restore();
inputBox.addEventListener('input', update);
baseBox.addEventListener('input', update);
update();
