// The fast path (src/whatwg/fast-path.ts), tried before the lenient grammar (grammar/url.pegjs):
// special URLs of the common shape of the web, normalised or as people type them.
//
// Normalised special URLs (normalized_url): strings that the URL Standard's basic URL parser
// accepts with no validation error and that its serializer gives back unchanged (they are their
// own href), restricted to the common shape of the web: an ASCII special URL with a domain host,
// an optional port, a path, and an optional query and fragment.
//
//   normalized-url ::= web-scheme "://" domain [ ":" port ] path-absolute [ "?" query ] [ "#" fragment ]
//                    | "file://" [ domain ] path-absolute [ "?" query ] [ "#" fragment ]
//
// A match is the URL record itself, with nothing to resolve, encode or normalise (parseURL, which
// also reports validation errors, tries it first). Special URLs as typed (typed_url, at the end of
// this file) are the same shape in any case, with backslashes, a default port, dot segments, code
// points to percent-encode; the URL class reads them through regular expressions generated from
// those rules, and src/whatwg/as-typed.ts normalises the parts. Any other input (a failed match)
// takes the general pipeline, so these rules may be narrower than the URL Standard, never
// different; test/fast-path.test.ts and test/fast-typed.test.ts check them against the general path.
//
// Every character class of normalized_url is a set of URL code points (URL Standard "URL code
// points") outside the percent-encode set of its component, so nothing is encoded and no
// invalid-URL-unit error arises; percent signs are only allowed in valid escapes.

{{
  // The URL record of a match (src/whatwg/record.ts), with the field order of the general pipeline.
  function record(scheme, host, port, path, query, fragment) {
    return {
      scheme: scheme,
      username: '',
      password: '',
      host: host,
      port: port,
      path: path,
      query: query,
      fragment: fragment,
    };
  }

}}

// PEG: a file URL first when the input starts with "f" ("ftp" then fails at "file://" and takes
// web_url), so that neither kind tries every scheme literal of the other.
normalized_url
  = &"f" @file_url
  / web_url

// A special scheme other than "file", lowercase: the choice of their literals is written in by
// scripts/generator.js from src/core/schemes.ts. PEG: longest first ("https" before "http"), or
// the shorter literal would match and the "://" after it would fail.
web_url
  = scheme:web_scheme "://" host:domain port:(":" @port)? &{ return isNormalPort(scheme, port); }
    path:path_absolute query:("?" @query)? fragment:("#" @fragment)? !.
    { return record(scheme, host, port === null ? null : Number(port), path, query, fragment); }

web_scheme
  = <<special scheme except "file">>

// Start rules of src/whatwg/fast-path.ts resolveNormalized: what a simple reference adds to a
// web URL's record, in normalised form. A path is the list of its segments, "." and ".."
// included (they are resolved against the base's path there); `query` undefined keeps the base's.
relative_path_reference
  = path:reference_path query:("?" @query)? fragment:("#" @fragment)? !.
    { return { path: path, query: query, fragment: fragment }; }

absolute_path_reference
  = "/" path:reference_path query:("?" @query)? fragment:("#" @fragment)? !.
    { return { path: path, query: query, fragment: fragment }; }

// The same against a file URL: segments without ":" or "|" (no Windows drive letter quirk).
file_relative_path_reference
  = path:file_reference_path query:("?" @query)? fragment:("#" @fragment)? !.
    { return { path: path, query: query, fragment: fragment }; }

file_absolute_path_reference
  = "/" path:file_reference_path query:("?" @query)? fragment:("#" @fragment)? !.
    { return { path: path, query: query, fragment: fragment }; }

query_reference
  = "?" query:query fragment:("#" @fragment)? !.
    { return { path: null, query: query, fragment: fragment }; }

fragment_reference
  = "#" fragment:fragment !.
    { return { path: null, query: undefined, fragment: fragment }; }

// A file URL: the host is empty or a domain other than "localhost" (which the standard
// empties). Path segments hold no ":" or "|", so no Windows drive letter quirk applies.
file_url
  = "file://" host:file_host path:file_path_absolute query:("?" @query)? fragment:("#" @fragment)? !.
    { return record('file', host, null, path, query, fragment); }

file_host
  = @host:domain &{ return host !== 'localhost'; }
  / "" { return ''; }

// A lowercase ASCII domain that the domain parser returns unchanged without validation error
// (strict UTS #46 ToASCII succeeds, no "xn--" label) and that does not end in a number (which
// would make it an IPv4 address).
domain
  = host:$[a-z0-9\-.]+ &{ return isNormalDomain(host); }
    { return host; }

// A port other than the scheme's default, in range, without leading zeros.
port
  = $("0" / [1-9] [0-9]*)

// path-absolute ::= ( "/" segment )+, as the list of segments.
path_absolute
  = ("/" @segment)+

file_path_absolute
  = ("/" @file_segment)+

// A path segment that is neither a single-dot nor a double-dot segment (URL Standard, path
// state: those are removed), including their percent-encoded forms. PEG: the class lookahead
// (tested in place) spares a segment that cannot be a dot segment the calls that check it.
segment
  = !(&[.%] dot_segment) @$(pchar_run / pct_encoded)*

file_segment
  = !(&[.%] dot_segment) @$(file_pchar_run / pct_encoded)*

// The segments of a reference's path: "." and "..", or segments of a normalised path (no
// percent-encoded dot segment: the URL Standard reads "%2e" as ".", RFC 3986 does not).
reference_path
  = reference_segment|1.., "/"|

reference_segment
  = &"." @dot_segment_text
  / segment

file_reference_path
  = file_reference_segment|1.., "/"|

file_reference_segment
  = &"." @dot_segment_text
  / file_segment

// "." or ".." as a whole segment.
dot_segment_text
  = @$("." "."?) &("/" / "?" / "#" / !.)

dot_segment
  = dot dot? &("/" / "?" / "#" / !.)

// "." or "%2e" (ASCII case-insensitive), written so that a segment not starting with "." or "%"
// fails at its first character.
dot
  = "."
  / "%2" [eE]

// A path segment: URL code points outside the path percent-encode set, but "/" (and "%", which
// is no URL code point: see pct_encoded). The classes below are written in by
// scripts/generator.js from src/core/code-points.ts and the encode sets of src/core/characters.ts.
pchar_run
  = $[<<ASCII URL code point outside the path percent-encode set except "/">>]+

// The same without ":" (no drive letter).
file_pchar_run
  = $[<<ASCII URL code point outside the path percent-encode set except "/", ":">>]+

// query: URL code points outside the special-query percent-encode set ("#" and "%" are no URL
// code points).
query
  = $(query_run / pct_encoded)*

query_run
  = $[<<ASCII URL code point outside the special-query percent-encode set>>]+

// fragment: URL code points outside the fragment percent-encode set.
fragment
  = $(fragment_run / pct_encoded)*

fragment_run
  = $[<<ASCII URL code point outside the fragment percent-encode set>>]+

pct_encoded
  = "%" [0-9A-Fa-f] [0-9A-Fa-f]

// ---- Special URLs as typed (typed_url): the URL Standard's basic URL parser, with no base, on a
// special URL without credentials or IPv6 host (the general path takes any other input, and any
// input with a tab or newline inside; the caller strips leading and trailing C0 controls and
// spaces first).
//
//   typed-url ::= web-scheme ":" ( "/" | "\" ){2,} host [ ":" port ] path [ "?" query ] [ "#" fragment ]
//               | "file:" ( "/" | "\" ){2} [ host ] path [ "?" query ] [ "#" fragment ]
//
// The fast path reads these rules as regular expressions (scripts/regex.js; GRAMMARS in
// scripts/generator.js, capturePatterns): each labelled part is a capture group. The host is
// matched as the parser keeps it where it can be ("kept": nothing to lowercase or map), else as
// written; the path, query and fragment are matched once: their longest start that the parser
// keeps, then the rest (empty when the part is kept), so that a part with something to encode,
// resolve or rewrite is scanned once, not once as kept and again as written (the rest starts with
// a code point the start cannot hold: scripts/regex.js makes that one class, and no shorter start
// is tried). src/whatwg/as-typed.ts checks the scheme and normalises what was not kept, and an
// input whose parts are all kept is its own href. The rules match the same language as the
// grammar's parser of them (test/typed-pattern.test.ts). PEG: the kept host is tried first and
// only stands when what follows it is a delimiter; its fallback matches the same text, so the
// choice never changes what the rule matches.
//
// A web URL needs two slashes or more (special authority slashes and ignore-slashes states): with
// fewer, a base of the same scheme would make the input relative. A file URL's host is what
// follows exactly two (file slash and file host states); it holds no ":", so no Windows drive
// letter is taken for a host here.
typed_url
  = &[fF] @typed_file_url
  / typed_web_url

typed_web_url
  = scheme:$[a-zA-Z]+ ":" slashes:$([/\\] [/\\]+)
    ( keptHost:$[a-z0-9\-.]+ &([:/\\?#] / !.) / host:$[^:/\\?#@[\]\t\n\r]+ )
    port:(":" @$[0-9]*)?
    ( keptPath:$kept_path pathRest:$kept_path_rest / path:$written_path )
    typed_query? typed_fragment? !.

typed_file_url
  = scheme:$([fF] [iI] [lL] [eE]) ":" [/\\] [/\\]
    ( keptHost:$[a-z0-9\-.]+ &([/\\?#] / !.) / host:$[^:/\\?#@[\]\t\n\r]* )
    ( keptPath:$kept_file_path pathRest:$kept_file_path_rest / path:$written_path )
    typed_query? typed_fragment? !.

// ---- Web URLs kept as written (kept_web_url): a special URL, not a file URL, whose every part
// the basic URL parser keeps as it stands: a lower-case scheme, "//", a kept host, a port's digits,
// a path of code points it keeps, a kept query and fragment. Its components are then its parts as
// written, which one match gives: URLPattern reads a request URL this way first
// (src/whatwg/as-kept.ts, which checks what the rule does not say: the scheme is special and not
// "file", the host does not end in a number, the port is in range, and no segment of the path is
// a dot segment, which whatwg/path.ts hasDotSegment finds with one native search: a check after
// each "/" cost this regular expression a third of its time). Every input it takes, typed_web_url
// matches with each part kept.
kept_web_url
  = scheme:$[a-z]+ "://" host:$[a-z0-9\-.]+ port:(":" @$[0-9]*)? path:$kept_path_text
    query:("?" @$kept_query)? fragment:("#" @$kept_fragment)? !.

kept_path_text
  = "/" ("/" / [<<ASCII URL code point outside the path percent-encode set except "/">>] / "%")*

// The path start and path states: the path from its first "/" or "\" (or empty). Kept: "/" and
// segments that are no dot segment (single or double, "%2e" included) and hold nothing to encode
// ("%" is kept as written, valid escape or not); a file URL's also hold no ":" or "|" (no Windows
// drive letter quirk applies). The rest of a path after its kept start begins where the start
// stopped: at a code point a kept segment does not hold, or at a "/" before a dot segment (PEG
// finds nothing else there; the regular expression, which can give back part of the start, is
// kept from trying any shorter start by that condition, and so takes linear time).
kept_path
  = ("/" kept_segment)+

kept_file_path
  = ("/" kept_file_segment)+

kept_segment
  = !dot_segment ([<<ASCII URL code point outside the path percent-encode set except "/">>] / "%")*

kept_file_segment
  = !dot_segment ([<<ASCII URL code point outside the path percent-encode set except "/", ":">>] / "%")*

kept_path_rest
  = ((!([<<ASCII URL code point outside the path percent-encode set except "/">>] / "%") !"/" [^?#\t\n\r] / "/" &dot_segment) [^?#\t\n\r]*)?

kept_file_path_rest
  = ((!([<<ASCII URL code point outside the path percent-encode set except "/", ":">>] / "%") !"/" [^?#\t\n\r] / "/" &dot_segment) [^?#\t\n\r]*)?

written_path
  = ([/\\] [^?#\t\n\r]*)?

// The query and fragment: the kept start, then the rest from a code point it does not hold.
typed_query
  = "?" keptQuery:$kept_query queryRest:$(!([<<ASCII URL code point outside the special-query percent-encode set>>] / "%") [^#\t\n\r] [^#\t\n\r]*)?

typed_fragment
  = "#" keptFragment:$kept_fragment fragmentRest:$(!([<<ASCII URL code point outside the fragment percent-encode set>>] / "%") [^\t\n\r] [^\t\n\r]*)?

kept_query
  = ([<<ASCII URL code point outside the special-query percent-encode set>>] / "%")*

kept_fragment
  = ([<<ASCII URL code point outside the fragment percent-encode set>>] / "%")*
