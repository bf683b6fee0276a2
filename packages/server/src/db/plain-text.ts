/**
 * Text a reader or librarian typed, as the database can store it: PostgreSQL text holds no
 * NUL and no lone surrogate, and other control characters (except line breaks and tabs) are
 * never meant. Shown text is escaped by the client; this only keeps writes from failing.
 */
export function plainText(text: string): string {
  return text
    .replace(/(?![\t\n\r])\p{Cc}/gu, "")
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}
