import { appendSegment, isDoubleDot, isNormalizedWindowsDriveLetter, isSingleDot, isWindowsDriveLetter, shortenPath } from '../src/whatwg/path';

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
