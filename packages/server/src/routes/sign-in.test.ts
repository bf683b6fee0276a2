import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sessions } from "../db/schema";
import { hashToken } from "../services/sessions";
import { THROTTLE } from "../services/throttle";
import { createTestApp, DEMO_LOGINS, type TestApp } from "../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const LOGIN = "/parent_student/ajax_login";

describe("POST /parent_student/ajax_login", () => {
  it("signs the demo parent in with a phone number and answers token, expiry and user info", async () => {
    const { status, body } = await t.call(LOGIN, { form: DEMO_LOGINS.parent });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data.token).toMatch(/^[\w-]{40,}$/);
    expect(Date.parse(body.data.expires_at) - t.clock.now().getTime()).toBe(604_800_000);
    const user = body.data.user;
    expect(user).toMatchObject({ user_name: "陳大文", type: 1, roles: ["parent"] });
    expect(user.childsUser.map((c: { name_zh: string }) => c.name_zh)).toEqual([
      "陳小明",
      "陳小欣",
    ]);
    expect(user.child_user_id).toBe(user.childsUser[0].id);
    expect(user.childsUser[0].school_student.school.name_zh).toBe("校園示範學校");
    expect(user.permissions["library.myrecord"]).toContain("add");
    expect(user.permissions["library.desk"]).toBeUndefined();
  });

  it("takes a parent's phone number as people type it: spaces, dashes, full-width digits, the region's prefix", async () => {
    for (const username of ["9123 4567", "9123-4567", "+852 9123 4567", "９１２３４５６７"]) {
      const { body } = await t.call(LOGIN, { form: { ...DEMO_LOGINS.parent, username } });
      expect(body.code, username).toBe(200);
      expect(body.data.user.user_name).toBe("陳大文");
    }
    const macau = await t.call(LOGIN, {
      form: { ...DEMO_LOGINS.otherParent, username: "+853 6123-4567" },
    });
    expect(macau.body.code).toBe(200);
    // Another region's prefix is still refused as a malformed number, not looked up.
    const wrong = await t.call(LOGIN, {
      form: { ...DEMO_LOGINS.parent, username: "+853 9123 4567" },
    });
    expect(wrong.body).toMatchObject({ code: 400 });
  });

  it("stores only a hash of the token", async () => {
    const { body } = await t.call(LOGIN, { form: DEMO_LOGINS.parent });
    const token = body.data.token as string;
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const all = await t.database.db.select().from(sessions);
    expect(all.some((row) => row.tokenHash === token)).toBe(false);
  });

  it("accepts the same sign-in as JSON", async () => {
    const { body } = await t.call(LOGIN, { json: DEMO_LOGINS.student });
    expect(body.code).toBe(200);
    expect(body.data.user).toMatchObject({ type: 2, roles: ["student"], user_name: "陳小明" });
    expect(body.data.user.childsUser).toHaveLength(1);
    expect(body.data.user.child_user_id).toBe(body.data.user.user_id);
  });

  it("signs in the teacher, and the staff account with both roles and the office's permissions", async () => {
    const teacher = await t.call(LOGIN, { form: DEMO_LOGINS.teacher });
    expect(teacher.body.data.user).toMatchObject({
      type: 3,
      roles: ["teacher"],
      childsUser: [],
      child_user_id: null,
    });
    expect(teacher.body.data.user.permissions["eca.settings"]).toBeUndefined();
    const staff = await t.call(LOGIN, { form: DEMO_LOGINS.staff });
    expect(staff.body.data.user.roles).toEqual(["teacher", "staff"]);
    expect(staff.body.data.user.permissions["eca.settings"]).toEqual(
      expect.arrayContaining(["add", "edit", "delete", "enable", "disable"]),
    );
    expect(staff.body.data.user.permissions["eca.events"]).toContain("query");
  });

  it("matches usernames without regard to case", async () => {
    const { body } = await t.call(LOGIN, { form: { ...DEMO_LOGINS.teacher, username: "T.Wong" } });
    expect(body.code).toBe(200);
  });

  it("stores the language chosen at sign-in", async () => {
    const { body } = await t.call(LOGIN, { form: { ...DEMO_LOGINS.teacher, lang: "en-US" } });
    expect(body.data.user.lang).toBe("en-US");
    const again = await t.call(LOGIN, { form: { ...DEMO_LOGINS.teacher, lang: "zh-TW" } });
    expect(again.body.data.user.lang).toBe("zh-TW");
  });
});

describe("sign-in refuses bad input with an error envelope and writes nothing", () => {
  const cases: [string, Record<string, string>, string, string][] = [
    ["a missing username", { ...DEMO_LOGINS.parent, username: "" }, "username", "請填寫此項"],
    ["a missing password", { ...DEMO_LOGINS.student, password: "" }, "password", "請填寫此項"],
    ["a missing login type", { username: "s2026001", password: "x" }, "type", "請填寫此項"],
    ["an unknown login type", { ...DEMO_LOGINS.student, type: "admin" }, "type", "請從選項中選擇"],
    [
      "a parent without a country code",
      { username: "91234567", password: "x", type: "parent" },
      "countryCode",
      "請填寫此項",
    ],
    [
      "an unknown country code",
      { ...DEMO_LOGINS.parent, countryCode: "44" },
      "countryCode",
      "請從選項中選擇",
    ],
    [
      "a malformed Hong Kong number",
      { ...DEMO_LOGINS.parent, username: "9123456" },
      "username",
      "電話號碼格式不正確",
    ],
    [
      "a mainland number that is not one",
      { ...DEMO_LOGINS.parent, countryCode: "86", username: "12345678901" },
      "username",
      "電話號碼格式不正確",
    ],
    [
      "an oversize username",
      { ...DEMO_LOGINS.student, username: "s".repeat(65) },
      "username",
      "不可多於 64 個字",
    ],
    [
      "an oversize password",
      { ...DEMO_LOGINS.student, password: "p".repeat(129) },
      "password",
      "不可多於 128 個字",
    ],
    ["an unknown language", { ...DEMO_LOGINS.student, lang: "fr-FR" }, "lang", "請從選項中選擇"],
  ];

  it.each(cases)("%s", async (_name, form, field, message) => {
    const before = await t.counts();
    const { status, body } = await t.call(LOGIN, { form });
    expect(status).toBe(200);
    expect(body.code).toBe(400);
    expect(body.msg).toBe(message);
    expect(body.data.fields).toContainEqual({ field, message });
    expect(await t.counts()).toEqual(before);
  });

  it("words the error in the caller's language", async () => {
    const form = { ...DEMO_LOGINS.parent, username: "" };
    expect((await t.call(LOGIN, { form, lang: "zh-CN" })).body.msg).toBe("请填写此项");
    expect((await t.call(LOGIN, { form, lang: "en-US" })).body.msg).toBe(
      "Please fill in this item",
    );
    expect((await t.call(LOGIN, { form, lang: "zh-HK,zh;q=0.9" })).body.msg).toBe("請填寫此項");
  });

  it("refuses a body that is neither form nor JSON", async () => {
    const before = await t.counts();
    const { body } = await t.call(LOGIN, { body: "username=91234567", contentType: "text/plain" });
    expect(body.code).toBe(415);
    expect(body.msg).toBe("不支援此請求格式");
    expect(await t.counts()).toEqual(before);
  });

  it("refuses a multipart body that does not parse (no boundary) with an envelope, not a 500", async () => {
    const before = await t.counts();
    const { status, body } = await t.call(LOGIN, {
      body: JSON.stringify(DEMO_LOGINS.student),
      contentType: "multipart/form-data",
      lang: "en-US",
    });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 400, msg: "The request is not valid", data: null });
    expect(await t.counts()).toEqual(before);
  });

  it("refuses broken JSON and JSON of the wrong shape", async () => {
    const broken = await t.call(LOGIN, { body: '{"username": ', contentType: "application/json" });
    expect(broken.body).toMatchObject({ code: 400, msg: "請求內容不是有效的 JSON" });
    const wrongShape = await t.call(LOGIN, { json: ["91234567", "campus2026"] });
    expect(wrongShape.body.code).toBe(400);
    const wrongTypes = await t.call(LOGIN, { json: { ...DEMO_LOGINS.student, password: 12345 } });
    expect(wrongTypes.body.code).toBe(400);
    expect(wrongTypes.body.data.fields).toContainEqual({
      field: "password",
      message: "格式不正確",
    });
  });

  it("refuses a body over 64 kB with HTTP 413", async () => {
    const before = await t.counts();
    const { status, body } = await t.call(LOGIN, {
      form: { ...DEMO_LOGINS.student, padding: "x".repeat(70_000) },
    });
    expect(status).toBe(413);
    expect(body.code).toBe(413);
    expect(await t.counts()).toEqual(before);
  });
});

describe("wrong passwords and throttling", () => {
  const HOUR = 60 * 60_000;
  beforeEach(async () => {
    // Each case starts with a clean slate: every window and lock has passed.
    t.clock.advance(THROTTLE.pair.windowMs + HOUR);
  });

  const wrong = (who: keyof typeof DEMO_LOGINS) => ({ ...DEMO_LOGINS[who], password: "wrong" });
  const attempt = (form: Record<string, string>, address: string) =>
    t.call(LOGIN, { form, address, lang: "en-US" });

  it("answers the same message for a wrong password and an unknown account, and opens no session", async () => {
    const before = await t.counts();
    const wrong = await t.call(LOGIN, { form: { ...DEMO_LOGINS.staff, password: "nope" } });
    const unknown = await t.call(LOGIN, { form: { ...DEMO_LOGINS.staff, username: "nobody" } });
    expect(wrong.body).toMatchObject({ code: 400, msg: "帳戶或密碼不正確" });
    expect(unknown.body).toMatchObject({ code: 400, msg: "帳戶或密碼不正確" });
    expect((await t.counts()).sessions).toBe(before.sessions);
  });

  it("slows a guesser at one address with a delay that doubles, even for the right password", async () => {
    const attacker = "203.0.113.66";
    for (let i = 0; i < THROTTLE.pair.freeFailures + 1; i++)
      expect((await attempt(wrong("otherParent"), attacker)).body.code).toBe(400);
    // The failure after the free ones locked the pair for a minute.
    expect((await attempt(DEMO_LOGINS.otherParent, attacker)).body).toMatchObject({
      code: 429,
      msg: "Too many attempts. Please try again in 1 minute",
    });
    t.clock.advance(60_000);
    expect((await attempt(wrong("otherParent"), attacker)).body.code).toBe(400);
    expect((await attempt(DEMO_LOGINS.otherParent, attacker)).body.msg).toBe(
      "Too many attempts. Please try again in 2 minutes",
    );
    t.clock.advance(2 * 60_000);
    expect((await attempt(wrong("otherParent"), attacker)).body.code).toBe(400);
    expect((await attempt(DEMO_LOGINS.otherParent, attacker)).body.msg).toBe(
      "Too many attempts. Please try again in 4 minutes",
    );
    // At most an hour, however long it goes on.
    for (let i = 0; i < 12; i++) {
      t.clock.advance(HOUR);
      expect((await attempt(wrong("otherParent"), attacker)).body.code).toBe(400);
    }
    expect((await attempt(DEMO_LOGINS.otherParent, attacker)).body.msg).toBe(
      "Too many attempts. Please try again in 60 minutes",
    );
    t.clock.advance(HOUR);
    expect((await attempt(DEMO_LOGINS.otherParent, attacker)).body.code).toBe(200);
  });

  it("lets the real user sign in from another address while the guesser is locked out", async () => {
    const attacker = "203.0.113.67";
    for (let i = 0; i < 8; i++) await attempt(wrong("teacher"), attacker);
    expect((await attempt(DEMO_LOGINS.teacher, attacker)).body.code).toBe(429);
    const atSchool = await attempt(DEMO_LOGINS.teacher, "198.51.100.10");
    expect(atSchool.body.code).toBe(200);
    expect(atSchool.body.data.user.user_name).toBe("黃嘉欣");
    // Signing in there did not unlock the guesser.
    expect((await attempt(DEMO_LOGINS.teacher, attacker)).body.code).toBe(429);
  });

  it("never locks the account itself, even when many addresses guess it", async () => {
    const addresses = Array.from(
      { length: THROTTLE.account.underAttackAt },
      (_, i) => `192.0.2.${i + 1}`,
    );
    for (const address of addresses)
      expect((await attempt(wrong("staff"), address)).body.code).toBe(400);
    // Under attack, an address that failed before is locked at its next failure…
    expect((await attempt(wrong("staff"), addresses[0]!)).body.code).toBe(400);
    expect((await attempt(DEMO_LOGINS.staff, addresses[0]!)).body).toMatchObject({
      code: 429,
      msg: "Too many attempts. Please try again in 2 minutes",
    });
    // …while the real user signs in from an address of their own, even one where they mistyped once.
    expect((await attempt(DEMO_LOGINS.staff, "198.51.100.20")).body.code).toBe(200);
    expect((await attempt(DEMO_LOGINS.staff, addresses[1]!)).body.code).toBe(200);
  });

  it("refuses an address that tries many accounts, for every account, and no other address", async () => {
    const sweeper = "203.0.113.99";
    for (let i = 0; i < THROTTLE.address.freeFailures + 1; i++)
      expect(
        (await attempt({ ...DEMO_LOGINS.student, username: `guess${i}` }, sweeper)).body.code,
      ).toBe(400);
    expect((await attempt(DEMO_LOGINS.youngerStudent, sweeper)).body).toMatchObject({
      code: 429,
      msg: "Too many attempts. Please try again in 15 minutes",
    });
    expect((await attempt(DEMO_LOGINS.youngerStudent, "198.51.100.30")).body.code).toBe(200);
    t.clock.advance(THROTTLE.address.lockMs);
    expect((await attempt(DEMO_LOGINS.youngerStudent, sweeper)).body.code).toBe(200);
  });

  it("forgets a pair's failures after a right password, and after a quiet day", async () => {
    const home = "198.51.100.40";
    for (let i = 0; i < THROTTLE.pair.freeFailures; i++) await attempt(wrong("student"), home);
    expect((await attempt(DEMO_LOGINS.student, home)).body.code).toBe(200);
    for (let i = 0; i < THROTTLE.pair.freeFailures; i++) await attempt(wrong("student"), home);
    t.clock.advance(THROTTLE.pair.windowMs + 1);
    for (let i = 0; i < THROTTLE.pair.freeFailures; i++) await attempt(wrong("student"), home);
    expect((await attempt(DEMO_LOGINS.student, home)).body.code).toBe(200);
  });
});
