import { toSimplified } from "./traditional-to-simplified";

/*
 * How books are matched by keyword. Catalogue text and keywords go through the same `fold`:
 * NFKC (full-width → half-width), lower case, Traditional → Simplified, and every run of
 * punctuation or spaces becomes one space. Matching is then plain substring matching on
 * folded text, served by two indexes:
 *
 * - 3+ characters: `search_text LIKE '%term%'`, answered by a pg_trgm GIN index. It works for
 *   Chinese as for English (pg_trgm makes trigrams of CJK characters too).
 * - 1–2 characters: trigrams cannot serve them (LIKE '%恐龍%' scans the whole table), so
 *   `search_grams` lists every CJK character and pair of each field, and `@>` on its GIN
 *   index finds them exactly. A 1–2 letter Latin keyword matches the start of a word ("ha"
 *   finds "Harry", not "chat"): every substring of every word would bloat the index for a
 *   query nobody means.
 */

const HAN = /\p{Script=Han}/u;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

export function fold(text: string): string {
  return toSimplified(text.normalize("NFKC").toLowerCase()).replace(NOT_WORD, " ").trim();
}

export interface SearchableBook {
  nameZh: string;
  nameEn: string;
  author: string;
  publisher: string;
  isbn: string;
}

/** Title (zh), title (en), author, publisher, ISBN — folded, one per line (titles first: ranking reads them). */
export function searchTextOf(book: SearchableBook): string {
  return [book.nameZh, book.nameEn, book.author, book.publisher, book.isbn].map(fold).join("\n");
}

/** The 1–2 character keys of a book: CJK characters and pairs, 1–2 letter starts of words. */
export function searchGramsOf(book: SearchableBook): string[] {
  const grams = new Set<string>();
  for (const field of [book.nameZh, book.nameEn, book.author, book.publisher]) {
    for (const word of fold(field).split(" ")) addGrams(word, grams);
  }
  const isbn = fold(book.isbn);
  grams.add(isbn.slice(0, 1));
  grams.add(isbn.slice(0, 2));
  grams.delete("");
  return [...grams];
}

function addGrams(word: string, grams: Set<string>) {
  const chars = [...word];
  let latin = "";
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    if (HAN.test(ch)) {
      if (latin) addLatin(latin, grams);
      latin = "";
      grams.add(ch);
      const next = chars[i + 1];
      if (next && HAN.test(next)) grams.add(ch + next);
    } else {
      latin += ch;
    }
  }
  if (latin) addLatin(latin, grams);
}

function addLatin(word: string, grams: Set<string>) {
  const chars = [...word];
  grams.add(chars[0]!);
  if (chars.length > 1) grams.add(chars[0]! + chars[1]!);
}

export type SearchTerm = { kind: "gram"; value: string } | { kind: "like"; value: string };

/** An ISBN typed with hyphens or spaces: compare digits only. */
const ISBN_LIKE = /^[\d\s-]{9,20}[\dxX]$/;

/**
 * The terms of a keyword: every term must match (in any field). Short terms use the gram
 * index; longer ones (and short mixed ones, rare) the trigram index.
 */
export function searchTerms(keyword: string): { terms: SearchTerm[]; phrase: string } {
  const trimmed = keyword.trim();
  const folded = ISBN_LIKE.test(trimmed) ? fold(trimmed.replace(/[\s-]/g, "")) : fold(trimmed);
  const words = [...new Set(folded.split(" ").filter(Boolean))].slice(0, 5);
  const terms = words.map((word): SearchTerm => {
    const chars = [...word];
    const allHan = chars.every((ch) => HAN.test(ch));
    const noHan = chars.every((ch) => !HAN.test(ch));
    if (chars.length <= 2 && (allHan || noHan)) return { kind: "gram", value: word };
    return { kind: "like", value: word };
  });
  return { terms, phrase: words.join(" ") };
}

/** A LIKE pattern that matches `value` literally anywhere. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
