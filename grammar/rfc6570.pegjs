// RFC 6570 "URI Template", section 2 (syntax, levels 1 to 4), as a peggy grammar. One rule per
// ABNF rule, named as in the ABNF with "-" written "_"; the section defining each rule is cited
// above it. ALPHA, DIGIT and HEXDIG are RFC 5234's (section 1.1 of RFC 6570); ucschar and iprivate
// are RFC 3987's (section 1.5), written in from src/core/code-points.ts as in grammar/rfc3987.pegjs.
//
// PEG choice is ordered and commits to the first alternative that matches a prefix, while an
// ABNF alternation is a union; each place where that could matter is marked "PEG:". No rule is
// recursive and every choice retries at most a few characters, so parsing is linear in the input.
//
// The actions build the template's parts (src/template/types.ts) with their UTF-16 offsets; the
// reserved operators (op-reserve) are parsed, and src/template/parse.ts reports them.

// Section 2: URI-Template = *( literals / expression ). PEG: consecutive literals are one part,
// and the input must end after the repetition (the ABNF's whole-input match).
URI_Template
  = parts:(literal_run / expression)*
    { return { source: input, parts }; }

// Section 2.1: a run of literals, one part (the language is 1*literals).
literal_run
  = text:$literals+
    { const r = range(); return { type: 'literal', text, offset: r.start, length: r.end - r.start }; }

// Section 2.1: %x21 / %x23-24 / %x26 / %x28-3B / %x3D / %x3F-5B / %x5D / %x5F / %x61-7A / %x7E
// / ucschar / iprivate / pct-encoded. PEG: no change; the alternatives begin with different
// characters ("%" only pct-encoded). Not the ABNF: "'" (%x27) is allowed too, as the
// uritemplate-test project's section 2.1 case expects ("'{count}'"): "'" is an RFC 3986
// sub-delims character, which section 3.1 copies to the expansion unchanged.
literals
  = [!#$&'(-;=?-[\]_a-z~]
  / ucschar
  / iprivate
  / pct_encoded

// Section 2.2: expression = "{" [ operator ] variable-list "}".
expression
  = "{" op:operator? variables:variable_list "}"
    { const r = range(); return { type: 'expression', operator: op ?? '', variables, offset: r.start, length: r.end - r.start }; }

// Section 2.2
operator
  = op_level2 / op_level3 / op_reserve

// Section 2.2
op_level2
  = "+" / "#"

// Section 2.2
op_level3
  = "." / "/" / ";" / "?" / "&"

// Section 2.2: reserved for future extensions.
op_reserve
  = "=" / "," / "!" / "@" / "|"

// Section 2.3: variable-list = varspec *( "," varspec ).
variable_list
  = head:varspec tail:("," @varspec)*
    { return [head, ...tail]; }

// Section 2.3: varspec = varname [ modifier-level4 ].
varspec
  = name:varname modifier:modifier_level4?
    {
      const r = range();
      const prefix = typeof modifier === 'number' ? modifier : null;
      return { name, prefix, explode: modifier === true, offset: r.start, length: r.end - r.start };
    }

// Section 2.3: varname = varchar *( ["."] varchar ). PEG: no change: a "." not followed by a
// varchar fails its group, which leaves the "." unconsumed, as the ABNF does not take it either.
varname
  = $(varchar ("."? varchar)*)

// Section 2.3
varchar
  = ALPHA / DIGIT / "_" / pct_encoded

// Section 2.4: modifier-level4 = prefix / explode.
modifier_level4
  = prefix / explode

// Section 2.4.1: prefix = ":" max-length.
prefix
  = ":" @max_length

// Section 2.4.1: max-length = %x31-39 0*3DIGIT (a positive integer < 10000). PEG: the greedy
// 0*3DIGIT takes what the ABNF can take, since nothing after a varspec begins with a digit.
max_length
  = digits:$([1-9] DIGIT|0..3|)
    { return Number(digits); }

// Section 2.4.2
explode
  = "*"
    { return true; }

// Section 1.5 (RFC 3986 section 2.1): pct-encoded = "%" HEXDIG HEXDIG.
pct_encoded
  = "%" HEXDIG HEXDIG

// Section 1.5 (RFC 5234 B.1)
ALPHA
  = [A-Za-z]

// Section 1.5 (RFC 5234 B.1)
DIGIT
  = [0-9]

// Section 1.5 (RFC 5234 B.1; ABNF strings are case-insensitive)
HEXDIG
  = [0-9A-Fa-f]

// Section 1.5 (RFC 3987 section 2.2): written in by scripts/generator.js from UCSCHAR.
ucschar
  = <<ucschar>>

// Section 1.5 (RFC 3987 section 2.2): written in from IPRIVATE.
iprivate
  = <<iprivate>>
