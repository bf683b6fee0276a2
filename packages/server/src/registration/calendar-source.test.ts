import { endpoints } from "@campus/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

/*
 * The office's interview sessions in the calendar (test clock 2026-09-01: the demo's sessions
 * are three a Saturday from 2026-09-19, 09:30 / 11:00 / 14:30 Hong Kong time, 6 places).
 */

let t: TestApp;
let staff: string;
let teacher: string;
let parent: string;

beforeAll(async () => {
  t = await createTestApp();
  [staff, teacher, parent] = await Promise.all([
    t.signIn("staff"),
    t.signIn("teacher"),
    t.signIn("parent"),
  ]);
});
afterAll(async () => {
  await t.close();
});

const interviews = async (token: string, lang = "zh-TW") =>
  (await t.ok(endpoints.calendarMonth, { month: "2026-09" }, { token, lang })).items.filter(
    (item) => item.kind === "interview",
  );

describe("interview sessions in the calendar", () => {
  it("shows the office its school's sessions, in school time, with places booked", async () => {
    const items = await interviews(staff);
    expect(items.length).toBe(6);
    expect(items[0]).toMatchObject({
      start_day: "2026-09-19",
      start_time: "09:30",
      end_time: "10:15",
      title: "入學面試（A 組）",
      place: "本校禮堂",
    });
    // Opened: how many are booked, and the office's page for the sessions.
    const detail = await t.ok(endpoints.calendarItem, { key: items[0]!.key }, { token: staff });
    expect(detail).toMatchObject({ description: "已預約 0／6", link: "/registration/sessions" });
    const english = await interviews(staff, "en-US");
    expect(english[0]?.title).toBe("Admission interviews (group A)");
    // The venue in the reader's language (issue 37, item 15).
    expect(english[0]?.place).toBe("School Hall");
    expect((await interviews(staff, "zh-CN"))[0]?.place).toBe("本校礼堂");
  });

  it("shows no sessions to a teacher without the office's keys, nor to a parent", async () => {
    expect(await interviews(teacher)).toEqual([]);
    expect(await interviews(parent)).toEqual([]);
  });
});
