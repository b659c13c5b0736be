// SHA-256 (FIPS 180-4 sections 4.1.2, 5.1.1, 5.3.3 and 6.2), synchronous and in plain TypeScript so
// that it runs in a browser page as in Node (no node:crypto, no async SubtleCrypto): Safe Browsing
// hashes each host-suffix / path-prefix expression with it (safe-browsing-expressions.ts).

// FIPS 180-4 section 4.2.2: the first 32 bits of the fractional parts of the cube roots of the first 64 primes.
const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

// FIPS 180-4 section 5.3.3: the initial hash value H(0).
const H0 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

const UTF8 = new TextEncoder();
// Lowercase hex of each byte, two digits.
const BYTE_HEX: readonly string[] = Array.from({ length: 256 }, (_, n) => n.toString(16).padStart(2, '0'));

// Scratch space reused by every call (the function is synchronous): the message schedule, the
// hash state, and the padded message of a short input (most Safe Browsing expressions).
const W = new Uint32Array(64);
const STATE = new Uint32Array(8);
const scratch = new Uint8Array(256);

/** The SHA-256 digest (32 bytes) of `message`. */
export function sha256(message: Uint8Array): Uint8Array {
  const padded = paddedBuffer(message.length);
  padded.set(message);
  return digestPadded(padded, message.length);
}

/** The SHA-256 digest of the UTF-8 encoding of `text`, as 64 lowercase hexadecimal digits. */
export function sha256Hex(text: string): string {
  let ascii = true;
  for (let i = 0; i < text.length && ascii; i++) ascii = text.charCodeAt(i) < 0x80;
  if (!ascii) return toHex(sha256(UTF8.encode(text)));
  // ASCII text is its own UTF-8: written straight into the padded block, no encoder call.
  const padded = paddedBuffer(text.length);
  for (let i = 0; i < text.length; i++) padded[i] = text.charCodeAt(i);
  return toHex(digestPadded(padded, text.length));
}

/** `bytes` as lowercase hexadecimal, two digits a byte. */
export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += BYTE_HEX[byte];
  return out;
}

/** A zeroed buffer for a message of `length` bytes once padded (FIPS 180-4 section 5.1.1: a multiple of 64 bytes). */
function paddedBuffer(length: number): Uint8Array {
  const total = Math.ceil((length + 9) / 64) * 64;
  if (total > scratch.length) return new Uint8Array(total);
  const padded = scratch.subarray(0, total);
  padded.fill(0);
  return padded;
}

/** FIPS 180-4 sections 5.1.1, 5.3.3 and 6.2.2: the digest of the `length` message bytes at the start of `padded`. */
function digestPadded(padded: Uint8Array, length: number): Uint8Array {
  const total = padded.length;
  padded[length] = 0x80;
  // The bit length as 64 bits, big-endian: two 32-bit halves keep lengths up to 2^53 bits exact.
  writeWord(padded, total - 8, Math.floor(length / 0x20000000));
  writeWord(padded, total - 4, (length * 8) >>> 0);
  STATE.set(H0);
  for (let block = 0; block < total; block += 64) compress(STATE, W, padded, block);
  const digest = new Uint8Array(32);
  for (let i = 0; i < 8; i++) writeWord(digest, i * 4, STATE[i]);
  return digest;
}

/** Writes the 32-bit word `word` big-endian at `at`. */
function writeWord(bytes: Uint8Array, at: number, word: number): void {
  bytes[at] = word >>> 24;
  bytes[at + 1] = (word >>> 16) & 0xff;
  bytes[at + 2] = (word >>> 8) & 0xff;
  bytes[at + 3] = word & 0xff;
}

/** FIPS 180-4 section 6.2.2: one 512-bit block of `padded` at `at` folded into `hash`. */
function compress(hash: Uint32Array, w: Uint32Array, padded: Uint8Array, at: number): void {
  for (let t = 0; t < 16; t++) {
    const i = at + t * 4;
    w[t] = ((padded[i] << 24) | (padded[i + 1] << 16) | (padded[i + 2] << 8) | padded[i + 3]) >>> 0;
  }
  for (let t = 16; t < 64; t++) {
    const w15 = w[t - 15];
    const w2 = w[t - 2];
    const s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3);
    const s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10);
    w[t] = (w[t - 16] + s0 + w[t - 7] + s1) >>> 0;
  }
  let a = hash[0], b = hash[1], c = hash[2], d = hash[3];
  let e = hash[4], f = hash[5], g = hash[6], h = hash[7];
  for (let t = 0; t < 64; t++) {
    const t1 = (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[t] + w[t]) >>> 0;
    const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
    h = g; g = f; f = e; e = (d + t1) >>> 0;
    d = c; c = b; b = a; a = (t1 + t2) >>> 0;
  }
  hash[0] += a; hash[1] += b; hash[2] += c; hash[3] += d;
  hash[4] += e; hash[5] += f; hash[6] += g; hash[7] += h;
}

/** FIPS 180-4 section 3.2: rotate the 32-bit word `x` right by `n` bits. */
function rotr(x: number, n: number): number {
  return (x >>> n) | (x << (32 - n));
}
