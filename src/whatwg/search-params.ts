// The URLSearchParams class (URL Standard section 6.2 "URLSearchParams class"): a list of
// name-value tuples in the application/x-www-form-urlencoded format, optionally tied to a URL
// object through update steps (see newQueryObject and resetQueryObject at the end).

import { toUSVString } from '../core/arguments';
import { bindInterface, illegalInvocation, makeEnumerable, requireArguments } from '../core/webidl';
import { FormTuple, parseFormURLEncoded, serializeUTF8FormURLEncoded } from './form-urlencoded';
import { INSPECT, inspectPairs } from '../core/inspect';

/** What the constructor accepts (Web IDL: sequence<sequence<USVString>>, record<USVString, USVString> or USVString). */
export type URLSearchParamsInit = string | URLSearchParams | Iterable<Iterable<string>> | Record<string, string>;

/**
 * A URL object's part in the update steps (https://url.spec.whatwg.org/#concept-urlsearchparams-update):
 * receives the serialized list, or null when the serialization is empty, as the URL's new query.
 */
export type QueryUpdate = (query: string | null) => void;

/** The constructor's name in the messages of its argument's conversion. */
const INIT = 'new URLSearchParams argument 1';

/** An @@iterator or next method, as Web IDL calls it. */
type Method = (this: unknown) => unknown;

/** ECMAScript's "is an Object": what Web IDL asks of a sequence, a record and an iterator result. */
function isObject(value: unknown): value is object {
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}

/** ECMAScript GetMethod(value, @@iterator): undefined when absent, a TypeError when not callable. */
function iteratorMethod(value: object, where: string): Method | undefined {
  const method: unknown = (value as Partial<Iterable<unknown>>)[Symbol.iterator];
  if (method === undefined || method === null) return undefined;
  if (typeof method !== 'function') throw new TypeError(`${where}: its [Symbol.iterator] is not a function`);
  return method as Method;
}

/**
 * https://webidl.spec.whatwg.org/#create-sequence-from-iterable, handing each value to `each`:
 * the iterator's next method read once, each result an object, done read as a boolean.
 */
function iterate(iterable: object, method: Method, where: string, each: (value: unknown) => void): void {
  const iterator = method.call(iterable);
  if (!isObject(iterator)) throw new TypeError(`${where}: its iterator is not an object`);
  const next: unknown = (iterator as { next?: unknown }).next;
  if (typeof next !== 'function') throw new TypeError(`${where}: its iterator has no next method`);
  for (;;) {
    const result: unknown = (next as Method).call(iterator);
    if (!isObject(result)) throw new TypeError(`${where}: its iterator gave a result that is not an object`);
    if ((result as { done?: unknown }).done) return;
    each((result as { value?: unknown }).value);
  }
}

/** https://webidl.spec.whatwg.org/#js-sequence for one name-value pair: sequence<USVString> with exactly two items. */
function pairOf(value: unknown, index: number): FormTuple {
  const where = `${INIT}, pair ${index}`;
  const method = isObject(value) ? iteratorMethod(value, where) : undefined;
  if (method === undefined) throw new TypeError(`${where}: a pair must be an iterable [name, value], not ${typeof value}`);
  const items: string[] = [];
  iterate(value as object, method, where, (item) => items.push(toUSVString(item, where)));
  if (items.length !== 2) throw new TypeError(`${where}: a pair must have 2 items, not ${items.length}`);
  return [items[0], items[1]];
}

/** https://webidl.spec.whatwg.org/#js-record record<USVString, USVString>: own enumerable keys, in [[OwnPropertyKeys]] order. */
function recordEntries(record: object): FormTuple[] {
  const result = new Map<string, string>();
  for (const key of Reflect.ownKeys(record)) {
    const descriptor = Reflect.getOwnPropertyDescriptor(record, key);
    if (descriptor === undefined || descriptor.enumerable !== true) continue;
    const name = toUSVString(key, `${INIT}, a key`);
    result.set(name, toUSVString(Reflect.get(record, key), `${INIT}, a value`));
  }
  return Array.from(result);
}

/**
 * https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams steps 1-3, with the argument
 * converted as Web IDL converts the union (https://webidl.spec.whatwg.org/#js-union): an object
 * with an @@iterator is a sequence of pairs, any other object a record, anything else a string.
 */
function initialList(init: unknown): FormTuple[] {
  if (isObject(init)) {
    const method = iteratorMethod(init, INIT);
    if (method === undefined) return recordEntries(init);
    const list: FormTuple[] = [];
    iterate(init, method, INIT, (pair) => list.push(pairOf(pair, list.length + 1)));
    return list;
  }
  const text = toUSVString(init, INIT);
  return parseFormURLEncoded(text.startsWith('?') ? text.slice(1) : text);
}

/** Which part of a tuple an iterator yields. */
type Projection<T> = (tuple: FormTuple) => T;

const KEY: Projection<string> = (tuple) => tuple[0];
const VALUE: Projection<string> = (tuple) => tuple[1];
const ENTRY: Projection<[string, string]> = (tuple) => [tuple[0], tuple[1]];

/**
 * The iterators as a type checker sees them, declared as lib.dom declares the platform's: an
 * IteratorObject (TypeScript 5.6 or later), which with a consumer's lib esnext has the iterator
 * helpers of %IteratorPrototype% (inherited below), so that a URLSearchParams is assignable to the
 * platform's.
 */
interface URLSearchParamsIterator<T> extends IteratorObject<T, BuiltinIteratorReturn, unknown> {
  [Symbol.iterator](): URLSearchParamsIterator<T>;
}

/**
 * https://webidl.spec.whatwg.org/#es-default-iterator-object: a cursor over the live list, so it
 * sees tuples added, removed or sorted after its creation.
 */
class URLSearchParamsIterator<T> {
  readonly #list: () => readonly FormTuple[];
  readonly #project: Projection<T>;
  #index = 0;

  constructor(list: () => readonly FormTuple[], project: Projection<T>) {
    this.#list = list;
    this.#project = project;
  }

  /** https://webidl.spec.whatwg.org/#es-iterator-prototype-object next(): `this` must be such an iterator. */
  next(): IteratorResult<T, undefined> {
    if (typeof this !== 'object' || this === null || !(#index in this)) {
      throw illegalInvocation('URLSearchParams Iterator.next', 'URLSearchParams Iterator', this);
    }
    const list = this.#list();
    if (this.#index >= list.length) return { value: undefined, done: true };
    return { value: this.#project(list[this.#index++]), done: false };
  }

  /** What console.log shows in Node, as for Node's own iterators: the items still to come. */
  [INSPECT](depth: number, options: { stylize?: (text: string, style: string) => string }, inspect: unknown): unknown {
    if (typeof depth === 'number' && depth < 0) return options.stylize?.('[Object]', 'special') ?? '[Object]';
    const rest = this.#list().slice(this.#index).map(this.#project);
    if (typeof inspect !== 'function') return rest;
    return inspectItems('URLSearchParams Iterator', rest, { ...options, depth: depth - 1 }, inspect as Inspect);
  }
}

/** util.inspect as Node passes it to the hook. */
type Inspect = (value: unknown, options: object) => string;

/** `Name { item, ... }`: on one line unless the items as an array would need more than one. */
function inspectItems(name: string, items: readonly unknown[], options: object, inspect: Inspect): string {
  const shown = items.map((item) => inspect(item, options));
  if (inspect(items, options).includes('\n')) return `${name} {\n  ${shown.join(',\n  ')} }`;
  return `${name} { ${shown.join(', ')} }`;
}

// https://webidl.spec.whatwg.org/#es-iterator-prototype-object: it inherits %IteratorPrototype% (so
// iterators are iterable), has an enumerable next, a class string, and no constructor.
Object.setPrototypeOf(URLSearchParamsIterator.prototype, Object.getPrototypeOf(Object.getPrototypeOf([].values())));
delete (URLSearchParamsIterator.prototype as { constructor?: unknown }).constructor;
makeEnumerable(URLSearchParamsIterator.prototype, ['next']);
Object.defineProperty(URLSearchParamsIterator.prototype, Symbol.toStringTag, {
  value: 'URLSearchParams Iterator',
  configurable: true,
});

// Access to a URLSearchParams' internal slots for the hooks below (set in the class's static block).
let setList: (params: URLSearchParams, list: FormTuple[]) => void;
let setUpdateSteps: (params: URLSearchParams, update: QueryUpdate) => void;
let isParams: (value: unknown) => boolean;

/** https://webidl.spec.whatwg.org/#dfn-create-operation-function step 2 (and attributes'): `this` is a URLSearchParams. */
function checkParams(self: unknown, member: string): void {
  if (!isParams(self)) throw illegalInvocation(member, 'URLSearchParams', self);
}

/** https://url.spec.whatwg.org/#interface-urlsearchparams */
export class URLSearchParams {
  /** https://url.spec.whatwg.org/#concept-urlsearchparams-list */
  #list: FormTuple[];
  /** The URL object's update steps, or null when there is no URL object. */
  #update: QueryUpdate | null = null;

  static {
    setList = (params, list): void => {
      params.#list = list;
    };
    setUpdateSteps = (params, update): void => {
      params.#update = update;
    };
    isParams = (value): boolean => isObject(value) && #list in value;
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams */
  constructor(init: URLSearchParamsInit = '') {
    this.#list = initialList(init);
  }

  /** https://url.spec.whatwg.org/#concept-urlsearchparams-update */
  #runUpdateSteps(): void {
    if (this.#update === null) return;
    const serializedQuery = serializeUTF8FormURLEncoded(this.#list);
    this.#update(serializedQuery === '' ? null : serializedQuery);
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-size */
  get size(): number {
    checkParams(this, 'URLSearchParams.size getter');
    return this.#list.length;
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-append */
  append(name: string, value: string): void {
    checkParams(this, 'URLSearchParams.append');
    requireArguments(arguments.length, 2, 'URLSearchParams.append');
    const key = toUSVString(name, 'URLSearchParams.append argument 1');
    this.#list.push([key, toUSVString(value, 'URLSearchParams.append argument 2')]);
    this.#runUpdateSteps();
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-delete (an undefined value counts as not given) */
  delete(name: string, value: string | undefined = undefined): void {
    checkParams(this, 'URLSearchParams.delete');
    requireArguments(arguments.length, 1, 'URLSearchParams.delete');
    const key = toUSVString(name, 'URLSearchParams.delete argument 1');
    if (value === undefined) {
      this.#list = this.#list.filter((tuple) => tuple[0] !== key);
    } else {
      const text = toUSVString(value, 'URLSearchParams.delete argument 2');
      this.#list = this.#list.filter((tuple) => tuple[0] !== key || tuple[1] !== text);
    }
    this.#runUpdateSteps();
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-get */
  get(name: string): string | null {
    checkParams(this, 'URLSearchParams.get');
    requireArguments(arguments.length, 1, 'URLSearchParams.get');
    const key = toUSVString(name, 'URLSearchParams.get argument 1');
    const tuple = this.#list.find((candidate) => candidate[0] === key);
    return tuple === undefined ? null : tuple[1];
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-getall */
  getAll(name: string): string[] {
    checkParams(this, 'URLSearchParams.getAll');
    requireArguments(arguments.length, 1, 'URLSearchParams.getAll');
    const key = toUSVString(name, 'URLSearchParams.getAll argument 1');
    return this.#list.filter((tuple) => tuple[0] === key).map(VALUE);
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-has (an undefined value counts as not given) */
  has(name: string, value: string | undefined = undefined): boolean {
    checkParams(this, 'URLSearchParams.has');
    requireArguments(arguments.length, 1, 'URLSearchParams.has');
    const key = toUSVString(name, 'URLSearchParams.has argument 1');
    if (value === undefined) return this.#list.some((tuple) => tuple[0] === key);
    const text = toUSVString(value, 'URLSearchParams.has argument 2');
    return this.#list.some((tuple) => tuple[0] === key && tuple[1] === text);
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-set */
  set(name: string, value: string): void {
    checkParams(this, 'URLSearchParams.set');
    requireArguments(arguments.length, 2, 'URLSearchParams.set');
    const key = toUSVString(name, 'URLSearchParams.set argument 1');
    const text = toUSVString(value, 'URLSearchParams.set argument 2');
    const first = this.#list.findIndex((tuple) => tuple[0] === key);
    if (first === -1) {
      this.#list.push([key, text]);
    } else {
      this.#list[first] = [key, text];
      this.#list = this.#list.filter((tuple, index) => index <= first || tuple[0] !== key);
    }
    this.#runUpdateSteps();
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-sort (stable; names compared by UTF-16 code units) */
  sort(): void {
    checkParams(this, 'URLSearchParams.sort');
    this.#list.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    this.#runUpdateSteps();
  }

  /** https://webidl.spec.whatwg.org/#es-iterable-entries (also [Symbol.iterator]) */
  entries(): URLSearchParamsIterator<[string, string]> {
    checkParams(this, 'URLSearchParams.entries');
    return new URLSearchParamsIterator(() => this.#list, ENTRY);
  }

  /** https://webidl.spec.whatwg.org/#es-iterable-keys */
  keys(): URLSearchParamsIterator<string> {
    checkParams(this, 'URLSearchParams.keys');
    return new URLSearchParamsIterator(() => this.#list, KEY);
  }

  /** https://webidl.spec.whatwg.org/#es-iterable-values */
  values(): URLSearchParamsIterator<string> {
    checkParams(this, 'URLSearchParams.values');
    return new URLSearchParamsIterator(() => this.#list, VALUE);
  }

  /** https://webidl.spec.whatwg.org/#es-forEach over the live list */
  forEach(callback: (value: string, name: string, params: URLSearchParams) => void, thisArg: unknown = undefined): void {
    checkParams(this, 'URLSearchParams.forEach');
    requireArguments(arguments.length, 1, 'URLSearchParams.forEach');
    if (typeof callback !== 'function') {
      throw new TypeError('URLSearchParams.forEach argument 1: the callback is not a function');
    }
    for (let i = 0; i < this.#list.length; i++) {
      const tuple = this.#list[i];
      callback.call(thisArg, tuple[1], tuple[0], this);
    }
  }

  /** https://url.spec.whatwg.org/#urlsearchparams-stringification-behavior */
  toString(): string {
    checkParams(this, 'URLSearchParams.toString');
    return serializeUTF8FormURLEncoded(this.#list);
  }

  /** https://webidl.spec.whatwg.org/#es-iterator: replaced below by the entries function itself. */
  [Symbol.iterator](): URLSearchParamsIterator<[string, string]> {
    return this.entries();
  }

  /** What console.log and util.inspect show in Node: the name-value pairs, as for Node's own URLSearchParams. */
  [INSPECT](depth: number, options: object, inspect: unknown): unknown {
    if (typeof depth === 'number' && depth < 0) return this;
    return inspectPairs('URLSearchParams', this.#list, options, inspect);
  }

  declare readonly [Symbol.toStringTag]: string;
}

// https://url.spec.whatwg.org/#interface-urlsearchparams IDL, as Web IDL defines it on the prototype:
// the attribute, the operations, the iteration methods (#define-the-iteration-methods: entries,
// keys, values, forEach; @@iterator is entries), then the stringifier; all enumerable.
Object.defineProperty(URLSearchParams.prototype, Symbol.iterator, {
  value: URLSearchParams.prototype.entries,
  writable: true,
  configurable: true,
});
bindInterface(URLSearchParams, 'URLSearchParams', [
  'size', 'append', 'delete', 'get', 'getAll', 'has', 'set', 'sort', 'entries', 'keys', 'values', 'forEach', 'toString',
], []);

// Hooks for the URL class (not exported from the package).

/**
 * https://url.spec.whatwg.org/#concept-url-initialize steps 3-5: a URL object's query object, its
 * list parsed from the URL's query (null: empty), which calls `update` whenever its list changes.
 */
export function newQueryObject(query: string | null, update: QueryUpdate): URLSearchParams {
  const params = new URLSearchParams();
  setList(params, parseFormURLEncoded(query ?? ''));
  setUpdateSteps(params, update);
  return params;
}

/**
 * The href and search setters' last steps: empties a query object's list, then, when `query` is
 * non-null, sets it to the parse of `query`. Does not run the update steps.
 */
export function resetQueryObject(params: URLSearchParams, query: string | null): void {
  setList(params, query === null ? [] : parseFormURLEncoded(query));
}
