// Where the tests' external data is (test/test-data.lock.json pins it): the set's environment
// variable (URL_WPT_DIR, URL_CORPUS_DIR, URL_URITEMPLATE_DIR), else ../shared/<set> beside the repository, else
// test/data/<set> as `npm run fetch-test-data` writes it. Never copied into the repository.
import * as fs from 'node:fs';
import * as path from 'node:path';

/** A set of external files: web-platform-tests data, URL corpora or the uritemplate-test data. */
export type DataSet = 'wpt' | 'corpus' | 'uritemplate';

export const FETCH_COMMAND = 'npm run fetch-test-data';

const ROOT = path.resolve(__dirname, '../..');
const ENV: Readonly<Record<DataSet, string>> = { wpt: 'URL_WPT_DIR', corpus: 'URL_CORPUS_DIR', uritemplate: 'URL_URITEMPLATE_DIR' };
const WHAT: Readonly<Record<DataSet, string>> = { wpt: 'web-platform-tests data', corpus: 'URL corpus', uritemplate: 'uritemplate-test data' };

/** Data that is not there: its message is the one line a contributor needs (no stack trace). */
export class TestDataMissing extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TestDataMissing';
    this.stack = `${this.name}: ${message}`;
  }
}

/** The folders tried for a set, in order, and whether each was named by the environment. */
export function candidateDirs(set: DataSet, env: NodeJS.ProcessEnv = process.env): { dir: string; fromEnv: boolean }[] {
  const named = env[ENV[set]];
  if (named !== undefined && named !== '') return [{ dir: path.resolve(named), fromEnv: true }];
  return [path.resolve(ROOT, '../shared', set), path.join(ROOT, 'test', 'data', set)].map((dir) => ({ dir, fromEnv: false }));
}

/** The folder of a set: the first candidate that exists; throws TestDataMissing otherwise. */
export function dataDir(set: DataSet, env: NodeJS.ProcessEnv = process.env): string {
  const candidates = candidateDirs(set, env);
  const found = candidates.find((c) => fs.existsSync(c.dir));
  if (found !== undefined) return found.dir;
  if (candidates[0]?.fromEnv === true) throw new TestDataMissing(`${ENV[set]}=${candidates[0].dir} is not a folder (unset it, or run ${FETCH_COMMAND})`);
  throw new TestDataMissing(`${WHAT[set]} not found (${ENV[set]}, ../shared/${set}, test/data/${set}): run ${FETCH_COMMAND}`);
}

/** The path of one file of a set; throws TestDataMissing when the folder lacks it. */
export function dataFile(set: DataSet, name: string, env: NodeJS.ProcessEnv = process.env): string {
  const dir = dataDir(set, env);
  const file = path.join(dir, name);
  if (!fs.existsSync(file)) throw new TestDataMissing(`${name} is not in ${dir}: run ${FETCH_COMMAND} (or point ${ENV[set]} at a folder with it)`);
  return file;
}

/** A text file of a set. */
export function readDataText(set: DataSet, name: string): string {
  return fs.readFileSync(dataFile(set, name), 'utf8');
}

/** The lines of a corpus file (one URL a line), empty lines and a byte order mark dropped. */
export function corpusLines(name: string): string[] {
  return readDataText('corpus', name).replace(/^\uFEFF/, '').split('\n').filter((line) => line !== '');
}
