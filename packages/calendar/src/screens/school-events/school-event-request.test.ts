import { saveSchoolEventSchema } from "@campus/contract";
import { describe, expect, it } from "vitest";
import { parseClasses, saveSchoolEventRules } from "./school-event-request";
import * as z from "zod/mini";

const request = {
  kind: "event",
  title_zh: "陸運會",
  title_cn: "运动会",
  title_en: "Sports day",
  description_zh: "",
  place_zh: "",
  start_day: "2026-11-19",
  end_day: "2026-11-19",
  start_time: null,
  end_time: null,
  grades: [],
  classes: [],
};

describe("parseClasses", () => {
  it("reads classes typed with commas of either width, 、 or spaces, in any case, once each", () => {
    expect(parseClasses("4a, 4B，5C、 6d 4A")).toEqual(["4A", "4B", "5C", "6D"]);
    expect(parseClasses("  ")).toEqual([]);
  });
});

describe("saveSchoolEventRules", () => {
  const base = request;
  const cases: [string, Record<string, unknown>][] = [
    ["an all-day event", base],
    ["empty days, as the form starts", { ...base, start_day: "", end_day: "" }],
    ["days left out", { ...base, start_day: undefined, end_day: null }],
    ["a timed event", { ...base, start_time: "08:30", end_time: "15:30" }],
    ["a blank title", { ...base, title_en: "   " }],
    ["a title too long", { ...base, title_zh: "長".repeat(121) }],
    ["a place too long", { ...base, place_en: "x".repeat(121) }],
    ["a description with control characters", { ...base, description_zh: "a\u0007b" }],
    ["no kind", { ...base, kind: "party" }],
    ["no first day", { ...base, start_day: undefined }],
    ["a day that does not exist", { ...base, start_day: "2026-02-30", end_day: "2026-03-01" }],
    ["a day written another way", { ...base, end_day: "19/11/2026" }],
    ["the end before the start", { ...base, end_day: "2026-11-18" }],
    ["seventy days or more", { ...base, end_day: "2027-01-28" }],
    ["sixty-nine days", { ...base, end_day: "2027-01-27" }],
    ["a start time without an end", { ...base, start_time: "08:30", end_time: null }],
    ["an end time without a start", { ...base, end_time: "09:00" }],
    ["an end time before the start", { ...base, start_time: "10:00", end_time: "09:00" }],
    ["a time that is not one", { ...base, start_time: "25:00", end_time: "26:00" }],
    ["a timed holiday", { ...base, kind: "holiday", start_time: "08:00", end_time: "09:00" }],
    ["an edit", { ...base, id: 12 }],
    ["grades 1 to 6", { ...base, grades: [1, 6] }],
    ["classes", { ...base, classes: ["4A", "6D"] }],
    ["a class that is not one", { ...base, classes: ["4A", "7A", "4a"] }],
    ["too many classes", { ...base, classes: Array.from({ length: 41 }, () => "1A") }],
  ];

  const outcome = (result: { success: boolean; error?: { issues: z.core.$ZodIssue[] } }) =>
    result.success
      ? "ok"
      : result.error!.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).sort();

  // Every field a user types or picks; the id and the grades come from the form's own state
  // and checkboxes (always valid), and the server checks them in any case.
  it.each(cases)("answers as the contract's own schema does: %s", (_name, input) => {
    const contract = saveSchoolEventSchema.safeParse(input);
    const mine = z.safeParse(saveSchoolEventRules, input);
    expect(outcome(mine)).toEqual(outcome(contract));
    if (contract.success) expect(mine.data).toEqual(contract.data);
  });
});
