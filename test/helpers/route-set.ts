// A seeded set of GitHub-like REST routes (the pattern-set tests): `/repos/:owner/:repo/...`,
// `/orgs/:org/...`, `/users/:username/...` shapes over a vocabulary of resources, with the route
// kinds a real route table mixes (fixed routes, named groups, `:id(\\d+)` regexp groups, optional
// and repeated groups, trailing wildcards, host-specific patterns), and requests drawn from the
// routes (a route's groups filled in) and mutated (a segment added, dropped or changed, case changed).
import { random } from './random';

type Rand = () => number;

const RESOURCES = [
  'issues', 'pulls', 'commits', 'branches', 'releases', 'hooks', 'keys', 'labels', 'milestones', 'projects',
  'collaborators', 'comments', 'contents', 'deployments', 'environments', 'events', 'forks', 'invitations',
  'languages', 'notifications', 'pages', 'actions', 'secrets', 'variables', 'runners', 'artifacts', 'caches',
  'workflows', 'runs', 'jobs', 'checks', 'statuses', 'tags', 'teams', 'topics', 'traffic', 'stargazers',
  'subscribers', 'assignees', 'autolinks', 'codespaces', 'dependabot', 'discussions', 'packages', 'rulesets',
];
const SUBRESOURCES = ['comments', 'events', 'reactions', 'labels', 'assignees', 'reviews', 'files', 'logs', 'timeline', 'lock'];
const OWNERS = ['/repos/:owner/:repo', '/orgs/:org', '/users/:username', '/enterprises/:enterprise', '/teams/:team_id'];
const NAMES = ['octocat', 'hello-world', 'Spoon-Knife', 'linux', 'node', 'a', 'x_y', '123', 'caf%C3%A9', 'v1.2'];
const HOSTS = ['api.github.com', 'uploads.github.com', 'github.example.com'];

function pick<T>(r: Rand, items: readonly T[]): T {
  return items[Math.floor(r() * items.length)];
}

/** The routes of one resource under one owner prefix. */
function resourceRoutes(owner: string, resource: string, sub: string): string[] {
  const base = `${owner}/${resource}`;
  return [
    base, `${base}/:id`, `${base}/:id/${sub}`, `${base}/:id/${sub}/:sub_id`,
    `${base}/:id(\\d+)/${sub}`, `${base}{/:id}?/${sub}s`, `${base}/:id/*`, `${base}/:path+`,
  ];
}

/** `count` distinct pathname routes (the first ones fixed and named-group routes, as real tables are mostly). */
export function routePathnames(seed: number, count: number): string[] {
  const r = random(seed);
  const routes = new Set<string>(['/', '/user', '/emojis', '/rate_limit', '/repos/:owner/:repo', '/orgs/:org', '/users/:username']);
  for (let round = 0; routes.size < count && round < 100; round++) {
    for (const owner of OWNERS) {
      for (const resource of RESOURCES) {
        const sub = pick(r, SUBRESOURCES);
        const kinds = resourceRoutes(owner, resource, sub);
        const chosen = round === 0 ? kinds[Math.floor(r() * 4)] : pick(r, kinds);
        routes.add(round < 3 ? chosen : `/v${round}${chosen}`);
        if (routes.size >= count) break;
      }
      if (routes.size >= count) break;
    }
  }
  return [...routes];
}

/** The routes as pattern inputs: pathname inits, and a few full pattern strings with a host. */
export function routePatterns(seed: number, count: number): (string | { pathname: string; hostname?: string })[] {
  const r = random(seed + 1);
  return routePathnames(seed, count).map((pathname) => {
    const roll = r();
    if (roll < 0.1) return `https://${pick(r, HOSTS)}${pathname}`;
    if (roll < 0.15) return { hostname: '*.github.com', pathname };
    return { pathname };
  });
}

/** A request for a route: its groups filled in (regexp groups with digits, repeated groups with 1-3 segments). */
function fill(r: Rand, route: string): string {
  return route
    .replace(/\{\/:[a-z_]+\}\?/g, () => (r() < 0.5 ? '' : `/${pick(r, NAMES)}`))
    .replace(/:[a-z_]+\(\\d\+\)/g, () => String(Math.floor(r() * 10000)))
    .replace(/:[a-z_]+\+/g, () => Array.from({ length: 1 + Math.floor(r() * 3) }, () => pick(r, NAMES)).join('/'))
    .replace(/:[a-z_]+/g, () => pick(r, NAMES))
    .replace(/\*/g, () => (r() < 0.5 ? '' : `${pick(r, NAMES)}/${pick(r, NAMES)}`));
}

/** A request changed so that it may no longer match: a segment added, dropped or replaced, its case changed, a slash added. */
function mutate(r: Rand, path: string): string {
  const segments = path.split('/');
  const at = 1 + Math.floor(r() * Math.max(1, segments.length - 1));
  const roll = r();
  if (roll < 0.2) segments.splice(at, 0, pick(r, NAMES));
  else if (roll < 0.4) segments.splice(at, 1);
  else if (roll < 0.6) segments[at] = pick(r, RESOURCES);
  else if (roll < 0.8) return path.toUpperCase();
  else return `${path}/`;
  return segments.join('/');
}

/** `count` request URLs for the routes: most fill a route in, a third are mutated, some carry a query or a fragment. */
export function routeRequests(seed: number, routes: readonly string[], count: number): string[] {
  const r = random(seed + 2);
  return Array.from({ length: count }, () => {
    let path = fill(r, pick(r, routes));
    if (r() < 0.33) path = mutate(r, path);
    const tail = r() < 0.1 ? '?page=2' : r() < 0.05 ? '#top' : '';
    return `https://${pick(r, HOSTS)}${path.startsWith('/') ? path : `/${path}`}${tail}`;
  });
}
