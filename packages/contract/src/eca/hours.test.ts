import { describe, expect, it } from "vitest";
import { z } from "zod";
import { describeIssue } from "../issues";
import { hoursField } from "./event-request";

/** What the form and the server say about hours as typed: the first issue, in words. */
function said(input: string, blank = false) {
  const result = z.safeParse(z.object({ hours: hoursField({ blank }) }), { hours: input });
  return result.success ? null : describeIssue(result.error.issues[0]!);
}

describe("hours as typed", () => {
  it("takes a number with at most one decimal place, up to 1,000", () => {
    for (const ok of ["0", "2", "1.5", "1000", "0001000.0"]) expect(said(ok), ok).toBeNull();
  });

  it("tells a number too large its limit, not that its form is wrong", () => {
    for (const big of ["1000.1", "99999", "9".repeat(400)])
      expect(said(big), big).toEqual({
        field: "hours",
        id: "validation.tooLarge",
        values: { max: 1000 },
      });
  });

  it("tells a wrong form the form, and takes a blank only where blank means the event's", () => {
    for (const wrong of ["1.25", "-1", "1e3", "２", " 2", "two"])
      expect(said(wrong)?.id, wrong).toBe("validation.hours");
    expect(said("")?.id).toBe("validation.hours");
    expect(said("", true)).toBeNull();
    expect(said("1.25", true)?.id).toBe("validation.hours");
  });
});
