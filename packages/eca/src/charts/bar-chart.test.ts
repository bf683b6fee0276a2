import { describe, expect, it } from "vitest";
import { fitLabel, niceTicks } from "./bar-chart";

describe("a chart's ticks", () => {
  it("step by 1, 2 or 5 × 10ⁿ and reach past the largest value", () => {
    expect(niceTicks(42, 4)).toEqual([0, 20, 40, 60]);
    expect(niceTicks(4, 4)).toEqual([0, 1, 2, 3, 4]);
    expect(niceTicks(1, 3)).toEqual([0, 0.5, 1]);
    expect(niceTicks(12.07, 5)).toEqual([0, 5, 10, 15]);
    expect(niceTicks(60, 3)).toEqual([0, 20, 40, 60]);
  });
  it("stay whole for counts: one trait shown once is 0 and 1, not 0, 0.5, 1", () => {
    expect(niceTicks(1, 3, true)).toEqual([0, 1]);
    expect(niceTicks(3, 6, true)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(42, 4, true)).toEqual([0, 20, 40, 60]);
  });
});

describe("a group's label", () => {
  it("is kept whole when it fits and cut with an ellipsis when it does not", () => {
    expect(fitLabel("德育及公民教育", 320)).toBe("德育及公民教育");
    expect(fitLabel("Moral and Civic Education", 320)).toBe("Moral and Civic Education");
    const long = "Inter-school Community Service and Career-related Experiences Programme";
    const cut = fitLabel(long, 320);
    expect(cut).toMatch(/^Inter-school Community Service.*…$/);
    expect(cut.length).toBeLessThan(long.length);
    expect(fitLabel("一二三四五六七八九十", 60)).toBe("一二三…");
  });
});
