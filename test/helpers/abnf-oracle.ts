// An independent oracle for the strict grammars: the ABNF of RFC 3986 Appendix A and RFC 3987
// section 2.2 written as JavaScript regular expressions, built rule by rule from the ABNF text.
// A regex alternation backtracks into every alternative, so an anchored match is exactly ABNF
// membership (no PEG ordering), which makes it a check of the PEG changes in grammar/.

/** Group. */
const g = (source: string): string => `(?:${source})`;

function rules(iri: boolean): Record<string, string> {
  const r: Record<string, string> = {};
  r.ALPHA = '[A-Za-z]';
  r.DIGIT = '[0-9]';
  r.HEXDIG = '[0-9A-Fa-f]';
  r.pct_encoded = `%${r.HEXDIG}${r.HEXDIG}`;
  r.unreserved = "[A-Za-z0-9\\-._~]";
  r.sub_delims = "[!$&'()*+,;=]";
  r.gen_delims = '[:/?#\\[\\]@]';
  // RFC 3987 section 2.2, as code points (the regex has the "u" flag).
  r.ucschar = '[\\u{A0}-\\u{D7FF}\\u{F900}-\\u{FDCF}\\u{FDF0}-\\u{FFEF}\\u{10000}-\\u{1FFFD}\\u{20000}-\\u{2FFFD}' +
    '\\u{30000}-\\u{3FFFD}\\u{40000}-\\u{4FFFD}\\u{50000}-\\u{5FFFD}\\u{60000}-\\u{6FFFD}\\u{70000}-\\u{7FFFD}' +
    '\\u{80000}-\\u{8FFFD}\\u{90000}-\\u{9FFFD}\\u{A0000}-\\u{AFFFD}\\u{B0000}-\\u{BFFFD}\\u{C0000}-\\u{CFFFD}' +
    '\\u{D0000}-\\u{DFFFD}\\u{E1000}-\\u{EFFFD}]';
  r.iprivate = '[\\u{E000}-\\u{F8FF}\\u{F0000}-\\u{FFFFD}\\u{100000}-\\u{10FFFD}]';
  const unres = iri ? g(`${r.unreserved}|${r.ucschar}`) : r.unreserved;
  r.pchar = g(`${unres}|${r.pct_encoded}|${r.sub_delims}|[:@]`);
  r.segment = `${r.pchar}*`;
  r.segment_nz = `${r.pchar}+`;
  r.segment_nz_nc = `${g(`${unres}|${r.pct_encoded}|${r.sub_delims}|@`)}+`;
  r.path_abempty = `${g(`/${r.segment}`)}*`;
  r.path_absolute = `/${g(`${r.segment_nz}${g(`/${r.segment}`)}*`)}?`;
  r.path_noscheme = `${r.segment_nz_nc}${g(`/${r.segment}`)}*`;
  r.path_rootless = `${r.segment_nz}${g(`/${r.segment}`)}*`;
  r.path_empty = '';
  r.path = g([r.path_abempty, r.path_absolute, r.path_noscheme, r.path_rootless, r.path_empty].join('|'));
  r.h16 = `${r.HEXDIG}{1,4}`;
  r.dec_octet = g(`${r.DIGIT}|[1-9]${r.DIGIT}|1${r.DIGIT}{2}|2[0-4]${r.DIGIT}|25[0-5]`);
  r.IPv4address = [r.dec_octet, r.dec_octet, r.dec_octet, r.dec_octet].join('\\.');
  r.ls32 = g(`${r.h16}:${r.h16}|${r.IPv4address}`);
  const h = (n: number): string => g(`${r.h16}:`) + `{${n}}`;
  const before = (n: number): string => g(`${g(`${r.h16}:`)}{0,${n}}${r.h16}`) + '?';
  r.IPv6address = g([
    `${h(6)}${r.ls32}`,
    `::${h(5)}${r.ls32}`,
    `${g(r.h16)}?::${h(4)}${r.ls32}`,
    `${before(1)}::${h(3)}${r.ls32}`,
    `${before(2)}::${h(2)}${r.ls32}`,
    `${before(3)}::${r.h16}:${r.ls32}`,
    `${before(4)}::${r.ls32}`,
    `${before(5)}::${r.h16}`,
    `${before(6)}::`,
  ].join('|'));
  r.IPvFuture = `[vV]${r.HEXDIG}+\\.${g(`${r.unreserved}|${r.sub_delims}|:`)}+`;
  r.IP_literal = `\\[${g(`${r.IPv6address}|${r.IPvFuture}`)}\\]`;
  r.reg_name = `${g(`${unres}|${r.pct_encoded}|${r.sub_delims}`)}*`;
  r.host = g(`${r.IP_literal}|${r.IPv4address}|${r.reg_name}`);
  r.port = `${r.DIGIT}*`;
  r.userinfo = `${g(`${unres}|${r.pct_encoded}|${r.sub_delims}|:`)}*`;
  r.authority = `${g(`${r.userinfo}@`)}?${r.host}${g(`:${r.port}`)}?`;
  r.scheme = `${r.ALPHA}[A-Za-z0-9+\\-.]*`;
  r.query = `${g(`${r.pchar}|${iri ? `${r.iprivate}|` : ''}[/?]`)}*`;
  r.fragment = `${g(`${r.pchar}|[/?]`)}*`;
  r.hier_part = g(`//${r.authority}${r.path_abempty}|${r.path_absolute}|${r.path_rootless}|${r.path_empty}`);
  r.relative_part = g(`//${r.authority}${r.path_abempty}|${r.path_absolute}|${r.path_noscheme}|${r.path_empty}`);
  r.URI = `${r.scheme}:${r.hier_part}${g(`\\?${r.query}`)}?${g(`#${r.fragment}`)}?`;
  r.absolute_URI = `${r.scheme}:${r.hier_part}${g(`\\?${r.query}`)}?`;
  r.relative_ref = `${r.relative_part}${g(`\\?${r.query}`)}?${g(`#${r.fragment}`)}?`;
  r.URI_reference = g(`${r.URI}|${r.relative_ref}`);
  return r;
}

const RFC3986 = rules(false);
const RFC3987 = rules(true);
const cache = new Map<string, RegExp>();

/** Whether `input` is in the ABNF language of `rule` (RFC 3986 names; the IRI grammar with iri). */
export function abnfMatches(rule: string, input: string, iri = false): boolean {
  const key = `${iri}:${rule}`;
  let regex = cache.get(key);
  if (regex === undefined) {
    const source = (iri ? RFC3987 : RFC3986)[rule];
    if (source === undefined) throw new Error(`no oracle for ${rule}`);
    regex = new RegExp(`^${g(source)}$`, 'u');
    cache.set(key, regex);
  }
  // A lone surrogate is no code point: no ABNF rule matches it (and the "u" regex would skip it).
  if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(input)) return false;
  return regex.test(input);
}
