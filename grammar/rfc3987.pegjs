// RFC 3987 "Internationalized Resource Identifiers (IRIs)", section 2.2 (ABNF for IRI References
// and IRIs), as a peggy grammar (../shared/specs/rfc3987-abnf.txt). Rule names are the ABNF's
// with "-" written "_".
//
// The rules RFC 3987 takes unchanged from RFC 3986 (scheme, port, IP-literal and its parts,
// pct-encoded, unreserved, reserved, gen-delims, sub-delims, ALPHA, DIGIT, HEXDIG) are not
// repeated here: scripts/generator.js appends the "shared with RFC 3987" part of
// grammar/rfc3986.pegjs to this file before compiling, so there is one copy of each.
//
// The PEG changes (marked "PEG:") are those of the RFC 3986 rules each "i" rule extends; see
// grammar/rfc3986.pegjs for the reasoning (also for the `$(...)` of rules valued by their range). peggy 3 classes match UTF-16 code units, so the code
// points above U+FFFF of ucschar and iprivate are written as surrogate pairs; a lone surrogate
// matches nothing.

// Section 2.2
IRI
  = s:scheme ":" h:ihier_part q:("?" @iquery)? f:("#" @ifragment)?
    { return { rule: 'IRI', scheme: s, hier: h, query: q, fragment: f }; }

// Section 2.2. PEG: no change (see hier_part in grammar/rfc3986.pegjs).
ihier_part
  = "//" a:iauthority p:ipath_abempty { return { authority: a, path: p }; }
  / p:ipath_absolute { return { authority: null, path: p }; }
  / p:ipath_rootless { return { authority: null, path: p }; }
  / p:ipath_empty { return { authority: null, path: p }; }

// Section 2.2. PEG: no change (see URI_reference in grammar/rfc3986.pegjs).
IRI_reference
  = IRI
  / irelative_ref

// Section 2.2
absolute_IRI
  = s:scheme ":" h:ihier_part q:("?" @iquery)?
    { return { rule: 'absolute-IRI', scheme: s, hier: h, query: q, fragment: null }; }

// Section 2.2
irelative_ref
  = h:irelative_part q:("?" @iquery)? f:("#" @ifragment)?
    { return { rule: 'irelative-ref', scheme: null, hier: h, query: q, fragment: f }; }

// Section 2.2. PEG: no change (see relative_part in grammar/rfc3986.pegjs).
irelative_part
  = "//" a:iauthority p:ipath_abempty { return { authority: a, path: p }; }
  / p:ipath_absolute { return { authority: null, path: p }; }
  / p:ipath_noscheme { return { authority: null, path: p }; }
  / p:ipath_empty { return { authority: null, path: p }; }

// Section 2.2. PEG: no change (see authority in grammar/rfc3986.pegjs).
iauthority
  = u:(@iuserinfo "@")? h:ihost p:(":" @port)?
    { return { range: range(), userinfo: u, host: h, port: p }; }

// Section 2.2
iuserinfo
  = $(iunreserved / pct_encoded / sub_delims / ":")*
    { return range(); }

// Section 2.2. PEG: IPv4address counts only when no ireg-name character follows, as in host
// (grammar/rfc3986.pegjs): otherwise it would take a prefix of a longer ireg-name.
ihost
  = l:IP_literal { return { kind: 'IP-literal', literal: l, range: range() }; }
  / IPv4address !(iunreserved / pct_encoded / sub_delims) { return { kind: 'IPv4address', range: range() }; }
  / ireg_name { return { kind: 'ireg-name', range: range() }; }

// Section 2.2
ireg_name
  = $(iunreserved / pct_encoded / sub_delims)*

// Section 2.2. PEG: ordered and guarded so that the alternative taken matches the whole path
// (see path in grammar/rfc3986.pegjs).
ipath
  = @ipath_absolute !"/"
  / &"/" @ipath_abempty
  / @ipath_noscheme !":"
  / ipath_rootless
  / ipath_empty

// Section 2.2
ipath_abempty
  = $("/" isegment)*
    { return { kind: 'ipath-abempty', range: range() }; }

// Section 2.2
ipath_absolute
  = $("/" (isegment_nz ("/" isegment)*)?)
    { return { kind: 'ipath-absolute', range: range() }; }

// Section 2.2
ipath_noscheme
  = $(isegment_nz_nc ("/" isegment)*)
    { return { kind: 'ipath-noscheme', range: range() }; }

// Section 2.2
ipath_rootless
  = $(isegment_nz ("/" isegment)*)
    { return { kind: 'ipath-rootless', range: range() }; }

// Section 2.2: zero characters (0<ipchar>).
ipath_empty
  = ""
    { return { kind: 'ipath-empty', range: range() }; }

// Section 2.2
isegment
  = $ipchar*

// Section 2.2
isegment_nz
  = $ipchar+

// Section 2.2: a non-zero-length segment without any colon ":".
isegment_nz_nc
  = $(iunreserved / pct_encoded / sub_delims / "@")+

// Section 2.2
ipchar
  = iunreserved / pct_encoded / sub_delims / ":" / "@"

// Section 2.2: private-use characters are allowed in the query only.
iquery
  = $(ipchar / iprivate / "/" / "?")*
    { return range(); }

// Section 2.2
ifragment
  = $(ipchar / "/" / "?")*
    { return range(); }

// Section 2.2: ALPHA / DIGIT / "-" / "." / "_" / "~" (RFC 3986 unreserved) / ucschar.
iunreserved
  = unreserved / ucschar

// Section 2.2: %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF / %x10000-1FFFD / ... / %xD0000-DFFFD
// / %xE1000-EFFFD. Written in by scripts/generator.js from UCSCHAR (src/core/code-points.ts):
// the class of its code points below U+10000, then its others as surrogate pairs, a class of
// high surrogates then one of low surrogates (a lone surrogate matches nothing).
ucschar
  = <<ucschar>>

// Section 2.2: %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD. Written in as ucschar, from
// IPRIVATE (src/core/code-points.ts).
iprivate
  = <<iprivate>>
