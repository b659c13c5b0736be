// Linear-time checks (the project's rule: time linear in the input): the time of one input of
// size 10n against ten of size n, the best of a few runs after a collection each, so that a
// busy machine makes the ratio larger only when every attempt is slowed.
import * as v8 from 'node:v8';
import * as vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** Lowest time of `runs` runs of `fn`, in ms, after a collection each. */
export function fastest(fn: () => void, runs: number): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    gc();
    const start = process.hrtime.bigint();
    fn();
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e6);
  }
  return best;
}

/**
 * The time of one input of size 10n over the time of one of size n (measured as ten), best of up
 * to four attempts, stopping as soon as one is within `limit`. Linear time gives about 10.
 */
export function growthRatio(make: (n: number) => string, use: (input: string) => unknown, limit: number, n = 50_000): number {
  const small = make(n);
  const large = make(n * 10);
  use(small);
  use(large);
  let best = Infinity;
  for (let attempt = 0; attempt < 4 && best > limit; attempt++) {
    const t1 = Math.max(fastest(() => { for (let i = 0; i < 10; i++) use(small); }, 3) / 10, 0.1);
    const t2 = Math.max(fastest(() => use(large), 3), 1);
    best = Math.min(best, t2 / t1);
  }
  return best;
}
