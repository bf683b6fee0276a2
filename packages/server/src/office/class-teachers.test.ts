import { endpoints } from "@campus/contract";
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { createTestApp, type TestApp } from "../testing/test-app";

/*
 * Each class's class teacher (班主任, issue 36 §2): the office names one of the school's
 * teachers for a class on the roster's activation table, or clears it; each change is in the
 * audit log; the year-end rollover clears them all and undoing it brings them back; bad input,
 * other roles and another school's office change nothing.
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

const activation = () => t.ok(endpoints.officeActivation, {}, { token: office });

describe("a class's class teacher", () => {
  it("is named from the school's teachers still at school, and the table says so", async () => {
    const before = await activation();
    expect(before.classes.length).toBeGreaterThan(1);
    // The demo's 4A has its class teacher (attendance's demo); the others have none.
    expect(before.classes.filter((c) => c.class_teacher !== null).map((c) => c.class_name)).toEqual(
      ["4A"],
    );
    expect(before.teachers.length).toBeGreaterThan(0);
    const [teacher] = before.teachers;
    const className = before.classes.find((c) => c.class_teacher === null)!.class_name;

    // Named by the class's name however it is typed.
    const row = await t.ok(
      endpoints.officeClassTeacher,
      { class_name: ` ${className.toLowerCase()} `, teacher_id: teacher!.id },
      { token: office },
    );
    expect(row).toMatchObject({ class_name: className, class_teacher: teacher });
    const after = await activation();
    expect(after.classes.find((c) => c.class_name === className)!.class_teacher).toEqual(teacher);
    expect(after.classes.filter((c) => c.class_teacher !== null)).toHaveLength(2);

    const [entry] = (
      await t.ok(endpoints.officeAudit, { kind: "class.teacher" }, { token: office })
    ).list;
    expect(entry).toMatchObject({ kind: "class.teacher", subject: className });
    expect(entry!.person?.id).toBe(teacher!.id);
    expect(entry!.changes).toEqual([
      {
        field: "classTeacher",
        before: null,
        after: `${teacher!.name_zh} ${teacher!.name_en}`.trim(),
      },
    ]);
  });

  it("writes nothing, not even a log entry, for the same teacher again; clears to none", async () => {
    const { classes } = await activation();
    const named = classes.find((c) => c.class_teacher)!;
    const logged = async () =>
      (await t.ok(endpoints.officeAudit, { kind: "class.teacher" }, { token: office })).total;
    const count = await logged();
    await t.ok(
      endpoints.officeClassTeacher,
      { class_name: named.class_name, teacher_id: named.class_teacher!.id },
      { token: office },
    );
    expect(await logged()).toBe(count);

    const cleared = await t.ok(
      endpoints.officeClassTeacher,
      { class_name: named.class_name, teacher_id: null },
      { token: office },
    );
    expect(cleared.class_teacher).toBeNull();
    expect(await logged()).toBe(count + 1);
  });

  it("refuses a class without students, someone who is no teacher of the school, and bad input", async () => {
    const before = await t.counts();
    const { classes, teachers } = await activation();
    const unknown = await t.refused(
      endpoints.officeClassTeacher,
      { class_name: "9Z", teacher_id: teachers[0]!.id },
      { token: office, lang: "en-US" },
    );
    expect(unknown.code).toBe(400);
    expect(unknown.data).toMatchObject({ fields: [{ field: "class_name" }] });
    expect(unknown.msg).toBe("No such class, or no students at school in it");

    // A parent of the school, and another school's teacher, are no teachers to choose.
    const { db } = t.database;
    const [{ schoolId }] = (await db
      .select({ schoolId: users.schoolId })
      .from(users)
      .where(eq(users.id, teachers[0]!.id))) as [{ schoolId: number }];
    const [parent] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.schoolId, schoolId), eq(users.loginType, "parent")));
    const [neighbourTeacher] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(ne(users.schoolId, schoolId), eq(users.loginType, "teacher")));
    for (const id of [parent!.id, neighbourTeacher!.id, 999_999]) {
      const refused = await t.refused(
        endpoints.officeClassTeacher,
        { class_name: classes[0]!.class_name, teacher_id: id },
        { token: office },
      );
      expect(refused.code, String(id)).toBe(400);
      expect(refused.data).toMatchObject({ fields: [{ field: "teacher_id" }] });
    }
    for (const body of [
      { class_name: "", teacher_id: null },
      { class_name: "4A".repeat(11), teacher_id: null },
      { class_name: "4A", teacher_id: 0 },
      { class_name: "4A", teacher_id: "1" },
    ])
      expect(
        (await t.refused(endpoints.officeClassTeacher, body as never, { token: office })).code,
        JSON.stringify(body),
      ).toBe(400);
    expect(await t.counts()).toEqual(before);
  });

  it("is the office's: a teacher or a parent is refused, another school's office names only its own", async () => {
    const { classes, teachers } = await activation();
    const body = { class_name: classes[0]!.class_name, teacher_id: teachers[0]!.id };
    for (const who of ["teacher", "parent", "student"] as const)
      expect(
        (await t.refused(endpoints.officeClassTeacher, body, { token: await t.signIn(who) })).code,
      ).toBe(403);
    const neighbour = await t.signIn("neighbourStaff");
    const refused = await t.refused(endpoints.officeClassTeacher, body, { token: neighbour });
    expect(refused.code).toBe(400);
    expect((await activation()).classes[0]!.class_teacher).toBeNull();
  });

  it("is no class's teacher once their account is closed, and is again when it reopens", async () => {
    const { classes, teachers } = await activation();
    // Not the office's own account (which it cannot close): the last by English name.
    const named = { class_name: classes[2]!.class_name, teacher_id: teachers.at(-1)!.id };
    await t.ok(endpoints.officeClassTeacher, named, { token: office });
    const of = async () =>
      (await activation()).classes.find((c) => c.class_name === named.class_name)!.class_teacher;
    await t.ok(
      endpoints.officePersonStatus,
      { id: named.teacher_id, status: "left" },
      { token: office },
    );
    expect(await of()).toBeNull();
    expect((await activation()).teachers.map((teacher) => teacher.id)).not.toContain(
      named.teacher_id,
    );
    await t.ok(
      endpoints.officePersonStatus,
      { id: named.teacher_id, status: "active" },
      { token: office },
    );
    expect((await of())?.id).toBe(named.teacher_id);
    await t.ok(endpoints.officeClassTeacher, { ...named, teacher_id: null }, { token: office });
  });

  it("is cleared by the year-end rollover, and named again when the rollover is undone", async () => {
    const { classes, teachers } = await activation();
    const named = { class_name: classes[1]!.class_name, teacher_id: teachers.at(-1)!.id };
    await t.ok(endpoints.officeClassTeacher, named, { token: office });

    const plan = await t.ok(endpoints.officeRolloverPlan, {}, { token: office });
    const entry = await t.ok(
      endpoints.officeRollover,
      { moves: plan.classes.map((c) => ({ from: c.class_name, to: c.to })) },
      { token: office },
    );
    const rolled = await activation();
    expect(rolled.classes.every((c) => c.class_teacher === null)).toBe(true);

    await t.ok(endpoints.officeRosterUndo, { id: entry.id }, { token: office });
    const back = await activation();
    expect(back.classes.find((c) => c.class_name === named.class_name)!.class_teacher?.id).toBe(
      named.teacher_id,
    );
  });
});
