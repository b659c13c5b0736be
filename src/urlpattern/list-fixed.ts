// The pattern set's second index, for the patterns its segment trie cannot key (a pathname that
// is "*" or starts with a wildcard or a regexp group): one of their other components whose
// pattern is fixed text (`^text$`, case-sensitive) is looked up by the input's value of that
// component, the hostname first (it tells the sites of a set apart), so such patterns are
// candidates only for inputs with that value. The rest stay candidates for every input.

import { matchersOf } from './match';
import { COMPONENT_NAMES, type Component, type ComponentName } from './types';

/** The components tried for the index, the most selective first. */
const INDEX_ORDER: readonly ComponentName[] = ['hostname', 'search', 'hash', 'port', 'protocol', 'username', 'password'];

/** Patterns by the fixed value of one of their components. */
export class FixedComponentIndex {
  /** Component index (in COMPONENT_NAMES) -> fixed value -> pattern ids. */
  private readonly byComponent = new Map<number, Map<string, number[]>>();

  /** Indexes pattern `id` by its first fixed component; false when it has none. */
  add(components: Readonly<Record<ComponentName, Component>>, id: number): boolean {
    const matchers = matchersOf(components);
    for (const name of INDEX_ORDER) {
      const index = COMPONENT_NAMES.indexOf(name);
      // The value the component's pattern matches alone (case-sensitive fixed text), if any.
      const value = matchers[index].exact;
      if (value === null) continue;
      let values = this.byComponent.get(index);
      if (values === undefined) {
        values = new Map();
        this.byComponent.set(index, values);
      }
      const ids = values.get(value);
      if (ids === undefined) values.set(value, [id]);
      else ids.push(id);
      return true;
    }
    return false;
  }

  /** Appends to `out` the ids indexed under the input's values (in COMPONENT_NAMES order). */
  collect(values: readonly string[], out: number[]): void {
    for (const [index, byValue] of this.byComponent) {
      const ids = byValue.get(values[index]);
      if (ids !== undefined) for (const id of ids) out.push(id);
    }
  }
}
