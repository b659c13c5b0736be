// Examples that cannot drift: every code example of README.md and docs/*.md runs here and its
// stated result is asserted (the convention is docs/examples.md). ```ts and ```js blocks run as
// modules of their own, imports of the entry points ('url-grammar', 'url-grammar/model',
// 'url-grammar/target', 'url-grammar/canonical', 'url-grammar/urlpattern', 'url-grammar/template', 'url-grammar/ajv') mapped to their source files, and are typechecked
// under strict; ```ts signature blocks are compared with the real declarations; ```console
// transcripts run the built CLI, and ```sh command lines name only options the CLI has (a synopsis
// names them all).

import * as fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { BUILD_TIMEOUT_MS, buildCLI, cli } from './helpers/cli';
import { helpOptions, commandLines, transcripts } from './helpers/doc-cli';
import { type CodeBlock, ROOT, codeBlocks, documentationFiles, isRunnable, isSignature } from './helpers/doc-examples';
import { type BlockRun, type VirtualFile, ENTRY_POINTS, runBlock, typecheck, virtualName } from './helpers/doc-run';
import { exportedNames, signatureFiles } from './helpers/doc-signatures';
import * as top from '../src/index';
import * as model from '../src/model-api';
import * as target from '../src/target-api';
import * as canonical from '../src/canonical-api';
import * as urlpattern from '../src/urlpattern-api';
import * as template from '../src/template-api';
import * as ajv from '../src/ajv-api';

// @exodus/bytes (the legacy encoders of the encoding examples) is ESM-only: jest is handed the
// modules Node's own require returns, as in test/encoding.test.ts.
jest.mock('@exodus/bytes/encoding.js', () => nodeRequire('@exodus/bytes/encoding.js'));
jest.mock('@exodus/bytes/whatwg.js', () => nodeRequire('@exodus/bytes/whatwg.js'));

function nodeRequire(id: string): unknown {
  return process.getBuiltinModule('node:module').createRequire(__filename)(id);
}

/** The entry points as the examples import them. */
function load(specifier: string): unknown {
  if (specifier === 'url-grammar/model') return model;
  if (specifier === 'url-grammar/canonical') return canonical;
  if (specifier === 'url-grammar/urlpattern') return urlpattern;
  if (specifier === 'url-grammar/template') return template;
  if (specifier === 'url-grammar/ajv') return ajv;
  if (specifier === 'ajv/dist/2020' || specifier === 'ajv-formats') return nodeRequire(specifier);
  return specifier === 'url-grammar/target' ? target : top;
}

/** Paths the documentation names as examples of files one would add (docs/schemes.md: adding tel:). */
const EXAMPLE_PATHS: readonly string[] = ['grammar/schemes/tel.pegjs', 'generated/schemes/tel.ts'];

const BLOCKS: readonly CodeBlock[] = documentationFiles().flatMap((file) => codeBlocks(file));
const RUNNABLE = BLOCKS.filter(isRunnable);
const SIGNATURES = BLOCKS.filter(isSignature);
const RUNS: readonly BlockRun[] = RUNNABLE.map((block) => runBlock(block, load));
const CHECKS = RUNS.reduce((sum, run) => sum + run.results.length, 0);

/** The problems of one run, each naming its file, line and example. */
function problems(run: BlockRun): string[] {
  const failed = run.results
    .filter((result) => result.failure !== null)
    .map(({ check, failure }) => `${run.block.file}:${check.line}: ${check.source}  // ${check.comment.split('\n')[0]}\n  ${failure}`);
  return run.error === null ? failed : [...failed, run.error];
}

describe('code examples', () => {
  test.each(RUNS.map((run) => [`${run.block.file}:${run.block.line}`, run] as const))('%s gives the stated results', (_name, run) => {
    expect(problems(run)).toEqual([]);
  });

  test(`${CHECKS} stated results in ${RUNNABLE.length} blocks of ${new Set(RUNNABLE.map((block) => block.file)).size} files are read`, () => {
    // A floor, so that a change to the reader that stops it seeing comments cannot pass vacuously.
    expect(CHECKS).toBeGreaterThanOrEqual(170);
    expect(RUNNABLE.length).toBeGreaterThanOrEqual(25);
  });

  test('no block is of a kind the test does not know (```ts, ```ts signature, ```console, ```sh, or plain)', () => {
    const known = /^(ts|js|typescript|javascript|ts signature( url-grammar\/\w+)?|console|sh|pegjs|)$/;
    expect(BLOCKS.filter((block) => !known.test(block.info.join(' '))).map((block) => `${block.file}:${block.line}: ${block.info.join(' ')}`)).toEqual([]);
  });
});

describe('types', () => {
  test('every example and signature compiles under strict, and each signature is the real one', () => {
    const files: VirtualFile[] = RUNNABLE.map((block) => ({ name: virtualName(block, '.ts'), text: `${block.code}\nexport {};\n`, block, firstLine: 0 }));
    for (const block of SIGNATURES) {
      const declarations = virtualName(block, '_signature');
      const { declarations: text, comparison, meaning } = signatureFiles(block, declarations);
      files.push({ name: `${declarations}.d.ts`, text, block, firstLine: 0 });
      files.push({ name: virtualName(block, '_comparison.ts'), text: comparison, block, firstLine: 0, meaning });
    }
    const found = typecheck(files).map((problem) => `${problem.file}:${problem.line}: ${problem.message}`);
    expect(found).toEqual([]);
  });
});

describe('CLI examples', () => {
  beforeAll(() => buildCLI(), BUILD_TIMEOUT_MS);

  const consoleBlocks = BLOCKS.filter((block) => block.info[0] === 'console');
  const runs = consoleBlocks.flatMap((block) => transcripts(block).map((transcript) => [`${block.file}:${transcript.line}`, transcript] as const));

  test.each(runs)('%s prints what the transcript shows', (_name, transcript) => {
    const { stdout } = cli(transcript.args);
    expect(stdout).toBe(transcript.output);
  });

  test('every url-grammar command line of a ```sh block names options the command has; a synopsis names them all', () => {
    const lines = BLOCKS.filter((block) => block.info[0] === 'sh').flatMap((block) => commandLines(block).map((line) => ({ ...line, file: block.file })));
    expect(lines.filter((line) => line.synopsis).length).toBeGreaterThanOrEqual(7);
    const help = new Map<string, string>();
    const mismatches = lines.flatMap((line) => {
      if (!help.has(line.command)) help.set(line.command, cli([...line.command.split(' '), '--help']).stdout);
      const text = help.get(line.command) ?? '';
      const own = helpOptions(text, 'Options:');
      // A profile's options (canonicalize, dedupe) are options of the command, but a synopsis need not name them.
      const batch = [...helpOptions(text, 'Batch mode options:'), ...helpOptions(text, 'Profile options (each of the profiles named before the colon):')];
      const where = `${line.file}:${line.line} url-grammar ${line.command}`;
      if (own.length === 0) return [`${where}: no such command (its --help lists no options)`];
      const unknown = line.flags.filter((flag) => !own.includes(flag) && !batch.includes(flag)).map((flag) => `${where}: --${flag} is not an option`);
      const missing = line.synopsis ? own.filter((flag) => !line.flags.includes(flag)).map((flag) => `${where}: the synopsis lacks --${flag}`) : [];
      return [...unknown, ...missing];
    });
    expect(mismatches).toEqual([]);
  });
});

test('the examples import only what a user can import', () => {
  const imports = RUNNABLE.flatMap((block) => [...block.code.matchAll(/\bfrom\s+'([^']+)'|require\('([^']+)'\)/g)].map((match) => ({ block, module: match[1] ?? match[2] ?? '' })));
  expect(imports.filter(({ module }) => !Object.keys(ENTRY_POINTS).includes(module)).map(({ block, module }) => `${path.join(block.file)}:${block.line}: ${module}`)).toEqual([]);
});

describe('docs/references.md "Entry points" lists what each entry point exports', () => {
  const table = fs.readFileSync(path.join(ROOT, 'docs/references.md'), 'utf8').split('\n');
  /** The code-spanned names of the table row of an entry point, after its file (values, then "types ..."). */
  const row = (entry: string): { values: string[]; types: string[] } => {
    const line = table.find((text) => text.startsWith(`| \`${entry}\` (`)) ?? '';
    const cell = line.split('|')[2] ?? '';
    const [values = '', types = ''] = cell.split(/;\s*types\s/);
    const names = (text: string): string[] => [...text.matchAll(/`(\w+)`/g)].map((match) => match[1] ?? '').sort();
    return { values: names(values), types: names(types) };
  };

  test('url-grammar: every value', () => {
    expect(row('url-grammar').values).toEqual(Object.keys(top).sort());
  });

  test.each([['url-grammar/model', model], ['url-grammar/target', target], ['url-grammar/canonical', canonical], ['url-grammar/urlpattern', urlpattern], ['url-grammar/template', template], ['url-grammar/ajv', ajv]] as const)('%s: every value and type', (entry, exported) => {
    const values = Object.keys(exported).sort();
    expect(row(entry).values).toEqual(values);
    expect(row(entry).types).toEqual([...exportedNames(entry)].filter((name) => !values.includes(name)).sort());
  });
});

describe('links within the documentation', () => {
  /** GitHub's anchor of a heading: lowercased, punctuation but "-" and "_" dropped, spaces as "-". */
  const slug = (heading: string): string => heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
  const anchors = (file: string): Set<string> => new Set(fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n')
    .filter((line) => /^#{1,6} /.test(line)).map((line) => slug(line.replace(/^#+ /, ''))));

  test('every link to a heading (#anchor, file.md#anchor) names a heading that exists', () => {
    const broken: string[] = [];
    let links = 0;
    for (const file of documentationFiles()) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const match of text.matchAll(/\]\(([\w./-]*\.md)?#([\w-]+)\)/g)) {
        const target = match[1] === undefined ? file : path.posix.join(path.posix.dirname(file), match[1]);
        links++;
        if (!anchors(target).has(match[2] ?? '')) broken.push(`${file}: ${match[0]}`);
      }
    }
    expect(links).toBeGreaterThan(5);
    expect(broken).toEqual([]);
  });
});

describe('file and script names in the documentation', () => {
  const git = (args: string[]): string => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout;

  test('every file of src/ is named in docs/architecture.md', () => {
    const architecture = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
    const files = git(['ls-files', 'src']).split('\n').filter((file) => file.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(50);
    const named = (file: string): boolean => {
      const [, folder, name] = /^src\/(?:(.+)\/)?([^/]+)$/.exec(file) ?? [];
      return [name, `${folder}/${name}`, file].some((form) => architecture.includes(`\`${form}\``));
    };
    expect(files.filter((file) => !named(file))).toEqual([]);
  });

  test('every file and folder of generated/ is named in docs/architecture.md', () => {
    const architecture = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
    const entries = fs.readdirSync(path.join(ROOT, 'generated'), { withFileTypes: true }).map((entry) => `generated/${entry.name}${entry.isDirectory() ? '/' : ''}`);
    expect(entries.filter((entry) => !architecture.includes(`\`${entry}\``))).toEqual([]);
  });

  test('the README\'s "How it works" table names every folder of src/', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const folders = fs.readdirSync(path.join(ROOT, 'src'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.filter((folder) => !readme.includes(`| \`src/${folder}/\` |`))).toEqual([]);
  });

  test('every npm script a document names is in package.json', () => {
    const scripts = Object.keys((JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: object }).scripts);
    const named = documentationFiles().flatMap((file) =>
      [...fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(/npm run (?:-s )?([\w:-]+)/g)].map((match) => ({ file, script: match[1] ?? '' })));
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter(({ script }) => !scripts.includes(script)).map(({ file, script }) => `${file}: npm run ${script}`)).toEqual([]);
  });

  test('every path a document names exists (or is a build output git ignores)', () => {
    const missing = documentationFiles().flatMap((file) => {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      const paths = [...text.matchAll(/`((?:src|test|scripts|grammar|generated|site|docs)\/[\w./-]+)`/g)].map((match) => match[1] ?? '');
      return paths.filter((named) => !fs.existsSync(path.join(ROOT, named)) && git(['check-ignore', named]).trim() === '' && !EXAMPLE_PATHS.includes(named))
        .map((named) => `${file}: ${named}`);
    });
    expect(missing).toEqual([]);
  });
});
