// Running and typechecking the examples of the documentation (docs/examples.md): each runnable
// block as a module of its own, its imports of the entry points ('url-grammar', 'url-grammar/model',
// 'url-grammar/target', 'url-grammar/canonical', 'url-grammar/urlpattern', 'url-grammar/template', 'url-grammar/ajv') mapped to their source files; all blocks typechecked
// in one program under strict.

import * as path from 'node:path';
import * as ts from 'typescript';
import { type Check, type CodeBlock, ROOT, findChecks, instrument } from './doc-examples';
import { compareStated, show } from './stated-value';

/** The modules an example may import, as a user of the package would. */
export const ENTRY_POINTS: Readonly<Record<string, string>> = {
  'url-grammar': 'src/index.ts',
  'url-grammar/model': 'src/model-api.ts',
  'url-grammar/target': 'src/target-api.ts',
  'url-grammar/canonical': 'src/canonical-api.ts',
  'url-grammar/urlpattern': 'src/urlpattern-api.ts',
  'url-grammar/template': 'src/template-api.ts',
  'url-grammar/ajv': 'src/ajv-api.ts',
  // Packages the url-grammar/ajv examples use with it, as its users do (development dependencies).
  'ajv/dist/2020': 'node_modules/ajv/dist/2020.d.ts',
  'ajv-formats': 'node_modules/ajv-formats/dist/index.d.ts',
};

/** The outcome of one check. */
export interface CheckResult {
  readonly check: Check;
  readonly block: CodeBlock;
  /** null when the example gives the stated result; else why not. */
  readonly failure: string | null;
}

/** The outcome of running one block. */
export interface BlockRun {
  readonly block: CodeBlock;
  readonly results: readonly CheckResult[];
  /** An exception no check expected, with the line it came from; null when none. */
  readonly error: string | null;
}

type Outcome = { readonly threw: false; readonly value: unknown } | { readonly threw: true; readonly error: unknown };

function attempt(thunk: () => unknown): Outcome {
  try {
    return { threw: false, value: thunk() };
  } catch (error) {
    return { threw: true, error };
  }
}

/** Runs a block: `load` gives the module of an entry point (the test's own `require`). */
export function runBlock(block: CodeBlock, load: (specifier: string) => unknown): BlockRun {
  const source = ts.createSourceFile('example.ts', block.code, ts.ScriptTarget.ES2022, true);
  const checks = findChecks(block, source);
  const byId = new Map(checks.map((check) => [check.id, check]));
  const results: CheckResult[] = [];
  const doc = {
    line: block.line,
    check(id: number, thunk: () => unknown, argument?: () => unknown): unknown {
      const check = byId.get(id);
      if (check === undefined) throw new Error(`no check ${id}`);
      const outcome = attempt(thunk);
      results.push({ check, block, failure: judge(check, outcome, argument) });
      return outcome.threw ? undefined : outcome.value;
    },
  };
  const js = ts.transpileModule(instrument(block, source, checks), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  }).outputText;
  const requireEntry = (specifier: string): unknown => {
    if (!(specifier in ENTRY_POINTS)) throw new Error(`an example imports ${specifier}, which a user cannot: import from ${Object.keys(ENTRY_POINTS).join(', ')}`);
    return load(specifier);
  };
  let error: string | null = null;
  try {
    new Function('require', 'exports', '__doc', js)(requireEntry, {}, doc);
  } catch (thrown) {
    error = `${block.file}:${doc.line}: threw ${describeError(thrown)}`;
  }
  const missing = checks.filter((check) => !results.some((result) => result.check === check));
  for (const check of missing) results.push({ check, block, failure: error === null ? 'not reached' : `not reached (${error})` });
  return { block, results, error };
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : show(error);
}

/** Why an outcome is not what the check states; null when it is. */
function judge(check: Check, outcome: Outcome, argument?: () => unknown): string | null {
  const expect = check.expect;
  if (expect.kind === 'throws') {
    if (!outcome.threw) return `stated: throws ${expect.name}; returned ${show(outcome.value)}`;
    return judgeThrow(expect, outcome.error);
  }
  if (outcome.threw) return `threw ${describeError(outcome.error)}`;
  if (expect.kind === 'unchanged') {
    const input = argument === undefined ? undefined : argument();
    return outcome.value === input ? null : `stated: unchanged ${show(input)}; got ${show(outcome.value)}`;
  }
  const differences = compareStated(expect.value, outcome.value);
  return differences.length === 0 ? null : differences.join('; ');
}

function judgeThrow(expect: Extract<Check['expect'], { kind: 'throws' }>, error: unknown): string | null {
  const name = error instanceof Error ? error.name : typeof error;
  if (name !== expect.name) return `stated: throws ${expect.name}; threw ${describeError(error)}`;
  const differences = [
    ...(expect.message === null ? [] : compareStated(expect.message, (error as Error).message, 'message')),
    // The properties an error must have; it may have others.
    ...(expect.props === null ? [] : compareStated(expect.props.kind === 'object' ? { ...expect.props, partial: true } : expect.props, error, 'error')),
  ];
  return differences.length === 0 ? null : differences.join('; ');
}

/** A diagnostic of the typecheck, placed in its Markdown file. */
export interface TypeProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

/** A file of the typecheck program: its name in test/.doc-examples/ (never written) and its text. */
export interface VirtualFile {
  readonly name: string;
  readonly text: string;
  readonly block: CodeBlock;
  /** Where the block's first line is in the text (0 for a block as written). */
  readonly firstLine: number;
  /** What a diagnostic on a line (0-based) means, for generated comparison files. */
  readonly meaning?: ReadonlyMap<number, string>;
}

/** The virtual name of a block in the typecheck program. */
export function virtualName(block: CodeBlock, suffix: string): string {
  return `${block.file.replace(/[/.]/g, '_')}_${block.line}${suffix}`;
}

/** The compiler options of tsconfig.json, strict, with the entry points mapped to the sources. */
function compilerOptions(): ts.CompilerOptions {
  const config = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const paths = Object.fromEntries(Object.entries(ENTRY_POINTS).map(([name, file]) => [name, [file]]));
  return { ...parsed.options, strict: true, noEmit: true, types: ['node'], baseUrl: ROOT, paths };
}

/** Typechecks virtual files in one program; the diagnostics in them, placed in the Markdown files. */
export function typecheck(files: readonly VirtualFile[]): TypeProblem[] {
  const folder = path.join(ROOT, 'test', '.doc-examples');
  const virtual = new Map(files.map((file) => [path.join(folder, file.name), file]));
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile, directoryExists } = host;
  host.fileExists = (name) => virtual.has(name) || fileExists.call(host, name);
  host.directoryExists = (name) => name === folder || (directoryExists?.call(host, name) ?? true);
  host.readFile = (name) => virtual.get(name)?.text ?? readFile.call(host, name);
  host.getSourceFile = (name, language, ...rest) => {
    const file = virtual.get(name);
    return file === undefined ? getSourceFile.call(host, name, language, ...rest) : ts.createSourceFile(name, file.text, language, true);
  };
  const program = ts.createProgram([...virtual.keys()], options, host);
  return [...virtual.entries()].flatMap(([name, file]) => {
    const source = program.getSourceFile(name);
    if (source === undefined) return [{ file: file.block.file, line: file.block.line, message: 'not compiled' }];
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((diagnostic) => {
      const line = diagnostic.start === undefined ? 0 : source.getLineAndCharacterOfPosition(diagnostic.start).line;
      const text = `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
      const meaning = file.meaning?.get(line);
      if (meaning !== undefined) return { file: file.block.file, line: file.block.line, message: `${meaning} (${text})` };
      return { file: file.block.file, line: file.block.line + Math.max(0, line - file.firstLine), message: text };
    });
  });
}
