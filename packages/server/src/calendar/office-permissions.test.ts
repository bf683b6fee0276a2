import { endpoints, type SaveSchoolEvent } from "@campus/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

/*
 * The school calendar's office page by its action keys (spec §6, issue 36 §2): what the office
 * grants a role under 角色權限 is what the server lets that role do — list, add, change, delete,
 * attach a file, set the terms — not only which buttons the page shows.
 */

let t: TestApp;
let office: string;

beforeAll(async () => {
  t = await createTestApp();
  office = await t.signIn("staff");
});
afterAll(async () => {
  await t.close();
});

const grant = (actions: string[]) =>
  t.ok(
    endpoints.officeSaveRole,
    { role: "staff", pages: [{ code: "calendar.schoolEvents", actions }] } as never,
    { token: office },
  );

const event = (fields: Partial<SaveSchoolEvent> = {}): SaveSchoolEvent => ({
  kind: "event",
  title_zh: "陸運會",
  title_cn: "陆运会",
  title_en: "Sports day",
  start_day: "2026-12-04",
  end_day: "2026-12-04",
  grades: [],
  ...fields,
});
const pdf = () => new File(["%PDF-1.7\n1 0 obj\n"], "通告.pdf", { type: "application/pdf" });

describe("the school calendar's office page, by its action keys", () => {
  it("refuses what the role is no longer granted, writing nothing; allows what it still is", async () => {
    const added = await t.ok(endpoints.calendarSaveSchoolEvent, event(), { token: office });

    // The office keeps listing and adding, but may no longer change or delete.
    await grant(["query", "get", "add"]);
    const before = await t.counts();
    const refusals = [
      await t.refused(
        endpoints.calendarSaveSchoolEvent,
        { ...event({ title_en: "Sports day (moved)" }), id: added.id },
        { token: office },
      ),
      await t.refused(endpoints.calendarDeleteSchoolEvent, { id: added.id }, { token: office }),
      await t.refused(
        endpoints.calendarSaveTerms,
        {
          cycle_length: 6,
          restart_each_term: true,
          terms: [
            {
              name_zh: "上學期",
              name_en: "First term",
              start_day: "2026-09-01",
              end_day: "2027-01-31",
            },
          ],
        },
        { token: office },
      ),
    ];
    expect(refusals.map((r) => r.code)).toEqual([403, 403, 403]);
    expect(await t.counts()).toEqual(before);
    await t.ok(endpoints.calendarSchoolEvents, { from: "2026-12-01" }, { token: office });
    await t.ok(endpoints.calendarTerms, {}, { token: office });
    // Adding still attaches its files.
    await t.ok(endpoints.calendarUploadAttachment, { file: pdf() }, { token: office });

    // Nothing but looking: no file either.
    await grant(["query", "get"]);
    expect(
      (await t.request(endpoints.calendarUploadAttachment, { file: pdf() }, { token: office }))
        .code,
    ).toBe(403);
    expect(
      (await t.refused(endpoints.calendarSaveSchoolEvent, event(), { token: office })).code,
    ).toBe(403);

    // Given back, all of it works again.
    await grant(["query", "get", "add", "edit", "delete"]);
    await t.ok(endpoints.calendarDeleteSchoolEvent, { id: added.id }, { token: office });
  });
});
