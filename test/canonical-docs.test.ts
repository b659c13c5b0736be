// The comparison table of docs/canonical.md ("One URL, four profiles"): every cell is what the
// column's function gives for the row's input, so the table cannot drift from the code. A cell is
// the result in backticks, or "none" when there is no canonical form (null).

import * as fs from 'node:fs';
import * as path from 'node:path';
import { canonicalize } from '../src/canonical-api';
import type { CanonicalProfile } from '../src/canonical-api';
import { normalize } from '../src/index';

const FILE = path.join(__dirname, '..', 'docs', 'canonical.md');
const HEADING = '## One URL, four profiles';

/** What each column computes from the input, by the column's header. */
const COLUMNS: Readonly<Record<string, (input: string) => string | null>> = {
  'normalize-url': (input) => profile(input, 'normalize-url'),
  surt: (input) => profile(input, 'surt'),
  'safe-browsing': (input) => profile(input, 'safe-browsing'),
  w3lib: (input) => profile(input, 'w3lib'),
  'RFC 3986 syntax': (input) => normalize(input, { level: 'syntax' }),
  'RFC 3986 scheme': (input) => normalize(input, { level: 'scheme' }),
  'URL Standard': (input) => normalize(input, { level: 'whatwg' }),
};

function profile(input: string, name: CanonicalProfile): string | null {
  return canonicalize(input, { profile: name } as Parameters<typeof canonicalize>[1]);
}

/** The rows of the first table after the heading, as cells with backticks and escapes read. */
function table(): string[][] {
  const text = fs.readFileSync(FILE, 'utf8');
  const start = text.indexOf(`\n${HEADING}\n`);
  if (start < 0) throw new Error(`docs/canonical.md has no "${HEADING}"`);
  const lines = text.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[][] = [];
  for (let i = first; i < lines.length && (lines[i] ?? '').startsWith('|'); i++) {
    rows.push((lines[i] ?? '').slice(1, -1).split(' | ').map((cell) => cell.trim()));
  }
  return rows.filter((_, i) => i !== 1); // the delimiter row
}

/** A cell's value: the text inside its backticks, or null for "none". */
function cellValue(cell: string): string | null {
  if (cell === 'none') return null;
  const match = /^`(.*)`$/.exec(cell);
  if (match === null) throw new Error(`a cell is \`code\` or none: ${cell}`);
  return match[1] ?? '';
}

const [header = [], ...rows] = table();
const columns = header.slice(1).map((name) => name.replace(/`/g, ''));

test('the table has every column, and rows', () => {
  expect(header[0]).toBe('input');
  expect(columns).toEqual(Object.keys(COLUMNS));
  expect(rows.length).toBeGreaterThanOrEqual(8);
  for (const row of rows) expect(row).toHaveLength(header.length);
});

describe.each(rows.map((row) => [cellValue(row[0] ?? '') ?? '', row] as const))('%s', (input, row) => {
  test.each(columns.map((column, i) => [column, row[i + 1] ?? ''] as const))('%s', (column, cell) => {
    expect(COLUMNS[column]?.(input)).toBe(cellValue(cell));
  });
});
