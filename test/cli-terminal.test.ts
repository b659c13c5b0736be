// `validate -` with standard input a terminal (issue 24 section 8): each line is answered as it is
// typed, in the text single mode prints, and no "lines/s" summary meant for files follows. The CLI
// runs in a pseudo-terminal made by util-linux's script(1); the test types a line, waits for its
// answer, then types the next, and ends the input with Ctrl-D. (The same decision, injected, is
// tested in-process in test/cli-internals.test.ts.)

import { spawn, spawnSync } from 'node:child_process';
import { BUILD_TIMEOUT_MS, CLI, ROOT, buildCLI } from './helpers/cli';

const HAS_SCRIPT = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;

/** A CLI in a pseudo-terminal: type a line, wait for text, end the input, wait for the exit. */
interface Terminal {
  type(text: string): void;
  waitFor(pattern: RegExp): Promise<string>;
  end(): Promise<number | null>;
  text(): string;
}

function terminal(args: readonly string[]): Terminal {
  const command = [process.execPath, CLI, ...args].map((arg) => `'${arg.replace(/'/g, "'\\''")}'`).join(' ');
  const child = spawn('script', ['-qec', command, '/dev/null'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
  let received = '';
  let notify: (() => void) | null = null;
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (text: string) => {
    received += text.replace(/\r\n/g, '\n');
    notify?.();
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    type: (text) => child.stdin.write(text),
    text: () => received,
    waitFor: (pattern) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${String(pattern)} in ${JSON.stringify(received)}`)), 20_000);
        const check = (): void => {
          if (!pattern.test(received)) return;
          clearTimeout(timer);
          notify = null;
          resolve(received);
        };
        notify = check;
        check();
      }),
    end: () => {
      child.stdin.write('\u0004'); // Ctrl-D: the end of the typed input
      child.stdin.end();
      return exited;
    },
  };
}

beforeAll(() => {
  buildCLI();
}, BUILD_TIMEOUT_MS);

(HAS_SCRIPT ? describe : describe.skip)('validate - on a terminal', () => {
  test('answers each line as it is typed, in text, without a summary; exit 1 after an invalid line', async () => {
    const session = terminal(['validate', '-']);
    session.type('https://a.test/\n');
    await session.waitFor(/^https:\/\/a\.test\/\nvalid\n/); // the echo of the terminal, then the answer
    expect(session.text()).not.toContain('http://a:99999/'); // nothing typed yet
    session.type('http://a:99999/\n');
    await session.waitFor(/\ninvalid \(whatwg\): does not parse\nport-out-of-range at offset 9: [^\n]+\n {2}http:\/\/a:99999\/\n {11}\^{5}\n/);
    const status = await session.end();
    expect(status).toBe(1);
    expect(session.text()).not.toMatch(/lines\/s|verdicts:/);
  }, 60_000);

  test('--json: one JSON line per typed line, no summary', async () => {
    const session = terminal(['validate', '-', '--json']);
    session.type('https://a.test/\n');
    await session.waitFor(/\{"line":1,"input":"https:\/\/a\.test\/","verdict":"valid"/);
    expect(await session.end()).toBe(0);
    expect(session.text()).not.toMatch(/lines\/s/);
  }, 60_000);
});
