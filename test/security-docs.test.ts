// The guard example of docs/security.md ("Guarding Node's http.get"): a plain ``` block, because
// it imports node: modules and awaits at the top level, which test/docs.test.ts does not run.
// Here it runs as an async module against a server on 127.0.0.1 (no other network), and each
// result its comments state (the forms of docs/examples.md) is asserted once its promise settles.

import * as ts from 'typescript';
import { type Check, type CodeBlock, codeBlocks, findChecks } from './helpers/doc-examples';
import { type VirtualFile, typecheck, virtualName } from './helpers/doc-run';
import { compareStated, show } from './helpers/stated-value';
import * as target from '../src/target-api';

const FILE = 'docs/security.md';

/** The plain blocks of the page that import the entry point: the examples this test runs. */
const BLOCKS: readonly CodeBlock[] = codeBlocks(FILE).filter((block) => block.info.length === 0 && block.code.includes("from 'url-grammar/target'"));

type Outcome = { readonly threw: false; readonly value: unknown } | { readonly threw: true; readonly error: unknown };

/** Why an outcome is not what the check states; null when it is. */
function judge(check: Check, outcome: Outcome): string | null {
  const expect = check.expect;
  if (expect.kind === 'throws') {
    if (!outcome.threw) return `stated: throws ${expect.name}; returned ${show(outcome.value)}`;
    const error = outcome.error;
    if (!(error instanceof Error) || error.name !== expect.name) return `stated: throws ${expect.name}; threw ${show(error)}`;
    return [
      ...(expect.message === null ? [] : compareStated(expect.message, error.message, 'message')),
      ...(expect.props === null ? [] : compareStated(expect.props.kind === 'object' ? { ...expect.props, partial: true } : expect.props, error, 'error')),
    ].join('; ') || null;
  }
  if (outcome.threw) return `threw ${outcome.error instanceof Error ? `${outcome.error.name}: ${outcome.error.message}` : show(outcome.error)}`;
  if (expect.kind === 'unchanged') return 'unchanged is not used in async examples';
  return compareStated(expect.value, outcome.value).join('; ') || null;
}

/** The block with each checked statement `expr` rewritten to `await __doc.check(id, async () => (expr))`. */
function instrument(block: CodeBlock, source: ts.SourceFile, checks: readonly Check[]): string {
  const byLine = new Map(checks.map((check) => [check.line, check]));
  const edits = source.statements.flatMap((statement) => {
    const check = byLine.get(block.line + source.getLineAndCharacterOfPosition(statement.end).line);
    if (check === undefined || !ts.isExpressionStatement(statement)) return [];
    const expression = statement.expression;
    return [{ at: expression.getStart(source), end: expression.end, text: `await __doc.check(${check.id}, async () => (${expression.getText(source)}))` }];
  });
  let code = block.code;
  for (const edit of edits.sort((a, b) => b.at - a.at)) code = code.slice(0, edit.at) + edit.text + code.slice(edit.end);
  return code;
}

/** The modules the example may import: the entry point (its source) and Node's own modules. */
function load(specifier: string): unknown {
  if (specifier === 'url-grammar/target') return target;
  if (specifier.startsWith('node:')) return process.getBuiltinModule(specifier) as unknown;
  throw new Error(`the example imports ${specifier}: only url-grammar/target and node: modules`);
}

/** Runs a block as an async module; the problems of its checks (empty when all hold). */
async function run(block: CodeBlock): Promise<{ problems: string[]; checked: number }> {
  const source = ts.createSourceFile('example.ts', block.code, ts.ScriptTarget.ES2022, true);
  const checks = findChecks(block, source);
  const problems: string[] = [];
  const reached = new Set<number>();
  const doc = {
    async check(id: number, thunk: () => Promise<unknown>): Promise<unknown> {
      const check = checks.find((candidate) => candidate.id === id);
      if (check === undefined) throw new Error(`no check ${id}`);
      reached.add(id);
      let outcome: Outcome;
      try {
        outcome = { threw: false, value: await thunk() };
      } catch (error) {
        outcome = { threw: true, error };
      }
      const failure = judge(check, outcome);
      if (failure !== null) problems.push(`${block.file}:${check.line}: ${check.source}  // ${check.comment.split('\n')[0]}\n  ${failure}`);
      return outcome.threw ? undefined : outcome.value;
    },
  };
  const js = ts.transpileModule(instrument(block, source, checks), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  }).outputText;
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>;
  await new AsyncFunction('require', 'exports', '__doc', js)(load, {}, doc);
  for (const check of checks) if (!reached.has(check.id)) problems.push(`${block.file}:${check.line}: not reached`);
  return { problems, checked: checks.length };
}

test('docs/security.md has the guard example, with stated results', () => {
  expect(BLOCKS).toHaveLength(1);
  const block = BLOCKS[0] as CodeBlock;
  expect(block.code).toContain('http.createServer');
  expect(findChecks(block, ts.createSourceFile('example.ts', block.code, ts.ScriptTarget.ES2022, true)).length).toBeGreaterThanOrEqual(5);
});

test.each(BLOCKS.map((block) => [`${block.file}:${block.line}`, block] as const))('%s gives the stated results against a server on 127.0.0.1', async (_name, block) => {
  const { problems, checked } = await run(block);
  expect(problems).toEqual([]);
  expect(checked).toBeGreaterThanOrEqual(5);
}, 20_000);

test('the guard example compiles under strict (an ES module: top-level await allowed)', () => {
  const files: VirtualFile[] = BLOCKS.map((block) => ({ name: virtualName(block, '.ts'), text: `${block.code}\nexport {};\n`, block, firstLine: 0 }));
  // TS1378: top-level await needs module es2022 or later; the repository compiles as CommonJS.
  const found = typecheck(files).filter((problem) => !problem.message.startsWith('TS1378:'));
  expect(found.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`)).toEqual([]);
});
