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

// auth-drive-invalid ::= [ "//" authority-ε ] drive   (a drive letter where a host would be)
auth_drive_invalid
  = slashes:(slash slash)? at:pos drive:drive
    { return [slashes === null ? null : emptyAuthority(at), drive, at]; }

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

// A path separator: "/", and in web and file modes also "\".
slash
  = "/"
  / &{ return special; } "\\"

// pchar := any \ { "%", "#", "?", "/" }, plus valid and invalid percent escapes
// (in runs, and "\" only where it is not a separator).
segment_run
  = $[^/\\?#]+
  / &{ return !special; } "\\"

// query ::= ( qchar | pct )*, qchar := any \ { "%", "#" }
query
  = $[^#]*

// fragment ::= ( fchar | pct )*, fchar := any \ { "%" }
fragment
  = $.*

// authority ::= ε | [ userinfo "@" ] host [ ":" port ]
// The host is the URL Standard's host buffer: it runs to the next ":" outside "[...]".
// Empty hosts are checked here: with credentials or a port the URL Standard fails (host-missing).
authority
  = start:pos credentials:(@userinfo last_at)? hostOffset:pos host:host_buffer port:(":" @port)?
    {
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
