// Reads web-platform-tests data (test/helpers/test-data.ts finds it: URL_WPT_DIR, ../shared/wpt
// or test/data/wpt from `npm run fetch-test-data`). Never copied into the repo.
import { readDataText } from './test-data';

/** The parsed JSON of a WPT file. */
export function readWPTJSON(file: string): unknown {
  return JSON.parse(readDataText('wpt', file)) as unknown;
}

/** The test objects of a WPT JSON file (string entries are comments and are dropped). */
export function readWPT<T>(file: string): T[] {
  const data = readWPTJSON(file) as unknown[];
  return data.filter((entry): entry is T => typeof entry === 'object' && entry !== null);
}

/** A readable, unique-enough test title for a case. */
export function caseTitle(index: number, input: string, base?: string | null): string {
  const show = (s: string): string => JSON.stringify(s).slice(0, 80);
  return base == null ? `#${index} ${show(input)}` : `#${index} ${show(input)} against ${show(base)}`;
}
