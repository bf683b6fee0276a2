import { describe, expect, it } from "vitest";
import { hiddenEnds } from "./strip-edges";

describe("hiddenEnds", () => {
  const row = (scrollLeft: number, clientWidth = 300, scrollWidth = 500) => ({
    scrollLeft,
    clientWidth,
    scrollWidth,
  });
  it("says which ends of a row hide more of it", () => {
    expect(hiddenEnds(row(0))).toBe("end");
    expect(hiddenEnds(row(100))).toBe("start end");
    expect(hiddenEnds(row(200))).toBe("start");
    expect(hiddenEnds(row(0, 500, 500))).toBe("");
  });
  it("reads a right-to-left row's negative scroll as scrolled", () => {
    expect(hiddenEnds(row(-200))).toBe("start");
  });
  it("ignores a sub-pixel remainder", () => {
    expect(hiddenEnds(row(0.5, 300, 300.6))).toBe("");
  });
});
