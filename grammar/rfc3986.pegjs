// RFC 3986 "Uniform Resource Identifier (URI): Generic Syntax", Appendix A (collected ABNF),
// as a peggy grammar (../shared/specs/rfc3986-abnf.txt). One rule per ABNF rule, named as in the
// ABNF with "-" written "_"; the section defining each rule is cited above it.
//
// PEG choice is ordered and commits to the first alternative that matches a prefix, while an
// ABNF alternation is a union. Every place where that forced a change from the ABNF is marked
// "PEG:" and says why. The changes only make each alternative (or repetition) take exactly the
// text the ABNF gives it, so the language is the ABNF language; test/rfc3986.test.ts checks each
// spot both ways. No rule is recursive and every choice retries a bounded amount of text, so
// parsing is linear in the input.
//
// PEG: where a rule's value is only its range, its repetitions are matched as text, `$(...)`:
// their parts are then not kept (scripts/optimize.js), so memory is linear too. The language is
// the same.
//
// The component rules return the tree that src/strict/parse.ts reads: peggy range()s (offsets into
// the input) and the host and path kinds. The rules after the "shared with RFC 3987" line are
// appended to grammar/rfc3987.pegjs by scripts/generator.js (RFC 3987 section 2.2 reuses them).

// Section 3: URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
URI
  = s:scheme ":" h:hier_part q:("?" @query)? f:("#" @fragment)?
    { return { rule: 'URI', scheme: s, hier: h, query: q, fragment: f }; }

// Section 3. PEG: no change. "//" commits to the authority form, as in the ABNF: authority
// matches any text (reg-name may be empty) and path-absolute cannot begin with "//". Nor does
// path-abempty after the authority need one: no part of an authority takes "/", so the
// authority's greedy parts end exactly where path-abempty begins.
hier_part
  = "//" a:authority p:path_abempty { return { authority: a, path: p }; }
  / p:path_absolute { return { authority: null, path: p }; }
  / p:path_rootless { return { authority: null, path: p }; }
  / p:path_empty { return { authority: null, path: p }; }

// Section 4.1. PEG: no change. When URI matches a prefix, the input begins with scheme ":",
// which relative-ref cannot match (its first segment has no ":"), so nothing is lost.
URI_reference
  = URI
  / relative_ref

// Section 4.3
absolute_URI
  = s:scheme ":" h:hier_part q:("?" @query)?
    { return { rule: 'absolute-URI', scheme: s, hier: h, query: q, fragment: null }; }

// Section 4.2
relative_ref
  = h:relative_part q:("?" @query)? f:("#" @fragment)?
    { return { rule: 'relative-ref', scheme: null, hier: h, query: q, fragment: f }; }

// Section 4.2. PEG: no change, for the reasons given at hier_part.
relative_part
  = "//" a:authority p:path_abempty { return { authority: a, path: p }; }
  / p:path_absolute { return { authority: null, path: p }; }
  / p:path_noscheme { return { authority: null, path: p }; }
  / p:path_empty { return { authority: null, path: p }; }

// Section 3.2. PEG: no change. userinfo cannot contain "@", so its greedy run followed by "@"
// is the only split; when no "@" follows, the optional part is empty as in the ABNF.
authority
  = u:(@userinfo "@")? h:host p:(":" @port)?
    { return { range: range(), userinfo: u, host: h, port: p }; }

// Section 3.2.1
userinfo
  = $(unreserved / pct_encoded / sub_delims / ":")*
    { return range(); }

// Section 3.2.2. PEG: IPv4address takes a prefix of a longer reg-name ("1.2.3.4.5",
// "1.2.3.256", "1.2.3.4a"), and the choice would not come back to reg-name; so IPv4address
// counts only when no reg-name character follows. A host is always followed by ":", "/", "?",
// "#" or the end, so this picks the ABNF parse; "If host matches the rule for IPv4address,
// then it should be considered an IPv4 address literal and not a reg-name" (section 3.2.2).
host
  = l:IP_literal { return { kind: 'IP-literal', literal: l, range: range() }; }
  / IPv4address !(unreserved / pct_encoded / sub_delims) { return { kind: 'IPv4address', range: range() }; }
  / reg_name { return { kind: 'reg-name', range: range() }; }

// Section 3.2.2
reg_name
  = $(unreserved / pct_encoded / sub_delims)*

// Section 3.3. PEG: the alternatives are guarded so that the one taken matches the whole path
// (as the ABNF comments say, the first characters decide). path-abempty matches "" and would
// end the choice on "a", so it is only tried on "/"; path-absolute stops before the second "/"
// of "//x", where path-abempty goes on; path-noscheme stops before a ":" in the first segment,
// where path-rootless goes on; path-empty comes last.
path
  = @path_absolute !"/"
  / &"/" @path_abempty
  / @path_noscheme !":"
  / path_rootless
  / path_empty

// Section 3.3
path_abempty
  = $("/" segment)*
    { return { kind: 'path-abempty', range: range() }; }

// Section 3.3
path_absolute
  = $("/" (segment_nz ("/" segment)*)?)
    { return { kind: 'path-absolute', range: range() }; }

// Section 3.3
path_noscheme
  = $(segment_nz_nc ("/" segment)*)
    { return { kind: 'path-noscheme', range: range() }; }

// Section 3.3
path_rootless
  = $(segment_nz ("/" segment)*)
    { return { kind: 'path-rootless', range: range() }; }

// Section 3.3: zero characters (0<pchar>).
path_empty
  = ""
    { return { kind: 'path-empty', range: range() }; }

// Section 3.3
segment
  = $pchar*

// Section 3.3
segment_nz
  = $pchar+

// Section 3.3: a non-zero-length segment without any colon ":".
segment_nz_nc
  = $(unreserved / pct_encoded / sub_delims / "@")+

// Section 3.3
pchar
  = unreserved / pct_encoded / sub_delims / ":" / "@"

// Section 3.4
query
  = $(pchar / "/" / "?")*
    { return range(); }

// Section 3.5
fragment
  = $(pchar / "/" / "?")*
    { return range(); }

// ---- shared with RFC 3987: scripts/generator.js appends the rest of this file to rfc3987 ----

// Section 3.1: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), the repeated part as one class.
scheme
  = $(ALPHA [A-Za-z0-9+\-.]*)
    { return range(); }

// Section 3.2.3
port
  = $DIGIT*
    { return range(); }

// Section 3.2.2: the kind of literal; with options.zoneIds, as RFC 6874 section 2 updates it:
// IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture ) "]". Zone identifiers are an opt-in
// extension (off by default: RFC 6874 limits their use to software that needs them, such as
// browsers and diagnostic tools for link-local addresses). PEG: IPv6addrz before IPv6address,
// its prefix: the choice would not come back from "]" failing at "%25".
IP_literal
  = "[" @(&{ return options.zoneIds === true; } IPv6addrz { return 'IPv6addrz'; }
         / IPv6address { return 'IPv6address'; }
         / IPvFuture { return 'IPvFuture'; }) "]"

// RFC 6874 section 2: an IPv6 address with a zone identifier, its "%" percent-encoded.
IPv6addrz
  = IPv6address "%25" ZoneID

// RFC 6874 section 2
ZoneID
  = $(unreserved / pct_encoded)+

// Section 3.2.2. The "v" is a quoted string, so case-insensitive (RFC 5234 section 2.3).
IPvFuture
  = $("v"i HEXDIG+ "." (unreserved / sub_delims / ":")+)

// Section 3.2.2, the nine forms in the RFC's order. PEG: "*n( h16 ":" ) h16" before "::" is
// written `h16 (":" h16)|..n|`, the same strings: a greedy `h16 ":"` would also take the first
// colon of "::" and the form would fail ("1::2").
// The prefix then stops exactly before the "::"; the suffix counts are fixed; and the RFC's
// order puts every form before the forms that could match a prefix of its text (more pieces
// after "::" first), so the first form that matches is the one that matches the whole literal.
IPv6address
  =                                              (h16 ":")|6| ls32
  /                                         "::" (h16 ":")|5| ls32
  / h16?                                    "::" (h16 ":")|4| ls32
  / (h16 (":" h16)|..1|)?                   "::" (h16 ":")|3| ls32
  / (h16 (":" h16)|..2|)?                   "::" (h16 ":")|2| ls32
  / (h16 (":" h16)|..3|)?                   "::" h16 ":" ls32
  / (h16 (":" h16)|..4|)?                   "::" ls32
  / (h16 (":" h16)|..5|)?                   "::" h16
  / (h16 (":" h16)|..6|)?                   "::"

// Section 3.2.2: 16 bits of address in hexadecimal.
h16
  = HEXDIG|1..4|

// Section 3.2.2: least-significant 32 bits of address. PEG: no change; "h16 ':' h16" never
// matches a prefix of an IPv4address (which has no ":").
ls32
  = h16 ":" h16
  / IPv4address

// Section 3.2.2
IPv4address
  = dec_octet "." dec_octet "." dec_octet "." dec_octet

// Section 3.2.2. PEG: longest alternatives first ("25" before "2" before one digit); a shorter
// match would leave a digit, which can never follow a dec-octet.
dec_octet
  = "25" [0-5]          // 250-255
  / "2" [0-4] DIGIT     // 200-249
  / "1" DIGIT DIGIT     // 100-199
  / [1-9] DIGIT         // 10-99
  / DIGIT               // 0-9

// Section 2.1
pct_encoded
  = "%" HEXDIG HEXDIG

// Section 2.3: ALPHA / DIGIT / "-" / "." / "_" / "~", as one character class.
unreserved
  = [A-Za-z0-9\-._~]

// Section 2.2
reserved
  = gen_delims / sub_delims

// Section 2.2: ":" / "/" / "?" / "#" / "[" / "]" / "@", as one character class.
gen_delims
  = [:/?#[\]@]

// Section 2.2: "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "=", as one class.
sub_delims
  = [!$&'()*+,;=]

// RFC 5234 Appendix B.1 (core rules, RFC 3986 section 1.3): A-Z / a-z
ALPHA
  = [A-Za-z]

// RFC 5234 Appendix B.1: 0-9
DIGIT
  = [0-9]

// RFC 5234 Appendix B.1: DIGIT / "A" / ... / "F", quoted strings, so case-insensitive.
HEXDIG
  = [0-9A-Fa-f]
