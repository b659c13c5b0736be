// RFC 8089 "The "file" URI Scheme", section 2 (Syntax) with the nonstandard forms of Appendix E
// as Appendix F collects them, as a peggy grammar (../shared/specs/schemes/rfc8089.txt). Rule
// names as in the ABNF, "-" written "_". host, userinfo, path-absolute, IPv4address, IPv6address,
// IPvFuture and reg-name are RFC 3986's, imported from grammar/rfc3986.pegjs (RFC 8089 section 2
// imports host and path-absolute from RFC 3986 "as updated by [RFC6874]": RFC 6874's zone
// identifiers are the opt-in options.zoneIds of the imported IP-literal, which parseScheme does
// not pass, so "file://[fe80::1%25eth0]/p" is not read here).
//
// Appendix F: the rules and alternatives marked "Appendix E" below are the RFC's nonstandard
// syntax variations ("not normative"), included as Appendix F collects them: user information
// (E.1), drive letters (E.2, with the vertical line of E.2.2) and UNC strings in the path (E.3.2).
// Without them the grammar is section 2's: file-URI = file-scheme ":" file-hier-part, with
// auth-path = [ file-auth ] path-absolute, local-path = path-absolute, file-auth = "localhost" /
// host. The vertical line of E.2.2 is not an RFC 3986 character ("[RFC3986] forbids the use of the
// vertical line"), so validate() rejects such URIs with the generic grammar before this one.
//
// Query: file-URI has none (section 2), and path-absolute takes no "?": "file:///a?b" fails.
// Fragment: not part of a scheme's syntax (RFC 3986 section 4.3: "Scheme specifications will not
// define fragment identifier syntax or usage ... as fragment identification is orthogonal to
// scheme definition"; section 3.5), so a fragment is accepted at the end, as for any URI.
//
// Components: 'file-URI', with 'file-scheme'; 'file-auth' (with 'userinfo' and 'host', or
// nothing for "localhost") or 'unc-authority' (with 'file-host'); 'drive-letter', or
// 'file-absolute' (with 'drive-letter'); 'path' (the path-absolute: "the path component", section
// 2); 'fragment'. An empty authority ("file:///p") has no 'file-auth': the file is local (section 3).
//
// Equivalence (@case-insensitive): drive letters, Appendix E.2: "comparison of drive letters in
// DOS or Windows file paths is case insensitive"; the UNC host (file-host), Appendix E.3.2: "the
// "file-host" rule is the same as "host"", which is case-insensitive (RFC 3986 section 3.2.2).
// The path is not (section 2: "Any transport-related handling of the file URI scheme MUST retain
// the case as given").
//
// @schemes file
// @import rfc3986 host userinfo path_absolute fragment IPv4address IPv6address IPvFuture reg_name unreserved pct_encoded sub_delims ALPHA
// @quiet pchar segment segment_nz
// @case-insensitive drive-letter file-host

// Section 2: file-URI = file-scheme ":" file-hier-part; with the fragment of any URI.
file_URI
  = s:file_scheme ":" h:file_hier_part f:("#" @fragment)?
    { return part('file-URI', range(), [s, h, f === null ? null : part('fragment', f)]); }

// Section 2: file-scheme = "file". A quoted string, so case-insensitive (RFC 5234 section 2.3),
// as a scheme is (RFC 3986 section 3.1).
file_scheme
  = "file"i
    { return part('file-scheme', range()); }

// Section 2: file-hier-part = ( "//" auth-path ) / local-path
// PEG: no change. local-path cannot begin with "//" (path-absolute cannot, and file-absolute has a
// letter second), so "//" commits to auth-path.
file_hier_part
  = "//" @auth_path
  / local_path

// Section 2: auth-path = [ file-auth ] path-absolute
// Appendix F adds  / [ file-auth ] file-absolute    (E.2.2)
//                  / unc-authority path-absolute    (E.3.2)
// PEG: three changes, each tested both ways.
// - [ file-auth ]: file-auth matches the empty string (an empty reg-name), which the ABNF also
//   reads as no file-auth; it is only tried when no "/" follows, so an empty authority
//   ("file:///p") gives no file-auth component, as section 3 reads it (no file-auth: local).
// - file-absolute is tried before path-absolute: whenever it matches, "/" drive-letter
//   path-absolute, the text is also a path-absolute (when the drive letter ends with ":"), and
//   the drive letter is then a component. Its path-absolute may stop at "//" where the longer
//   path-absolute goes on ("/c://x"), so it must not be followed by "/".
// - path-absolute cannot begin with "//" and stops before it ("//h/p" is "/" then "/h/p"); the
//   guard !"/" leaves that text to unc-authority, which begins with "//".
auth_path
  = a:(!"/" @file_auth)? p:file_absolute { return a === null ? [p] : [a, p]; }
  / a:(!"/" @file_auth)? p:path_absolute !"/" { return a === null ? [part('path', p.range)] : [a, part('path', p.range)]; }
  / u:unc_authority p:path_absolute !"/" { return [u, part('path', p.range)]; }

// Section 2: local-path = path-absolute
// Appendix F (E.2, E.2.2): local-path = [ drive-letter ] path-absolute / file-absolute
// PEG: file-absolute first, for the reason given at auth-path; the other alternative then takes
// "/c:" and "/c://x" (a path-absolute) and "c:/x" (a drive letter and a path-absolute).
local_path
  = file_absolute
  / d:drive_letter? p:path_absolute !"/" { return d === null ? [part('path', p.range)] : [d, part('path', p.range)]; }

// Section 2: file-auth = "localhost" / host
// Appendix F (E.1): file-auth = "localhost" / [ userinfo "@" ] host
// "localhost" is "the machine from which the URI is being interpreted," exactly as if no
// authority were present": a file-auth without a host component. A quoted string, so
// case-insensitive (RFC 5234 section 2.3). PEG: "localhost" is also a prefix of a longer reg-name
// ("localhost.example.com", "localhost@h"); a file-auth is always followed by "/" (path-absolute,
// file-absolute), so "localhost" counts only when "/" follows, and a longer name is a host.
// userinfo cannot contain "@", so its greedy run followed by "@" is the only split (as in RFC
// 3986's authority). PEG: that run is only taken when "@" ends it (a lookahead, which reports
// nothing), so that without one a failure is reported where the host ends ("h:80/p": at ":", no
// port in file-auth) rather than where a userinfo would; the language is the same.
file_auth
  = "localhost"i &"/"
    { return part('file-auth', range()); }
  / u:(&(userinfo "@") @userinfo "@")? h:host
    { return part('file-auth', range(), [u === null ? null : part('userinfo', u), part('host', h.range)]); }

// Appendix E.3.2: unc-authority = 2*3"/" file-host
// PEG: the repetition is greedy and would not give back a slash, but the ABNF also reads
// "///x" (after the "//" of file-hier-part) as two slashes, an empty file-host and the path "/x";
// so three slashes are tried first and two after, each with what must follow it. With three
// slashes, "/////h/p" has the host "h", as E.3.2 intends ("with an extra slash").
unc_authority
  = "///" h:file_host &("/" !"/")
    { return part('unc-authority', range(), [h]); }
  / "//" h:file_host
    { return part('unc-authority', range(), [h]); }

// Appendix E.3.2: file-host = inline-IP / IPv4address / reg-name
// PEG: inline-IP and IPv4address are also prefixes of longer reg-names ("%5Bv1.x%5Dy",
// "1.2.3.4.5"); so, as RFC 3986's host does, they count only when no reg-name character follows.
file_host
  = inline_IP !(unreserved / pct_encoded / sub_delims)
    { return part('file-host', range()); }
  / IPv4address !(unreserved / pct_encoded / sub_delims)
    { return part('file-host', range()); }
  / reg_name
    { return part('file-host', range()); }

// Appendix E.3.2: inline-IP = "%5B" ( IPv6address / IPvFuture ) "%5D"
// "the same as "host" but with percent-encoding applied to "[" and "]" characters". Quoted
// strings, so case-insensitive (RFC 5234 section 2.3): "%5b" too.
inline_IP
  = "%5B"i (IPv6address / IPvFuture) "%5D"i

// Appendix E.2.2: file-absolute = "/" drive-letter path-absolute
// PEG: not followed by "/" (see auth-path).
file_absolute
  = "/" d:drive_letter p:path_absolute !"/"
    { return part('file-absolute', range(), [d, part('path', p.range)]); }

// Appendix E.2: drive-letter = ALPHA ":"; E.2.2 adds / ALPHA "|"
drive_letter
  = ALPHA (":" / "|")
    { return part('drive-letter', range()); }
