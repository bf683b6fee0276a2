import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { saveSchoolEventSchema } from "./school-event-request";

/*
 * The school office's event, as its form and the server check it (one schema, both sides).
 * Issues read "field: message id", sorted.
 */

const base = {
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

const outcome = (input: unknown) => {
  const result = z.safeParse(saveSchoolEventSchema, input, { reportInput: true });
  return result.success
    ? "ok"
    : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).sort();
};

describe("a school event as the office saves it", () => {
  const cases: [string, Record<string, unknown>, "ok" | string[]][] = [
    ["an all-day event", base, "ok"],
    [
      "empty days, as the form starts",
      { ...base, start_day: "", end_day: "" },
      [
        "end_day: validation.invalid",
        "end_day: validation.invalid",
        "start_day: validation.invalid",
        "start_day: validation.invalid",
      ],
    ],
    [
      "days left out",
      { ...base, start_day: undefined, end_day: null },
      ["end_day: validation.required", "start_day: validation.required"],
    ],
    ["a timed event", { ...base, start_time: "08:30", end_time: "15:30" }, "ok"],
    ["a blank title", { ...base, title_en: "   " }, ["title_en: validation.required"]],
    ["a title too long", { ...base, title_zh: "長".repeat(121) }, ["title_zh: validation.tooLong"]],
    ["a place too long", { ...base, place_en: "x".repeat(121) }, ["place_en: validation.tooLong"]],
    ["a description with control characters", { ...base, description_zh: "a\u0007b" }, "ok"],
    ["no kind", { ...base, kind: "party" }, ["kind: validation.invalidOption"]],
    ["no first day", { ...base, start_day: undefined }, ["start_day: validation.required"]],
    [
      "a day that does not exist",
      { ...base, start_day: "2026-02-30", end_day: "2026-03-01" },
      ["start_day: validation.invalid"],
    ],
    [
      "a day written another way",
      { ...base, end_day: "19/11/2026" },
      [
        "end_day: validation.endBeforeStart",
        "end_day: validation.invalid",
        "end_day: validation.invalid",
      ],
    ],
    [
      "the end before the start",
      { ...base, end_day: "2026-11-18" },
      ["end_day: validation.endBeforeStart"],
    ],
    [
      "seventy days or more",
      { ...base, end_day: "2027-01-28" },
      ["end_day: validation.spanTooLong"],
    ],
    ["sixty-nine days", { ...base, end_day: "2027-01-27" }, "ok"],
    [
      "a start time without an end",
      { ...base, start_time: "08:30", end_time: null },
      ["end_time: validation.required"],
    ],
    [
      "an end time without a start",
      { ...base, end_time: "09:00" },
      ["start_time: validation.required"],
    ],
    [
      "an end time before the start",
      { ...base, start_time: "10:00", end_time: "09:00" },
      ["end_time: validation.endBeforeStart"],
    ],
    [
      "a time that is not one",
      { ...base, start_time: "25:00", end_time: "26:00" },
      ["end_time: validation.invalid", "start_time: validation.invalid"],
    ],
    [
      "a timed holiday",
      { ...base, kind: "holiday", start_time: "08:00", end_time: "09:00" },
      ["start_time: validation.dayOffAllDay"],
    ],
    ["an edit", { ...base, id: 12 }, "ok"],
    ["an id that is not one", { ...base, id: 1.5 }, ["id: validation.invalid"]],
    ["attachments by id", { ...base, attachments: [3, 1] }, "ok"],
    [
      "an attachment id that is not one",
      { ...base, attachments: [0] },
      ["attachments: validation.invalid"],
    ],
    ["grades 1 to 6", { ...base, grades: [1, 6] }, "ok"],
    [
      "a grade that is not one",
      { ...base, grades: [0, 7, 2.5] },
      ["grades: validation.invalidOption"],
    ],
    ["classes", { ...base, classes: ["4A", "6D"] }, "ok"],
    [
      "a class that is not one",
      { ...base, classes: ["4A", "7A", "4a"] },
      ["classes.1: validation.invalid", "classes.2: validation.invalid"],
    ],
    [
      "too many classes",
      { ...base, classes: Array.from({ length: 41 }, () => "1A") },
      ["classes: validation.invalidOption"],
    ],
    [
      "six attachments",
      { ...base, attachments: [1, 2, 3, 4, 5, 6] },
      ["attachments: validation.tooManyFiles"],
    ],
  ];

  it.each(cases)("%s", (_name, input, expected) => {
    expect(outcome(input)).toEqual(expected);
  });

  it("keeps what was typed, trimmed, and drops control characters", () => {
    const parsed = z.parse(saveSchoolEventSchema, {
      ...base,
      title_en: "  Sports day ",
      description_zh: "a\u0007b",
    });
    expect(parsed).toMatchObject({ title_en: "Sports day", description_zh: "ab" });
  });
});
