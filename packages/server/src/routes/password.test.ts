import { endpoints } from "@campus/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginThrottle } from "../db/schema";
import { CODE_SIGN_IN_GRACE_MS } from "../services/own-password";
import type { TextMessage } from "../services/sms";
import { schoolFromRoster } from "../testing/run-admin";
import { DEMO_PASSWORD } from "../seed/demo";
import { createTestApp, type TestApp } from "../testing/test-app";

/*
 * Setting one's own password (issue 36 §4): a guardian the school's roster made has none and
 * sets one after signing in by a texted code; someone who has one changes it with it, or — having
 * forgotten it — signs in by a code and sets a new one within a few minutes. Other sessions end.
 */

let t: TestApp;
const texts: TextMessage[] = [];

beforeAll(async () => {
  t = await createTestApp({ deps: { sms: { send: async (message) => void texts.push(message) } } });
  await schoolFromRoster(t, { code: "PWD", nameZh: "密碼小學", nameEn: "Password Primary School" });
});
afterAll(async () => {
  await t.close();
});

const MOTHER = { country_code: "852", phone: "61234001" } as const;
const PARENT = { country_code: "852", phone: "91234567" } as const;

/** Signs in by the code texted to the phone (each time from an address of its own). */
async function signInByCode(to: { country_code: "852"; phone: string }, address: string) {
  // Past the wait between two codes to one phone.
  t.clock.advance(61_000);
  await t.ok(endpoints.loginSendCode, to, { address });
  const code = /\d{6}/.exec(texts.at(-1)!.text)![0];
  return t.ok(endpoints.loginByCode, { ...to, code }, { address });
}

const signInWith = (username: string, password: string) =>
  t.call("/parent_student/ajax_login", {
    form: { type: "parent", countryCode: "852", username, password },
    address: "10.9.0.9",
  });

describe("a guardian from the roster, who has no password", () => {
  it("signs in by a code, sets a password with no old one asked, and signs in with it", async () => {
    // No password: the password sign-in says no, as for any wrong password.
    expect((await signInWith(MOTHER.phone, "anything1")).body.code).toBe(400);
    const { token } = await signInByCode(MOTHER, "10.9.0.1");
    expect(await t.ok(endpoints.accountPassword, undefined, { token })).toEqual({
      has_password: false,
      current_needed: false,
    });
    expect(
      await t.ok(endpoints.accountSetPassword, { password: "harbour2027" }, { token }),
    ).toEqual({ other_sessions_ended: 0 });
    expect((await signInWith(MOTHER.phone, "harbour2027")).body.code).toBe(200);
    // Now there is one, and this session is still a fresh code's: no old one asked yet.
    expect(await t.ok(endpoints.accountPassword, undefined, { token })).toEqual({
      has_password: true,
      current_needed: false,
    });
  });

  it("refuses a password that breaks the rule or names the account, writing nothing", async () => {
    const { token } = await signInByCode(MOTHER, "10.9.0.2");
    const short = await t.refused(
      endpoints.accountSetPassword,
      { password: "abc12" },
      { token, lang: "en-US" },
    );
    expect(short.code).toBe(400);
    expect(short.data?.fields).toEqual([
      { field: "password", message: expect.stringMatching(/8 characters/) },
    ]);
    for (const password of ["61234001ab", "A61234001", "x61234001y"]) {
      const named = await t.refused(endpoints.accountSetPassword, { password }, { token });
      expect(named.data?.fields, password).toEqual([
        { field: "password", message: "密碼不可以是帳戶名稱或電話號碼" },
      ]);
    }
    expect((await signInWith(MOTHER.phone, "harbour2027")).body.code).toBe(200);
  });
});

describe("someone who has a password", () => {
  it("changes it with the one in use; the account's other sessions end, this one stays", async () => {
    const here = await t.signIn("parent");
    const elsewhere = await t.signIn("parent");
    expect(await t.ok(endpoints.accountPassword, undefined, { token: here })).toEqual({
      has_password: true,
      current_needed: true,
    });
    // Asked for, and missing or wrong: refused on that field, nothing changed.
    const missing = await t.refused(
      endpoints.accountSetPassword,
      { password: "lantern2027" },
      { token: here },
    );
    expect(missing.data?.fields).toEqual([{ field: "current_password", message: "請填寫此項" }]);
    const wrong = await t.refused(
      endpoints.accountSetPassword,
      { current_password: "not-it-1", password: "lantern2027" },
      { token: here, address: "10.9.1.1" },
    );
    expect(wrong.data?.fields).toEqual([
      { field: "current_password", message: "目前的密碼不正確" },
    ]);
    // A wrong one counts as a failed sign-in: no back door for guessing.
    const counted = await t.database.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, "address:10.9.1.1"));
    expect(counted).toHaveLength(1);
    expect((await signInWith(PARENT.phone, DEMO_PASSWORD)).body.code).toBe(200);

    const changed = await t.ok(
      endpoints.accountSetPassword,
      { current_password: DEMO_PASSWORD, password: "lantern2027" },
      { token: here },
    );
    // The two sessions of this test and the one signInWith opened just now.
    expect(changed.other_sessions_ended).toBeGreaterThanOrEqual(2);
    expect((await t.refused(endpoints.userInfo, undefined, { token: elsewhere })).code).toBe(401);
    expect((await t.ok(endpoints.userInfo, undefined, { token: here })).user_name).toBe("陳大文");
    expect((await signInWith(PARENT.phone, DEMO_PASSWORD)).body.code).toBe(400);
    expect((await signInWith(PARENT.phone, "lantern2027")).body.code).toBe(200);
  });

  it("forgot it: signs in by a code and sets a new one without it, for 15 minutes", async () => {
    const first = await signInByCode(PARENT, "10.9.2.1");
    expect(await t.ok(endpoints.accountPassword, undefined, { token: first.token })).toEqual({
      has_password: true,
      current_needed: false,
    });
    await t.ok(endpoints.accountSetPassword, { password: "forgotten2027" }, { token: first.token });
    expect((await signInWith(PARENT.phone, "forgotten2027")).body.code).toBe(200);

    // Fifteen minutes on, the code's session is an ordinary one: the password in use is asked.
    t.clock.advance(CODE_SIGN_IN_GRACE_MS);
    try {
      expect(await t.ok(endpoints.accountPassword, undefined, { token: first.token })).toEqual({
        has_password: true,
        current_needed: true,
      });
      const refused = await t.refused(
        endpoints.accountSetPassword,
        { password: "another2027" },
        { token: first.token },
      );
      expect(refused.data?.fields?.[0]?.field).toBe("current_password");
    } finally {
      t.clock.advance(-CODE_SIGN_IN_GRACE_MS);
    }
  });

  it("is for members of a school: signed out, the answer asks for a sign-in", async () => {
    expect((await t.refused(endpoints.accountPassword)).code).toBe(401);
    expect((await t.refused(endpoints.accountSetPassword, { password: "abcdefg1" })).code).toBe(
      401,
    );
  });
});
