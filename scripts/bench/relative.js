// The relative-references workload: for every corpus URL that parses, one reference of a kind
// a crawler meets in that page, resolved against the page's URL (the corpus line itself, as a
// string): new URL(ref, base).href.

'use strict';

const { URL: NodeURL } = require('node:url');
const { mulberry32, parsedLines } = require('./random');

const SEED = 0x5eed_0014;

const STEMS = ['index', 'about', 'contact', 'news', 'page2', 'article-17', 'products', 'faq', 'search', 'download'];
const EXTENSIONS = ['.html', '.htm', '.php', '.aspx', '.pdf', '.jpg', ''];
const DIRECTORIES = ['docs', 'images', 'en', 'blog', 'static', '2024', 'assets'];
const KEYS = ['q', 'id', 'page', 'lang', 'ref', 'utm_source', 'sort'];
const VALUES = ['1', '42', 'en', 'news', 'asc', 'home', 'a-b', 'x%20y'];
const FRAGMENTS = ['top', 'content', 'section-3', 'comments', 'main', 'footer', 'p12'];

/** The kinds, cycled over the parsing URLs in corpus order; the PRNG fills in the details. */
const KINDS = [
  ['file', (r) => fileName(r)], // page.html
  ['parent', (r) => `${'../'.repeat(1 + r.int(2))}${fileName(r)}`], // ../x
  ['dot', (r) => `./${r.pick(DIRECTORIES)}/${fileName(r)}`], // ./a/b
  ['path-query', (r, other) => `${other.pathname}?${query(r)}`], // /path?q
  ['query', (r) => `?${query(r)}`], // ?q
  ['fragment', (r) => `#${r.pick(FRAGMENTS)}`], // #f
  ['network-path', (r, other, host) => `//${host}/${fileName(r)}`], // //host/p
];

function fileName(r) {
  return `${r.pick(STEMS)}${r.pick(EXTENSIONS)}`;
}

function query(r) {
  const pairs = [];
  for (let n = 1 + r.int(2); n > 0; n--) pairs.push(`${r.pick(KEYS)}=${r.pick(VALUES)}`);
  return pairs.join('&');
}

/**
 * Returns { refs, bases, skipped }: refs[i] against bases[i]. Another corpus URL, picked by the
 * PRNG, gives the path of '/path?q' and the host of '//host/p' (a URL with a host).
 */
function buildRelativeReferences(lines) {
  const r = mulberry32(SEED);
  const parsed = parsedLines(lines); // a line that is not a URL is not a page: no reference
  const withHost = parsed.filter((p) => p.url.host !== '' && p.url.pathname.startsWith('/'));
  const refs = [];
  const bases = [];
  parsed.forEach(({ line }, i) => {
    const make = KINDS[i % KINDS.length][1];
    const other = withHost.length > 0 ? r.pick(withHost).url : new NodeURL('http://example.com/a/b');
    refs.push(make(r, other, other.host));
    bases.push(line);
  });
  return { refs, bases, skipped: lines.length - parsed.length, kinds: KINDS.map(([name]) => name) };
}

module.exports = { buildRelativeReferences };
