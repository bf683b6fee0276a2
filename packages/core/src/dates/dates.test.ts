import { createIntl } from "@formatjs/intl";
import { describe, expect, it } from "vitest";
import {
  daysUntil,
  formatDay,
  formatMoment,
  formatMomentTime,
  formatPeriod,
  schoolDayOf,
} from "./dates";
import { formatDays } from "./format-days";

// The device's zone does not matter: these hold under TZ=UTC, Asia/Hong_Kong or America/Los_Angeles.
describe("daysUntil", () => {
  const now = new Date("2026-11-22T15:30:00Z"); // 23:30 in Hong Kong
  it("counts whole days from the school's today to a due day", () => {
    expect(daysUntil("2026-11-29", now)).toBe(7);
    expect(daysUntil("2026-11-22", now)).toBe(0);
  });
  it("is negative once the day is past (overdue)", () => {
    expect(daysUntil("2026-11-20", now)).toBe(-2);
  });
  it("crosses months and years", () => {
    expect(daysUntil("2027-01-01", now)).toBe(40);
  });
  it("turns the day at midnight in Hong Kong, not on the device", () => {
    const justAfter = new Date("2026-11-22T16:05:00Z"); // 00:05 on the 23rd in Hong Kong
    expect(daysUntil("2026-11-22", justAfter)).toBe(-1);
  });
});

describe("schoolDayOf", () => {
  it("is the Hong Kong day of a moment", () => {
    expect(schoolDayOf(new Date("2026-11-21T21:45:00Z"))).toBe("2026-11-22");
    expect(schoolDayOf(new Date("2026-11-22T15:59:59Z"))).toBe("2026-11-22");
  });
});

describe("formatMoment and formatDay", () => {
  const zh = createIntl({ locale: "zh-TW" });
  const en = createIntl({ locale: "en-US" });
  it("shows a moment as the school's day: 05:45 in Hong Kong is that day, not UTC's yesterday", () => {
    expect(formatMoment(zh, "2026-11-21T21:45:00Z")).toBe("2026年11月22日");
    expect(formatMoment(en, "2026-11-21T21:45:00Z")).toBe("Nov 22, 2026");
  });
  it("shows a moment with its time in the school's time zone", () => {
    expect(formatMomentTime(zh, "2026-11-25T07:05:00Z")).toBe("2026年11月25日 下午3:05");
    expect(formatMomentTime(en, "2026-11-21T21:45:00Z")).toBe("Nov 22, 2026, 5:45 AM");
  });
  it("shows a period on one day with its times, in the school's time zone", () => {
    const [start, end] = ["2026-12-05T01:30:00.000Z", "2026-12-05T02:15:00.000Z"];
    expect(formatPeriod(zh, start, end)).toBe("2026年12月5日 星期六 上午9:30–10:15");
    // Intl spaces the range and the hour with thin and narrow spaces.
    expect(formatPeriod(en, start, end).replace(/\s/g, " ")).toBe(
      "Saturday, December 5, 2026, 9:30 – 10:15 AM",
    );
  });
  it("shows a calendar day as that day", () => {
    expect(formatDay(zh, "2026-11-30")).toBe("2026年11月30日");
    expect(formatDay(en, "2026-11-30")).toBe("Nov 30, 2026");
  });
});

describe("formatDays", () => {
  const zh = createIntl({ locale: "zh-TW" });
  const en = createIntl({ locale: "en-US" });
  it("writes each day as a day is written, joined as the language joins a range", () => {
    expect(formatDays(zh, "2024-01-01", "2024-12-31")).toBe("2024年1月1日至2024年12月31日");
    expect(formatDays(en, "2023-09-01", "2024-08-31")).toBe("Sep 1, 2023 – Aug 31, 2024");
  });
});
