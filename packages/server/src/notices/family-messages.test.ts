import { endpoints } from "@campus/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "../db/sql";
import { createTestApp, type TestApp } from "../testing/test-app";
import { invalidInput } from "../testing/typed-client";

/*
 * Short messages between the school and a family (decision 0048) on a real database: 黃嘉欣
 * keeps 4A (陳小明's class); the office keeps every class; the librarian keeps none. The demo
 * has her message to 4A three days before, 陳小明's father's answer and her reply, all read.
 */

let t: TestApp;
let parent: string; // 陳大文, acting for 陳小明 (4A 1)
let student: string; // 陳小明 himself
let otherParent: string; // 林子軒's (6C)
let teacher: string; // 黃嘉欣, 4A's class teacher
let staff: string; // the office
let librarian: string; // a teacher with no class
let neighbourTeacher: string; // another school's

beforeAll(async () => {
  t = await createTestApp();
  [parent, student, otherParent, teacher, staff, librarian, neighbourTeacher] = await Promise.all([
    t.signIn("parent"),
    t.signIn("student"),
    t.signIn("otherParent"),
    t.signIn("teacher"),
    t.signIn("staff"),
    t.signIn("librarian"),
    t.signIn("neighbourTeacher"),
  ]);
});
afterAll(async () => {
  await t.close();
});

const PAGE = { pageNum: 1, pageSize: 20 };

const outbox = (source: string) =>
  rows<{ user_id: number; text: string; ref: string; channel: string }>(
    t.database.db,
    sql`SELECT user_id, text, ref, channel FROM message_outbox WHERE source = ${source} ORDER BY id`,
  );
const messageCount = async () =>
  (
    await rows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM family_messages`)
  )[0]!.n;
const userId = async (nameZh: string) =>
  (
    await rows<{ id: number }>(t.database.db, sql`SELECT id FROM users WHERE name_zh = ${nameZh}`)
  )[0]!.id;
const classSize = async (name: string) =>
  (
    await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM users WHERE class_name = ${name} AND status = 'active'
        AND 'student' = ANY(roles)`,
    )
  )[0]!.n;

describe("a class teacher and a family", () => {
  it("a message to the class reaches each family, read once; the family's reply reaches the teacher", async () => {
    const sent = await t.ok(
      endpoints.sendFamilyMessage,
      { to: { kind: "class", class_name: "4a" }, body: "明天請帶齊視藝課的顏料。" },
      { token: teacher },
    );
    expect(sent.families).toBe(await classSize("4A"));
    expect(sent.delivered).toBeGreaterThan(0);
    const told = await outbox("notices.message");
    const father = await userId("陳大文");
    expect(told.find((m) => m.user_id === father)?.text).toContain("明天請帶齊視藝課的顏料。");
    expect(told.find((m) => m.user_id === father)?.text).toContain("黃嘉欣");

    // A family reads it a minute later, and replies a minute after that.
    t.clock.advance(60_000);
    const first = await t.ok(endpoints.familyMessages, PAGE, { token: parent });
    // The demo's conversation was there before: the class teacher's new message is its unread one.
    expect(first.total).toBe(4);
    expect(first.list.filter((m) => m.unread)).toHaveLength(1);
    expect(first.list[0]).toMatchObject({
      side: "school",
      author: { name_zh: "黃嘉欣" },
      body: "明天請帶齊視藝課的顏料。",
      to_class: "4A",
      unread: true,
    });
    const again = await t.ok(endpoints.familyMessages, PAGE, { token: parent });
    expect(again.list[0]!.unread).toBe(false);

    t.clock.advance(60_000);
    const reply = await t.ok(
      endpoints.familyMessageReply,
      { body: "  收到，謝謝老師。\n小明明天會帶。 " },
      { token: parent },
    );
    expect(reply).toMatchObject({
      side: "family",
      body: "收到，謝謝老師。\n小明明天會帶。",
      to_class: null,
      unread: false,
    });
    const toTeacher = await outbox("notices.family_message");
    expect(toTeacher.map((m) => m.user_id)).toContain(await userId("黃嘉欣"));
    expect(toTeacher[0]!.text).toContain("陳小明");
    expect(toTeacher[0]!.ref).toBe(`family_message:${reply.id}`);

    // The teacher's list: 陳小明's family first, with one unread message, the reply.
    const list = await t.ok(endpoints.conversations, PAGE, { token: teacher });
    expect(list.classes).toEqual(["4A"]);
    expect(list.total).toBe(await classSize("4A"));
    expect(list.list[0]).toMatchObject({
      child: { name_zh: "陳小明", class_name: "4A" },
      unread: 1,
      last: { side: "family", body: "收到，謝謝老師。\n小明明天會帶。", unread: true },
    });
    const news = await t.ok(
      endpoints.conversations,
      { ...PAGE, filter: "unread" },
      { token: teacher },
    );
    expect(news.list.map((c) => c.child.name_zh)).toEqual(["陳小明"]);
    const thread = await t.ok(
      endpoints.conversation,
      { ...PAGE, child_id: list.list[0]!.child.id },
      { token: teacher },
    );
    expect(thread.child).toMatchObject({ name_zh: "陳小明", class_name: "4A", class_number: 1 });
    expect(thread.list.map((m) => [m.side, m.unread])).toEqual([
      ["family", true],
      ["school", false],
      ["school", false],
      ["family", false],
      ["school", false],
    ]);
    const read = await t.ok(
      endpoints.conversations,
      { ...PAGE, filter: "unread" },
      { token: teacher },
    );
    expect(read.total).toBe(0);

    // To the family alone: the family's conversation has it after the class's.
    t.clock.advance(60_000);
    await t.ok(
      endpoints.sendFamilyMessage,
      { to: { kind: "family", child_id: list.list[0]!.child.id }, body: "小明今天表現很好。" },
      { token: teacher },
    );
    const mine = await t.ok(endpoints.familyMessages, PAGE, { token: parent });
    expect(mine.list.slice(0, 3).map((m) => [m.body, m.to_class, m.unread])).toEqual([
      ["小明今天表現很好。", null, true],
      ["收到，謝謝老師。\n小明明天會帶。", null, false],
      ["明天請帶齊視藝課的顏料。", "4A", false],
    ]);
  });

  it("never reaches another family or a class the writer does not keep", async () => {
    // 林子軒's family (6C) has none of 4A's messages.
    expect((await t.ok(endpoints.familyMessages, PAGE, { token: otherParent })).total).toBe(0);
    const lam = await userId("林子軒");
    const refused = async (token: string, body: Record<string, unknown>) =>
      (await t.refused(endpoints.sendFamilyMessage, invalidInput(body), { token })).code;
    const before = await messageCount();
    expect(await refused(teacher, { to: { kind: "class", class_name: "6C" }, body: "x" })).toBe(
      404,
    );
    expect(await refused(teacher, { to: { kind: "family", child_id: lam }, body: "x" })).toBe(404);
    expect(await refused(librarian, { to: { kind: "class", class_name: "4A" }, body: "x" })).toBe(
      404,
    );
    expect(
      await refused(neighbourTeacher, { to: { kind: "class", class_name: "4A" }, body: "x" }),
    ).toBe(404);
    expect(await messageCount()).toBe(before);
    expect(
      (await t.refused(endpoints.conversation, { ...PAGE, child_id: lam }, { token: teacher }))
        .code,
    ).toBe(404);
    expect(
      (await t.refused(endpoints.conversations, { ...PAGE, class_name: "6C" }, { token: teacher }))
        .code,
    ).toBe(404);
    expect(await t.ok(endpoints.conversations, PAGE, { token: librarian })).toMatchObject({
      total: 0,
      classes: [],
    });
    // The office keeps every class: it writes to 林子軒's family, who reads it.
    const office = await t.ok(endpoints.conversations, PAGE, { token: staff });
    expect(office.classes).toEqual(expect.arrayContaining(["4A", "6C"]));
    await t.ok(
      endpoints.sendFamilyMessage,
      { to: { kind: "family", child_id: lam }, body: "請到校務處領取遺失的水壺。" },
      { token: staff },
    );
    const theirs = await t.ok(endpoints.familyMessages, PAGE, { token: otherParent });
    expect(theirs.list.map((m) => m.body)).toEqual(["請到校務處領取遺失的水壺。"]);
  });

  it("is for guardians and the school: a student or a parent on the other side is refused", async () => {
    expect((await t.refused(endpoints.familyMessages, PAGE, { token: student })).code).toBe(403);
    expect(
      (await t.refused(endpoints.familyMessageReply, { body: "hi" }, { token: student })).code,
    ).toBe(403);
    expect((await t.refused(endpoints.conversations, PAGE, { token: parent })).code).toBe(403);
    expect(
      (await t.refused(endpoints.familyMessageReply, { body: "hi" }, { token: teacher })).code,
    ).toBe(403);
  });

  it("refuses a blank, over-long or two-way-addressed message and writes nothing", async () => {
    const before = await messageCount();
    const field = async (token: string, body: Record<string, unknown>, endpoint = "send") =>
      (
        await t.refused(
          endpoint === "send" ? endpoints.sendFamilyMessage : endpoints.familyMessageReply,
          invalidInput(body),
          { token, lang: "en-US" },
        )
      ).data?.fields?.[0];
    const to4A = { kind: "class", class_name: "4A" };
    expect(await field(teacher, { to: to4A, body: "   " })).toMatchObject({ field: "body" });
    expect(await field(teacher, { to: to4A, body: "字".repeat(1001) })).toMatchObject({
      field: "body",
    });
    expect(await field(teacher, { body: "x" })).toMatchObject({ field: "to" });
    expect(await field(teacher, { to: { kind: "everyone" }, body: "x" })).toMatchObject({
      field: "to.kind",
    });
    expect(await field(teacher, { to: { kind: "family" }, body: "x" })).toMatchObject({
      field: "to.child_id",
    });
    expect(await field(parent, { body: "" }, "reply")).toMatchObject({ field: "body" });
    expect(await messageCount()).toBe(before);
  });
});
