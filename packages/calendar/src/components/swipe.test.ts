import { describe, expect, it } from "vitest";
import { swipeDirection } from "./swipe";

describe("swipeDirection", () => {
  it("turns to the next month when the finger moves left, the one before when it moves right", () => {
    expect(swipeDirection(-80, 5)).toBe(1);
    expect(swipeDirection(90, -10)).toBe(-1);
  });

  it("ignores a tap or a short nudge", () => {
    expect(swipeDirection(0, 0)).toBe(0);
    expect(swipeDirection(-30, 0)).toBe(0);
  });

  it("ignores a mostly vertical movement: the page is being scrolled", () => {
    expect(swipeDirection(-60, 50)).toBe(0);
    expect(swipeDirection(70, -200)).toBe(0);
  });
});
