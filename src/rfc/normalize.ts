// Normalisation and comparison: the comparison ladder of RFC 3986 section 6.2 on strings (RFC 3987
// section 5.3 for IRIs), and the URL Specification's "Equivalences and Normalisation" on the
// component model. At the RFC levels the input must be a URI-reference (IRI-reference): anything
// else is not normalised and is equivalent to nothing.

import { booleanValue, enumValue, readOptions, textArgument } from '../core/arguments';
import type { OptionBag, URLLike } from '../core/arguments';
import { parseURL } from '../whatwg/api';
import type { ValidationError } from '../core/errors';
import { TextBuilder, hexValue, lowercaseOutsideEscapes, percentEncodeByte } from '../core/characters';
import { isUnreserved } from '../core/code-points';
import { ParsedAuthority, ParsedReference, order, Order } from '../model/model';
import { copyReference } from '../model/operations';
import { readModel } from '../model/read';
import { isDoubleDot, isSingleDot } from '../whatwg/path';
import { AuthorityParts, ReferenceParts, composeReference, referenceParts } from '../model/printing';
import { removeDotSegments } from './resolution';
import { RuleFailure, STRICT_GRAMMARS } from '../strict/rule-failure';
import { defaultPort, isSpecialScheme } from '../core/schemes';
import { serializeURL } from '../whatwg/serializer';
import type { StrictGrammar } from '../strict/parse';
import { keepsEscapes, schemeNormalForm } from '../schemes/equivalence';

/**
 * Rungs of the comparison ladder (RFC 3986 section 6.2): 'simple' (6.2.1, the string itself),
 * 'syntax' (6.2.2: case, percent-encoding and path segment normalisation), 'scheme' ('syntax' and
 * 6.2.3), and 'whatwg' (the WHATWG parser's href: `new URL(uri).href`).
 */
export type ComparisonLevel = 'simple' | 'syntax' | 'scheme' | 'whatwg';

const LEVELS: readonly ComparisonLevel[] = ['simple', 'syntax', 'scheme', 'whatwg'];

/** Options of normalize: a level, and any single step switched on or off on top of it. */
export interface NormalizeOptions {
  /** Default 'scheme'. */
  level?: ComparisonLevel | undefined;
  /** RFC levels: the grammar the input must match, 'rfc3986' (URI-reference, default) or 'rfc3987' (IRI-reference). */
  grammar?: StrictGrammar | undefined;
  /** RFC 3986 6.2.2.1: lowercase scheme and host, uppercase hex digits of percent-escapes. */
  case?: boolean | undefined;
  /** RFC 3986 6.2.2.2: decode percent-escapes of unreserved characters. */
  percentEncoding?: boolean | undefined;
  /** RFC 3986 6.2.2.3: remove_dot_segments (section 5.2.4) on the path of a URI or absolute path. */
  pathSegments?: boolean | undefined;
  /**
   * RFC 3986 6.2.3: empty or default port removed, empty path '/' (special schemes), file
   * localhost, and the components a scheme grammar calls case-insensitive lowercased (the URN
   * NID, a UUID, a mailto address's domain: docs/schemes.md).
   */
  schemeBased?: boolean | undefined;
}

/** Options of equivalent. */
export interface EquivalenceOptions extends NormalizeOptions {
  /** RFC 3986 section 6.1: compare without the fragments. Default false. */
  ignoreFragment?: boolean | undefined;
}

/**
 * What normalizeWithDiagnosis returns: the normal form, or null and why the input is not a
 * URI-reference (IRI-reference) at an RFC level (the grammar's failure, as `validate` reports it),
 * or not a URL at level 'whatwg' (the URL parser's failure).
 */
export type NormalizeResult =
  | { readonly normalized: string; readonly failure: null }
  | { readonly normalized: null; readonly failure: RuleFailure | ValidationError };

/** The RFC 3986 steps a set of options selects. */
interface Steps {
  readonly case: boolean;
  readonly percentEncoding: boolean;
  readonly pathSegments: boolean;
  readonly schemeBased: boolean;
}

/** The options of one call, read and checked once. */
interface Settings {
  readonly level: ComparisonLevel;
  readonly grammar: StrictGrammar;
  readonly steps: Steps;
}

/**
 * RFC 3986 section 6.2: the normal form of a URI or relative reference, or null when the input is
 * not one at an RFC level (normalizeWithDiagnosis says why). At level 'whatwg', the href, or null
 * when the input does not parse as a URL. A wrong option is an OptionError (a TypeError).
 */
export function normalize(uri: URLLike, options?: NormalizeOptions | null): string | null {
  const text = textArgument('normalize', 1, uri);
  return normalizeText(text, readSettings('normalize', readOptions('normalize', options)), false).normalized;
}

/** normalize, with the grammar failure when the input is not a URI-reference at an RFC level. */
export function normalizeWithDiagnosis(uri: URLLike, options?: NormalizeOptions | null): NormalizeResult {
  const text = textArgument('normalizeWithDiagnosis', 1, uri);
  return normalizeText(text, readSettings('normalizeWithDiagnosis', readOptions('normalizeWithDiagnosis', options)), false);
}

/**
 * RFC 3986 section 6.2: whether the two normalise to the same string. False when either is not a
 * URI-reference (IRI-reference) at an RFC level, or not a URL at level 'whatwg', even compared with itself.
 */
export function equivalent(a: URLLike, b: URLLike, options?: EquivalenceOptions | null): boolean {
  const left = textArgument('equivalent', 1, a);
  const right = textArgument('equivalent', 2, b);
  const bag = readOptions('equivalent', options);
  const settings = readSettings('equivalent', bag);
  const dropFragment = booleanValue('equivalent', 'ignoreFragment', bag.ignoreFragment, false);
  const normalized = normalizeText(left, settings, dropFragment, true).normalized;
  return normalized !== null && normalized === normalizeText(right, settings, dropFragment, true).normalized;
}

/** RFC 3986 section 6.2: the rung of the ladder and the steps it selects, overridden by single options. */
function readSettings(fn: string, bag: OptionBag): Settings {
  const level = enumValue(fn, 'level', bag.level, LEVELS, 'scheme');
  const syntax = level !== 'simple';
  const steps: Steps = {
    case: booleanValue(fn, 'case', bag.case, syntax),
    percentEncoding: booleanValue(fn, 'percentEncoding', bag.percentEncoding, syntax),
    pathSegments: booleanValue(fn, 'pathSegments', bag.pathSegments, syntax),
    schemeBased: booleanValue(fn, 'schemeBased', bag.schemeBased, level === 'scheme'),
  };
  return { level, grammar: enumValue(fn, 'grammar', bag.grammar, STRICT_GRAMMARS, 'rfc3986'), steps };
}

/**
 * normalize, optionally without the fragment (RFC 3986 section 6.1); `forComparison`: at level
 * 'scheme', only what the scheme's grammar compares (equivalent).
 */
function normalizeText(uri: string, settings: Settings, dropFragment: boolean, forComparison = false): NormalizeResult {
  if (settings.level === 'whatwg') return normalizeWHATWG(uri, dropFragment);
  const ref = readModel(uri, { grammar: settings.grammar });
  if (ref instanceof RuleFailure) return { normalized: null, failure: ref };
  // A scheme whose grammar keeps percent-encodings (RFC 8141 section 3.1) gets no decoding.
  const steps = settings.steps.schemeBased && settings.steps.percentEncoding && keepsEscapes(uri) ? { ...settings.steps, percentEncoding: false } : settings.steps;
  const parts = normalizeParts(referenceParts(ref), steps);
  if (dropFragment) parts.fragment = null;
  const normalized = composeReference(parts);
  return { normalized: settings.steps.schemeBased ? schemeNormalForm(normalized, forComparison) : normalized, failure: null };
}

// URL Standard section 4.5: the href (without the fragment if asked), or the parser's failure.
function normalizeWHATWG(uri: string, dropFragment: boolean): NormalizeResult {
  const { url, failure } = parseURL(uri);
  if (url !== null) return { normalized: serializeURL(url, dropFragment), failure: null };
  return { normalized: null, failure: failure as ValidationError };
}

/** RFC 3986 sections 6.2.2 and 6.2.3, in that order, on the five components. */
function normalizeParts(parts: ReferenceParts, steps: Steps): ReferenceParts {
  const escapes = (value: string): string => normalizeEscapes(value, steps.case, steps.percentEncoding);
  const optional = (value: string | null): string | null => (value === null ? null : escapes(value));
  const scheme = parts.scheme !== null && steps.case ? parts.scheme.toLowerCase() : parts.scheme;
  let authority: AuthorityParts | null = null;
  if (parts.authority !== null) {
    const host = escapes(parts.authority.host);
    authority = {
      username: optional(parts.authority.username),
      password: optional(parts.authority.password),
      host: steps.case ? lowercaseOutsideEscapes(host) : host,
      port: parts.authority.port,
    };
  }
  let path = escapes(parts.path);
  // 6.2.2.3 applies to URIs; on a relative path it would drop leading "..", which still mean something.
  if (steps.pathSegments && (scheme !== null || authority !== null || path.charCodeAt(0) === 0x2f)) {
    path = removeDotSegments(path);
  }
  const out: ReferenceParts = { scheme, authority, path, query: optional(parts.query), fragment: optional(parts.fragment) };
  if (steps.schemeBased) normalizeSchemeBased(out);
  return out;
}

/** RFC 3986 section 6.2.3 (and URL Specification "Scheme-Based Authority Normalisation"). */
function normalizeSchemeBased(parts: ReferenceParts): void {
  const authority = parts.authority;
  if (parts.scheme === null || authority === null) return;
  const scheme = parts.scheme.toLowerCase();
  if (authority.port === '' || (authority.port !== null && Number(authority.port) === defaultPort(scheme))) {
    authority.port = null;
  }
  if (scheme === 'file' && authority.host.toLowerCase() === 'localhost') authority.host = '';
  if (parts.path === '' && isSpecialScheme(scheme)) parts.path = '/';
}

/**
 * RFC 3986 6.2.2.1 and 6.2.2.2 on one component: percent-escapes of unreserved characters are
 * decoded (`decode`), the others get uppercase hex digits (`upper`). Invalid escapes stay.
 */
export function normalizeEscapes(text: string, upper: boolean, decode: boolean): string {
  let i = text.indexOf('%');
  if (i < 0 || !(upper || decode)) return text;
  const output = new TextBuilder();
  let start = 0;
  while (i >= 0) {
    const hi = hexValue(text.charCodeAt(i + 1));
    const lo = hexValue(text.charCodeAt(i + 2));
    if (hi < 0 || lo < 0) {
      i = text.indexOf('%', i + 1);
      continue;
    }
    const byte = (hi << 4) | lo;
    const replacement = decode && isUnreserved(byte) ? String.fromCharCode(byte) : upper ? percentEncodeByte(byte) : null;
    if (replacement !== null) {
      if (start < i) output.add(text.slice(start, i));
      output.add(replacement);
      start = i + 3;
    }
    i = text.indexOf('%', i + 3);
  }
  if (start < text.length) output.add(text.slice(start));
  return output.toString();
}


/**
 * URL Specification "Equivalences and Normalisation" on the model: lowercase scheme, drive "x|"
 * to "x:", dot segments (also "%2e" forms), empty password, username and port removed, default
 * port removed and file "localhost" made empty. Hosts are not parsed and nothing is percent-coded.
 * A path the URL Standard keeps opaque (scheme, no authority, no path-root) is left alone, and a
 * relative path that would become empty keeps one "./" (its order must not change).
 */
export function normalizeReference(ref: ParsedReference): ParsedReference {
  const out = copyReference(ref);
  if (out.scheme !== null) out.scheme = out.scheme.toLowerCase();
  if (out.drive !== null) out.drive = out.drive[0] + ':';
  const opaque = out.scheme !== null && out.authority === null && out.drive === null && !out.root;
  if (!opaque) normalizePathSegments(out);
  if (out.authority !== null) out.authority = normalizeAuthority(out.authority, out.scheme);
  return out;
}

// URL Specification "Path Segment Normalisation"; a dotted file counts as a dotted dir.
function normalizePathSegments(ref: ParsedReference): void {
  const pathOrder = order(ref);
  const dottedFile = ref.file !== null && (isSingleDot(ref.file) || isDoubleDot(ref.file));
  const input = dottedFile ? ref.dirs.concat(ref.file as string) : ref.dirs;
  const anchored = ref.root || ref.authority !== null || ref.drive !== null;
  const dirs: string[] = [];
  for (const dir of input) {
    if (isSingleDot(dir)) continue;
    if (!isDoubleDot(dir)) dirs.push(dir);
    else if (dirs.length > 0 && !isDoubleDot(dirs[dirs.length - 1])) dirs.pop();
    else if (!anchored) dirs.push(dir); // "path-root / · dir y ≈ path-root /" only with a root
  }
  ref.dirs = dirs;
  if (dottedFile) ref.file = null;
  if ((pathOrder === Order.Dir || pathOrder === Order.File) && dirs.length === 0 && ref.file === null) ref.dirs = ['.'];
  ref.pathStart = -1;
  ref.pathEnd = -1;
}

// URL Specification "Authority Normalisation" and "Scheme-Based Authority Normalisation".
function normalizeAuthority(auth: ParsedAuthority, scheme: string | null): ParsedAuthority {
  const out = { ...auth };
  if (out.password === '') out.password = null;
  if (out.password === null && out.username === '') out.username = null;
  if (out.port === '') out.port = null;
  if (scheme !== null && out.port !== null && Number(out.port) === defaultPort(scheme)) out.port = null;
  if (scheme === 'file' && out.host.toLowerCase() === 'localhost') out.host = '';
  return out;
}
