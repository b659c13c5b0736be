// The results that documentation examples state in comments (docs/examples.md "Stated results"):
// a JavaScript-like literal read by a small recursive-descent parser, and its comparison with the
// value an example really gives. `...` or `…` elides: inside a string any text, in an array any
// elements, in an object any other properties.

/** A stated value, as parsed from a comment. */
export type Stated =
  | { readonly kind: 'string'; readonly pieces: readonly string[] } // pieces between elisions
  | { readonly kind: 'primitive'; readonly value: number | boolean | null | undefined }
  | { readonly kind: 'array'; readonly items: readonly (Stated | 'elision')[]; readonly typed?: string }
  | { readonly kind: 'object'; readonly entries: ReadonlyArray<readonly [string, Stated]>; readonly partial: boolean };

/** A parsed value and the text after it (a remark, not checked). */
export interface ParsedStated {
  readonly value: Stated;
  readonly rest: string;
}

const ELISION = /^(\.\.\.|…)/;
const KEYWORDS: Readonly<Record<string, number | boolean | null | undefined>> = {
  true: true, false: false, null: null, undefined: undefined, NaN: Number.NaN,
};
const TYPED_ARRAYS = ['Uint8Array', 'Uint16Array', 'Uint32Array', 'Int8Array', 'Int16Array', 'Int32Array'];

class Reader {
  constructor(readonly text: string, public at = 0) {}
  skipSpace(): void {
    while (this.at < this.text.length && /\s/.test(this.text[this.at] ?? '')) this.at += 1;
  }
  peek(pattern: RegExp): RegExpExecArray | null {
    return pattern.exec(this.text.slice(this.at));
  }
  take(pattern: RegExp): string | null {
    const match = this.peek(pattern);
    if (match === null) return null;
    this.at += match[0].length;
    return match[0];
  }
  expect(literal: string): void {
    this.skipSpace();
    if (!this.text.startsWith(literal, this.at)) throw new SyntaxError(`expected ${literal} at ${this.at} in ${this.text}`);
    this.at += literal.length;
  }
}

/**
 * Reads a stated value at the start of `text`; null when the text does not start with one (prose).
 * The text after the value must be empty or start with a space or punctuation (a remark).
 */
export function parseStated(text: string): ParsedStated | null {
  const reader = new Reader(text);
  reader.skipSpace();
  let value: Stated;
  try {
    value = readValue(reader);
  } catch (error) {
    if (error instanceof SyntaxError) return null;
    throw error;
  }
  const rest = text.slice(reader.at);
  if (rest !== '' && !/^[\s(:,;.—-]/.test(rest)) return null;
  return { value, rest: rest.trim() };
}

function readValue(reader: Reader): Stated {
  reader.skipSpace();
  const quote = reader.peek(/^['"]/);
  if (quote !== null) return readString(reader, quote[0]);
  if (reader.peek(/^\[/) !== null) return readArray(reader);
  if (reader.peek(/^\{/) !== null) return readObject(reader);
  const number = reader.take(/^-?(0x[0-9a-f]+|\d+(\.\d+)?(e[+-]?\d+)?)(?![\w$])/i);
  if (number !== null) return { kind: 'primitive', value: Number(number) };
  const word = reader.take(/^[A-Za-z_$][\w$]*/);
  if (word !== null && Object.prototype.hasOwnProperty.call(KEYWORDS, word)) return { kind: 'primitive', value: KEYWORDS[word] };
  if (word !== null && TYPED_ARRAYS.includes(word)) {
    const array = readArray(reader);
    return { ...array, typed: word } as Stated;
  }
  throw new SyntaxError(`not a value at ${reader.at}`);
}

// JavaScript string literal escapes (ECMA-262 "String Literals"); `...` and `…` elide.
function readString(reader: Reader, quote: string): Stated {
  reader.at += 1;
  const pieces: string[] = [];
  let piece = '';
  for (;;) {
    const char = reader.text[reader.at];
    if (char === undefined || char === '\n') throw new SyntaxError('unterminated string');
    if (char === quote) break;
    if (char === '\\') {
      const escape = /^\\(u\{([0-9a-fA-F]+)\}|u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2})|(.))/s.exec(reader.text.slice(reader.at));
      if (escape === null) throw new SyntaxError('bad escape');
      piece += unescape(escape);
      reader.at += escape[0].length;
      continue;
    }
    const elision = ELISION.exec(reader.text.slice(reader.at));
    if (elision !== null) {
      pieces.push(piece);
      piece = '';
      reader.at += elision[0].length;
      continue;
    }
    piece += char;
    reader.at += 1;
  }
  reader.at += 1;
  pieces.push(piece);
  return { kind: 'string', pieces };
}

function unescape(escape: RegExpExecArray): string {
  const hex = escape[2] ?? escape[3] ?? escape[4];
  if (hex !== undefined) return String.fromCodePoint(Number.parseInt(hex, 16));
  const single: Readonly<Record<string, string>> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', 0: '\0' };
  const char = escape[5] ?? '';
  return single[char] ?? char;
}

function readArray(reader: Reader): Stated {
  reader.expect('[');
  const items: (Stated | 'elision')[] = [];
  for (;;) {
    reader.skipSpace();
    if (reader.take(/^\]/) !== null) break;
    items.push(reader.take(ELISION) !== null ? 'elision' : readValue(reader));
    reader.skipSpace();
    if (reader.take(/^,/) === null) {
      reader.expect(']');
      break;
    }
  }
  return { kind: 'array', items };
}

function readObject(reader: Reader): Stated {
  reader.expect('{');
  const entries: Array<readonly [string, Stated]> = [];
  let partial = false;
  for (;;) {
    reader.skipSpace();
    if (reader.take(/^\}/) !== null) break;
    if (reader.take(ELISION) !== null) {
      partial = true;
    } else {
      entries.push(readEntry(reader));
    }
    reader.skipSpace();
    if (reader.take(/^,/) === null) {
      reader.expect('}');
      break;
    }
  }
  return { kind: 'object', entries, partial };
}

function readEntry(reader: Reader): readonly [string, Stated] {
  const quote = reader.peek(/^['"]/);
  let key: string;
  if (quote !== null) {
    const stated = readString(reader, quote[0]);
    key = stated.kind === 'string' ? stated.pieces.join('') : '';
  } else {
    const name = reader.take(/^[\w$]+/);
    if (name === null) throw new SyntaxError('expected a key');
    key = name;
  }
  reader.expect(':');
  return [key, readValue(reader)];
}

/** The differences between a stated value and an actual one, each naming its path; [] when it matches. */
export function compareStated(stated: Stated, actual: unknown, path = 'result'): string[] {
  switch (stated.kind) {
    case 'string':
      return typeof actual === 'string' && matchesPieces(stated.pieces, actual)
        ? []
        : [`${path}: stated ${show(stated.pieces.join('…'))}, got ${show(actual)}`];
    case 'primitive':
      return Object.is(stated.value, actual) ? [] : [`${path}: stated ${String(stated.value)}, got ${show(actual)}`];
    case 'array':
      return compareArray(stated, actual, path);
    case 'object':
      return compareObject(stated, actual, path);
  }
}

// A string with elisions: the pieces in order, the first at the start and the last at the end.
function matchesPieces(pieces: readonly string[], actual: string): boolean {
  if (pieces.length === 1) return pieces[0] === actual;
  const first = pieces[0] ?? '';
  const last = pieces[pieces.length - 1] ?? '';
  if (!actual.startsWith(first) || !actual.endsWith(last) || first.length + last.length > actual.length) return false;
  let at = first.length;
  const end = actual.length - last.length;
  for (const piece of pieces.slice(1, -1)) {
    const found = actual.indexOf(piece, at);
    if (found < 0 || found + piece.length > end) return false;
    at = found + piece.length;
  }
  return true;
}

function compareArray(stated: Extract<Stated, { kind: 'array' }>, actual: unknown, path: string): string[] {
  const tag = Object.prototype.toString.call(actual).slice(8, -1);
  if (stated.typed !== undefined ? tag !== stated.typed : !Array.isArray(actual)) {
    return [`${path}: stated ${stated.typed ?? 'an array'}, got ${show(actual)}`];
  }
  const items = Array.from(actual as ArrayLike<unknown>);
  const elided = stated.items.indexOf('elision');
  if (elided < 0) {
    if (items.length !== stated.items.length) return [`${path}: stated ${stated.items.length} items, got ${items.length}: ${show(actual)}`];
    return stated.items.flatMap((item, i) => compareStated(item as Stated, items[i], `${path}[${i}]`));
  }
  // One elision: the items before it match the start, those after it the end.
  const head = stated.items.slice(0, elided) as Stated[];
  const tail = stated.items.slice(elided + 1).filter((item): item is Stated => item !== 'elision');
  if (items.length < head.length + tail.length) return [`${path}: stated at least ${head.length + tail.length} items, got ${items.length}`];
  const offset = items.length - tail.length;
  return [
    ...head.flatMap((item, i) => compareStated(item, items[i], `${path}[${i}]`)),
    ...tail.flatMap((item, i) => compareStated(item, items[offset + i], `${path}[${offset + i}]`)),
  ];
}

function compareObject(stated: Extract<Stated, { kind: 'object' }>, actual: unknown, path: string): string[] {
  if (typeof actual !== 'object' || actual === null) return [`${path}: stated an object, got ${show(actual)}`];
  const record = actual as Record<string, unknown>;
  const differences = stated.entries.flatMap(([key, value]) =>
    key in record ? compareStated(value, record[key], `${path}.${key}`) : [`${path}: stated a property ${key}, got none`],
  );
  if (!stated.partial) {
    const named = new Set(stated.entries.map(([key]) => key));
    const extra = Object.keys(record).filter((key) => !named.has(key));
    if (extra.length > 0) differences.push(`${path}: has ${extra.join(', ')}, not stated (add them, or "..." for the rest)`);
  }
  return differences;
}

/** A short rendering of an actual value for a message. */
export function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'function') return `function ${value.name}`;
  try {
    const text = JSON.stringify(value, (_key, inner: unknown) => (ArrayBuffer.isView(inner) ? Array.from(inner as Uint8Array) : inner));
    return text === undefined ? String(value) : text.length > 300 ? `${text.slice(0, 300)}…` : text;
  } catch {
    return String(value);
  }
}
