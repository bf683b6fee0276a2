/** ISBN-13 from its first 12 digits: weights 1 and 3, check digit makes the sum a multiple of 10. */
export function isbn13(first12: string): string {
  if (!/^\d{12}$/.test(first12)) throw new Error(`ISBN needs 12 digits, got ${first12}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return first12 + String((10 - (sum % 10)) % 10);
}

export function isValidIsbn13(isbn: string): boolean {
  return /^\d{13}$/.test(isbn) && isbn13(isbn.slice(0, 12)) === isbn;
}
