// A small seeded PRNG, so that the derived workloads are the same on every run and machine, and
// the corpus lines they are derived from.

'use strict';

/** mulberry32 (Tommy Ettinger): a 32-bit state, uniform floats in [0, 1). */
function mulberry32(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer in [0, n). */
    int: (n) => Math.floor(next() * n),
    /** An element of a non-empty array. */
    pick: (array) => array[Math.floor(next() * array.length)],
  };
}

/** The corpus lines Node's URL parses, each with its URL: what the derived workloads start from. */
function parsedLines(lines) {
  const { URL: NodeURL } = require('node:url');
  const parsed = [];
  for (const line of lines) {
    try {
      parsed.push({ line, url: new NodeURL(line) });
    } catch {
      // not a URL: nothing is derived from it
    }
  }
  return parsed;
}

module.exports = { mulberry32, parsedLines };
