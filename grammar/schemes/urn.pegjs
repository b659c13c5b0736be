// RFC 8141 "Uniform Resource Names (URNs)", section 2 (URN syntax), as a peggy grammar
// (../shared/specs/schemes/rfc8141.txt), with the "uuid" URN namespace: RFC 9562 section 4 (the
// UUID string format, ../shared/specs/schemes/rfc9562.txt; RFC 4122 section 3,
// ../shared/specs/schemes/rfc4122.txt, registered the namespace "urn:uuid:", whose NSS is that
// string). Rule names as in the ABNF, "-" written "_". pchar and fragment are RFC 3986's, imported
// from grammar/rfc3986.pegjs, as RFC 8141 section 2 says.
//
// What the generic syntax (RFC 3986) accepts and a URN does not: an NID that is not 2-32
// letters, digits and "-" with a letter or digit at each end (or, when it starts with "urn-",
// that is not an informal NID, section 5.2); an empty NSS or one starting with "/"; a "?" after
// the NSS that is not "?+" (r-component) or "?=" (q-component) ("SHOULD be treated as a syntax
// error by URN-specific parsers", section 2); an empty r-component or q-component; and, in the
// uuid namespace, an NSS that is not a UUID string.
//
// PEG: "PEG:" marks each place where ordered choice or greediness forced a change from the
// ABNF. test/schemes-urn.test.ts checks each spot both ways.
//
// @schemes urn
// @import rfc3986 pchar fragment ALPHA DIGIT HEXDIG
// @quiet pchar alphanum ldh hexOctet
// Equivalence (RFC 8141 section 3.1): the NID is case-insensitive (item 2), and so is a UUID
// (RFC 9562 section 4); percent-encodings are not decoded, only their hex digits uppercased
// (item 3: "%2c" and "%2C" are equivalent, "%2D" and "-" are not); and only the assigned-name
// is compared ("the r-component, q-component, and f-component ... are not taken into account").
//
// @case-insensitive NID uuid
// @keep-escapes
// @compared assigned-name

// Section 2: namestring = assigned-name [ rq-components ] [ "#" f-component ]. PEG: no change;
// rq-components matches "" when there is none.
namestring
  = a:assigned_name rq:rq_components f:("#" @f_component)?
    { return part('namestring', range(), [a, rq, f]); }

// Section 2: assigned-name = "urn" ":" NID ":" NSS. "urn" is a quoted string, so
// case-insensitive (RFC 5234 section 2.3; RFC 8141 section 3.1 item 1). In the uuid namespace
// (NID "uuid", case-insensitive: section 2.1) the NSS is a UUID string (RFC 4122 section 3).
// PEG: the two alternatives are guarded by the NID, so that an NSS that is not a UUID string
// fails in the uuid rule instead of being taken by the generic NSS of the second alternative.
assigned_name
  = s:("urn"i { return part('scheme', range()); }) ":"
    &("uuid"i ":") n:NID ":" nss:(u:uuid { return part('NSS', range(), [u]); })
    { return part('assigned-name', range(), [s, n, nss]); }
  / s:("urn"i { return part('scheme', range()); }) ":"
    !("uuid"i ":") n:NID ":" nss:NSS
    { return part('assigned-name', range(), [s, n, nss]); }

// Section 2: NID = (alphanum) 0*30(ldh) (alphanum). Case-insensitive (section 2.1).
// PEG: 0*30(ldh) would also take the last alphanum (ldh includes it), and the final (alphanum)
// would then fail; so an ldh is taken only when another ldh follows it, which leaves the last
// character of the run to the final (alphanum). The run stops early only at 30, where the ABNF
// stops too; an NID is always followed by ":", no ldh, so this takes exactly the ABNF's NID
// (and fails on a trailing "-": the final (alphanum) then meets it).
// Section 2.1: "Sections 5.1 and 5.2 impose additional constraints on the strings that can be
// used as NIDs": an NID starting with "urn-" is reserved for informal namespaces (section 5.1
// item 2), so it must be an InformalNamespaceName (section 5.2). The other constraints of
// section 5.1 (not registered yet, not "X-", two letters and "-", more than two characters) are
// rules for registering a formal NID, not checked here. PEG: the two alternatives are guarded by
// "urn-", so that "urn-abc" fails instead of being taken as a formal NID.
NID
  = (&"urn-"i InformalNamespaceName / !"urn-"i $(alphanum (ldh &ldh)|..30| alphanum))
    { return part('NID', range()); }

// Section 2: ldh = alphanum / "-"
ldh
  = alphanum / "-"

// Section 2 names alphanum among the rules "defined as part of the URI syntax [RFC3986]", which
// does not define it; it is RFC 2396's (section 1.6: alphanum = alpha | digit), as in RFC 2141.
alphanum
  = ALPHA / DIGIT

// Section 2: NSS = pchar *(pchar / "/")
NSS
  = $(pchar (pchar / "/")*)
    { return part('NSS', range()); }

// Section 5.2: InformalNamespaceName = "urn-" Number. Number = DigitNonZero 0*Digit, at most
// 28 characters: Number must "not cause the NID to exceed the length limitations" (32, section 2).
InformalNamespaceName
  = "urn-"i [1-9] DIGIT|..27|

// Section 2: rq-components = [ "?+" r-component ] [ "?=" q-component ]; null when both are absent.
rq_components
  = r:("?+" @r_component)? q:("?=" @q_component)?
    { return r === null && q === null ? null : part('rq-components', range(), [r, q]); }

// Section 2: r-component = pchar *( pchar / "/" / "?" ). PEG: "=" is a pchar, so the ABNF
// would also take a "?=" into the r-component; section 2.3.1 says "The r-component ends with a
// "?=" sequence (which begins a q-component)", so a "?" is taken only when no "=" follows it.
r_component
  = $(pchar (pchar / "/" / "?" !"=")*)
    { return part('r-component', range()); }

// Section 2: q-component = pchar *( pchar / "/" / "?" ). It ends at "#" (section 2.3.2).
q_component
  = $(pchar (pchar / "/" / "?")*)
    { return part('q-component', range()); }

// Section 2: f-component = fragment
f_component
  = fragment
    { return part('f-component', range()); }

// RFC 9562 section 4: UUID = 4hexOctet "-" 2hexOctet "-" 2hexOctet "-" 2hexOctet "-" 6hexOctet
// (8-4-4-4-12 hex digits; RFC 4122 section 3 gives the same string as time-low "-" time-mid
// "-" ...). Written "uuid": ABNF rule names are case-insensitive (RFC 5234 section 2.1).
// Case-insensitive: "the alphabetic characters may be all uppercase, all lowercase, or mixed
// case" (RFC 9562 section 4); "case insensitive on input" (RFC 4122 section 3).
uuid
  = $(hexOctet|4| "-" hexOctet|2| "-" hexOctet|2| "-" hexOctet|2| "-" hexOctet|6|)
    { return part('uuid', range()); }

// RFC 9562 section 4: hexOctet = HEXDIG HEXDIG (its HEXDIG is RFC 5234's, quoted strings, so
// either case).
hexOctet
  = HEXDIG HEXDIG
