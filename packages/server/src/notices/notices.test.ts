import { addDays, endpoints, HEADERS, schoolDay } from "@campus/contract";
import { NOTICE_REPLIES_EXPORT_PATH } from "@campus/contract/notices";
import { readSheet } from "read-excel-file/node";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "../db/sql";
import { DEMO_PASSWORD } from "../seed/demo";
import { createTestApp, type TestApp } from "../testing/test-app";
import { invalidInput } from "../testing/typed-client";
import { automaticReminderAt } from "./services/reminders";

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

/** A draft for 4A by the office, with an unsigned one-question slip due on `deadline` if given. */
const draftFor4A = (title: string, deadline?: string) =>
  t.ok(
    endpoints.noticeSave,
    {
      title_zh: title,
      body_zh: "四年級將於下月外出參觀。",
      audience: { kind: "classes", classes: ["4A"] },
      ...(deadline && {
        slip: {
          questions: [
            {
              kind: "choice" as const,
              label_zh: "會否參加？",
              options: [{ zh: "參加" }, { zh: "不參加" }],
              required: true,
            },
          ],
          deadline,
          sign: false,
        },
      }),
    },
    { token: staff },
  );

/** The same, sent now (the test clock's). */
async function sentTo4A(title: string, deadline: string) {
  const draft = await draftFor4A(title, deadline);
  return t.ok(endpoints.noticePublish, { id: draft.id }, { token: staff });
}

/** The school day `days` from the test clock's now. */
const inDays = (days: number) => addDays(schoolDay(t.clock.now()), days);

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

describe("a notice's files", () => {
  const pdf = (name = "參觀須知.pdf", body = "%PDF-1.7\n1 0 obj\n") =>
    new File([body], name, { type: "application/pdf" });
  const upload = (token: string, file = pdf()) =>
    t.request(endpoints.noticeUploadAttachment, { file }, { token });

  it("keeps the office's files on a draft, in its order, and gives them to the families it is sent to", async () => {
    const letter = await t.ok(endpoints.noticeUploadAttachment, { file: pdf() }, { token: staff });
    expect(letter).toMatchObject({ name: "參觀須知.pdf", type: "application/pdf", size: 17 });
    const map = await t.ok(
      endpoints.noticeUploadAttachment,
      {
        file: new File(
          [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
          "地圖.png",
        ),
      },
      { token: staff },
    );
    const draft = await draftFor4A("參觀科學館（附件）");
    const saved = await t.ok(
      endpoints.noticeSave,
      {
        id: draft.id,
        title_zh: draft.title_zh,
        body_zh: draft.body_zh,
        audience: draft.audience,
        attachments: [map.id, letter.id, map.id],
      },
      { token: staff },
    );
    expect(saved.attachments).toEqual([map, letter]);
    // A save that does not name them keeps them; one that names none takes them away.
    const kept = await t.ok(
      endpoints.noticeSave,
      { id: draft.id, title_zh: "參觀科學館（附件）", body_zh: "改", audience: draft.audience },
      { token: staff },
    );
    expect(kept.attachments).toEqual([map, letter]);
    const sent = await t.ok(endpoints.noticePublish, { id: draft.id }, { token: staff });
    expect(sent.attachments).toEqual([map, letter]);

    // The 4A child's family reads them in the list and the notice; the file opens by its address.
    const { children, students } = await roster();
    const in4A = children.find((id) => students.some((s) => s.id === id && s.class_name === "4A"))!;
    const listed = await t.ok(endpoints.notices, { childId: in4A }, { token: parent });
    expect(listed.list.find((n) => n.id === draft.id)!.attachments).toEqual([map, letter]);
    const read = await t.ok(
      endpoints.noticeDetail,
      { id: draft.id, childId: in4A },
      { token: parent },
    );
    expect(read.attachments).toEqual([map, letter]);
    const response = await t.app.request(letter.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
    expect(await response.text()).toBe("%PDF-1.7\n1 0 obj\n");
    expect(
      (await t.app.request(letter.url.replace(/\/[\w-]{24}\//, `/${"A".repeat(24)}/`))).status,
    ).toBe(404);
    // A calendar's file is not a notice's: its id opens nothing here.
    const [, , , , id, key, name] = letter.url.split("/");
    expect((await t.app.request(`/api/calendar/attachment/${id}/${key}/${name}`)).status).toBe(404);
  });

  it("comes with the demo: Parents' Day's timetable, a PDF a phone opens", async () => {
    const notice = (await t.ok(endpoints.notices, {}, { token: student })).list.find(
      (n) => n.title_zh === "第一學期家長日安排",
    );
    expect(notice!.attachments).toMatchObject([
      { name: "家長日時間表 Parents' Day timetable.pdf", type: "application/pdf" },
    ]);
    const response = await t.app.request(notice!.attachments[0]!.url);
    expect(new TextDecoder().decode(await response.arrayBuffer())).toMatch(/^%PDF-1\.4\n/);
  });

  it("checks a file by its content, takes only the school's notice files, and writes nothing when it refuses", async () => {
    const before = await t.counts();
    const page = await upload(staff, pdf("letter.pdf", "<html><script>alert(1)</script>"));
    expect(page).toMatchObject({ code: 400, data: { fields: [{ field: "file" }] } });
    expect(await upload(staff, pdf("empty.pdf", ""))).toMatchObject({ code: 400 });
    // The families upload nothing.
    for (const token of [parent, student]) expect((await upload(token)).code).toBe(403);
    expect(await t.counts()).toEqual(before);

    const draft = await draftFor4A("附件檢查");
    const theirs = await t.ok(
      endpoints.noticeUploadAttachment,
      { file: pdf() },
      { token: neighbourStaff },
    );
    const calendars = await t.ok(
      endpoints.calendarUploadAttachment,
      { file: pdf() },
      { token: staff },
    );
    const mine = await t.ok(endpoints.noticeUploadAttachment, { file: pdf() }, { token: staff });
    const base = { id: draft.id, title_zh: "附件檢查", body_zh: "內容", audience: draft.audience };
    const between = await t.counts();
    for (const ids of [[theirs.id], [calendars.id], [mine.id, 2_000_000]])
      expect(
        await t.refused(
          endpoints.noticeSave,
          { ...base, attachments: ids },
          { token: staff, lang: "en-US" },
        ),
      ).toMatchObject({ code: 400, data: { fields: [{ field: "attachments" }] } });
    const six = await t.refused(
      endpoints.noticeSave,
      { ...base, attachments: [mine.id, mine.id, mine.id, mine.id, mine.id, mine.id] },
      { token: staff },
    );
    expect(six).toMatchObject({ code: 400, data: { fields: [{ field: "attachments" }] } });
    expect(
      (
        await t.refused(endpoints.noticeSave, invalidInput({ ...base, attachments: ["1"] }), {
          token: staff,
        })
      ).code,
    ).toBe(400);
    expect(await t.counts()).toEqual(between);
    const office = await t.ok(endpoints.noticeOffice, { id: draft.id }, { token: staff });
    expect(office.attachments).toEqual([]);
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

  it("puts the family's pages in a family's menu, the office's in the office's, messages with families in a teacher's", async () => {
    expect(await menuCodes(parent)).toEqual(["notices", "notices.home", "notices.messages"]);
    expect(await menuCodes(student)).toEqual(["notices", "notices.home"]);
    expect(await menuCodes(staff)).toEqual(["notices", "notices.office", "notices.inbox"]);
    expect(await menuCodes(await t.signIn("teacher"))).toEqual(["notices", "notices.inbox"]);
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

describe("a reply on a notice's slip", () => {
  const PIN = "4826";
  /** The Parents' Day notice as the parent sees it for a child (its slip: a choice, a text). */
  async function parentsDay(token: string, childId: number) {
    const { list } = await t.ok(endpoints.notices, { childId }, { token });
    return list.find((n) => n.title_zh === "第一學期家長日安排")!;
  }
  const currentReplies = (noticeId: number, childId: number) =>
    rows<{ answers: unknown; reopened_at: Date | null; reopen_reason: string | null }>(
      t.database.db,
      sql`SELECT answers, reopened_at, reopen_reason FROM notice_replies
        WHERE notice_id = ${noticeId} AND student_id = ${childId} ORDER BY id`,
    );

  it("asks for the parent's PIN first, refuses answers that are not the slip's, and writes nothing", async () => {
    const [child] = (await roster()).children;
    const notice = await parentsDay(parent, child!);
    expect(notice.slip?.questions.map((q) => q.kind)).toEqual(["choice", "text"]);
    expect(notice.slip?.sign).toBe(true);
    expect(notice.reply).toBeNull();
    const reply = (answers: unknown[], pin?: string) =>
      t.refused(
        endpoints.noticeReply,
        { id: notice.id, childId: child!, answers, ...(pin ? { pin } : {}) } as never,
        { token: parent },
      );

    // No PIN set: said, nothing written.
    await t.database.db.execute(
      sql`DELETE FROM notice_signing_pins
        WHERE user_id = (SELECT id FROM users WHERE username = '91234567')`,
    );
    const noPin = await reply([0, null], PIN);
    expect([noPin.code, noPin.msg]).toEqual([409, "請先設定簽署用的 PIN"]);
    await t.ok(
      endpoints.noticeSetSigningPin,
      { current_password: DEMO_PASSWORD, pin: "735193" },
      { token: parent },
    );
    const before = await t.counts();
    // Not the slip's answers: too few, an option that is none, a required one skipped, a text
    // where a choice is asked.
    for (const answers of [[0], [2, null], [null, "星期五"], ["出席", null]])
      expect((await reply(answers, PIN)).code, JSON.stringify(answers)).toBe(400);
    // No PIN, then a wrong one (a failed sign-in is counted, nothing else).
    expect((await reply([0, null])).msg).toMatch(/請填寫/);
    const wrong = await reply([0, null], PIN);
    expect(wrong.code).toBe(400);
    expect(wrong.msg).toBe("PIN 不正確");
    const { throttle: counted, ...after } = await t.counts();
    const { throttle: was, ...rest } = before;
    expect(after).toEqual(rest);
    expect(Number(counted)).toBeGreaterThan(Number(was));
    await t.ok(
      endpoints.noticeSetSigningPin,
      { current_password: DEMO_PASSWORD, pin: PIN },
      { token: parent },
    );
  });

  it("takes one reply per child, signed with the PIN, and counts it for the office", async () => {
    const [child] = (await roster()).children;
    const notice = await parentsDay(parent, child!);
    const replied = await t.ok(
      endpoints.noticeReply,
      { id: notice.id, childId: child!, answers: [0, "  星期五下午\u200b "], pin: PIN },
      { token: parent },
    );
    expect(replied.reply).toEqual({
      answers: [0, "星期五下午"],
      signed_by: "陳大文",
      signed_at: replied.reply!.signed_at,
      signed_with: "pin",
    });
    expect((await parentsDay(parent, child!)).reply).toEqual(replied.reply);
    // Once: a second reply is refused, the first stays.
    const again = await t.refused(
      endpoints.noticeReply,
      { id: notice.id, childId: child!, answers: [1, null], pin: PIN },
      { token: parent },
    );
    expect(again.code).toBe(409);
    expect(await currentReplies(notice.id, child!)).toHaveLength(1);
    // Another family, or the child themself, replies for no one.
    expect(
      (
        await t.refused(
          endpoints.noticeReply,
          { id: notice.id, childId: child!, answers: [1, null], pin: PIN },
          { token: otherParent },
        )
      ).code,
    ).toBe(404);
    expect(
      (
        await t.refused(
          endpoints.noticeReply,
          { id: notice.id, childId: child!, answers: [1, null] },
          { token: student },
        )
      ).code,
    ).toBe(403);
    const office = (await t.ok(endpoints.noticesOffice, {}, { token: staff })).list.find(
      (n) => n.id === notice.id,
    )!;
    expect(office.replied).toBe(1);
    expect(office.read).toBeGreaterThanOrEqual(1);
  });

  it("takes one of two replies sent at once for a child", async () => {
    const [, second] = (await roster()).children;
    const notice = await parentsDay(parent, second!);
    const body = { id: notice.id, childId: second!, answers: [1, null], pin: PIN };
    const answers = await Promise.all([
      t.request(endpoints.noticeReply, body, { token: parent }),
      t.request(endpoints.noticeReply, body, { token: parent }),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, 409]);
    expect(await currentReplies(notice.id, second!)).toHaveLength(1);
  });

  it("lets the office reopen a child's reply with a reason; the family replies again, the first kept", async () => {
    const [child] = (await roster()).children;
    const notice = await parentsDay(parent, child!);
    const reopened = await t.ok(
      endpoints.noticeReopen,
      { id: notice.id, childId: child!, reason: "家長來電更改出席安排" },
      { token: staff },
    );
    expect(reopened.replied).toBe(1); // the other child's reply stays
    expect((await parentsDay(parent, child!)).reply).toBeNull();
    // Nothing to reopen now, and never another school's notice.
    expect(
      (
        await t.refused(
          endpoints.noticeReopen,
          { id: notice.id, childId: child!, reason: "再次" },
          { token: staff },
        )
      ).code,
    ).toBe(409);
    expect(
      (
        await t.refused(
          endpoints.noticeReopen,
          { id: notice.id, childId: child!, reason: "再次" },
          { token: neighbourStaff },
        )
      ).code,
    ).toBe(404);
    await t.ok(
      endpoints.noticeReply,
      { id: notice.id, childId: child!, answers: [1, null], pin: PIN },
      { token: parent },
    );
    const kept = await currentReplies(notice.id, child!);
    expect(kept.map((r) => [r.answers, r.reopen_reason])).toEqual([
      [[0, "星期五下午"], "家長來電更改出席安排"],
      [[1, null], null],
    ]);
  });

  it("closes the slip after its last day, and sends no notice whose last day has gone", async () => {
    const draft = await t.ok(
      endpoints.noticeSave,
      {
        title_zh: "陸運會義工",
        body_zh: "誠邀家長擔任陸運會義工。",
        audience: { kind: "classes", classes: ["1B"] },
        slip: {
          questions: [
            {
              kind: "choice",
              label_zh: "能否擔任義工？",
              options: [{ zh: "能" }, { zh: "不能" }],
              required: true,
            },
          ],
          deadline: "2020-01-31",
          sign: false,
        },
      },
      { token: staff },
    );
    const refused = await t.refused(endpoints.noticePublish, { id: draft.id }, { token: staff });
    expect(refused.code).toBe(409);
    expect(refused.msg).toBe("回條的回覆限期已過，請先更改限期");

    // Eleven days on, the Parents' Day slip (ten days) is closed to the family.
    const [, second] = (await roster()).children;
    const notice = await parentsDay(parent, second!);
    await t.ok(
      endpoints.noticeReopen,
      { id: notice.id, childId: second!, reason: "測試" },
      { token: staff },
    );
    t.clock.advance(11 * 86_400_000);
    const late = await t.signIn("parent");
    const closed = await t.refused(
      endpoints.noticeReply,
      { id: notice.id, childId: second!, answers: [0, null], pin: PIN },
      { token: late },
    );
    expect(closed.code).toBe(409);
    expect(closed.msg).toBe("回覆限期已過，未能回覆");
  });
});

describe("the office follows a sent notice", () => {
  // Signed in again: the clock went on past the sessions above.
  beforeAll(async () => {
    [parent, staff, neighbourStaff] = await Promise.all([
      t.signIn("parent"),
      t.signIn("staff"),
      t.signIn("neighbourStaff"),
    ]);
  });
  /** The Parents' Day notice as the office lists it, after the replies above. */
  async function parentsDay() {
    const { list } = await t.ok(endpoints.noticesOffice, {}, { token: staff });
    return list.find((n) => n.title_zh === "第一學期家長日安排")!;
  }
  const exported = (id: number, token?: string, lang = "zh-TW") =>
    t.app.request(`${NOTICE_REPLIES_EXPORT_PATH}/${id}/replies`, {
      headers: { [HEADERS.acceptLanguage]: lang, ...(token ? { [HEADERS.token]: token } : {}) },
    });

  it("counts per class the children it went to, read and replied, as the list's totals", async () => {
    const notice = await parentsDay();
    const { students } = await roster();
    const { classes } = await t.ok(endpoints.noticeClasses, { id: notice.id }, { token: staff });
    expect(classes.map((c) => c.class_name)).toEqual(
      [...new Set(students.map((s) => s.class_name))].sort(),
    );
    const sum = (key: "recipients" | "read" | "replied") =>
      classes.reduce((total, c) => total + c[key], 0);
    expect([sum("recipients"), sum("read"), sum("replied")]).toEqual([
      notice.recipients,
      notice.read,
      notice.replied,
    ]);
    expect(notice.replied).toBe(1);
    // A draft has gone to no one.
    const draft = (await t.ok(endpoints.noticesOffice, {}, { token: staff })).list.find(
      (n) => n.status === "draft",
    )!;
    expect(
      (await t.ok(endpoints.noticeClasses, { id: draft.id }, { token: staff })).classes,
    ).toEqual([]);
  });

  it("lists the children by class, each with the reply, and those still to read or reply", async () => {
    const notice = await parentsDay();
    const [first, second] = (await roster()).children;
    const all = await t.ok(
      endpoints.noticeRecipients,
      { id: notice.id, pageSize: 100 },
      { token: staff },
    );
    expect(all.total).toBe(notice.recipients);
    const keys = all.list.map((r) => `${r.class_name}/${r.class_number ?? 99}`);
    expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b, "en", { numeric: true })));
    const child = all.list.find((r) => r.id === first)!;
    expect(child.reply).toMatchObject({ answers: [1, null], signed_by: "陳大文" });
    expect(child.reopened).toBe(1);
    expect(child.read_at).not.toBeNull();
    // The second child's reply was reopened: no reply now, one reopened.
    expect(all.list.find((r) => r.id === second)).toMatchObject({
      reply: null,
      reopened: 1,
    });

    const waiting = await t.ok(
      endpoints.noticeRecipients,
      { id: notice.id, filter: "unreplied", pageSize: 100 },
      { token: staff },
    );
    expect(waiting.total).toBe(notice.recipients - notice.replied);
    expect(waiting.list.some((r) => r.id === first)).toBe(false);
    const unread = await t.ok(
      endpoints.noticeRecipients,
      { id: notice.id, filter: "unread", pageSize: 100 },
      { token: staff },
    );
    expect(unread.total).toBe(notice.recipients - notice.read);
    expect(unread.list.every((r) => r.read_at === null)).toBe(true);

    const ofClass = await t.ok(
      endpoints.noticeRecipients,
      { id: notice.id, class_name: child.class_name },
      { token: staff },
    );
    expect(ofClass.list.every((r) => r.class_name === child.class_name)).toBe(true);
    // Paged on the server: a page of two, its total the class's.
    const paged = await t.ok(
      endpoints.noticeRecipients,
      { id: notice.id, pageSize: 2, pageNum: 2 },
      { token: staff },
    );
    expect(paged.list.map((r) => r.id)).toEqual(all.list.slice(2, 4).map((r) => r.id));
  });

  it("never gives another school's notice, nor a family the office's view, and refuses a class that is none", async () => {
    const notice = await parentsDay();
    for (const [endpoint, body] of [
      [endpoints.noticeClasses, { id: notice.id }],
      [endpoints.noticeRecipients, { id: notice.id }],
    ] as const) {
      expect((await t.refused(endpoint, body, { token: neighbourStaff })).code).toBe(404);
      expect((await t.refused(endpoint, body, { token: parent })).code).toBe(403);
    }
    const wrong = await t.refused(
      endpoints.noticeRecipients,
      { id: notice.id, class_name: "9Z" },
      { token: staff, lang: "en-US" },
    );
    expect(wrong).toMatchObject({ code: 400, data: { fields: [{ field: "class_name" }] } });
    expect((await exported(notice.id, neighbourStaff)).status).toBe(404);
    expect((await exported(notice.id, parent)).status).toBe(404);
    expect((await exported(notice.id)).status).toBe(404);
  });

  it("gives the children and the counts as a workbook in the reader's language", async () => {
    const notice = await parentsDay();
    const [first] = (await roster()).children;
    const response = await exported(notice.id, staff, "en-US");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain(
      encodeURIComponent("Notice replies - Parents' Day, first term"),
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    const children = (await readSheet(bytes, 1)) as unknown[][];
    expect(children[0]).toEqual([
      "Class",
      "No.",
      "Chinese name",
      "English name",
      "Read by family",
      "Replied",
      "Signed by",
      "Signed with",
      "Will you come?",
      "A time that suits you for the meeting (if any)",
    ]);
    expect(children).toHaveLength(notice.recipients + 1);
    const { list } = await t.ok(
      endpoints.noticeRecipients,
      { id: notice.id, pageSize: 100 },
      { token: staff },
    );
    const at = list.findIndex((r) => r.id === first);
    const row = children[at + 1]!;
    expect(row[2]).toBe(list[at]!.name_zh);
    expect(row.slice(6)).toEqual(["陳大文", "PIN", "No, I cannot come", null]);
    const classes = (await readSheet(bytes, 2)) as unknown[][];
    expect(classes[0]).toEqual(["Class", "Sent", "Read", "Replied"]);
    expect(classes.slice(1).reduce((n, r) => n + Number(r[1]), 0)).toBe(notice.recipients);
  });
});

describe("reminding the families without a reply", () => {
  const outbox = (noticeId: number) =>
    rows<{ recipient: string; channel: string; text: string; delivered: boolean }>(
      t.database.db,
      sql`SELECT recipient, channel, text, delivered FROM message_outbox
        WHERE source = 'notices.reminder' AND ref = ${`notice:${noticeId}`} ORDER BY id`,
    );

  beforeAll(async () => {
    [parent, staff, neighbourStaff] = await Promise.all([
      t.signIn("parent"),
      t.signIn("staff"),
      t.signIn("neighbourStaff"),
    ]);
  });

  it("texts each guardian of a child without a reply once, in their language, and keeps it", async () => {
    const notice = await sentTo4A("四年級旅行", inDays(7));
    const reminded = await t.ok(endpoints.noticeRemind, { id: notice.id }, { token: staff });
    expect(reminded.children).toBe(notice.recipients);
    expect(reminded.guardians).toBeGreaterThanOrEqual(1);
    expect(reminded.notice).toMatchObject({
      reminders: 1,
      reminded_at: t.clock.now().toISOString(),
    });
    const sent = await outbox(notice.id);
    expect(sent.length).toBeGreaterThanOrEqual(reminded.guardians);
    // 陳大文, 陳小明's father: his phone, his child, the last day, in Chinese.
    const his = sent.find((m) => m.recipient === "+852 •••• 4567")!;
    expect(his).toMatchObject({ channel: "sms", delivered: true });
    expect(his.text).toMatch(/請於.+或之前，為陳小明回覆通告「四年級旅行」的回條/);
    expect(sent.filter((m) => m.recipient === "+852 •••• 4567")).toHaveLength(1);
    // The demo's texts reach the phone's outbox too.
    const texted = await rows<{ text: string }>(
      t.database.db,
      sql`SELECT text FROM sms_outbox WHERE phone = '91234567' ORDER BY id DESC LIMIT 1`,
    );
    expect(texted[0]!.text).toBe(his.text);

    // Again within the hour: refused, nothing written, nobody texted twice.
    const before = await t.counts();
    const again = await t.refused(endpoints.noticeRemind, { id: notice.id }, { token: staff });
    expect([again.code, again.msg]).toEqual([409, "一小時內已發過提醒，請稍後再試"]);
    expect(await t.counts()).toEqual(before);

    // An hour on, once 陳小明's family has replied: the others only.
    t.clock.advance(61 * 60_000);
    [parent, staff] = await Promise.all([t.signIn("parent"), t.signIn("staff")]);
    const [ming] = (await roster()).children;
    await t.ok(
      endpoints.noticeReply,
      { id: notice.id, childId: ming!, answers: [0] },
      { token: parent },
    );
    const second = await t.ok(endpoints.noticeRemind, { id: notice.id }, { token: staff });
    expect(second.children).toBe(notice.recipients - 1);
    expect(second.notice.reminders).toBe(2);
    expect((await outbox(notice.id)).filter((m) => m.recipient === "+852 •••• 4567")).toHaveLength(
      1,
    );
  });

  it("refuses a draft, a notice without a slip, one past its last day, another school's, and a family", async () => {
    const notices = (await t.ok(endpoints.noticesOffice, {}, { token: staff })).list;
    const draft = notices.find((n) => n.status === "draft")!;
    const parentsDay = notices.find((n) => n.title_zh === "第一學期家長日安排")!;
    const plain = await t.ok(
      endpoints.noticeSave,
      {
        title_zh: "校服通告",
        body_zh: "請穿著冬季校服。",
        audience: { kind: "classes", classes: ["4A"] },
      },
      { token: staff },
    );
    await t.ok(endpoints.noticePublish, { id: plain.id }, { token: staff });
    const open = await sentTo4A("四年級旅行", inDays(7));
    const before = await t.counts();
    const refused = async (id: number, token = staff) =>
      t.refused(endpoints.noticeRemind, { id }, { token });
    expect((await refused(draft.id)).msg).toBe("這份通告尚未發出");
    // The Parents' Day slip's last day has gone (the clock went on above).
    expect((await refused(parentsDay.id)).msg).toBe("回覆限期已過，不能再發提醒");
    expect((await refused(plain.id)).msg).toBe("這份通告沒有回條");
    expect((await refused(open.id, neighbourStaff)).code).toBe(404);
    expect((await refused(open.id, parent)).code).toBe(403);
    expect(await t.counts()).toEqual(before);
  });
});

describe("a slip's last day in the family's calendar", () => {
  it("shows the day to reply by for each child still without a reply, reminded the day before on a phone", async () => {
    [parent, staff, otherParent] = await Promise.all([
      t.signIn("parent"),
      t.signIn("staff"),
      t.signIn("otherParent"),
    ]);
    const [ming, yan] = (await roster()).children;
    const draft = await t.ok(
      endpoints.noticeSave,
      {
        title_zh: "全校旅行",
        title_en: "School outing",
        body_zh: "全校將於下月旅行。",
        audience: { kind: "school" },
        slip: {
          questions: [
            {
              kind: "choice",
              label_zh: "會否參加？",
              options: [{ zh: "參加" }, { zh: "不參加" }],
              required: true,
            },
          ],
          deadline: new Date(t.clock.now().getTime() + 5 * 86_400_000).toISOString().slice(0, 10),
          sign: false,
        },
      },
      { token: staff },
    );
    const notice = await t.ok(endpoints.noticePublish, { id: draft.id }, { token: staff });
    await t.ok(
      endpoints.noticeReply,
      { id: notice.id, childId: yan!, answers: [1] },
      { token: parent },
    );
    const from = t.clock.now().toISOString().slice(0, 10);
    const page = await t.ok(
      endpoints.calendarItems,
      { from, kinds: "notice", pageSize: 50, who: "all" },
      { token: parent, lang: "en-US" },
    );
    const outing = page.list.filter((i) => i.title === "Reply to “School outing”");
    // 陳小明's only: 陳小欣's family has replied.
    expect(outing).toHaveLength(1);
    expect(outing[0]!.start_day).toBe(notice.slip!.deadline);
    const detail = await t.ok(endpoints.calendarItem, { key: outing[0]!.key }, { token: parent });
    expect(detail.link).toBe(`/notices/detail?id=${notice.id}&child=${ming}`);
    expect(
      (await t.refused(endpoints.calendarItem, { key: outing[0]!.key }, { token: otherParent }))
        .code,
    ).toBe(404);

    // On a subscribed phone: an alarm the day before.
    const { path } = await t.ok(endpoints.calendarFeedRenew, {}, { token: parent });
    const feed = await (await t.app.request(path!)).text();
    const event = feed.split("BEGIN:VEVENT").find((e) => e.includes("回覆通告：全校旅行"))!;
    expect(event).toContain("BEGIN:VALARM");
    // One event: 陳小欣's family has replied.
    expect(feed.split("BEGIN:VEVENT").filter((e) => e.includes("回覆通告：全校旅行"))).toHaveLength(
      1,
    );
  });
});

describe("the automatic reminder the evening before a slip's last day", () => {
  const kept = (noticeId: number) =>
    rows<{ automatic: boolean; sent_by: number | null; children: number; guardians: number }>(
      t.database.db,
      sql`SELECT automatic, sent_by, children, guardians FROM notice_reminders
        WHERE notice_id = ${noticeId} ORDER BY id`,
    );
  const texts = (noticeId: number) =>
    rows<{ recipient: string; text: string }>(
      t.database.db,
      sql`SELECT recipient, text FROM message_outbox
        WHERE source = 'notices.reminder' AND ref = ${`notice:${noticeId}`} ORDER BY id`,
    );
  const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);
  /** A round of the server's clock at `now`: how many notices it reminded. */
  const remindAt = async (now: Date) => (await t.runChores(now))["notices.automatic-reminders"];

  beforeAll(async () => {
    [parent, staff] = await Promise.all([t.signIn("parent"), t.signIn("staff")]);
  });

  it("reminds those without a reply at 18:00 the day before, once, even with two servers at it", async () => {
    const deadline = inDays(3);
    const notice = await sentTo4A("參觀科學館", deadline);
    const at = automaticReminderAt(deadline);
    expect(at.toISOString()).toBe(`${addDays(deadline, -1)}T10:00:00.000Z`); // 18:00 in Hong Kong
    expect(await remindAt(minutes(at, -1))).toBe(0);
    expect(await kept(notice.id)).toEqual([]);

    // Two servers' clocks at once: one reminder, one message a guardian.
    const rounds = await Promise.all([remindAt(at), remindAt(minutes(at, 1))]);
    expect(rounds.sort()).toEqual([0, 1]);
    const [reminder, ...more] = await kept(notice.id);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({
      automatic: true,
      sent_by: null,
      children: notice.recipients,
    });
    expect(reminder!.guardians).toBeGreaterThanOrEqual(1);
    const sent = await texts(notice.id);
    expect(new Set(sent.map((m) => m.recipient)).size).toBe(sent.length);
    // 陳大文, 陳小明's father: one text naming his child, the notice and the last day.
    const his = sent.find((m) => m.recipient === "+852 •••• 4567")!;
    expect(his.text).toMatch(/請於.+或之前，為陳小明回覆通告「參觀科學館」的回條/);

    // Later rounds send nothing more; the office sees it among the notice's reminders.
    expect(await remindAt(minutes(at, 30))).toBe(0);
    expect(await texts(notice.id)).toHaveLength(sent.length);
    const office = await t.ok(endpoints.noticeOffice, { id: notice.id }, { token: staff });
    expect(office).toMatchObject({ reminders: 1, reminded_at: at.toISOString() });
  });

  it("sends none more than three hours late, after a reminder by hand that afternoon, or for a notice sent after 18:00", async () => {
    const deadline = inDays(4);
    const at = automaticReminderAt(deadline);
    const late = await sentTo4A("遲了的提醒", deadline);
    expect(await remindAt(minutes(at, 180))).toBe(0);
    expect(await kept(late.id)).toEqual([]);

    // The office reminds by hand at 15:00; at 18:00 the server leaves the families alone.
    t.clock.advance(minutes(at, -180).getTime() - t.clock.now().getTime());
    staff = await t.signIn("staff");
    await t.ok(endpoints.noticeRemind, { id: late.id }, { token: staff });
    // And a notice sent at 18:30 is in the families' hands already.
    t.clock.advance(210 * 60_000);
    staff = await t.signIn("staff");
    const evening = await sentTo4A("黃昏發出的通告", deadline);
    expect(await remindAt(minutes(at, 40))).toBe(0);
    expect(await kept(late.id)).toHaveLength(1);
    expect(await kept(evening.id)).toEqual([]);
  });
});

describe("a draft sent on its own at a time the office sets", () => {
  const hoursOn = (hours: number) => new Date(t.clock.now().getTime() + hours * 3_600_000);

  beforeAll(async () => {
    [parent, staff, neighbourStaff] = await Promise.all([
      t.signIn("parent"),
      t.signIn("staff"),
      t.signIn("neighbourStaff"),
    ]);
  });

  it("keeps the time, and the clock sends it then, once, to the children of that moment", async () => {
    const draft = await draftFor4A("運動服通告");
    const at = hoursOn(2);
    const scheduled = await t.ok(
      endpoints.noticeSchedule,
      { id: draft.id, at: at.toISOString() },
      { token: staff },
    );
    expect(scheduled).toMatchObject({ status: "draft", publish_at: at.toISOString() });
    // Not yet: the clock a minute early leaves it a draft.
    expect((await t.runChores(new Date(at.getTime() - 60_000)))["notices.scheduled-sending"]).toBe(
      0,
    );
    const rounds = await Promise.all([t.runChores(at), t.runChores(new Date(at.getTime() + 1))]);
    expect(rounds.map((r) => r["notices.scheduled-sending"]).sort()).toEqual([0, 1]);
    const sent = await t.ok(endpoints.noticeOffice, { id: draft.id }, { token: staff });
    expect(sent).toMatchObject({ status: "published", publish_at: null });
    expect(sent.published_at).toBe(at.toISOString());
    expect(sent.recipients).toBeGreaterThan(0);
    const [ming] = (await roster()).children;
    const family = await t.ok(endpoints.notices, { childId: ming! }, { token: parent });
    expect(family.list.map((n) => n.title_zh)).toContain("運動服通告");
  });

  it("takes a time away, and refuses one too soon, too far, after the slip's day, or on a sent notice", async () => {
    const deadline = inDays(5);
    const draft = await draftFor4A("秋季旅行", deadline);
    const before = await t.counts();
    const refused = (at: Date) =>
      t.refused(endpoints.noticeSchedule, { id: draft.id, at: at.toISOString() }, { token: staff });
    const atRefused = (message: string) => ({
      code: 400,
      msg: message,
      data: { fields: [{ field: "at", message }] },
    });
    expect(await refused(hoursOn(0.05))).toMatchObject(
      atRefused("定時發出的時間須在 5 分鐘後或以後"),
    );
    expect(await refused(hoursOn(61 * 24))).toMatchObject(atRefused("定時發出的時間須在 60 日內"));
    // The day before the last day is the latest; the last day itself is too late.
    expect(await refused(new Date(`${deadline}T09:00:00+08:00`))).toMatchObject(
      atRefused("有回條的通告須在回覆截止日期前一天或之前發出"),
    );
    const notTime = await t.refused(
      endpoints.noticeSchedule,
      { id: draft.id, at: "tomorrow" },
      { token: staff },
    );
    expect(notTime.code).toBe(400);
    const sentOne = (await t.ok(endpoints.noticesOffice, {}, { token: staff })).list.find(
      (n) => n.status === "published",
    )!;
    expect(
      (
        await t.refused(
          endpoints.noticeSchedule,
          { id: sentOne.id, at: hoursOn(3).toISOString() },
          { token: staff },
        )
      ).msg,
    ).toBe("此通告已發出，不能再修改");
    const at = hoursOn(3).toISOString();
    expect(
      (await t.refused(endpoints.noticeSchedule, { id: draft.id, at }, { token: neighbourStaff }))
        .code,
    ).toBe(404);
    expect(
      (await t.refused(endpoints.noticeSchedule, { id: draft.id, at }, { token: parent })).code,
    ).toBe(403);
    expect(await t.counts()).toEqual(before);

    const latest = new Date(`${addDays(deadline, -1)}T20:00:00+08:00`).toISOString();
    await t.ok(endpoints.noticeSchedule, { id: draft.id, at: latest }, { token: staff });
    const taken = await t.ok(
      endpoints.noticeSchedule,
      { id: draft.id, at: null },
      { token: staff },
    );
    expect(taken.publish_at).toBeNull();
    expect((await t.runChores(new Date(latest)))["notices.scheduled-sending"]).toBe(0);
    expect((await t.ok(endpoints.noticeOffice, { id: draft.id }, { token: staff })).status).toBe(
      "draft",
    );
  });

  it("leaves one it cannot send then a draft, its time gone by, until the office changes it", async () => {
    const draft = await draftFor4A("沒有學生的通告");
    const at = hoursOn(1);
    await t.ok(endpoints.noticeSchedule, { id: draft.id, at: at.toISOString() }, { token: staff });
    // Between setting the time and the time, the class left the roster (as after a year's end).
    await t.database.db.execute(
      sql`UPDATE notices SET audience = '{"kind":"classes","classes":["6Z"]}' WHERE id = ${draft.id}`,
    );
    expect((await t.runChores(at))["notices.scheduled-sending"]).toBe(0);
    t.clock.advance(at.getTime() - t.clock.now().getTime() + 60_000);
    staff = await t.signIn("staff");
    const waiting = await t.ok(endpoints.noticeOffice, { id: draft.id }, { token: staff });
    expect(waiting).toMatchObject({ status: "draft", publish_at: at.toISOString() });
    // The office mends it: the time goes with the edit, nothing is sent by surprise.
    const mended = await t.ok(
      endpoints.noticeSave,
      {
        id: draft.id,
        title_zh: "沒有學生的通告",
        body_zh: "請於星期五穿著運動服回校。",
        audience: { kind: "classes", classes: ["4A"] },
      },
      { token: staff },
    );
    expect(mended).toMatchObject({ status: "draft", publish_at: null });
    expect((await t.runChores())["notices.scheduled-sending"]).toBe(0);
  });
});
