// Timed loops and interleaved rounds.
//
// Every timed task gets its own compiled copy of the loop (new Function per task), so that its
// call sites stay monomorphic, as in a program that uses one implementation for one job; a
// shared loop would be megamorphic and tax whichever implementation is fastest. Rounds are
// interleaved (A, B, C, A, B, C, ...) so that drift in machine load hits every task alike.

'use strict';

/**
 * A loop that evaluates `expression` (in terms of `fn`, `a[i]` and `b[i]`) for every i and
 * returns the nanoseconds it took. A throw counts as a result (URL failures are timed too).
 */
function compileLoop(expression) {
  const source = `
    let sink = 0;
    const start = process.hrtime.bigint();
    for (let i = 0; i < a.length; i++) {
      try {
        sink += ${expression};
      } catch {
        sink--;
      }
    }
    const ns = Number(process.hrtime.bigint() - start);
    if (sink === Number.MIN_SAFE_INTEGER) console.log(sink); // keeps sink observable
    return ns;
  `;
  const loop = new Function('process', 'fn', 'a', 'b', source);
  return (fn, a, b) => loop(process, fn, a, b);
}

/**
 * Runs `tasks` ({ expression, fn, a, b, rounds }) in interleaved rounds, each task for its own
 * number of rounds, after one untimed warm-up pass each. Returns per task the ns per input of
 * every round, with their median and minimum.
 */
function runInterleaved(tasks) {
  const loops = tasks.map((task) => compileLoop(task.expression));
  tasks.forEach((task, t) => loops[t](task.fn, task.a, task.b)); // warm-up
  const samples = tasks.map(() => []);
  const maxRounds = Math.max(...tasks.map((task) => task.rounds));
  for (let round = 0; round < maxRounds; round++) {
    tasks.forEach((task, t) => {
      if (round >= task.rounds) return;
      collectGarbage(GC_TYPE);
      samples[t].push(loops[t](task.fn, task.a, task.b) / task.a.length);
    });
  }
  return samples.map((s) => ({ samples: s, median: median(s), min: Math.min(...s) }));
}

/**
 * Garbage collection before each timed round (node --expose-gc, as `npm run bench` runs it),
 * so that no task pays for the garbage of the one before it: whatwg-url leaves much, and
 * without it the next task's round (url-grammar's, which allocates more than Node's) was up to
 * 30% slower. 'minor' (the default) collects the young generation twice: the first collection
 * keeps what the task before left alive in the young generation, and the next one moves it to
 * the old generation, a cost of that task's garbage too (after whatwg-url's round, that next
 * scavenge took 0.8 to 3 ms, against 0.2 ms otherwise, and fell in url-grammar's round, the
 * one after it: a loop that only allocates was 16 to 55% slower there, and 8 to 19% after two
 * collections; a third changed nothing).
 * BENCH_GC: 'minor', 'major' (a full collection), or 'none'.
 */
const GC_TYPE = process.env.BENCH_GC ?? 'minor';

function collectGarbage(type) {
  if (typeof global.gc !== 'function') return;
  if (type === 'minor') {
    global.gc({ type: 'minor' });
    global.gc({ type: 'minor' });
  } else if (type === 'major') {
    global.gc({ type: 'major' });
  }
}

function median(values) {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Every stride-th element (a deterministic subset), or the array itself for stride 1. */
function everyNth(array, stride) {
  return stride === 1 || array === undefined ? array : array.filter((_, i) => i % stride === 0);
}

module.exports = { runInterleaved, median, everyNth };
