// Reads web-platform-tests data from ../shared/wpt (or URL_WPT_DIR). Never copied into the repo.
import * as fs from 'node:fs';
import * as path from 'node:path';

export const WPT_DIR = process.env.URL_WPT_DIR ?? path.resolve(__dirname, '../../../shared/wpt');

/** The test objects of a WPT JSON file (string entries are comments and are dropped). */
export function readWPT<T>(file: string): T[] {
  const data = JSON.parse(fs.readFileSync(path.join(WPT_DIR, file), 'utf8')) as unknown[];
  return data.filter((entry): entry is T => typeof entry === 'object' && entry !== null);
}

/** A readable, unique-enough test title for a case. */
export function caseTitle(index: number, input: string, base?: string | null): string {
  const show = (s: string): string => JSON.stringify(s).slice(0, 80);
  return base == null ? `#${index} ${show(input)}` : `#${index} ${show(input)} against ${show(base)}`;
}
