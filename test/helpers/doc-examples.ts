// The code examples of README.md and docs/*.md (docs/examples.md): fenced blocks, the statements
// whose comment states a result, and the block rewritten so that each of those is checked.

import * as fs from 'node:fs';
import * as path from 'node:path';
import * as ts from 'typescript';
import { parseStated, type Stated } from './stated-value';

export const ROOT = path.resolve(__dirname, '..', '..');

/** A fenced code block of a Markdown file. */
export interface CodeBlock {
  /** The file, relative to the repository (README.md, docs/x.md). */
  readonly file: string;
  /** The 1-based line of the block's first line of code. */
  readonly line: number;
  /** The info string's words: ['ts'], ['ts', 'signature'], ['console']. */
  readonly info: readonly string[];
  readonly code: string;
}

/** What a comment states about a statement. */
export type Expectation =
  | { readonly kind: 'value'; readonly value: Stated }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'throws'; readonly name: string; readonly message: Stated | null; readonly props: Stated | null };

/** A statement of an example with a stated result. */
export interface Check {
  readonly id: number;
  /** The 1-based line in the Markdown file where the statement ends. */
  readonly line: number;
  /** The statement's expression, as written. */
  readonly source: string;
  readonly expect: Expectation;
  /** The comment, as written (without "//"). */
  readonly comment: string;
}

/** The Markdown files whose examples are checked: README.md and docs/*.md. */
export function documentationFiles(): string[] {
  const docs = fs.readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).sort();
  return ['README.md', ...docs.map((name) => `docs/${name}`)];
}

/** CommonMark fenced code blocks (``` or ~~~, possibly indented) of one file (relative to `root`). */
export function codeBlocks(file: string, root = ROOT): CodeBlock[] {
  const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)(`{3,}|~{3,})\s*(.*)$/.exec(lines[i] ?? '');
    if (open === null) continue;
    const [, indent = '', fence = '', info = ''] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !(lines[j] ?? '').trim().startsWith(fence); j += 1) {
      const text = lines[j] ?? '';
      body.push(text.startsWith(indent) ? text.slice(indent.length) : text.trimStart());
    }
    blocks.push({ file, line: i + 2, info: info.trim().split(/\s+/).filter((word) => word !== ''), code: body.join('\n') });
    i = j;
  }
  return blocks;
}

/** Whether a block is an example to run: ```ts, ```js (with no other word). */
export function isRunnable(block: CodeBlock): boolean {
  return block.info.length === 1 && ['ts', 'js', 'typescript', 'javascript'].includes(block.info[0] ?? '');
}

/** Whether a block lists API signatures to typecheck against the real declarations: ```ts signature. */
export function isSignature(block: CodeBlock): boolean {
  return block.info[0] === 'ts' && block.info[1] === 'signature';
}

let nextId = 0;

/** The statements of a block that state a result (at any depth), in order. */
export function findChecks(block: CodeBlock, source: ts.SourceFile): Check[] {
  const lines = block.code.split('\n');
  const checks: Check[] = [];
  const visit = (statements: ts.NodeArray<ts.Statement>): void => {
    for (const statement of statements) {
      if (ts.isExpressionStatement(statement)) {
        const check = checkOf(statement, source, lines, block);
        if (check !== null) checks.push(check);
      }
      ts.forEachChild(statement, (child) => {
        if (ts.isBlock(child)) visit(child.statements);
      });
    }
  };
  visit(source.statements);
  return checks;
}

/** The comment after a statement: on its last line, then on the comment-only lines that follow. */
export function commentAfter(statement: ts.Statement, source: ts.SourceFile, lines: readonly string[]): string | null {
  const endLine = source.getLineAndCharacterOfPosition(statement.end).line;
  const parts: string[] = [];
  const trailing = ts.getTrailingCommentRanges(source.text, statement.end)?.[0];
  if (trailing !== undefined && trailing.kind === ts.SyntaxKind.SingleLineCommentTrivia) {
    if (source.getLineAndCharacterOfPosition(trailing.pos).line === endLine) parts.push(source.text.slice(trailing.pos + 2, trailing.end));
  }
  const restOfLine = (lines[endLine] ?? '').slice(source.getLineAndCharacterOfPosition(statement.end).character).trim();
  if (parts.length === 0 && restOfLine !== '') return null; // another statement follows on the line
  for (let line = endLine + 1; line < lines.length; line += 1) {
    const own = /^\s*\/\/(.*)$/.exec(lines[line] ?? '');
    if (own === null) break;
    parts.push(own[1] ?? '');
  }
  return parts.length === 0 ? null : parts.join('\n');
}

function checkOf(statement: ts.ExpressionStatement, source: ts.SourceFile, lines: readonly string[], block: CodeBlock): Check | null {
  const comment = commentAfter(statement, source, lines);
  if (comment === null) return null;
  const expect = expectationOf(comment);
  if (expect === null) return null;
  const line = block.line + source.getLineAndCharacterOfPosition(statement.end).line;
  nextId += 1;
  return { id: nextId, line, source: statement.expression.getText(source), expect, comment: comment.trim() };
}

/** What a comment states: `throws TypeError: message { props }`, `unchanged`, a value; null for prose. */
export function expectationOf(comment: string): Expectation | null {
  const text = comment.trim();
  const thrown = /^(?:throws\s+([A-Z][\w$]*)|([A-Z][\w$]*Error)\b)/.exec(text);
  if (thrown !== null) return throwsOf(thrown[1] ?? thrown[2] ?? '', text.slice(thrown[0].length));
  if (/^unchanged\b/.test(text)) return { kind: 'unchanged' };
  const parsed = parseStated(text);
  return parsed === null ? null : { kind: 'value', value: parsed.value };
}

// "throws Name", then ": message" to the end of its line, then "{ props }" (on the same or a later line).
function throwsOf(name: string, rest: string): Expectation {
  let message: Stated | null = null;
  let after = rest;
  const colon = /^:\s*([^\n]*)/.exec(rest);
  if (colon !== null) {
    const [text = ''] = (colon[1] ?? '').split(/\s+(?=\{)/);
    message = { kind: 'string', pieces: text.trim().split(/\.\.\.|…/) };
    after = rest.slice(colon[0].length - (colon[1] ?? '').length + text.length);
  }
  const props = /^\s*\{/.test(after) ? parseStated(after)?.value ?? null : null;
  return { kind: 'throws', name, message, props };
}

/**
 * The block rewritten for running: each checked expression becomes `__doc.check(id, () => (expr))`
 * (`unchanged` also passes its first argument), and each top-level statement records its line.
 */
export function instrument(block: CodeBlock, source: ts.SourceFile, checks: readonly Check[]): string {
  const edits: Array<{ at: number; end: number; text: string }> = [];
  const byLine = new Map(checks.map((check) => [check.line, check]));
  const visit = (statements: ts.NodeArray<ts.Statement>, top: boolean): void => {
    for (const statement of statements) {
      const start = statement.getStart(source);
      const line = block.line + source.getLineAndCharacterOfPosition(statement.end).line;
      if (top && !ts.isImportDeclaration(statement)) edits.push({ at: start, end: start, text: `__doc.line = ${line}; ` });
      const check = byLine.get(line);
      if (check !== undefined && ts.isExpressionStatement(statement) && statement.expression.getText(source) === check.source) {
        edits.push(wrap(statement.expression, source, check));
      }
      ts.forEachChild(statement, (child) => {
        if (ts.isBlock(child)) visit(child.statements, false);
      });
    }
  };
  visit(source.statements, true);
  let code = block.code;
  for (const edit of edits.sort((a, b) => b.at - a.at || b.end - a.end)) code = code.slice(0, edit.at) + edit.text + code.slice(edit.end);
  return code;
}

function wrap(expression: ts.Expression, source: ts.SourceFile, check: Check): { at: number; end: number; text: string } {
  const text = expression.getText(source);
  let argument = '';
  if (check.expect.kind === 'unchanged' && ts.isCallExpression(expression) && expression.arguments[0] !== undefined) {
    argument = `, () => (${expression.arguments[0].getText(source)})`;
  }
  return { at: expression.getStart(source), end: expression.end, text: `__doc.check(${check.id}, () => (${text})${argument})` };
}
