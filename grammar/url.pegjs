// The lenient URL grammar of the URL Specification (../shared/specs/url-specification.txt,
// section "URL Grammar"), which is behaviourally the WHATWG URL Standard's basic URL parser.
//
//   url        ::= [ scheme ":" ] ( auth-path | path ) [ "?" query ] [ "#" fragment ]
//   auth-path  ::= "//" authority [ path-root path-rel ]            (web and generic modes)
//   auth-path  ::= auth-drive [ path-root path-rel ]                (file mode)
//   path       ::= [ path-root ] path-rel
//   path-rel   ::= ( dir "/" )* [ file ]
//
// The input is preprocessed first (src/preprocess.ts). The parser mode is chosen by the scheme
// ("Selecting a parser mode"): web (special non-file schemes), file, or generic; a reference
// without a scheme takes the mode of its base (`options.mode`); with `options.fixedMode` the mode
// is `options.mode` whatever the scheme (RFC 3986 resolution reads every reference in generic
// mode). In web and file modes "\" is a
// path separator like "/" (section "Preprocessing").
//
// PEG choice is ordered: an authority is committed to as soon as "//" is seen, so `path` carries
// a negative lookahead for it, as the ABNF of RFC 3986 section 3.3 does (path-absolute).
// Invalid input that the URL Standard rejects inside an authority (a bad port, credentials or a
// port without a host) aborts the parse with the standard's validation error code; host
// contents are checked by the host parser (src/host.ts) after parsing.
//
// Validation errors come from the lenient alternatives, each one a relaxation that a valid URL
// string would not need: "\" as a separator (invalid-reverse-solidus), credentials
// (invalid-credentials), code points that are not URL code points or a "%" that does not start a
// percent-encoded byte (invalid-URL-unit), a drive letter where a host or a scheme would be
// (file-invalid-Windows-drive-letter[-host]). They are reported to `options.errors` when the
// caller collects them (src/parser.ts orders them, drops repeats from backtracking, and maps
// their offsets back to the input). Missing or extra slashes of special URLs are reported where
// the authority is forced (src/resolution.ts).

{{
  // Parse results, in the component model of the URL Specification ("URL Model").
  function authorityNode(credentials, host, hostOffset, port, portOffset, start) {
    return {
      username: credentials === null ? null : credentials[0],
      usernameOffset: start,
      password: credentials === null ? null : credentials[1],
      host: host,
      hostOffset: hostOffset,
      port: port,
      portOffset: portOffset,
    };
  }

  // The parser mode ("Selecting a parser mode"): special (web or file) and file. A reference
  // without a scheme takes the fallback mode given by its base (the `mode` option).
  let special = false;
  let fileMode = false;

  function selectMode(scheme, fallbackMode) {
    if (scheme === null) {
      fileMode = fallbackMode === 'file';
      special = fileMode || fallbackMode === 'web';
    } else {
      const lower = scheme.toLowerCase();
      fileMode = lower === 'file';
      special = fileMode || lower === 'http' || lower === 'https' || lower === 'ws' || lower === 'wss' || lower === 'ftp';
    }
    return true;
  }

  function fail(code, at) {
    throw new URLFailure(code, at);
  }

  // A validation error at `offset`, when the caller collects them (`errors` is options.errors).
  function report(errors, code, offset) {
    if (errors !== undefined) errors.push({ code: code, offset: offset, message: '', at: offset });
  }

  // Whether a surrogate pair encodes a noncharacter (U+xFFFE or U+xFFFF of a supplementary plane).
  function isNoncharacterPair(high, low) {
    return (high.charCodeAt(0) & 0x3f) === 0x3f && low.charCodeAt(0) >= 0xdffe;
  }

  // invalid-credentials for every "@" of the authority's userinfo section (URL Standard, authority state).
  function reportCredentials(errors, text, start, end) {
    for (let i = start; i < end; i++) if (text.charCodeAt(i) === 0x40) report(errors, 'invalid-credentials', i);
  }

  // One object shape for every parse result (scheme, authority, query and fragment are filled
  // in by the rules above the path).
  function pathNode(drive, driveOffset, root, rel, start, end) {
    return {
      scheme: null,
      authority: null,
      drive: drive,
      driveOffset: driveOffset,
      root: root,
      dirs: rel === null ? [] : rel[0],
      file: rel === null ? null : rel[1],
      pathStart: start,
      pathEnd: end,
      query: null,
      fragment: null,
    };
  }

  // authority-ε: the empty authority of "auth-drive-invalid".
  function emptyAuthority(at) {
    return authorityNode(null, '', at, null, -1, at);
  }
}}

// URL Specification "URL Grammar": url
url
  = scheme:scheme_colon? &{ return selectMode(options.fixedMode === true ? null : scheme, options.mode); }
    hier:hier
    query:("?" @query)?
    fragment:("#" @fragment)?
    {
      hier.scheme = scheme;
      hier.query = query;
      hier.fragment = fragment;
      return hier;
    }

scheme_colon
  = @scheme ":"

// URL Specification "URL Model": scheme :: alpha (alpha | digit | "+" | "-" | ".")*
scheme
  = $([a-zA-Z] [a-zA-Z0-9+\-.]*)

hier
  = &{ return fileMode; } @file_auth_path
  / auth_path
  / path

// auth-path ::= "//" authority [ path-root path-rel ]
auth_path
  = slash slash authority:authority start:pos path:(r:path_root rel:path_rel { return [r, rel]; })?
    {
      const node = path === null ? pathNode(null, -1, false, null, start, start) : pathNode(null, -1, true, path[1], start, range().end);
      node.authority = authority;
      return node;
    }

// File mode: auth-path ::= auth-drive [ path-root path-rel ]
file_auth_path
  = ad:auth_drive start:pos path:(path_root @path_rel)?
    {
      const node = pathNode(ad[1], ad[2], path !== null, path, start, range().end);
      node.authority = ad[0];
      return node;
    }

// auth-drive ::= auth-drive-invalid | "//" authority [ "/" drive ] | "/" drive
auth_drive
  = auth_drive_invalid
  / slash slash authority:file_authority drive:(slash at:pos d:drive { return [d, at]; })?
    { return drive === null ? [authority, null, -1] : [authority, drive[0], drive[1]]; }
  / slash at:pos drive:drive
    { return [null, drive, at]; }

// auth-drive-invalid ::= [ "//" authority-ε ] drive   (a drive letter where a host would be;
// without the slashes, against a file base, where the base's path would continue)
auth_drive_invalid
  = slashes:(slash slash)? at:pos drive:drive
    {
      if (slashes !== null) report(options.errors, 'file-invalid-Windows-drive-letter-host', at);
      else if (options.mode === 'file') report(options.errors, 'file-invalid-Windows-drive-letter', at);
      return [slashes === null ? null : emptyAuthority(at), drive, at];
    }

// drive ::= alpha (":" | "|"), followed by the end of the path segment
// (URL Standard: "starts with a Windows drive letter").
drive
  = @$([a-zA-Z] [:|]) &(slash / [?#] / !.)

// path ::= [ path-root ] path-rel, not starting with an authority's "//"
path
  = !(slash slash) start:pos root:path_root? rel:path_rel
    {
      const node = pathNode(null, -1, root !== null, rel, start, range().end);
      node.authority = null;
      return node;
    }

// path-root ::= "/"
path_root
  = slash { return true; }

// path-rel ::= ( dir "/" )* [ file ]
// Read as segment ( "/" segment )*, which is the same language without reading the file twice:
// every segment but the last is a dir, and a non-empty last segment is the file.
path_rel
  = first:segment rest:(slash @segment)*
    {
      if (rest.length === 0) return [[], first === '' ? null : first];
      const file = rest.pop();
      rest.unshift(first);
      return [rest, file === '' ? null : file];
    }

// dir ::= ( pchar | pct )*; file ::= ( pchar | pct )+
segment
  = $segment_run*

// A path separator: "/", and in web and file modes also "\" (invalid-reverse-solidus).
slash
  = "/"
  / &{ return special; } "\\" { report(options.errors, 'invalid-reverse-solidus', offset()); }

// pchar := any \ { "%", "#", "?", "/" }, plus valid and invalid percent escapes
// (in runs, and "\" only where it is not a separator). The strict part is made of URL code
// points and percent-encoded bytes; anything else is an invalid-URL-unit.
segment_run
  = $[a-zA-Z0-9!$&'()*+,\-.:;=@_~\u00A0-\uD7FF\uE000-\uFDCF\uFDF0-\uFFFD]+
  / pct_encoded
  / url_unit_pair
  / !"\\" invalid_unit
  / &{ return !special; } "\\" { report(options.errors, 'invalid-URL-unit', offset()); }

// A percent-encoded byte: "%" and two hex digits.
pct_encoded
  = "%" [0-9A-Fa-f] [0-9A-Fa-f]

// A code point above U+FFFF (a surrogate pair): a URL code point unless it is a noncharacter.
url_unit_pair
  = high:[\uD800-\uDBFF] low:[\uDC00-\uDFFF]
    { if (isNoncharacterPair(high, low)) report(options.errors, 'invalid-URL-unit', offset()); }

// Any other code unit of a path segment, query or fragment (an invalid "%" included), as the
// standard's path, query and fragment states read it: an invalid-URL-unit.
invalid_unit
  = [^/?#] { report(options.errors, 'invalid-URL-unit', offset()); }

// query ::= ( qchar | pct )*, qchar := any \ { "%", "#" }
query
  = $(query_run / pct_encoded / url_unit_pair / invalid_query_unit)*

query_run
  = $[a-zA-Z0-9!$&'()*+,\-./:;=?@_~\u00A0-\uD7FF\uE000-\uFDCF\uFDF0-\uFFFD]+

invalid_query_unit
  = [^#] { report(options.errors, 'invalid-URL-unit', offset()); }

// fragment ::= ( fchar | pct )*, fchar := any \ { "%" }
fragment
  = $(fragment_run / pct_encoded / url_unit_pair / invalid_fragment_unit)*

fragment_run
  = $[a-zA-Z0-9!$&'()*+,\-./:;=?@_~\u00A0-\uD7FF\uE000-\uFDCF\uFDF0-\uFFFD]+

invalid_fragment_unit
  = . { report(options.errors, 'invalid-URL-unit', offset()); }

// authority ::= ε | [ userinfo "@" ] host [ ":" port ]
// The host is the URL Standard's host buffer: it runs to the next ":" outside "[...]".
// Empty hosts are checked here: with credentials or a port the URL Standard fails (host-missing).
authority
  = start:pos credentials:(@userinfo last_at)? hostOffset:pos host:host_buffer port:(":" @port)?
    {
      if (credentials !== null) reportCredentials(options.errors, input, start, hostOffset);
      if (host === '' && (credentials !== null || port !== null)) fail('host-missing', hostOffset);
      return authorityNode(credentials, host, hostOffset, port === null ? null : port[0], port === null ? -1 : port[1], start);
    }

// The authority of a file URL is a host only (URL Standard "file host state").
file_authority
  = hostOffset:pos host:$authority_char*
    { return authorityNode(null, host, hostOffset, null, -1, hostOffset); }

// userinfo ::= username [ ":" password ]; credentials end at the last "@" of the authority.
userinfo
  = &($authority_run_no_at* "@") username:$(!last_at !":" authority_char)* password:(":" @$(!last_at authority_char)*)?
    { return [username, password]; }

last_at
  = "@" !($authority_run_no_at* "@")

host_buffer
  = $(host_run / "[" (!"]" authority_char)* "]"? / &{ return !special; } "\\")*

host_run
  = $[^:[/\\?#]+

// port ::= ε | digit+, ending the authority
port
  = at:pos digits:$[0-9]* &authority_end
    { return [digits, at]; }
  / at:pos authority_char*
    { return fail('port-invalid', at); }

authority_end
  = slash / [?#] / !.

authority_char
  = [^/\\?#]
  / &{ return !special; } "\\"

authority_run_no_at
  = $[^/\\?#@]+
  / &{ return !special; } "\\"

// Start rule used by "force" (URL Specification "Forcing a Web URL"): a path segment read as
// an authority.
authority_only
  = &{ return selectMode(null, options.mode); } @authority !.

pos
  = "" { return offset(); }

// ---- Start rules of the URL class setters (src/setters.ts; URL Standard section 6.1). Each
// reads a setter's value as the basic URL parser does with that setter's state override. The
// value is only stripped of ASCII tab or newline (with a state override the parser skips its
// leading and trailing C0 control or space removal). Every rule matches any value: where the
// state override returns, the rest is consumed by `.*`, and a missing component is null or ''.

// protocol setter ("scheme start state" as state override, on the value followed by ":"): the
// scheme before the first ":", or null when the value does not start with a scheme.
scheme_only
  = @scheme ":" .*
  / .* { return null; }

// host setter ("host state" as state override) and hostname setter ("hostname state"): the host
// buffer, then an optional ":" and the port's leading digits (`port` is null without ":"). For
// file URLs ("file host state"), everything up to "/", "\", "?" or "#" is the host, ":" included.
host_port_only
  = &{ return selectMode(null, options.mode); } @(&{ return fileMode; } @file_authority / setter_host_and_port) .*

setter_host_and_port
  = hostOffset:pos host:host_buffer port:(":" at:pos digits:$[0-9]* { return [digits, at]; })?
    { return authorityNode(null, host, hostOffset, port === null ? null : port[0], port === null ? -1 : port[1], hostOffset); }

// port setter ("port state" as state override): the leading ASCII digits, '' when there are none.
port_only
  = @$[0-9]* .*

// pathname setter ("path start state" as state override): an optional path-root, then segments.
// With a state override "?" and "#" are not delimiters but path characters (percent-encoded later).
path_only
  = &{ return selectMode(null, options.mode); } start:pos root:path_root? rel:setter_path_rel
    { return pathNode(null, -1, root !== null, rel, start, range().end); }

// path-rel of path_only: segment ( "/" segment )*, as in path_rel.
setter_path_rel
  = first:setter_segment rest:(slash @setter_segment)*
    {
      if (rest.length === 0) return [[], first === '' ? null : first];
      const file = rest.pop();
      rest.unshift(first);
      return [rest, file === '' ? null : file];
    }

// A path segment of path_only: anything but a path separator.
setter_segment
  = $([^/\\]+ / &{ return !special; } "\\")*

// search setter ("query state" as state override): the whole value; "#" is a query character.
query_only
  = $.*

// hash setter ("fragment state" as state override): the whole value.
fragment_only
  = fragment
