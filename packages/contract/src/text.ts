/**
 * The one normalisation of free text (issue 17 point 3), applied by the contract's text fields
 * before they are checked, so the client and the server treat a field identically:
 *
 * - Unicode NFC, so one word is stored one way;
 * - line breaks kept (as "\n"), tabs become spaces, every other control character removed;
 * - invisible characters removed: format characters (zero-width space and joiners, word joiner,
 *   bidirectional overrides and isolates, soft hyphen, BOM, …) and the blank "filler" letters
 *   that render as nothing (Hangul fillers, braille blank). A zero-width joiner between two
 *   emoji stays: it is what draws a family or a flag as one picture;
 * - spaces at both ends trimmed.
 *
 * A field whose text is blank after this is blank: "required" refuses it.
 */
const CONTROL = /[\p{Cc}]/gu;
const FORMAT = /\p{Cf}|[\u115F\u1160\u3164\uFFA0\u2800]/gu;
const JOINED_EMOJI = /(\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu;
const KEPT_JOINER = "\uE000";

export function normalizeText(value: string): string {
  return (
    value
      .normalize("NFC")
      .replace(/\r\n?/g, "\n")
      .replace(/\t/g, " ")
      .replace(CONTROL, (c) => (c === "\n" ? c : ""))
      // Emoji sequences keep their joiner: set aside, the rest of the format characters go.
      .replace(JOINED_EMOJI, `$1${KEPT_JOINER}`)
      .replace(FORMAT, "")
      .replaceAll(KEPT_JOINER, "\u200D")
      .trim()
  );
}

let graphemes: Intl.Segmenter | undefined;

/**
 * How many characters a reader counts in `text`: grapheme clusters, so "陳", "👍" and "👨‍👩‍👧"
 * are one each (a UTF-16 count makes the family five). Every text limit counts this way, on
 * the client's counter and on the server alike.
 */
export function textLength(text: string): number {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  return [...graphemes.segment(text)].length;
}
