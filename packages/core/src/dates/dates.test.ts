import { describe, expect, it } from "vitest";
import { daysUntil } from "./dates";

describe("daysUntil", () => {
  const today = new Date(2026, 10, 22, 23, 30); // late evening, local time
  it("counts whole days to a due day", () => {
    expect(daysUntil("2026-11-29", today)).toBe(7);
    expect(daysUntil("2026-11-22", today)).toBe(0);
  });
  it("is negative once the day is past (overdue)", () => {
    expect(daysUntil("2026-11-20", today)).toBe(-2);
  });
  it("crosses months and years", () => {
    expect(daysUntil("2027-01-01", today)).toBe(40);
  });
});
