import { endpoints } from "@campus/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { ecaEvents } from "./schema";

/*
 * ECA events in the calendar (test clock 2026-09-01: the demo's events start 2025-11-05, one
 * every four days). 陳小明 takes part in the speech festival of 2025-11-09; Ms Wong answers for
 * the athletics meet of 2025-11-05 to 07 (one item over its three days).
 */

let t: TestApp;
let student: string;
let teacher: string;

beforeAll(async () => {
  t = await createTestApp();
  [student, teacher] = await Promise.all([t.signIn("student"), t.signIn("teacher")]);
});
afterAll(async () => {
  await t.close();
});

const ecaItems = async (token: string, lang = "zh-TW") =>
  (await t.ok(endpoints.calendarMonth, { month: "2025-11" }, { token, lang })).items.filter(
    (item) => item.kind === "eca",
  );

describe("ECA events in the calendar", () => {
  it("shows a student the events they take part in, whole days, in their language", async () => {
    const items = await ecaItems(student);
    const speech = items.find((item) => item.title === "2025/26 校際朗誦節");
    expect(speech).toMatchObject({
      start_day: "2025-11-09",
      start_time: null,
      place: "香港學校音樂及朗誦協會",
    });
    const detail = await t.ok(endpoints.calendarItem, { key: speech!.key }, { token: student });
    expect(detail).toMatchObject({ link: null });
    const english = await ecaItems(student, "en-US");
    expect(english.map((item) => item.title)).toContain("Speech Festival 2025/26");
    const simplified = await ecaItems(student, "zh-CN");
    expect(simplified.map((item) => item.title)).toContain("2025/26 校际朗诵节");
    // Not the events of other students.
    expect(items.some((item) => item.title.includes("田徑"))).toBe(false);
  });

  it("shows a teacher the events they answer for, a multi-day one once, linking to the event list", async () => {
    const items = await ecaItems(teacher);
    const meet = items.filter((item) => item.title === "2025/26 全港學界田徑比賽");
    expect(meet.map((item) => [item.start_day, item.end_day])).toEqual([
      ["2025-11-05", "2025-11-07"],
    ]);
    const detail = await t.ok(endpoints.calendarItem, { key: meet[0]!.key }, { token: teacher });
    expect(detail).toMatchObject({ description: "負責老師", link: "/smarteca/events" });
  });

  it("shows an event at its time of day where it gives one (issue 37, item 10)", async () => {
    await t.database.db
      .update(ecaEvents)
      .set({ startTime: "15:45", endTime: "17:30" })
      .where(eq(ecaEvents.nameZh, "2025/26 校際朗誦節"));
    const speech = (await ecaItems(student)).find((item) => item.title === "2025/26 校際朗誦節");
    expect(speech).toMatchObject({ start_time: "15:45", end_time: "17:30" });
  });
});
