// Small DOM helpers of the URL viewer.

/** The one element `selector` names in the page (the page's markup is the viewer's own). */
export function element<T extends HTMLElement>(selector: string, root: ParentNode = document): T {
  const found = root.querySelector<T>(selector);
  if (found === null) throw new Error(`viewer: no ${selector} in the page`);
  return found;
}

/** A new element with its text and data attributes. */
export function make(tag: string, text: string, data: Record<string, string> = {}, className = ''): HTMLElement {
  const node = document.createElement(tag);
  node.textContent = text;
  if (className !== '') node.className = className;
  for (const [key, value] of Object.entries(data)) node.dataset[key] = value;
  return node;
}

/** A stretch of a string to mark: `length` code units from `offset` (0: a caret before it). */
export interface Span {
  readonly offset: number;
  readonly length: number;
}

/** `text` as text nodes and <mark>s over the spans (a span at or past the end as a caret after it). */
export function markedText(text: string, spans: readonly Span[]): Node[] {
  const marked = new Array<boolean>(text.length + 1).fill(false);
  for (const span of spans) {
    const end = Math.min(text.length, span.offset + Math.max(span.length, 1));
    for (let i = span.offset; i < end; i++) marked[i] = true;
    if (span.offset >= text.length) marked[text.length] = true;
  }
  const parts: Node[] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && marked[i] === marked[start]) continue;
    const stretch = text.slice(start, i);
    if (stretch !== '') parts.push(marked[start] ? make('mark', stretch) : document.createTextNode(stretch));
    start = i;
  }
  if (marked[text.length]) parts.push(make('mark', '\u2038'));
  return parts;
}
