import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  inAnotherZone,
  isDay,
  monthGrid,
  offsetMinutes,
  todayIn,
} from "./calendar-dates";

describe("monthGrid", () => {
  it("lays November 2026 out in five Sunday-first weeks (1 November is a Sunday)", () => {
    const weeks = monthGrid("2026-11");
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toBe("2026-11-01");
    expect(weeks[4]).toEqual(["2026-11-29", "2026-11-30", null, null, null, null, null]);
  });

  it("leaves the days before the 1st empty: February 2027 starts on a Monday", () => {
    const weeks = monthGrid("2027-02");
    expect(weeks[0]).toEqual([
      null,
      "2027-02-01",
      "2027-02-02",
      "2027-02-03",
      "2027-02-04",
      "2027-02-05",
      "2027-02-06",
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(28);
  });

  it("can start the week on Monday", () => {
    expect(monthGrid("2026-11", 1)[0]).toEqual([null, null, null, null, null, null, "2026-11-01"]);
  });
});

describe("day and month sums", () => {
  it("crosses months and years without the device's zone", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-11-01", -14)).toBe("2026-10-18");
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
  });

  it("knows a real day from a mistyped one", () => {
    expect(isDay("2026-11-24")).toBe(true);
    expect(isDay("2026-02-30")).toBe(false);
    expect(isDay("24/11/2026")).toBe(false);
    expect(isDay(null)).toBe(false);
  });
});

describe("the school's zone", () => {
  const lateEvening = new Date("2026-11-24T17:30:00Z");

  it("tells the school's today, which is tomorrow for a parent in London at 17:30 UTC", () => {
    expect(todayIn("Asia/Hong_Kong", lateEvening)).toBe("2026-11-25");
    expect(todayIn("Europe/London", lateEvening)).toBe("2026-11-24");
  });

  it("reads a zone's offset now", () => {
    expect(offsetMinutes("Asia/Hong_Kong", lateEvening)).toBe(480);
    expect(offsetMinutes("America/New_York", lateEvening)).toBe(-300);
    expect(offsetMinutes("UTC", lateEvening)).toBe(0);
  });

  it("says the device is elsewhere only when its clock reads another time", () => {
    expect(inAnotherZone("Asia/Hong_Kong", lateEvening, "Europe/London")).toBe(true);
    expect(inAnotherZone("Asia/Hong_Kong", lateEvening, "Asia/Hong_Kong")).toBe(false);
    // Macau and Singapore keep Hong Kong's clock: nothing to say.
    expect(inAnotherZone("Asia/Hong_Kong", lateEvening, "Asia/Macau")).toBe(false);
    expect(inAnotherZone("Asia/Hong_Kong", lateEvening, "Asia/Singapore")).toBe(false);
  });
});
