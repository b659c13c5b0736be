// The template commands: `template check` (parseTemplate: is the line an RFC 6570 URI Template,
// and if not, which rule fails where) and `template expand` (expandTemplate with the variables of
// --vars or --vars-file, a JSON object), on one template or on each line of a batch (url-grammar/template).

import * as fs from 'node:fs';
import { expandTemplate, parseTemplate } from '../template-api';
import type { ParsedTemplate, TemplateValue } from '../template-api';
import type { CommandOptions, Evaluate, Outcome, Rendered } from './commands';
import { caretLines } from './format';
import { UsageError, stringOption } from './options';
import type { OptionValues } from './options';
import type { ErrorJSON, TemplateCheckReport, TemplateExpandReport } from './reports';

/** The variables of an expansion, as --vars gives them (plain JSON: batch mode sends them to worker threads). */
export type TemplateVariables = Readonly<Record<string, TemplateValue>>;

/** template expand: --vars or --vars-file, a JSON object whose values expandTemplate takes (section 2.3); else a usage error. */
export function configureTemplateExpand(values: OptionValues): CommandOptions {
  const inline = stringOption(values, 'vars');
  const file = stringOption(values, 'vars-file');
  if (inline !== undefined && file !== undefined) throw new UsageError('--vars and --vars-file both give the variables: give one');
  const where = file === undefined ? '--vars' : `--vars-file ${file}`;
  const text = file === undefined ? inline : readVarsFile(file);
  if (text === undefined) return { vars: {} };
  let vars: unknown;
  try {
    vars = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${where} is not JSON: ${(error as Error).message}`);
  }
  if (typeof vars !== 'object' || vars === null || Array.isArray(vars)) {
    throw new UsageError(`${where} must be a JSON object of variables, e.g. '{"owner":"whatwg","tags":["a","b"]}' (not ${Array.isArray(vars) ? 'an array' : JSON.stringify(vars)})`);
  }
  checkVariables(vars as TemplateVariables, where);
  return { vars: vars as TemplateVariables };
}

/** The text of --vars-file (UTF-8); a file that cannot be read is a usage error. */
function readVarsFile(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`--vars-file ${file} cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

/** Lets expandTemplate read the variables once: a value it refuses (an OptionError) is a usage error naming it. */
function checkVariables(vars: TemplateVariables, where: string): void {
  try {
    expandTemplate('', vars);
  } catch (error) {
    if (!(error instanceof TypeError) || (error as TypeError & { code?: unknown }).code !== 'invalid-option') throw error;
    throw new UsageError(`${where}: ${error.message}`);
  }
}

/** template check: the template's variables (each name once, in order), or the failure naming the rule and offset. */
export function prepareTemplateCheck(): Evaluate {
  return ([input]): Outcome => {
    const result = parseTemplate(input);
    if (result.failure === null) {
      const report: TemplateCheckReport = { input, valid: true, variables: variableNames(result.template), failure: null };
      return { verdict: 'valid', success: true, report, codes: [], text: () => ({ out: 'valid\n', err: '' }) };
    }
    const failure = result.failure.toJSON();
    const report: TemplateCheckReport = { input, valid: false, variables: null, failure };
    const text = (): Rendered => ({ out: `invalid (rfc6570): ${failure.message}\n${caretLines(input, failure.offset, failure.length)}`, err: '' });
    return { verdict: 'invalid', success: false, report, codes: [failure.code], text };
  };
}

/** The names of the variables a template reads, each once, in the order they first appear. */
function variableNames(template: ParsedTemplate): string[] {
  const names = new Set<string>();
  for (const part of template.parts) if (part.type === 'expression') for (const variable of part.variables) names.add(variable.name);
  return [...names];
}

/** The length of the varspec at `offset` (what a failure of expandTemplate points at), else 1. */
function varspecLength(template: ParsedTemplate, offset: number): number {
  for (const part of template.parts) {
    if (part.type !== 'expression') continue;
    for (const variable of part.variables) if (variable.offset === offset) return variable.length;
  }
  return 1;
}

/** template expand: the expansion (RFC 6570 section 3), or why the template cannot be expanded. */
export function prepareTemplateExpand(options: CommandOptions): Evaluate {
  const vars = options.vars ?? {};
  return ([input]): Outcome => {
    const parsed = parseTemplate(input);
    const failure = parsed.failure === null ? expansionFailure(parsed.template, vars) : parsed.failure.toJSON();
    if (typeof failure === 'string') {
      const report: TemplateExpandReport = { input, expanded: failure, failure: null };
      return { verdict: 'ok', success: true, report, codes: [], text: () => ({ out: `${failure}\n`, err: '' }) };
    }
    const report: TemplateExpandReport = { input, expanded: null, failure };
    const text = (): Rendered => ({ out: '', err: `url-grammar: cannot expand: ${failure.message}\n${caretLines(input, failure.offset, failure.length)}` });
    return { verdict: 'failure', success: false, report, codes: [failure.code], text };
  };
}

/** The expansion, or the TypeError expandTemplate throws for a parsed template (a prefix on a list, section 2.4.1) as a failure. */
function expansionFailure(template: ParsedTemplate, vars: TemplateVariables): string | ErrorJSON {
  try {
    return expandTemplate(template, vars);
  } catch (error) {
    const { code, offset } = error as TypeError & { code?: unknown; offset?: unknown };
    if (!(error instanceof TypeError) || typeof code !== 'string' || typeof offset !== 'number') throw error;
    return { code, offset, length: varspecLength(template, offset), message: error.message.replace(/^expandTemplate: /, '') };
  }
}
