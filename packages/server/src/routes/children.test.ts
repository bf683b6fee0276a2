import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let children: { id: number; name_zh: string }[];
let otherFamilyChild: number;

beforeAll(async () => {
  t = await createTestApp();
  const parent = await t.signIn("parent");
  children = (await t.call("/api/school/getChilds", { token: parent })).body.data;
  const other = await t.signIn("otherParent");
  otherFamilyChild = (await t.call("/api/school/getChilds", { token: other })).body.data[0].id;
});
afterAll(async () => {
  await t.close();
});

const USER_INFO = "/parent_student/api/user_info";

describe.each(["/parent_student/setChild", "/api/school/setChild"])("POST %s", (path) => {
  it("switches to one of the parent's own children, for this session", async () => {
    const token = await t.signIn("parent");
    const younger = children[1]!;
    const { body } = await t.call(`${path}?id=${younger.id}`, { token });
    expect(body.code).toBe(200);
    expect(body.data.child_user_id).toBe(younger.id);
    expect((await t.call(USER_INFO, { method: "GET", token })).body.data.child_user_id).toBe(
      younger.id,
    );

    const elsewhere = await t.signIn("parent");
    expect(
      (await t.call(USER_INFO, { method: "GET", token: elsewhere })).body.data.child_user_id,
    ).toBe(children[0]!.id);
  });

  it("refuses another family's child as not found and keeps the current child", async () => {
    const token = await t.signIn("parent");
    const { body } = await t.call(`${path}?id=${otherFamilyChild}`, { token, lang: "en-US" });
    expect(body).toEqual({ code: 404, msg: "This child account was not found", data: null });
    expect((await t.call(USER_INFO, { method: "GET", token })).body.data.child_user_id).toBe(
      children[0]!.id,
    );
  });

  it("lets a student select only themself", async () => {
    const token = await t.signIn("student");
    const self = (await t.call(USER_INFO, { method: "GET", token })).body.data.user_id;
    expect((await t.call(`${path}?id=${self}`, { token })).body.code).toBe(200);
    expect((await t.call(`${path}?id=${children[1]!.id}`, { token })).body.code).toBe(404);
  });

  it.each([
    ["a missing id", ""],
    ["a non-numeric id", "?id=abc"],
    ["a negative id", "?id=-3"],
    ["a fractional id", "?id=1.5"],
    ["an id beyond range", "?id=99999999999"],
  ])("refuses %s", async (_name, query) => {
    const token = await t.signIn("parent");
    const { body } = await t.call(`${path}${query}`, { token });
    expect(body.code).toBe(400);
    expect(body.data.fields[0].field).toBe("id");
  });

  it("refuses teachers, who have no child users (wrong role)", async () => {
    const token = await t.signIn("teacher");
    const { body } = await t.call(`${path}?id=${children[0]!.id}`, { token });
    expect(body).toEqual({ code: 403, msg: "你沒有權限進行此操作", data: null });
  });

  it("asks to log in first without a token, and with an expired one", async () => {
    expect((await t.call(`${path}?id=${children[0]!.id}`)).body.code).toBe(401);
    const token = await t.signIn("parent");
    t.clock.advance(604_800_000);
    expect((await t.call(`${path}?id=${children[0]!.id}`, { token })).body.code).toBe(401);
  });
});

describe("POST /api/school/getChilds", () => {
  it("lists the parent's children with photo, names, class and school", async () => {
    const token = await t.signIn("parent");
    const { body } = await t.call("/api/school/getChilds", { token });
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({
      name_zh: "陳小明",
      name_en: "Chan Siu Ming",
      head_img_path: null,
      school_student: { class_name: "4A", school: { code: "DEMO", name_en: "Campus Demo School" } },
    });
  });

  it("refuses teachers and signed-out callers", async () => {
    expect(
      (await t.call("/api/school/getChilds", { token: await t.signIn("staff") })).body.code,
    ).toBe(403);
    expect((await t.call("/api/school/getChilds")).body.code).toBe(401);
  });
});

describe("GET /api/library/user/user_info", () => {
  it("makes the parent's current child the reader", async () => {
    const token = await t.signIn("parent");
    await t.call(`/parent_student/setChild?id=${children[1]!.id}`, { token });
    const { body } = await t.call("/api/library/user/user_info", { method: "GET", token });
    expect(body.data).toMatchObject({
      user_name: "陳大文",
      reader_user_id: children[1]!.id,
      reader_name_zh: "陳小欣",
    });
    expect(body.data.school_id).toEqual(expect.any(Number));
  });

  it("makes a teacher their own reader", async () => {
    const token = await t.signIn("teacher");
    const { body } = await t.call("/api/library/user/user_info", { method: "GET", token });
    expect(body.data).toMatchObject({ reader_name_en: "Wong Ka Yan", type: 3 });
    expect(body.data.reader_user_id).toBe(body.data.user_id);
  });

  it("asks to log in first without a token", async () => {
    expect((await t.call("/api/library/user/user_info", { method: "GET" })).body.code).toBe(401);
  });
});
