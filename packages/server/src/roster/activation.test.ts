import { endpoints } from "@campus/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import type { TextMessage } from "../services/sms";
import { schoolFromRoster } from "../testing/run-admin";
import { createTestApp, type TestApp } from "../testing/test-app";

/*
 * A guardian from the school's roster activates their account (issue 36 §4): no password was
 * ever set; a code texted to the mobile the school has signs them in, with their children.
 * A number with no account is answered the same and texted nothing.
 */

let t: TestApp;
const texts: TextMessage[] = [];

beforeAll(async () => {
  t = await createTestApp({ deps: { sms: { send: async (message) => void texts.push(message) } } });
  await schoolFromRoster(t, {
    code: "ACTV",
    nameZh: "啟動小學",
    nameEn: "Activation Primary School",
  });
});
afterAll(async () => {
  await t.close();
});

const MOTHER = { country_code: "852", phone: "6123 4001" } as const;
const codeIn = (text: string) => /\d{6}/.exec(text)![0];

describe("a guardian signs in by a code to the mobile the school has", () => {
  it("texts a code, and the code signs the guardian in, acting for both children", async () => {
    const sent = await t.ok(endpoints.loginSendCode, MOTHER, { address: "10.7.0.1" });
    expect(sent).toEqual({ resend_after: 60, expires_in: 300 });
    const text = texts.at(-1)!;
    expect(text).toMatchObject({ countryCode: "852", phone: "61234001" });
    expect(text.text).toContain("你的登入驗證碼是");
    const code = codeIn(text.text);

    const wrong = await t.refused(endpoints.loginByCode, {
      ...MOTHER,
      code: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.code).toBe(400);

    const signedIn = await t.ok(endpoints.loginByCode, { ...MOTHER, code, lang: "en-US" });
    expect(signedIn.user.lang).toBe("en-US");
    expect(signedIn.user.childsUser.map((c) => c.name_zh).sort()).toEqual(["陳大文", "陳小文"]);
    // Once only.
    expect((await t.refused(endpoints.loginByCode, { ...MOTHER, code })).code).toBe(400);
  });

  it("answers a number with no account the same, texts it nothing, and signs nobody in", async () => {
    const before = texts.length;
    const stranger = { country_code: "852", phone: "6999 0001" } as const;
    const sent = await t.ok(endpoints.loginSendCode, stranger, { address: "10.7.0.2" });
    expect(sent).toEqual({ resend_after: 60, expires_in: 300 });
    expect(texts).toHaveLength(before);
    for (const code of ["000000", "123456"])
      expect((await t.refused(endpoints.loginByCode, { ...stranger, code })).code).toBe(400);
  });

  it("refuses a phone in the wrong form for its region, before anything is sent", async () => {
    const refused = await t.refused(endpoints.loginSendCode, {
      country_code: "86",
      phone: "6123 4001",
    });
    expect(refused.data?.fields).toEqual([{ field: "phone", message: "電話號碼格式不正確" }]);
  });
});

describe("a teacher signs in by a code to the mobile the staff list gives them", () => {
  const WONG = { type: "teacher", country_code: "852", phone: "9876 5432" } as const;
  const demoTeacher = (username: string) =>
    t.database.db.select().from(users).where(eq(users.username, username));

  it("texts the teacher's mobile, and the code signs the teacher in as themself", async () => {
    const sent = await t.ok(endpoints.loginSendCode, WONG, { address: "10.7.1.1" });
    expect(sent).toEqual({ resend_after: 60, expires_in: 300 });
    expect(texts.at(-1)).toMatchObject({ countryCode: "852", phone: "98765432" });
    const code = codeIn(texts.at(-1)!.text);
    const signedIn = await t.ok(endpoints.loginByCode, { ...WONG, code });
    expect(signedIn.user).toMatchObject({ user_name: "黃嘉欣", type: 3 });

    // The same mobile is no parent's sign-in name: asked as a parent, nothing is texted.
    t.clock.advance(61_000);
    const before = texts.length;
    await t.ok(endpoints.loginSendCode, { ...WONG, type: "parent" }, { address: "10.7.1.1" });
    expect(texts).toHaveLength(before);
  });

  it("signs in no teacher by a mobile two accounts share, nor one whose account is closed", async () => {
    const [wong] = await demoTeacher("t.wong");
    const [office] = await demoTeacher("admin");
    await t.database.db
      .update(users)
      .set({ contactPhone: wong!.contactPhone })
      .where(eq(users.id, office!.id));
    const before = texts.length;
    t.clock.advance(61_000);
    await t.ok(endpoints.loginSendCode, WONG, { address: "10.7.1.2" });
    expect(texts).toHaveLength(before);

    await t.database.db.update(users).set({ status: "left" }).where(eq(users.id, wong!.id));
    await t.database.db
      .update(users)
      .set({ contactPhone: office!.contactPhone })
      .where(eq(users.id, office!.id));
    t.clock.advance(61_000);
    await t.ok(endpoints.loginSendCode, WONG, { address: "10.7.1.3" });
    expect(texts).toHaveLength(before);
    for (const code of ["000000", "123456"])
      expect((await t.refused(endpoints.loginByCode, { ...WONG, code })).code).toBe(400);
  });
});
