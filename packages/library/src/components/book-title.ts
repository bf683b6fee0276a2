import type { Locale } from "@campus/contract";

interface Named {
  name_zh: string;
  name_en: string;
}

/** The title in the reader's language first; the other one, when it differs, as a subtitle. */
export function bookTitle(book: Named, locale: Locale): { title: string; subtitle: string | null } {
  const english = locale === "en-US";
  const title = (english ? book.name_en : book.name_zh) || book.name_zh || book.name_en;
  const other = english ? book.name_zh : book.name_en;
  return { title, subtitle: other && other !== title ? other : null };
}

/** The same for records, which name the book as `book_name_zh` / `book_name_en`. */
export function recordTitle(
  record: { book_name_zh: string; book_name_en: string },
  locale: Locale,
) {
  return bookTitle({ name_zh: record.book_name_zh, name_en: record.book_name_en }, locale).title;
}

/** Names with three spellings (categories, schools) in the reader's language. */
export function localName(
  item: { name_zh: string; name_cn: string; name_en: string },
  locale: Locale,
) {
  if (locale === "en-US") return item.name_en;
  return locale === "zh-CN" ? item.name_cn : item.name_zh;
}
