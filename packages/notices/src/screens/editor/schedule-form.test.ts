import { describe, expect, it } from "vitest";
import { momentOf, scheduleFormSchema, scheduleValuesOf } from "./schedule-form";

const NOW = new Date("2026-12-02T02:00:00Z"); // 10:00 in Hong Kong
const messages = (result: ReturnType<ReturnType<typeof scheduleFormSchema>["safeParse"]>) =>
  result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);

describe("a notice's time to go out", () => {
  const plain = scheduleFormSchema({ slip: null }, () => NOW);

  it("is a day and a time on the school's clock", () => {
    expect(momentOf("2026-12-03", "08:00")).toBe("2026-12-03T00:00:00.000Z");
    expect(scheduleValuesOf({ publish_at: null }, NOW)).toEqual({
      day: "2026-12-03",
      time: "08:00",
    });
    expect(scheduleValuesOf({ publish_at: "2026-12-04T10:30:00.000Z" })).toEqual({
      day: "2026-12-04",
      time: "18:30",
    });
  });

  it("is at least five minutes ahead and within 60 days", () => {
    expect(messages(plain.safeParse({ day: "2026-12-02", time: "10:06" }))).toEqual([]);
    expect(messages(plain.safeParse({ day: "2026-12-02", time: "10:04" }))).toEqual([
      ["time", "notices.error.scheduleTooSoon"],
    ]);
    expect(messages(plain.safeParse({ day: "2027-02-01", time: "10:00" }))).toEqual([
      ["time", "notices.error.scheduleTooLate"],
    ]);
    expect(messages(plain.safeParse({ day: "", time: "" }))).toEqual([
      ["day", "validation.required"],
      ["time", "validation.required"],
    ]);
  });

  it("with a slip, goes out by the day before its last day", () => {
    const slip = { deadline: "2026-12-10", sign: false, questions: [] };
    const withSlip = scheduleFormSchema({ slip }, () => NOW);
    expect(messages(withSlip.safeParse({ day: "2026-12-09", time: "20:00" }))).toEqual([]);
    expect(messages(withSlip.safeParse({ day: "2026-12-10", time: "07:00" }))).toEqual([
      ["time", "notices.error.scheduleAfterDeadline"],
    ]);
  });
});
