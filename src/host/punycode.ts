// Punycode (RFC 3492), the encoding of an IDNA label's code points in ASCII, as UTS #46 uses it
// (the label without its "xn--" prefix). Both directions take time O(n log n) in the label's
// length on any input: the textbook algorithms insert into, or rescan, the whole label once per
// code point, which makes a long hostile label quadratic (short labels still take that route).

// RFC 3492 section 5: parameter values for Punycode.
const BASE = 36;
const TMIN = 1;
const TMAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 0x80;
/** The largest integer the algorithms may hold (RFC 3492 section 6.4: overflow handling). */
const MAX_INT = 0x7fffffff;
const MAX_CODE_POINT = 0x10ffff;

// RFC 3492 section 6.1: bias adaptation function.
function adapt(delta: number, numPoints: number, firstTime: boolean): number {
  delta = firstTime ? Math.floor(delta / DAMP) : delta >> 1;
  delta += Math.floor(delta / numPoints);
  let k = 0;
  while (delta > ((BASE - TMIN) * TMAX) >> 1) {
    delta = Math.floor(delta / (BASE - TMIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - TMIN + 1) * delta) / (delta + SKEW));
}

/** The threshold t of RFC 3492 section 6.2 and 6.3 for position k. */
function threshold(k: number, bias: number): number {
  return k <= bias ? TMIN : k >= bias + TMAX ? TMAX : k - bias;
}

/** A digit's value: a-z / A-Z 0-25, 0-9 26-35; BASE for anything else. */
function digitValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 22;
  const lower = c | 0x20;
  return lower >= 0x61 && lower <= 0x7a ? lower - 0x61 : BASE;
}

/** A digit's lowercase character code. */
function digitCode(d: number): number {
  return d < 26 ? d + 0x61 : d + 22;
}

/**
 * A Fenwick tree over `size` slots, for order statistics: how many marked slots precede a slot,
 * and which slot is the k-th unmarked one.
 */
class SlotTree {
  private readonly tree: Int32Array;
  private readonly top: number;

  constructor(private readonly size: number, allMarked: boolean) {
    this.tree = new Int32Array(size + 1);
    if (allMarked) for (let i = 1; i <= size; i++) this.tree[i] = i & -i;
    let top = 1;
    while (top * 2 <= size) top *= 2;
    this.top = top;
  }

  add(slot: number, amount: number): void {
    for (let i = slot + 1; i <= this.size; i += i & -i) this.tree[i] += amount;
  }

  /** Marked slots before `slot`. */
  countBefore(slot: number): number {
    let count = 0;
    for (let i = slot; i > 0; i -= i & -i) count += this.tree[i];
    return count;
  }

  /** The slot of the (k+1)-th marked slot. */
  findMarked(k: number): number {
    let position = 0;
    for (let step = this.top; step > 0; step >>= 1) {
      const next = position + step;
      if (next <= this.size && this.tree[next] <= k) {
        position = next;
        k -= this.tree[next];
      }
    }
    return position;
  }
}

/**
 * RFC 3492 section 6.2: decoding procedure. Null on bad input (a non-ASCII basic code point, an
 * invalid or missing digit, overflow) and where the result would not be code points.
 */
export function decode(input: string): string | null {
  const delimiter = Math.max(input.lastIndexOf('-'), 0);
  // Each inserted code point with its position among the code points inserted so far: the
  // insertions are replayed at the end into their final places.
  const values: number[] = [];
  const positions: number[] = [];
  for (let j = 0; j < delimiter; j++) {
    const c = input.charCodeAt(j);
    if (c >= 0x80) return null;
    values.push(c);
    positions.push(j);
  }
  let n = INITIAL_N;
  let i = 0;
  let bias = INITIAL_BIAS;
  for (let at = delimiter > 0 ? delimiter + 1 : 0; at < input.length; ) {
    const oldi = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (at >= input.length) return null;
      const digit = digitValue(input.charCodeAt(at++));
      if (digit >= BASE || digit > Math.floor((MAX_INT - i) / w)) return null;
      i += digit * w;
      const t = threshold(k, bias);
      if (digit < t) break;
      if (w > Math.floor(MAX_INT / (BASE - t))) return null;
      w *= BASE - t;
    }
    const length = values.length + 1;
    bias = adapt(i - oldi, length, oldi === 0);
    if (Math.floor(i / length) > MAX_INT - n) return null;
    n += Math.floor(i / length);
    i %= length;
    if (n > MAX_CODE_POINT) return null;
    values.push(n);
    positions.push(i);
    i++;
  }
  return replayInsertions(values, positions);
}

/** The string built by inserting values[k] at positions[k] in order (last first, with a tree). */
function replayInsertions(values: readonly number[], positions: readonly number[]): string {
  const count = values.length;
  const free = new SlotTree(count, true);
  const output = new Array<number>(count);
  for (let k = count - 1; k >= 0; k--) {
    const slot = free.findMarked(positions[k]);
    output[slot] = values[k];
    free.add(slot, -1);
  }
  let result = '';
  for (let k = 0; k < count; k++) result += String.fromCodePoint(output[k]);
  return result;
}

/** More than the positions in any string (engines cap strings below 2^31 code units). */
const POSITIONS = 2 ** 32;

/** Labels up to this many code points are encoded by the textbook loop (faster when short). */
const SHORT = 64;

/** RFC 3492 section 6.3: encoding procedure. Null on overflow. */
export function encode(input: string): string | null {
  const codePoints: number[] = [];
  let output = '';
  for (let i = 0; i < input.length; i++) {
    const c = input.codePointAt(i) as number;
    if (c >= 0x10000) i++;
    codePoints.push(c);
    if (c < 0x80) output += String.fromCharCode(c);
  }
  const basicCount = output.length;
  if (basicCount > 0) output += '-';
  return codePoints.length <= SHORT ? encodeShort(codePoints, output, basicCount) : encodeLong(codePoints, output, basicCount);
}

/** RFC 3492 section 6.3 steps as written: a pass over the whole input per code point value. */
function encodeShort(codePoints: readonly number[], output: string, basicCount: number): string | null {
  let n = INITIAL_N;
  let delta = 0;
  let bias = INITIAL_BIAS;
  let h = basicCount;
  while (h < codePoints.length) {
    let m = MAX_INT;
    for (const c of codePoints) if (c >= n && c < m) m = c;
    if (m - n > Math.floor((MAX_INT - delta) / (h + 1))) return null;
    delta += (m - n) * (h + 1);
    n = m;
    for (const c of codePoints) {
      if (c < n && ++delta > MAX_INT) return null;
      if (c !== n) continue;
      output += encodeDelta(delta, bias);
      bias = adapt(delta, h + 1, h === basicCount);
      delta = 0;
      h++;
    }
    delta++;
    n++;
  }
  return output;
}

/**
 * RFC 3492 section 6.3 with the same output in O(n log n): the code points are taken in the
 * order the passes meet them, and a tree counts those less than n before each.
 */
function encodeLong(codePoints: readonly number[], output: string, basicCount: number): string | null {
  // The non-basic code points in the order the encoder handles them, by code point then
  // position: each as one number, code point * 2^32 + position (below 2^53, so exact in a
  // double), so that a plain numeric sort orders them.
  const order = new Float64Array(codePoints.length - basicCount);
  for (let j = 0, k = 0; j < codePoints.length; j++) if (codePoints[j] >= 0x80) order[k++] = codePoints[j] * POSITIONS + j;
  order.sort();
  for (let k = 0; k < order.length; k++) order[k] -= Math.floor(order[k] / POSITIONS) * POSITIONS;
  // The code points handled so far (every basic one, then each as it is encoded): delta counts
  // those before a position, as the textbook loop over all code points less than n does.
  const handled = new SlotTree(codePoints.length, false);
  for (let j = 0; j < codePoints.length; j++) if (codePoints[j] < 0x80) handled.add(j, 1);
  let n = INITIAL_N;
  let delta = 0;
  let bias = INITIAL_BIAS;
  let h = basicCount;
  for (let next = 0; next < order.length; ) {
    const m = codePoints[order[next]];
    if (m - n > Math.floor((MAX_INT - delta) / (h + 1))) return null;
    delta += (m - n) * (h + 1);
    n = m;
    // This pass's code points (all equal to m), in position order; previousBefore counts the
    // handled code points before the previous one (where the textbook loop's scan stood).
    const passStart = next;
    let previousBefore = 0;
    while (next < order.length && codePoints[order[next]] === m) {
      const before = handled.countBefore(order[next]);
      delta += before - previousBefore;
      if (delta > MAX_INT) return null;
      output += encodeDelta(delta, bias);
      bias = adapt(delta, h + 1, h === basicCount);
      delta = 0;
      h++;
      previousBefore = before;
      next++;
    }
    for (let k = passStart; k < next; k++) handled.add(order[k], 1);
    // The rest of the pass: the code points less than m after its last one.
    delta += h - (next - passStart) - previousBefore;
    if (delta + 1 > MAX_INT) return null;
    delta++;
    n++;
  }
  return output;
}

/** RFC 3492 section 6.3: one delta as a generalized variable-length integer. */
function encodeDelta(delta: number, bias: number): string {
  let digits = '';
  let q = delta;
  for (let k = BASE; ; k += BASE) {
    const t = threshold(k, bias);
    if (q < t) break;
    digits += String.fromCharCode(digitCode(t + ((q - t) % (BASE - t))));
    q = Math.floor((q - t) / (BASE - t));
  }
  return digits + String.fromCharCode(digitCode(q));
}
