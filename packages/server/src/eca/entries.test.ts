import { endpoints, entryScore, type SaveEvent } from "@campus/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { invalidInput } from "../testing/typed-client";

/*
 * The editor's steps 2 and 3: an event's trait items and prizes, and its students — added by
 * class or search, each one's award and level scored by the rule, moved, removed, and a
 * parent's submissions passed or refused. Refusals write nothing.
 */

let t: TestApp;
let staff: string;
let teacher: string;
let parent: string;
let settings: Awaited<ReturnType<typeof loadSettings>>;

const loadSettings = () => t.ok(endpoints.ecaSettings, {}, { token: staff });

beforeAll(async () => {
  t = await createTestApp();
  [staff, teacher, parent] = await Promise.all([
    t.signIn("staff"),
    t.signIn("teacher"),
    t.signIn("parent"),
  ]);
  settings = await loadSettings();
});
afterAll(async () => {
  await t.close();
});

const physical = () => settings.categories.find((c) => c.preset_key === "ole.physical")!;
const prize = (en: string) => settings.prizes.find((p) => p.name_en === en)!;
const trait = (en: string) => settings.traits.find((x) => x.name_en === en)!;

const basics = (code: string, over: Partial<SaveEvent> = {}): SaveEvent => ({
  code,
  name_zh: "校際田徑比賽",
  name_en: "Inter-school Athletics",
  content: "",
  nature: "competition",
  type: "individual",
  category_id: physical().id,
  tag_ids: [],
  region: "territory",
  organiser: "",
  school_year: 2026,
  semester: "first",
  grade: "",
  starts_on: "2026-10-10",
  ends_on: "2026-10-10",
  hours: "3",
  sub_items: ["100 米", "跳遠"],
  teacher_ids: [],
  ...over,
});

const addEvent = (code: string, token = teacher, over: Partial<SaveEvent> = {}) =>
  t.ok(endpoints.ecaSaveEvent, basics(code, over), { token });

describe("step 2: trait items and prizes", () => {
  it("records the trait items and prizes with quantities, and refuses a competition without a trait", async () => {
    const event = await addEvent("ECA2026-800");
    expect(event).toMatchObject({ trait_ids: [], prizes: [] });

    const before = await t.counts();
    const bare = await t.refused(
      endpoints.ecaSaveAwards,
      { id: event.id, version: event.version, trait_ids: [], prizes: [] },
      { token: teacher, lang: "en-US" },
    );
    expect(bare.data?.fields).toEqual([
      { field: "trait_ids", message: "Please select at least one feature item" },
    ]);
    const typed = await t.refused(
      endpoints.ecaSaveAwards,
      invalidInput({
        id: event.id,
        version: event.version,
        trait_ids: [trait("Leadership").id],
        prizes: [{ prize_id: prize("Champion").id, quantity: "0" }],
      }),
      { token: teacher, lang: "zh-TW" },
    );
    expect(typed.code).toBe(400);
    expect(typed.data?.fields[0]?.field).toBe("prizes.0.quantity");
    expect(await t.counts()).toEqual(before);

    const saved = await t.ok(
      endpoints.ecaSaveAwards,
      {
        id: event.id,
        version: event.version,
        trait_ids: [trait("Perseverance").id, trait("Leadership").id],
        prizes: [
          { prize_id: prize("Champion").id, quantity: "2" },
          { prize_id: prize("Merit").id, quantity: "10" },
        ],
      },
      { token: teacher },
    );
    expect(saved.version).toBe(event.version + 1);
    expect(saved.trait_ids).toEqual(
      [trait("Leadership").id, trait("Perseverance").id].sort((a, b) => a - b),
    );
    expect(saved.prizes).toEqual(
      expect.arrayContaining([
        { prize_id: prize("Champion").id, quantity: 2 },
        { prize_id: prize("Merit").id, quantity: 10 },
      ]),
    );
    // The version read before is stale now; another teacher's event is not theirs; a parent none.
    const stale = await t.refused(
      endpoints.ecaSaveAwards,
      { id: event.id, version: event.version, trait_ids: [trait("Leadership").id], prizes: [] },
      { token: teacher },
    );
    expect(stale.code).toBe(409);
    const office = await addEvent("ECA2026-801", staff);
    const notTheirs = await t.refused(
      endpoints.ecaSaveAwards,
      { id: office.id, version: office.version, trait_ids: [trait("Leadership").id], prizes: [] },
      { token: teacher },
    );
    expect(notTheirs.code).toBe(403);
    const asParent = await t.refused(
      endpoints.ecaSaveAwards,
      { id: event.id, version: saved.version, trait_ids: [trait("Leadership").id], prizes: [] },
      { token: parent },
    );
    expect(asParent.code).toBe(403);
  });

  it("lets a service event go without a trait, and refuses a disabled trait newly chosen", async () => {
    const event = await addEvent("ECA2026-802", teacher, { nature: "service" });
    const none = await t.ok(
      endpoints.ecaSaveAwards,
      { id: event.id, version: event.version, trait_ids: [], prizes: [] },
      { token: teacher },
    );
    const added = await t.ok(
      endpoints.ecaSaveTrait,
      { name_zh: "環保意識", name_en: "Green awareness", status: "disabled" },
      { token: staff },
    );
    const before = await t.counts();
    const refused = await t.refused(
      endpoints.ecaSaveAwards,
      { id: event.id, version: none.version, trait_ids: [added.id], prizes: [] },
      { token: teacher, lang: "en-US" },
    );
    expect(refused.data?.fields).toEqual([
      {
        field: "trait_ids",
        message: "This is disabled or no longer exists: please choose another",
      },
    ]);
    expect(await t.counts()).toEqual(before);
    // In the settings with its use counted; unused, it can be deleted.
    const after = await loadSettings();
    expect(after.traits.find((x) => x.id === added.id)).toMatchObject({ used: 0 });
    expect(after.traits.find((x) => x.name_en === "Perseverance")!.used).toBeGreaterThan(0);
    await t.ok(endpoints.ecaDeleteSetting, { kind: "trait", id: added.id }, { token: staff });
  });
});

describe("step 3: the event's students", () => {
  it("finds students by class, by class and number, and by name", async () => {
    const { classes, students } = await t.ok(
      endpoints.ecaStudents,
      { class_name: "4A" },
      { token: teacher },
    );
    expect(classes).toContain("6C");
    expect(students.length).toBeGreaterThan(5);
    expect(students.every((s) => s.class_name === "4A")).toBe(true);
    const numbers = students.map((s) => s.class_number!);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const one = await t.ok(endpoints.ecaStudents, { q: "4a 2" }, { token: teacher });
    expect(one.students).toEqual([expect.objectContaining({ class_name: "4A", class_number: 2 })]);
    const byName = await t.ok(
      endpoints.ecaStudents,
      { q: students[0]!.name_zh },
      { token: teacher },
    );
    expect(byName.students.map((s) => s.id)).toContain(students[0]!.id);
    expect((await t.refused(endpoints.ecaStudents, {}, { token: parent })).code).toBe(403);
  });

  it("adds students once, scores each award by the rule, and keeps the event's average", async () => {
    // On the test clock's day: a result may be recorded. It gives one champion (step 2).
    const held = await addEvent("ECA2026-810", teacher, {
      starts_on: "2026-09-01",
      ends_on: "2026-09-01",
      hours: "5",
    });
    const event = await offer(held, [["Champion", 1]]);
    const { students } = await t.ok(
      endpoints.ecaStudents,
      { class_name: "4A" },
      { token: teacher },
    );
    const three = students.slice(0, 3).map((s) => s.id);
    expect(
      await t.ok(
        endpoints.ecaAddEntries,
        { event_id: event.id, student_ids: three },
        { token: teacher },
      ),
    ).toEqual({ added: 3, already: 0 });
    expect(
      await t.ok(
        endpoints.ecaAddEntries,
        { event_id: event.id, student_ids: [three[0]!, students[3]!.id] },
        { token: teacher },
      ),
    ).toEqual({ added: 1, already: 1 });

    const page = await t.ok(endpoints.ecaEntries, { event_id: event.id }, { token: teacher });
    expect(page).toMatchObject({ total: 4, pending: 0 });
    expect(page.list.map((e) => e.student.class_number)).toEqual(
      students.slice(0, 4).map((s) => s.class_number),
    );
    // Added by the school: passed, worth the category's score until an award is set.
    expect(page.list[0]).toMatchObject({ status: "passed", source: "teacher", editable: true });
    expect(page.list[0]!.score).toBe(physical().score);

    const champion = prize("Champion");
    const entry = await t.ok(
      endpoints.ecaSaveEntry,
      {
        id: page.list[0]!.id,
        prize_id: String(champion.id),
        level: "territory",
        competition_item: "100 米",
        remark: "帶領隊員完成比賽",
        achievement: "冠軍",
        role: "隊長",
        hours: "4.5",
      },
      { token: teacher },
    );
    const expected =
      entryScore(
        {
          categoryScore: Math.round(physical().score * 100),
          multiplier: Math.round(champion.multiplier * 100),
          level: "territory",
          group: false,
        },
        {
          levelFactors: settings.rule.level_factors,
          groupFraction: settings.rule.group_percent,
        },
      ) / 100;
    expect(entry).toMatchObject({
      prize_id: champion.id,
      level: "territory",
      competition_item: "100 米",
      role: "隊長",
      hours: 4.5,
      score: expected,
    });
    const read = await t.ok(endpoints.ecaEvent, { id: event.id }, { token: teacher });
    expect(read.students).toBe(4);
    expect(read.average_score).toBe(
      Math.round(((expected + 3 * physical().score) / 4) * 100) / 100,
    );

    // An item the event does not have, and a typed hours that is not one, write nothing.
    const before = await t.counts();
    const unknownItem = await t.refused(
      endpoints.ecaSaveEntry,
      { ...entryBody(page.list[1]!.id), competition_item: "鉛球" },
      { token: teacher, lang: "en-US" },
    );
    expect(unknownItem.data?.fields).toEqual([
      { field: "competition_item", message: "This competition item is not one of the event's" },
    ]);
    const badHours = await t.refused(
      endpoints.ecaSaveEntry,
      { ...entryBody(page.list[1]!.id), hours: "1.25" },
      { token: teacher },
    );
    expect(badHours.code).toBe(400);
    expect(await t.counts()).toEqual(before);
  });

  it("lists one class's entries, counted by themselves", async () => {
    const event = await addEvent("ECA2026-815", teacher);
    const [a, b] = await Promise.all(
      ["4A", "4B"].map(
        async (class_name) =>
          (await t.ok(endpoints.ecaStudents, { class_name }, { token: teacher })).students,
      ),
    );
    await t.ok(
      endpoints.ecaAddEntries,
      { event_id: event.id, student_ids: [...a!.slice(0, 3), ...b!.slice(0, 2)].map((s) => s.id) },
      { token: teacher },
    );
    const of = (class_name?: string) =>
      t.ok(
        endpoints.ecaEntries,
        { event_id: event.id, ...(class_name ? { class_name } : {}), pageSize: 2 },
        { token: teacher },
      );
    expect((await of()).total).toBe(5);
    const fourB = await of("4B");
    expect(fourB.total).toBe(2);
    expect(fourB.list.map((e) => e.student.class_name)).toEqual(["4B", "4B"]);
    expect((await of("6Z")).total).toBe(0);
  });

  it("gives only the event's own awards, within their quotas, once it has begun", async () => {
    const held = await addEvent("ECA2026-812", teacher, {
      starts_on: "2026-09-01",
      ends_on: "2026-09-01",
      hours: "12.5",
    });
    const event = await offer(held, [["Champion", 1]]);
    const ids = await enter(event.id, 3);
    const award = (id: number, en: string, over: object = {}) =>
      t.request(
        endpoints.ecaSaveEntry,
        { ...entryBody(id), prize_id: String(prize(en).id), ...over },
        { token: teacher, lang: "en-US" },
      );
    expect((await award(ids[0]!, "Champion")).code).toBe(200);

    const before = await t.counts();
    const refusals = [
      // The quota: one champion, and the first has it.
      [
        await award(ids[1]!, "Champion"),
        "prize_id",
        "“Champion” is given once in this event, and all are given",
      ],
      // An award the event does not give.
      [
        await award(ids[2]!, "2nd runner-up"),
        "prize_id",
        "This event does not give this award: add it in the event's step “Traits and awards” first",
      ],
      // Hours beyond the event's own 12.5.
      [
        await t.request(
          endpoints.ecaSaveEntry,
          { ...entryBody(ids[2]!), hours: "999" },
          { token: teacher, lang: "en-US" },
        ),
        "hours",
        "Hours cannot be more than the event's 12.5",
      ],
    ] as const;
    for (const [answer, field, message] of refusals) {
      expect(answer.code).toBe(400);
      expect(answer.code === 200 ? null : answer.data?.fields).toEqual([{ field, message }]);
    }
    expect(await t.counts()).toEqual(before);
    // Its own award again, unchanged, is no second champion; taken off, it is free for another.
    expect((await award(ids[0]!, "Champion", { remark: "破紀錄" })).code).toBe(200);
    await t.ok(endpoints.ecaSaveEntry, entryBody(ids[0]!), { token: teacher });
    expect((await award(ids[1]!, "Champion")).code).toBe(200);
  });

  it("records no award before an event has begun, and takes only its grade's students", async () => {
    const ahead = await offer(
      await addEvent("ECA2026-813", teacher, { starts_on: "2026-10-10", ends_on: "2026-10-10" }),
      [["Champion", 1]],
    );
    const [id] = await enter(ahead.id, 1);
    const early = await t.refused(
      endpoints.ecaSaveEntry,
      { ...entryBody(id!), prize_id: String(prize("Champion").id) },
      { token: teacher, lang: "en-US" },
    );
    expect(early.data?.fields).toEqual([
      {
        field: "prize_id",
        message: "The event starts on 2026-10-10: awards are recorded once it has started",
      },
    ]);

    const fifth = await addEvent("ECA2026-814", teacher, { grade: "P5" });
    const { students } = await t.ok(
      endpoints.ecaStudents,
      { class_name: "4A" },
      { token: teacher },
    );
    const before = await t.counts();
    const outside = await t.refused(
      endpoints.ecaAddEntries,
      { event_id: fifth.id, student_ids: [students[0]!.id] },
      { token: teacher },
    );
    expect(outside.data?.fields).toEqual([
      { field: "student_ids", message: `本活動只限 小五：${students[0]!.name_zh} 不在此級別` },
    ]);
    expect(await t.counts()).toEqual(before);
  });

  it("moves students to another event they edit, says each one already there, and removes", async () => {
    const from = await addEvent("ECA2026-820");
    const to = await addEvent("ECA2026-821");
    const { students } = await t.ok(
      endpoints.ecaStudents,
      { class_name: "5B" },
      { token: teacher },
    );
    const [a, b, c] = students.map((s) => s.id);
    await t.ok(
      endpoints.ecaAddEntries,
      { event_id: from.id, student_ids: [a!, b!, c!] },
      { token: teacher },
    );
    await t.ok(endpoints.ecaAddEntries, { event_id: to.id, student_ids: [b!] }, { token: teacher });
    const entries = (await t.ok(endpoints.ecaEntries, { event_id: from.id }, { token: teacher }))
      .list;
    const idOf = (student: number) => entries.find((e) => e.student.id === student)!.id;

    const same = await t.refused(
      endpoints.ecaMoveEntries,
      { event_id: from.id, ids: [idOf(a!)], to_event_id: from.id },
      { token: teacher },
    );
    expect(same.code).toBe(400);
    const office = await addEvent("ECA2026-822", staff);
    const elsewhere = await t.refused(
      endpoints.ecaMoveEntries,
      { event_id: from.id, ids: [idOf(a!)], to_event_id: office.id },
      { token: teacher },
    );
    expect(elsewhere.code).toBe(403);
    const none = await t.refused(
      endpoints.ecaMoveEntries,
      invalidInput({ event_id: from.id, ids: [], to_event_id: to.id }),
      { token: teacher, lang: "en-US" },
    );
    expect(none.code).toBe(400);

    const moved = await t.ok(
      endpoints.ecaMoveEntries,
      { event_id: from.id, ids: [idOf(a!), idOf(b!)], to_event_id: to.id },
      { token: teacher, lang: "en-US" },
    );
    expect(moved.results).toEqual([
      { id: idOf(a!), ok: true, msg: expect.any(String) },
      { id: idOf(b!), ok: false, msg: "This student is already in that event (for the same item)" },
    ]);
    const toList = await t.ok(endpoints.ecaEntries, { event_id: to.id }, { token: teacher });
    expect(toList.list.map((e) => e.student.id).sort()).toEqual([a!, b!].sort());

    const removed = await t.ok(
      endpoints.ecaRemoveEntries,
      { event_id: from.id, ids: [idOf(b!), idOf(c!)] },
      { token: teacher },
    );
    expect(removed).toEqual({ removed: 2 });
    expect((await t.ok(endpoints.ecaEvent, { id: from.id }, { token: teacher })).students).toBe(0);
    // Another teacher's event's students are not theirs to change.
    const officeEntries = await t.ok(
      endpoints.ecaAddEntries,
      { event_id: office.id, student_ids: [c!] },
      { token: staff },
    );
    expect(officeEntries.added).toBe(1);
    const officeList = await t.ok(
      endpoints.ecaEntries,
      { event_id: office.id },
      { token: teacher },
    );
    expect(officeList.list[0]!.editable).toBe(false);
    const before = await t.counts();
    expect(
      (
        await t.refused(
          endpoints.ecaRemoveEntries,
          { event_id: office.id, ids: [officeList.list[0]!.id] },
          { token: teacher },
        )
      ).code,
    ).toBe(403);
    expect(await t.counts()).toEqual(before);
  });

  it("passes and refuses a parent's submissions: the office, with a reason to refuse", async () => {
    const waiting = await t.ok(
      endpoints.ecaApprovals,
      { source: "parent", status: "pending" },
      { token: staff },
    );
    const event = waiting.list.find((e) => e.students > 0)!;
    const entries = await t.ok(
      endpoints.ecaEntries,
      { event_id: event.id, status: "pending" },
      { token: staff },
    );
    expect(entries.pending).toBeGreaterThan(0);
    const ids = entries.list.map((e) => e.id);

    const before = await t.counts();
    const noReason = await t.refused(
      endpoints.ecaDecideEntries,
      { ids, decision: "reject" },
      { token: staff, lang: "en-US" },
    );
    expect(noReason.code).toBe(400);
    // The teacher does not answer for a parent's event: each is refused, nothing moves.
    const notTheirs = await t.ok(
      endpoints.ecaDecideEntries,
      { ids, decision: "pass" },
      { token: teacher },
    );
    expect(notTheirs.results.every((r) => !r.ok)).toBe(true);
    expect(await t.counts()).toEqual(before);

    const refused = await t.ok(
      endpoints.ecaDecideEntries,
      { ids, decision: "reject", reason: "請上載證書" },
      { token: staff },
    );
    expect(refused.results.every((r) => r.ok)).toBe(true);
    const again = await t.ok(
      endpoints.ecaDecideEntries,
      { ids, decision: "pass" },
      { token: staff },
    );
    expect(again.results.every((r) => !r.ok)).toBe(true);
    const read = await t.ok(endpoints.ecaEntries, { event_id: event.id }, { token: staff });
    expect(read.list[0]).toMatchObject({ status: "rejected", reject_reason: "請上載證書" });
  });
});

/** The event with these awards offered (step 2), a trait ticked as a competition needs. */
async function offer(event: { id: number; version: number }, prizes: [string, number][]) {
  return t.ok(
    endpoints.ecaSaveAwards,
    {
      id: event.id,
      version: event.version,
      trait_ids: [trait("Leadership").id],
      prizes: prizes.map(([en, quantity]) => ({
        prize_id: prize(en).id,
        quantity: String(quantity),
      })),
    },
    { token: teacher },
  );
}

/** The first `n` students of 5A entered in the event; their entries' ids. */
async function enter(eventId: number, n: number) {
  const { students } = await t.ok(endpoints.ecaStudents, { class_name: "5A" }, { token: teacher });
  await t.ok(
    endpoints.ecaAddEntries,
    { event_id: eventId, student_ids: students.slice(0, n).map((s) => s.id) },
    { token: teacher },
  );
  const page = await t.ok(endpoints.ecaEntries, { event_id: eventId }, { token: teacher });
  return page.list.map((e) => e.id);
}

const entryBody = (id: number) => ({
  id,
  prize_id: "",
  level: "" as const,
  competition_item: "",
  remark: "",
  achievement: "",
  role: "",
  hours: "",
});
