// RFC 2397 "The "data" URL scheme", section 3 (Syntax), as a peggy grammar
// (../shared/specs/schemes/rfc2397.txt). Rule names as in the RFC's grammar, "-" written "_".
//
// RFC 2397 imports "urlchar" from RFC 2396 and "type", "subtype", "attribute" and "value" from
// RFC 2045 (tokens, "represented using URL escaped encoding of [RFC2396] as necessary"). Neither
// is copied here: RFC 2396 is obsoleted by RFC 3986, and both are written with RFC 3986 rules,
// imported from grammar/rfc3986.pegjs (see urlchar and token).
//
// Fragment: RFC 2397's dataurl has none, but a fragment is not part of a scheme's syntax: RFC 2396
// section 4 puts [ "#" fragment ] on the URI reference, and RFC 3986 section 4.3 says "Scheme
// specifications will not define fragment identifier syntax or usage ... as fragment
// identification is orthogonal to scheme definition" (section 3.5: its semantics "are independent
// of the URI scheme"). So a fragment is accepted after the data, which cannot contain "#".
//
// Components: 'dataurl', with 'scheme', 'mediatype' (when not empty: 'type', 'subtype',
// 'parameter' with 'attribute' and 'value'; each token's value is its text percent-decoded),
// 'base64' when present, 'data' and 'fragment'. The value of 'data' is its text percent-decoded
// as UTF-8 (decoded()) only when it is text that decoded() can read: no ";base64" (the text is
// then the base64 encoding of the octets) and a charset that is absent (section 2: the default
// is US-ASCII, a subset of UTF-8), "US-ASCII" or "UTF-8" (the first charset parameter counts).
// Otherwise the octets are only in the text: read them from there (e.g. the charset=iso-8859-7
// example of section 4). Without a charset, octets of a binary type read as UTF-8 give U+FFFD.
//
// Equivalence (@case-insensitive): RFC 2045 section 5.1, "The type, subtype, and parameter
// names are not case sensitive"; ";base64", see dataurl. Parameter values are not (RFC 2045
// section 5.1: "normally case sensitive").
//
// @schemes data
// @import rfc3986 pchar pct_encoded unreserved fragment
// @quiet urlchar token pchar
// @case-insensitive type subtype attribute base64

// Section 3: dataurl := "data:" [ mediatype ] [ ";base64" ] "," data
// "data" is the scheme, so case-insensitive (RFC 3986 section 3.1). RFC 2397 does not name its
// notation; its ":=" rules are written as RFC 2045's, whose notation is RFC 822's (RFC 2045
// section 2), where "when matching any other syntactic unit, case is to be ignored" (RFC 822
// section 3.4.7; a quoted string in ABNF is case-insensitive too, RFC 5234 section 2.3). So
// ";base64" is case-insensitive: ";BASE64" too.
// PEG: mediatype's *( ";" parameter ) does not take ";base64": a parameter needs "=" (section 3:
// ";base64" "is distinguishable from a content-type parameter by the fact that it doesn't have a
// following "=" sign"), and a failed repetition gives back its ";". So ";base64=x" is a parameter
// and ";base64" is the extension, as in the RFC.
dataurl
  = s:("data"i { return part('scheme', range()); }) ":"
    m:mediatype
    b:(";base64"i { return part('base64', range()); })?
    "," d:data
    f:("#" @fragment)?
    {
      let charset = null;
      if (m !== null) {
        for (const p of m.components) {
          if (p.name === 'parameter' && p.components[0].value.toLowerCase() === 'charset') { charset = p.components[1].value.toLowerCase(); break; }
        }
      }
      const text = b === null && (charset === null || charset === 'us-ascii' || charset === 'utf-8');
      const dataPart = text ? part('data', d, [], decoded(input.slice(d.start, d.end))) : part('data', d);
      return part('dataurl', range(), [s, m, b, dataPart, f === null ? null : part('fragment', f)]);
    }

// Section 3: mediatype := [ type "/" subtype ] *( ";" parameter )
// PEG: no change. type and subtype take no "/" and no ";", so "type" stops at the "/" and the
// repetition at the first ";" that is not a parameter. mediatype matches the empty string, so
// the brackets of [ mediatype ] change nothing: an empty mediatype (data:,x) is no component.
mediatype
  = t:(@type "/" @subtype)? p:(";" @parameter)*
    {
      // One flat list: part() spreads a nested list into a call, which a long one overflows.
      const at = range();
      return at.start === at.end ? null : part('mediatype', at, t === null ? p : [t[0], t[1], ...p]);
    }

// Section 3: RFC 2045's type token (section 5.1), in its URL form.
type
  = token { return part('type', range(), [], decoded(text())); }

// Section 3: RFC 2045's subtype token (section 5.1), in its URL form.
subtype
  = token { return part('subtype', range(), [], decoded(text())); }

// Section 3: parameter := attribute "=" value
parameter
  = a:attribute "=" v:value
    { return part('parameter', range(), [a, v]); }

// Section 3: RFC 2045's attribute token (section 5.1), in its URL form.
attribute
  = token { return part('attribute', range(), [], decoded(text())); }

// Section 3: RFC 2045's value := token / quoted-string (section 5.1), in its URL form. A quoted
// string's quote mark is not a urlchar (section 3), so it can only be written escaped, "%22",
// and any tspecial in it too ("parameter values should use the URL Escaped encoding instead of
// quoted string if the parameter values contain any "tspecial""): both are the URL form of token.
value
  = token { return part('value', range(), [], decoded(text())); }

// Section 3: data := *urlchar
data
  = $urlchar*
    { return range(); }

// Section 3: "urlchar" is imported from [RFC2396]: its uric = reserved / unreserved / escaped,
// that is alphanumerics, the marks "-" "_" "." "!" "~" "*" "'" "(" ")", the reserved ";" "/"
// "?" ":" "@" "&" "=" "+" "$" "," and "%" HEX HEX. In RFC 3986 terms that is exactly unreserved,
// sub-delims, ":", "@", "/", "?" and pct-encoded: pchar / "/" / "?", the characters of its query
// and fragment. Neither has "#", "[" or "]".
urlchar
  = pchar / "/" / "?"

// RFC 2045 section 5.1: token := 1*<any (US-ASCII) CHAR except SPACE, CTLs, or tspecials>, in
// its URL form (RFC 2397 section 3: "represented using URL escaped encoding of [RFC2396] as
// necessary"): the token characters that are urlchars (RFC 3986's unreserved and the sub-delims
// "!" "$" "&" "'" "*" "+"), and escapes. The others ("#", "%", "^", "`", "{", "|", "}" and the
// tspecials) must be escaped; what an escape decodes to is not checked.
token
  = $(unreserved / pct_encoded / [!$&'*+])+
