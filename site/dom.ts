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
