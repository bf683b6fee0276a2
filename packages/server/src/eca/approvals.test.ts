import { endpoints } from "@campus/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { invalidInput } from "../testing/typed-client";

/*
 * Approving events: the lists by source and state (longest waiting first), decisions on many at
 * once with one reason for those refused, each one's outcome, and who may decide what.
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

const waiting = (source: "school" | "teacher" | "parent", token = staff) =>
  t.ok(endpoints.ecaApprovals, { source, status: "pending", pageSize: 50 }, { token });

/** A fresh event of the teacher's, waiting. */
async function teachersEvent(code: string, nature: "activity" | "competition" = "activity") {
  const { categories } = await t.ok(endpoints.ecaSettings, {}, { token: teacher });
  return t.ok(
    endpoints.ecaSaveEvent,
    {
      code,
      name_zh: "閱讀分享會",
      name_en: "Reading circle",
      nature,
      type: "group",
      category_id: categories[0]!.id,
      tag_ids: [],
      region: "territory",
      school_year: 2026,
      semester: "first",
      starts_on: "2026-10-20",
      ends_on: "2026-10-20",
      hours: "2",
      sub_items: [],
      teacher_ids: [],
    },
    { token: teacher },
  );
}

describe("the approval lists", () => {
  it("gives the office each source's waiting events, longest waiting first", async () => {
    for (const source of ["school", "teacher", "parent"] as const) {
      const page = await waiting(source);
      expect(page.total, source).toBeGreaterThan(0);
      expect(page.list.every((e) => e.source === source && e.status === "pending")).toBe(true);
      const since = page.list.map((e) => e.waiting_since);
      expect([...since].sort()).toEqual(since);
      expect(page.list.every((e) => e.may_decide)).toBe(true);
    }
  });

  it("gives a teacher the events they answer for, and never their own to decide", async () => {
    const own = await teachersEvent("APPR-T1");
    const school = await waiting("school", teacher);
    expect(school.list.every((e) => e.teachers.some((x) => x.name_en === "Wong Ka Yan"))).toBe(
      true,
    );
    const mine = await waiting("teacher", teacher);
    expect(mine.list.find((e) => e.id === own.id)?.may_decide).toBe(false);
    expect(
      (await t.refused(endpoints.ecaApprovals, { source: "school" }, { token: parent })).code,
    ).toBe(403);
  });
});

describe("deciding events", () => {
  it("passes many at once, and they move to the passed list", async () => {
    const a = await teachersEvent("APPR-P1");
    const b = await teachersEvent("APPR-P2");
    const { results } = await t.ok(
      endpoints.ecaDecideEvents,
      { ids: [a.id, b.id], decision: "pass" },
      { token: staff, lang: "en-US" },
    );
    expect(results).toEqual([
      { id: a.id, ok: true, msg: "Done" },
      { id: b.id, ok: true, msg: "Done" },
    ]);
    const passed = await t.ok(
      endpoints.ecaApprovals,
      { source: "teacher", status: "passed" },
      { token: staff },
    );
    expect(
      passed.list
        .slice(0, 2)
        .map((e) => e.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    expect(passed.list[0]!.decided_at).not.toBeNull();
  });

  it("sends a passed event a teacher changes back for approval; the office's own change stands (issue 37, item 3)", async () => {
    const event = await teachersEvent("APPR-P3");
    await t.ok(endpoints.ecaDecideEvents, { ids: [event.id], decision: "pass" }, { token: staff });
    const read = () => t.ok(endpoints.ecaEvent, { id: event.id }, { token: teacher });
    const basics = (e: Awaited<ReturnType<typeof read>>) => ({
      id: e.id,
      version: e.version,
      code: e.code,
      name_zh: e.name_zh,
      name_en: e.name_en,
      nature: e.nature,
      type: e.type,
      category_id: e.category.id,
      tag_ids: e.tags.map((x) => x.id),
      content: e.content,
      organiser: e.organiser,
      grade: e.grade ?? ("" as const),
      region: e.region,
      school_year: e.school_year,
      semester: e.semester,
      starts_on: e.starts_on,
      ends_on: e.ends_on,
      hours: String(e.hours),
      sub_items: e.sub_items,
      teacher_ids: e.teachers.map((x) => x.id),
    });
    // Saved as it was: nothing changed, still passed.
    const same = await t.ok(endpoints.ecaSaveEvent, basics(await read()), { token: teacher });
    expect(same.status).toBe("passed");
    // The office changes the hours: its own change is its approval.
    const byOffice = await t.ok(
      endpoints.ecaSaveEvent,
      { ...basics(same), hours: "3" },
      { token: staff },
    );
    expect(byOffice.status).toBe("passed");
    // The teacher sets 40 hours: waiting for the office again.
    const byTeacher = await t.ok(
      endpoints.ecaSaveEvent,
      { ...basics(byOffice), hours: "40" },
      { token: teacher },
    );
    expect(byTeacher.status).toBe("pending");
    const row = async () => (await waiting("teacher")).list.find((e) => e.id === event.id);
    // The approvals list says what changed since it was passed (issue 37, item 3).
    expect((await row())?.changed).toEqual(["hours"]);
    // Changed again while it waits: added to what changed.
    await t.ok(
      endpoints.ecaSaveEvent,
      { ...basics(await read()), organiser: "教育局" },
      { token: teacher },
    );
    expect((await row())?.changed).toEqual(["hours", "organiser"]);
    // Its awards changed after it passed again: the same.
    await t.ok(endpoints.ecaDecideEvents, { ids: [event.id], decision: "pass" }, { token: staff });
    const passed = await read();
    const { prizes } = await t.ok(endpoints.ecaSettings, {}, { token: staff });
    const awarded = await t.ok(
      endpoints.ecaSaveAwards,
      {
        id: event.id,
        version: passed.version,
        trait_ids: passed.trait_ids,
        prizes: [{ prize_id: prizes[0]!.id, quantity: "1" }],
      },
      { token: teacher },
    );
    expect(awarded.status).toBe("pending");
    // Passed again, what changed before is approved with it; now only the awards.
    expect((await row())?.changed).toEqual(["prizes"]);
  });

  it("refuses with one reason, which the teacher then reads on the event", async () => {
    const a = await teachersEvent("APPR-R1");
    await t.ok(
      endpoints.ecaDecideEvents,
      { ids: [a.id], decision: "reject", reason: "請補充主辦機構及時數。" },
      { token: staff },
    );
    const event = await t.ok(endpoints.ecaEvent, { id: a.id }, { token: teacher });
    expect(event).toMatchObject({ status: "rejected", reject_reason: "請補充主辦機構及時數。" });
    // Corrected by its author, it waits again, the reason still with it.
    const again = await t.ok(
      endpoints.ecaSaveEvent,
      {
        id: a.id,
        version: event.version,
        code: a.code,
        name_zh: a.name_zh,
        name_en: a.name_en,
        nature: a.nature,
        type: a.type,
        category_id: a.category.id,
        tag_ids: [],
        region: a.region,
        organiser: "本校圖書館",
        school_year: 2026,
        semester: "first",
        starts_on: a.starts_on,
        ends_on: a.ends_on,
        hours: "2",
        sub_items: [],
        teacher_ids: [],
      },
      { token: teacher },
    );
    expect(again).toMatchObject({ status: "pending", reject_reason: "請補充主辦機構及時數。" });
  });

  it("asks for a reason to refuse, and a selection, writing nothing without them", async () => {
    const a = await teachersEvent("APPR-R2");
    const before = await t.counts();
    const noReason = await t.refused(
      endpoints.ecaDecideEvents,
      { ids: [a.id], decision: "reject", reason: "  " },
      { token: staff, lang: "zh-TW" },
    );
    expect(noReason.data?.fields).toEqual([{ field: "reason", message: "請輸入原因" }]);
    const none = await t.refused(
      endpoints.ecaDecideEvents,
      invalidInput({ ids: [], decision: "pass" }),
      {
        token: staff,
        lang: "zh-TW",
      },
    );
    expect(none.data?.fields).toEqual([{ field: "ids", message: "請先選擇項目" }]);
    expect(await t.counts()).toEqual(before);
  });

  it("passes no competition without a trait, as its own form would not save one (issue 37, item 1)", async () => {
    const competition = await teachersEvent("APPR-TRAIT", "competition");
    const pass = () =>
      t.ok(
        endpoints.ecaDecideEvents,
        { ids: [competition.id], decision: "pass" },
        { token: staff },
      );
    expect((await pass()).results).toEqual([
      {
        id: competition.id,
        ok: false,
        msg: "此活動未選擇特質：請先在活動內至少選擇一項特質，才可通過。",
      },
    ]);
    const waitingStill = await t.ok(endpoints.ecaEvent, { id: competition.id }, { token: staff });
    expect(waitingStill.status).toBe("pending");

    const { traits } = await t.ok(endpoints.ecaSettings, {}, { token: teacher });
    await t.ok(
      endpoints.ecaSaveAwards,
      { id: competition.id, version: waitingStill.version, trait_ids: [traits[0]!.id], prizes: [] },
      { token: teacher },
    );
    expect((await pass()).results).toEqual([{ id: competition.id, ok: true, msg: "已完成" }]);
  });

  it("says each one's outcome when some cannot be decided", async () => {
    const own = await teachersEvent("APPR-M1");
    const passed = (
      await t.ok(endpoints.ecaApprovals, { source: "teacher", status: "passed" }, { token: staff })
    ).list[0]!;
    const schoolWaiting = (await waiting("school", teacher)).list.find((e) => e.may_decide)!;
    const { results } = await t.ok(
      endpoints.ecaDecideEvents,
      { ids: [own.id, passed.id, 999_999, schoolWaiting.id], decision: "pass" },
      { token: teacher, lang: "en-US" },
    );
    expect(results).toEqual([
      {
        id: own.id,
        ok: false,
        msg: "You cannot decide this event (the office, or a teacher in charge who did not add it)",
      },
      { id: passed.id, ok: false, msg: expect.stringMatching(/cannot decide|decided already/) },
      { id: 999_999, ok: false, msg: "This event was not found" },
      { id: schoolWaiting.id, ok: true, msg: "Done" },
    ]);
    expect((await t.ok(endpoints.ecaEvent, { id: own.id }, { token: teacher })).status).toBe(
      "pending",
    );
  });

  it("keeps decisions to approvers: a parent is refused", async () => {
    const before = await t.counts();
    const { list } = await waiting("parent");
    expect(
      (
        await t.refused(
          endpoints.ecaDecideEvents,
          { ids: [list[0]!.id], decision: "pass" },
          { token: parent },
        )
      ).code,
    ).toBe(403);
    expect(await t.counts()).toEqual(before);
  });
});
