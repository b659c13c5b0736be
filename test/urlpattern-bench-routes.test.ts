// The urlpattern benchmark's data (scripts/bench/github-routes.json, written by
// scripts/bench/github-routes-extract.js) and its request sets (scripts/bench/urlpattern.js):
// the routes are recorded with their source, commit and licence, each is a URLPattern pathname of
// its own shape, and the requests drawn from them match the route they were drawn from, but for
// the one in ten changed not to (most of those match no route at all).
import { URLPattern } from '../src/urlpattern-api';

interface RouteData {
  source: string;
  commit: string;
  licence: string;
  current: number;
  routes: string[];
}
interface RNG { next(): number; int(n: number): number; pick<T>(items: readonly T[]): T }
interface BenchModule {
  routeSets(data: RouteData, rng: RNG): Record<100 | 1000, string[]>;
  buildRequests(routes: string[], rng: RNG): { paths: string[]; urls: string[]; drawnFrom: number[] };
}
/* eslint-disable @typescript-eslint/no-require-imports */
const data = require('../scripts/bench/github-routes.json') as RouteData;
const bench = require('../scripts/bench/urlpattern.js') as BenchModule;
const { mulberry32 } = require('../scripts/bench/random.js') as { mulberry32(seed: number): RNG };
/* eslint-enable @typescript-eslint/no-require-imports */

describe('the GitHub REST API routes', () => {
  test('recorded with their source, commit and licence', () => {
    expect(data.source).toContain(data.commit);
    expect(data.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(data.licence).toMatch(/^MIT/);
    expect(data.current).toBeLessThanOrEqual(data.routes.length);
  });

  test('each a pathname pattern of its own shape, with named groups only', () => {
    const shapes = new Set(data.routes.map((route) => route.replace(/:\w+/g, ':')));
    expect(shapes.size).toBe(data.routes.length);
    for (const route of data.routes) {
      const pattern = new URLPattern({ pathname: route });
      expect([route, pattern.pathname, pattern.hasRegExpGroups]).toEqual([route, route, false]);
    }
  });
});

describe('the request sets', () => {
  const rng = mulberry32(27);
  const sets = bench.routeSets(data, rng);

  test('100 and 1,000 distinct routes', () => {
    expect([new Set(sets[100]).size, new Set(sets[1000]).size]).toEqual([100, 1000]);
  });

  test('10,000 requests each; nine in ten match the route they were drawn from, the others do not', () => {
    for (const routes of [sets[100], sets[1000]]) {
      const requests = bench.buildRequests(routes, rng);
      expect(requests.urls).toHaveLength(10000);
      const patterns = routes.map((route) => new URLPattern({ pathname: route }));
      requests.urls.forEach((url, i) => {
        const drawn = patterns[requests.drawnFrom[i]].test(url);
        expect([url, drawn]).toEqual([url, i % 10 !== 9]);
      });
    }
  });
});
