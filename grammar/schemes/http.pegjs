// RFC 9110 "HTTP Semantics", sections 4.2.1 (http URI scheme) and 4.2.2 (https URI scheme), as
// a peggy grammar (../shared/specs/schemes/rfc9110.txt). Rule names as in the ABNF, "-" written
// "_". authority, path-abempty and query are RFC 3986's ("[URI]"); userinfo, host, port,
// path-abempty, query and fragment are imported from grammar/rfc3986.pegjs.
//
// Unlike the generic syntax:
// - the authority is required, and its host must not be empty (section 4.2.1: "A sender MUST NOT
//   generate an "http" URI with an empty host identifier. A recipient that processes such a URI
//   reference MUST reject it as invalid."; section 4.2.2 says the same of "https");
// - the path is path-abempty (the only path that can follow an authority anyway).
// userinfo is kept, as the ABNF (RFC 3986's authority) allows it, although RFC 9110 section 4.2.4
// (not in the excerpt) deprecates it: "A sender MUST NOT generate the userinfo subcomponent (and
// its "@" delimiter) when an "http" or "https" URI reference is generated within a message".
//
// Fragment: http-URI has none, but a fragment is not part of a scheme's syntax: RFC 9110 section
// 4.2.5 (not in the excerpt), "http(s) References with Fragment Identifiers", refers to RFC 3986
// section 3.5, and RFC 3986 section 4.3 says "Scheme specifications will not define fragment
// identifier syntax or usage ... as fragment identification is orthogonal to scheme definition".
// So, as for any URI, a fragment is accepted at the end.
//
// Components: 'http-URI' or 'https-URI', with 'scheme', 'authority' ('userinfo', 'host',
// 'port'), 'path', 'query' and 'fragment'.
//
// Equivalence (section 4.2.3): "The scheme and host are case-insensitive" (@case-insensitive);
// the default port (80, 443) and an empty path ("/") are RFC 3986 section 6.2.3 normalisation,
// done for every special scheme by src/rfc/normalize.ts.
//
// @schemes http https
// @import rfc3986 userinfo host port path_abempty query fragment
// @quiet pchar segment
// @case-insensitive scheme host

// Section 4.2.1: http-URI = "http" "://" authority path-abempty [ "?" query ]
// Section 4.2.2: https-URI = "https" "://" authority path-abempty [ "?" query ]
// The one start rule reads both; the component is named by the scheme. The schemes are quoted
// strings, so case-insensitive (RFC 5234 section 2.3), as a scheme is (RFC 3986 section 3.1).
// PEG: "https" before "http", which is its prefix ("http" would take "https://" up to the "s").
// "://" is written ":" "//" (the same strings), so that a missing slash is reported after the ":".
http_URI
  = s:("https"i { return part('scheme', range()); } / "http"i { return part('scheme', range()); })
    ":" "//" a:authority p:path_abempty q:("?" @query)? f:("#" @fragment)?
    {
      const name = s.end - s.start === 5 ? 'https-URI' : 'http-URI';
      return part(name, range(), [s, a, part('path', p.range), q === null ? null : part('query', q), f === null ? null : part('fragment', f)]);
    }

// RFC 3986 section 3.2: authority = [ userinfo "@" ] host [ ":" port ], with a host that is not
// empty (section 4.2.1). RFC 3986's host is IP-literal / IPv4address / reg-name, and only a
// reg-name can be empty: the host is taken as RFC 3986 reads it, and rejected when it matched no
// character. So the host is a non-empty reg-name, an IP-literal or an IPv4address.
// PEG: userinfo is taken only when "@" ends it (a lookahead, which reports nothing), so that
// without one a failure is reported where the host ends ("http://:80/": the empty host, at ":")
// rather than where a userinfo would; userinfo cannot contain "@", so its greedy run followed by
// "@" is the only split, as in RFC 3986's authority. The language is the same.
authority
  = u:(&(userinfo "@") @userinfo "@")? h:host &{ return h.range.end > h.range.start; } p:(":" @port)?
    { return part('authority', range(), [u === null ? null : part('userinfo', u), part('host', h.range), p === null ? null : part('port', p)]); }
