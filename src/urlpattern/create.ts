// https://urlpattern.spec.whatwg.org/#url-pattern-create: a URL pattern's eight components from a
// URLPatternInput, a base URL and the ignoreCase option, through the constructor string parser,
// URLPatternInit processing and "compile a component" with each component's encoding callback.

import { defaultPort, isSpecialScheme } from '../core/schemes';
import {
  canonicalizeHash, canonicalizeHostname, canonicalizeIPv6Hostname, canonicalizeOpaquePathname,
  canonicalizePassword, canonicalizePathname, canonicalizePort, canonicalizeProtocol, canonicalizeSearch,
  canonicalizeUsername,
} from './canonicalize';
import { compileComponent, DEFAULT_OPTIONS, HOSTNAME_OPTIONS, PATHNAME_OPTIONS } from './compile';
import { parseConstructorString, protocolComponentMatchesASpecialScheme } from './constructor-string';
import { urlPatternError } from './errors';
import { processInit } from './process-init';
import type { Component, ComponentName, PatternOptions, URLPatternInit, URLPatternInput } from './types';

/** A URL pattern: its eight components (https://urlpattern.spec.whatwg.org/#url-pattern). */
export type URLPatternComponents = Readonly<Record<ComponentName, Component>>;

/** https://urlpattern.spec.whatwg.org/#url-pattern-create steps 1-3: the URLPatternInit a pattern is made from. */
function initOf(input: URLPatternInput, baseURL: string | null): URLPatternInit {
  if (typeof input !== 'string') {
    if (baseURL !== null) {
      throw urlPatternError('init-with-base-url', '', 0,
        'a base URL cannot be given beside a URLPatternInit (give it as the init\'s baseURL)');
    }
    return input;
  }
  const init = parseConstructorString(input);
  if (baseURL === null && init.protocol === undefined) {
    throw urlPatternError('relative-without-base', input, 0,
      `pattern string ${JSON.stringify(input)} is relative (it has no protocol) and no base URL was given`);
  }
  if (baseURL !== null) init.baseURL = baseURL;
  return init;
}

/** The processed init's components, '*' where absent, a special scheme's default port made ''. */
function processedStrings(init: URLPatternInit): Record<ComponentName, string> {
  const processed = processInit(init, 'pattern', null, null, null, null, null, null, null, null);
  const strings = {
    protocol: processed.protocol ?? '*', username: processed.username ?? '*',
    password: processed.password ?? '*', hostname: processed.hostname ?? '*', port: processed.port ?? '*',
    pathname: processed.pathname ?? '*', search: processed.search ?? '*', hash: processed.hash ?? '*',
  };
  if (isSpecialScheme(strings.protocol) && strings.port === String(defaultPort(strings.protocol))) strings.port = '';
  return strings;
}

/** https://urlpattern.spec.whatwg.org/#hostname-pattern-is-an-ipv6-address */
export function isIPv6HostnamePattern(input: string): boolean {
  if (input.length < 2) return false;
  const first = input[0];
  return first === '[' || ((first === '{' || first === '\\') && input[1] === '[');
}

/** The options of a component compiled with ignoreCase as given. */
function withCase(options: PatternOptions, ignoreCase: boolean): PatternOptions {
  return ignoreCase === options.ignoreCase ? options : { ...options, ignoreCase };
}

/** https://urlpattern.spec.whatwg.org/#url-pattern-create */
export function createURLPattern(input: URLPatternInput, baseURL: string | null, ignoreCase: boolean): URLPatternComponents {
  const init = processedStrings(initOf(input, baseURL));
  const protocol = compileComponent(init.protocol, canonicalizeProtocol, DEFAULT_OPTIONS);
  const hostname = isIPv6HostnamePattern(init.hostname)
    ? compileComponent(init.hostname, canonicalizeIPv6Hostname, HOSTNAME_OPTIONS)
    : compileComponent(init.hostname, canonicalizeHostname, HOSTNAME_OPTIONS);
  const caseOptions = withCase(DEFAULT_OPTIONS, ignoreCase);
  const pathname = protocolComponentMatchesASpecialScheme(protocol)
    ? compileComponent(init.pathname, canonicalizePathname, withCase(PATHNAME_OPTIONS, ignoreCase))
    : compileComponent(init.pathname, canonicalizeOpaquePathname, caseOptions);
  return {
    protocol,
    username: compileComponent(init.username, canonicalizeUsername, DEFAULT_OPTIONS),
    password: compileComponent(init.password, canonicalizePassword, DEFAULT_OPTIONS),
    hostname,
    port: compileComponent(init.port, (value) => canonicalizePort(value), DEFAULT_OPTIONS),
    pathname,
    search: compileComponent(init.search, canonicalizeSearch, caseOptions),
    hash: compileComponent(init.hash, canonicalizeHash, caseOptions),
  };
}
