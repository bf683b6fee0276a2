import { describe, expect, it } from "vitest";
import { addDays, daysBetween, dayMs, schoolDay } from "./days";

describe("school days", () => {
  it("adds days across months, years and a leap day", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-09-15T00:00:00.000Z", 14)).toBe("2026-09-29");
  });

  it("counts the days between two days, negative backwards", () => {
    expect(daysBetween("2026-09-15", "2026-09-29")).toBe(14);
    expect(daysBetween("2026-09-29", "2026-09-15")).toBe(-14);
    expect(daysBetween("2026-12-31", "2027-01-01")).toBe(1);
    expect(dayMs("2026-09-15")).toBe(Date.UTC(2026, 8, 15));
  });

  it("takes the school's day at a moment at UTC+8, whatever the machine's zone", () => {
    // 15:59:59.999 UTC is 23:59:59.999 in Hong Kong; a millisecond later it is the next day.
    expect(schoolDay(new Date("2026-09-15T15:59:59.999Z"))).toBe("2026-09-15");
    expect(schoolDay(new Date("2026-09-15T16:00:00.000Z"))).toBe("2026-09-16");
    expect(schoolDay(new Date("2026-09-15T00:30:00.000Z"))).toBe("2026-09-15");
  });
});
