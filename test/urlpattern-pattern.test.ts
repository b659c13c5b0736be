// Pattern strings (https://urlpattern.spec.whatwg.org/#pattern-strings): parsing into part lists,
// the regular expression and name list of each part shape, pattern strings generated back (a round
// trip on every pattern string of WPT's urlpatterntestdata.json), compiling a component, each
// parser error with its offset, and linear growth. The tokenizer: urlpattern-pattern-tokenize.test.ts.

import { parsePatternString } from '../src/urlpattern/parse';
import { generateRegExpAndNameList } from '../src/urlpattern/regexp';
import { generatePatternString } from '../src/urlpattern/pattern-string';
import { compileComponent, DEFAULT_OPTIONS, HOSTNAME_OPTIONS, PATHNAME_OPTIONS } from '../src/urlpattern/compile';
import { URLPATTERN_ERROR_CODES } from '../src/urlpattern/errors';
import { asPropertyName } from '../src/urlpattern/groups';
import type { Part, PartModifier, PartType, PatternOptions } from '../src/urlpattern/types';
import { readWPT } from './helpers/wpt';
import { random } from './helpers/random';
import { failure } from './helpers/urlpattern-failure';

const identity = (value: string): string => value;

/** A part with the standard's defaults. */
function part(type: PartType, value: string, modifier: PartModifier = 'none', name = '', prefix = '', suffix = ''): Part {
  return { type, value, modifier, name, prefix, suffix };
}

function parse(input: string, options: PatternOptions = PATHNAME_OPTIONS): Part[] {
  return parsePatternString(input, options, identity);
}

describe('parse a pattern string: part lists', () => {
  test.each<[string, PatternOptions, Part[]]>([
    ['/foo/bar', PATHNAME_OPTIONS, [part('fixed-text', '/foo/bar')]],
    ['/blog/:title', PATHNAME_OPTIONS, [part('fixed-text', '/blog'), part('segment-wildcard', '', 'none', 'title', '/')]],
    ['/blog/:year(\\d+)/:month(\\d+)', PATHNAME_OPTIONS, [
      part('fixed-text', '/blog'), part('regexp', '\\d+', 'none', 'year', '/'), part('regexp', '\\d+', 'none', 'month', '/'),
    ]],
    ['/products/:id?', PATHNAME_OPTIONS, [part('fixed-text', '/products'), part('segment-wildcard', '', 'optional', 'id', '/')]],
    ['/products/{:id}?', PATHNAME_OPTIONS, [part('fixed-text', '/products/'), part('segment-wildcard', '', 'optional', 'id')]],
    ['/products/*', PATHNAME_OPTIONS, [part('fixed-text', '/products'), part('full-wildcard', '', 'none', '0', '/')]],
    ['/:foo(bar)?', PATHNAME_OPTIONS, [part('regexp', 'bar', 'optional', 'foo', '/')]],
    ['{a:foo(bar)b}?', DEFAULT_OPTIONS, [part('regexp', 'bar', 'optional', 'foo', 'a', 'b')]],
    ['{:foo}?', DEFAULT_OPTIONS, [part('segment-wildcard', '', 'optional', 'foo')]],
    ['{(bar)}?', DEFAULT_OPTIONS, [part('regexp', 'bar', 'optional', '0')]],
    ['{ab}?', DEFAULT_OPTIONS, [part('fixed-text', 'ab', 'optional')]],
    ['a{b}c', DEFAULT_OPTIONS, [part('fixed-text', 'abc')]],
    ['{}?x', DEFAULT_OPTIONS, [part('fixed-text', 'x')]],
    ['x-:a', DEFAULT_OPTIONS, [part('fixed-text', 'x-'), part('segment-wildcard', '', 'none', 'a')]],
    ['(.*)(a)*', DEFAULT_OPTIONS, [part('full-wildcard', '', 'none', '0'), part('regexp', 'a', 'zero-or-more', '1')]],
    ['([^]+?)', DEFAULT_OPTIONS, [part('segment-wildcard', '', 'none', '0')]],
    ['/([^\\/]+?)', PATHNAME_OPTIONS, [part('segment-wildcard', '', 'none', '0', '/')]],
    [':a.:b', HOSTNAME_OPTIONS, [part('segment-wildcard', '', 'none', 'a'), part('fixed-text', '.'), part('segment-wildcard', '', 'none', 'b')]],
    ['\\:a\\*', DEFAULT_OPTIONS, [part('fixed-text', ':a*')]],
    ['*+', DEFAULT_OPTIONS, [part('full-wildcard', '', 'one-or-more', '0')]],
    ['', DEFAULT_OPTIONS, []],
  ])('%j', (input, options, expected) => {
    expect(parse(input, options)).toEqual(expected);
  });

  test('the encoding callback gets the fixed text, the prefixes and the suffixes', () => {
    const seen: string[] = [];
    const upper = (value: string): string => {
      seen.push(value);
      return value.toUpperCase();
    };
    expect(parsePatternString('ab{c:x(y)d}e{f}+', DEFAULT_OPTIONS, upper)).toEqual([
      part('fixed-text', 'AB'), part('regexp', 'y', 'none', 'x', 'C', 'D'), part('fixed-text', 'E'), part('fixed-text', 'F', 'one-or-more'),
    ]);
    expect(seen).toEqual(['ab', 'c', 'd', 'e', 'f']);
  });

  test('the encoding callback\'s TypeError goes through', () => {
    const refuse = (): string => {
      throw new TypeError('refused');
    };
    expect(() => parsePatternString('/a', PATHNAME_OPTIONS, refuse)).toThrow('refused');
  });
});

describe('parse a pattern string: errors with their offsets', () => {
  test.each<[string, string, number]>([
    ['/:a/:a', 'duplicate-name', 4],
    ['{:a}{:b}{:a}?', 'duplicate-name', 9],
    ['?', 'misplaced-modifier', 0],
    ['/a??', 'misplaced-modifier', 2],
    ['/:a?+', 'misplaced-modifier', 4],
    ['{:a*}', 'misplaced-modifier', 3],
    ['/a}', 'unexpected-token', 2],
    ['{a{b}}', 'unexpected-token', 2],
    ['{a', 'unexpected-token', 2],
    ['{:a(x)(y)}', 'unexpected-token', 6],
    ['/:a(é)', 'regexp-non-ASCII', 4],
  ])('%j: %s at %d', (input, code, offset) => {
    const error = failure(() => parse(input));
    expect(error).toMatchObject({ code, offset, input });
    expect(URLPATTERN_ERROR_CODES).toContain(code);
  });

  test('messages say what is wrong and where', () => {
    expect(failure(() => parse('/:a/:a')).message).toBe('URLPattern: pattern string "/:a/:a": duplicate group name "a" at offset 4');
    expect(failure(() => parse('{a')).message).toBe(
      'URLPattern: pattern string "{a": expected "}" to close the "{" at offset 0, found the end of the pattern string at offset 2',
    );
    expect(failure(() => parse('/a}')).message).toBe(
      'URLPattern: pattern string "/a}": expected the end of the pattern string, found "}" (close) at offset 2',
    );
    expect(failure(() => parse('?')).message).toContain('modifier "?" follows nothing it can modify');
  });
});

/** Every part shape: four kinds of group, four modifiers, with and without a prefix and a suffix. */
const GROUPS: readonly [string, PartType, string][] = [
  [':n', 'segment-wildcard', ''],
  [':n(\\d+)', 'regexp', '\\d+'],
  ['*', 'full-wildcard', ''],
  ['(x|y)', 'regexp', 'x|y'],
];
const MODIFIERS: readonly [string, PartModifier][] = [['', 'none'], ['?', 'optional'], ['*', 'zero-or-more'], ['+', 'one-or-more']];

/**
 * The standard's forms, written out for a group's regexp value `r`, modifier `m`, prefix `p`, suffix
 * `s`; a repeated wildcard without prefix or suffix is the one class repeated (see regexp.ts).
 */
function expectedSource(r: string, m: string, p: string, s: string, type: PartType): string {
  if (p === '' && s === '' && (m === '*' || m === '+') && type !== 'regexp') {
    return type === 'full-wildcard' ? '^(.*)$' : `^(${r.slice(0, -2)}${m})$`;
  }
  if (p === '' && s === '') return m === '' || m === '?' ? `^(${r})${m}$` : `^((?:${r})${m})$`;
  if (m === '' || m === '?') return `^(?:${p}(${r})${s})${m}$`;
  return `^(?:${p}((?:${r})(?:${s}${p}(?:${r}))*)${s})${m === '*' ? '?' : ''}$`;
}

describe('generate a regular expression and name list: each part shape', () => {
  const cases = GROUPS.flatMap(([group, type, value]) => MODIFIERS.flatMap(([modifier]) =>
    [['', ''], ['a', ''], ['', '-'], ['a', '-']].map(([p, s]): [string, PartType, string, string, string] =>
      [`{${p}${group}${s}}${modifier}`, type, value, p, s])));

  test.each(cases)('%j', (pattern, type, value, p, s) => {
    const parts = parse(pattern, DEFAULT_OPTIONS);
    expect(parts).toHaveLength(pattern.endsWith('}') && type === 'fixed-text' ? 0 : 1);
    const [only] = parts;
    expect(only.type).toBe(type);
    expect(only.value).toBe(value);
    const modifier = pattern.slice(pattern.lastIndexOf('}') + 1);
    const r = type === 'segment-wildcard' ? '[\\s\\S]+?' : type === 'full-wildcard' ? '.*' : value;
    const { source, names } = generateRegExpAndNameList(parts, DEFAULT_OPTIONS);
    expect(source).toBe(expectedSource(r, modifier, p, s, type));
    expect(names).toEqual([pattern.includes(':n') ? 'n' : '0']);
    expect(() => new RegExp(source, 'v')).not.toThrow();
  });

  test('fixed text is escaped, in a non-capturing group when modified', () => {
    expect(generateRegExpAndNameList(parse('/a.b{/c}?', PATHNAME_OPTIONS), PATHNAME_OPTIONS))
      .toEqual({ source: '^\\/a\\.b(?:\\/c)?$', names: [] });
    expect(generateRegExpAndNameList(parse('{(a)}*', DEFAULT_OPTIONS), DEFAULT_OPTIONS)).toEqual({ source: '^((?:a)*)$', names: ['0'] });
  });

  test('the segment wildcard follows the delimiter', () => {
    expect(generateRegExpAndNameList(parse('/:a/:b', PATHNAME_OPTIONS), PATHNAME_OPTIONS))
      .toEqual({ source: '^(?:\\/([^\\/]+?))(?:\\/([^\\/]+?))$', names: ['a', 'b'] });
    expect(generateRegExpAndNameList(parse(':a.com', HOSTNAME_OPTIONS), HOSTNAME_OPTIONS))
      .toEqual({ source: '^([^\\.]+?)\\.com$', names: ['a'] });
  });

  test('no delimiter: "[\\s\\S]+?" instead of the standard\'s "[^]+?", which Node 20\'s v flag mis-reads', () => {
    expect(new RegExp('^([\\s\\S]+?)$', 'v').test('foo')).toBe(true);
    expect(new RegExp('^([\\s\\S]+?)$', 'vi').test('\u{1F600}x')).toBe(true);
    const { source } = generateRegExpAndNameList(parse(':a', DEFAULT_OPTIONS), DEFAULT_OPTIONS);
    expect(source).toBe('^([\\s\\S]+?)$');
    expect(new RegExp(source, 'v').exec('foo/bar')?.[1]).toBe('foo/bar');
  });
});

describe('a repeated wildcard without prefix or suffix: one class repeated, linear, the same matches', () => {
  const STANDARD_SEGMENT = (options: PatternOptions): string => (options.delimiterCodePoint === '' ? '[\\s\\S]+?' : `[^\\${options.delimiterCodePoint}]+?`);

  /** The standard's regular expression: each part's source, the nested form for a repeated wildcard. */
  function standardSource(parts: readonly Part[], options: PatternOptions): string {
    return `^${parts.map((p) => {
      const repeating = p.modifier === 'zero-or-more' || p.modifier === 'one-or-more';
      if (!repeating || p.type === 'regexp' || p.type === 'fixed-text' || p.prefix !== '' || p.suffix !== '') {
        return generateRegExpAndNameList([p], options).source.slice(1, -1);
      }
      const r = p.type === 'full-wildcard' ? '.*' : STANDARD_SEGMENT(options);
      return `((?:${r})${p.modifier === 'zero-or-more' ? '*' : '+'})`;
    }).join('')}$`;
  }

  test('the rewritten forms', () => {
    expect(generateRegExpAndNameList(parse('{:a}+{:b}*', PATHNAME_OPTIONS), PATHNAME_OPTIONS).source).toBe('^([^\\/]+)([^\\/]*)$');
    expect(generateRegExpAndNameList(parse('{:a}+(.*)*', DEFAULT_OPTIONS), DEFAULT_OPTIONS).source).toBe('^([\\s\\S]+)(.*)$');
    expect(generateRegExpAndNameList(parse('{*}+', DEFAULT_OPTIONS), DEFAULT_OPTIONS).source).toBe('^(.*)$');
  });

  test('a failing match on a long input returns (the nested form backtracks exponentially)', () => {
    const { source } = generateRegExpAndNameList(parse('{:a}+b', DEFAULT_OPTIONS), DEFAULT_OPTIONS);
    expect(new RegExp(source, 'v').exec('a'.repeat(50_000))).toBeNull();
    expect(new RegExp(source, 'v').exec(`${'a'.repeat(50_000)}b`)?.[1]).toHaveLength(50_000);
  });

  test('exec gives the same result as the standard\'s form: seeded patterns and inputs', () => {
    const next = random(27);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
    const PIECES = ['{:a}+', '{:b}*', '*', '{(.*)}+', '{*}*', ':c', 'x', '/', '.', '{x}?', '(x|y)+', '{:d}?', '{/:e}+', '*+'];
    const ALPHABET = ['a', 'x', 'y', '/', '.', '-'];
    let compared = 0;
    for (let i = 0; i < 400; i++) {
      const options = pick([DEFAULT_OPTIONS, PATHNAME_OPTIONS, HOSTNAME_OPTIONS]);
      let pattern = '';
      const length = 1 + Math.floor(next() * 4);
      for (let j = 0; j < length; j++) pattern += pick(PIECES);
      let parts: Part[];
      try {
        parts = parse(pattern, options);
      } catch {
        continue; // duplicate names
      }
      const ours = new RegExp(generateRegExpAndNameList(parts, options).source, 'v');
      const standard = new RegExp(standardSource(parts, options), 'v');
      for (let k = 0; k < 25; k++) {
        let input = '';
        const inputLength = Math.floor(next() * 9);
        for (let c = 0; c < inputLength; c++) input += pick(ALPHABET);
        expect([pattern, input, ours.exec(input)?.slice()]).toEqual([pattern, input, standard.exec(input)?.slice()]);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(5000);
  });
});

describe('generate a pattern string', () => {
  test.each<[string, PatternOptions, string]>([
    ['/:id', PATHNAME_OPTIONS, '/:id'],
    ['/{:id}', PATHNAME_OPTIONS, '/{:id}'],
    ['{/:id}', PATHNAME_OPTIONS, '/:id'],
    ['{/:id}?', PATHNAME_OPTIONS, '/:id?'],
    ['/products/{:id}?', PATHNAME_OPTIONS, '/products/{:id}?'],
    ['/(\\d+)', PATHNAME_OPTIONS, '/(\\d+)'],
    ['/([^\\/]+?)', PATHNAME_OPTIONS, '/([^\\/]+?)'],
    ['(.*)', DEFAULT_OPTIONS, '*'],
    [':a(.*)', DEFAULT_OPTIONS, ':a(.*)'],
    [':a*', DEFAULT_OPTIONS, ':a*'],
    [':a(.*)*', DEFAULT_OPTIONS, ':a(.*)*'],
    ['(a)(.*)', DEFAULT_OPTIONS, '(a)(.*)'],
    ['(a)?*', DEFAULT_OPTIONS, '(a)?*'],
    [':a{b}', DEFAULT_OPTIONS, '{:a}b'],
    [':a{-b}', DEFAULT_OPTIONS, ':a-b'],
    [':a(b)', DEFAULT_OPTIONS, ':a(b)'],
    [':a{(b)}', DEFAULT_OPTIONS, '{:a}(b)'],
    ['{:a}(b)', DEFAULT_OPTIONS, '{:a}(b)'],
    ['{:ab}', DEFAULT_OPTIONS, ':ab'],
    ['{:a\\b}', DEFAULT_OPTIONS, '{:a\\b}'],
    ['{x:a}', DEFAULT_OPTIONS, '{x:a}'],
    ['([^]+?)', DEFAULT_OPTIONS, '([^]+?)'],
    ['a\\:\\*\\(', DEFAULT_OPTIONS, 'a\\:\\*\\('],
    ['{ab}+', DEFAULT_OPTIONS, '{ab}+'],
  ])('%j -> %j', (input, options, expected) => {
    const parts = parse(input, options);
    const generated = generatePatternString(parts, options);
    expect(generated).toBe(expected);
    expect(parse(generated, options)).toEqual(parts);
  });

  interface WPTCase {
    readonly expected_obj?: unknown;
  }
  const OPTIONS: Readonly<Record<string, PatternOptions>> = { hostname: HOSTNAME_OPTIONS, pathname: PATHNAME_OPTIONS };
  const wptPatterns = readWPT<WPTCase>('urlpattern/urlpatterntestdata.json').flatMap((entry) => {
    if (typeof entry.expected_obj !== 'object' || entry.expected_obj === null) return [];
    return Object.entries(entry.expected_obj).filter((pair): pair is [string, string] => typeof pair[1] === 'string');
  });

  test('WPT has pattern strings to round-trip', () => {
    expect(wptPatterns.length).toBeGreaterThan(250);
  });

  test.each(wptPatterns)('WPT %s %j: generated from its own parts, parsing gives the same parts', (component, pattern) => {
    // A non-special URL's pathname is compiled with the default options: both are tried.
    const optionsList = component === 'pathname' ? [PATHNAME_OPTIONS, DEFAULT_OPTIONS] : [OPTIONS[component] ?? DEFAULT_OPTIONS];
    for (const options of optionsList) {
      const parts = parse(pattern, options);
      const generated = generatePatternString(parts, options);
      expect(parse(generated, options)).toEqual(parts);
    }
    // The expected values are generated pattern strings: generating again changes nothing.
    const options = optionsList[0];
    expect(generatePatternString(parse(pattern, options), options)).toBe(pattern);
  });
});

describe('compile a component', () => {
  test('pattern string, regular expression, group names, regexp groups, part list', () => {
    const component = compileComponent('/books/{:id}?/:rest*', identity, PATHNAME_OPTIONS);
    expect(component.patternString).toBe('/books/{:id}?/:rest*');
    expect(component.regularExpression.flags).toBe('v');
    expect(component.regularExpression.source).toBe(
      '^\\/books\\/([^\\/]+?)?(?:\\/((?:[^\\/]+?)(?:\\/(?:[^\\/]+?))*))?$',
    );
    expect(component.groupNameList).toEqual(['id', 'rest']);
    expect(component.hasRegExpGroups).toBe(false);
    expect(component.partList).toHaveLength(3);
    expect(component.regularExpression.exec('/books/7/a/b')?.slice(1)).toEqual(['7', 'a/b']);
  });

  test('ignore case: flags "vi"', () => {
    const component = compileComponent(':a(x)', identity, { ...DEFAULT_OPTIONS, ignoreCase: true });
    expect(component.regularExpression.flags).toBe('iv');
    expect(component.hasRegExpGroups).toBe(true);
    expect(component.regularExpression.test('X')).toBe(true);
  });

  test('an invalid regexp group: a TypeError at the group', () => {
    const error = failure(() => compileComponent('/:a(\\d+)/(b))/([)', identity, PATHNAME_OPTIONS));
    expect(error).toMatchObject({ code: 'invalid-regexp', offset: 14 });
    expect(error.message).toMatch(/^URLPattern: pattern string "\/:a\(\\\\d\+\)\/\(b\)\)\/\(\[\)": regexp group "\(\[\)" is not a valid regular expression \(.+\) at offset 14$/);
    // The v flag's stricter syntax: a "|" or a trailing "-" in a class is an error there.
    expect(new RegExp('[a-]', 'u').test('-')).toBe(true);
    expect(failure(() => compileComponent('(x)([a-])', identity, DEFAULT_OPTIONS))).toMatchObject({ code: 'invalid-regexp', offset: 3 });
    expect(failure(() => compileComponent('{:a([|])}', identity, DEFAULT_OPTIONS))).toMatchObject({ code: 'invalid-regexp', offset: 3 });
  });

  test('groups valid alone, invalid together: the first regexp group', () => {
    expect(failure(() => compileComponent('(a(?<n>b))(c(?<n>d))', identity, DEFAULT_OPTIONS))).toMatchObject({ code: 'invalid-regexp', offset: 0 });
  });

  test('parse errors come through unchanged', () => {
    expect(failure(() => compileComponent('/:a/:a', identity, PATHNAME_OPTIONS))).toMatchObject({ code: 'duplicate-name', offset: 4 });
  });

  test('group names are kept as property names: equal texts, "__proto__" and numbers included', () => {
    const long = ['configuration', '_', 'id'].join('');
    for (const name of ['id', '__proto__', '0', '01', '4294967295', '', long, 'caf\u00e9', '\u{1F600}']) expect(asPropertyName(name)).toBe(name);
    const component = compileComponent(`/:${long}/:__proto__/(x)`, identity, PATHNAME_OPTIONS);
    expect(component.groupNameList).toEqual([long, '__proto__', '0']);
  });

  test('the options are frozen', () => {
    for (const options of [DEFAULT_OPTIONS, HOSTNAME_OPTIONS, PATHNAME_OPTIONS]) expect(Object.isFrozen(options)).toBe(true);
  });
});
