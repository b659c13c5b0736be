import {
  appendSegment, hasDotSegment, isDoubleDot, isNormalizedWindowsDriveLetter, isSingleDot, isWindowsDriveLetter, resolveDotSegments, shortenPath,
  startsWithWindowsDriveLetter,
} from '../src/whatwg/path';
import { random } from './helpers/random';

describe('dot segments', () => {
  test.each(['.', '%2e', '%2E'])('single dot %s', (s) => expect(isSingleDot(s)).toBe(true));
  test.each(['..', '.%2e', '%2e.', '%2E%2e', '.%2E'])('double dot %s', (s) => expect(isDoubleDot(s)).toBe(true));
  test.each(['', '...', '%2e%2e%2e', 'a.', '.a', '%2f'])('not a dot segment %s', (s) => {
    expect(isSingleDot(s) || isDoubleDot(s)).toBe(false);
  });
});

describe('Windows drive letters', () => {
  test('recognised forms', () => {
    expect(isWindowsDriveLetter('C:')).toBe(true);
    expect(isWindowsDriveLetter('c|')).toBe(true);
    expect(isWindowsDriveLetter('1:')).toBe(false);
    expect(isWindowsDriveLetter('C:x')).toBe(false);
    expect(isNormalizedWindowsDriveLetter('C|')).toBe(false);
    expect(isNormalizedWindowsDriveLetter('C:')).toBe(true);
  });

  test('shorten keeps a lone drive letter in file URLs only', () => {
    const file = ['C:'];
    shortenPath(file, true);
    expect(file).toEqual(['C:']);
    const web = ['C:'];
    shortenPath(web, false);
    expect(web).toEqual([]);
  });
});

describe('appendSegment (path state)', () => {
  const build = (segments: string[], isFile = false): string[] => {
    const path: string[] = [];
    segments.forEach((s, i) => appendSegment(path, s, i === segments.length - 1, isFile));
    return path;
  };

  test('dot segments', () => {
    expect(build(['a', 'b', '..'])).toEqual(['a', '']);
    expect(build(['a', '.', 'b'])).toEqual(['a', 'b']);
    expect(build(['a', '.'])).toEqual(['a', '']);
    expect(build(['..', '..', 'a'])).toEqual(['a']);
    expect(build(['a', '%2e%2E', 'c'])).toEqual(['c']);
  });

  test('drive letter quirk: first segment of a file path is normalised and survives ..', () => {
    expect(build(['C|', '..', 'x'], true)).toEqual(['C:', 'x']);
    expect(build(['C|', '..', 'x'], false)).toEqual(['x']);
    expect(build(['a', 'C|'], true)).toEqual(['a', 'C|']);
  });
});

import { SPECIAL_SCHEMES, defaultPort, isSpecialScheme, modeOfScheme } from '../src/core/schemes';

describe('on a serialized path (the typed fast path)', () => {
  /** The path state segment by segment (appendSegment), serialized. */
  function bySegments(path: string, isFile: boolean): string {
    const segments = path.slice(1).split('/');
    const out: string[] = [];
    segments.forEach((segment, i) => appendSegment(out, segment, i === segments.length - 1, isFile));
    return `/${out.join('/')}`;
  }

  test('resolveDotSegments leaves what appending the segments one by one leaves, on 20,000 random paths', () => {
    const next = random(77);
    const pieces = ['a', 'bc', '', '.', '..', '%2e', '%2E', '.%2e', '%2e.', '%2e%2e', '...', 'C:', 'c|', 'd:', '%41', 'x.y'];
    let resolved = 0;
    for (let i = 0; i < 20000; i++) {
      const count = 1 + Math.floor(next() * 7);
      const path = Array.from({ length: count }, () => `/${pieces[Math.floor(next() * pieces.length)]}`).join('');
      for (const isFile of [false, true]) {
        const result = resolveDotSegments(path, isFile);
        if (result === null) {
          expect({ path, isFile, driveLetterFirst: isFile }).toEqual({ path, isFile, driveLetterFirst: true });
          continue;
        }
        expect({ path, isFile, result }).toEqual({ path, isFile, result: bySegments(path, isFile) });
        resolved++;
      }
      expect(hasDotSegment(path)).toBe(path.slice(1).split('/').some((segment) => isSingleDot(segment) || isDoubleDot(segment)));
      expect(startsWithWindowsDriveLetter(path)).toBe(isWindowsDriveLetter(path.slice(1).split('/')[0]));
    }
    expect(resolved).toBeGreaterThan(30000);
  });

  test('null only where a file path would start with a drive letter', () => {
    expect(resolveDotSegments('/x/../C|/y', true)).toBeNull();
    expect(resolveDotSegments('/x/../C|/y', false)).toBe('/C|/y');
    expect(resolveDotSegments('/a/b/..', true)).toBe('/a/');
  });
});

describe('special schemes (defined once in SPECIAL_SCHEMES)', () => {
  test('isSpecialScheme agrees with the table', () => {
    for (const scheme of SPECIAL_SCHEMES.keys()) expect(isSpecialScheme(scheme)).toBe(true);
    for (const scheme of ['HTTP', 'sc', 'blob', 'javascript', '']) expect(isSpecialScheme(scheme)).toBe(false);
  });

  test('default ports and modes', () => {
    expect(defaultPort('http')).toBe(80);
    expect(defaultPort('wss')).toBe(443);
    expect(defaultPort('ftp')).toBe(21);
    expect(defaultPort('file')).toBeNull();
    expect(defaultPort('sc')).toBeNull();
    expect(modeOfScheme('file')).toBe('file');
    expect(modeOfScheme('ws')).toBe('web');
    expect(modeOfScheme('sc')).toBe('generic');
  });
});
