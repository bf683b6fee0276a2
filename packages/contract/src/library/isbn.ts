/*
 * ISBNs as people type and scan them (issue 38): ISBN-13 ("978-962-07-0211-8", a barcode's
 * "9789620702118") or the older ISBN-10 ("962-07-0211-X"), with or without hyphens and spaces.
 * The catalogue keeps each as its 13 digits; an ISBN-10 is the same book as "978" + its first
 * nine digits with a new check digit. A check digit that does not add up is a typing mistake.
 */

/** ISBN-13 from its first 12 digits: weights 1 and 3, the check digit makes the sum a multiple of 10. */
export function isbn13(first12: string): string {
  if (!/^\d{12}$/.test(first12)) throw new Error(`ISBN needs 12 digits, got ${first12}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return first12 + String((10 - (sum % 10)) % 10);
}

/** Whether ten characters are an ISBN-10 whose check digit (0–9 or X, weights 10…1) adds up. */
function isIsbn10(isbn: string): boolean {
  if (!/^\d{9}[\dX]$/.test(isbn)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (isbn[i] === "X" ? 10 : Number(isbn[i])) * (10 - i);
  return sum % 11 === 0;
}

/**
 * The 13 digits of an ISBN as typed or scanned, either form, hyphens and spaces ignored; null
 * when it is not one (a wrong length or prefix, a check digit that does not add up).
 */
export function normalizeIsbn(typed: string): string | null {
  const isbn = typed.replace(/[\s-]/g, "").toUpperCase();
  if (isbn.length === 10) return isIsbn10(isbn) ? isbn13(`978${isbn.slice(0, 9)}`) : null;
  return /^97[89]\d{10}$/.test(isbn) && isbn13(isbn.slice(0, 12)) === isbn ? isbn : null;
}
