// Running one pattern case (test/helpers/urlpattern-gen.ts) on two URLPattern implementations and
// writing what each observably does as text: construction (a TypeError, or the component getters
// and hasRegExpGroups), then test() and exec() of every input (exec's groups with undefined values
// kept and in order, its inputs last). The urlpattern differential compares the texts.
import { COMPONENT_NAMES } from '../../src/urlpattern/types';
import type { URLPatternInput, URLPatternOptions } from '../../src/urlpattern/types';
import type { InputCase, PatternCase } from './urlpattern-gen';

/** The part of a URLPattern implementation compared. */
export interface PatternLike {
  test(input?: URLPatternInput, baseURL?: string): boolean;
  exec(input?: URLPatternInput, baseURL?: string): unknown;
  readonly hasRegExpGroups: boolean;
}
export type PatternClass = new (input: URLPatternInput, baseOrOptions?: string | URLPatternOptions, options?: URLPatternOptions) => PatternLike;

/** One pattern's construction (input null) or one pattern/input pair, by both implementations, as text. */
export interface Outcome {
  readonly case: PatternCase;
  readonly input: InputCase | null;
  readonly ours: string;
  readonly theirs: string;
  /** The code of the TypeError url-grammar threw constructing the pattern (construction outcomes only). */
  readonly oursCode?: string;
}

/** A pattern, or what constructing it threw: "throws" and the class name, and url-grammar's error code. */
type Constructed = PatternLike | { readonly text: string; readonly code?: string };

/** A thrown value as text: its class name (for a TypeError, the only thing the standard fixes). */
function thrown(error: unknown): string {
  return `throws ${error instanceof Error ? error.constructor.name : typeof error}`;
}

/** A result record as text: undefined groups kept (JSON would drop them), group order kept, the inputs last. */
export function resultText(result: unknown): string {
  if (result === null || typeof result !== 'object') return String(result);
  const record = result as Record<string, unknown>;
  const components = COMPONENT_NAMES.map((name) => {
    const c = record[name] as { input: string; groups: Record<string, string | undefined> };
    const groups = Object.entries(c.groups).map(([k, v]) => `${k}=${v === undefined ? '(undefined)' : JSON.stringify(v)}`);
    return `${name}:${JSON.stringify(c.input)}{${groups.join(',')}}`;
  });
  return `${components.join(' ')} inputs:${JSON.stringify(record.inputs)}`;
}

export function construct(Impl: PatternClass, c: PatternCase): Constructed {
  try {
    const options = { ignoreCase: c.ignoreCase };
    return c.baseURL === undefined ? new Impl(c.pattern, options) : new Impl(c.pattern, c.baseURL, options);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return { text: thrown(error), code: typeof code === 'string' ? code : undefined };
  }
}

function isPattern(p: Constructed): p is PatternLike {
  return !('text' in p);
}

/** A constructed pattern as text: its getters and hasRegExpGroups (or what construction threw). */
export function patternText(p: Constructed): string {
  if (!isPattern(p)) return p.text;
  const getters = COMPONENT_NAMES.map((name) => `${name}:${JSON.stringify((p as unknown as Record<string, string>)[name])}`);
  return `${getters.join(' ')} hasRegExpGroups:${p.hasRegExpGroups}`;
}

function call(f: () => unknown, text: (value: unknown) => string): string {
  try {
    return text(f());
  } catch (error) {
    return thrown(error);
  }
}

/** test() and exec() of one input, as text. */
export function inputText(p: PatternLike, i: InputCase): string {
  const args: [URLPatternInput, string?] = i.baseURL === undefined ? [i.input] : [i.input, i.baseURL];
  return `test:${call(() => p.test(...args), String)} exec:${call(() => p.exec(...args), resultText)}`;
}

/** Every outcome of a pattern case where the implementations differ; the pairs run on both (none when either refuses the pattern), how many of them url-grammar matched. */
export function compareCase(Ours: PatternClass, Theirs: PatternClass, c: PatternCase): { differences: Outcome[]; pairs: number; matched: number } {
  const ours = construct(Ours, c);
  const theirs = construct(Theirs, c);
  const differences: Outcome[] = [];
  const built = { case: c, input: null, ours: patternText(ours), theirs: patternText(theirs), oursCode: isPattern(ours) ? undefined : ours.code };
  if (built.ours !== built.theirs) differences.push(built);
  let matched = 0;
  if (!isPattern(ours) || !isPattern(theirs)) return { differences, pairs: 0, matched };
  for (const input of c.inputs) {
    const outcome = { case: c, input, ours: inputText(ours, input), theirs: inputText(theirs, input) };
    if (outcome.ours.startsWith('test:true')) matched++;
    if (outcome.ours !== outcome.theirs) differences.push(outcome);
  }
  return { differences, pairs: c.inputs.length, matched };
}

/** An outcome for a failure message. */
export function showOutcome(o: Outcome): string {
  const c = o.case;
  return `pattern ${JSON.stringify(c.pattern)}${c.baseURL === undefined ? '' : ` base ${JSON.stringify(c.baseURL)}`}` +
    `${c.ignoreCase ? ' ignoreCase' : ''}${o.input === null ? '' : `\n  input ${JSON.stringify(o.input)}`}` +
    `\n  url-grammar ${o.ours}\n  polyfill    ${o.theirs}`;
}
