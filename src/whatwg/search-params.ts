// The URLSearchParams class (URL Standard section 6.2 "URLSearchParams class"): a list of
// name-value tuples in the application/x-www-form-urlencoded format, optionally tied to a URL
// object through update steps (see newQueryObject and resetQueryObject at the end).

import { toUSVString } from '../core/arguments';
import { FormTuple, parseFormURLEncoded, serializeUTF8FormURLEncoded } from './form-urlencoded';
import { INSPECT, inspectPairs } from './inspect';

/** What the constructor accepts (Web IDL: sequence<sequence<USVString>>, record<USVString, USVString> or USVString). */
export type URLSearchParamsInit = string | URLSearchParams | Iterable<Iterable<string>> | Record<string, string>;

/**
 * A URL object's part in the update steps (https://url.spec.whatwg.org/#concept-urlsearchparams-update):
 * receives the serialized list, or null when the serialization is empty, as the URL's new query.
 */
export type QueryUpdate = (query: string | null) => void;

/** Web IDL conversion to USVString: ToString (which throws on a Symbol), lone surrogates to U+FFFD. */
function toUSV(value: unknown): string {
  if (typeof value === 'symbol') throw new TypeError('Cannot convert a Symbol value to a string');
  return toUSVString(value);
}

/** Web IDL overload resolution: too few arguments is a TypeError. */
function requireArguments(given: number, required: number, method: string): void {
  if (given < required) {
    throw new TypeError(`URLSearchParams.${method}: ${required} argument(s) required, but only ${given} present`);
  }
}

/** Web IDL "create a sequence from an iterable" of sequence<USVString>, with the sizes unchecked. */
function sequenceOfSequences(iterable: object, method: () => Iterator<unknown>): string[][] {
  const iterator = method.call(iterable);
  const output: string[][] = [];
  for (let step = iterator.next(); step.done !== true; step = iterator.next()) {
    const inner: unknown = step.value;
    if ((typeof inner !== 'object' && typeof inner !== 'function') || inner === null) {
      throw new TypeError('URLSearchParams: each pair must be a sequence');
    }
    const innerMethod: unknown = (inner as Partial<Iterable<unknown>>)[Symbol.iterator];
    if (typeof innerMethod !== 'function') throw new TypeError('URLSearchParams: each pair must be iterable');
    output.push(Array.from({ [Symbol.iterator]: () => innerMethod.call(inner) as Iterator<unknown> }, toUSV));
  }
  return output;
}

/** Web IDL record<USVString, USVString> conversion: own enumerable keys, in [[OwnPropertyKeys]] order. */
function recordEntries(record: object): FormTuple[] {
  const result = new Map<string, string>();
  for (const key of Reflect.ownKeys(record)) {
    const descriptor = Reflect.getOwnPropertyDescriptor(record, key);
    if (descriptor === undefined || descriptor.enumerable !== true) continue;
    const name = toUSV(key);
    result.set(name, toUSV(Reflect.get(record, key)));
  }
  return Array.from(result);
}

/** https://url.spec.whatwg.org/#concept-urlsearchparams-initialize with a converted init. */
function initialList(init: unknown): FormTuple[] {
  if ((typeof init === 'object' && init !== null) || typeof init === 'function') {
    const method: unknown = (init as Partial<Iterable<unknown>>)[Symbol.iterator];
    if (method === undefined || method === null) return recordEntries(init);
    if (typeof method !== 'function') throw new TypeError('URLSearchParams: @@iterator is not callable');
    return sequenceOfSequences(init, method as () => Iterator<unknown>).map((pair) => {
      if (pair.length !== 2) throw new TypeError(`URLSearchParams: a pair has ${pair.length} item(s), not 2`);
      return [pair[0], pair[1]];
    });
  }
  const text = toUSV(init);
  return parseFormURLEncoded(text.startsWith('?') ? text.slice(1) : text);
}

/** Which part of a tuple an iterator yields. */
type Projection<T> = (tuple: FormTuple) => T;

const KEY: Projection<string> = (tuple) => tuple[0];
const VALUE: Projection<string> = (tuple) => tuple[1];
const ENTRY: Projection<[string, string]> = (tuple) => [tuple[0], tuple[1]];

interface URLSearchParamsIterator<T> {
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

  /** https://webidl.spec.whatwg.org/#es-iterator-prototype-object next() */
  next(): IteratorResult<T, undefined> {
    const list = this.#list();
    if (this.#index >= list.length) return { value: undefined, done: true };
    return { value: this.#project(list[this.#index++]), done: false };
  }
}

// The iterator prototype inherits %IteratorPrototype% (so iterators are iterable) and has a class string.
Object.setPrototypeOf(URLSearchParamsIterator.prototype, Object.getPrototypeOf(Object.getPrototypeOf([].values())));
Object.defineProperty(URLSearchParamsIterator.prototype, Symbol.toStringTag, {
  value: 'URLSearchParams Iterator',
  configurable: true,
});

// Access to a URLSearchParams' internal slots for the hooks below (set in the class's static block).
let setList: (params: URLSearchParams, list: FormTuple[]) => void;
let setUpdateSteps: (params: URLSearchParams, update: QueryUpdate) => void;

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
    return this.#list.length;
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-append */
  append(name: string, value: string): void {
    requireArguments(arguments.length, 2, 'append');
    this.#list.push([toUSV(name), toUSV(value)]);
    this.#runUpdateSteps();
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-delete (an undefined value counts as not given) */
  delete(name: string, value?: string): void {
    requireArguments(arguments.length, 1, 'delete');
    const key = toUSV(name);
    if (value === undefined) {
      this.#list = this.#list.filter((tuple) => tuple[0] !== key);
    } else {
      const text = toUSV(value);
      this.#list = this.#list.filter((tuple) => tuple[0] !== key || tuple[1] !== text);
    }
    this.#runUpdateSteps();
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-get */
  get(name: string): string | null {
    requireArguments(arguments.length, 1, 'get');
    const key = toUSV(name);
    const tuple = this.#list.find((candidate) => candidate[0] === key);
    return tuple === undefined ? null : tuple[1];
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-getall */
  getAll(name: string): string[] {
    requireArguments(arguments.length, 1, 'getAll');
    const key = toUSV(name);
    return this.#list.filter((tuple) => tuple[0] === key).map(VALUE);
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-has (an undefined value counts as not given) */
  has(name: string, value?: string): boolean {
    requireArguments(arguments.length, 1, 'has');
    const key = toUSV(name);
    if (value === undefined) return this.#list.some((tuple) => tuple[0] === key);
    const text = toUSV(value);
    return this.#list.some((tuple) => tuple[0] === key && tuple[1] === text);
  }

  /** https://url.spec.whatwg.org/#dom-urlsearchparams-set */
  set(name: string, value: string): void {
    requireArguments(arguments.length, 2, 'set');
    const key = toUSV(name);
    const text = toUSV(value);
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
    this.#list.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    this.#runUpdateSteps();
  }

  /** https://webidl.spec.whatwg.org/#es-forEach over the live list */
  forEach(callback: (value: string, name: string, params: URLSearchParams) => void, thisArg?: unknown): void {
    requireArguments(arguments.length, 1, 'forEach');
    if (typeof callback !== 'function') throw new TypeError('URLSearchParams.forEach: callback is not a function');
    for (let i = 0; i < this.#list.length; i++) {
      const tuple = this.#list[i];
      callback.call(thisArg, tuple[1], tuple[0], this);
    }
  }

  /** https://webidl.spec.whatwg.org/#es-iterable-keys */
  keys(): IterableIterator<string> {
    return new URLSearchParamsIterator(() => this.#list, KEY);
  }

  /** https://webidl.spec.whatwg.org/#es-iterable-values */
  values(): IterableIterator<string> {
    return new URLSearchParamsIterator(() => this.#list, VALUE);
  }

  /** https://webidl.spec.whatwg.org/#es-iterable-entries (also [Symbol.iterator]) */
  entries(): IterableIterator<[string, string]> {
    return new URLSearchParamsIterator(() => this.#list, ENTRY);
  }

  /** https://webidl.spec.whatwg.org/#es-iterator: the same function object as entries. */
  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.entries();
  }

  /** https://url.spec.whatwg.org/#urlsearchparams-stringification-behavior */
  toString(): string {
    return serializeUTF8FormURLEncoded(this.#list);
  }

  /** What console.log and util.inspect show in Node: the name-value pairs, as for Node's own URLSearchParams. */
  [INSPECT](depth: number, options: object, inspect: unknown): unknown {
    if (typeof depth === 'number' && depth < 0) return this;
    return inspectPairs('URLSearchParams', this.#list, options, inspect);
  }

  declare readonly [Symbol.toStringTag]: string;
}

Object.defineProperty(URLSearchParams.prototype, Symbol.iterator, {
  value: URLSearchParams.prototype.entries,
  writable: true,
  configurable: true,
});
Object.defineProperty(URLSearchParams.prototype, Symbol.toStringTag, { value: 'URLSearchParams', configurable: true });

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
