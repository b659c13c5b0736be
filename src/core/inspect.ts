// How Node's util.inspect (console.log) shows a URL and a URLSearchParams: as Node's own classes
// do. The hook is the registered symbol, and util.inspect hands its own inspect function to it,
// so nothing here imports node:util (the browser path stays free of Node built-ins).

/** The util.inspect hook: Symbol.for('nodejs.util.inspect.custom'). */
export const INSPECT: unique symbol = Symbol.for('nodejs.util.inspect.custom') as never;

/** util.inspect as Node passes it to the hook (third argument). */
export type Inspect = (value: unknown, options?: object) => string;

/** The options util.inspect passes to the hook (the part read here). */
interface InspectOptions {
  readonly breakLength?: number;
}

/**
 * `Name { field: value, ... }` for an object of class `type`, from its fields in order (as
 * Node's URL prints its getters). Without Node's inspect (another runtime), the fields alone.
 */
export function inspectFields(type: { readonly name: string }, fields: Record<string, unknown>, options: InspectOptions, inspect: unknown): unknown {
  const shown: Record<string, unknown> = Object.create({ constructor: type });
  Object.assign(shown, fields);
  if (typeof inspect !== 'function') return shown;
  return `${type.name} ${(inspect as Inspect)(shown, options)}`;
}

/** `Name { 'key' => 'value', ... }`, as Node prints a URLSearchParams (one line while it fits). */
export function inspectPairs(name: string, pairs: ReadonlyArray<readonly [string, string]>, options: InspectOptions, inspect: unknown): unknown {
  if (typeof inspect !== 'function') return Object.fromEntries(pairs);
  if (pairs.length === 0) return `${name} {}`;
  const items = pairs.map(([key, value]) => `${(inspect as Inspect)(key, options)} => ${(inspect as Inspect)(value, options)}`);
  const length = items.reduce((sum, item) => sum + item.length, 0) + 2 * (items.length - 1);
  if (length <= (options.breakLength ?? 80)) return `${name} { ${items.join(', ')} }`;
  return `${name} {\n  ${items.join(',\n  ')} }`;
}
