import { endpoints, HEADERS } from "@campus/contract";
import { ATTENDANCE_REPORT_PATH } from "@campus/contract/attendance";
import { readSheet } from "read-excel-file/node";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "../db/sql";
import { createTestApp, type TestApp } from "../testing/test-app";
import { invalidInput } from "../testing/typed-client";

/*
 * Attendance on a real database (decision 0047), as the demo accounts find it on a fresh one
 * at the test clock's start (Tuesday 2026-09-01): 4A's registers of the five weeks before, taken
 * by its class teacher 黃嘉欣; 陳小明 late on 21 August and away on sick leave on the 26th; his
 * father's application for a day of personal leave on 8 September, waiting.
 */

let t: TestApp;
let parent: string; // 陳大文, acting for 陳小明 (4A 1)
let student: string; // 陳小明 himself
let otherParent: string; // another family (林子軒, 6C)
let teacher: string; // 黃嘉欣, 4A's class teacher
let staff: string; // the office: every class
let neighbourTeacher: string; // another school's

const TODAY = "2026-09-01";

beforeAll(async () => {
  t = await createTestApp();
  [parent, student, otherParent, teacher, staff, neighbourTeacher] = await Promise.all([
    t.signIn("parent"),
    t.signIn("student"),
    t.signIn("otherParent"),
    t.signIn("teacher"),
    t.signIn("staff"),
    t.signIn("neighbourTeacher"),
  ]);
});
afterAll(async () => {
  await t.close();
});

const register = (token: string, body: { class_name?: string; day?: string } = {}) =>
  t.ok(endpoints.attendanceRegister, body, { token });

const outbox = (source: string) =>
  rows<{ user_id: number; text: string; ref: string }>(
    t.database.db,
    sql`SELECT user_id, text, ref FROM message_outbox WHERE source = ${source} ORDER BY id`,
  );

describe("a family's month", () => {
  it("shows each day the register was taken, sick leave as leave, and the counts", async () => {
    const month = await t.ok(endpoints.attendanceMonth, { month: "2026-08" }, { token: parent });
    expect(month.child).toMatchObject({ name_zh: "陳小明", class_name: "4A", class_number: 1 });
    expect(month.days).toHaveLength(21);
    expect(month.days.find((d) => d.day === "2026-08-26")).toMatchObject({ status: "leave" });
    expect(month.days.find((d) => d.day === "2026-08-21")).toMatchObject({ status: "late" });
    expect(month.days.find((d) => d.day === "2026-08-21")!.time).toMatch(/^08:\d\d$/);
    expect(month.counts).toEqual({ present: 19, late: 1, absent: 0, early_leave: 0, leave: 1 });
    expect(month.leaves.map((l) => [l.from, l.status, l.reason])).toEqual([
      ["2026-08-26", "approved", "sick"],
    ]);
    expect(month.leaves[0]!.decided_by).toEqual({ name_zh: "黃嘉欣", name_en: "Wong Ka Yan" });
    // The student reads the same; this month has no register yet.
    const own = await t.ok(endpoints.attendanceMonth, {}, { token: student });
    expect(own).toMatchObject({ month: "2026-09", days: [] });
    expect(own.leaves.map((l) => [l.from, l.status])).toEqual([["2026-09-08", "pending"]]);
  });

  it("is the caller's child's only, and refuses a month that is not one", async () => {
    const theirs = await t.ok(
      endpoints.attendanceMonth,
      { month: "2026-08" },
      { token: otherParent },
    );
    expect(theirs.child.name_zh).toBe("林子軒");
    expect(theirs.days).toEqual([]);
    expect(
      (await t.refused(endpoints.attendanceMonth, { month: "2026-13" }, { token: parent })).code,
    ).toBe(400);
    expect((await t.refused(endpoints.attendanceMonth, {}, { token: teacher })).code).toBe(403);
  });
});

describe("a guardian's leave application", () => {
  it("is sent for the child, listed first, and withdrawn while it waits", async () => {
    const leave = await t.ok(
      endpoints.attendanceApplyLeave,
      { from: "2026-09-03", to: "2026-09-03", part: "am", reason: "sick", note: " 覆診\u200b " },
      { token: parent },
    );
    expect(leave).toMatchObject({
      from: "2026-09-03",
      part: "am",
      status: "pending",
      note: "覆診",
      applied_by: { name_zh: "陳大文" },
      decided_by: null,
    });
    const listed = await t.ok(endpoints.attendanceLeaves, {}, { token: student });
    expect(listed.list.map((l) => l.from)).toEqual(["2026-09-08", "2026-09-03", "2026-08-26"]);
    const withdrawn = await t.ok(
      endpoints.attendanceWithdrawLeave,
      { id: leave.id },
      { token: parent },
    );
    expect(withdrawn.status).toBe("withdrawn");
    // Withdrawn, its days are free again; twice, it says so.
    const again = await t.refused(
      endpoints.attendanceWithdrawLeave,
      { id: leave.id },
      { token: parent, lang: "en-US" },
    );
    expect(again).toMatchObject({ code: 409, msg: "This application was withdrawn" });
  });

  it("refuses days another application covers, wrong days and other people, writing nothing", async () => {
    const before = await t.counts();
    const apply = (body: Record<string, unknown>, token = parent) =>
      t.refused(endpoints.attendanceApplyLeave, invalidInput(body), { token, lang: "en-US" });
    const day = { from: "2026-09-08", to: "2026-09-09", reason: "personal" };
    expect(await apply(day)).toMatchObject({
      code: 409,
      msg: "There is already an application for these days (2026-09-08 to 2026-09-08)",
    });
    const field = async (body: Record<string, unknown>) =>
      (await apply(body)).data?.fields?.[0]?.field;
    expect(await field({ ...day, from: "2026-09-10", to: "2026-09-09" })).toBe("to");
    expect(await field({ ...day, from: "2026-09-10", to: "2026-09-11", part: "pm" })).toBe("part");
    expect(await field({ ...day, from: "2026-07-01", to: "2026-07-01" })).toBe("from");
    expect(await field({ ...day, from: "2026-10-01", to: "2026-11-05" })).toBe("to");
    expect(await field({ ...day, from: "2027-06-01", to: "2027-06-01" })).toBe("to");
    expect(await field({ ...day, from: "2026-09-31", to: "2026-09-31" })).toBe("from");
    expect(await field({ from: "2026-09-10", to: "2026-09-10", reason: "holiday" })).toBe("reason");
    expect(await field({ ...day, from: "2026-09-10", to: "2026-09-10", attachments: [999] })).toBe(
      "attachments",
    );
    // A student reads their record but does not apply; a teacher has no child.
    expect((await apply({ ...day, from: "2026-09-15" }, student)).code).toBe(403);
    expect((await apply({ ...day, from: "2026-09-15" }, teacher)).code).toBe(403);
    expect(await t.counts()).toEqual(before);
  });
});

describe("a leave application's files", () => {
  const photo = () =>
    new File(
      [new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])],
      "證明.jpg",
      {
        type: "image/jpeg",
      },
    );

  it("are the guardian's own uploads: another family's file, by its id, is refused", async () => {
    const mine = await t.ok(
      endpoints.attendanceUploadAttachment,
      { file: photo() },
      { token: parent },
    );
    const theirs = await t.ok(
      endpoints.attendanceUploadAttachment,
      { file: photo() },
      { token: otherParent },
    );
    const day = { from: "2026-09-21", to: "2026-09-21", reason: "sick" as const };
    const before = await t.counts();
    const refused = await t.refused(
      endpoints.attendanceApplyLeave,
      { ...day, attachments: [mine.id, theirs.id] },
      { token: parent },
    );
    expect(refused).toMatchObject({ code: 400, data: { fields: [{ field: "attachments" }] } });
    expect(await t.counts()).toEqual(before);
    const sent = await t.ok(
      endpoints.attendanceApplyLeave,
      { ...day, attachments: [mine.id] },
      { token: parent },
    );
    expect(sent.attachments.map((file) => file.id)).toEqual([mine.id]);
    await t.ok(endpoints.attendanceWithdrawLeave, { id: sent.id }, { token: parent });
  });
});

describe("the class teacher's register", () => {
  it("lists the class, all present until taken, and only the teacher's own classes", async () => {
    const today = await register(teacher);
    expect(today).toMatchObject({ classes: ["4A"], class_name: "4A", day: TODAY, taken: null });
    expect(today.students.length).toBeGreaterThan(8);
    expect(today.students.every((s) => s.status === "present")).toBe(true);
    expect(today.students[0]).toMatchObject({ name_zh: "陳小明", class_number: 1, leave: null });
    // An earlier day as it was taken, with the leave that covered it.
    const sick = await register(teacher, { day: "2026-08-26" });
    expect(sick.taken?.by.name_zh).toBe("黃嘉欣");
    expect(sick.students[0]).toMatchObject({
      status: "leave",
      leave: { reason: "sick", status: "approved" },
    });
    expect(
      (await t.refused(endpoints.attendanceRegister, { class_name: "6C" }, { token: teacher }))
        .code,
    ).toBe(404);
    // The office keeps every class; another school's teacher keeps none of these.
    expect((await register(staff, { class_name: "6c" })).class_name).toBe("6C");
    expect(await register(neighbourTeacher)).toMatchObject({ classes: [], class_name: null });
    expect(
      (
        await t.refused(
          endpoints.attendanceRegister,
          { class_name: "4A" },
          { token: neighbourTeacher },
        )
      ).code,
    ).toBe(404);
    expect((await t.refused(endpoints.attendanceRegister, {}, { token: parent })).code).toBe(403);
  });

  it("is taken with the exceptions, tells each family once, and retaken replaces it", async () => {
    const { students } = await register(teacher);
    const [chan, second, third] = students;
    const taken = await t.ok(
      endpoints.attendanceTakeRegister,
      {
        class_name: "4A",
        day: TODAY,
        marks: [
          { student_id: chan!.id, status: "absent" },
          { student_id: second!.id, status: "late", time: "08:40", note: "巴士誤點" },
        ],
      },
      { token: teacher },
    );
    expect(taken.taken?.by.name_zh).toBe("黃嘉欣");
    expect(taken.students[0]).toMatchObject({ status: "absent", told: true });
    expect(taken.students[1]).toMatchObject({ status: "late", time: "08:40", note: "巴士誤點" });
    expect(taken.students[2]).toMatchObject({ status: "present", told: false });
    // 陳小明's father is told he is absent (the student without a guardian: nobody to tell).
    const absent = await outbox("attendance.absent");
    expect(absent).toHaveLength(1);
    expect(absent[0]!.text).toContain("陳小明（4A）");
    expect(absent[0]!.text).toContain("缺席");
    // Taken again (a late arrival after all): nobody is told twice; the marks are replaced.
    const again = await t.ok(
      endpoints.attendanceTakeRegister,
      {
        class_name: "4a",
        day: TODAY,
        marks: [
          { student_id: chan!.id, status: "late", time: "09:15" },
          { student_id: third!.id, status: "early_leave", time: "11:30" },
        ],
      },
      { token: teacher },
    );
    expect(again.students.slice(0, 3).map((s) => s.status)).toEqual([
      "late",
      "present",
      "early_leave",
    ]);
    expect(await outbox("attendance.absent")).toHaveLength(1);
    expect(await outbox("attendance.late")).toHaveLength(0);
    const month = await t.ok(endpoints.attendanceMonth, {}, { token: parent });
    expect(month.days).toEqual([{ day: TODAY, status: "late", time: "09:15", note: null }]);
  });

  it("refuses a day to come, one too old, a student of another class and a late with no time", async () => {
    const { students } = await register(teacher);
    const other = await register(staff, { class_name: "6C" });
    const before = await t.counts();
    const take = (body: Record<string, unknown>) =>
      t.refused(
        endpoints.attendanceTakeRegister,
        invalidInput({ class_name: "4A", day: TODAY, marks: [], ...body }),
        { token: teacher, lang: "en-US" },
      );
    expect(await take({ day: "2026-09-02" })).toMatchObject({
      code: 400,
      msg: "A register cannot be taken for a day still to come",
    });
    expect((await take({ day: "2026-07-01" })).code).toBe(400);
    expect(
      await take({ marks: [{ student_id: other.students[0]!.id, status: "absent" }] }),
    ).toMatchObject({ code: 400, msg: "A student is not in this class" });
    expect(
      (await take({ marks: [{ student_id: students[4]!.id, status: "late" }] })).data?.fields?.[0]
        ?.field,
    ).toMatch(/^marks/);
    const twice = { student_id: students[4]!.id, status: "absent" };
    expect((await take({ marks: [twice, twice] })).code).toBe(400);
    expect((await take({ class_name: "6C" })).code).toBe(404);
    expect(await t.counts()).toEqual(before);
  });
});

describe("answering an application", () => {
  it("asks the family for more, takes it sent again, approves it and shows it in the register", async () => {
    const queue = await t.ok(endpoints.attendanceLeaveQueue, {}, { token: teacher });
    const waiting = queue.list.find((l) => l.from === "2026-09-08")!;
    expect(waiting).toMatchObject({ status: "pending", child: { name_zh: "陳小明" } });
    // Asking for more says what.
    const blank = await t.refused(
      endpoints.attendanceDecideLeave,
      { id: waiting.id, decision: "more_info" },
      { token: teacher },
    );
    expect(blank.code).toBe(400);
    const asked = await t.ok(
      endpoints.attendanceDecideLeave,
      { id: waiting.id, decision: "more_info", note: "請附上婚禮請柬。" },
      { token: teacher },
    );
    expect(asked).toMatchObject({ status: "more_info", teacher_note: "請附上婚禮請柬。" });
    expect((await outbox("attendance.more_info"))[0]!.text).toContain("請附上婚禮請柬。");

    const sentAgain = await t.ok(
      endpoints.attendanceApplyLeave,
      {
        id: waiting.id,
        from: "2026-09-08",
        to: "2026-09-08",
        reason: "personal",
        note: "出席親戚婚禮，請柬已交班主任。",
      },
      { token: parent },
    );
    expect(sentAgain).toMatchObject({ id: waiting.id, status: "pending" });
    expect(await t.ok(endpoints.attendanceLeave, { id: waiting.id }, { token: student })).toEqual(
      sentAgain,
    );
    expect(
      (await t.refused(endpoints.attendanceLeave, { id: waiting.id }, { token: otherParent })).code,
    ).toBe(404);

    const approved = await t.ok(
      endpoints.attendanceDecideLeave,
      { id: waiting.id, decision: "approve" },
      { token: teacher },
    );
    expect(approved).toMatchObject({ status: "approved", decided_by: { name_zh: "黃嘉欣" } });
    expect(await outbox("attendance.approved")).toHaveLength(1);
    // Approved, it cannot change, nor be withdrawn.
    expect(
      (await t.refused(endpoints.attendanceWithdrawLeave, { id: waiting.id }, { token: parent }))
        .code,
    ).toBe(409);
    // In the family's calendar, that day: the leave, leading to the attendance page.
    const calendar = await t.ok(
      endpoints.calendarItems,
      { from: "2026-09-01", kinds: "leave" },
      { token: parent, lang: "en-US" },
    );
    expect(calendar.list).toMatchObject([
      {
        kind: "leave",
        title: "Personal leave",
        start_day: "2026-09-08",
        end_day: "2026-09-08",
      },
    ]);
    // That day's register, read ahead (who will be away), has him on leave.
    const day = await register(teacher, { day: "2026-09-08" });
    expect(day.students[0]).toMatchObject({ status: "leave", leave: { status: "approved" } });
  });

  it("is the class teacher's (or the office's) only", async () => {
    const theirs = await t.ok(
      endpoints.attendanceApplyLeave,
      { from: "2026-09-14", to: "2026-09-14", reason: "other" },
      { token: otherParent },
    );
    const before = await t.counts();
    expect(
      (
        await t.refused(
          endpoints.attendanceDecideLeave,
          { id: theirs.id, decision: "approve" },
          { token: teacher },
        )
      ).code,
    ).toBe(404);
    expect(
      (await t.ok(endpoints.attendanceLeaveQueue, {}, { token: teacher })).list.some(
        (l) => l.id === theirs.id,
      ),
    ).toBe(false);
    expect((await t.refused(endpoints.attendanceLeaveQueue, {}, { token: parent })).code).toBe(403);
    expect(await t.counts()).toEqual(before);
    const office = await t.ok(
      endpoints.attendanceDecideLeave,
      { id: theirs.id, decision: "approve" },
      { token: staff },
    );
    expect(office.status).toBe("approved");
  });
});

describe("the attendance report", () => {
  const AUGUST = { from: "2026-08-01", to: "2026-08-31" };

  it("counts each class's marks over a period, and a class's students, leave as leave", async () => {
    const school = await t.ok(endpoints.attendanceReport, AUGUST, { token: staff });
    expect(school.classes.map((c) => c.class_name)).toEqual(["4A"]);
    const [fourA] = school.classes;
    expect(fourA).toMatchObject({ days: 21, students: 10 });
    const marks = fourA!.present + fourA!.late + fourA!.absent + fourA!.early_leave + fourA!.leave;
    expect(marks).toBe(21 * 10);
    expect(fourA!.leave).toBe(1);
    expect(fourA!.rate).toBeCloseTo((marks - fourA!.absent - fourA!.leave) / marks);
    expect(school.students).toEqual([]);

    const own = await t.ok(
      endpoints.attendanceReport,
      { ...AUGUST, class_name: "4a" },
      { token: teacher },
    );
    expect(own.class_name).toBe("4A");
    expect(own.students).toHaveLength(10);
    expect(own.students[0]).toMatchObject({
      name_zh: "陳小明",
      class_number: 1,
      days: 21,
      present: 19,
      late: 1,
      leave: 1,
      absent: 0,
    });
    expect(own.students[0]!.rate).toBeCloseTo(20 / 21);
  });

  it("refuses a period backwards or too long, a class not the teacher's, and a family", async () => {
    const field = async (body: Record<string, unknown>) =>
      (await t.refused(endpoints.attendanceReport, invalidInput(body), { token: staff })).data
        ?.fields?.[0]?.field;
    expect(await field({ from: "2026-09-01", to: "2026-08-01" })).toBe("to");
    expect(await field({ from: "2025-01-01", to: "2026-08-01" })).toBe("to");
    expect(
      (
        await t.refused(
          endpoints.attendanceReport,
          { ...AUGUST, class_name: "6C" },
          { token: teacher },
        )
      ).code,
    ).toBe(404);
    expect((await t.refused(endpoints.attendanceReport, AUGUST, { token: parent })).code).toBe(403);
  });

  it("downloads as a workbook in the reader's language: the classes, and their students", async () => {
    const exported = (query: string, token?: string) =>
      t.app.request(`${ATTENDANCE_REPORT_PATH}?${query}`, {
        headers: {
          [HEADERS.acceptLanguage]: "en-US",
          ...(token ? { [HEADERS.token]: token } : {}),
        },
      });
    const answer = await exported("from=2026-08-01&to=2026-08-31", teacher);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("spreadsheetml");
    const bytes = Buffer.from(await answer.arrayBuffer());
    const classes = (await readSheet(bytes, 1)) as unknown[][];
    expect(classes[0]).toEqual([
      "Class",
      "Students",
      "School days",
      "Present",
      "Late",
      "Absent",
      "Left early",
      "On approved leave",
      "Attendance rate",
    ]);
    expect(classes[1]!.slice(0, 3)).toEqual(["4A", 10, 21]);
    const students = (await readSheet(bytes, 2)) as unknown[][];
    expect(students).toHaveLength(11);
    expect(students[1]!.slice(0, 5)).toEqual(["4A", 1, "陳小明", "Chan Siu Ming", 21]);
    // Refused, a file is a plain 404 (decision 0041: whether it exists is never told).
    expect((await exported("from=2026-08-01&to=2026-08-31")).status).toBe(404);
    expect((await exported("from=2026-09-01&to=2026-08-01", teacher)).status).toBe(404);
    expect((await exported("from=2026-08-01&to=2026-08-31", parent)).status).toBe(404);
  });
});

describe("the gate's card taps", () => {
  const csv = (text: string, name = "gate-2026-09-01.csv") =>
    new File([text], name, { type: "text/csv" });

  it("marks each student's first tap present or late, keeps the register's marks, lists the unknown", async () => {
    const sixC = await rows<{ student_no: string }>(
      t.database.db,
      sql`SELECT student_no FROM users WHERE class_name = '6C' AND status = 'active'
        AND student_no <> 's2026003' ORDER BY class_number LIMIT 1`,
    );
    const lam = "s2026003"; // 林子軒, 6C: his mother is told he was late
    const imported = await t.ok(
      endpoints.attendanceGateImport,
      {
        file: csv(
          [
            "學生編號,時間",
            `${lam},2026-09-01 08:05:12`,
            `${lam},2026-09-01 12:30:00`,
            `${sixC[0]!.student_no},07:52`,
            "s2026001,07:40", // 陳小明: the register has him already
            "s9999999,07:58",
          ].join("\n"),
        ),
        day: TODAY,
        late_after: "08:00",
      },
      { token: staff },
    );
    expect(imported).toEqual({
      day: TODAY,
      rows: 5,
      present: 1,
      late: 1,
      kept: 1,
      unknown: ["s9999999"],
    });
    const theirs = await t.ok(endpoints.attendanceMonth, {}, { token: otherParent });
    expect(theirs.days).toEqual([{ day: TODAY, status: "late", time: "08:05", note: null }]);
    expect((await outbox("attendance.late")).map((m) => m.text)).toEqual([
      expect.stringContaining("08:05 到校"),
    ]);
    // The class teacher's mark stands.
    const month = await t.ok(endpoints.attendanceMonth, {}, { token: parent });
    expect(month.days.at(-1)).toMatchObject({ day: TODAY, status: "late", time: "09:15" });
  });

  it("is the office's, of a day gone by or today, from a spreadsheet, writing nothing else", async () => {
    const before = await t.counts();
    const send = (body: Record<string, unknown>, token = staff) =>
      t.refused(endpoints.attendanceGateImport, invalidInput({ day: TODAY, ...body }), {
        token,
        lang: "en-US",
      });
    expect((await send({ file: csv("s2026001,07:40") }, teacher)).code).toBe(403);
    expect(await send({ file: csv("s2026001,07:40"), day: "2026-09-02" })).toMatchObject({
      code: 400,
      msg: "A register cannot be taken for a day still to come",
    });
    const pdf = new File(["%PDF-1.7\n"], "taps.pdf", { type: "application/pdf" });
    expect((await send({ file: pdf })).code).toBe(400);
    expect((await send({ file: csv("s2026001,07:40"), late_after: "25:00" })).code).toBe(400);
    expect(await t.counts()).toEqual(before);
  });
});
