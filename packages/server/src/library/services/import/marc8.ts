import marc8Mapping from "marc8/lib/marc8_mapping.js";

/*
 * MARC-8, the character encoding of MARC 21 records whose leader position 9 is blank: ASCII
 * and ANSEL by default, other sets switched in by escape sequences — among them EACC, three
 * bytes a character, in which older Chinese, Japanese and Korean records were written. The
 * code tables are the Library of Congress's, as the `marc8` package carries them; this module
 * is the decoder (the package's own function is not used: it turns a Buffer into a deprecated
 * `new Buffer` copy and misreads some escapes).
 */

const { CODESETS } = marc8Mapping;

const ESC = 0x1b;
const ASCII = 0x42;
const ANSEL = 0x45;
const EACC = 0x31;

/** The character sets a MARC-8 escape may designate as G0 (`(`, `,`, `$`) or G1 (`)`, `-`). */
const G0 = new Set([0x28, 0x2c, 0x24]);
const G1 = new Set([0x29, 0x2d]);
/** Technique 1: ESC and one of these makes it G0 at once (Greek symbols, sub-, superscripts). */
const TECHNIQUE_1: Record<number, number> = { 0x67: 0x67, 0x62: 0x62, 0x70: 0x70, 0x73: ASCII };

/**
 * Text from MARC-8 bytes (one field's or subfield's), in Unicode NFC. ANSEL's combining marks
 * come before their letter in MARC-8 and after it in Unicode; a byte no table has becomes
 * U+FFFD, so a damaged record is read rather than refused.
 */
export function decodeMarc8(bytes: Uint8Array): string {
  let g0 = ASCII;
  let g1 = ANSEL;
  let out = "";
  let marks = "";
  const put = (code: number, combining: boolean) => {
    const char = String.fromCodePoint(code);
    if (combining) marks += char;
    else {
      out += char + marks;
      marks = "";
    }
  };
  let i = 0;
  while (i < bytes.length) {
    const byte = bytes[i]!;
    if (byte === ESC) {
      const next = bytes[i + 1];
      if (next === undefined) break;
      if (next in TECHNIQUE_1) {
        g0 = TECHNIQUE_1[next]!;
        i += 2;
        continue;
      }
      // ESC $ F (EACC as G0), ESC $ , F, ESC ( F, ESC $ ) F, ESC ) F…
      let at = i + 1;
      const multibyte = bytes[at] === 0x24;
      if (multibyte) at++;
      const intermediate = bytes[at]!;
      if (G0.has(intermediate) || G1.has(intermediate)) at++;
      const final = bytes[at];
      if (final === undefined) break;
      if (G1.has(intermediate)) g1 = final;
      else g0 = final;
      i = at + 1;
      continue;
    }
    // The space is one byte in every set, EACC too.
    if (byte === 0x20) {
      put(0x20, false);
      i++;
      continue;
    }
    if (byte < 0x20) {
      put(byte, false);
      i++;
      continue;
    }
    const set = byte >= 0x80 ? g1 : g0;
    if (set === EACC && byte < 0x80) {
      const code = (byte << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
      const found = CODESETS[EACC]![code];
      put(found ? found[0] : 0xfffd, false);
      i += 3;
      continue;
    }
    // A set designated as G0 keeps its table's high-bit keys (ANSEL as G0: 0xA1…).
    const found = CODESETS[set]?.[byte] ?? CODESETS[set]?.[byte | 0x80];
    if (found) put(found[0], found[1] === 1);
    else put(0xfffd, false);
    i++;
  }
  return (out + marks).normalize("NFC");
}
