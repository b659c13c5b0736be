// Running the built CLI (the `bin` of package.json) as a user would, for the end-to-end tests.
// buildCLI() builds dist/ when it is missing or older than src/ (scripts/build.js --if-stale,
// which serialises concurrent builds with a lock).

import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

export const PKG = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  version: string;
  bin: Record<string, string>;
};

export const CLI = path.join(ROOT, PKG.bin['url-grammar'] ?? 'bin url-grammar missing from package.json');

/** The time a test may take to build dist/ first. */
export const BUILD_TIMEOUT_MS = 180_000;

export function buildCLI(): void {
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.js'), '--if-stale'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);
}

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI to completion; `input` is its standard input, `env` variables added to the environment. */
export function cli(args: readonly string[], input?: string | Buffer, env: NodeJS.ProcessEnv = {}): Run {
  const { status, stdout, stderr } = spawnSync(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    input: input ?? '',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, ...env },
    timeout: 120_000, // a hung CLI fails its test instead of the whole run
  });
  return { status, stdout, stderr };
}

/** Runs the CLI, reads stdout until it holds `lines` lines, then closes the pipe (as `| head` does). */
export function cliClosedEarly(args: readonly string[], lines: number): Promise<Run & { received: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let received = '';
    let stderr = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      received += text;
      if (received.split('\n').length > lines) child.stdout.destroy();
    });
    child.stderr.on('data', (text: string) => {
      stderr += text;
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout: '', stderr, received }));
  });
}
