// API signatures in the documentation (```ts signature blocks, docs/examples.md): each block is
// compiled as a declaration file, and each function, class, interface or type it declares under a
// name the package exports is compared with the real one: a function's type is the real one
// (assignable both ways); a class (its instances and its statics) or type has the same string
// keys, and each real member is assignable to the documented one.

import * as fs from 'node:fs';
import * as path from 'node:path';
import * as ts from 'typescript';
import { type CodeBlock, ROOT } from './doc-examples';
import { ENTRY_POINTS } from './doc-run';

/** The suffix of a documented class's name in its declaration file. */
const DOCUMENTED = '__documented';

/** A file of the typecheck program, and what each of its lines checks. */
export interface SignatureFiles {
  readonly declarations: string;
  readonly comparison: string;
  /** For each 0-based line of `comparison`, what a diagnostic there means. */
  readonly meaning: ReadonlyMap<number, string>;
}

/** The names a module of the package exports (values and types), read from its export declarations. */
export function exportedNames(entry: keyof typeof ENTRY_POINTS): Set<string> {
  const file = path.join(ROOT, ENTRY_POINTS[entry] ?? '');
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause !== undefined && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) names.add(element.name.text);
    }
  }
  return names;
}

/** The declarations of a signature block (name → kind), top level only. */
function declared(source: ts.SourceFile): Map<string, 'function' | 'class' | 'type'> {
  const names = new Map<string, 'function' | 'class' | 'type'>();
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name !== undefined) names.set(statement.name.text, 'function');
    if (ts.isClassDeclaration(statement) && statement.name !== undefined) names.set(statement.name.text, 'class');
    if ((ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement))) names.set(statement.name.text, 'type');
  }
  return names;
}

/** Type names a block uses without declaring them. */
function usedTypeNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) names.add(node.typeName.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** The entry point a signature block documents: the word after `signature` (```ts signature url-grammar/canonical), else url-grammar. */
export function signatureEntry(block: CodeBlock): keyof typeof ENTRY_POINTS {
  const entry = block.info[2] ?? 'url-grammar';
  if (!(entry in ENTRY_POINTS)) throw new Error(`${block.file}:${block.line}: ${entry} is not an entry point`);
  return entry;
}

/**
 * The declaration file of a signature block (its declarations exported, the package's types it
 * names imported: from its entry point, else from url-grammar) and a comparison module that fails
 * to compile where a declaration differs from what its entry point exports.
 */
export function signatureFiles(block: CodeBlock, moduleName: string): SignatureFiles {
  const entry = signatureEntry(block);
  const exported = exportedNames(entry);
  const top = exportedNames('url-grammar');
  const source = ts.createSourceFile('signature.d.ts', block.code, ts.ScriptTarget.ES2022, true);
  const names = declared(source);
  let text = block.code;
  for (const statement of [...source.statements].reverse()) {
    const start = statement.getStart(source);
    // A documented class is renamed, so that the class it names in its members is the real one
    // (a class with private fields is only assignable to itself).
    if (ts.isClassDeclaration(statement) && statement.name !== undefined) {
      text = `${text.slice(0, statement.name.end)}${DOCUMENTED}${text.slice(statement.name.end)}`;
    }
    if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) {
      text = `${text.slice(0, start)}export ${text.slice(start)}`;
    }
  }
  const used = [...usedTypeNames(source)].filter((name) => names.get(name) !== 'function' && names.get(name) !== 'type');
  const fromEntry = used.filter((name) => exported.has(name));
  const fromTop = entry === 'url-grammar' ? [] : used.filter((name) => !exported.has(name) && top.has(name));
  const imports = [[fromEntry, entry], [fromTop, 'url-grammar']] as const;
  const importLines = imports.filter(([list]) => list.length > 0).map(([list, from]) => `import type { ${list.join(', ')} } from '${from}';`);
  const declarations = `${text}\n${importLines.length === 0 ? 'export {};' : importLines.join('\n')}\n`;
  const lines = [
    `import type * as real from '${entry}';`,
    `import type * as doc from './${moduleName}';`,
    '// Each Expect<...> names what differs: a key one side lacks, a member whose type differs.',
    'type Expect<T extends never> = T;',
    'type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;',
    '// The members the real type gives a type the documented one does not allow (the documentation promises too much).',
    'type Breaking<Doc, Real> = { [K in keyof Doc & keyof Real]: [Real[K]] extends [Doc[K]] ? never : K }[keyof Doc & keyof Real];',
  ];
  const meaning = new Map<number, string>();
  const add = (line: string, what: string): void => {
    meaning.set(lines.length, what);
    lines.push(line);
  };
  for (const [name, kind] of names) {
    if (!exported.has(name)) continue;
    const where = `the documented ${name}`;
    const compare = (docType: string, realType: string, what: string, id = name): void => {
      add(`export type Lacks_${id} = Expect<Exclude<keyof ${realType} & string, keyof ${docType}>>;`, `${where} lacks ${what} the real one has`);
      add(`export type Adds_${id} = Expect<Exclude<keyof ${docType}, keyof ${realType}>>;`, `${where} has ${what} the real one has not`);
      add(`export type Breaks_${id} = Expect<Breaking<${docType}, ${realType}>>;`, `${where} gives ${what} types the real ones do not have`);
    };
    if (kind === 'function') add(`export const f_${name}: Mutual<typeof doc.${name}, typeof real.${name}> = true;`, `${where} is not the real function's type`);
    if (kind === 'class') {
      const documented = `doc.${name}${DOCUMENTED}`;
      add(`export const c_${name}: Mutual<ConstructorParameters<typeof ${documented}>, ConstructorParameters<typeof real.${name}>> = true;`, `${where}'s constructor parameters are not the real ones`);
      compare(documented, `real.${name}`, 'members');
      compare(`Omit<typeof ${documented}, 'prototype'>`, `Omit<typeof real.${name}, 'prototype'>`, 'static members', `static_${name}`);
    }
    if (kind === 'type') compare(`doc.${name}`, `real.${name}`, 'properties');
  }
  return { declarations, comparison: `${lines.join('\n')}\n`, meaning };
}
