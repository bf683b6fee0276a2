import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { blankLeave, leaveFormSchema, requestOf } from "./leave-form";

const issues = (values: unknown) => {
  const result = z.safeParse(leaveFormSchema, values);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("the leave form", () => {
  const blank = blankLeave("2026-12-02");

  it("asks for a reason, and sends the request the server takes", () => {
    expect(issues(blank)).toEqual([["reason", "validation.required"]]);
    const filled = { ...blank, reason: "sick", note: "  發燒\u200b " };
    expect(issues(filled)).toEqual([]);
    expect(requestOf(z.parse(leaveFormSchema, filled), 7)).toEqual({
      id: 7,
      from: "2026-12-02",
      to: "2026-12-02",
      part: "whole",
      reason: "sick",
      note: "發燒",
      attachments: [],
    });
  });

  it("refuses a last day before the first, a half of several days and a day that is not one", () => {
    const sick = { ...blank, reason: "sick" };
    expect(issues({ ...sick, to: "2026-12-01" })).toEqual([["to", "validation.endBeforeStart"]]);
    expect(issues({ ...sick, to: "2026-12-03", part: "am" })).toEqual([
      ["part", "validation.invalidOption"],
    ]);
    expect(issues({ ...sick, from: "2026-02-30", to: "2026-03-01" })).toEqual([
      ["from", "validation.invalid"],
    ]);
    expect(issues({ ...sick, from: null })[0]).toEqual(["from", "validation.required"]);
    expect(issues({ ...sick, attachments: [1, 2, 3, 4] })).toEqual([
      ["attachments", "validation.tooManyFiles"],
    ]);
  });
});
