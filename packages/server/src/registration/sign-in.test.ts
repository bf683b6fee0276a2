import { endpoints, VERIFICATION } from "@campus/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

/*
 * A guardian's sign-in by a code texted to their phone (demo mode: the outbox). Each test uses
 * its own phone and network address, so the per-phone and per-address limits of one test do
 * not reach another.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let n = 0;
let phone: { country_code: "852"; phone: string };
let address: string;
beforeEach(() => {
  n += 1;
  phone = { country_code: "852", phone: `6600${String(n).padStart(4, "0")}` };
  address = `10.0.0.${n}`;
});

const send = (lang = "zh-TW", from = address, to = phone) =>
  t.request(
    endpoints.registrationSendCode,
    { ...to, school_code: "DEMO" },
    { lang, address: from },
  );

async function lastCode(to = phone) {
  const outbox = await t.ok(endpoints.registrationDemoOutbox, to);
  return { text: outbox.messages[0]!.text, code: /\d{6}/.exec(outbox.messages[0]!.text)![0] };
}

const signIn = (code: string, extra: object = {}) =>
  t.request(
    endpoints.registrationLogin,
    { ...phone, code, school_code: "DEMO", ...extra },
    { address },
  );

const later = async (seconds: number, run: () => Promise<void>) => {
  t.clock.advance(seconds * 1000);
  try {
    await run();
  } finally {
    t.clock.advance(-seconds * 1000);
  }
};

describe("a code texted to the guardian's phone", () => {
  it("signs in once, in the guardian's language, making their account the first time", async () => {
    expect((await send("en-US")).data).toEqual({ resend_after: 60, expires_in: 300 });
    const { text, code } = await lastCode();
    expect(text).toBe(
      `Campus Demo School: your registration code is ${code}. It works for 5 minutes. Do not share it.`,
    );
    const usersBefore = (await t.counts()).users;
    const first = await signIn(code, { lang: "en-US" });
    expect(first.code).toBe(200);
    const user = (
      first.data as {
        user: {
          roles: string[];
          childsUser: unknown[];
          school: unknown;
          lang: string;
          user_name: string;
        };
      }
    ).user;
    expect(user).toMatchObject({
      roles: ["guardian"],
      childsUser: [],
      school: null,
      lang: "en-US",
    });
    expect(user.user_name).toBe(`+852 ${phone.phone}`);
    expect((await t.counts()).users).toBe(Number(usersBefore) + 1);

    // Used once: the same code again is refused.
    expect(await signIn(code)).toMatchObject({ code: 400, msg: "驗證碼已失效，請重新取得" });

    // The next sign-in (a minute later, a new code) is the same account.
    await later(61, async () => {
      await send();
      const again = await signIn((await lastCode()).code);
      expect((again.data as { user: { user_id: number } }).user.user_id).toBe(
        (first.data as { user: { user_id: number } }).user.user_id,
      );
      expect((await t.counts()).users).toBe(Number(usersBefore) + 1);
    });
  });

  it("is worded in the school's name in each language, and typed phones are the same phone", async () => {
    await t.request(
      endpoints.registrationSendCode,
      {
        country_code: "852",
        phone: `+852 ${phone.phone.slice(0, 4)} ${phone.phone.slice(4)}`,
        school_code: "demo",
      },
      { address },
    );
    expect((await lastCode()).text).toMatch(
      /^【校園示範學校】你的新生報名驗證碼是 \d{6}，5 分鐘內有效。/,
    );
  });

  it("expires after five minutes", async () => {
    await send();
    const { code } = await lastCode();
    await later(VERIFICATION.ttlSeconds + 1, async () => {
      expect(await signIn(code)).toMatchObject({ code: 400, msg: "驗證碼已失效，請重新取得" });
    });
  });

  it("takes five wrong tries, then is void even for the right code", async () => {
    await send();
    const { code } = await lastCode();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let i = 1; i < VERIFICATION.maxTries; i++)
      expect(await signIn(wrong)).toMatchObject({ code: 400, msg: "驗證碼不正確" });
    expect(await signIn(wrong)).toMatchObject({ code: 400, msg: "驗證碼已失效，請重新取得" });
    expect(await signIn(code)).toMatchObject({ code: 400, msg: "驗證碼已失效，請重新取得" });
  });

  it("waits a minute between codes, and the newest code is the one that works", async () => {
    await send();
    const first = (await lastCode()).code;
    const soon = await send();
    expect(soon).toMatchObject({ code: 429, msg: "請於 60 秒後再取得驗證碼" });
    await later(30, async () => {
      expect(await send()).toMatchObject({ code: 429, msg: "請於 30 秒後再取得驗證碼" });
    });
    await later(60, async () => {
      expect((await send()).code).toBe(200);
      const second = (await lastCode()).code;
      if (second !== first) expect((await signIn(first)).code).toBe(400);
      expect((await signIn(second)).code).toBe(200);
    });
  });

  it("sends a phone at most five codes an hour", async () => {
    for (let i = 0; i < VERIFICATION.perPhonePerHour; i++) {
      t.clock.advance(61_000);
      expect((await send()).code).toBe(200);
    }
    t.clock.advance(61_000);
    try {
      const refused = await send("en-US");
      expect(refused).toMatchObject({
        code: 429,
        msg: "Too many codes were asked for. Please try again in 55 minutes",
      });
    } finally {
      t.clock.advance(-61_000 * (VERIFICATION.perPhonePerHour + 1));
    }
  });

  it("serves a hundred families from one shared address in ten minutes, then says how long to wait", async () => {
    const from = `10.9.9.${n}`;
    const family = (i: number) => ({
      country_code: "852" as const,
      phone: `6700${String(n * 1000 + i).padStart(4, "0")}`,
    });
    // An open day's Wi-Fi: a hundred families' phones, one address.
    for (let i = 0; i < VERIFICATION.perAddressPer10Minutes; i++)
      expect((await send("zh-TW", from, family(i))).code).toBe(200);
    const refused = await send("en-US", from, family(900));
    expect(refused).toMatchObject({ code: 429, msg: expect.stringMatching(/ 1 minute/) as string });
    // Another address is not refused for it.
    expect((await send()).code).toBe(200);
    // A minute later one is served; the next waits twice as long (a flood slows to a trickle).
    t.clock.advance(61_000);
    try {
      expect((await send("en-US", from, family(901))).code).toBe(200);
      const again = await send("en-US", from, family(902));
      expect(again).toMatchObject({
        code: 429,
        msg: expect.stringMatching(/ 2 minutes/) as string,
      });
    } finally {
      t.clock.advance(-61_000);
    }
  });
});

describe("what is refused, writing nothing", () => {
  it("a phone of the wrong form, an unknown school, a code of the wrong form", async () => {
    const before = await t.counts();
    const badPhone = await t.request(
      endpoints.registrationSendCode,
      { country_code: "852", phone: "1234", school_code: "DEMO" },
      { address },
    );
    expect(badPhone).toMatchObject({
      code: 400,
      data: { fields: [{ field: "phone", message: "電話號碼格式不正確" }] },
    });
    const mainland = await t.request(
      endpoints.registrationSendCode,
      { country_code: "86", phone: "91234567", school_code: "DEMO" },
      { address },
    );
    expect(mainland.code).toBe(400);
    const school = await t.request(
      endpoints.registrationSendCode,
      { ...phone, school_code: "NOSUCH" },
      { address, lang: "en-US" },
    );
    expect(school).toMatchObject({
      code: 404,
      msg: "No school has this code. Please check the registration link",
    });
    const code = await signIn("12ab");
    expect(code).toMatchObject({
      code: 400,
      data: { fields: [{ field: "code", message: "請輸入 6 位數字驗證碼" }] },
    });
    expect(await t.counts()).toEqual(before);
  });

  it("a sign-in with no code sent", async () => {
    expect(await signIn("123456")).toMatchObject({ code: 400, msg: "驗證碼已失效，請重新取得" });
  });

  it("a guardian cannot sign in with a password, nor reach the school's pages", async () => {
    await send();
    const token = (
      (await signIn((await lastCode()).code)).data as {
        token: string;
      }
    ).token;
    const login = await t.call("/parent_student/ajax_login", {
      form: { type: "parent", countryCode: "852", username: phone.phone, password: "" },
    });
    expect(login.body.code).toBe(400);
    expect((await t.refused(endpoints.calendarMonth, { month: "2026-11" }, { token })).code).toBe(
      403,
    );
    const menu = await t.ok(endpoints.menu, undefined, { token });
    expect(menu.menu_list).toEqual([]);
  });
});

describe("the demo outbox", () => {
  // Made before the test, under the hook's time limit: a second app takes seconds on a busy machine.
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({ deps: { demo: false, sms: { send: async () => {} } } });
  });
  afterAll(() => production.close());

  it("is there in demo mode only", async () => {
    const outbox = await production.request(endpoints.registrationDemoOutbox, phone);
    expect(outbox.code).toBe(404);
  });
});
