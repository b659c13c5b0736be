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
// A match is the URL record itself, with nothing to resolve, encode or normalise. Special URLs
// as typed (typed_url, at the end of this file) are the same shape in any case, with backslashes,
// a default port, dot segments, code points to percent-encode; a match is normalised by
// src/whatwg/as-typed.ts. Any other input (a failed match of both) takes the general pipeline, so
// these rules may be narrower than the URL Standard, never different; test/fast-path.test.ts
// checks them against the general path.
//
// Every character class below is a set of URL code points (URL Standard "URL code points")
// outside the percent-encode set of its component, so nothing is encoded and no
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

  // A special scheme as typed, lowercased; null if it is not special.
  function specialScheme(text) {
    var scheme = text.toLowerCase();
    return isSpecialScheme(scheme) ? scheme : null;
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
// special URL without credentials or IPv6 host, whose parts src/whatwg/as-typed.ts normalises
// (host parser, port, path state, percent-encoding). A tab or newline inside is left to the
// general path (the caller strips leading and trailing C0 controls and spaces first).
//
//   typed-url ::= web-scheme ":" ( "/" | "\" ){2,} host [ ":" port ] path [ "?" query ] [ "#" fragment ]
//               | "file:" ( "/" | "\" ){2} [ host ] path [ "?" query ] [ "#" fragment ]
//
// A web URL needs two slashes or more (special authority slashes and ignore-slashes states): with
// fewer, a base of the same scheme would make the input relative. A file URL's host is what
// follows exactly two (file slash and file host states); it holds no ":", so no Windows drive
// letter is taken for a host here.
typed_url
  = scheme:typed_scheme &{ return scheme !== null; } ":"
    @( &{ return scheme !== 'file'; } [/\\] $[/\\]+
       host:typed_host port:(":" @$[0-9]*)? &{ return host !== null && isPortInRange(port); }
       path:typed_path query:("?" @typed_query)? fragment:("#" @typed_fragment)? !.
       { return record(scheme, host, typedPort(scheme, port), typedPath(path, false), typedQuery(query), typedFragment(fragment)); }
     / &{ return scheme === 'file'; } [/\\] [/\\] host:typed_file_host &{ return host !== null; }
       path:typed_path query:("?" @typed_query)? fragment:("#" @typed_fragment)? !.
       { return record(scheme, host, null, typedPath(path, true), typedQuery(query), typedFragment(fragment)); } )

// A special scheme in any case, lowercased (null: not special, the match fails). PEG: as in
// normalized_url, the longest literal first.
typed_scheme
  = @special_scheme &":"
  / scheme:$[a-zA-Z]+ &":" { return specialScheme(scheme); }

special_scheme
  = <<special scheme>>

// The host: a normalised domain, or as written, read by the host parser (null: it fails, and so
// does the match). Credentials ("@") and IPv6 addresses ("[") are left to the general path.
typed_host
  = @domain &([:/\\?#] / !.)
  / host:$[^:/\\?#@[\]\t\n\r]+ { return typedHost(host, false); }

typed_file_host
  = host:domain &([/\\?#] / !.) { return host === 'localhost' ? '' : host; }
  / host:$[^:/\\?#@[\]\t\n\r]+ { return typedHost(host, true); }
  / "" { return ''; }

// The path start and path states: the segments after "/" or "\", or one empty segment when the
// query, the fragment or the end follows the host.
typed_path
  = ([/\\] @$[^/\\?#\t\n\r]*)+
  / "" { return ['']; }

typed_query
  = $[^#\t\n\r]*

typed_fragment
  = $[^\t\n\r]*
