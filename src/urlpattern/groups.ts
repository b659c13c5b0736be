// The groups of a component match result (https://urlpattern.spec.whatwg.org/#create-a-component-match-result
// step 4): a record keyed by the group names, each set as CreateDataProperty sets it, so that a
// group named "__proto__" is an own property like any other (an assignment would set the prototype).

import type { URLPatternComponentResult } from './types';

/** The groups of a component: each group's value, undefined for an optional group that matched nothing. */
export type Groups = URLPatternComponentResult['groups'];

/** Sets one group as CreateDataProperty does. */
export function setGroup(groups: Groups, name: string, value: string | undefined): void {
  if (name === '__proto__') Object.defineProperty(groups, name, { value, writable: true, enumerable: true, configurable: true });
  else groups[name] = value;
}
