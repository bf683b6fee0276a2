import { endpoints } from "@campus/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "../db/sql";
import { DEMO_PASSWORD } from "../seed/demo";
import { createTestApp, type TestApp } from "../testing/test-app";
import { invalidInput } from "../testing/typed-client";

/*
 * Notices on a real database (decision 0044, its first part), as the demo accounts find them
 * on a fresh one: the office's Parents' Day notice sent to the whole school, a draft for grade 4.
 */

let t: TestApp;
let parent: string; // 陳大文: 陳小明 and 陳小欣
let student: string; // 陳小明 himself
let otherParent: string; // another family
let staff: string;
let neighbourStaff: string; // another school's office

/** The children of the demo parent, and every active student of the demo school by class. */
async function roster() {
  const db = t.database.db;
  const children = await rows<{ id: number }>(
    db,
    sql`SELECT g.student_id AS id FROM guardianships g JOIN users p ON p.id = g.parent_id
      WHERE p.username = '91234567' ORDER BY g.student_id`,
  );
  const students = await rows<{ id: number; class_name: string }>(
    db,
    sql`SELECT s.id, s.class_name FROM users s JOIN users a ON a.school_id = s.school_id
      WHERE a.username = 'admin' AND 'student' = ANY(s.roles) AND s.status = 'active'`,
  );
  return { children: children.map((c) => c.id), students };
}

beforeAll(async () => {
  t = await createTestApp();
  [parent, student, otherParent, staff, neighbourStaff] = await Promise.all([
    t.signIn("parent"),
    t.signIn("student"),
    t.signIn("otherParent"),
    t.signIn("staff"),
    t.signIn("neighbourStaff"),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe("a family's notices", () => {
  it("lists the sent notice once per child, unread; never a draft", async () => {
    const { children } = await roster();
    const page = await t.ok(endpoints.notices, {}, { token: parent });
    expect(page.total).toBe(children.length);
    expect(page.list.map((n) => n.child.id).sort()).toEqual(children);
    expect(page.list.every((n) => n.title_zh === "第一學期家長日安排" && n.read_at === null)).toBe(
      true,
    );
    const mine = await t.ok(endpoints.notices, {}, { token: student });
    expect(mine.list.map((n) => n.title_en)).toEqual(["Parents' Day, first term"]);
  });

  it("records a read for the child it was opened for, the first time; read ones go after unread", async () => {
    const { children } = await roster();
    const [first, second] = children;
    const [notice] = (await t.ok(endpoints.notices, { childId: first! }, { token: parent })).list;
    const opened = await t.ok(
      endpoints.noticeDetail,
      { id: notice!.id, childId: first! },
      { token: parent },
    );
    expect(opened.read_at).not.toBeNull();
    t.clock.advance(60_000);
    const again = await t.ok(
      endpoints.noticeDetail,
      { id: notice!.id, childId: first! },
      { token: parent },
    );
    expect(again.read_at).toBe(opened.read_at);
    const page = await t.ok(endpoints.notices, {}, { token: parent });
    expect(page.list.map((n) => [n.child.id, n.read_at !== null])).toEqual([
      [second, false],
      [first, true],
    ]);
    // The child's own account sees it read: the family has read it.
    const mine = await t.ok(endpoints.notices, {}, { token: student });
    expect(mine.list[0]!.read_at).toBe(opened.read_at);
  });

  it("never shows another family's child, nor a notice not sent for the child", async () => {
    const { children } = await roster();
    const [notice] = (await t.ok(endpoints.notices, {}, { token: parent })).list;
    const before = await t.counts();
    const other = await t.refused(
      endpoints.noticeDetail,
      { id: notice!.id, childId: children[0]! },
      { token: otherParent, lang: "en-US" },
    );
    expect(other.code).toBe(404);
    expect(
      (await t.refused(endpoints.notices, { childId: children[0]! }, { token: otherParent })).code,
    ).toBe(404);
    const draft = (await t.ok(endpoints.noticesOffice, {}, { token: staff })).list.find(
      (n) => n.status === "draft",
    )!;
    const unsent = await t.refused(
      endpoints.noticeDetail,
      { id: draft.id, childId: children[0]! },
      { token: parent },
    );
    expect(unsent.code).toBe(404);
    expect(await t.counts()).toEqual(before);
  });
});

describe("the office's notices", () => {
  it("lists drafts and sent ones with who it went to and who has read it", async () => {
    const { students } = await roster();
    const page = await t.ok(endpoints.noticesOffice, {}, { token: staff });
    const sent = page.list.find((n) => n.status === "published")!;
    expect(sent.recipients).toBe(students.length);
    expect(sent.read).toBe(1); // 陳小明's, read above
    expect(page.list.find((n) => n.status === "draft")).toMatchObject({
      audience: { kind: "grades", grades: [4] },
      recipients: 0,
      published_at: null,
    });
    expect((await t.ok(endpoints.noticesOffice, {}, { token: neighbourStaff })).list).toEqual([]);
  });

  it("writes a draft and sends it to the classes it names, the children fixed then", async () => {
    const { students } = await roster();
    const draft = await t.ok(
      endpoints.noticeSave,
      {
        title_zh: "  4A 班戶外學習\u200b ",
        body_zh: "四年級甲班將於下星期三到海洋公園進行戶外學習。",
        audience: { kind: "classes", classes: ["4A"] },
      },
      { token: staff },
    );
    expect(draft).toMatchObject({ status: "draft", title_zh: "4A 班戶外學習", title_en: "" });
    const sent = await t.ok(endpoints.noticePublish, { id: draft.id }, { token: staff });
    const in4A = students.filter((s) => s.class_name === "4A").length;
    expect(in4A).toBeGreaterThan(0);
    expect(sent).toMatchObject({ status: "published", recipients: in4A, read: 0 });
    // Sent again: answered as sent, nobody added twice.
    expect(await t.ok(endpoints.noticePublish, { id: draft.id }, { token: staff })).toEqual(sent);
    // Sent: not rewritten, said in the caller's language.
    const changed = await t.refused(
      endpoints.noticeSave,
      { id: draft.id, title_zh: "改", body_zh: "改", audience: { kind: "school" } },
      { token: staff, lang: "en-US" },
    );
    expect(changed).toMatchObject({
      code: 409,
      msg: "This notice has been sent and can no longer be changed",
    });
  });

  it("sends nothing to an audience without children, and never another school's notice", async () => {
    const empty = await t.ok(
      endpoints.noticeSave,
      { title_zh: "六年級Z班", body_zh: "…", audience: { kind: "classes", classes: ["6Z"] } },
      { token: staff },
    );
    const before = await t.counts();
    const refused = await t.refused(endpoints.noticePublish, { id: empty.id }, { token: staff });
    expect(refused).toMatchObject({ code: 409, msg: "通告的對象沒有學生，未能發出" });
    const theirs = await t.refused(
      endpoints.noticePublish,
      { id: empty.id },
      { token: neighbourStaff },
    );
    expect(theirs.code).toBe(404);
    const rewrite = await t.refused(
      endpoints.noticeSave,
      { id: empty.id, title_zh: "x", body_zh: "x", audience: { kind: "school" } },
      { token: neighbourStaff },
    );
    expect(rewrite.code).toBe(404);
    expect(await t.counts()).toEqual(before);
  });

  it("refuses a blank title, a grade or class that is none, and writes nothing", async () => {
    const before = await t.counts();
    const base = { title_zh: "通告", body_zh: "內容", audience: { kind: "school" } as const };
    const blank = await t.refused(
      endpoints.noticeSave,
      { ...base, title_zh: " \u200b " },
      { token: staff, lang: "en-US" },
    );
    expect(blank).toMatchObject({ code: 400, msg: "Please fill in this item" });
    for (const audience of [
      { kind: "grades", grades: [7] },
      { kind: "grades", grades: [] },
      { kind: "classes", classes: ["4a"] },
      { kind: "everyone" },
    ])
      expect(
        (
          await t.refused(endpoints.noticeSave, invalidInput({ ...base, audience }), {
            token: staff,
          })
        ).code,
      ).toBe(400);
    expect(
      (
        await t.refused(
          endpoints.noticeSave,
          { ...base, body_zh: "x".repeat(5001) },
          { token: staff },
        )
      ).code,
    ).toBe(400);
    expect(await t.counts()).toEqual(before);
  });
});

describe("a parent's signing PIN", () => {
  it("is set behind the account's password, never a guessable one, and changed the same way", async () => {
    expect(await t.ok(endpoints.noticeSigningPin, undefined, { token: parent })).toEqual({
      has_pin: false,
    });
    const before = await t.counts();
    const wrong = await t.refused(
      endpoints.noticeSetSigningPin,
      { current_password: "not-it", pin: "2580" },
      { token: parent, lang: "en-US" },
    );
    expect(wrong).toMatchObject({ code: 400, msg: "The current password is not right" });
    for (const pin of ["1234", "0000", "98765"]) {
      const easy = await t.refused(
        endpoints.noticeSetSigningPin,
        { current_password: DEMO_PASSWORD, pin },
        { token: parent, lang: "en-US" },
      );
      expect(easy.msg, pin).toBe(
        "This PIN is too easy to guess: not one digit repeated nor a run such as 1234",
      );
    }
    for (const pin of ["123", "1234567", "12a4", "１２３４"])
      expect(
        (
          await t.refused(
            endpoints.noticeSetSigningPin,
            { current_password: DEMO_PASSWORD, pin },
            { token: parent },
          )
        ).code,
        pin,
      ).toBe(400);
    // Only the wrong password's failed sign-in was counted.
    const { throttle: counted, ...after } = await t.counts();
    const { throttle: was, ...rest } = before;
    expect(after).toEqual(rest);
    expect(Number(counted)).toBeGreaterThan(Number(was));
    expect(
      await t.ok(
        endpoints.noticeSetSigningPin,
        { current_password: DEMO_PASSWORD, pin: "2580" },
        { token: parent },
      ),
    ).toEqual({ has_pin: true });
    await t.ok(
      endpoints.noticeSetSigningPin,
      { current_password: DEMO_PASSWORD, pin: "735193" },
      { token: parent },
    );
    expect(await t.ok(endpoints.noticeSigningPin, undefined, { token: parent })).toEqual({
      has_pin: true,
    });
    // A student signs nothing for a parent.
    expect((await t.refused(endpoints.noticeSigningPin, undefined, { token: student })).code).toBe(
      403,
    );
  });
});

describe("the notices pages, by their menu and action keys", () => {
  const menuCodes = async (token: string) => {
    const codes: string[] = [];
    const walk = (items: { code: string; children: unknown[] }[]) =>
      items.forEach((item) => {
        codes.push(item.code);
        walk(item.children as typeof items);
      });
    walk((await t.ok(endpoints.menu, undefined, { token })).menu_list as never);
    return codes.filter((code) => code.startsWith("notices"));
  };
  const grant = (role: "parent" | "staff", code: string, actions: string[]) =>
    t.ok(endpoints.officeSaveRole, { role, pages: [{ code, actions }] } as never, {
      token: staff,
    });

  it("puts the family's page in a family's menu and the office's in the office's", async () => {
    expect(await menuCodes(parent)).toEqual(["notices", "notices.home"]);
    expect(await menuCodes(student)).toEqual(["notices", "notices.home"]);
    expect(await menuCodes(staff)).toEqual(["notices", "notices.office"]);
  });

  it("gives the office one of its notices by id, and never another school's", async () => {
    const [first] = (await t.ok(endpoints.noticesOffice, {}, { token: staff })).list;
    expect(await t.ok(endpoints.noticeOffice, { id: first!.id }, { token: staff })).toEqual(first);
    expect(
      (await t.refused(endpoints.noticeOffice, { id: first!.id }, { token: neighbourStaff })).code,
    ).toBe(404);
    expect(
      (await t.refused(endpoints.noticeOffice, { id: first!.id }, { token: parent })).code,
    ).toBe(403);
  });

  it("refuses what a role is no longer granted, writing nothing", async () => {
    const draft = await t.ok(
      endpoints.noticeSave,
      { title_zh: "圖書館開放時間", body_zh: "圖書館星期六開放。", audience: { kind: "school" } },
      { token: staff },
    );
    // The office may still write, but no longer send; a parent may no longer list.
    await grant("staff", "notices.office", ["query", "get", "add", "edit"]);
    await grant("parent", "notices.home", ["get", "edit"]);
    const before = await t.counts();
    expect(
      (await t.refused(endpoints.noticePublish, { id: draft.id }, { token: staff })).code,
    ).toBe(403);
    expect((await t.refused(endpoints.notices, {}, { token: parent })).code).toBe(403);
    expect(await t.counts()).toEqual(before);
    await t.ok(endpoints.noticeSave, { ...draft, title_zh: "圖書館假日開放時間" } as never, {
      token: staff,
    });

    // Given back, both work again.
    await grant("staff", "notices.office", ["query", "get", "add", "edit", "delete", "enable"]);
    await grant("parent", "notices.home", ["query", "get", "edit"]);
    expect((await t.ok(endpoints.noticePublish, { id: draft.id }, { token: staff })).status).toBe(
      "published",
    );
    expect((await t.ok(endpoints.notices, {}, { token: parent })).total).toBeGreaterThan(0);
  });
});
