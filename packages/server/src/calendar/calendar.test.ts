import { endpoints, type CalendarItem, type SaveSchoolEvent } from "@campus/contract";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { invalidInput } from "../testing/typed-client";

/*
 * The personal calendar on the demo school's 2026–27 year (the test clock starts on
 * 2026-09-01, the first day of term). 陳大文 has two children: 陳小明 (4A, the current child)
 * and 陳小欣 (1B); 林美玲's child 林子軒 is in 6C; 黃嘉欣 (t.wong) teaches; admin is the office.
 */

let t: TestApp;
let parent: string;
let otherParent: string;
let student: string;
let teacher: string;
let staff: string;
let ids: { elder: number; younger: number; other: number };

beforeAll(async () => {
  t = await createTestApp();
  [parent, otherParent, student, teacher, staff] = await Promise.all([
    t.signIn("parent"),
    t.signIn("otherParent"),
    t.signIn("student"),
    t.signIn("teacher"),
    t.signIn("staff"),
  ]);
  const all = await t.ok(
    endpoints.calendarMonth,
    { month: "2026-11", who: "all" },
    { token: parent },
  );
  const other = await t.ok(endpoints.calendarMonth, { month: "2026-11" }, { token: otherParent });
  ids = { elder: all.people[0]!.id, younger: all.people[1]!.id, other: other.people[0]!.id };
});
afterAll(async () => {
  await t.close();
});

const event = (fields: Partial<SaveSchoolEvent> = {}): SaveSchoolEvent => ({
  kind: "event",
  title_zh: "四年級參觀太空館",
  title_cn: "四年级参观太空馆",
  title_en: "P4 visit to the Space Museum",
  description_zh: "請穿著校服，帶備午餐。",
  start_day: "2026-11-20",
  end_day: "2026-11-20",
  start_time: "09:30",
  end_time: "12:00",
  grades: [4],
  ...fields,
});

async function added(fields: Partial<SaveSchoolEvent> = {}) {
  return t.ok(endpoints.calendarSaveSchoolEvent, event(fields), { token: staff });
}

describe("a month of the overview", () => {
  it("shows the current child's month: cycle days on school days only, the timetable behind them", async () => {
    const month = await t.ok(endpoints.calendarMonth, { month: "2026-11" }, { token: parent });
    expect(month.time_zone).toBe("Asia/Hong_Kong");
    expect(month.people).toEqual([
      { id: ids.elder, name: "陳小明", class_name: "4A", role: "student" },
    ]);
    expect(month.days).toHaveLength(30);
    const day = (d: string) => month.days.find((x) => x.day === d)!;
    expect(day("2026-11-01").cycle_day).toBeNull(); // a Sunday
    expect(day("2026-11-07").cycle_day).toBeNull(); // a Saturday
    const school = month.days.filter((d) => d.cycle_day !== null);
    expect(school.length).toBeGreaterThan(15);
    // The cycle runs 1…6 over consecutive school days.
    for (let i = 1; i < school.length; i++)
      expect(school[i]!.cycle_day).toBe((school[i - 1]!.cycle_day! % 6) + 1);
    // Every cycle day has the class's eight lessons; no lesson is another class's.
    const cycles = month.timetables.filter((x) => x.person_id === ids.elder);
    expect(cycles.map((x) => x.cycle_day).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    for (const c of cycles) {
      expect(c.lessons).toHaveLength(8);
      expect(new Set(c.lessons.map((l) => l.class_name))).toEqual(new Set(["4A"]));
    }
    expect(month.items.every((item) => item.kind !== "lesson")).toBe(true);
  });

  it("answers in the caller's language", async () => {
    const en = await t.ok(
      endpoints.calendarMonth,
      { month: "2026-12" },
      { token: parent, lang: "en-US" },
    );
    const zh = await t.ok(endpoints.calendarMonth, { month: "2026-12" }, { token: parent });
    const christmasEn = en.items.find((i) => i.start_day === "2026-12-25" && i.day_off)!;
    const christmasZh = zh.items.find((i) => i.key === christmasEn.key)!;
    expect(christmasEn.title).toMatch(/Christmas/);
    expect(christmasZh.title).toMatch(/聖誕/);
    expect(en.people[0]!.name).toBe("Chan Siu Ming");
    // The timetable's rooms too: the class's own, the art room, the playground.
    const rooms = (month: typeof en) =>
      new Set(month.timetables.flatMap((x) => x.lessons.map((l) => l.room)));
    expect([...rooms(zh)]).toEqual(expect.arrayContaining(["401 室", "美術室", "操場"]));
    expect([...rooms(en)]).toEqual(expect.arrayContaining(["Room 401", "Art Room", "Playground"]));
    const cn = await t.ok(
      endpoints.calendarMonth,
      { month: "2026-12" },
      { token: parent, lang: "zh-CN" },
    );
    expect([...rooms(cn)]).toEqual(expect.arrayContaining(["401 室", "美术室", "操场"]));
  });

  it("shows a grade's event to that grade's child only, and all children in their own rows", async () => {
    const grade4 = await added({ start_day: "2026-11-18", end_day: "2026-11-18" });
    const class1B = await added({
      title_en: "1B class photo",
      title_zh: "1B 班班相",
      title_cn: "1B 班班相",
      grades: [],
      classes: ["1B"],
      start_day: "2026-11-18",
      end_day: "2026-11-18",
    });
    const keyOf = (e: { id: number }) => `event:${e.id}`;
    const current = await t.ok(endpoints.calendarMonth, { month: "2026-11" }, { token: parent });
    expect(current.items.map((i) => i.key)).toContain(keyOf(grade4));
    expect(current.items.map((i) => i.key)).not.toContain(keyOf(class1B));

    const all = await t.ok(
      endpoints.calendarMonth,
      { month: "2026-11", who: "all" },
      { token: parent },
    );
    const find = (key: string) => all.items.find((i) => i.key === key)!;
    expect(find(keyOf(grade4)).person_ids).toEqual([ids.elder]);
    expect(find(keyOf(class1B)).person_ids).toEqual([ids.younger]);
    const whole = all.items.find((i) => i.kind === "holiday" || i.person_ids.length === 2);
    expect(whole?.person_ids.sort()).toEqual([ids.elder, ids.younger].sort());
    expect(all.timetables.some((x) => x.person_id === ids.younger)).toBe(true);

    // The other family sees neither, not even by asking for it by key.
    const other = await t.ok(endpoints.calendarMonth, { month: "2026-11" }, { token: otherParent });
    expect(other.items.map((i) => i.key)).not.toContain(keyOf(grade4));
    expect(other.items.map((i) => i.key)).not.toContain(keyOf(class1B));
    const refused = await t.refused(
      endpoints.calendarItem,
      { key: keyOf(class1B) },
      { token: otherParent },
    );
    expect(refused.code).toBe(404);
    // A student sees their own grade's event.
    const own = await t.ok(endpoints.calendarItem, { key: keyOf(grade4) }, { token: student });
    expect(own.audience).toEqual({ grades: [4], classes: [] });
    expect(own.description).toBe("請穿著校服，帶備午餐。");
  });

  it("shows a teacher their own timetable, not a class's", async () => {
    const month = await t.ok(endpoints.calendarMonth, { month: "2026-11" }, { token: teacher });
    expect(month.people).toEqual([expect.objectContaining({ role: "teacher", class_name: null })]);
    const lessons = month.timetables.flatMap((x) => x.lessons);
    expect(lessons.length).toBeGreaterThanOrEqual(12);
    expect(new Set(lessons.map((l) => l.teacher))).toEqual(new Set(["黃嘉欣"]));
    expect(new Set(lessons.map((l) => l.class_name)).size).toBeGreaterThan(1);
  });

  it("refuses a malformed month and a stranger", async () => {
    for (const month of ["2026-13", "2026-1", "", "november"])
      expect((await t.refused(endpoints.calendarMonth, { month }, { token: parent })).code).toBe(
        400,
      );
    expect((await t.refused(endpoints.calendarMonth, { month: "2026-11" })).code).toBe(401);
    expect(
      (
        await t.refused(
          endpoints.calendarMonth,
          invalidInput({ month: "2026-11", who: "everyone" }),
          { token: parent },
        )
      ).code,
    ).toBe(400);
  });
});

describe("a closure shifts the cycle", () => {
  it("moves every later school day of the term back by one day of the cycle", async () => {
    const before = await t.ok(endpoints.calendarMonth, { month: "2026-10" }, { token: student });
    const schoolDays = before.days.filter((d) => d.cycle_day !== null);
    const closed = schoolDays[10]!;
    const typhoon = await added({
      kind: "closure",
      title_zh: "八號風球停課",
      title_cn: "八号风球停课",
      title_en: "Typhoon signal No. 8: school closed",
      start_day: closed.day,
      end_day: closed.day,
      start_time: null,
      end_time: null,
      grades: [],
    });
    const after = await t.ok(endpoints.calendarMonth, { month: "2026-10" }, { token: student });
    const cycleOn = (d: string) => after.days.find((x) => x.day === d)!.cycle_day;
    expect(cycleOn(closed.day)).toBeNull();
    expect(cycleOn(schoolDays[11]!.day)).toBe(closed.cycle_day);
    for (const earlier of schoolDays.slice(0, 10))
      expect(cycleOn(earlier.day)).toBe(earlier.cycle_day);
    expect(after.items.find((i) => i.key === `event:${typhoon.id}`)).toMatchObject({
      kind: "holiday",
      day_off: true,
    });
    // The office deletes it again: the cycle is as it was.
    await t.ok(endpoints.calendarDeleteSchoolEvent, { id: typhoon.id }, { token: staff });
    const again = await t.ok(endpoints.calendarMonth, { month: "2026-10" }, { token: student });
    expect(again.days).toEqual(before.days);
  });
});

describe("the itinerary list", () => {
  it("lists from a day on, paged by 10, multi-day items once, lessons only when asked", async () => {
    const page = await t.ok(endpoints.calendarItems, { from: "2026-12-01" }, { token: parent });
    expect(page.pageSize).toBe(10);
    expect(page.list).toHaveLength(10);
    expect(page.total).toBeGreaterThan(10);
    const keys = page.list.map((i) => i.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(page.list.every((i) => i.end_day >= "2026-12-01")).toBe(true);
    const order = page.list.map((i) => (i.start_day < "2026-12-01" ? "2026-12-01" : i.start_day));
    expect([...order].sort()).toEqual(order);

    const lessons = await t.ok(
      endpoints.calendarItems,
      { from: "2026-12-01", kinds: "lesson", pageSize: 20 },
      { token: parent },
    );
    expect(lessons.list.every((i) => i.kind === "lesson")).toBe(true);
    expect(lessons.list.slice(0, 8).map((i) => i.lesson!.period)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const second = await t.ok(
      endpoints.calendarItems,
      { from: "2026-12-01", kinds: "lesson", pageSize: 10, pageNum: 2 },
      { token: parent },
    );
    expect(second.list[0]!.key).toBe(lessons.list[10]!.key);

    const holidays = await t.ok(
      endpoints.calendarItems,
      { from: "2026-12-28", kinds: "holiday" },
      { token: parent, lang: "en-US" },
    );
    // The Christmas holiday began before the 28th: it is listed once, from the 28th.
    expect(holidays.list.filter((i) => /Christmas/.test(i.title)).length).toBeGreaterThanOrEqual(1);
  });

  it("names every kind it may show, the features' too, and lists lessons when asked", async () => {
    const page = await t.ok(
      endpoints.calendarItems,
      { from: "2026-12-01", pageSize: 50 },
      { token: parent, lang: "en-US" },
    );
    expect(page.kinds.map((kind) => [kind.id, kind.names, kind.listed])).toEqual([
      ["lesson", "Lessons", false],
      ["event", "School events", true],
      ["exam", "Exams", true],
      ["holiday", "Holidays", true],
      ["library", "Library", true],
      ["interview", "Interviews", true],
      ["eca", "ECA", true],
      ["notice", "Reply slips", true],
      ["leave", "Leave", true],
    ]);
    expect(page.kinds.every((kind) => /^#[0-9a-f]{6}$/.test(kind.colour))).toBe(true);
    // Unless asked: no lessons. `*`: everything, lessons too.
    expect(page.list.some((i) => i.kind === "lesson")).toBe(false);
    const every = await t.ok(
      endpoints.calendarItems,
      { from: "2026-12-01", pageSize: 50, kinds: "*" },
      { token: parent },
    );
    expect(every.list.some((i) => i.kind === "lesson")).toBe(true);
    expect(every.list.some((i) => i.kind !== "lesson")).toBe(true);
    // The month and the detail name them as well, in the reader's language.
    const month = await t.ok(endpoints.calendarMonth, { month: "2026-12" }, { token: parent });
    expect(month.kinds.find((kind) => kind.id === "library")?.name).toBe("圖書館");
    const detail = await t.ok(
      endpoints.calendarItem,
      { key: every.list[0]!.key },
      { token: parent },
    );
    expect(detail.kinds).toEqual(month.kinds);
  });

  it("passes over a kind it does not show; refuses a malformed one and an impossible day", async () => {
    // An old link may name a kind the school's features no longer add.
    const known = await t.ok(
      endpoints.calendarItems,
      { from: "2026-12-01", kinds: "lesson,party", pageSize: 50 },
      { token: parent },
    );
    expect(new Set(known.list.map((i) => i.kind))).toEqual(new Set(["lesson"]));
    const none = await t.ok(
      endpoints.calendarItems,
      { from: "2026-12-01", kinds: "party", pageSize: 50 },
      { token: parent },
    );
    const usual = await t.ok(
      endpoints.calendarItems,
      { from: "2026-12-01", pageSize: 50 },
      { token: parent },
    );
    expect(none.list).toEqual(usual.list);
    expect(
      (
        await t.refused(endpoints.calendarItems, invalidInput({ kinds: "lesson,<b>" }), {
          token: parent,
        })
      ).code,
    ).toBe(400);
    expect(
      (await t.refused(endpoints.calendarItems, { from: "2027-02-30" }, { token: parent })).code,
    ).toBe(400);
  });

  it("includes the library's due dates of a parent's children, through its source", async () => {
    const page = await t.ok(
      endpoints.calendarItems,
      { from: "2026-09-01", kinds: "library", pageSize: 50, who: "all" },
      { token: parent },
    );
    expect(page.list.length).toBeGreaterThan(0);
    const item = page.list[0]!;
    expect(item.title).toMatch(/^(還書限期|取書限期)：《.+》$/);
    const detail = await t.ok(endpoints.calendarItem, { key: item.key }, { token: parent });
    expect(detail.link).toMatch(/^\/library\/myrecord\//);
    // Not the other family's.
    expect(
      (await t.refused(endpoints.calendarItem, { key: item.key }, { token: otherParent })).code,
    ).toBe(404);
  });
});

describe("an item's detail and its calendar file", () => {
  it("opens a lesson on its day, and refuses it on a day of another cycle day or to another class", async () => {
    const month = await t.ok(endpoints.calendarMonth, { month: "2026-11" }, { token: parent });
    const day = month.days.find((d) => d.cycle_day === 2)!;
    const lesson = month.timetables.find((x) => x.cycle_day === 2)!.lessons[0]!;
    const detail = await t.ok(
      endpoints.calendarItem,
      { key: `lesson:${lesson.id}:${day.day}` },
      { token: parent },
    );
    expect(detail.item).toMatchObject({
      kind: "lesson",
      start_day: day.day,
      start_time: lesson.start_time,
      lesson: { cycle_day: 2, period: lesson.period, teacher: lesson.teacher, class_name: "4A" },
    });
    const otherDay = month.days.find((d) => d.cycle_day === 3)!;
    for (const [key, token] of [
      [`lesson:${lesson.id}:${otherDay.day}`, parent],
      [`lesson:${lesson.id}:${day.day}`, otherParent],
      [`lesson:${lesson.id}:2026-11-01`, parent],
      ["event:999999", parent],
      ["nothing:2026-11-01:1", parent],
    ] as const)
      expect((await t.refused(endpoints.calendarItem, { key }, { token })).code).toBe(404);
  });

  it("gives a single-event file at the school's times", async () => {
    const saved = await added({ start_day: "2026-11-26", end_day: "2026-11-26" });
    const file = await t.ok(
      endpoints.calendarItemIcs,
      { key: `event:${saved.id}` },
      { token: parent },
    );
    expect(file.filename).toBe("2026-11-26-event.ics");
    const vevent = new ICAL.Component(ICAL.parse(file.ics)).getFirstSubcomponent("vevent")!;
    const parsed = new ICAL.Event(vevent);
    expect(parsed.summary).toBe("四年級參觀太空館");
    expect(parsed.startDate.toJSDate().toISOString()).toBe("2026-11-26T01:30:00.000Z");
    expect(parsed.uid).toBe(`event:${saved.id}@campus`);
  });
});

describe("the subscribed feed", () => {
  const get = (path: string) => t.app.request(path);

  it("is made on request, serves the user's calendar as iCalendar, and stops at once when renewed", async () => {
    expect((await t.ok(endpoints.calendarFeed, {}, { token: parent })).path).toBeNull();
    const first = await t.ok(endpoints.calendarFeedRenew, {}, { token: parent });
    expect(first.path).toMatch(/^\/api\/calendar\/feed\/[A-Za-z0-9_-]{32}\.ics$/);
    expect((await t.ok(endpoints.calendarFeed, {}, { token: parent })).path).toBe(first.path);

    const response = await get(first.path!);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await response.text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events.length).toBeGreaterThan(10);
    // A book due reminds the family the morning before; a school event says what it is about.
    const due = events.find((e) => e.summary.includes("還書限期"))!;
    const [reminder] = due.component.getAllSubcomponents("valarm");
    expect(reminder!.getFirstPropertyValue("trigger")!.toString()).toBe("-PT15H");
    // …and opens the reader's loans in the portal.
    expect(due.component.getFirstPropertyValue("url")).toBe(
      "http://localhost/parent_student/library/myrecord/borrow/now",
    );
    const described = events.filter((e) => e.uid.startsWith("event:") && e.description);
    expect(described.length).toBeGreaterThan(0);
    expect(events.every((e) => !e.uid.startsWith("lesson:"))).toBe(true);

    const withLessons = await (await get(`${first.path}?lessons=1`)).text();
    expect(withLessons).toContain("UID:lesson:");

    const renewed = await t.ok(endpoints.calendarFeedRenew, {}, { token: parent });
    expect(renewed.path).not.toBe(first.path);
    expect((await get(first.path!)).status).toBe(404);
    expect((await get(renewed.path!)).status).toBe(200);
  });

  it("shows one child with ?person=, never another family's", async () => {
    const { path } = await t.ok(endpoints.calendarFeedRenew, {}, { token: parent });
    const younger = await (await get(`${path}?person=${ids.younger}`)).text();
    expect(younger).toContain("陳小欣");
    expect(younger).not.toContain("陳小明");
    expect((await get(`${path}?person=${ids.other}`)).status).toBe(404);
    expect((await get(`${path}?person=abc`)).status).toBe(404);
    expect((await get("/api/calendar/feed/not-a-secret.ics")).status).toBe(404);
  });

  it("links to the school's public address where one is set (PUBLIC_URL), not where it was fetched", async () => {
    const behindProxy = await createTestApp({
      deps: { publicUrl: "https://campus.school.example/" },
    });
    try {
      const token = await behindProxy.signIn("parent");
      const { path } = await behindProxy.ok(endpoints.calendarFeedRenew, {}, { token });
      const text = await (await behindProxy.app.request(path!)).text();
      const urls = new ICAL.Component(ICAL.parse(text))
        .getAllSubcomponents("vevent")
        .map((event) => event.getFirstPropertyValue("url"))
        .filter(Boolean);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls).toContain(
        "https://campus.school.example/parent_student/library/myrecord/borrow/now",
      );
      expect(urls.every((url) => String(url).startsWith("https://campus.school.example/"))).toBe(
        true,
      );
    } finally {
      await behindProxy.close();
    }
  });

  it("keeps the same UIDs across two generations", async () => {
    const { path } = await t.ok(endpoints.calendarFeedRenew, {}, { token: student });
    const uids = (text: string) => [...text.matchAll(/^UID:(.*)$/gm)].map((m) => m[1]).sort();
    const first = uids(await (await get(path!)).text());
    t.clock.advance(60_000);
    expect(uids(await (await get(path!)).text())).toEqual(first);
  });
});

describe("the school office", () => {
  it("leaves a Simplified title to the conversion, which follows each change of the Chinese (issue 37, item 19)", async () => {
    const saved = await added({
      title_cn: "",
      title_zh: "聯校音樂會",
      start_day: "2026-11-24",
      end_day: "2026-11-24",
    });
    expect(saved.title_cn).toBe("");
    const titleIn = async () =>
      (
        await t.ok(endpoints.calendarMonth, { month: "2026-11" }, { token: parent, lang: "zh-CN" })
      ).items.find((item) => item.start_day === "2026-11-24" && item.kind === "event")?.title;
    expect(await titleIn()).toBe("联校音乐会");
    await t.ok(
      endpoints.calendarSaveSchoolEvent,
      {
        ...event({ start_day: "2026-11-24", end_day: "2026-11-24" }),
        id: saved.id,
        title_zh: "聯校合唱節",
        title_cn: "",
      },
      { token: staff },
    );
    expect(await titleIn()).toBe("联校合唱节");
    await t.ok(endpoints.calendarDeleteSchoolEvent, { id: saved.id }, { token: staff });
  });

  it("adds, changes and deletes an event; others may not", async () => {
    const saved = await added({ title_en: "Sports day rehearsal" });
    const changed = await t.ok(
      endpoints.calendarSaveSchoolEvent,
      event({
        id: saved.id,
        title_en: "Sports day rehearsal (moved)",
        start_day: "2026-11-23",
        end_day: "2026-11-23",
      }),
      { token: staff },
    );
    expect(changed).toMatchObject({
      id: saved.id,
      title_en: "Sports day rehearsal (moved)",
      start_day: "2026-11-23",
    });
    const list = await t.ok(
      endpoints.calendarSchoolEvents,
      { from: "2026-11-23", pageSize: 100 },
      { token: staff },
    );
    expect(list.list.map((e) => e.id)).toContain(saved.id);

    for (const token of [parent, student, teacher]) {
      const before = await t.counts();
      expect((await t.refused(endpoints.calendarSaveSchoolEvent, event(), { token })).code).toBe(
        403,
      );
      expect(
        (await t.refused(endpoints.calendarDeleteSchoolEvent, { id: saved.id }, { token })).code,
      ).toBe(403);
      expect(await t.counts()).toEqual(before);
    }
    await t.ok(endpoints.calendarDeleteSchoolEvent, { id: saved.id }, { token: staff });
    expect(
      (await t.refused(endpoints.calendarDeleteSchoolEvent, { id: saved.id }, { token: staff }))
        .code,
    ).toBe(404);
    expect(
      (
        await t.refused(endpoints.calendarSaveSchoolEvent, event({ id: saved.id }), {
          token: staff,
        })
      ).code,
    ).toBe(404);
  });

  it("refuses what is not a school event, writing nothing", async () => {
    const before = await t.counts();
    for (const bad of [
      event({ end_day: "2026-11-19" }),
      event({ start_time: "12:00", end_time: "09:30" }),
      event({ start_time: "09:30", end_time: null }),
      event({ kind: "holiday", start_time: "09:00", end_time: "10:00" }),
      event({ title_en: "   " }),
      event({ start_day: "2026-11-31", end_day: "2026-12-01" }),
      event({ end_day: "2027-03-01" }),
      event({ grades: [7] }),
      event({ classes: ["4a; DROP TABLE"] }),
    ]) {
      const answer = await t.refused(endpoints.calendarSaveSchoolEvent, bad, { token: staff });
      expect(answer.code).toBe(400);
    }
    expect(await t.counts()).toEqual(before);
  });

  it("names a class the school does not have, writing nothing (issue 37, item 21)", async () => {
    const before = await t.counts();
    const answer = await t.refused(
      endpoints.calendarSaveSchoolEvent,
      event({ classes: ["4A", "4Z", "6Z"] }),
      { token: staff },
    );
    expect(answer).toMatchObject({
      code: 400,
      data: {
        fields: [{ field: "classes", message: "本校沒有這些班別（或班內沒有在讀學生）：4Z、6Z" }],
      },
    });
    expect(await t.counts()).toEqual(before);
  });

  it("keeps a holiday for the whole school and all-day", async () => {
    const saved = await added({ kind: "holiday", start_time: null, end_time: null, grades: [4] });
    expect(saved).toMatchObject({ grades: [], classes: [], start_time: null });
    await t.ok(endpoints.calendarDeleteSchoolEvent, { id: saved.id }, { token: staff });
  });
});

describe("a school event's attachments", () => {
  const pdf = (name = "通告.pdf", body = "%PDF-1.7\n1 0 obj\n") =>
    new File([body], name, { type: "application/pdf" });
  const upload = (file: File, token = staff) =>
    t.request(endpoints.calendarUploadAttachment, { file }, { token });

  it("keeps a PDF the office uploads, shows it to the families the event is for, and serves it by its address", async () => {
    const file = await t.ok(endpoints.calendarUploadAttachment, { file: pdf() }, { token: staff });
    expect(file).toMatchObject({ name: "通告.pdf", type: "application/pdf", size: 17 });
    const saved = await added({ attachments: [file.id, file.id] });
    expect(saved.attachments).toEqual([file]);

    // The grade-4 child's parent sees it on the event; the other family cannot open the event.
    const detail = await t.ok(
      endpoints.calendarItem,
      { key: `event:${saved.id}` },
      { token: parent },
    );
    expect(detail.attachments).toEqual([file]);
    expect(
      (
        await t.refused(
          endpoints.calendarItem,
          { key: `event:${saved.id}` },
          { token: otherParent },
        )
      ).code,
    ).toBe(404);

    const response = await t.app.request(file.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
    expect(response.headers.get("content-disposition")).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent("通告.pdf")}`,
    );
    expect(await response.text()).toBe("%PDF-1.7\n1 0 obj\n");

    // Another key, another id, a malformed address: nothing.
    const [, , , , id, key] = file.url.split("/");
    for (const path of [
      file.url.replace(key!, "A".repeat(24)),
      file.url.replace(`/${id}/`, `/${Number(id) + 1000}/`),
      `/api/calendar/attachment/x/${key}/a.pdf`,
    ])
      expect((await t.app.request(path)).status).toBe(404);
    await t.ok(endpoints.calendarDeleteSchoolEvent, { id: saved.id }, { token: staff });
  });

  it("comes with the demo: sports day's notice, a PDF a phone opens", async () => {
    const month = await t.ok(endpoints.calendarMonth, { month: "2026-12" }, { token: parent });
    const sportsDay = month.items.find((item) => item.title === "陸運會")!;
    const detail = await t.ok(endpoints.calendarItem, { key: sportsDay.key }, { token: parent });
    expect(detail.attachments).toMatchObject([
      { name: "陸運會通告 Sports day notice.pdf", type: "application/pdf" },
    ]);
    const response = await t.app.request(detail.attachments[0]!.url);
    expect(response.status).toBe(200);
    expect(new TextDecoder().decode(await response.arrayBuffer())).toMatch(/^%PDF-1\.4\n/);
  });

  it("checks a file by its content and size, and writes nothing when it fails", async () => {
    const before = await t.counts();
    const named = async (file: File) => {
      const answer = await upload(file);
      return [
        answer.code,
        (answer.data as { fields: { field: string }[] } | null)?.fields?.[0]?.field,
        answer.msg,
      ];
    };
    // A page renamed to .pdf, a program renamed to .png: refused by what they are.
    expect(await named(pdf("notice.pdf", "<html><script>alert(1)</script>"))).toEqual([
      400,
      "file",
      "檔案格式無效",
    ]);
    expect(await named(new File(["MZ\x90\0"], "photo.png", { type: "image/png" }))).toEqual([
      400,
      "file",
      "檔案格式無效",
    ]);
    expect(await named(pdf("empty.pdf", ""))).toEqual([400, "file", "請上載檔案"]);
    expect(await named(pdf("big.pdf", `%PDF-${"x".repeat(10_000_000)}`))).toEqual([
      400,
      "file",
      "檔案超過大小上限",
    ]);
    const none = await t.call(endpoints.calendarUploadAttachment.path, {
      token: staff,
      multipart: new FormData(),
    });
    expect(none.body).toMatchObject({ code: 400, msg: "請上載檔案" });
    expect(await t.counts()).toEqual(before);
  });

  it("is the office's alone, and an event names only its own school's calendar files", async () => {
    const before = await t.counts();
    for (const token of [parent, student, teacher])
      expect((await upload(pdf(), token)).code).toBe(403);
    expect(await t.counts()).toEqual(before);
    const refused = await t.refused(
      endpoints.calendarSaveSchoolEvent,
      event({ attachments: [987654] }),
      { token: staff },
    );
    expect(refused).toMatchObject({ code: 400, data: { fields: [{ field: "attachments" }] } });
    const tooMany = await t.refused(
      endpoints.calendarSaveSchoolEvent,
      event({ attachments: [1, 2, 3, 4, 5, 6] }),
      { token: staff, lang: "en-US" },
    );
    expect(tooMany).toMatchObject({ code: 400, msg: "At most 5 files" });
    expect(await t.counts()).toEqual(before);
  });
});

export type { CalendarItem };
