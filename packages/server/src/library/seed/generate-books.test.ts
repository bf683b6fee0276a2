import { describe, expect, it } from "vitest";
import { generateBooks, NOTABLE_ISBNS } from "./generate-books";
import { isValidIsbn13 } from "./isbn";

describe("generateBooks", () => {
  const books = generateBooks(2_000);

  it("makes the same catalogue every time", () => {
    expect(generateBooks(2_000).map((b) => b.isbn)).toEqual(books.map((b) => b.isbn));
  });

  it("gives unique, valid ISBN-13s and both titles to every book", () => {
    expect(new Set(books.map((b) => b.isbn)).size).toBe(books.length);
    for (const b of books) {
      expect(isValidIsbn13(b.isbn)).toBe(true);
      expect(b.nameZh && b.nameEn && b.introZh && b.introEn).toBeTruthy();
      expect(b.copies).toBeGreaterThanOrEqual(1);
      expect(b.copies).toBeLessThanOrEqual(4);
    }
  });

  it("writes about a third in English, a few disabled, over at least 12 categories", () => {
    const english = books.filter((b) => b.language === "en").length / books.length;
    expect(english).toBeGreaterThan(0.28);
    expect(english).toBeLessThan(0.4);
    expect(books.some((b) => b.status === "disabled")).toBe(true);
    expect(new Set(books.map((b) => b.subcategoryCode.split(".")[0])).size).toBeGreaterThanOrEqual(
      12,
    );
  });

  it("starts with the notable books the demo records and tests rely on", () => {
    expect(books.slice(0, Object.keys(NOTABLE_ISBNS).length).map((b) => b.isbn)).toEqual(
      Object.values(NOTABLE_ISBNS),
    );
  });
});
