// The RFC 3986 / RFC 3987 parse of the input as coloured spans over it, each named by its rule
// (scheme, userinfo, host and its kind, port, path and its kind, query, fragment), or the
// rule-level failure with a caret at its offset.

import { parseReference } from '../src/index';
import type { ComponentSpan, ReferenceTree, StrictGrammar } from '../src/index';
import { make } from './dom';

interface Part {
  readonly span: ComponentSpan;
  readonly rule: string;
  readonly label: string;
}

/** The leaf components of a tree, in input order. */
function partsOf(tree: ReferenceTree): Part[] {
  const parts: Part[] = [];
  const add = (span: ComponentSpan | null, rule: string, label = rule): void => {
    if (span !== null) parts.push({ span, rule, label });
  };
  add(tree.scheme, 'scheme');
  if (tree.authority !== null) {
    add(tree.authority.userinfo, 'userinfo');
    const host = tree.authority.host;
    add(host, 'host', `host: ${host.literal ?? host.kind}`);
    add(tree.authority.port, 'port');
  }
  add(tree.path, 'path', `path: ${tree.path.kind}`);
  add(tree.query, 'query');
  add(tree.fragment, 'fragment');
  return parts.sort((a, b) => a.span.start - b.span.start);
}

/** Renders the parse of `input` with `grammar` into `target` (its data-valid says whether it matched). */
export function showTree(target: HTMLElement, input: string, grammar: StrictGrammar): void {
  const { tree, failure } = parseReference(input, { grammar });
  target.dataset.valid = String(tree !== null);
  if (tree === null) {
    const caret = make('pre', `${' '.repeat(failure?.offset ?? 0)}^`, {}, 'caret');
    const text = make('pre', input, {}, 'failed');
    const message = make('p', failure === null ? '' : failure.message, { rule: failure?.rule ?? '' }, 'failure');
    target.replaceChildren(text, caret, message);
    return;
  }
  const nodes: Node[] = [];
  let at = 0;
  for (const part of partsOf(tree)) {
    if (part.span.start > at) nodes.push(make('span', input.slice(at, part.span.start), {}, 'delimiter'));
    const node = make('span', '', { rule: part.rule }, `part ${part.rule}`);
    node.append(make('span', part.span.text === '' ? '\u2205' : part.span.text, {}, 'text'), make('span', part.label, {}, 'rule'));
    nodes.push(node);
    at = Math.max(at, part.span.end);
  }
  if (at < input.length) nodes.push(make('span', input.slice(at), {}, 'delimiter'));
  target.replaceChildren(...nodes);
}
