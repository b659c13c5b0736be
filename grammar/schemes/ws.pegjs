// RFC 6455 "The WebSocket Protocol", section 3 (WebSocket URIs), as a peggy grammar
// (../shared/specs/schemes/rfc6455.txt). Rule names as in the ABNF, "-" written "_". Host, port,
// path and query are RFC 3986's, imported from grammar/rfc3986.pegjs. Unlike the generic syntax,
// a WebSocket URI has no userinfo and no fragment ("Fragment identifiers are meaningless in the
// context of WebSocket URIs and MUST NOT be used").
//
// @schemes ws wss
// @import rfc3986 host port path_abempty query

// Section 3: ws-URI / wss-URI. The scheme is a quoted string in the ABNF, so case-insensitive
// (RFC 5234 section 2.3). PEG: "wss" before "ws", which is its prefix.
WebSocket_URI
  = scheme:("wss"i { return part('scheme', range()); } / "ws"i { return part('scheme', range()); })
    ":" "//" h:host p:(":" @port)? path:path q:("?" @query)?
    { return part('ws-URI', range(), [scheme, part('host', h.range), p === null ? null : part('port', p), path, q === null ? null : part('query', q)]); }

// Section 3: path = <path-abempty, defined in [RFC3986], Section 3.3>
path
  = p:path_abempty { return part('path', p.range); }
