// End-to-end tests of `url-grammar inspect` through the built binary: the JSON report (one shape
// whether the URL parses or not, what inspectTarget returns), the text for humans, batch mode
// (stdin, --input, --jobs: the same records), the verdicts and exit statuses, and the help.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { inspectTarget } from '../src/target-api';
import type { AddressClassification, TargetResult } from '../src/target-api';
import { BUILD_TIMEOUT_MS, buildCLI, cli } from './helpers/cli';
import type { Run } from './helpers/cli';

/** The keys of every report after its head (single --json: input and any base; a batch record: line, input, verdict, any base). */
const REPORT_KEYS = [
  'ok', 'href', 'scheme', 'host', 'hostKind', 'port', 'nonPublic', 'address', 'specialUse', 'badPort', 'reasons',
  'ambiguous', 'readings', 'differences', 'errors', 'errorCount', 'failure',
];
const READING_KEYS = ['parser', 'ok', 'failed', 'scheme', 'userinfo', 'host', 'port', 'effectivePort', 'path', 'failure'];
const DIFFERENCE_KEYS = ['component', 'parser', 'url', 'other', 'cause', 'message', 'offset', 'length'];
const ADDRESS_KEYS = ['address', 'family', 'zone', 'entry', 'range', 'embedded', 'nonPublic', 'reason'];
const ENTRY_KEYS = ['block', 'range', 'name', 'rfc', 'registry', 'globallyReachable'];

type Report = Record<string, unknown> & {
  ok: boolean;
  readings: Array<Record<string, unknown>>;
  differences: Array<Record<string, unknown>>;
  address: (Record<string, unknown> & { entry: Record<string, unknown> | null; embedded: Record<string, unknown> | null }) | null;
};

/** Single mode with --json: 2-space indented JSON, nothing on stderr. */
function inspectJSON(...args: string[]): { run: Run; report: Report } {
  const run = cli(['inspect', ...args, '--json']);
  expect(run.stderr).toBe('');
  const report = JSON.parse(run.stdout) as Report;
  expect(run.stdout).toBe(`${JSON.stringify(report, null, 2)}\n`);
  return { run, report };
}

/** The JSON lines of a batch run's stdout. */
function records(run: Run): Report[] {
  expect(run.stdout.endsWith('\n')).toBe(true);
  return run.stdout.slice(0, -1).split('\n').map((line) => JSON.parse(line) as Report);
}

/** What the library itself says, as JSON (what the CLI must carry). */
function library(input: string, base?: string): TargetResult {
  return JSON.parse(JSON.stringify(inspectTarget(input, { base }))) as TargetResult;
}

/** The report's fields that come from inspectTarget, compared with the library's result. */
function expectLibraryFields(report: Report, input: string, base?: string): void {
  const result = library(input, base);
  expect(report.ok).toBe(result.ok);
  expect(report['reasons']).toEqual(result.reasons);
  expect(report['ambiguous']).toBe(result.ambiguous);
  expect(report.readings).toEqual(result.readings);
  expect(report.differences).toEqual(result.differences);
  if (result.ok) {
    const { href, scheme, host, hostKind, port, nonPublic, address, specialUse, badPort, errors } = result;
    expect(report).toMatchObject({ href, scheme, host, hostKind, port, nonPublic, address, specialUse, badPort, errors, errorCount: errors.length, failure: null });
  } else {
    expect(report['failure']).toEqual(result.failure);
  }
}

/** The keys of a report and of everything in it, in order. */
function expectShape(report: Report, head: readonly string[] = ['input']): void {
  expect(Object.keys(report)).toEqual([...head, ...REPORT_KEYS]);
  for (const reading of report.readings) expect(Object.keys(reading)).toEqual(READING_KEYS);
  expect(report.readings.map((reading) => reading['parser'])).toEqual(['url', 'rfc3986', 'appendix-b']);
  for (const difference of report.differences) expect(Object.keys(difference)).toEqual(DIFFERENCE_KEYS);
  for (let address = report.address; address !== null; address = address.embedded as Report['address']) {
    expect(Object.keys(address)).toEqual(ADDRESS_KEYS);
    if (address.entry !== null) expect(Object.keys(address.entry)).toEqual(ENTRY_KEYS);
  }
}

/** The "label: value" lines of the text, by label (the first of each). */
function fields(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const match of text.matchAll(/^([a-z -]+): +(.*)$/gm)) if (!map.has(match[1])) map.set(match[1], match[2]);
  return map;
}

function rangeLine(address: AddressClassification): string {
  const entry = address.entry;
  if (entry === null) return `${address.range}: in no special-purpose registry entry; globally reachable: yes`;
  const reachable = entry.globallyReachable === null ? 'n/a' : entry.globallyReachable ? 'yes' : 'no';
  return `${address.range}: ${entry.block}, ${entry.name} (${entry.rfc}); globally reachable: ${reachable}`;
}

let dir = '';

beforeAll(() => {
  buildCLI();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'url-grammar-inspect-'));
}, BUILD_TIMEOUT_MS);

afterAll(() => {
  if (dir !== '') fs.rmSync(dir, { recursive: true, force: true });
});

describe('inspect --json: what inspectTarget returns, in one shape', () => {
  test('http://0x7f.1/: the IPv4 address 127.0.0.1, loopback, non-public; the RFC readings keep 0x7f.1', () => {
    const { run, report } = inspectJSON('http://0x7f.1/');
    expect(run.status).toBe(0);
    expectShape(report);
    expectLibraryFields(report, 'http://0x7f.1/');
    expect(report).toMatchObject({ input: 'http://0x7f.1/', ok: true, href: 'http://127.0.0.1/', scheme: 'http', host: '127.0.0.1', hostKind: 'ipv4', port: 80 });
    expect(report).toMatchObject({ nonPublic: true, badPort: false, ambiguous: true, failure: null });
    expect(report.address).toMatchObject({ address: '127.0.0.1', family: 'ipv4', range: 'loopback', entry: { block: '127.0.0.0/8', globallyReachable: false } });
    expect(report.readings[1]).toMatchObject({ parser: 'rfc3986', ok: true, host: '0x7f.1' });
    expect(report.differences).toContainEqual(expect.objectContaining({ component: 'host', parser: 'rfc3986', url: '127.0.0.1', other: '0x7f.1', cause: 'ipv4-forms' }));
    expect((report['reasons'] as string[])[0]).toMatch(/`0x7f\.1`.*127\.0\.0\.1.*hexadecimal/);
  });

  test('http://[::ffff:127.0.0.1]/: IPv4-mapped, classified by the IPv4 address it carries', () => {
    const { run, report } = inspectJSON('http://[::ffff:127.0.0.1]/');
    expect(run.status).toBe(0);
    expectShape(report);
    expectLibraryFields(report, 'http://[::ffff:127.0.0.1]/');
    expect(report).toMatchObject({ host: '[::ffff:7f00:1]', hostKind: 'ipv6', nonPublic: true });
    expect(report.address).toMatchObject({ family: 'ipv6', range: 'ipv4-mapped', embedded: { address: '127.0.0.1', range: 'loopback', nonPublic: true } });
  });

  test('http://evil.com\\@good.com/: the URL Standard connects to evil.com, Appendix B to good.com', () => {
    const input = 'http://evil.com\\@good.com/';
    const { run, report } = inspectJSON(input);
    expect(run.status).toBe(0);
    expectShape(report);
    expectLibraryFields(report, input);
    expect(report).toMatchObject({ host: 'evil.com', hostKind: 'domain', nonPublic: null, address: null, ambiguous: true });
    expect(report.readings[2]).toMatchObject({ parser: 'appendix-b', host: 'good.com' });
    const backslash = report.differences.find((difference) => difference['component'] === 'host' && difference['parser'] === 'appendix-b');
    expect(backslash).toMatchObject({ url: 'evil.com', other: 'good.com', cause: 'backslash', offset: input.indexOf('\\') });
  });

  test('//evil.com --base https://good.com/: a network-path reference takes the host from the input', () => {
    const { run, report } = inspectJSON('//evil.com', '--base', 'https://good.com/');
    expect(run.status).toBe(0);
    expectShape(report, ['input', 'base']);
    expectLibraryFields(report, '//evil.com', 'https://good.com/');
    expect(report).toMatchObject({ input: '//evil.com', base: 'https://good.com/', href: 'https://evil.com/', host: 'evil.com', port: 443 });
  });

  test('https://example.com/: a domain, public or not only DNS can tell; the readings agree', () => {
    const { run, report } = inspectJSON('https://example.com/');
    expect(run.status).toBe(0);
    expectShape(report);
    expectLibraryFields(report, 'https://example.com/');
    expect(report).toMatchObject({ host: 'example.com', hostKind: 'domain', port: 443, nonPublic: null, specialUse: null, ambiguous: false, differences: [] });
    expect(report.readings.map((reading) => reading['host'])).toEqual(['example.com', 'example.com', 'example.com']);
  });

  test('a URL the URL Standard rejects: exit 1, every key present, null where nothing connects', () => {
    const { run, report } = inspectJSON('http://[::1/');
    expect(run.status).toBe(1);
    expectShape(report);
    expectLibraryFields(report, 'http://[::1/');
    expect(report).toMatchObject({
      ok: false, href: null, scheme: null, host: null, hostKind: null, port: null, nonPublic: null, address: null, specialUse: null,
      badPort: null, errors: [], errorCount: 0, failure: { code: 'IPv6-unclosed' },
    });
    expect(report.readings[0]).toMatchObject({ parser: 'url', ok: false, failed: 'input' });
  });

  test('a bad port and the validation errors; --max-errors cuts the list, errorCount counts them all', () => {
    const { report } = inspectJSON('http://0x7f.0x0.1:25/');
    expect(report).toMatchObject({ port: 25, badPort: true });
    expect((report['errorCount'] as number)).toBeGreaterThan(1);
    const cut = inspectJSON('http://0x7f.0x0.1:25/', '--max-errors', '1').report;
    expect(cut['errors']).toEqual((report['errors'] as unknown[]).slice(0, 1));
    expect(cut['errorCount']).toBe(report['errorCount']);
  });
});

describe('inspect: the text for humans', () => {
  test('http://0x7f.1/: href, host and kind, port, address and range, target, bad port, reasons, readings, differences', () => {
    const run = cli(['inspect', 'http://0x7f.1/']);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    const result = inspectTarget('http://0x7f.1/');
    if (!result.ok || result.address === null) throw new Error('inspectTarget does not classify http://0x7f.1/');
    const lines = fields(run.stdout);
    expect(lines.get('href')).toBe('http://127.0.0.1/');
    expect(lines.get('host')).toBe('127.0.0.1 (ipv4)');
    expect(lines.get('port')).toBe('80');
    expect(lines.get('address')).toBe('127.0.0.1 (ipv4)');
    expect(lines.get('range')).toBe(rangeLine(result.address));
    expect(lines.get('range')).toMatch(/^loopback: 127\.0\.0\.0\/8, .*globally reachable: no$/);
    expect(lines.get('target')).toBe('non-public');
    expect(lines.get('bad port')).toBe('no');
    expect(lines.get('readings')).toMatch(/^ambiguous/);
    // Each reason once: a difference's message under the difference, the others under "reasons:".
    const messages = new Set(result.differences.map((d) => d.message));
    expect(messages.size).toBeGreaterThan(0);
    for (const reason of result.reasons) expect(run.stdout).toContain(messages.has(reason) ? `\n    ${reason}\n` : `reasons:\n  ${reason}\n`);
    for (const reason of result.reasons) expect(run.stdout.split(reason)).toHaveLength(2);
    expect(run.stdout).toMatch(/^ {2}url: +scheme "http", userinfo -, host "127\.0\.0\.1", port - \(effective 80\), path "\/"$/m);
    expect(run.stdout).toMatch(/^ {2}rfc3986: +scheme "http", userinfo -, host "0x7f\.1", port - \(effective 80\), path "\/"$/m);
    expect(run.stdout).toContain('  host: rfc3986 reads "0x7f.1", the URL Standard "127.0.0.1" (ipv4-forms)\n');
    // The caret under the culprit, as validate marks an error.
    const difference = result.differences.find((d) => d.parser === 'rfc3986' && d.component === 'host');
    if (difference === undefined) throw new Error('no host difference');
    expect(run.stdout).toContain(`    ${difference.message}\n    http://0x7f.1/\n    ${' '.repeat(difference.offset)}${'^'.repeat(difference.length)}\n`);
  });

  test('an IPv4-mapped address: the IPv4 address it carries, with its range', () => {
    const run = cli(['inspect', 'http://[::ffff:127.0.0.1]/']);
    const result = inspectTarget('http://[::ffff:127.0.0.1]/');
    if (!result.ok || result.address?.embedded == null) throw new Error('no embedded address');
    const lines = fields(run.stdout);
    expect(lines.get('host')).toBe('[::ffff:7f00:1] (ipv6)');
    expect(lines.get('address')).toBe('::ffff:7f00:1 (ipv6)');
    expect(lines.get('range')).toBe(rangeLine(result.address));
    expect(lines.get('carries')).toBe(`127.0.0.1 (ipv4), ${rangeLine(result.address.embedded)}`);
    expect(lines.get('target')).toBe('non-public');
  });

  test('a domain: "unknown (DNS decides)"; a special-use name: its entry', () => {
    expect(fields(cli(['inspect', 'https://example.com/']).stdout).get('target')).toBe('unknown (DNS decides)');
    expect(fields(cli(['inspect', 'https://example.com/']).stdout).get('readings')).toBe('not ambiguous');
    const local = cli(['inspect', 'http://a.localhost:8080/']);
    const result = inspectTarget('http://a.localhost:8080/');
    if (!result.ok || result.specialUse === null) throw new Error('a.localhost is not special-use');
    const lines = fields(local.stdout);
    expect(lines.get('special-use')).toBe(`${result.specialUse.name} (${result.specialUse.rfc})`);
    expect(lines.get('target')).toBe('non-public');
    expect(lines.get('port')).toBe('8080');
  });

  test('a backslash: the appendix-b reading and the difference; a bad port says so', () => {
    const run = cli(['inspect', 'http://evil.com\\@good.com:25/']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^ {2}appendix-b: +scheme "http", userinfo "evil\.com\\", host "good\.com", port "25" \(effective 25\)/m);
    expect(run.stdout).toContain('  host: appendix-b reads "good.com", the URL Standard "evil.com" (backslash)\n');
    expect(run.stdout).toContain('  port: appendix-b reads "25", the URL Standard "80" (backslash)\n');
    expect(fields(run.stdout).get('bad port')).toBe('no'); // the URL Standard connects to port 80: ":25" is in the path
    expect(fields(cli(['inspect', 'http://example.com:25/']).stdout).get('bad port')).toMatch(/^yes/);
  });

  test('a failure: its message with a caret on stdout, the reasons and readings, exit 1', () => {
    const run = cli(['inspect', 'http://[::1/']);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('');
    const result = inspectTarget('http://[::1/');
    if (result.ok) throw new Error('http://[::1/ parses');
    expect(fields(run.stdout).get('failure')).toBe(result.failure.message);
    expect(result.failure.message).toMatch(/^IPv6-unclosed at offset \d+: /);
    for (const reason of result.reasons) expect(run.stdout).toContain(`\n  ${reason}\n`);
    expect(run.stdout).toContain(`  http://[::1/\n  ${' '.repeat(result.failure.offset)}${'^'.repeat(Math.max(1, result.failure.length))}\n`);
    expect(run.stdout).toContain(`  url:         fails: ${result.failure.message}\n`);
    expect(fields(run.stdout).has('href')).toBe(false);
  });

  test('control characters quoted from the input reach the terminal as Control Pictures', () => {
    const run = cli(['inspect', 'http://a\u001b[2J.com\t/']);
    expect(run.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(run.stdout).toContain('\u241b');
  });
});

describe('inspect in batch mode', () => {
  const LINES = ['http://0x7f.1/', 'http://[::ffff:127.0.0.1]/', 'http://evil.com\\@good.com/', 'https://example.com/', 'http://[::1/', 'https://93.184.215.14/'];

  test('one record per line: line, input, verdict, then what --json prints; the summary counts the verdicts', () => {
    const run = cli(['inspect', '-'], `${LINES.join('\n')}\n`);
    expect(run.status).toBe(1); // a line fails
    const got = records(run);
    expect(got.map((record) => record['verdict'])).toEqual(['non-public', 'non-public', 'unknown', 'unknown', 'failure', 'public']);
    got.forEach((record, i) => {
      expectShape(record, ['line', 'input', 'verdict']);
      expect(record).toMatchObject({ line: i + 1, input: LINES[i] });
      const { line: _line, verdict: _verdict, ...report } = record;
      expect(report).toEqual(inspectJSON(LINES[i]).report);
    });
    expect(run.stderr).toMatch(/^url-grammar inspect: 6 lines in /m);
    expect(run.stderr).toMatch(/^ {2}non-public +2$/m);
    expect(run.stderr).toMatch(/^ {2}unknown +2$/m);
    expect(run.stderr).toMatch(/^ {2}public +1$/m);
    expect(run.stderr).toMatch(/^ {2}failure +1$/m);
    expect(run.stderr).toMatch(/^ {2}IPv6-unclosed +1$/m);
  });

  test('--jobs 2 and --input give the same records; --base applies to every line; exit 0 when every line parses', () => {
    const many = Array.from({ length: 400 }, (_, i) => ['/a', '//10.0.0.1/', `http://0x7f.${i}/`, '\\\\evil.com/'][i % 4]);
    const file = path.join(dir, 'many.txt');
    fs.writeFileSync(file, many.join('\n'));
    const one = cli(['inspect', '--input', file, '--base', 'https://good.example/d/', '-q']);
    const two = cli(['inspect', '-', '--base', 'https://good.example/d/', '--jobs', '2', '-q'], many.join('\n'));
    expect(one.status).toBe(0);
    expect(two.status).toBe(0);
    expect(one.stderr).toBe('');
    expect(two.stdout).toBe(one.stdout);
    const got = records(one);
    expect(got).toHaveLength(400);
    expect(got.slice(0, 4).map((record) => [record['base'], record['host'], record['verdict']])).toEqual([
      ['https://good.example/d/', 'good.example', 'non-public'],
      ['https://good.example/d/', '10.0.0.1', 'non-public'],
      ['https://good.example/d/', '127.0.0.2', 'non-public'],
      ['https://good.example/d/', 'evil.com', 'unknown'],
    ]);
    expectShape(got[3], ['line', 'input', 'verdict', 'base']);
    expectLibraryFields(got[3], many[3], 'https://good.example/d/');
  });
});

describe('inspect: exit statuses, usage errors and help', () => {
  test('non-public does not change the exit status: 0 whenever the URL parses', () => {
    expect(cli(['inspect', 'http://127.0.0.1/']).status).toBe(0);
    expect(cli(['inspect', 'http://localhost/', '--json']).status).toBe(0);
    expect(cli(['inspect', 'https://']).status).toBe(1);
  });

  test('a --base that is not a URL, a missing or extra operand: usage errors, exit 2', () => {
    const base = cli(['inspect', '//evil.com', '--base', 'good.com']);
    expect(base.status).toBe(2);
    expect(base.stderr).toMatch(/^url-grammar: --base is not a URL: .* \(see url-grammar inspect --help\)\n$/);
    expect(cli(['inspect']).stderr).toBe('url-grammar: missing <url> (see url-grammar inspect --help)\n');
    expect(cli(['inspect', 'a:', 'b:']).status).toBe(2);
    expect(cli(['inspect', 'a:', '--standard', 'rfc3986']).status).toBe(2);
  });

  test('help inspect (= inspect --help): the synopsis, the options, the verdicts and the exit status', () => {
    const run = cli(['help', 'inspect']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(cli(['inspect', '--help']).stdout);
    expect(run.stdout).toMatch(/^Usage: url-grammar inspect <url> \[--base <url>\] \[--max-errors <n>\]\n/);
    for (const option of ['--base <url>', '--max-errors <n>', '--json', '--input <file>', '-j, --jobs <n>']) expect(run.stdout).toContain(option);
    expect(run.stdout).toMatch(/public, non-public, unknown or\s+failure/);
    expect(run.stdout).toMatch(/inspect: the\s+URL parses, public or not/);
  });

  test('the usage lists inspect', () => {
    expect(cli(['--help']).stdout).toMatch(/^ {2}inspect <url> \[--base <url>\]/m);
    expect(cli([]).stderr).toMatch(/^Commands: .*\binspect\b/m);
  });
});
