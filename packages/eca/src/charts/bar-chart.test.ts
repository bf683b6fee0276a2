import { describe, expect, it } from "vitest";
import { niceTicks } from "./bar-chart";

describe("a chart's ticks", () => {
  it("step by 1, 2 or 5 × 10ⁿ and reach past the largest value", () => {
    expect(niceTicks(42, 4)).toEqual([0, 20, 40, 60]);
    expect(niceTicks(4, 4)).toEqual([0, 1, 2, 3, 4]);
    expect(niceTicks(1, 3)).toEqual([0, 0.5, 1]);
    expect(niceTicks(12.07, 5)).toEqual([0, 5, 10, 15]);
    expect(niceTicks(60, 3)).toEqual([0, 20, 40, 60]);
  });
});
