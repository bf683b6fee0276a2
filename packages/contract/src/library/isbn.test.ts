import { describe, expect, it } from "vitest";
import { isbn13, normalizeIsbn } from "./isbn";

describe("an ISBN as typed or scanned", () => {
  it("is kept as its 13 digits, hyphens and spaces ignored", () => {
    expect(normalizeIsbn("978-0-306-40615-7")).toBe("9780306406157");
    expect(normalizeIsbn(" 9780306406157 ")).toBe("9780306406157");
    expect(normalizeIsbn("979-10-90636-07-1")).toBe("9791090636071");
  });

  it("takes an ISBN-10, X included, as the same book's ISBN-13", () => {
    expect(normalizeIsbn("0-306-40615-2")).toBe("9780306406157");
    expect(normalizeIsbn("0-8044-2957-x")).toBe("9780804429573");
    expect(normalizeIsbn("080442957X")).toBe("9780804429573");
  });

  it("refuses a check digit that does not add up, a wrong length or prefix", () => {
    for (const typed of [
      "978-0-306-40615-8",
      "0-306-40615-3",
      "0-8044-2957-1",
      "123-4-56789-012-8",
      "03064061",
      "97803064061570",
      "ISBN 9780306406157",
      "",
    ])
      expect(normalizeIsbn(typed), typed).toBeNull();
  });

  it("computes the check digit of twelve digits", () => {
    expect(isbn13("978030640615")).toBe("9780306406157");
    expect(() => isbn13("97803064061")).toThrow();
  });
});
