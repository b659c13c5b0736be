// The lenient URL grammar of the URL Specification (../shared/specs/url-specification.txt,
// section "URL Grammar"), which is behaviourally the WHATWG URL Standard's basic URL parser.
//
//   url        ::= [ scheme ":" ] ( auth-path | path ) [ "?" query ] [ "#" fragment ]
//   auth-path  ::= "//" authority [ path-root path-rel ]            (web and generic modes)
//   auth-path  ::= auth-drive [ path-root path-rel ]                (file mode)
//   path       ::= [ path-root ] path-rel
//   path-rel   ::= ( dir "/" )* [ file ]
//
// The input is preprocessed first (src/whatwg/preprocess.ts). The parser mode is chosen by the scheme
// ("Selecting a parser mode"): web (special non-file schemes), file, or generic; a reference
// without a scheme takes the mode of its base (`options.mode`); with `options.fixedMode` the mode
// is `options.mode` whatever the scheme (RFC 3986 resolution reads every reference in generic
// mode). In web and file modes "\" is a path separator like "/" (section "Preprocessing").
//
// PEG choice is ordered: an authority is committed to as soon as two slashes are seen, so `path`
// carries a negative lookahead for them, as the ABNF of RFC 3986 section 3.3 does (path-absolute).
//
// The URL Standard's parser (`options.whatwg`, src/whatwg/parser.ts) is this grammar read with the base
// URL's scheme (`options.baseScheme`, and `options.baseOpaque` when its path is opaque). It reads
// the text in the order of the standard's basic URL parser and reports each validation error to
// `options.errors` (an ErrorLog) where it reads the code point that causes it:
// - the slash rules report the slashes: a special URL's authority follows "//" exactly
//   (special-scheme-missing-following-solidus for any other slash, or none), and "\" as a
//   separator is an invalid-reverse-solidus;
// - a special URL whose scheme is not the base's always has an authority: its slashes are
//   "ignored" and the host follows (the standard's "special authority slashes" and "special
//   authority ignore slashes" states); with the base's scheme it is relative unless "//" follows
//   ("special relative or authority state");
// - the authority reports each "@" (invalid-credentials), then the host is parsed where it ends
//   (src/host/host.ts reports its own errors), then the port is read;
// - path segments, opaque paths, queries and fragments report each code point that is not a URL
//   unit (invalid-URL-unit); a drive letter reports its "|" unless it stands where a host is;
// - a failure throws URLFailure where the standard's parser returns failure, so nothing after it
//   is read or reported.
// No rule that reports is ever backtracked over: alternatives that would read slashes or drive
// letters again are guarded by lookaheads made of rules that do not report (`sep`, `drive_letter`).

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
      serializedHost: null,
    };
  }

  // The parser mode ("Selecting a parser mode"): special (web or file) and file. A reference
  // without a scheme takes the fallback mode given by its base (the `mode` option).
  let special = false;
  let fileMode = false;
  // URL Standard parser only: the scheme given is special, not file, and not the base's scheme
  // (its authority is forced), or it is the base's scheme (relative unless "//" follows).
  let forcedAuthority = false;
  let sameSchemeAsBase = false;

  function selectMode(scheme, fallbackMode) {
    forcedAuthority = false;
    sameSchemeAsBase = false;
    if (scheme === null) {
      fileMode = fallbackMode === 'file';
      special = fileMode || fallbackMode === 'web';
    } else {
      const lower = scheme.toLowerCase();
      fileMode = lower === 'file';
      special = fileMode || isSpecialScheme(lower); // src/core/schemes.ts
    }
    return true;
  }

  // A failure: thrown (the first refusal instead, when there is one: it came first).
  function fail(code, at, subject, length) {
    throw options.refusal ?? new URLFailure(code, at, subject, length === undefined ? 1 : length);
  }

  // A failure of the URL Standard's reading without an exception (one costs more than Node's
  // whole parse): the first is recorded for the caller (options.refusal) and the predicate that
  // calls this fails. Whatever the rules around it then match, no validation error is reported
  // after it and no host parsed, and the caller takes the refusal (the generator makes a parse
  // that fails with one return null). For a failure inside an action, see fail.
  function refuse(failure) {
    if (options.refusal === undefined) options.refusal = failure;
    return false;
  }

  // A validation error at `offset`, when the caller collects them (`errors` is options.errors)
  // and nothing was refused before it.
  function report(errors, code, offset, length, subject) {
    if (errors !== undefined && options.refusal === undefined) errors.report(code, offset, length === undefined ? 1 : length, subject);
  }

  // URL Standard "scheme state" on ":" and "no scheme state": where the parser goes from here.
  // Refuses with missing-scheme-non-relative-URL where the standard fails (at the first code
  // point): the predicate of the start rule, so nothing is read after it.
  function startWhatwg(scheme, at) {
    const base = options.baseScheme === undefined ? null : options.baseScheme;
    if (scheme === null) {
      if (base === null) return refuse(new URLFailure('missing-scheme-non-relative-URL', 0, undefined, 1));
      if (options.baseOpaque === true && input.charCodeAt(at) !== 0x23) return refuse(new URLFailure('missing-scheme-non-relative-URL', 0, options.baseHref, 1));
      return true;
    }
    const lower = scheme.toLowerCase();
    if (fileMode) {
      if (input.charCodeAt(at) !== 0x2f || input.charCodeAt(at + 1) !== 0x2f) report(options.errors, 'special-scheme-missing-following-solidus', at, 1, lower);
      sameSchemeAsBase = isBaseScheme(lower, base); // src/core/schemes.ts
    } else if (special) {
      sameSchemeAsBase = isBaseScheme(lower, base);
      forcedAuthority = !sameSchemeAsBase;
    }
    return true;
  }

  // URL Standard "authority state" and "host state": where the host ends, host-missing when it is
  // empty and must not be; then the host parser (URL Standard parser only), whose errors and
  // failure come here, before the port is read: a failure of its own steps is a refusal (the
  // predicate after this action, hostRead, fails), one of the IPv4 or IPv6 parser is thrown.
  function endHost(host, hostOffset, credentials, isFileHost) {
    const next = input.charCodeAt(hostOffset + host.length);
    if (host === '' && !isFileHost) {
      if (credentials || next === 0x3a) fail('host-missing', hostOffset, 'credentials-or-port');
      if (options.whatwg === true && special) fail('host-missing', hostOffset);
    }
    if (options.whatwg !== true || options.refusal !== undefined) return null;
    if (host === '') return '';
    const serialized = readHost(host, !special, hostOffset, options.errors);
    if (serialized instanceof URLFailure) {
      refuse(serialized);
      return null;
    }
    return isFileHost && serialized === 'localhost' ? '' : serialized;
  }

  // Whether the host was read without a refusal (the predicate after endHost).
  function hostRead() {
    return options.refusal === undefined;
  }

  // URL Standard "port state": the port ends the authority; out of range fails.
  function checkPort(digits, at) {
    if (options.whatwg === true && digits !== '') {
      let value = 0;
      for (let i = 0; i < digits.length && value <= 65535; i++) value = value * 10 + digits.charCodeAt(i) - 48;
      if (value > 65535) return refuse(new URLFailure('port-out-of-range', at, digits.length > 20 ? digits.slice(0, 20) + '...' : digits, digits.length));
    }
    return true;
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
    &{ return options.whatwg !== true || startWhatwg(scheme, offset()); }
    hier:hier
    query:("?" @query)?
    fragment:("#" @fragment)?
    {
      hier.scheme = sameSchemeAsBase ? null : scheme;
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
  = &{ return fileMode; } @(file_auth_path / path)
  / &{ return forcedAuthority; } @special_authority_path
  / &{ return options.whatwg === true && special; } @special_relative
  / auth_path
  / path

// A path separator read ahead, without reporting: "/", and in web and file modes also "\".
sep
  = "/"
  / &{ return special; } "\\"

// auth-path ::= "//" authority [ path-root path-rel ]
auth_path
  = &(sep sep) slash slash @authority_path

authority_path
  = authority:authority start:pos path:(r:path_root rel:path_rel { return [r, rel]; })?
    {
      const node = path === null ? pathNode(null, -1, false, null, start, start) : pathNode(null, -1, true, path[1], start, range().end);
      node.authority = authority;
      return node;
    }

// URL Standard "special authority slashes state" and "special authority ignore slashes state":
// the authority of a special URL follows "//"; any other slash, or none, is an error.
special_authority_path
  = ("//" / missing_solidus) ignored_slashes @authority_path

// Not "//" after a special scheme: special-scheme-missing-following-solidus, at what follows.
missing_solidus
  = at:pos { report(options.errors, 'special-scheme-missing-following-solidus', at, 1, input.slice(0, at - 1).toLowerCase()); }

// PEG: "$", so that nothing is kept per slash (scripts/optimize.js).
ignored_slashes
  = $ignored_slash*

ignored_slash
  = at:pos sep { report(options.errors, 'special-scheme-missing-following-solidus', at, 1, 'ignored'); }

// URL Standard "special relative or authority state" (a special scheme equal to the base's)
// and "relative state" / "relative slash state" of a special base: two slashes start an
// authority, anything else is relative to the base.
special_relative
  = &{ return sameSchemeAsBase; } "//" ignored_slashes @authority_path
  / &{ return sameSchemeAsBase; } missing_solidus @relative_special
  / relative_special

relative_special
  = &(sep sep) slash slash ignored_slashes @authority_path
  / path

// File mode: auth-path ::= auth-drive [ path-root path-rel ]
file_auth_path
  = ad:auth_drive start:pos path:(path_root @path_rel)?
    {
      const node = pathNode(ad[1], ad[2], path !== null, path, start, range().end);
      node.authority = ad[0];
      return node;
    }

// auth-drive ::= auth-drive-invalid | "//" authority [ "/" drive ] | "/" drive
// auth-drive-invalid ::= [ "//" authority-ε ] drive   (a drive letter where a host would be;
// without the slashes, against a file base, where the base's path would continue)
auth_drive
  = &(sep sep drive_letter) slash slash at:pos drive:drive_letter
    {
      report(options.errors, 'file-invalid-Windows-drive-letter-host', at, 2);
      return [emptyAuthority(at), drive, at];
    }
  / &(sep sep) slash slash authority:file_authority drive:(&(sep drive_letter) slash at:pos d:drive { return [d, at]; })?
    { return drive === null ? [authority, null, -1] : [authority, drive[0], drive[1]]; }
  / &(sep drive_letter) slash at:pos drive:drive
    { return [null, drive, at]; }
  / &drive_letter at:pos &{ if (options.mode === 'file') report(options.errors, 'file-invalid-Windows-drive-letter', at, 2); return true; } drive:drive
    { return [null, drive, at]; }

// drive ::= alpha (":" | "|"), followed by the end of the path segment
// (URL Standard: "starts with a Windows drive letter"). Read in the path, its "|" is not a URL
// code point (invalid-URL-unit); read where a host is, it is not reported.
drive
  = drive:drive_letter
    {
      if (drive.charCodeAt(1) === 0x7c) report(options.errors, 'invalid-URL-unit', offset() + 1);
      return drive;
    }

drive_letter
  = @$([a-zA-Z] [:|]) &(sep / [?#] / !.)

// path ::= [ path-root ] path-rel, not starting with an authority's two slashes
path
  = !(sep sep) start:pos root:path_root? rel:path_rel
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

// A path separator: "/", and in web and file modes also "\" (invalid-reverse-solidus).
slash
  = "/"
  / &{ return special; } "\\" { report(options.errors, 'invalid-reverse-solidus', offset()); }

// dir ::= ( pchar | pct )*; file ::= ( pchar | pct )+
// pchar := any \ { "%", "#", "?", "/" }, plus valid and invalid percent escapes ("\" only where
// it is not a separator). The strict part is made of URL code points and percent-encoded bytes;
// anything else is an invalid-URL-unit.
// PEG: each part is a rule, so that the parts are not kept (scripts/optimize.js).
segment
  = $(segment_run / pct_encoded / url_unit_pair / invalid_segment_unit)*

// URL code points other than "/" and "?", in runs ("%" is none). The class of the URL code
// points below U+10000 is written in by scripts/generator.js from src/core/code-points.ts.
segment_run
  = $[<<URL code point except "/", "?">>]+

// Any other code unit of a path segment, and "\" where it is not a separator: an invalid-URL-unit.
invalid_segment_unit
  = !"\\" @invalid_unit
  / &{ return !special; } "\\" { report(options.errors, 'invalid-URL-unit', offset()); }

// A percent-encoded byte: "%" and two hex digits.
pct_encoded
  = $("%" [0-9A-Fa-f] [0-9A-Fa-f])

// A code point above U+FFFF (a surrogate pair): a URL code point unless it is a noncharacter
// (isURLCodePoint, src/core/code-points.ts).
url_unit_pair
  = [\uD800-\uDBFF] [\uDC00-\uDFFF]
    { if (!isURLCodePoint(text().codePointAt(0))) report(options.errors, 'invalid-URL-unit', offset(), 2); }

// Any other code unit of a path segment, query or fragment (an invalid "%" included), as the
// standard's path, query and fragment states read it: an invalid-URL-unit.
invalid_unit
  = [^/?#] { report(options.errors, 'invalid-URL-unit', offset()); }

// query ::= ( qchar | pct )*, qchar := any \ { "%", "#" }
query
  = $(query_run / pct_encoded / url_unit_pair / invalid_query_unit)*

// URL code points (below U+10000, from src/core/code-points.ts), in runs.
query_run
  = $[<<URL code point>>]+

invalid_query_unit
  = [^#] { report(options.errors, 'invalid-URL-unit', offset()); }

// fragment ::= ( fchar | pct )*, fchar := any \ { "%" }
fragment
  = $(fragment_run / pct_encoded / url_unit_pair / invalid_fragment_unit)*

// URL code points (below U+10000, from src/core/code-points.ts), in runs.
fragment_run
  = $[<<URL code point>>]+

invalid_fragment_unit
  = . { report(options.errors, 'invalid-URL-unit', offset()); }

// authority ::= ε | [ userinfo "@" ] host [ ":" port ]
// The host is the URL Standard's host buffer: it runs to the next ":" outside "[...]".
// Empty hosts are checked where the host ends: with credentials or a port, or in a special URL
// read by the URL Standard's parser, the standard fails (host-missing).
authority
  = start:pos credentials:credentials? hostOffset:pos host:host_buffer
    serialized:("" { return endHost(host, hostOffset, credentials !== null, false); }) &{ return hostRead(); }
    port:(":" @port)?
    {
      const node = authorityNode(credentials, host, hostOffset, port === null ? null : port[0], port === null ? -1 : port[1], start);
      node.serializedHost = serialized;
      return node;
    }

// userinfo "@", up to the last "@" of the authority; each "@" is an invalid-credentials.
credentials
  = start:pos userinfo:userinfo last_at
    {
      const end = range().end;
      for (let i = start; i < end; i++) if (input.charCodeAt(i) === 0x40) report(options.errors, 'invalid-credentials', i);
      return userinfo;
    }

// The authority of a file URL is a host only (URL Standard "file host state").
file_authority
  = hostOffset:pos host:$authority_char*
    serialized:("" { return endHost(host, hostOffset, false, true); }) &{ return hostRead(); }
    {
      const node = authorityNode(null, host, hostOffset, null, -1, hostOffset);
      node.serializedHost = serialized;
      return node;
    }

// userinfo ::= username [ ":" password ]; credentials end at the last "@" of the authority.
// PEG: username and password are runs of rules (an "@" before the last one is an inner_at), so
// that nothing is kept per code point (scripts/optimize.js).
userinfo
  = &at_ahead username:$(username_run / opaque_backslash / inner_at)* password:(":" @$(authority_run_no_at / inner_at)*)?
    { return [username, password]; }

username_run
  = $[^/\\?#@:]+

// An "@" of the credentials before the last one, and the last one.
inner_at
  = "@" &at_ahead

last_at
  = "@" !at_ahead

// An "@" further on in the authority.
at_ahead
  = $authority_run_no_at* "@"

// The URL Standard's host buffer: a ":" inside "[...]" does not end it ("host state").
// PEG: each part is a rule, so that the parts are not kept (scripts/optimize.js).
host_buffer
  = $(host_run / host_bracketed / opaque_backslash)*

host_run
  = $[^:[/\\?#]+

// "[" and what follows, up to "]" or where the host ends.
host_bracketed
  = "[" $(bracketed_run / opaque_backslash)* "]"?

bracketed_run
  = $[^\]/\\?#]+

// port ::= ε | digit+, ending the authority
port
  = at:pos digits:$[0-9]* &authority_end &{ return checkPort(digits, at); }
    { return [digits, at]; }
  / [0-9]* at:pos &{ return options.whatwg === true ? refuse(new URLFailure('port-invalid', at, undefined, 1)) : fail('port-invalid', at); }

authority_end
  = sep / [?#] / !.

authority_char
  = [^/\\?#]
  / opaque_backslash

authority_run_no_at
  = $[^/\\?#@]+
  / opaque_backslash

// In generic mode "\" is no separator: it belongs to the component being read.
opaque_backslash
  = &{ return !special; } "\\"

// Start rule used by "force" (URL Specification "Forcing a Web URL"): a path segment read as
// an authority.
authority_only
  = &{ return selectMode(null, options.mode); } @authority !.

pos
  = "" { return offset(); }

// ---- Start rules of the URL class setters (src/whatwg/setters.ts; URL Standard section 6.1). Each
// reads a setter's value as the basic URL parser does with that setter's state override. The
// value is only stripped of ASCII tab or newline (with a state override the parser skips its
// leading and trailing C0 control or space removal). Every rule matches any value: where the
// state override returns, the rest is consumed by `$.*` (a jump to the end, scripts/optimize.js),
// and a missing component is null or ''.

// protocol setter ("scheme start state" as state override, on the value followed by ":"): the
// scheme before the first ":", or null when the value does not start with a scheme.
scheme_only
  = @scheme ":" $.*
  / $.* { return null; }

// host setter ("host state" as state override) and hostname setter ("hostname state"): the host
// buffer, then an optional ":" and the port's leading digits (`port` is null without ":"). For
// file URLs ("file host state"), everything up to "/", "\", "?" or "#" is the host, ":" included.
host_port_only
  = &{ return selectMode(null, options.mode); } @(&{ return fileMode; } @file_authority / setter_host_and_port) $.*

setter_host_and_port
  = hostOffset:pos host:host_buffer port:(":" at:pos digits:$[0-9]* { return [digits, at]; })?
    { return authorityNode(null, host, hostOffset, port === null ? null : port[0], port === null ? -1 : port[1], hostOffset); }

// port setter ("port state" as state override): the leading ASCII digits, '' when there are none.
port_only
  = @$[0-9]* $.*

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
  = $(setter_segment_run / opaque_backslash)*

setter_segment_run
  = $[^/\\]+

// search setter ("query state" as state override): the whole value; "#" is a query character.
query_only
  = $.*

// hash setter ("fragment state" as state override): the whole value.
fragment_only
  = fragment
