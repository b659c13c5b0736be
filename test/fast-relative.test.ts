// The fast paths for simple references (src/whatwg/fast-path.ts resolveNormalized, and
// resolveTyped on a base's typed parts) must agree with the general pipeline on every
// (reference, base) pair they take: the same record (and resolveTyped, its serialization). The oracle is
// the general pipeline itself (parseWithErrors), on WPT pairs, references a crawler meets
// against corpus URLs, and mutated references.
import { parseFastURL, parseTypedURL, resolveNormalized, resolveTyped } from '../src/whatwg/fast-path';
import { typedRecord } from '../src/whatwg/as-typed';
import { serializeURL } from '../src/whatwg/serializer';
import { parseWithErrors } from '../src/whatwg/parser';
import type { URLRecord } from '../src/whatwg/record';
import { URL } from '../src';
import { random } from './helpers/random';
import { readDataText } from './helpers/test-data';
import { mutate } from './helpers/url-inputs';
import { readWPT } from './helpers/wpt';


/**
 * The pairs on which a fast path's record differs from the general pipeline's; and how many each
 * took. resolveNormalized takes the base's record; resolveTyped, the base's typed parts (when the
 * typed path reads the base), and must also give the record's serialization as its href.
 */
function check(pairs: readonly (readonly [string, string])[]): { wrong: string[]; taken: number; typedTaken: number } {
  const wrong: string[] = [];
  let taken = 0;
  let typedTaken = 0;
  for (const [reference, baseText] of pairs) {
    const base = parseFastURL(baseText) ?? parseWithErrors(baseText, null).url;
    if (base === null) continue;
    const general: URLRecord | null = parseWithErrors(reference, base).url;
    const fast = resolveNormalized(reference, base);
    if (fast !== null) {
      taken++;
      if (JSON.stringify(fast) !== JSON.stringify(general)) wrong.push(`${JSON.stringify(reference)} against ${baseText}`);
    }
    const typedBase = parseTypedURL(baseText);
    const typed = typedBase === null ? null : resolveTyped(reference, typedBase);
    if (typed === null) continue;
    typedTaken++;
    if (general === null || JSON.stringify([typedRecord(typed), typed.href]) !== JSON.stringify([general, serializeURL(general)])) {
      wrong.push(`typed: ${JSON.stringify(reference)} against ${baseText}`);
    }
  }
  return { wrong, taken, typedTaken };
}

const KINDS = ['C:/x', 'C|/x', '/C:/x', 'a/C:', '..\\x', 'page.html', '../x', './a/b', '/path?q', '?q', '#f', '//host.example/p', '..', '.', './', '../../..', 'a/./b/../c', '/..//x',
  '...', '..a', 'a/..', 'a/.', 'a/..?q', '/.', '/..', './?q', '..#f', '?', '#', 'x?y#z', '%41/%2F', '//h:8080/p?q#f', '//h:80/'];

describe('resolveNormalized and resolveTyped agree with the general pipeline', () => {
  test('on the WPT urltestdata pairs', () => {
    const cases = readWPT<{ input: string; base?: string | null }>('urltestdata.json').filter((c) => typeof c.base === 'string');
    const { wrong, taken, typedTaken } = check(cases.map((c) => [c.input, c.base as string] as const));
    expect(wrong).toEqual([]);
    expect(taken).toBeGreaterThan(20);
    expect(typedTaken).toBeGreaterThan(20);
  });

  test.each(['kasztp.txt', 'node_files.txt'])('on references a crawler meets, against URLs of %s', (file) => {
    const lines = readDataText('corpus', file).replace(/^\uFEFF/, '').split('\n').filter((l) => l !== '').slice(0, 3000);
    const pairs = lines.flatMap((base) => KINDS.map((reference) => [reference, base] as const));
    const { wrong, taken, typedTaken } = check(pairs);
    expect(wrong).toEqual([]);
    expect(taken).toBeGreaterThan(pairs.length / 2);
    expect(typedTaken).toBeGreaterThan(pairs.length / 2);
  });

  test('on 30,000 mutated references (seed 16)', () => {
    const next = random(16);
    const bases = ['https://a.example/b/c/d?q#f', 'http://h:8080/', 'ws://h/p/', 'https://xn--bcher-kva.example/a', 'file:///C/a/b', 'file://host/a/', 'file:///',
      'file:///C:/a/b', 'file:///a/C:/b/', 'file://host/C|/x', 'file:///C:', 'HTTPS://A.example/x/../y/', 'https://u:p@h/a/b'];
    const pairs: (readonly [string, string])[] = [];
    for (let i = 0; i < 30000; i++) {
      const kind = KINDS[Math.floor(next() * KINDS.length)];
      pairs.push([mutate(next, kind, 1 + Math.floor(next() * 3)), bases[i % bases.length]]);
    }
    const { wrong, taken, typedTaken } = check(pairs);
    expect(wrong).toEqual([]);
    expect(taken).toBeGreaterThan(1000);
    expect(typedTaken).toBeGreaterThan(1000);
  });

  test('the URL class takes it, and its href is the serialisation of the record', () => {
    const url = new URL('../x?y#z', 'https://a.example/b/c/d');
    expect(url.href).toBe('https://a.example/b/x?y#z');
    url.pathname = '/p';
    expect(url.href).toBe('https://a.example/p?y#z');
    expect(new URL('//H/p', 'https://a/').href).toBe('https://h/p');
  });
});
