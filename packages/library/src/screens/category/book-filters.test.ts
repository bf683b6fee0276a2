import { describe, expect, it } from "vitest";
import { filtersFrom, paramsWith } from "./book-filters";

describe("the five facets in the address", () => {
  it("reads every facet", () => {
    expect(
      filtersFrom(
        new URLSearchParams(
          "keyword=恐龍&categoryId=3&subcategoryId=31&author=Mary%20Pope&publisherId=7&availability=available",
        ),
      ),
    ).toEqual({
      keyword: "恐龍",
      categoryId: 3,
      subcategoryId: 31,
      author: "Mary Pope",
      publisherId: 7,
      availability: "available",
    });
  });

  it("drops what a hand-edited link gets wrong instead of sending it", () => {
    expect(
      filtersFrom(
        new URLSearchParams("categoryId=abc&publisherId=-2&availability=soon&keyword=%20"),
      ),
    ).toEqual({
      keyword: undefined,
      categoryId: undefined,
      subcategoryId: undefined,
      author: undefined,
      publisherId: undefined,
      availability: undefined,
    });
  });

  it("a new category clears the subcategory; any change goes back to page 1", () => {
    const next = paramsWith(
      new URLSearchParams("categoryId=3&subcategoryId=31&page=4&xschoolCode=DEMO"),
      {
        categoryId: 5,
      },
    );
    expect(next.toString()).toBe("categoryId=5&xschoolCode=DEMO");
  });

  it("clearing a facet removes it", () => {
    expect(
      paramsWith(new URLSearchParams("author=A&availability=available"), {
        author: undefined,
      }).toString(),
    ).toBe("availability=available");
  });
});
