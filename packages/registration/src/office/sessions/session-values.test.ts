import type { OfficeSession } from "@campus/contract";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { sessionFormSchema, sessionRequest, sessionValues } from "./session-values";

const session: OfficeSession = {
  id: 7,
  class_code: "K1",
  // 09:30–10:15 on Saturday 5 December 2026 in Hong Kong.
  starts_at: "2026-12-05T01:30:00.000Z",
  ends_at: "2026-12-05T02:15:00.000Z",
  venue: "禮堂",
  venue_cn: "礼堂",
  venue_en: "Hall",
  group_name: "A",
  places_left: 4,
  capacity: 6,
  booked: 2,
  published: true,
};

const issues = (values: object) =>
  (z.safeParse(sessionFormSchema, values).error?.issues ?? []).map((i) => [
    i.path.join("."),
    i.message,
  ]);

describe("an interview session as the office types it", () => {
  it("reads a session in school time, whatever the device's zone, and writes it back", () => {
    const values = sessionValues(session);
    expect(values).toEqual({
      day: "2026-12-05",
      start: "09:30",
      end: "10:15",
      venue: "禮堂",
      venue_en: "Hall",
      group_name: "A",
      class_code: "K1",
      capacity: "6",
      published: true,
    });
    const request = sessionRequest(z.parse(sessionFormSchema, values), 7);
    expect(request).toEqual({
      id: 7,
      class_code: "K1",
      starts_at: "2026-12-05T09:30:00+08:00",
      ends_at: "2026-12-05T10:15:00+08:00",
      venue: "禮堂",
      venue_en: "Hall",
      group_name: "A",
      capacity: 6,
      published: true,
    });
    expect(Date.parse(request.starts_at)).toBe(Date.parse(session.starts_at));
  });

  it("leaves the class out for any class and the id out for a new session", () => {
    const request = sessionRequest(
      z.parse(sessionFormSchema, {
        ...sessionValues(null),
        day: "2026-12-12",
        venue: "A",
        group_name: "B",
      }),
    );
    expect(request).not.toHaveProperty("id");
    expect(request).not.toHaveProperty("class_code");
  });

  it("asks for what is missing and refuses an end before the start or places out of range", () => {
    expect(issues(sessionValues(null))).toEqual([
      ["day", "validation.required"],
      ["venue", "validation.required"],
      ["group_name", "validation.required"],
    ]);
    const filled = { ...sessionValues(session) };
    expect(issues({ ...filled, end: "09:00" })).toEqual([["end", "validation.endBeforeStart"]]);
    // Places are a count, said as one (issue 37, item 7), not "choose from the options".
    expect(issues({ ...filled, capacity: "0" })).toEqual([["capacity", "validation.tooSmall"]]);
    expect(issues({ ...filled, capacity: "201" })).toEqual([["capacity", "validation.tooLarge"]]);
    expect(issues({ ...filled, capacity: "abc" })).toEqual([
      ["capacity", "validation.wholeNumber"],
    ]);
    expect(issues({ ...filled, venue_en: "x".repeat(61) })).toEqual([
      ["venue_en", "validation.tooLong"],
    ]);
    expect(issues({ ...filled, venue: "   " })).toEqual([["venue", "validation.required"]]);
  });
});
