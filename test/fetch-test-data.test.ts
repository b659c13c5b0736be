// scripts/fetch-test-data.js against a local HTTP mirror of the test data (this machine need not
// reach GitHub): it writes every pinned file, checks SHA-256, and rejects a corrupted or missing
// one without writing it. And test/helpers/test-data.ts: where the data is looked for, and the one
// line a contributor without it sees.
import { spawn } from 'node:child_process';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { FETCH_COMMAND, TestDataMissing, candidateDirs, dataDir, dataFile, type DataSet } from './helpers/test-data';

const ROOT = path.resolve(__dirname, '..');
const SCRIPT = path.join(ROOT, 'scripts', 'fetch-test-data.js');

interface LockedFile { name: string; sha256: string; bytes: number; sources: { repo: string; commit: string; path: string }[] }
const LOCK = JSON.parse(fs.readFileSync(path.join(__dirname, 'test-data.lock.json'), 'utf8')) as { sets: Record<DataSet, { env: string; files: LockedFile[] }> };
const SETS = Object.keys(LOCK.sets) as DataSet[];

const sha256 = (bytes: Buffer): string => crypto.createHash('sha256').update(bytes).digest('hex');

/** A mirror of the data the tests read, laid out as /<set>/<name>; `override` replaces some files' bytes (null: 404). */
async function serveMirror(override: Record<string, Buffer | null> = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const [, set, ...rest] = (request.url ?? '').split('/');
    const name = rest.join('/'); // a file in a sub-folder of the set: urlpattern/urlpatterntestdata.json
    const key = `${set}/${name}`;
    const bytes = key in override ? override[key] : SETS.includes(set as DataSet) ? fs.readFileSync(dataFile(set as DataSet, name ?? '')) : null;
    if (bytes === null || bytes === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Runs the script (asynchronously: the mirror answers from this process). */
function run(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SCRIPT, ...args], { env: { ...process.env, URL_TEST_DATA_FROM: '' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

const temporary = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'url-grammar-data-'));

describe('the lock', () => {
  test.each(SETS)('every %s file the tests read has the pinned SHA-256 and size', (set) => {
    for (const file of LOCK.sets[set].files) {
      const bytes = fs.readFileSync(dataFile(set, file.name));
      expect({ name: file.name, sha256: sha256(bytes), bytes: bytes.length }).toEqual({ name: file.name, sha256: file.sha256, bytes: file.bytes });
    }
  });

  test('every file has a source pinned at a full commit id', () => {
    for (const set of SETS) {
      for (const file of LOCK.sets[set].files) {
        expect(file.sources.length).toBeGreaterThan(0);
        for (const source of file.sources) expect(source.commit).toMatch(/^[0-9a-f]{40}$/);
      }
    }
  });
});

describe('scripts/fetch-test-data.js from a local mirror', () => {
  test('writes every pinned file, checked; a second run finds them present; --check agrees', async () => {
    const mirror = await serveMirror();
    const out = temporary();
    try {
      const first = await run(['--from', mirror.url, '--out', out]);
      expect(first.stderr).toBe('');
      expect(first.status).toBe(0);
      for (const set of SETS) {
        for (const file of LOCK.sets[set].files) {
          expect(first.stdout).toContain(`fetched  ${set}/${file.name}`);
          expect(sha256(fs.readFileSync(path.join(out, set, file.name)))).toBe(file.sha256);
        }
      }
      const second = await run(['--from', mirror.url, '--out', out, '--only', 'wpt']);
      expect(second.status).toBe(0);
      expect(second.stdout).not.toContain('fetched');
      expect((await run(['--check', '--out', out])).status).toBe(0);
    } finally {
      await mirror.close();
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  test('rejects a corrupted file and a missing one, writing neither; the others are written', async () => {
    const good = fs.readFileSync(dataFile('wpt', 'percent-encoding.json'));
    const corrupted = Buffer.from(good);
    corrupted[corrupted.length - 2] ^= 1;
    const mirror = await serveMirror({ 'wpt/percent-encoding.json': corrupted, 'wpt/toascii.json': null });
    const out = temporary();
    try {
      const result = await run(['--from', mirror.url, '--out', out, '--only', 'wpt']);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`failed   wpt/percent-encoding.json: no source gave the pinned file`);
      expect(result.stderr).toContain(`SHA-256 ${sha256(corrupted)}, expected ${sha256(good)}`);
      expect(result.stderr).toContain('toascii.json: HTTP 404');
      expect(result.stderr).toContain('2 file(s) not verified');
      expect(fs.existsSync(path.join(out, 'wpt', 'percent-encoding.json'))).toBe(false);
      expect(fs.existsSync(path.join(out, 'wpt', 'toascii.json'))).toBe(false);
      expect(fs.existsSync(path.join(out, 'wpt', 'urltestdata.json'))).toBe(true);
      expect(fs.readdirSync(path.join(out, 'wpt')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
      const check = await run(['--check', '--out', out, '--only', 'wpt']);
      expect(check.status).toBe(1);
      expect(check.stdout).toContain('missing  wpt/percent-encoding.json');
      expect(check.stderr).toContain(FETCH_COMMAND);
    } finally {
      await mirror.close();
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  test('a file changed after download is reported by --check and replaced by the next run', async () => {
    const mirror = await serveMirror();
    const out = temporary();
    try {
      expect((await run(['--from', mirror.url, '--out', out, '--only', 'wpt'])).status).toBe(0);
      fs.appendFileSync(path.join(out, 'wpt', 'base64.json'), ' ');
      const check = await run(['--check', '--out', out, '--only', 'wpt']);
      expect(check.status).toBe(1);
      expect(check.stdout).toContain('differs  wpt/base64.json');
      const again = await run(['--from', mirror.url, '--out', out, '--only', 'wpt']);
      expect(again.stdout).toContain('fetched  wpt/base64.json');
      expect((await run(['--check', '--out', out, '--only', 'wpt'])).status).toBe(0);
    } finally {
      await mirror.close();
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  test('usage errors exit 2', async () => {
    const result = await run(['--only', 'nope']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('unknown set "nope"');
  });
});

describe('where the tests look for the data', () => {
  test('the environment variable first, else ../shared, else test/data', () => {
    expect(candidateDirs('wpt', { URL_WPT_DIR: '/data/wpt' })).toEqual([{ dir: path.resolve('/data/wpt'), fromEnv: true }]);
    expect(candidateDirs('corpus', {}).map((c) => c.dir)).toEqual([path.resolve(ROOT, '../shared/corpus'), path.join(ROOT, 'test', 'data', 'corpus')]);
  });

  test('missing data fails in one line naming the command that fetches it', () => {
    const error = catchError(() => dataDir('wpt', { URL_WPT_DIR: path.join(os.tmpdir(), 'no-such-wpt-folder') }));
    expect(error).toBeInstanceOf(TestDataMissing);
    expect(error.message).toContain(FETCH_COMMAND);
    expect(error.message).toContain('URL_WPT_DIR=');
    expect(error.stack).toBe(`TestDataMissing: ${error.message}`);
    expect(error.stack).not.toContain('\n');
    const empty = temporary();
    try {
      const missing = catchError(() => dataFile('corpus', 'kasztp.txt', { URL_CORPUS_DIR: empty }));
      expect(missing.message).toBe(`kasztp.txt is not in ${empty}: run ${FETCH_COMMAND} (or point URL_CORPUS_DIR at a folder with it)`);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});

function catchError(f: () => unknown): Error {
  try {
    f();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a throw');
}
