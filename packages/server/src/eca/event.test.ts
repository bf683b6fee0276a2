import { endpoints, type SaveEvent } from "@campus/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { invalidInput } from "../testing/typed-client";
import { sampleFile } from "../testing/contract-inputs";

const png = (name: string) => new File([sampleFile()], name, { type: "image/png" });
const pdf = (name = "notice.pdf") =>
  new File(["%PDF-1.7\n1 0 obj\n"], name, { type: "application/pdf" });

/*
 * An event's basic information (the editor's first step): added pending the office's approval,
 * read whole, changed by those who may, refused with reasons — and nothing written then.
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

const basics = (over: Partial<SaveEvent> = {}): SaveEvent => ({
  code: "ECA2026-900",
  name_zh: "全港小學校際籃球賽",
  name_en: "Inter-primary Basketball",
  content: "代表學校出賽。",
  nature: "competition",
  type: "group",
  category_id: settings.categories.find((c) => c.preset_key === "ole.physical")!.id,
  tag_ids: [settings.tags.find((tag) => tag.name_en === "Sports")!.id],
  region: "territory",
  organiser: "香港學界體育聯會",
  school_year: 2026,
  semester: "first",
  grade: "",
  starts_on: "2026-10-10",
  ends_on: "2026-10-11",
  hours: "6.5",
  sub_items: ["男子組", "女子組"],
  teacher_ids: [],
  ...over,
});

describe("adding an event", () => {
  it("adds a teacher's event pending approval, with the teacher answering for it", async () => {
    const event = await t.ok(endpoints.ecaSaveEvent, basics(), { token: teacher });
    expect(event).toMatchObject({
      code: "ECA2026-900",
      source: "teacher",
      status: "pending",
      hours: 6.5,
      grade: null,
      sub_items: ["男子組", "女子組"],
      students: 0,
      version: 1,
      created_by: { name_en: "Wong Ka Yan" },
      teachers: [{ name_en: "Wong Ka Yan" }],
      tags: [{ name_en: "Sports" }],
      can: { edit: true, approve: false, delete: true },
    });
    // The office may approve it; the list shows it in "my events" for the teacher.
    const asOffice = await t.ok(endpoints.ecaEvent, { id: event.id }, { token: staff });
    expect(asOffice.can).toEqual({ edit: true, approve: true, delete: true });
    const mine = await t.ok(
      endpoints.ecaEvents,
      { mine: true, q: "ECA2026-900" },
      { token: teacher },
    );
    expect(mine.list.map((e) => e.id)).toEqual([event.id]);
  });

  it("copies an event into this year: its trait items and awards, not its students; the copy is the teacher's, pending", async () => {
    const original = await t.ok(
      endpoints.ecaSaveEvent,
      basics({
        code: "ECA2025-970",
        school_year: 2025,
        starts_on: "2025-10-10",
        ends_on: "2025-10-11",
      }),
      { token: staff },
    );
    const traits = settings.traits.filter((trait) => trait.status === "enabled").slice(0, 2);
    const prize = settings.prizes.find((p) => p.status === "enabled")!;
    await t.ok(
      endpoints.ecaSaveAwards,
      {
        id: original.id,
        version: original.version,
        trait_ids: traits.map((trait) => trait.id),
        prizes: [{ prize_id: prize.id, quantity: "2" }],
      },
      { token: staff },
    );
    const copy = await t.ok(
      endpoints.ecaSaveEvent,
      basics({ code: "ECA2026-970", copy_of: original.id }),
      { token: teacher },
    );
    expect(copy).toMatchObject({ source: "teacher", status: "pending", students: 0 });
    expect(copy.id).not.toBe(original.id);
    expect([...copy.trait_ids].sort()).toEqual(traits.map((trait) => trait.id).sort());
    expect(copy.prizes).toEqual([{ prize_id: prize.id, quantity: 2 }]);
    // Another school's event, or none, is not found; nothing is added.
    const before = await t.counts();
    expect(
      (
        await t.request(endpoints.ecaSaveEvent, basics({ code: "ECA2026-971", copy_of: 999_999 }), {
          token: teacher,
        })
      ).code,
    ).toBe(404);
    expect(await t.counts()).toEqual(before);
  });

  it("marks the office's own events as the school's", async () => {
    const event = await t.ok(endpoints.ecaSaveEvent, basics({ code: "ECA2026-901" }), {
      token: staff,
    });
    expect(event).toMatchObject({ source: "school", status: "pending" });
  });

  it("refuses what the form would, in the caller's language, writing nothing", async () => {
    const before = await t.counts();
    const bad = await t.refused(
      endpoints.ecaSaveEvent,
      invalidInput({
        ...basics(),
        code: "ECA 2026",
        name_en: " ",
        hours: "1.25",
        ends_on: "2026-10-09",
        sub_items: ["A", "A"],
      }),
      { token: teacher, lang: "en-US" },
    );
    expect(bad.code).toBe(400);
    expect(bad.data?.fields).toEqual(
      expect.arrayContaining([
        { field: "code", message: "Use letters, digits and - _ / only, at most 30" },
        { field: "name_en", message: "Please enter the English name" },
        { field: "hours", message: "Enter the hours, with at most one decimal place" },
        { field: "ends_on", message: "The end cannot be before the start" },
        { field: "sub_items", message: "Each item needs a different name" },
      ]),
    );
    expect(await t.counts()).toEqual(before);
  });

  it("refuses a disabled category or label, a teacher of no school, and a code taken", async () => {
    const before = await t.counts();
    const oldLabel = settings.tags.find((tag) => tag.name_en === "Old label")!;
    const disabled = await t.refused(
      endpoints.ecaSaveEvent,
      basics({ code: "ECA2026-902", tag_ids: [oldLabel.id] }),
      { token: teacher, lang: "en-US" },
    );
    expect(disabled.data?.fields).toEqual([
      { field: "tag_ids", message: "This is disabled or no longer exists: please choose another" },
    ]);
    const stranger = await t.refused(
      endpoints.ecaSaveEvent,
      basics({ code: "ECA2026-903", teacher_ids: [999_999] }),
      { token: teacher },
    );
    expect(stranger.code).toBe(400);
    const taken = await t.refused(endpoints.ecaSaveEvent, basics({ code: "ECA2025-001" }), {
      token: teacher,
      lang: "en-US",
    });
    // Beside the code field, where it is fixed (issue 37, item 18).
    expect(taken).toMatchObject({
      code: 400,
      msg: "This event code is taken: please use another",
      data: {
        fields: [{ field: "code", message: "This event code is taken: please use another" }],
      },
    });
    expect(
      (await t.refused(endpoints.ecaSaveEvent, basics({ code: "ECA2026-904" }), { token: parent }))
        .code,
    ).toBe(403);
    expect(await t.counts()).toEqual(before);
  });
});

describe("changing an event", () => {
  it("changes it with the version read, and refuses a stale version", async () => {
    const event = await t.ok(endpoints.ecaSaveEvent, basics({ code: "ECA2026-910" }), {
      token: teacher,
    });
    const changed = await t.ok(
      endpoints.ecaSaveEvent,
      basics({
        id: event.id,
        version: event.version,
        code: "ECA2026-910",
        name_en: "Basketball",
        grade: "P5",
      }),
      { token: teacher },
    );
    expect(changed).toMatchObject({ name_en: "Basketball", grade: "P5", version: 2 });
    const before = await t.counts();
    const stale = await t.refused(
      endpoints.ecaSaveEvent,
      basics({ id: event.id, version: 1, code: "ECA2026-910" }),
      { token: staff, lang: "en-US" },
    );
    expect(stale).toMatchObject({
      code: 409,
      msg: "Someone changed this event just now. Reload it, then save again",
    });
    expect(await t.counts()).toEqual(before);
  });

  it("keeps its times of day, files and photos; photos added to a passed event leave it passed (issue 37, item 10)", async () => {
    const upload = (endpoint: "ecaUploadEventFile" | "ecaUploadEventPhoto", file: File) =>
      t.ok(endpoints[endpoint], { file }, { token: teacher });
    const notice = await upload("ecaUploadEventFile", pdf("通告.pdf"));
    const photo = await upload("ecaUploadEventPhoto", png("比賽.png"));
    // A photo's content is checked: a PDF is not one.
    expect(
      (await t.request(endpoints.ecaUploadEventPhoto, { file: pdf() }, { token: teacher })).code,
    ).toBe(400);
    const event = await t.ok(
      endpoints.ecaSaveEvent,
      basics({
        code: "ECA2026-915",
        nature: "activity",
        starts_on: "2026-10-10",
        ends_on: "2026-10-10",
        start_time: "15:45",
        end_time: "17:30",
        attachments: [notice.id],
      }),
      { token: teacher },
    );
    expect(event).toMatchObject({
      start_time: "15:45",
      end_time: "17:30",
      attachments: [{ id: notice.id, name: "通告.pdf" }],
      photos: [],
    });
    const file = await t.app.request(event.attachments[0]!.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");

    // Refused, writing nothing: an end before the start on one day, another kind's upload, too many.
    const before = await t.counts();
    const save = (over: Partial<SaveEvent>) =>
      t.request(
        endpoints.ecaSaveEvent,
        basics({
          id: event.id,
          version: event.version,
          code: "ECA2026-915",
          nature: "activity",
          ...over,
        }),
        { token: teacher },
      );
    const refusals: [Partial<SaveEvent>, string][] = [
      [
        { starts_on: "2026-10-10", ends_on: "2026-10-10", start_time: "15:45", end_time: "15:00" },
        "end_time",
      ],
      [{ start_time: "25:00" }, "start_time"],
      [{ photos: [notice.id] }, "photos"],
      [{ attachments: [photo.id] }, "attachments"],
      [{ photos: Array.from({ length: 13 }, () => photo.id) }, "photos"],
    ];
    for (const [over, field] of refusals) {
      const refused = await save(over);
      expect(refused.code, field).toBe(400);
      expect(JSON.stringify(refused.data), field).toContain(`"${field}"`);
    }
    expect(await t.counts()).toEqual(before);

    // Passed, then photos added after the day: still passed. A new time goes back for approval.
    const decided = await t.ok(
      endpoints.ecaDecideEvents,
      { ids: [event.id], decision: "pass" },
      { token: staff },
    );
    expect(decided.results).toEqual([{ id: event.id, ok: true, msg: "已完成" }]);
    const passed = await t.ok(endpoints.ecaEvent, { id: event.id }, { token: teacher });
    const withPhotos = await t.ok(
      endpoints.ecaSaveEvent,
      basics({
        id: event.id,
        version: passed.version,
        code: "ECA2026-915",
        nature: "activity",
        starts_on: "2026-10-10",
        ends_on: "2026-10-10",
        start_time: "15:45",
        end_time: "17:30",
        attachments: [notice.id],
        photos: [photo.id],
      }),
      { token: teacher },
    );
    expect(withPhotos).toMatchObject({ status: "passed", photos: [{ id: photo.id }] });
    const retimed = await t.ok(
      endpoints.ecaSaveEvent,
      basics({
        id: event.id,
        version: withPhotos.version,
        code: "ECA2026-915",
        nature: "activity",
        starts_on: "2026-10-10",
        ends_on: "2026-10-10",
        start_time: "14:00",
        end_time: "17:30",
      }),
      { token: teacher },
    );
    // Left out, the files and photos stay as they were.
    expect(retimed).toMatchObject({
      status: "pending",
      start_time: "14:00",
      photos: [{ id: photo.id }],
    });
    // So do the times; "" is none.
    const untimed = basics({
      id: event.id,
      version: retimed.version,
      code: "ECA2026-915",
      nature: "activity",
      starts_on: "2026-10-10",
      ends_on: "2026-10-10",
    });
    const kept = await t.ok(endpoints.ecaSaveEvent, untimed, { token: staff });
    expect(kept).toMatchObject({ start_time: "14:00", end_time: "17:30" });
    const cleared = await t.ok(
      endpoints.ecaSaveEvent,
      { ...untimed, version: kept.version, start_time: "", end_time: "" },
      { token: staff },
    );
    expect(cleared).toMatchObject({ start_time: null, end_time: null });
  });

  it("keeps a teacher to their own events: another teacher's is refused", async () => {
    // An event the office added, answered for by the office alone.
    const office = await t.ok(
      endpoints.ecaSaveEvent,
      basics({ code: "ECA2026-920", teacher_ids: [] }),
      { token: staff },
    );
    expect((await t.ok(endpoints.ecaEvent, { id: office.id }, { token: teacher })).can.edit).toBe(
      false,
    );
    const before = await t.counts();
    const refused = await t.refused(
      endpoints.ecaSaveEvent,
      basics({ id: office.id, version: office.version, code: "ECA2026-920", name_zh: "改名" }),
      { token: teacher },
    );
    expect(refused.code).toBe(403);
    expect(await t.counts()).toEqual(before);
  });

  it("keeps a label the event has even once it is disabled", async () => {
    const music = settings.tags.find((tag) => tag.name_en === "Music")!;
    const event = await t.ok(
      endpoints.ecaSaveEvent,
      basics({ code: "ECA2026-930", tag_ids: [music.id] }),
      { token: staff },
    );
    await t.ok(
      endpoints.ecaSettingStatus,
      { kind: "tag", id: music.id, status: "disabled" },
      { token: staff },
    );
    try {
      const kept = await t.ok(
        endpoints.ecaSaveEvent,
        basics({
          id: event.id,
          version: event.version,
          code: "ECA2026-930",
          tag_ids: [music.id],
          name_en: "Kept",
        }),
        { token: staff },
      );
      expect(kept.tags.map((tag) => tag.id)).toEqual([music.id]);
      const fresh = await t.refused(
        endpoints.ecaSaveEvent,
        basics({ code: "ECA2026-931", tag_ids: [music.id] }),
        { token: staff },
      );
      expect(fresh.code).toBe(400);
    } finally {
      await t.ok(
        endpoints.ecaSettingStatus,
        { kind: "tag", id: music.id, status: "enabled" },
        { token: staff },
      );
    }
  });

  it("reads as missing for an event that does not exist", async () => {
    expect((await t.refused(endpoints.ecaEvent, { id: 999_999 }, { token: staff })).code).toBe(404);
  });
});

describe("deleting an event", () => {
  it("deletes a teacher's own event with its students until it is passed; refuses another's and a parent", async () => {
    const event = await t.ok(endpoints.ecaSaveEvent, basics({ code: "ECA2026-950" }), {
      token: teacher,
    });
    const { students } = await t.ok(
      endpoints.ecaStudents,
      { class_name: "3B" },
      { token: teacher },
    );
    await t.ok(
      endpoints.ecaAddEntries,
      { event_id: event.id, student_ids: students.slice(0, 2).map((s) => s.id) },
      { token: teacher },
    );
    const office = await t.ok(endpoints.ecaSaveEvent, basics({ code: "ECA2026-951" }), {
      token: staff,
    });
    const before = await t.counts();
    expect(
      (await t.refused(endpoints.ecaDeleteEvent, { id: office.id }, { token: teacher })).code,
    ).toBe(403);
    expect(
      (await t.refused(endpoints.ecaDeleteEvent, { id: event.id }, { token: parent })).code,
    ).toBe(403);
    expect(await t.counts()).toEqual(before);

    // Once passed it is the school's record: only the office removes it.
    const passed = await t.ok(endpoints.ecaSaveEvent, basics({ code: "ECA2026-952" }), {
      token: teacher,
    });
    // A competition is passed with its traits (issue 37, item 1).
    const { traits } = await t.ok(endpoints.ecaSettings, {}, { token: teacher });
    const awards = { id: passed.id, version: passed.version, prizes: [] };
    await t.ok(
      endpoints.ecaSaveAwards,
      { ...awards, trait_ids: [traits[0]!.id] },
      { token: teacher },
    );
    await t.ok(endpoints.ecaDecideEvents, { ids: [passed.id], decision: "pass" }, { token: staff });
    expect((await t.ok(endpoints.ecaEvent, { id: passed.id }, { token: teacher })).can.delete).toBe(
      false,
    );
    const before2 = await t.counts();
    expect(
      await t.refused(
        endpoints.ecaDeleteEvent,
        { id: passed.id },
        { token: teacher, lang: "en-US" },
      ),
    ).toMatchObject({
      code: 409,
      msg: "This event has been approved: only the school office can delete it",
    });
    expect(await t.counts()).toEqual(before2);

    expect((await t.ok(endpoints.ecaEvent, { id: event.id }, { token: teacher })).can.delete).toBe(
      true,
    );
    expect(await t.ok(endpoints.ecaDeleteEvent, { id: event.id }, { token: teacher })).toEqual({
      removed: 2,
    });
    expect((await t.refused(endpoints.ecaEvent, { id: event.id }, { token: teacher })).code).toBe(
      404,
    );
    expect(
      (await t.refused(endpoints.ecaDeleteEvent, { id: event.id }, { token: teacher })).code,
    ).toBe(404);
    // The office deletes any of the school's.
    expect(await t.ok(endpoints.ecaDeleteEvent, { id: office.id }, { token: staff })).toEqual({
      removed: 0,
    });
  });
});

describe("ecaTeachers", () => {
  it("lists the school's teachers and office staff", async () => {
    const { teachers } = await t.ok(endpoints.ecaTeachers, {}, { token: teacher });
    expect(teachers.map((x) => x.name_en)).toEqual([
      "Chow Mei Ling",
      "Lee Chi Ming",
      "Wong Ka Yan",
    ]);
    expect((await t.refused(endpoints.ecaTeachers, {}, { token: parent })).code).toBe(403);
  });
});
