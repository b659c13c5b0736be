// https://urlpattern.spec.whatwg.org/#url-pattern-match: the eight component strings of an input
// (a URL string with an optional base, read by the library's own URL parser, or a URLPatternInit
// processed as a URL), each matched by its component's regular expression.

import { serializePath } from '../whatwg/serializer';
import { parseOrNull } from '../whatwg/url';
import type { URLRecord } from '../whatwg/record';
import { urlPatternError } from './errors';
import { processInit } from './process-init';
import {
  COMPONENT_NAMES, type Component, type ComponentName, type URLPatternComponentResult, type URLPatternInit,
  type URLPatternInput, type URLPatternResult,
} from './types';

/** An input read for matching: the eight component strings, in COMPONENT_NAMES order, and the result's inputs. */
export interface MatchInput {
  readonly values: readonly string[];
  readonly inputs: URLPatternInput[];
}

/** https://urlpattern.spec.whatwg.org/#url-pattern-match steps for a URL: its components as strings. */
function urlValues(url: URLRecord): string[] {
  return [
    url.scheme, url.username, url.password, url.host ?? '', url.port === null ? '' : String(url.port),
    serializePath(url), url.query ?? '', url.fragment ?? '',
  ];
}

/** The processed init's components, in COMPONENT_NAMES order ('' where absent). */
function initValues(init: URLPatternInit): string[] | null {
  let applied: URLPatternInit;
  try {
    applied = processInit(init, 'url', '', '', '', '', '', '', '', '');
  } catch (error) {
    if (error instanceof TypeError) return null;
    throw error;
  }
  return COMPONENT_NAMES.map((name) => applied[name] ?? '');
}

/**
 * https://urlpattern.spec.whatwg.org/#url-pattern-match steps 1-12: the component strings of
 * `input`, or null when it is no URL (an input that fails to parse, an init that fails to
 * process). A base URL given beside a URLPatternInit is a TypeError.
 */
export function readMatchInput(input: URLPatternInput, baseURL: string | undefined): MatchInput | null {
  if (typeof input !== 'string') {
    if (baseURL !== undefined) {
      throw urlPatternError('init-with-base-url', '', 0,
        'a base URL cannot be given beside a URLPatternInit (give it as the init\'s baseURL)');
    }
    const values = initValues(input);
    return values === null ? null : { values, inputs: [input] };
  }
  const url = parseOrNull(input, baseURL ?? null);
  if (url === null) return null;
  return { values: urlValues(url), inputs: baseURL === undefined ? [input] : [input, baseURL] };
}

/** https://urlpattern.spec.whatwg.org/#create-a-component-match-result */
function componentResult(component: Component, input: string, exec: RegExpExecArray): URLPatternComponentResult {
  const groups: Record<string, string | undefined> = {};
  const names = component.groupNameList;
  for (let index = 0; index < names.length; index++) groups[names[index]] = exec[index + 1];
  return { input, groups };
}

/** https://urlpattern.spec.whatwg.org/#url-pattern-match steps 13-23: the result, or null when a component does not match. */
export function matchComponents(
  components: Readonly<Record<ComponentName, Component>>, read: MatchInput,
): URLPatternResult | null {
  const execs: RegExpExecArray[] = [];
  for (let index = 0; index < COMPONENT_NAMES.length; index++) {
    const exec = components[COMPONENT_NAMES[index]].regularExpression.exec(read.values[index]);
    if (exec === null) return null;
    execs.push(exec);
  }
  const result = { inputs: read.inputs } as URLPatternResult;
  COMPONENT_NAMES.forEach((name, index) => {
    result[name] = componentResult(components[name], read.values[index], execs[index]);
  });
  return result;
}

/** Whether every component matches (test(): no result built). */
export function testComponents(components: Readonly<Record<ComponentName, Component>>, read: MatchInput): boolean {
  for (let index = 0; index < COMPONENT_NAMES.length; index++) {
    if (!components[COMPONENT_NAMES[index]].regularExpression.test(read.values[index])) return false;
  }
  return true;
}
