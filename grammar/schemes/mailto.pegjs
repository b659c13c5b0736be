// RFC 6068 "The 'mailto' URI Scheme", section 2, as a peggy grammar
// (../shared/specs/schemes/rfc6068.txt). Rule names as in the ABNF, "-" written "_". The RFC 5322
// rules it names (dot-atom-text, quoted-string) and those they use are written here with their
// RFC 5322 sections; unreserved, pct-encoded and fragment are RFC 3986's (imported).
//
// Section 2 change 1: an address is its RFC 5322 addr-spec with some characters percent-encoded,
// so the RFC 5322 rules apply to the decoded address. Each RFC 5322 character rule here (atext,
// qtext, quoted-pair, dtext-no-obs, WSP; DQUOTE is "%22") therefore matches the URI text of one
// such character: the character itself if change 1 lets it stay unencoded (unreserved, "!", "$",
// "'", "(", ")", "*", "+", ",", ":", "@"), or "%" HEXDIG HEXDIG encoding any character of the
// rule. The address's own delimiters are characters: the "@" of addr-spec and the "," between
// addresses ("%40", "%2C" are data: RFC 3986 section 2.2); the "." of dot-atom-text is
// unreserved, so "." or "%2E" (RFC 3986 section 2.3). No CFWS, no folding (change 3), no obs-
// forms or NO-WS-CTL (change 2). Non-ASCII is percent-encoded UTF-8 in local-part and domain
// (changes 4, 5; RFC 6532 section 3.2 adds UTF8-non-ascii to atext and qtext), checked to be
// well-formed (RFC 3629 section 4). An address's value is the decoded address.
//
// hfname and hfvalue are *qchar, as the ABNF says; their values are decoded. Change 1 also wants
// ";" encoded, but qchar (some-delims) has it: addresses follow change 1 (their ABNF is RFC
// 5322's, which says nothing of URI characters), hfname and hfvalue the ABNF.
//
// The ABNF has no fragment: "fragment identifiers are meaningless, SHOULD NOT be used" (section
// 2, last paragraph), not MUST NOT; so RFC 3986's is allowed, as in any URI (RFC 3986 section 3).
//
// "PEG:" marks each place where ordered choice or greediness needed care;
// test/schemes-mailto.test.ts checks each both ways.
//
// @schemes mailto
// @import rfc3986 unreserved pct_encoded fragment ALPHA DIGIT HEXDIG
// @quiet qchar some_delims atext qtext qcontent quoted_pair dtext_no_obs WSP
// @case-insensitive domain hfname

// Section 2: mailtoURI = "mailto:" [ to ] [ hfields ], with RFC 3986's fragment (see above). The
// scheme is a quoted string, so case-insensitive (RFC 5234 section 2.3). PEG: no change; to
// never takes "?" or "#", hfields never takes "#".
mailtoURI
  = s:("mailto"i { return part('scheme', range()); }) ":" t:to? h:hfields? f:("#" @fragment)?
    { return part('mailtoURI', range(), [s, t, h, f === null ? null : part('fragment', f)]); }

// Section 2. PEG: no change; an addr-spec has no unencoded "," outside a quoted-string or a
// domain literal, which the closing "%22" or "%5D" ends, so each "," after one is a separator.
to
  = first:addr_spec rest:("," @addr_spec)*
    { return part('to', range(), [first, rest]); }

// Section 2
hfields
  = "?" first:hfield rest:("&" @hfield)*
    { return part('hfields', range(), [first, rest]); }

// Section 2
hfield
  = n:hfname "=" v:hfvalue
    { return part('hfield', range(), [n, v]); }

// Section 2: case-insensitive ("<hfname> is case-insensitive"); the value is the decoded name.
hfname
  = $qchar*
    { return part('hfname', range(), [], decoded(text())); }

// Section 2: the value is the decoded field value (UTF-8; MIME encoded words are left as they are).
hfvalue
  = $qchar*
    { return part('hfvalue', range(), [], decoded(text())); }

// Section 2: addr-spec = local-part "@" domain, percent-encoded as said above; the value is the
// decoded address. PEG: no change; local-part never takes an unencoded "@".
addr_spec
  = l:local_part "@" d:domain
    { return part('addr-spec', range(), [l, d], decoded(text())); }

// Section 2 (RFC 5322 section 3.4.1 without obs-local-part). PEG: no change; the first character
// decides: a quoted-string starts with "%22", which dot-atom-text never takes.
local_part
  = (dot_atom_text / quoted_string)
    { return part('local-part', range(), [], decoded(text())); }

// Section 2: dot-atom-text / "[" *dtext-no-obs "]", with "[" and "]" percent-encoded (change 1).
// Case-insensitive: RFC 5321 section 2.4 ("Mailbox domains follow normal DNS rules and are hence
// not case sensitive"), and RFC 6068 change 4 applies RFC 3986's reg-name considerations (RFC
// 3986 section 3.2.2: host is case-insensitive). PEG: no change; the first character decides.
domain
  = $(dot_atom_text / "%5B"i dtext_no_obs* "%5D"i)
    { return part('domain', range(), [], decoded(text())); }

// Section 2: %d33-90 / %d94-126 (printable US-ASCII but "[", "]" and "\"), as said above.
dtext_no_obs
  = [A-Za-z0-9\-._~!$'()*+,:@]
  / "%" ("2" [1-9A-Fa-f] / [346] HEXDIG / "5" [0-9AEFaef] / "7" [0-9A-Ea-e])

// Section 2
qchar
  = unreserved / pct_encoded / some_delims

// Section 2: "!" / "$" / "'" / "(" / ")" / "*" / "+" / "," / ";" / ":" / "@", as one class.
some_delims
  = [!$'()*+,;:@]

// RFC 5322 section 3.2.3: dot-atom-text = 1*atext *("." 1*atext); the "." is unreserved, so
// also "%2E" (RFC 3986 section 2.3). PEG: no change; atext never takes the "." (nor "%2E"), so
// each greedy 1*atext stops where a "." or the end of the atom is.
dot_atom_text
  = $(atext+ (("." / "%2E"i) atext+)*)

// RFC 5322 section 3.2.3: ALPHA / DIGIT / "!" / "#" / "$" / "%" / "&" / "'" / "*" / "+" / "-" /
// "/" / "=" / "?" / "^" / "_" / "`" / "{" / "|" / "}" / "~" (%x21 %x23-27 %x2A-2B %x2D %x2F-39
// %x3D %x3F %x41-5A %x5E-7E), plus UTF8-non-ascii (RFC 6532 section 3.2; RFC 6068 changes 4, 5).
// PEG: no change; the encoded ASCII octet (first hex digit 2-7) and UTF8-non-ascii (8-F) are
// disjoint, and a failed alternative gives its "%" back.
atext
  = ALPHA / DIGIT / [!$'*+\-_~]
  / "%" ("2" [13-7ABDFabdf] / "3" [0-9DFdf] / "4" [1-9A-Fa-f] / "5" [0-9AEFaef] / "6" HEXDIG / "7" [0-9A-Ea-e])
  / UTF8_non_ascii

// RFC 5322 section 3.2.4: quoted-string = [CFWS] DQUOTE *([FWS] qcontent) [FWS] DQUOTE [CFWS],
// without CFWS (change 3) and with FWS as its WSP only (no folding CRLF, which has no operational
// semantics, change 3): *([FWS] qcontent) [FWS] is then *(qcontent / WSP). DQUOTE is "%22".
// PEG: no change; neither qcontent nor WSP takes "%22", so the run stops at the closing quote.
quoted_string
  = "%22" (qcontent / WSP)* "%22"

// RFC 5322 section 3.2.4: qcontent = qtext / quoted-pair
qcontent
  = qtext / quoted_pair

// RFC 5322 section 3.2.4: %d33 / %d35-91 / %d93-126 (printable US-ASCII but "\" and DQUOTE),
// without obs-qtext (change 2), plus UTF8-non-ascii (RFC 6532 section 3.2; RFC 6068 change 5).
qtext
  = [A-Za-z0-9\-._~!$'()*+,:@]
  / "%" ("2" [13-9A-Fa-f] / [346] HEXDIG / "5" [0-9ABD-Fabd-f] / "7" [0-9A-Ea-e])
  / UTF8_non_ascii

// RFC 5322 section 3.2.1: quoted-pair = "\" (VCHAR / WSP), without obs-qp (change 2); "\" is "%5C".
quoted_pair
  = "%5C"i ([A-Za-z0-9\-._~!$'()*+,:@] / "%" ("09" / [2-6] HEXDIG / "7" [0-9A-Ea-e]))

// RFC 5234 Appendix B.1: WSP = SP / HTAB, percent-encoded (neither is a URI character).
WSP
  = "%20" / "%09"

// RFC 6532 section 3.1 (RFC 3629 section 4): UTF8-non-ascii = UTF8-2 / UTF8-3 / UTF8-4, each
// octet percent-encoded (RFC 6068 changes 4 and 5: non-ASCII characters are UTF-8, then each
// octet percent-encoded).
UTF8_non_ascii
  = UTF8_2 / UTF8_3 / UTF8_4

// RFC 3629 section 4: UTF8-2 = %xC2-DF UTF8-tail
UTF8_2
  = "%" ([Cc] [2-9A-Fa-f] / [Dd] HEXDIG) UTF8_tail

// RFC 3629 section 4: %xE0 %xA0-BF UTF8-tail / %xE1-EC 2( UTF8-tail ) /
// %xED %x80-9F UTF8-tail / %xEE-EF 2( UTF8-tail )
UTF8_3
  = "%" [Ee] "0" "%" [ABab] HEXDIG UTF8_tail
  / "%" [Ee] [1-9A-Ca-c] UTF8_tail UTF8_tail
  / "%" [Ee] [Dd] "%" [89] HEXDIG UTF8_tail
  / "%" [Ee] [EFef] UTF8_tail UTF8_tail

// RFC 3629 section 4: %xF0 %x90-BF 2( UTF8-tail ) / %xF1-F3 3( UTF8-tail ) /
// %xF4 %x80-8F 2( UTF8-tail )
UTF8_4
  = "%" [Ff] "0" "%" [9ABab] HEXDIG UTF8_tail UTF8_tail
  / "%" [Ff] [1-3] UTF8_tail UTF8_tail UTF8_tail
  / "%" [Ff] "4" "%" "8" HEXDIG UTF8_tail UTF8_tail

// RFC 3629 section 4: UTF8-tail = %x80-BF
UTF8_tail
  = "%" [89ABab] HEXDIG
