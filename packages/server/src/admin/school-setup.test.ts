import { endpoints, type SetupLink } from "@campus/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schools, users } from "../db/schema";
import type { TextMessage } from "../services/sms";
import { adminOn } from "../testing/run-admin";
import { createTestApp, type TestApp } from "../testing/test-app";
import { issueSetupLink } from "../services/school-setup";

/*
 * A real school's first start (issue 36, part 1): `npm run admin -- create-school` on the real
 * database, then the set-up link through the API as the set-up page calls it: a code to the
 * office phone, a password, signed in; the link once only.
 */

let t: TestApp;
const texts: TextMessage[] = [];
beforeAll(async () => {
  t = await createTestApp({ deps: { sms: { send: async (message) => void texts.push(message) } } });
});
afterAll(async () => {
  await t.close();
});

const admin = (...argv: string[]) => adminOn(t)(...argv);

const tokenIn = (text: string) => /\/parent_student\/setup\?token=([\w-]+)/.exec(text)![1]!;

const CREATE = [
  "create-school",
  "--code",
  "stm",
  "--name-zh",
  "聖瑪利小學",
  "--name-en",
  "St Mary's Primary School",
  "--region",
  "mo",
  "--office-phone",
  "853-6612 3456",
];

describe("npm run admin -- create-school", () => {
  let token: string;

  it("creates the school and its office account with no password, and prints a one-time link", async () => {
    const { code, out, err } = await admin(...CREATE);
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(out).toContain("Created St Mary's Primary School (聖瑪利小學), code STM, region mo.");
    expect(out).toMatch(
      /^ {2}https:\/\/campus\.school\.example\/parent_student\/setup\?token=[\w-]{43}$/m,
    );
    expect(out).toContain('"office.stm"');
    token = tokenIn(out);

    const [school] = await t.database.db.select().from(schools).where(eq(schools.code, "STM"));
    expect(school).toMatchObject({ nameCn: "聖瑪利小學", region: "mo" });
    const [office] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.username, "office.stm"));
    expect(office).toMatchObject({
      schoolId: school!.id,
      loginType: "teacher",
      roles: ["teacher", "staff"],
      nameZh: "聖瑪利小學校務處",
      passwordHash: "",
      contactCountryCode: "853",
      contactPhone: "66123456",
    });
  });

  it("the link names the school and the office, and hides most of the phone", async () => {
    const link: SetupLink = await t.ok(endpoints.setupLink, { token });
    expect(link.kind).toBe("office");
    expect(link.school).toEqual({
      code: "STM",
      name_zh: "聖瑪利小學",
      name_cn: "聖瑪利小學",
      name_en: "St Mary's Primary School",
      region: "mo",
    });
    expect(link.office).toMatchObject({ username: "office.stm", phone_hint: "+853 •••• 3456" });
    expect(Date.parse(link.expires_at) - t.clock.now().getTime()).toBe(24 * 3_600_000);
  });

  it("a wrong code or a weak password sets nothing; the right code and a password sign the office in, once", async () => {
    const sent = await t.ok(
      endpoints.setupSendCode,
      { token },
      { lang: "en-US", address: "10.9.0.1" },
    );
    expect(sent).toEqual({ resend_after: 60, expires_in: 300 });
    const text = texts.at(-1)!;
    expect(text).toMatchObject({ countryCode: "853", phone: "66123456" });
    expect(text.text).toContain("St Mary's Primary School's office account");
    const code = /\d{6}/.exec(text.text)![0];
    const wrong = code === "000000" ? "111111" : "000000";

    const before = await t.counts();
    const weak = await t.refused(endpoints.setupFinish, { token, code, password: "abcdefgh" });
    expect(weak.code).toBe(400);
    expect(weak.data?.fields).toEqual([
      { field: "password", message: "密碼最少 8 個字元，須包括英文字母及數字" },
    ]);
    const guessed = await t.refused(endpoints.setupFinish, {
      token,
      code: wrong,
      password: "Office2026",
    });
    expect(guessed.msg).toBe("驗證碼不正確");
    const after = await t.counts();
    // The wrong guess costs a try (the codes' fingerprint); nothing else moved.
    expect({ ...after, codes: "" }).toEqual({ ...before, codes: "" });

    const signedIn = await t.ok(endpoints.setupFinish, {
      token,
      code,
      password: "Office2026",
      lang: "en-US",
    });
    expect(signedIn.user).toMatchObject({
      user_name: "聖瑪利小學校務處",
      roles: ["teacher", "staff"],
      lang: "en-US",
      school: { code: "STM" },
    });
    expect(signedIn.user.permissions["eca.events"]).toBeDefined();

    // Once: the link is used up, and the password is the way in from now on.
    const again = await t.refused(endpoints.setupLink, { token });
    expect(again.msg).toBe("這條設定連結已經用過。請用設定的密碼登入");
    const login = await t.ok(endpoints.login, {
      username: "office.stm",
      password: "Office2026",
      type: "teacher",
    });
    expect(login.user.user_name).toBe("聖瑪利小學校務處");
  });

  it("setup-link gives a new link; the older one stops working; a link expires after 24 hours", async () => {
    const first = tokenIn((await admin("setup-link", "--school", "STM")).out);
    const { code, out } = await admin("setup-link", "--school", "stm");
    expect(code).toBe(0);
    const second = tokenIn(out);
    expect((await t.refused(endpoints.setupLink, { token: first })).msg).toBe(
      "這條設定連結無效，請向負責的同事索取新連結",
    );
    await t.ok(endpoints.setupLink, { token: second });
    t.clock.advance(24 * 3_600_000);
    try {
      expect((await t.refused(endpoints.setupLink, { token: second }, { lang: "en-US" })).msg).toBe(
        "This set-up link has expired. Ask whoever runs Campus for a new one",
      );
    } finally {
      t.clock.advance(-24 * 3_600_000);
    }
    expect((await admin("setup-link", "--school", "NONE")).code).toBe(1);
  });

  it("refuses bad input field by field, in words, and writes nothing", async () => {
    const before = await t.counts();
    const bad = await admin(
      "create-school",
      "--code",
      "x",
      "--name-zh",
      " ",
      "--name-en",
      "New School",
      "--region",
      "hk",
      "--office-phone",
      "852-1234",
    );
    expect(bad.code).toBe(1);
    expect(bad.err.split("\n")).toEqual([
      "Nothing was created:",
      "  --code: Use 2 to 16 letters or digits",
      "  --name-zh: Please fill in this item",
      "  --office-phone: Phone number format is incorrect",
    ]);
    const taken = await admin(...CREATE.map((arg) => (arg === "stm" ? "DEMO" : arg)));
    expect(taken).toMatchObject({
      code: 1,
      err: "Nothing was created: Another school already has this code.",
    });
    const region = await admin(...CREATE.map((arg) => (arg === "mo" ? "jp" : arg)));
    expect(region.err).toContain("--region: ");
    const unknown = await admin("create-school", "--colour", "red");
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain("Unknown option '--colour'");
    expect(await t.counts()).toEqual(before);
  });
});

describe("a server's first start: the school created from the set-up page", () => {
  const school = {
    code: "KLN",
    name_zh: "九龍小學",
    name_en: "Kowloon Primary School",
    region: "hk",
    office_country_code: "852",
    office_phone: "+852 5123 4567",
  } as const;

  it("a first start's link creates the school once, and hands over to the office's own link", async () => {
    const first = await issueSetupLink(t.database.db, { kind: "school" }, t.clock.now());
    const token = await issueSetupLink(t.database.db, { kind: "school" }, t.clock.now());
    // The newest printed is the one that counts.
    expect((await t.refused(endpoints.setupLink, { token: first })).code).toBe(404);
    expect(await t.ok(endpoints.setupLink, { token })).toMatchObject({
      kind: "school",
      school: null,
      office: null,
    });
    // A first start's link sets up no account by itself.
    expect((await t.refused(endpoints.setupSendCode, { token })).code).toBe(404);

    const before = await t.counts();
    const taken = await t.refused(endpoints.setupSchool, { token, ...school, code: "DEMO" });
    expect(taken.msg).toBe("已有學校使用這個代碼");
    const badPhone = await t.refused(endpoints.setupSchool, {
      token,
      ...school,
      office_phone: "12",
    });
    expect(badPhone.data?.fields).toEqual([
      { field: "office_phone", message: expect.any(String) as string },
    ]);
    expect(await t.counts()).toEqual(before);

    const made = await t.ok(endpoints.setupSchool, { token, ...school });
    expect(made.link).toMatchObject({
      kind: "office",
      school: { code: "KLN", name_cn: "九龍小學", region: "hk" },
      office: {
        username: "office.kln",
        phone_hint: "+852 •••• 4567",
        name_en: "Kowloon Primary School Office",
      },
    });
    expect((await t.refused(endpoints.setupLink, { token })).msg).toBe(
      "這條設定連結已經用過。請用設定的密碼登入",
    );
    await t.ok(endpoints.setupSendCode, { token: made.token }, { address: "10.9.0.2" });
    expect(texts.at(-1)).toMatchObject({ countryCode: "852", phone: "51234567" });
    expect(texts.at(-1)!.text).toContain("九龍小學校務處帳戶的設定驗證碼");
  });
});
