// Web IDL's conversion of the extensions' arguments: the URLPatternComponent enum of
// URLPattern.compareComponent and generate (https://webidl.spec.whatwg.org/#es-enumeration) and
// generate's record<USVString, USVString> of group values (https://webidl.spec.whatwg.org/#es-record).

import { toUSVString } from '../core/arguments';
import { quote } from '../core/messages';
import { urlPatternError } from './errors';
import { COMPONENT_NAMES, type ComponentName } from './types';

/** https://webidl.spec.whatwg.org/#es-enumeration for URLPatternComponent: ToString, then one of the eight names. */
export function toComponentName(value: unknown, where: string): ComponentName {
  const name = toUSVString(value, where);
  if ((COMPONENT_NAMES as readonly string[]).includes(name)) return name as ComponentName;
  throw urlPatternError('invalid-component', name, 0,
    `${where}: ${quote(name)} is not a URL pattern component (one of ${COMPONENT_NAMES.map((c) => `"${c}"`).join(', ')})`);
}

/**
 * https://webidl.spec.whatwg.org/#es-record for record<USVString, USVString>: an object's own
 * enumerable properties in [[OwnPropertyKeys]] order, keys and values converted to USVStrings
 * (a Symbol key or value is a TypeError), a later key equal to an earlier one replacing it. A Map,
 * so that a group named "constructor" or "__proto__" is never read from Object.prototype.
 */
export function toGroupValues(value: unknown, where: string): Map<string, string> {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) {
    throw new TypeError(`${where}: the groups must be an object (a record of group names to values)`);
  }
  const source = value as object;
  const groups = new Map<string, string>();
  for (const key of Reflect.ownKeys(source)) {
    const descriptor = Reflect.getOwnPropertyDescriptor(source, key);
    if (descriptor === undefined || descriptor.enumerable !== true) continue;
    const name = toUSVString(key, `${where}: a key`);
    groups.set(name, toUSVString(Reflect.get(source, key), `${where}: the value of ${quote(name)}`));
  }
  return groups;
}
