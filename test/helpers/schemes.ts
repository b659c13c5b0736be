// Helpers of the scheme grammar tests (test/schemes*.test.ts).
import { parseScheme } from '../../src/schemes/parse-scheme';
import type { SchemeComponent } from '../../src/schemes/component';

/** The components of `tree`, depth first, as "name=text" (and " (value)" with `withValues`, where one is decoded). */
export function flatten(tree: SchemeComponent, withValues = false): string[] {
  const value = withValues && tree.value !== undefined ? ` (${tree.value})` : '';
  return [`${tree.name}=${tree.text}${value}`, ...tree.components.flatMap((component) => flatten(component, withValues))];
}

/** The tree parseScheme gives `input`, which must be read by `grammar` without failure. */
export function treeOf(input: string, grammar: string): SchemeComponent {
  const result = parseScheme(input);
  expect(result.failure).toBeNull();
  expect(result.grammar).toBe(grammar);
  return result.tree as SchemeComponent;
}
