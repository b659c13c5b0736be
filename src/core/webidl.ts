// Web IDL's JavaScript binding of an interface (https://webidl.spec.whatwg.org/#js-interfaces),
// the parts the URL and URLSearchParams classes share: too few arguments, a `this` that is not
// an instance ("illegal invocation"), and the attributes of the properties a class defines.
// Argument conversion (ToString, USVString) is in arguments.ts, with every public function's.

/** What a brand-check error says `this` was: a kind, never the value's text. */
function receiver(value: unknown): string {
  if (value === undefined || value === null) return String(value);
  if (Array.isArray(value)) return 'an array';
  const kind = typeof value;
  return kind === 'object' ? 'an object' : `a ${kind}`;
}

/** https://webidl.spec.whatwg.org/#es-overloads step 4 (too few arguments): a TypeError naming the member. */
export function requireArguments(given: number, required: number, member: string): void {
  if (given >= required) return;
  const needs = `${member} needs ${required} argument${required === 1 ? '' : 's'}`;
  const had = given === 0 ? 'none was' : `only ${given} ${given === 1 ? 'was' : 'were'}`;
  throw new TypeError(`${needs}, but ${had} given`);
}

/**
 * https://webidl.spec.whatwg.org/#dfn-create-operation-function (and the attribute getter and
 * setter steps): an operation called on a value that does not implement the interface.
 */
export function illegalInvocation(member: string, interfaceName: string, self: unknown): TypeError {
  return new TypeError(`${member} called on ${receiver(self)}, which is not a ${interfaceName} object`);
}

/** A class as this module reads it: its prototype and its own properties. */
interface InterfaceObject {
  readonly prototype: object;
}

/**
 * Gives a class the property attributes Web IDL gives its interface: its name (which a bundler's
 * renaming does not change), `Symbol.toStringTag` on the prototype (#es-interface-prototype-object),
 * and, where a class leaves its members non-enumerable, enumerable attributes and operations
 * (#es-attributes, #es-operations) on the prototype (`members`) and the class (`statics`), in
 * the order given (the order of the class's own declarations does not matter).
 */
export function bindInterface(
  type: InterfaceObject, name: string, members: readonly string[], statics: readonly string[],
): void {
  Object.defineProperty(type, 'name', { value: name, configurable: true });
  Object.defineProperty(type.prototype, Symbol.toStringTag, { value: name, configurable: true });
  makeEnumerable(type.prototype, members);
  makeEnumerable(type, statics);
}

/**
 * Makes each named own property of `target` enumerable, its other attributes kept, and puts them
 * in the order of `names` (redefined one after the other: property order is creation order).
 */
export function makeEnumerable(target: object, names: readonly string[]): void {
  for (const name of names) {
    const descriptor = Object.getOwnPropertyDescriptor(target, name);
    if (descriptor === undefined) throw new Error(`makeEnumerable: ${name} is not an own property`);
    Reflect.deleteProperty(target, name);
    Object.defineProperty(target, name, { ...descriptor, enumerable: true });
  }
}
