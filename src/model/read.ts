// Reading a reference into the component model (URL Specification "URL Model"): one reader for
// every grammar. The URL grammar (grammar/url.pegjs) reads in a parser mode; the strict grammars
// (RFC 3986 section 4.1, RFC 3987 section 2.2) read URI / IRI references and give their failure
// exactly as `validate` reports it. No preprocessing, no normalisation.

import { booleanValue, enumValue, readOptions, stringArgument } from '../core/arguments';
import type { URLLike } from '../core/arguments';
import { ErrorLog, URLFailure, ValidationError } from '../core/errors';
import type { ParserMode } from '../core/schemes';
import { parseReference } from '../strict/parse';
import type { AuthorityComponent, ReferenceRuleName, ReferenceTree, StrictGrammar } from '../strict/parse';
import { RuleFailure, STRICT_GRAMMARS } from '../strict/rule-failure';
import { ParsedAuthority, ParsedReference, pathOf } from './model';
import type { ReferenceResult } from './operations';
import { parseReferenceText } from './url-grammar';

/** The grammar a reference is read with: the URL grammar, or a strict RFC grammar. */
export type ReadGrammar = 'url' | StrictGrammar;

/** Options of readReference. */
export interface ReadReferenceOptions {
  /** Default 'url' (grammar/url.pegjs); 'rfc3986' / 'rfc3987' read a URI / IRI reference. */
  grammar?: ReadGrammar | undefined;
  /** URL grammar: the parser mode of a reference without a scheme (default 'generic'). */
  mode?: ParserMode | undefined;
  /** URL grammar: use `mode` whatever the scheme (RFC 3986 work: generic mode). Default false. */
  fixedMode?: boolean | undefined;
}

/** What reading fails with: the URL grammar's failure, or the strict grammar's. */
export type ReadFailure = URLFailure | RuleFailure;

/** The reader's settings, as internal callers give them (readReference checks a user's). */
export interface ReadSettings extends ReadReferenceOptions {
  /** Strict grammars: read an absolute URI (absolute-URI / absolute-IRI, RFC 3986 section 4.3). */
  absolute?: boolean;
}

const GRAMMARS: readonly ReadGrammar[] = ['url', ...STRICT_GRAMMARS];
const PARSER_MODES: readonly ParserMode[] = ['generic', 'web', 'file'];

/**
 * Reads `input` into the model (public: a failure is a value, offsets in `input`; a wrong option
 * is an OptionError). URL grammar failures are ValidationErrors, strict ones RuleFailures.
 */
export function readReference(input: URLLike, options?: ReadReferenceOptions | null): ReferenceResult<ValidationError | RuleFailure> {
  const text = stringArgument('readReference', 1, input);
  const bag = readOptions('readReference', options);
  const grammar = enumValue('readReference', 'grammar', bag.grammar, GRAMMARS, 'url');
  const mode = enumValue('readReference', 'mode', bag.mode, PARSER_MODES, 'generic');
  const fixedMode = booleanValue('readReference', 'fixedMode', bag.fixedMode, false);
  const read = readModel(text, { grammar, mode, fixedMode });
  if (read instanceof RuleFailure) return { reference: null, failure: read };
  if (read instanceof URLFailure) return { reference: null, failure: new ErrorLog(text).failure(read) };
  return { reference: read, failure: null };
}

/** The reader (internal): the model of `text`, or the grammar's failure (URLFailure offsets in `text`). */
export function readModel(text: string, settings: ReadSettings & { grammar: StrictGrammar }): ParsedReference | RuleFailure;
export function readModel(text: string, settings?: ReadSettings & { grammar?: 'url' }): ParsedReference | URLFailure;
export function readModel(text: string, settings?: ReadSettings): ParsedReference | ReadFailure;
export function readModel(text: string, settings: ReadSettings = {}): ParsedReference | ReadFailure {
  const grammar = settings.grammar ?? 'url';
  if (grammar !== 'url') return readStrict(text, grammar, settings.absolute === true);
  try {
    return parseReferenceText(text, settings.mode ?? 'generic', settings.fixedMode === true);
  } catch (error) {
    if (error instanceof URLFailure) return error;
    throw error;
  }
}

// RFC 3986 sections 4.1 and 4.3 (RFC 3987 section 2.2): URI-reference or absolute-URI.
function readStrict(text: string, grammar: StrictGrammar, absolute: boolean): ParsedReference | RuleFailure {
  const uri = grammar === 'rfc3986';
  const rule: ReferenceRuleName = absolute ? (uri ? 'absolute-URI' : 'absolute-IRI') : uri ? 'URI-reference' : 'IRI-reference';
  const parsed = parseReference(text, { grammar, rule });
  return parsed.failure === null ? modelOf(parsed.tree) : new RuleFailure(parsed.failure);
}

// RFC 3986 section 3: the five components of the tree as the model's (a generic reference: no drive).
function modelOf(tree: ReferenceTree): ParsedReference {
  return {
    scheme: tree.scheme === null ? null : tree.scheme.text,
    authority: tree.authority === null ? null : authorityOf(tree.authority),
    drive: null,
    driveOffset: -1,
    ...pathOf(tree.path.text),
    pathStart: tree.path.start,
    pathEnd: tree.path.end,
    query: tree.query === null ? null : tree.query.text,
    fragment: tree.fragment === null ? null : tree.fragment.text,
  };
}

// RFC 3986 section 3.2: userinfo (user ":" password at the first ":", section 3.2.1), host, port.
function authorityOf(authority: AuthorityComponent): ParsedAuthority {
  const userinfo = authority.userinfo;
  const colon = userinfo === null ? -1 : userinfo.text.indexOf(':');
  return {
    username: userinfo === null ? null : colon < 0 ? userinfo.text : userinfo.text.slice(0, colon),
    usernameOffset: userinfo === null ? authority.start : userinfo.start,
    password: userinfo === null || colon < 0 ? null : userinfo.text.slice(colon + 1),
    host: authority.host.text,
    hostOffset: authority.host.start,
    port: authority.port === null ? null : authority.port.text,
    portOffset: authority.port === null ? -1 : authority.port.start,
    serializedHost: null,
  };
}
