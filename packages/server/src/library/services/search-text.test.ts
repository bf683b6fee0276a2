import { describe, expect, it } from "vitest";
import { containsPattern, fold, searchGramsOf, searchTerms, searchTextOf } from "./search-text";

const book = {
  nameZh: "我的第一本恐龍書",
  nameEn: "My First Dinosaur Book!",
  author: "陳嘉欣",
  publisher: "海港童書",
  isbn: "9789620123456",
};

describe("fold", () => {
  it("lower-cases, folds Traditional to Simplified and full-width to half-width, and drops punctuation", () => {
    expect(fold("恐龍大百科")).toBe("恐龙大百科");
    expect(fold("ＤＩＮＯ－Ｂｏｏｋ！")).toBe("dino book");
    expect(fold("  T. rex's  day ")).toBe("t rex s day");
  });
});

describe("the search columns", () => {
  it("lists titles first, then author, publisher and ISBN, folded", () => {
    expect(searchTextOf(book).split("\n")).toEqual([
      "我的第一本恐龙书",
      "my first dinosaur book",
      "陈嘉欣",
      "海港童书",
      "9789620123456",
    ]);
  });

  it("keeps every CJK character and pair, and the 1–2 letter starts of words", () => {
    const grams = searchGramsOf(book);
    expect(grams).toEqual(
      expect.arrayContaining(["恐", "恐龙", "龙书", "陈嘉", "海港", "d", "di", "bo", "97"]),
    );
    expect(grams).not.toContain("no");
  });
});

describe("searchTerms", () => {
  it("uses the gram index for 1–2 characters and trigrams for longer terms", () => {
    expect(searchTerms("恐龍 Dino").terms).toEqual([
      { kind: "gram", value: "恐龙" },
      { kind: "like", value: "dino" },
    ]);
    expect(searchTerms("龍").terms).toEqual([{ kind: "gram", value: "龙" }]);
  });

  it("reads an ISBN typed with hyphens as one term", () => {
    expect(searchTerms("978-962-012345-6").terms).toEqual([
      { kind: "like", value: "9789620123456" },
    ]);
  });

  it("escapes LIKE wildcards", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
