// The CLI's parts in-process: UTF-8 decoding with replacement, line splitting, caret rendering,
// the summary and progress bar, and the batch runner on in-memory streams (order, backpressure,
// a closed stdout, the progress bar on a terminal).

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import { main } from '../src/cli/main';
import type { Output } from '../src/cli/main';
import { runBatch } from '../src/cli/batch';
import type { BatchIO, BatchSettings } from '../src/cli/batch';
import { MAX_ECHO_LENGTH, chunkProcessor } from '../src/cli/chunk';
import type { BatchSpec, Serialize } from '../src/cli/chunk';
import { caretLines, emptyTally, groupDigits, mergeTally, progressText, summaryText } from '../src/cli/format';
import { LineSplitter } from '../src/cli/lines';
import type { Line } from '../src/cli/lines';
import { packLines, unpackLines } from '../src/cli/protocol';
import { decodeLine } from '../src/cli/utf8';
import { random } from './helpers/random';

const WHATWG_DECODER = new TextDecoder('utf-8', { ignoreBOM: true });

describe('decodeLine', () => {
  test.each([
    ['valid', [0x61, 0xc3, 0xa9, 0xf0, 0x9f, 0x98, 0x80], 0, -1],
    ['a lone continuation byte', [0x61, 0x80, 0x62], 1, 1],
    ['a truncated 4-byte sequence is one maximal subpart', [0xf0, 0x9f, 0x98, 0x61], 1, 0],
    ['a surrogate is three', [0xed, 0xa0, 0x80], 3, 0],
    ['an overlong 3-byte form is two', [0xe0, 0x80, 0x80], 3, 0],
    ['C0 AF is two', [0xc0, 0xaf], 2, 0],
    ['a truncated sequence at the end', [0x61, 0xe2, 0x82], 1, 1],
    ['above U+10FFFF', [0xf4, 0x90, 0x80, 0x80], 4, 0],
  ])('%s', (_what, bytes, count, firstByte) => {
    const buffer = Buffer.from(bytes);
    const decoded = decodeLine(buffer);
    expect(decoded.text).toBe(WHATWG_DECODER.decode(buffer));
    if (count === 0) {
      expect(decoded.invalid).toBeNull();
    } else {
      expect(decoded.invalid).toMatchObject({ code: 'invalid-UTF-8', count, byteOffset: firstByte });
      expect(decoded.text.charCodeAt(decoded.invalid?.offset ?? -1)).toBe(0xfffd);
    }
  });

  test('random bytes decode as TextDecoder does; the first replacement is where it says', () => {
    const next = random(7);
    const interesting = [0x00, 0x0d, 0x41, 0x7f, 0x80, 0x8f, 0x9f, 0xa0, 0xbf, 0xc0, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff];
    for (let round = 0; round < 3000; round++) {
      const length = Math.floor(next() * 12);
      const bytes = Buffer.from(Array.from({ length }, () => (next() < 0.7 ? interesting[Math.floor(next() * interesting.length)] : Math.floor(next() * 256))));
      const decoded = decodeLine(bytes);
      expect(decoded.text).toBe(WHATWG_DECODER.decode(bytes));
      const valid = WHATWG_DECODER.decode(bytes) === bytes.toString('utf8') && Buffer.from(decoded.text, 'utf8').equals(bytes);
      expect(decoded.invalid === null).toBe(valid);
      if (decoded.invalid !== null) {
        expect(decoded.text.charCodeAt(decoded.invalid.offset)).toBe(0xfffd);
        expect(WHATWG_DECODER.decode(bytes.subarray(0, decoded.invalid.byteOffset))).toBe(decoded.text.slice(0, decoded.invalid.offset));
      }
    }
  });
});

/** Splits `input` fed as the given chunks. */
function split(chunks: readonly Buffer[], maxLineBytes = 1000): Line[] {
  const splitter = new LineSplitter(maxLineBytes);
  return [...chunks.flatMap((chunk) => splitter.push(chunk)), ...splitter.end()];
}

describe('LineSplitter', () => {
  const input = Buffer.from('\uFEFFa\r\n\u00e9\uFEFF\n\n\rc\r\nlast');
  const expected = [[1, 'a'], [2, '\u00e9\uFEFF'], [3, ''], [4, '\rc'], [5, 'last']];

  test('LF and CRLF line ends, empty lines, a first-line BOM dropped, a last line without a line end', () => {
    expect(split([input]).map((line) => [line.number, line.text])).toEqual(expected);
  });

  test('the same lines whatever the chunk boundaries (inside the BOM, a CRLF, a UTF-8 sequence)', () => {
    for (let i = 0; i <= input.length; i++) {
      for (let j = i; j <= input.length; j++) {
        const lines = split([input.subarray(0, i), input.subarray(i, j), input.subarray(j)]);
        expect(lines.map((line) => [line.number, line.text])).toEqual(expected);
      }
    }
  });

  test('a final line end gives no extra line; bytes are counted without the line end', () => {
    expect(split([Buffer.from('ab\r\n\u00e9\n')]).map((line) => [line.text, line.bytes])).toEqual([['ab', 2], ['\u00e9', 2]]);
    expect(split([Buffer.from('')])).toEqual([]);
  });

  test('a line over the limit is not kept: text null, its length counted, and the next lines go on', () => {
    const lines = split([Buffer.from('12345\n1234'), Buffer.from('56789\nab')], 5);
    expect(lines).toEqual([
      { number: 1, text: '12345', bytes: 5, invalid: null },
      { number: 2, text: null, bytes: 9, invalid: null },
      { number: 3, text: 'ab', bytes: 2, invalid: null },
    ]);
  });

  test('the limit is on the line without its line end: a line that fits with LF fits with CRLF, at any chunk boundary', () => {
    const expected = [['12345', 5], [null, 6], ['ab', 2], [null, 7], ['12345', 5]];
    for (const end of ['\n', '\r\n']) {
      const input = Buffer.from(['12345', '123456', 'ab', '1234567', '12345\r'].join(end));
      for (let i = 0; i <= input.length; i++) {
        const lines = split([input.subarray(0, i), input.subarray(i)], 5);
        expect(lines.map((line) => [line.text, line.bytes])).toEqual(expected);
      }
    }
  });

  test('packed lines for the workers come back as they were', () => {
    const lines = split([Buffer.from('a\n\nhttp://h/'), Buffer.from([0xff, 0x0a]), Buffer.from(`${'x'.repeat(20)}\n\u00e9\r\n`)], 10);
    expect(unpackLines(packLines(lines))).toEqual(lines);
  });
});

describe('caretLines', () => {
  test('a caret under the offset; after the last character at the end', () => {
    expect(caretLines('http://a b/', 8, 1)).toBe('  http://a b/\n          ^\n');
    expect(caretLines('https://', 8, 0)).toBe('  https://\n          ^\n');
  });

  test('carets under the whole span', () => {
    expect(caretLines('ab:12345', 3, 5)).toBe('  ab:12345\n     ^^^^^\n');
  });

  test('wide characters count two columns, surrogate pairs one code point, marks none', () => {
    expect(caretLines('\u65e5\u672c/x', 3, 1)).toBe('  \u65e5\u672c/x\n       ^\n');
    expect(caretLines('\u{1F600}a', 2, 1)).toBe('  \u{1F600}a\n    ^\n');
    expect(caretLines('e\u0301x', 2, 1)).toBe('  e\u0301x\n   ^\n');
  });

  test('invisible and reordering characters are replaced, so the caret stays in place', () => {
    expect(caretLines('a\tb\u202ec\ud800d', 6, 1)).toBe('  a\u2409b\uFFFDc\uFFFDd\n        ^\n');
  });

  test('a long input shows a window around the offset, with ellipses', () => {
    const input = `${'a'.repeat(5000)}X${'b'.repeat(5000)}`;
    const [line, carets] = caretLines(input, 5000, 1, 40).split('\n');
    expect(line.startsWith('  \u2026a')).toBe(true);
    expect(line.endsWith('b\u2026')).toBe(true);
    expect(line.length).toBeLessThan(50);
    expect(line[carets.indexOf('^')]).toBe('X');
  });
});

test.each([[0, '0'], [999, '999'], [1000, '1,000'], [999900, '999,900'], [6000001, '6,000,001']])('groupDigits(%d) is %s', (count, text) => {
  expect(groupDigits(count)).toBe(text);
});

describe('summary and progress bar', () => {
  test('the summary counts lines, verdicts and error codes, most frequent first', () => {
    const tally = emptyTally();
    mergeTally(tally, { lines: 3, failed: 2, verdicts: new Map([['valid', 1], ['invalid', 2]]), codes: new Map([['b-code', 1], ['a-code', 2]]) });
    mergeTally(tally, { lines: 1, failed: 1, verdicts: new Map([['invalid', 1]]), codes: new Map([['b-code', 1]]) });
    expect(summaryText('validate', tally, 2)).toBe(
      'url-grammar validate: 4 lines in 2.00 s (2 lines/s)\nverdicts:\n  invalid  3\n  valid    1\nerror codes:\n  a-code  2\n  b-code  2\n',
    );
  });

  test('the progress bar fits the terminal', () => {
    const text = progressText(50, 100, 1234, 2, 80);
    expect(text).toMatch(/^\[(#+)(\.+)\] {2}50% {2}1234 lines {2}617 lines\/s$/);
    expect(text.length).toBeLessThan(80);
    const [, done, todo] = /^\[(#+)(\.+)\]/.exec(text) ?? [];
    expect(Math.abs(done.length - todo.length)).toBeLessThanOrEqual(1); // half done
    expect(progressText(100, 100, 1, 1, 30).length).toBeLessThan(30);
  });
});

// --- the batch runner on in-memory streams -------------------------------------------------

const VALIDATE: BatchSpec = { command: 'validate', options: { standard: 'whatwg' }, operands: [null] };
const SETTINGS: BatchSettings = { input: '-', jobs: 1, quiet: false, maxLineBytes: 1 << 20 };

/** A sink that keeps what it is given (and counts its lines), optionally slowly: each write completes later. */
function sink(delayMs = 0, highWaterMark = 16 * 1024): Writable & { text: () => string; lines: () => number } {
  const chunks: string[] = [];
  let lines = 0;
  const stream = new Writable({
    highWaterMark,
    write(chunk: Buffer, _encoding, callback) {
      const text = chunk.toString('utf8');
      chunks.push(text);
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines++;
      if (delayMs === 0) callback();
      else setTimeout(callback, delayMs);
    },
  });
  return Object.assign(stream, { text: () => chunks.join(''), lines: () => lines });
}

function io(stdin: Readable, stdout: Writable, stderr: Writable, stderrIsTTY = false): BatchIO {
  return { stdin, stdout, stderr, stderrIsTTY, columns: 80 };
}

/** Lines as the splitter gives them, numbered from 1. */
function textLines(...texts: string[]): Line[] {
  return texts.map((text, i) => ({ number: i + 1, text, bytes: Buffer.byteLength(text), invalid: null }));
}

/** A serializer that throws `error` for the record of line `line`, as JSON.stringify does on a record over V8's string limit. */
function failingOn(line: number, error: Error): Serialize {
  return (record) => {
    if (record.line === line) throw error;
    return JSON.stringify(record);
  };
}

describe('a line that is not UTF-8: one record, one answer', () => {
  /** Lines made by the splitter from bytes: line 1 holds 0xFF after "http://h/". */
  const bytes = Buffer.concat([Buffer.from('http://h/'), Buffer.from([0xff]), Buffer.from('x\nhttps://a.test/\n')]);
  const lines = (): Line[] => new LineSplitter(1000).push(bytes);
  const run = (spec: BatchSpec): Array<Record<string, unknown>> =>
    chunkProcessor(spec)(lines()).output.split('\n').slice(0, -1).map((line) => JSON.parse(line) as Record<string, unknown>);

  test('validate: verdict invalid and valid false, invalid-UTF-8 first in errors, counted, at the replaced byte', () => {
    const [first, second] = run(VALIDATE);
    const issue = { code: 'invalid-UTF-8', offset: 9, length: 1, byteOffset: 9, count: 1, message: '1 invalid UTF-8 sequence replaced by U+FFFD, the first at byte 9' };
    expect(first).toEqual({
      line: 1, input: 'http://h/\uFFFDx', verdict: 'invalid', standard: 'whatwg', valid: false, errors: [issue], errorCount: 1, failure: null,
      inputErrors: [issue],
    });
    expect(second).toMatchObject({ verdict: 'valid', valid: true });
    const tally = chunkProcessor(VALIDATE)(lines()).tally;
    expect(Object.fromEntries(tally.codes)).toEqual({ 'invalid-UTF-8': 1 });
    expect(tally.failed).toBe(1);
  });

  test('validate --max-errors 0: none listed, still counted and invalid', () => {
    const [first] = run({ ...VALIDATE, options: { ...VALIDATE.options, maxErrors: 0 } });
    expect(first).toMatchObject({ verdict: 'invalid', valid: false, errors: [], errorCount: 1 });
  });

  test('other commands keep their verdict and say the line is not UTF-8 in inputErrors', () => {
    const [first] = run({ command: 'parse', options: {}, operands: [null] });
    expect(first).toMatchObject({ verdict: 'ok', href: 'http://h/%EF%BF%BDx', inputErrors: [{ code: 'invalid-UTF-8', byteOffset: 9 }] });
  });
});

describe('a line that cannot be finished gets an error record; the other lines theirs', () => {
  test('a record too large to serialize: result-too-large', () => {
    const result = chunkProcessor(VALIDATE, { serialize: failingOn(2, new RangeError('Invalid string length')) })(textLines('https://a.test/', 'http://a/\u0001x', 'b'));
    const records = result.output.split('\n').slice(0, -1).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.map((record) => [record['line'], record['verdict']])).toEqual([[1, 'valid'], [2, 'error'], [3, 'invalid']]);
    expect(records[1]).toEqual({
      line: 2, input: 'http://a/\u0001x', verdict: 'error', bytes: 11,
      errors: [{ code: 'result-too-large', offset: 0, length: 0, message: 'the record of this 11-byte line is too large to write (RangeError: Invalid string length)' }],
    });
    expect(result.tally).toMatchObject({ lines: 3, failed: 2 });
    expect(Object.fromEntries(result.tally.verdicts)).toEqual({ valid: 1, error: 1, invalid: 1 });
    expect(result.tally.codes.get('result-too-large')).toBe(1);
  });

  test('any other exception: internal-error; an input over MAX_ECHO_LENGTH is not echoed', () => {
    const long = `http://a/${'b'.repeat(MAX_ECHO_LENGTH)}`;
    const result = chunkProcessor(VALIDATE, { serialize: failingOn(1, new TypeError('boom')) })(textLines(long, 'https://a.test/'));
    const [first, second] = result.output.split('\n').map((line) => (line === '' ? null : JSON.parse(line) as Record<string, unknown>));
    expect(first).toEqual({ line: 1, input: null, verdict: 'error', bytes: long.length, errors: [{ code: 'internal-error', offset: 0, length: 0, message: 'TypeError: boom' }] });
    expect(second).toMatchObject({ line: 2, verdict: 'valid' });
  });
});

describe('runBatch', () => {
  test('one JSON line per input line, in order, and the summary', async () => {
    const stdout = sink();
    const stderr = sink();
    const status = await runBatch(VALIDATE, SETTINGS, io(Readable.from([Buffer.from('https://a.test/\nb\n')]), stdout, stderr));
    expect(status).toBe(1);
    expect(stdout.text().split('\n').slice(0, -1).map((line) => JSON.parse(line).verdict)).toEqual(['valid', 'invalid']);
    expect(stderr.text()).toMatch(/^url-grammar validate: 2 lines in/);
  });

  test('backpressure: a slow stdout stops the reading, so the input is never read far ahead', async () => {
    const chunk = Buffer.from('https://example.com/a/b?c#d\n'.repeat(2400)); // ~64 KiB
    const total = 150;
    let produced = 0;
    let maxAhead = 0;
    const stdout = sink(1, 1024);
    const source = Readable.from(
      (function* chunks(): Generator<Buffer> {
        for (let i = 0; i < total; i++) {
          produced++;
          maxAhead = Math.max(maxAhead, produced - stdout.lines() / 2400);
          yield chunk;
        }
      })(),
    );
    const status = await runBatch(VALIDATE, { ...SETTINGS, quiet: true }, io(source, stdout, sink()));
    expect(status).toBe(0);
    expect(stdout.lines()).toBe(total * 2400);
    expect(maxAhead).toBeLessThan(40); // the window (4 chunks) and the stream buffers, not the 150 chunks
  }, 60_000);

  test('a closed stdout (EPIPE) stops the run quietly: status 0, no summary, input left unread', async () => {
    let reads = 0;
    const source = Readable.from(
      (function* chunks(): Generator<Buffer> {
        for (let i = 0; i < 1000; i++) {
          reads++;
          yield Buffer.from('https://a.test/\n'.repeat(100));
        }
      })(),
    );
    const stdout = new Writable({
      write(_chunk, _encoding, callback) {
        const error: NodeJS.ErrnoException = new Error('write EPIPE');
        error.code = 'EPIPE';
        callback(error);
      },
    });
    const stderr = sink();
    const status = await runBatch(VALIDATE, SETTINGS, io(source, stdout, stderr));
    expect(status).toBe(0);
    expect(stderr.text()).toBe('');
    expect(reads).toBeLessThan(1000);
  });

  test('a progress bar on a terminal stderr for a file input, erased before the summary', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'url-grammar-progress-'));
    try {
      const file = path.join(dir, 'in.txt');
      fs.writeFileSync(file, 'https://a.test/\n'.repeat(20000));
      const stderr = sink();
      const status = await runBatch(VALIDATE, { ...SETTINGS, input: file }, io(new PassThrough(), sink(), stderr, true));
      expect(status).toBe(0);
      const text = stderr.text();
      expect(text).toMatch(/^\r\[[#.]+\] +\d+% {2}\d+ lines {2}\d+ lines\/s\u001b\[K/);
      expect(text).toContain('\r\u001b[Kurl-grammar validate: 20000 lines in');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('lines typed on a terminal: the text of single mode, line by line, and no summary', async () => {
    const stdout = sink();
    const stderr = sink();
    const typed = { ...io(Readable.from([Buffer.from('https://a.test/\n'), Buffer.from('http://a:99999/\n')]), stdout, stderr), stdinIsTTY: true };
    expect(await runBatch(VALIDATE, SETTINGS, typed)).toBe(1);
    expect(stdout.text()).toMatch(/^valid\ninvalid \(whatwg\): does not parse\nport-out-of-range at offset 9: [^\n]+\n {2}http:\/\/a:99999\/\n {11}\^{5}\n$/);
    expect(stderr.text()).toBe('');
  });

  test('typed lines with --json: JSON lines, still no summary; a file is not typed', async () => {
    const stdout = sink();
    const stderr = sink();
    const typed = { ...io(Readable.from([Buffer.from('https://a.test/\n')]), stdout, stderr), stdinIsTTY: true };
    expect(await runBatch(VALIDATE, { ...SETTINGS, json: true }, typed)).toBe(0);
    expect(JSON.parse(stdout.text())).toMatchObject({ line: 1, verdict: 'valid' });
    expect(stderr.text()).toBe('');
  });

  test('--jobs from the TypeScript sources asks for the build', async () => {
    const run = runBatch(VALIDATE, { ...SETTINGS, jobs: 2 }, io(Readable.from([Buffer.from('x\n')]), sink(), sink()));
    await expect(run).rejects.toThrow(/--jobs needs the compiled worker/);
  });
});

describe('main in-process', () => {
  function capture(stdin = ''): Output & { stdout: string[]; stderr: string[]; batchOut: ReturnType<typeof sink> } {
    const stdout: string[] = [];
    const stderr: string[] = [];
    const batchOut = sink();
    return {
      stdout,
      stderr,
      batchOut,
      out: (text) => stdout.push(text),
      err: (text) => stderr.push(text),
      streams: () => io(Readable.from([Buffer.from(stdin)]), batchOut, sink()),
    };
  }

  test('single mode writes through Output and resolves to the exit status', async () => {
    const output = capture();
    expect(await main(['validate', 'http://a:99999/'], output)).toBe(1);
    expect(output.stdout.join('')).toMatch(/^invalid \(whatwg\): does not parse\nport-out-of-range at offset 9: /);
  });

  test('validate text with a million errors: the first 100, then "and 999,900 more errors"', async () => {
    const output = capture();
    expect(await main(['validate', `http://a/${'\u0001'.repeat(1_000_000)}x`], output)).toBe(1);
    const text = output.stdout.join('');
    expect(text.split('\n', 1)[0]).toBe('invalid (whatwg): 1,000,000 errors');
    expect(text.match(/^invalid-URL-unit at offset /gm)).toHaveLength(100);
    expect(text.endsWith('\n\u2026 and 999,900 more errors (--max-errors)\n')).toBe(true);
  });

  test('batch mode writes to the streams of Output', async () => {
    const output = capture('HTTP://A/\n');
    expect(await main(['normalize', '-', '-q'], output)).toBe(0);
    expect(JSON.parse(output.batchOut.text())).toEqual({ line: 1, input: 'HTTP://A/', verdict: 'ok', level: 'scheme', normalized: 'http://a/' });
  });
});
