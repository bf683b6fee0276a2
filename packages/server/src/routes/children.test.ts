import { endpoints, type ChildUser } from "@campus/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let children: ChildUser[];
let otherFamilyChild: number;

beforeAll(async () => {
  t = await createTestApp();
  const parent = await t.signIn("parent");
  children = await t.ok(endpoints.schoolGetChilds, undefined, { token: parent });
  const other = await t.signIn("otherParent");
  otherFamilyChild = (await t.ok(endpoints.schoolGetChilds, undefined, { token: other }))[0]!.id;
});
afterAll(async () => {
  await t.close();
});

const currentChild = async (token: string) =>
  (await t.ok(endpoints.userInfo, undefined, { token })).child_user_id;

describe.each([endpoints.setChild, endpoints.schoolSetChild])("POST $path", (setChild) => {
  it("switches to one of the parent's own children, for this session", async () => {
    const token = await t.signIn("parent");
    const younger = children[1]!;
    const info = await t.ok(setChild, { id: younger.id }, { token });
    expect(info.child_user_id).toBe(younger.id);
    expect(await currentChild(token)).toBe(younger.id);

    const elsewhere = await t.signIn("parent");
    expect(await currentChild(elsewhere)).toBe(children[0]!.id);
  });

  it("refuses another family's child as not found and keeps the current child", async () => {
    const token = await t.signIn("parent");
    const answer = await t.request(setChild, { id: otherFamilyChild }, { token, lang: "en-US" });
    expect(answer).toEqual({ code: 404, msg: "This child account was not found", data: null });
    expect(await currentChild(token)).toBe(children[0]!.id);
  });

  it("lets a student select only themself", async () => {
    const token = await t.signIn("student");
    const self = (await t.ok(endpoints.userInfo, undefined, { token })).user_id;
    expect((await t.request(setChild, { id: self }, { token })).code).toBe(200);
    expect((await t.request(setChild, { id: children[1]!.id }, { token })).code).toBe(404);
  });

  it.each([
    ["a missing id", ""],
    ["a non-numeric id", "?id=abc"],
    ["a negative id", "?id=-3"],
    ["a fractional id", "?id=1.5"],
    ["an id beyond range", "?id=99999999999"],
  ])("refuses %s", async (_name, query) => {
    // Raw query strings: what a hand-made URL sends, beyond what the typed client can express.
    const token = await t.signIn("parent");
    const { body } = await t.call(`${setChild.path}${query}`, { token });
    expect(body.code).toBe(400);
    expect(body.data.fields[0].field).toBe("id");
  });

  it("refuses teachers, who have no child users (wrong role)", async () => {
    const token = await t.signIn("teacher");
    const answer = await t.request(setChild, { id: children[0]!.id }, { token });
    expect(answer).toEqual({ code: 403, msg: "你沒有權限進行此操作", data: null });
  });

  it("asks to log in first without a token, and with an expired one", async () => {
    expect((await t.request(setChild, { id: children[0]!.id })).code).toBe(401);
    const token = await t.signIn("parent");
    t.clock.advance(604_800_000);
    expect((await t.request(setChild, { id: children[0]!.id }, { token })).code).toBe(401);
  });
});

describe("POST /api/school/getChilds", () => {
  it("lists the parent's children with photo, names, class and school", async () => {
    const token = await t.signIn("parent");
    const data = await t.ok(endpoints.schoolGetChilds, undefined, { token });
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({
      name_zh: "陳小明",
      name_en: "Chan Siu Ming",
      head_img_path: null,
      school_student: { class_name: "4A", school: { code: "DEMO", name_en: "Campus Demo School" } },
    });
  });

  it("refuses teachers and signed-out callers", async () => {
    const staff = await t.signIn("staff");
    expect((await t.request(endpoints.schoolGetChilds, undefined, { token: staff })).code).toBe(
      403,
    );
    expect((await t.request(endpoints.schoolGetChilds)).code).toBe(401);
  });
});
