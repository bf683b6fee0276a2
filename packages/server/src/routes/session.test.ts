import type { MenuItem } from "@campus/contract";
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

const USER_INFO = "/parent_student/api/user_info";
const MENU = "/parent_student/api/get_menu_json";

function codes(items: MenuItem[]): string[] {
  return items.flatMap((item) => [item.code, ...codes(item.children)]);
}

describe("GET /parent_student/api/user_info", () => {
  it("answers the signed-in user", async () => {
    const token = await t.signIn("parent");
    const { body } = await t.call(USER_INFO, { method: "GET", token });
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ user_name: "陳大文", name_en: "Chan Tai Man", type: 1 });
  });

  it.each([
    ["no token", undefined],
    ["an unknown token", "not-a-real-token"],
    ["an absurdly long token", "x".repeat(5_000)],
  ])("asks to log in first with %s", async (_name, token) => {
    const { body } = await t.call(USER_INFO, { method: "GET", token });
    expect(body).toEqual({ code: 401, msg: "請先登入", data: null });
  });

  it("asks to log in first once the token is 7 days old", async () => {
    const token = await t.signIn("student");
    t.clock.advance(SESSION_TTL_MS - 1_000);
    expect((await t.call(USER_INFO, { method: "GET", token })).body.code).toBe(200);
    t.clock.advance(1_000);
    const { body } = await t.call(USER_INFO, { method: "GET", token, lang: "en-US" });
    expect(body).toMatchObject({ code: 401, msg: "Please log in first" });
  });
});

describe("POST /parent_student/logout", () => {
  it("revokes the token: it opens nothing afterwards", async () => {
    const token = await t.signIn("teacher");
    expect((await t.call("/parent_student/logout", { token })).body).toEqual({
      code: 200,
      msg: "",
      data: null,
    });
    expect((await t.call(USER_INFO, { method: "GET", token })).body.code).toBe(401);
    expect((await t.call("/parent_student/logout", { token })).body.code).toBe(401);
  });

  it("leaves the user's other sessions alone", async () => {
    const phone = await t.signIn("teacher");
    const laptop = await t.signIn("teacher");
    await t.call("/api/school/logout", { token: phone });
    expect((await t.call(USER_INFO, { method: "GET", token: laptop })).body.code).toBe(200);
  });
});

describe("POST /parent_student/api/get_menu_json", () => {
  it("gives a parent the family's menu as a tree, hidden items flagged, no office pages", async () => {
    const token = await t.signIn("parent");
    const { body } = await t.call(MENU, { token });
    const menu = body.data.menu_list as MenuItem[];
    expect(menu.map((m) => m.code)).toEqual([
      "calendar",
      "library",
      "smarteca",
      "registration",
      "manual",
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
  });

  it("gives the student no registration and the staff account the office's pages", async () => {
    const student = codes(
      (await t.call(MENU, { token: await t.signIn("student") })).body.data.menu_list,
    );
    expect(student).not.toContain("registration");
    expect(student).toContain("library.myrecord");
    const staff = codes(
      (await t.call(MENU, { token: await t.signIn("staff") })).body.data.menu_list,
    );
    expect(staff).toEqual(
      expect.arrayContaining(["library.desk", "eca.settings", "eca.import", "eca.events"]),
    );
    const teacher = codes(
      (await t.call(MENU, { token: await t.signIn("teacher") })).body.data.menu_list,
    );
    expect(teacher).toContain("eca.events");
    expect(teacher).not.toContain("eca.settings");
  });

  it("shows only routes the user has permission for", async () => {
    for (const account of ["parent", "student", "teacher", "staff"] as const) {
      const token = await t.signIn(account);
      const menu = (await t.call(MENU, { token })).body.data.menu_list as MenuItem[];
      const permissions = (await t.call(USER_INFO, { method: "GET", token })).body.data.permissions;
      const leaves = menu.flatMap((m) => m.children).map((c) => c.code);
      for (const code of leaves) expect(permissions, `${account}: ${code}`).toHaveProperty([code]);
    }
  });

  it("asks to log in first without a token", async () => {
    expect((await t.call(MENU)).body.code).toBe(401);
  });
});

describe("POST /parent_student/api/change_lang", () => {
  it("stores the language per user", async () => {
    const token = await t.signIn("staff");
    const { body } = await t.call("/parent_student/api/change_lang?lang=zh-CN", { token });
    expect(body).toEqual({ code: 200, msg: "", data: { lang: "zh-CN" } });
    expect((await t.call(USER_INFO, { method: "GET", token })).body.data.lang).toBe("zh-CN");
    const other = await t.signIn("staff");
    expect((await t.call(USER_INFO, { method: "GET", token: other })).body.data.lang).toBe("zh-CN");
  });

  it("answers in the stored language when the caller sends none", async () => {
    const token = await t.signIn("staff");
    await t.call("/parent_student/api/change_lang?lang=en-US", { token });
    const { body } = await t.call("/parent_student/setChild?id=1", { token });
    expect(body.msg).toBe("You do not have permission to do this");
  });

  it.each([
    ["a missing lang", ""],
    ["an unknown lang", "?lang=ja-JP"],
    ["an oversize lang", `?lang=${"z".repeat(300)}`],
  ])("refuses %s and changes nothing", async (_name, query) => {
    const token = await t.signIn("teacher");
    await t.call("/parent_student/api/change_lang?lang=zh-TW", { token });
    const { body } = await t.call(`/parent_student/api/change_lang${query}`, {
      token,
      lang: "zh-TW",
    });
    expect(body.code).toBe(400);
    expect(body.data.fields[0].field).toBe("lang");
    expect((await t.call(USER_INFO, { method: "GET", token })).body.data.lang).toBe("zh-TW");
  });

  it("asks to log in first without a token", async () => {
    expect((await t.call("/parent_student/api/change_lang?lang=en-US")).body.code).toBe(401);
  });
});
