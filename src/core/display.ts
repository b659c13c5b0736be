// The display policy for code points (docs/display.md): which decoded characters could hide or
// reorder what a reader sees, and so stay percent-encoded in uriToIRI and toDisplayString, and make
// an IDN label display as Punycode (src/host/confusable.ts). RFC 3987 section 4.1 asks this for the bidi
// controls; section 6.1 and UTS #39 section 3 ask for more. Defined once, here.

/**
 * Hidden or reordering code points, by Unicode property (UAX #44; Node's ICU data):
 * - Cc controls (C0, DEL, C1 U+0080-U+009F);
 * - Cf format characters: every bidi control and isolate (Bidi_Control: U+061C, U+200E, U+200F,
 *   U+202A-U+202E, U+2066-U+2069), zero widths U+200B-U+200D, U+2060-U+2064, BOM U+FEFF,
 *   soft hyphen U+00AD, U+180E, U+FFF9-U+FFFB, tags U+E0000-U+E007F;
 * - Zl, Zp (U+2028, U+2029) and Zs (NBSP U+00A0, U+1680, U+2000-U+200A, U+202F, U+205F, U+3000;
 *   U+0020 is excepted by isHiddenOrReordering, since RFC 3987 already keeps "%20");
 * - Noncharacter_Code_Point (U+FDD0-U+FDEF, U+xFFFE and U+xFFFF of every plane);
 * - Default_Ignorable_Code_Point (Unicode section 5.21): variation selectors U+180B-U+180F,
 *   U+FE00-U+FE0F, U+E0100-U+E01EF, Hangul fillers U+115F, U+1160, U+3164, U+FFA0, U+034F, and
 *   the unassigned code points reserved as ignorable;
 * - U+2800 BRAILLE PATTERN BLANK: a visible braille cell, but it draws nothing and is a common
 *   invisible filler, so it is kept too.
 */
const HIDDEN_OR_REORDERING =
  /^[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Zs}\p{Noncharacter_Code_Point}\p{Default_Ignorable_Code_Point}\u2800]$/u;

const SPACE = 0x20;

/** UTS #39 section 3.1, RFC 3987 section 4.1: whether cp can hide or reorder displayed text. */
export function isHiddenOrReordering(cp: number): boolean {
  if (cp === SPACE || cp < 0 || cp > 0x10ffff) return false;
  return HIDDEN_OR_REORDERING.test(String.fromCodePoint(cp));
}

/** Index of the first hidden or reordering code point in text, or -1. */
export function findHiddenOrReordering(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const cp = text.codePointAt(i) as number;
    if (isHiddenOrReordering(cp)) return i;
    if (cp > 0xffff) i++;
  }
  return -1;
}
