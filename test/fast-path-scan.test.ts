// The scans the fast paths use instead of a list of segments (issue 26, parser speed): dot
// segments found in place (also in a path as written, with backslashes), a typed path encoded with
// its backslashes written "/" in one pass, the last "/" before a point, the strip of the typed path,
// the typed port read digit by digit, and relative paths merged with the base's directory in place;
// each against a plain reading of the same step, then new URL against whatwg-url on seeded random
// inputs of the shapes these scans take (written paths, relative references, ports, surroundings).

import { URL } from '../src/whatwg/url';
import { hasDotSegment, isDoubleDot, isSingleDot, lastSlashBefore, resolveDotSegments } from '../src/whatwg/path';
import { EncodeSet, encodeSpecialPathFrom, utf8PercentEncodeString } from '../src/core/characters';
import { preprocess, stripControlOrSpace } from '../src/whatwg/preprocess';
import { random } from './helpers/random';

interface ReferenceURL {
  href: string;
}
type ReferenceURLClass = new (input: string, base?: string) => ReferenceURL;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ReferenceURL = (require('whatwg-url') as { URL: ReferenceURLClass }).URL;

const SEGMENTS = [
  'a', 'bc', '', '.', '..', '%2e', '%2E', '.%2e', '%2e.', '%2E%2e', '...', '..a', '.a', 'x.y', 'a.', '%2e%2e%2e', '%41', '%',
  'C:', 'c|', 'abcdefghijklmnopqrstuvwxyz', 'é', '日本', 'a b', '{x}', '"', '^', '`', '<>', '[', ']', '|',
];

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)];
}

/** A path as typed: segments after "/" or "\\", from SEGMENTS. */
function writtenPath(next: () => number, maxSegments = 6): string {
  let path = '';
  for (let n = 1 + Math.floor(next() * maxSegments); n > 0; n--) path += (next() < 0.3 ? '\\' : '/') + pick(next, SEGMENTS);
  return path;
}

/** The result of a URL constructor as a string: the href, or "failure". */
function hrefOf(make: () => { href: string }): string {
  try {
    return make().href;
  } catch {
    return 'failure';
  }
}

describe('dot segments found in place', () => {
  test('hasDotSegment, as written (backslashes) and serialized, agrees with a split into segments on 20,000 random paths', () => {
    const next = random(2601);
    for (let i = 0; i < 20000; i++) {
      const path = writtenPath(next);
      const written = path.slice(1).split(/[/\\]/).some((segment) => isSingleDot(segment) || isDoubleDot(segment));
      expect({ path, found: hasDotSegment(path, true) }).toEqual({ path, found: written });
      const serialized = path.replace(/\\/g, '/');
      expect({ serialized, found: hasDotSegment(serialized) }).toEqual({ serialized, found: written });
    }
  });

  test('a relative path\'s first segment is not looked at; a segment over 6 code units is none', () => {
    expect(hasDotSegment('../a')).toBe(false);
    expect(hasDotSegment('a/..')).toBe(true);
    expect(hasDotSegment('/%2e%2e%2e/...')).toBe(false);
    expect(hasDotSegment('/x/%2E%2e')).toBe(true);
    expect(hasDotSegment('/x\\.\\y', true)).toBe(true);
    expect(hasDotSegment('/x\\.\\y')).toBe(false);
  });

  test('resolveDotSegments on paths of many runs and dot segments (long ones included)', () => {
    expect(resolveDotSegments('/a/b/../c/./d/%2e%2E/e', false)).toBe('/a/c/e');
    expect(resolveDotSegments('/a/b/..', false)).toBe('/a/');
    expect(resolveDotSegments('/..', false)).toBe('/');
    expect(resolveDotSegments('//./x', false)).toBe('//x');
    expect(resolveDotSegments('/x/../c:/y', true)).toBeNull();
    const long = '/a'.repeat(5000) + '/..'.repeat(4000) + '/z';
    expect(resolveDotSegments(long, false)).toBe('/a'.repeat(1000) + '/z');
    const dots = '/.'.repeat(300000) + '/end';
    expect(resolveDotSegments(dots, false)).toBe('/end');
  });

  test('lastSlashBefore is lastIndexOf("/", end - 1)', () => {
    const next = random(2602);
    for (let i = 0; i < 2000; i++) {
      const path = writtenPath(next).replace(/\\/g, '/');
      const end = Math.floor(next() * (path.length + 1));
      expect(lastSlashBefore(path, end)).toBe(end === 0 ? -1 : path.lastIndexOf('/', end - 1));
    }
  });
});

describe('a typed path encoded in one pass', () => {
  test('encodeSpecialPathFrom is the backslashes written "/", then the path percent-encode set encoded', () => {
    const next = random(2603);
    for (let i = 0; i < 20000; i++) {
      const path = writtenPath(next, 8) + (next() < 0.1 ? 'x'.repeat(300) : '');
      const first = path.search(/[\\ "#<>?^`{}\u0000-\u001f\u007f-\uffff]/);
      if (first === -1) continue;
      expect(encodeSpecialPathFrom(path, first)).toBe(utf8PercentEncodeString(path.replace(/\\/g, '/'), EncodeSet.Path));
    }
  });

  test('lone surrogates become U+FFFD, pairs one code point', () => {
    expect(encodeSpecialPathFrom('\\a\ud800\\\ud83d\ude00', 0)).toBe('/a%EF%BF%BD/%F0%9F%98%80');
  });
});

describe('the typed path strips, the general path preprocesses', () => {
  test('stripControlOrSpace is preprocess without tab or newline removal', () => {
    const next = random(2604);
    const around = ['', ' ', '\u0000', '\u001f', ' \t', '\n', '  \r\n'];
    for (let i = 0; i < 2000; i++) {
      const inner = writtenPath(next);
      const input = pick(next, around) + inner + pick(next, around);
      expect(stripControlOrSpace(input)).toBe(input.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, ''));
      expect(preprocess(input).text).toBe(stripControlOrSpace(input).replace(/[\t\n\r]/g, ''));
    }
    expect(stripControlOrSpace(' \u0001 ')).toBe('');
    expect(preprocess('  a\tb ').leading).toBe(2);
  });
});

describe('new URL against whatwg-url on the shapes the scans take', () => {
  const heads = [
    'http://h', 'HTTP://H.example', 'https://h:443', 'https://h:0443', 'http://h:080', 'http://h:65535', 'http://h:65536',
    'http://h:000000000000000000080', 'ws://h:', 'file://', 'file:///', 'FILE://host', 'file://localhost', 'http:\\\\h',
    'http://1.2.3.4', 'http://0x7f.1', 'http://h.0x', 'http://h.09', 'http://ÉX.com', 'ftp://h:21',
  ];

  test('typed URLs: 30,000 seeded inputs (backslashes, dot segments, code points to encode, ports, surroundings, inner tabs)', () => {
    const next = random(2605);
    const differences: string[] = [];
    for (let i = 0; i < 30000; i++) {
      let input = pick(next, heads) + writtenPath(next);
      if (next() < 0.25) input += "?x y'é";
      if (next() < 0.2) input += '#y z`';
      if (next() < 0.15) input = ` \u0000${input}\n `;
      if (next() < 0.1) {
        const at = Math.floor(next() * input.length);
        input = input.slice(0, at) + pick(next, ['\t', '\n', '\r']) + input.slice(at);
      }
      const ours = hrefOf(() => new URL(input));
      const theirs = hrefOf(() => new ReferenceURL(input));
      if (ours !== theirs) differences.push(`${JSON.stringify(input)}: ${ours} vs ${theirs}`);
    }
    expect(differences).toEqual([]);
  });

  test('relative references merged in place: 30,000 seeded pairs against web and file bases', () => {
    const next = random(2606);
    const bases = [
      'http://h/', 'http://h/a', 'http://h/a/', 'http://h/a/b/c', 'http://h//', 'http://h//a//b', 'https://h:8080/a/b?q#f',
      'file:///a/b', 'file:///C:/a/b', 'file://h/a/', 'file:///x/c:/y/w', 'file:///c', 'file:///', 'file:///ab/c|d/',
    ];
    const differences: string[] = [];
    for (let i = 0; i < 30000; i++) {
      const segments = Array.from({ length: 1 + Math.floor(next() * 5) }, () => pick(next, SEGMENTS));
      let reference = (next() < 0.25 ? '/' : '') + segments.join('/');
      if (next() < 0.25) reference += '?x';
      if (next() < 0.2) reference += '#y';
      const base = pick(next, bases);
      const ours = hrefOf(() => new URL(reference, base));
      const theirs = hrefOf(() => new ReferenceURL(reference, base));
      if (ours !== theirs) differences.push(`${JSON.stringify(reference)} against ${base}: ${ours} vs ${theirs}`);
    }
    expect(differences).toEqual([]);
  });

  test('long references and paths resolve as whatwg-url resolves them', () => {
    const base = 'http://h/' + 'a/'.repeat(5000);
    for (const reference of ['../'.repeat(6000) + 'x', './'.repeat(10000) + 'y', 'q/'.repeat(10000) + '../z', 'a.'.repeat(10000)]) {
      expect(new URL(reference, base).href).toBe(new ReferenceURL(reference, base).href);
    }
    for (const body of ['a/./../', '%2e%2E/', 'x\\y\\..\\', 'C:/../', 'é/']) {
      for (const head of ['http://h/', 'file:///']) {
        const input = head + body.repeat(3000) + 'z';
        expect(new URL(input).href).toBe(new ReferenceURL(input).href);
      }
    }
  });
});
