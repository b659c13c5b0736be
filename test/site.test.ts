/// <reference lib="dom" />
// The URL viewer (site/, built by `npm run site`) end to end in real headless Chromium (Debian's,
// installed by scripts/chromium.js when missing; driven by playwright-core): typing updates the
// verdicts, the getters and the validation errors as the library computes them, the URL pattern
// field shows what URLPattern makes of the pattern and the input, the fragment holds the state and
// restores it, and the page logs no error. The page is opened from file://.
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { URL, normalizeWithDiagnosis, parseReference, resolve, validate } from '../src';
import type { URLTypeError } from '../src';
import { URLPattern } from '../src/urlpattern-api';

const ROOT = path.resolve(__dirname, '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ensureChromium, FLAGS } = require('../scripts/chromium') as { ensureChromium: () => string; FLAGS: string[] };

const PAGE = pathToFileURL(path.join(ROOT, 'site', 'dist', 'index.html')).href;
const FIELDS = ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;
const STANDARDS = ['whatwg', 'rfc3986', 'rfc3987', 'web-address'] as const;
const COMPONENTS = ['protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;

let browser: Browser;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  const executablePath = ensureChromium();
  const site = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'site.js')], { cwd: ROOT, encoding: 'utf8' });
  if (site.status !== 0) throw new Error(`npm run site failed:\n${site.stderr}`);
  browser = await chromium.launch({ executablePath, args: FLAGS });
}, 600_000);

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  page = await browser.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
  });
  await page.goto(PAGE);
});

afterEach(async () => {
  await page.close();
});

async function type(selector: string, text: string): Promise<void> {
  await page.fill(selector, text);
}

async function shown(): Promise<{ fields: Record<string, string>; verdicts: Record<string, string>; errors: Array<[string, number]>; failure: string }> {
  return page.evaluate(({ fields, standards }) => {
    const text = (selector: string): string => document.querySelector(selector)?.textContent ?? '';
    return {
      fields: Object.fromEntries(fields.map((field) => [field, text(`[data-field="${field}"]`)])),
      verdicts: Object.fromEntries(standards.map((standard) => [standard, (document.querySelector(`[data-standard="${standard}"]`) as HTMLElement).dataset.valid ?? ''])),
      errors: Array.from(document.querySelectorAll<HTMLElement>('[data-error-code]')).map((item): [string, number] => [item.dataset.errorCode ?? '', Number(item.dataset.offset)]),
      failure: text('#failure'),
    };
  }, { fields: [...FIELDS], standards: [...STANDARDS] });
}

/** What the page must show for `input` against `base`, computed by the library in this process. */
function expected(input: string, base = ''): Awaited<ReturnType<typeof shown>> {
  let url: URL | null = null;
  let failure = '';
  try {
    url = base === '' ? new URL(input) : new URL(input, base);
  } catch (error) {
    failure = (error as Error).message;
  }
  const whatwg = validate(input, base === '' ? { standard: 'whatwg' } : { standard: 'whatwg', base });
  const issues = whatwg.failure === null ? whatwg.errors : [...whatwg.errors, whatwg.failure];
  return {
    fields: Object.fromEntries(FIELDS.map((field) => [field, url === null ? '' : url[field]])),
    verdicts: Object.fromEntries(STANDARDS.map((standard) => [standard, String(validate(input, standard === 'whatwg' && base !== '' ? { standard, base } : { standard }).valid)])),
    errors: issues.map((issue): [string, number] => [issue.code, issue.offset]),
    failure,
  };
}

/** A component as the pattern section shows it: its pattern string, and for a match its input and groups (undefined as null). */
interface ShownComponent {
  pattern: string;
  input?: string;
  groups?: Array<[string, string | null]>;
}

interface ShownPattern {
  state: string;
  call: string;
  components: Record<string, ShownComponent>;
  error: { code: string; offset: number; input: string } | null;
}

async function shownPattern(): Promise<ShownPattern> {
  return page.evaluate((components) => {
    const rows = components.map((name): [string, ShownComponent] => {
      const row = document.querySelector(`#pattern-components [data-component="${name}"]`);
      const value = (what: string): string | undefined => row?.querySelector(`[data-value="${what}"]`)?.textContent ?? undefined;
      const shown: ShownComponent = { pattern: value('pattern') ?? '' };
      const input = value('input');
      if (input !== undefined) {
        shown.input = input;
        shown.groups = Array.from(row?.querySelectorAll<HTMLElement>('[data-group]') ?? []).map((item): [string, string | null] => {
          const code = item.querySelector<HTMLElement>('.value, .undefined');
          return [item.dataset.group ?? '', code?.dataset.undefined === 'true' ? null : code?.textContent ?? ''];
        });
      }
      return [name, shown];
    });
    const marked = document.querySelector<HTMLElement>('#pattern-marked');
    const verdict = document.querySelector<HTMLElement>('#pattern-verdict');
    return {
      state: verdict?.dataset.state ?? '',
      call: document.querySelector('#pattern-call')?.textContent ?? '',
      components: document.querySelector<HTMLElement>('#pattern-components')?.hidden === false ? Object.fromEntries(rows) : {},
      error: marked === null || marked.hidden ? null
        : { code: marked.dataset.code ?? '', offset: Number(marked.dataset.offset), input: marked.dataset.input ?? '' },
    };
  }, [...COMPONENTS]);
}

/** What the pattern section must show for `pattern` and `input` against `base`, computed by the library in this process. */
function expectedPattern(pattern: string, input: string, base = ''): { shown: ShownPattern; message: string } {
  let compiled: URLPattern;
  let call = 'new URLPattern(pattern)';
  try {
    try {
      compiled = new URLPattern(pattern);
    } catch (error) {
      if (base === '' || (error as URLTypeError).code !== 'relative-without-base') throw error;
      call = 'new URLPattern(pattern, base)';
      compiled = new URLPattern(pattern, base);
    }
  } catch (error) {
    const { code, offset, input: where, message } = error as URLTypeError;
    return { shown: { state: 'invalid', call, components: {}, error: { code, offset, input: where } }, message };
  }
  const result = base === '' ? compiled.exec(input) : compiled.exec(input, base);
  const components = Object.fromEntries(COMPONENTS.map((name): [string, ShownComponent] => [name, result === null
    ? { pattern: compiled[name] }
    : {
      pattern: compiled[name],
      input: result[name].input,
      groups: Object.entries(result[name].groups).map(([group, value]): [string, string | null] => [group, value ?? null]),
    }]));
  return { shown: { state: result === null ? 'no-match' : 'match', call, components, error: null }, message: '' };
}

/** The pattern section's marked text (without the caret that marks its end), split at its first mark. */
async function markedPattern(): Promise<{ text: string; before: string; mark: string }> {
  return page.evaluate(() => {
    const nodes = Array.from((document.querySelector('#pattern-marked') as HTMLElement).childNodes)
      .filter((node) => !(node instanceof HTMLElement && node.classList.contains('where')));
    const first = nodes.findIndex((node) => node.nodeName === 'MARK');
    const last = nodes[nodes.length - 1];
    const caret = last?.nodeName === 'MARK' && last.textContent === '\u2038';
    const textOf = (list: ChildNode[]): string => list.map((node) => node.textContent ?? '').join('');
    return {
      text: textOf(caret ? nodes.slice(0, -1) : nodes),
      before: textOf(nodes.slice(0, first < 0 ? nodes.length : first)),
      mark: first < 0 ? '' : nodes[first].textContent ?? '',
    };
  });
}

describe('the URL viewer in Chromium', () => {
  test.each([
    ['https://example.com/a?b#c'],
    ['HTTPS://EXAMPLE.com:443/a/../b?q=1#f'],
    ['https://a b/'],
    ['http://[::1]:8080/ \\x'],
    ['https://xn--caf-dma.example/é?ü#ä'],
    ['mailto:someone@example.com'],
    ['not a url'],
  ])('shows what the library says about %j', async (input) => {
    await type('#input', input);
    expect(await shown()).toEqual(expected(input));
  });

  test('resolves against the base', async () => {
    await type('#base', 'https://example.com/dir/page?x');
    await type('#input', '../up/./file name.html#top');
    const result = await shown();
    expect(result).toEqual(expected('../up/./file name.html#top', 'https://example.com/dir/page?x'));
    expect(result.fields.href).toBe('https://example.com/up/file%20name.html#top');
  });

  test('marks each validation error on the input', async () => {
    await type('#input', 'https:\\\\a.com/ x');
    const marks = await page.locator('#marked mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    expect((await shown()).errors.length).toBeGreaterThan(0);
  });

  test('keeps the state in the fragment and restores it from a link', async () => {
    await type('#base', 'https://example.com/a/');
    await type('#input', 'b?q=a&b#f g');
    const link = await page.evaluate(() => location.href); // replaceState: page.url() may lag
    expect(new globalThis.URL(link).hash).toBe(`#input=${encodeURIComponent('b?q=a&b#f g')}&base=${encodeURIComponent('https://example.com/a/')}`);
    const other = await browser.newPage();
    await other.goto(link);
    expect(await other.inputValue('#input')).toBe('b?q=a&b#f g');
    expect(await other.inputValue('#base')).toBe('https://example.com/a/');
    expect(await other.textContent('[data-field="href"]')).toBe('https://example.com/a/b?q=a&b#f%20g');
    await other.close();
  });

  test('the inputs are labelled and reachable with the keyboard', async () => {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('input');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('base');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('pattern');
    await page.keyboard.type('https://example.com/*');
    expect(await page.getAttribute('#pattern-verdict', 'data-state')).toBe('match');
    expect(await page.locator('label[for="input"]').count()).toBe(1);
    expect(await page.locator('label[for="base"]').count()).toBe(1);
    expect(await page.locator('label[for="pattern"]').count()).toBe(1);
  });

  test('shows the RFC 3986 and RFC 3987 components, or the rule-level failure', async () => {
    for (const input of ['HTTP://User@Example.COM:80/a/./../b%7e?q#top', 'http://[::1]/x', 'http://bücher.example/', 'a:b:c']) {
      await type('#input', input);
      for (const grammar of ['rfc3986', 'rfc3987'] as const) {
        const { tree, failure } = parseReference(input, { grammar });
        const shownTree = await page.evaluate((g) => {
          const root = document.querySelector(`[data-grammar="${g}"]`) as HTMLElement;
          // A part's text without the rule names of the parts inside it (the authority holds some).
          const textOf = (part: HTMLElement): string => {
            const copy = part.querySelector(':scope > .text')?.cloneNode(true) as HTMLElement;
            copy.querySelectorAll('.rule').forEach((name) => name.remove());
            return copy.textContent ?? '';
          };
          const parts = Array.from(root.querySelectorAll<HTMLElement>('.part')).map((part) => [part.dataset.rule, textOf(part)]);
          return { valid: root.dataset.valid, parts, failure: root.querySelector<HTMLElement>('.failure')?.dataset.rule ?? null };
        }, grammar);
        expect(shownTree.valid).toBe(String(tree !== null));
        if (tree === null) {
          expect(shownTree.failure).toBe(failure?.rule);
          continue;
        }
        const host = tree.authority?.host.text;
        expect(shownTree.parts).toEqual(expect.arrayContaining([['scheme', tree.scheme?.text], ['path', tree.path.text || '\u2205']]));
        if (host !== undefined) expect(shownTree.parts).toContainEqual(['host', host]);
        if (tree.authority !== null) expect(shownTree.parts).toContainEqual(['authority', tree.authority.text]);
      }
    }
  });

  test('resolves in the three modes, flags another host or path, and climbs the normalisation ladder', async () => {
    const input = 'http:evil.example/x';
    const base = 'http://good.example/dir/';
    await type('#base', base);
    await type('#input', input);
    for (const mode of ['whatwg', 'rfc3986', 'rfc3986-nonstrict'] as const) {
      const result = resolve(input, base, { mode });
      expect(await page.textContent(`[data-mode="${mode}"] [data-value="href"]`)).toBe(result.href ?? result.failure?.message);
    }
    expect(await page.getAttribute('[data-mode="rfc3986"]', 'data-differs')).toBe('host path');
    expect(await page.getAttribute('[data-mode="rfc3986-nonstrict"]', 'data-differs')).toBeNull();
    for (const level of ['simple', 'syntax', 'scheme', 'whatwg'] as const) {
      const { normalized, failure } = normalizeWithDiagnosis(input, { level });
      expect(await page.textContent(`[data-level="${level}"] [data-value="normalized"]`)).toBe(normalized ?? failure?.message);
    }
  });

  test('fits a phone screen and follows the dark colour scheme', async () => {
    const phone = await browser.newPage({ viewport: { width: 360, height: 740 }, colorScheme: 'dark' });
    await phone.goto(`${PAGE}#input=${encodeURIComponent('https://user:pass@example.com:8080/a/very/long/path/that/should/wrap/around?query=string&more=params#fragment')}`);
    const layout = await phone.evaluate(() => ({
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      background: getComputedStyle(document.body).backgroundColor,
    }));
    expect(layout.overflow).toBeLessThanOrEqual(0);
    expect(layout.background).toBe('rgb(13, 17, 23)');
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    await phone.close();
  });

  test.each([
    ['/repos/:owner/:repo/*', 'https://api.github.com/repos/whatwg/url/issues/27', 'https://api.github.com', 'match'],
    ['https://*.example.com/:path*', 'https://a.b.example.com/x/y?q=1#h', '', 'match'],
    ['https://*.example.com/:path*', 'https://example.org/x', '', 'no-match'],
    ['https://example.com/:a/:b?', 'https://example.com/1', '', 'match'],
    ['/books/:id(\\d+)', 'https://shop.example/books/12', 'https://shop.example/', 'match'],
    ['/books/:id(\\d+)', 'https://shop.example/books/abc', 'https://shop.example/', 'no-match'],
    ['http{s}?://[\\:\\:1]:8080/*', 'http://[::1]:8080/x', '', 'match'],
    ['https://\u00fcber.example/caf\u00e9/:n', 'https://xn--ber-goa.example/caf%C3%A9/%20x', '', 'match'],
    ['https://example.com/*', 'not a url', '', 'no-match'],
  ])('shows whether and how %j matches %j (base %j) as URLPattern computes it (%s)', async (pattern, input, base, state) => {
    if (base !== '') await type('#base', base);
    await type('#input', input);
    await type('#pattern', pattern);
    const want = expectedPattern(pattern, input, base).shown;
    expect(want.state).toBe(state);
    expect(await shownPattern()).toEqual(want);
    expect(await page.isVisible('#pattern-section')).toBe(true);
  });

  test.each([
    ['/:a/:a', ''],
    ['https://x/:a/:a', ''],
    ['https://x/(foo', ''],
    ['https://ex{ample.com', ''],
    ['https://x:99999/', ''],
    ['/(\u00e9)', 'https://example.com/'],
    ['/a', 'not a base'],
  ])('shows why %j (base %j) is not a pattern, the culprit marked at its offset', async (pattern, base) => {
    if (base !== '') await type('#base', base);
    await type('#pattern', pattern);
    const { shown: want, message } = expectedPattern(pattern, 'https://example.com/', base);
    expect(want.error).not.toBeNull();
    expect(await shownPattern()).toEqual(want);
    expect(await page.textContent('#pattern-verdict')).toContain(message);
    // The culprit is marked on the string the offset is of, or on the pattern where that string is.
    const { code, offset, input } = want.error as NonNullable<typeof want.error>;
    const marked = await markedPattern();
    const at = marked.text === input ? offset : marked.text.indexOf(input) + offset;
    expect([input, pattern]).toContain(marked.text);
    expect(marked.before).toBe(marked.text.slice(0, at));
    expect(marked.mark).toBe(at >= marked.text.length ? '\u2038' : marked.text[at]);
    expect(await page.textContent('#pattern-marked .where')).toContain(`${code} at offset ${offset}`);
  });

  test('marks a duplicate group name on the whole pattern, and says a relative pattern needs a base', async () => {
    await type('#pattern', 'https://x/:a/:a');
    expect((await shownPattern()).error).toEqual({ code: 'duplicate-name', offset: 4, input: '/:a/:a' });
    expect(await markedPattern()).toEqual({ text: 'https://x/:a/:a', before: 'https://x/:a/', mark: ':' });
    await type('#pattern', '/repos/:owner');
    expect((await shownPattern()).error?.code).toBe('relative-without-base');
    expect(await page.textContent('#pattern-verdict .hint')).toContain('base URL');
    await type('#base', 'https://api.github.com');
    expect(await shownPattern()).toMatchObject({ state: 'no-match', call: 'new URLPattern(pattern, base)', error: null });
    await type('#pattern', '');
    expect(await page.isHidden('#pattern-section')).toBe(true);
  });

  test('keeps the pattern in the fragment and restores it from a link', async () => {
    const [input, base, pattern] = ['/repos/a b/c?x#y', 'https://api.github.com/', '/repos/:owner/:repo{/*}?'];
    await type('#base', base);
    await type('#input', input);
    await type('#pattern', pattern);
    const link = await page.evaluate(() => location.href);
    expect(new globalThis.URL(link).hash)
      .toBe(`#input=${encodeURIComponent(input)}&base=${encodeURIComponent(base)}&pattern=${encodeURIComponent(pattern)}`);
    const want = expectedPattern(pattern, input, base).shown;
    expect(want.state).toBe('match');
    const other = await browser.newPage();
    await other.goto(link);
    expect(await other.inputValue('#pattern')).toBe(pattern);
    const previous = page;
    page = other;
    try {
      expect(await shownPattern()).toEqual(want);
    } finally {
      page = previous;
      await other.close();
    }
    // Another link opened in the same tab changes only the fragment: the page follows it.
    await page.goto(`${PAGE}#input=${encodeURIComponent('https://x/1/2')}&pattern=${encodeURIComponent('https://x/:a/:a')}`);
    expect(await page.inputValue('#pattern')).toBe('https://x/:a/:a');
    expect(await page.inputValue('#base')).toBe('');
    expect(await shownPattern()).toEqual(expectedPattern('https://x/:a/:a', 'https://x/1/2').shown);
  });

  test('the pattern section fits a phone screen in the dark colour scheme', async () => {
    const phone = await browser.newPage({ viewport: { width: 360, height: 740 }, colorScheme: 'dark' });
    const state = `input=${encodeURIComponent('https://user:pass@sub.example.com:8080/a/very/long/path/that/should/wrap/around?query=string#fragment')}`
      + `&pattern=${encodeURIComponent('https://:user::pass@*.example.com:8080/:first/:rest(.*)\\?query=:q#:h')}`;
    await phone.goto(`${PAGE}#${state}`);
    const layout = await phone.evaluate(() => ({
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      state: (document.querySelector('#pattern-verdict') as HTMLElement).dataset.state,
      groups: document.querySelectorAll('[data-group]').length,
    }));
    expect(layout).toEqual({ overflow: expect.any(Number), state: 'match', groups: expect.any(Number) });
    expect(layout.overflow).toBeLessThanOrEqual(0);
    expect(layout.groups).toBeGreaterThan(4);
    await phone.close();
  });

  test('logs no error or warning', () => {
    expect(problems).toEqual([]);
  });
});
