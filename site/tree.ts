// The RFC 3986 / RFC 3987 parse of the input as coloured spans over it, each named by its rule
// (scheme, authority holding userinfo, host and its kind and port, path and its kind, query,
// fragment), or the rule-level failure with a caret at its offset.

import { parseReference } from '../src/index';
import type { ComponentSpan, ReferenceTree, StrictGrammar } from '../src/index';
import { make } from './dom';

interface Part {
  readonly span: ComponentSpan;
  readonly rule: string;
  readonly label: string;
  readonly children: readonly Part[];
}

/** The components of a tree, in input order; the authority's own parts are its `children`. */
function partsOf(tree: ReferenceTree): Part[] {
  const parts: Part[] = [];
  const add = (into: Part[], span: ComponentSpan | null, rule: string, label = rule, children: Part[] = []): void => {
    if (span !== null) into.push({ span, rule, label, children });
  };
  add(parts, tree.scheme, 'scheme');
  if (tree.authority !== null) {
    const inside: Part[] = [];
    add(inside, tree.authority.userinfo, 'userinfo');
    const host = tree.authority.host;
    add(inside, host, 'host', `host: ${host.literal ?? host.kind}`);
    add(inside, tree.authority.port, 'port');
    add(parts, tree.authority, 'authority', 'authority', inside);
  }
  add(parts, tree.path, 'path', `path: ${tree.path.kind}`);
  add(parts, tree.query, 'query');
  add(parts, tree.fragment, 'fragment');
  return parts.sort((a, b) => a.span.start - b.span.start);
}

/** Spans for input[start, end): each part named by its rule, the text between as delimiters. */
function spans(input: string, parts: readonly Part[], start: number, end: number): Node[] {
  const nodes: Node[] = [];
  let at = start;
  for (const part of parts) {
    if (part.span.start > at) nodes.push(make('span', input.slice(at, part.span.start), {}, 'delimiter'));
    const node = make('span', '', { rule: part.rule }, `part ${part.rule}`);
    let text: HTMLElement;
    if (part.children.length === 0) {
      text = make('span', part.span.text === '' ? '\u2205' : part.span.text, {}, 'text');
    } else {
      text = make('span', '', {}, 'text group');
      text.append(...spans(input, part.children, part.span.start, part.span.end));
    }
    node.append(text, make('span', part.label, {}, 'rule'));
    nodes.push(node);
    at = Math.max(at, part.span.end);
  }
  if (at < end) nodes.push(make('span', input.slice(at, end), {}, 'delimiter'));
  return nodes;
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
  target.replaceChildren(...spans(input, partsOf(tree), 0, input.length));
}
