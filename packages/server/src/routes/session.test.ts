import { endpoints, type MenuItem } from "@campus/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_TTL_MS } from "../services/sessions";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const userInfo = (token?: string, lang?: string) =>
  t.request(endpoints.userInfo, undefined, { token, lang });
const menuOf = async (token: string) =>
  (await t.ok(endpoints.menu, undefined, { token })).menu_list;
const languageOf = async (token: string) =>
  (await t.ok(endpoints.userInfo, undefined, { token })).lang;

function codes(items: MenuItem[]): string[] {
  return items.flatMap((item) => [item.code, ...codes(item.children)]);
}

describe("GET /parent_student/api/user_info", () => {
  it("answers the signed-in user", async () => {
    const token = await t.signIn("parent");
    const data = await t.ok(endpoints.userInfo, undefined, { token });
    expect(data).toMatchObject({ user_name: "陳大文", name_en: "Chan Tai Man", type: 1 });
  });

  it.each([
    ["no token", undefined],
    ["an unknown token", "not-a-real-token"],
    ["an absurdly long token", "x".repeat(5_000)],
  ])("asks to log in first with %s", async (_name, token) => {
    expect(await userInfo(token)).toEqual({ code: 401, msg: "請先登入", data: null });
  });

  it("asks to log in first once the token is 7 days old", async () => {
    const token = await t.signIn("student");
    t.clock.advance(SESSION_TTL_MS - 1_000);
    expect((await userInfo(token)).code).toBe(200);
    t.clock.advance(1_000);
    expect(await userInfo(token, "en-US")).toMatchObject({ code: 401, msg: "Please log in first" });
  });
});

describe("POST /parent_student/logout", () => {
  it("revokes the token: it opens nothing afterwards", async () => {
    const token = await t.signIn("teacher");
    expect(await t.request(endpoints.logout, undefined, { token })).toEqual({
      code: 200,
      msg: "",
      data: null,
    });
    expect((await userInfo(token)).code).toBe(401);
    expect((await t.request(endpoints.logout, undefined, { token })).code).toBe(401);
  });

  it("leaves the user's other sessions alone", async () => {
    const phone = await t.signIn("teacher");
    const laptop = await t.signIn("teacher");
    await t.ok(endpoints.schoolLogout, undefined, { token: phone });
    expect((await userInfo(laptop)).code).toBe(200);
  });
});

describe("POST /parent_student/api/get_menu_json", () => {
  it("gives a parent the family's menu as a tree, hidden items flagged, no office pages", async () => {
    const token = await t.signIn("parent");
    const menu = await menuOf(token);
    expect(menu.map((m) => m.code)).toEqual([
      "calendar",
      "notices",
      "attendance",
      "fees",
      "library",
      "smarteca",
      "registration",
      "manual",
    ]);
    // School fees: the family's page, not the office's.
    expect(menu.find((m) => m.code === "fees")!.children.map((c) => c.code)).toEqual(["fees.home"]);
    // Attendance: the family's page, not the class teacher's.
    expect(menu.find((m) => m.code === "attendance")!.children.map((c) => c.code)).toEqual([
      "attendance.home",
    ]);
    const library = menu.find((m) => m.code === "library")!;
    expect(library).toMatchObject({
      name_zh: "學校圖書館",
      name_cn: "学校图书馆",
      name_en: "School library",
      icon: "book",
    });
    expect(library.children.find((c) => c.code === "library.rank")).toMatchObject({
      path: "/library/rank",
      vue: true,
      hidden: false,
      children: [],
    });
    expect(library.children.find((c) => c.code === "library.bookdetail")?.hidden).toBe(true);
    expect(codes(menu)).not.toContain("library.desk");
    expect(codes(menu)).not.toContain("eca.settings");
    expect(codes(menu)).not.toContain("notices.office");
  });

  it("gives the student no registration and the staff account the office's pages", async () => {
    const student = codes(await menuOf(await t.signIn("student")));
    expect(student).not.toContain("registration");
    expect(student).toContain("library.myrecord");
    const staff = codes(await menuOf(await t.signIn("staff")));
    expect(staff).toEqual(
      expect.arrayContaining(["library.desk", "eca.settings", "eca.import", "eca.events"]),
    );
    const teacher = codes(await menuOf(await t.signIn("teacher")));
    expect(teacher).toContain("eca.events");
    expect(teacher).not.toContain("eca.settings");
  });

  it("shows only routes the user has permission for", async () => {
    for (const account of ["parent", "student", "teacher", "staff"] as const) {
      const token = await t.signIn(account);
      const menu = await menuOf(token);
      const { permissions } = await t.ok(endpoints.userInfo, undefined, { token });
      const leaves = menu.flatMap((m) => m.children).map((c) => c.code);
      for (const code of leaves) expect(permissions, `${account}: ${code}`).toHaveProperty([code]);
    }
  });

  it("asks to log in first without a token", async () => {
    expect((await t.request(endpoints.menu)).code).toBe(401);
  });
});

describe("POST /parent_student/api/change_lang", () => {
  it("stores the language per user", async () => {
    const token = await t.signIn("staff");
    expect(await t.request(endpoints.changeLang, { lang: "zh-CN" }, { token })).toEqual({
      code: 200,
      msg: "",
      data: { lang: "zh-CN" },
    });
    expect(await languageOf(token)).toBe("zh-CN");
    expect(await languageOf(await t.signIn("staff"))).toBe("zh-CN");
  });

  it("answers in the stored language when the caller sends none", async () => {
    const token = await t.signIn("staff");
    await t.ok(endpoints.changeLang, { lang: "en-US" }, { token });
    const { msg } = await t.refused(endpoints.setChild, { id: 1 }, { token });
    expect(msg).toBe("You do not have permission to do this");
  });

  it.each([
    ["a missing lang", ""],
    ["an unknown lang", "?lang=ja-JP"],
    ["an oversize lang", `?lang=${"z".repeat(300)}`],
  ])("refuses %s and changes nothing", async (_name, query) => {
    const token = await t.signIn("teacher");
    await t.ok(endpoints.changeLang, { lang: "zh-TW" }, { token });
    // A raw query string, as a hand-made URL sends it.
    const { body } = await t.call(`${endpoints.changeLang.path}${query}`, {
      token,
      lang: "zh-TW",
    });
    expect(body.code).toBe(400);
    expect(body.data.fields[0].field).toBe("lang");
    expect(await languageOf(token)).toBe("zh-TW");
  });

  it("asks to log in first without a token", async () => {
    expect((await t.request(endpoints.changeLang, { lang: "en-US" })).code).toBe(401);
  });
});
