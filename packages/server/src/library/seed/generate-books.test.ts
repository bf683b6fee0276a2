import { describe, expect, it } from "vitest";
import { generateBooks, NOTABLE_ISBNS, titleCase } from "./generate-books";
import { normalizeIsbn } from "@campus/contract";

describe("generateBooks", () => {
  const books = generateBooks(2_000);

  it("makes the same catalogue every time", () => {
    expect(generateBooks(2_000).map((b) => b.isbn)).toEqual(books.map((b) => b.isbn));
  });

  it("gives unique, valid ISBN-13s and both titles to every book", () => {
    expect(new Set(books.map((b) => b.isbn)).size).toBe(books.length);
    for (const b of books) {
      expect(normalizeIsbn(b.isbn) === b.isbn).toBe(true);
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

describe("the catalogue reads like a library's (issue 9, item 15)", () => {
  const books = generateBooks(2_000);

  it("opens its blurbs in many ways, by the reader's age, each naming the book", () => {
    const openings = new Map<string, number>();
    for (const b of books) {
      const first = b.introEn.split(/(?<=\.) /)[0]!.replace(b.nameEn, "{title}");
      openings.set(first.replace(/\d+/g, "#"), (openings.get(first.replace(/\d+/g, "#")) ?? 0) + 1);
      expect(b.introZh).toContain(b.nameZh);
      expect(b.introEn).toContain(b.nameEn);
    }
    // No one opening (numbers aside) for more than a sixth of the books.
    expect(Math.max(...openings.values())).toBeLessThan(books.length / 6);
    const young = books.find((b) => b.ageMax <= 6)!;
    const older = books.find((b) => b.ageMin >= 10)!;
    expect(young.introEn).not.toMatch(/project work|worth coming back to/);
    expect(older.introEn).not.toMatch(/bedtime|little readers/);
  });

  it("writes English titles in title case", () => {
    for (const b of books) {
      const [first] = b.nameEn.split(" ");
      expect(first, b.nameEn).toMatch(/^[^a-z]/);
    }
    expect(books.some((b) => / of the [A-Z]/.test(b.nameEn) || / in [A-Z]/.test(b.nameEn))).toBe(
      true,
    );
  });
});

describe("titleCase", () => {
  it("capitalises the words a title capitalises, and leaves the rest", () => {
    expect(titleCase("the solar system illustrated")).toBe("The Solar System Illustrated");
    expect(titleCase("adventures in the jungle")).toBe("Adventures in the Jungle");
    expect(titleCase("all about T. rex")).toBe("All About T. rex");
    expect(titleCase("stories: a collection of")).toBe("Stories: A Collection Of");
  });
});
