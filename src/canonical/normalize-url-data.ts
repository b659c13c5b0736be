// data: URLs in the 'normalize-url' profile (issue 26): normalize-url 10 normalises them as text,
// without a URL parser (RFC 2397 media type and data, as a browser reads them): the MIME type and
// charset lowercased, the default "text/plain;charset=us-ascii" dropped when redundant, the base64
// marker kept last, escapes of unreserved characters in the data decoded, the fragment as for any URL.

import {
  canonicalizePercentEscapes, decodeUnreservedPercentEscapes, escapeTrailingC0ControlOrWhitespace, stripSurrounding,
} from './normalize-url-text';

const DEFAULT_MIME_TYPE = 'text/plain';
const DEFAULT_CHARSET = 'us-ascii';

/** A media type parameter: its lowercased name, and its value (null when written without "="). */
type Parameter = [name: string, value: string | null];

/** Only a space is trimmed from a media type (a URL parser has removed tab and newlines already). */
function isSpace(c: number): boolean {
  return c === 0x20;
}

/** The ASCII whitespace forgiving-base64 ignores: tab, LF, FF, CR, space. */
function isAsciiWhitespace(c: number): boolean {
  return c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d || c === 0x20;
}

/** normalize-url's data URL normalisation of `url` (which starts with "data:" in any case). */
export function normalizeDataURL(url: string, stripHash: boolean, stripTextFragment: boolean): string {
  const hashAt = url.indexOf('#', 5);
  const typeAndData = hashAt === -1 ? url.slice(5) : url.slice(5, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt + 1);
  const comma = typeAndData.indexOf(',');
  const data = comma === -1 ? '' : typeAndData.slice(comma + 1);
  const type = stripSurrounding(comma === -1 ? typeAndData : typeAndData.slice(0, comma), isSpace);
  const markerAt = base64MarkerAt(type);
  const isBase64 = markerAt !== -1;
  const mediaType = splitOutsideQuotes(isBase64 ? type.slice(0, markerAt) : type).map((part) => stripSurrounding(part, isSpace));
  const mimeType = mediaType[0].toLowerCase();
  const parameters = readParameters(mediaType);
  const written = writeParameters(mimeType, parameters, isBase64);
  const hashText = stripHash ? '' : stripTextFragment ? withoutTextDirective(hash) : hash;
  const escapedHash = escapeTrailingC0ControlOrWhitespace(canonicalizePercentEscapes(hashText));
  const hashPart = escapedHash === '' ? '' : '#' + escapedHash;
  const dataText = isBase64
    ? escapeTrailingC0ControlOrWhitespace(stripSurrounding(data, isAsciiWhitespace))
    : hashPart === '' ? escapeTrailingC0ControlOrWhitespace(data) : data;
  const normalizedData = canonicalizePercentEscapes(decodeUnreservedPercentEscapes(dataText));
  const joined = comma === -1 ? escapeTrailingC0ControlOrWhitespace(written) : written;
  // A media type that now ends in ";base64" without being base64 gets a ";", or a browser would read the marker.
  const mediaText = !isBase64 && base64MarkerAt(joined) !== -1 ? joined + ';' : joined;
  const separator = comma === -1 && mediaText !== '' ? '' : ',';
  return 'data:' + mediaText + separator + normalizedData + hashPart;
}

/** Where a ";" + spaces + "base64" (ASCII case-insensitive) ending `type` starts, or -1 (RFC 2397 ";base64"). */
function base64MarkerAt(type: string): number {
  if (type.length < 7 || type.slice(-6).toLowerCase() !== 'base64') return -1;
  let at = type.length - 7;
  while (at >= 0 && type.charCodeAt(at) === 0x20) at--;
  return at >= 0 && type.charCodeAt(at) === 0x3b ? at : -1;
}

/** The media type split at ";" outside quoted strings (a quote opens only right after "="; "\" escapes inside). */
function splitOutsideQuotes(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let afterEquals = false;
  let quoted = false;
  let escaped = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quoted) {
      if (c === 0x5c) escaped = !escaped;
      else {
        if (c === 0x22 && !escaped) quoted = false;
        escaped = false;
      }
    } else if (c === 0x22 && afterEquals) {
      quoted = true;
      afterEquals = false;
    } else if (c === 0x3b) {
      parts.push(text.slice(start, i));
      start = i + 1;
      afterEquals = false;
    } else {
      afterEquals = c === 0x3d;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The parameters after the MIME type: empty parts and empty names dropped, names lowercased, a charset's value too. */
function readParameters(mediaType: readonly string[]): Parameter[] {
  const parameters: Parameter[] = [];
  for (let i = 1; i < mediaType.length; i++) {
    const part = mediaType[i];
    if (part === '') continue;
    const eq = part.indexOf('=');
    const rawName = eq === -1 ? part : part.slice(0, eq);
    let start = 0;
    while (start < rawName.length && rawName.charCodeAt(start) === 0x20) start++;
    const name = rawName.slice(start).toLowerCase();
    if (name === '') continue;
    let value = eq === -1 ? null : unquoteToken(part.slice(eq + 1));
    if (name === 'charset' && value !== null) value = value.toLowerCase();
    parameters.push([name, value]);
  }
  return parameters;
}

/** True for charset=us-ascii. */
function isDefaultCharset(parameter: Parameter | undefined): boolean {
  return parameter !== undefined && parameter[0] === 'charset' && parameter[1] === DEFAULT_CHARSET;
}

/** The media type written back: the default charset dropped when redundant, the base64 marker last. */
function writeParameters(mimeType: string, parameters: readonly Parameter[], isBase64: boolean): string {
  const n = parameters.length;
  const exposesMarker = !isBase64 && isDefaultCharset(parameters[n - 1]) && n >= 2 && parameters[n - 2][0] === 'base64' && parameters[n - 2][1] === null;
  const keepDefault = (mimeType !== '' && mimeType !== DEFAULT_MIME_TYPE)
    || parameters.filter((parameter) => parameter[0] === 'charset').length > 1 || exposesMarker;
  const written: string[] = [];
  for (const parameter of parameters) {
    if (!keepDefault && isDefaultCharset(parameter)) continue;
    written.push(parameter[1] === null ? parameter[0] : parameter[0] + '=' + parameter[1]);
  }
  if (isBase64) written.push('base64');
  if (written.length > 0 || (mimeType !== '' && mimeType !== DEFAULT_MIME_TYPE)) written.unshift(mimeType);
  return written.join(';');
}

/** A quoted parameter value that is a token once unquoted (RFC 9110 section 5.6.2), without its quotes. */
function unquoteToken(value: string): string {
  if (value.length < 2 || value.charCodeAt(0) !== 0x22 || value.charCodeAt(value.length - 1) !== 0x22) return value;
  const inner = value.slice(1, -1);
  let unquoted = '';
  for (let i = 0; i < inner.length; i++) {
    const c = inner.charCodeAt(i);
    // A quoted pair: "\" and any character but a line terminator stands for that character.
    if (c === 0x5c && i + 1 < inner.length && !isLineTerminator(inner.charCodeAt(i + 1))) i++;
    unquoted += inner[i];
  }
  return isToken(unquoted) ? unquoted : value;
}

/** LF, CR, U+2028, U+2029. */
function isLineTerminator(c: number): boolean {
  return c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029;
}

/** RFC 9110 token: one or more of tchar. */
function isToken(text: string): boolean {
  if (text === '') return false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const alnum = (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
    if (!alnum && "_!#$%&'*+-.^`|~".indexOf(String.fromCharCode(c)) === -1) return false;
  }
  return true;
}

/** The fragment without a text fragment directive (":~:text=" in any ASCII case, to the end). */
export function withoutTextDirective(fragment: string): string {
  for (let at = fragment.indexOf(':~:'); at !== -1; at = fragment.indexOf(':~:', at + 1)) {
    if (fragment.slice(at + 3, at + 8).toLowerCase() === 'text=') return fragment.slice(0, at);
  }
  return fragment;
}
