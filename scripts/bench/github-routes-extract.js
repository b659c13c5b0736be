#!/usr/bin/env node
// Writes scripts/bench/github-routes.json, the route sets of the urlpattern workload, from a clone
// of octokit/plugin-rest-endpoint-methods.js (MIT; its src/generated/endpoints.ts lists GitHub's
// REST API endpoints, generated from github/rest-api-description): the path templates of the
// given commit, then those only in the file's history (renamed or removed routes, Enterprise
// Cloud routes), converted to URLPattern pathname syntax ({owner} -> :owner; RFC 6570 query
// templates {?name} dropped), one per shape (two templates that differ only in their parameter
// names are one route to a router).
//
//   node scripts/bench/github-routes-extract.js <clone> [commit]

'use strict';

const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const FILE = 'src/generated/endpoints.ts';
const ENDPOINT = /"(?:GET|POST|PUT|PATCH|DELETE|HEAD) (\/[^"]*)"/g;

function git(clone, args) {
  return execFileSync('git', ['-C', clone, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
}

/** The distinct path templates of endpoints.ts at one commit, in the file's order. */
function templatesAt(clone, commit) {
  let source;
  try {
    source = git(clone, ['show', `${commit}:${FILE}`]);
  } catch {
    return [];
  }
  return [...new Set([...source.matchAll(ENDPOINT)].map((m) => m[1]))];
}

/** {name} -> :name (a URLPattern name: '-' is no identifier character), {?query} dropped. */
function toPattern(template) {
  return template.replace(/\{\?[^}]*\}/g, '').replace(/\{([^}?]+)\}/g, (_, name) => `:${name.replace(/-/g, '_')}`);
}

/** The shape of a pattern: its parameters unnamed. */
function shape(pattern) {
  return pattern.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, ':');
}

function main([clone, commit = 'HEAD']) {
  if (!clone) {
    process.stderr.write('usage: node scripts/bench/github-routes-extract.js <clone of octokit/plugin-rest-endpoint-methods.js> [commit]\n');
    process.exit(2);
  }
  const head = git(clone, ['rev-parse', commit]).trim();
  const current = templatesAt(clone, head);
  const history = git(clone, ['log', '--format=%H', head, '--', FILE]).split('\n').filter(Boolean);
  const older = history.flatMap((c) => templatesAt(clone, c)).filter((t) => !current.includes(t));
  const shapes = new Set();
  const routes = [];
  for (const template of [...current, ...new Set(older)]) {
    const pattern = toPattern(template);
    if (shapes.has(shape(pattern))) continue;
    shapes.add(shape(pattern));
    routes.push(pattern);
  }
  const data = {
    source: 'https://github.com/octokit/plugin-rest-endpoint-methods.js/blob/' + head + '/' + FILE,
    commit: head,
    licence: 'MIT (Copyright (c) 2019 Octokit contributors); the endpoints are GitHub\'s REST API (github/rest-api-description, MIT)',
    note: 'Path templates only, in URLPattern pathname syntax, one per shape: the file\'s ' +
      `${current.length} current templates first, then ${routes.length - current.length} more shapes from its ` +
      `${history.length} stored versions (routes since renamed or removed). Written by scripts/bench/github-routes-extract.js.`,
    current: current.length,
    routes,
  };
  const out = path.join(__dirname, 'github-routes.json');
  fs.writeFileSync(out, `${JSON.stringify(data, null, 1)}\n`);
  console.log(`${out}: ${routes.length} routes (${current.length} current)`);
}

main(process.argv.slice(2));
