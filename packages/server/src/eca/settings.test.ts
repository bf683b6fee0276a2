import { endpoints, OLE_AREAS } from "@campus/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rolePermissions } from "../db/schema";
import { seedReference } from "../seed/reference";
import { createTestApp, type TestApp } from "../testing/test-app";
import { invalidInput } from "../testing/typed-client";

/*
 * ECA settings on a real database: the demo school's categories (the five OLE areas), prizes
 * and tags; the office adds, changes, disables and deletes them with the settings page's action
 * keys (spec §6), and everyone of the school reads them (the editor's and filters' choices).
 */

let t: TestApp;
let staff: string;
let teacher: string;
let parent: string;

beforeAll(async () => {
  t = await createTestApp();
  [staff, teacher, parent] = await Promise.all([
    t.signIn("staff"),
    t.signIn("teacher"),
    t.signIn("parent"),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe("ecaSettings", () => {
  it("gives everyone of the school the demo's settings, with how often each is used", async () => {
    const settings = await t.ok(endpoints.ecaSettings, {}, { token: parent });
    expect(settings.categories.map((c) => c.preset_key)).toEqual(OLE_AREAS.map((a) => a.key));
    expect(settings.categories[0]).toMatchObject({
      name_zh: "德育及公民教育",
      score: 10,
      status: "enabled",
    });
    expect(settings.prizes[0]).toMatchObject({ name_en: "Champion", multiplier: 3, quantity: 1 });
    expect(settings.tags.find((tag) => tag.name_en === "Old label")?.status).toBe("disabled");
    expect(settings.categories.every((c) => c.used > 0)).toBe(true);
    expect(settings.rule).toEqual({ region: "hk", level_factors: true, group_percent: 50 });
    // The test clock is 2026-09-01: the 2026/27 year has begun; the demo's events began in 2025.
    expect(settings.current_year).toBe(2026);
    expect(settings.school_years).toEqual([2026, 2025]);
  });

  it("refuses a caller who is not signed in", async () => {
    expect((await t.refused(endpoints.ecaSettings, {})).code).toBe(401);
  });
});

describe("saving a category, prize or tag", () => {
  it("adds a category last, with decimals kept to the hundredth, then changes it", async () => {
    const added = await t.ok(
      endpoints.ecaSaveCategory,
      {
        name_zh: " 學術研習 ",
        name_en: "Academic study",
        status: "enabled",
        score: "7.5",
        cap: "30",
      },
      { token: staff },
    );
    expect(added).toMatchObject({
      name_zh: "學術研習",
      score: 7.5,
      cap: 30,
      used: 0,
      preset_key: null,
    });
    const changed = await t.ok(
      endpoints.ecaSaveCategory,
      {
        id: String(added.id),
        name_zh: "學術研習",
        name_en: "Academic study",
        status: "disabled",
        score: "8",
        cap: "",
      },
      { token: staff },
    );
    expect(changed).toMatchObject({ id: added.id, score: 8, cap: null, status: "disabled" });
    const settings = await t.ok(endpoints.ecaSettings, {}, { token: teacher });
    expect(settings.categories.at(-1)).toEqual(changed);
  });

  it("adds a prize and a tag", async () => {
    const prize = await t.ok(
      endpoints.ecaSavePrize,
      {
        name_zh: "最佳表現獎",
        name_en: "Best performance",
        status: "enabled",
        multiplier: "1.75",
        quantity: "2",
      },
      { token: staff },
    );
    expect(prize).toMatchObject({ multiplier: 1.75, quantity: 2 });
    const tag = await t.ok(
      endpoints.ecaSaveTag,
      { name_zh: "戲劇", name_en: "Drama", status: "enabled" },
      { token: staff },
    );
    expect(tag).toMatchObject({ name_en: "Drama", used: 0 });
  });

  it("gives each name a Simplified form: the office's own, or the Chinese converted and kept in step", async () => {
    const settings = await t.ok(endpoints.ecaSettings, {}, { token: parent });
    expect(settings.categories.find((c) => c.preset_key === "ole.career")).toMatchObject({
      name_zh: "與工作有關的經驗",
      name_cn: "与工作有关的经验",
      own_name_cn: "",
    });
    expect(settings.prizes[0]).toMatchObject({ name_zh: "冠軍", name_cn: "冠军" });

    const converted = await t.ok(
      endpoints.ecaSaveTag,
      { name_zh: "環保", name_en: "Green", name_cn: "", status: "enabled" },
      { token: staff },
    );
    expect(converted).toMatchObject({ name_cn: "环保", own_name_cn: "" });
    const own = await t.ok(
      endpoints.ecaSaveTag,
      {
        id: String(converted.id),
        name_zh: "環保",
        name_en: "Green",
        name_cn: " 绿色环保 ",
        status: "enabled",
      },
      { token: staff },
    );
    expect(own).toMatchObject({ name_zh: "環保", name_cn: "绿色环保", own_name_cn: "绿色环保" });
    // Cleared, the Simplified form follows the Chinese name again.
    const renamed = await t.ok(
      endpoints.ecaSaveTag,
      {
        id: String(converted.id),
        name_zh: "環境保護",
        name_en: "Green",
        name_cn: "",
        status: "enabled",
      },
      { token: staff },
    );
    expect(renamed).toMatchObject({ name_cn: "环境保护", own_name_cn: "" });

    // Events carry theirs, and so do their category and tags.
    const events = await t.ok(endpoints.ecaEvents, { pageNum: 1, pageSize: 50 }, { token: staff });
    const event = events.list.find((e) => e.name_zh !== e.name_cn)!;
    expect(event.name_cn).not.toMatch(/[與關經驗藝術發體團隊賽獎]/);
    expect(event.category.name_cn).toBe(
      settings.categories.find((c) => c.id === event.category.id)!.name_cn,
    );
  });

  it("refuses missing names, status and quantity (spec §5) in the caller's language, writing nothing", async () => {
    const before = await t.counts();
    const blank = await t.refused(
      endpoints.ecaSaveCategory,
      invalidInput({ name_zh: " ", name_en: "", score: "1" }),
      { token: staff, lang: "en-US" },
    );
    expect(blank.code).toBe(400);
    expect(blank.data?.fields).toEqual(
      expect.arrayContaining([
        { field: "name_zh", message: "Please enter the Chinese name" },
        { field: "name_en", message: "Please enter the English name" },
        { field: "status", message: "Please choose a status" },
      ]),
    );
    const noQuantity = await t.refused(
      endpoints.ecaSavePrize,
      invalidInput({ name_zh: "獎", name_en: "Prize", status: "enabled", multiplier: "1" }),
      { token: staff, lang: "zh-TW" },
    );
    expect(noQuantity.data?.fields).toEqual([{ field: "quantity", message: "請輸入數量" }]);
    const threeDecimals = await t.refused(
      endpoints.ecaSavePrize,
      { name_zh: "獎", name_en: "Prize", status: "enabled", multiplier: "1.234", quantity: "1" },
      { token: staff, lang: "en-US" },
    );
    const tooMany = await t.refused(
      endpoints.ecaSavePrize,
      { name_zh: "獎", name_en: "Prize", status: "enabled", multiplier: "1", quantity: "1000" },
      { token: staff, lang: "zh-TW" },
    );
    // A refinement's limit is said with its figure.
    expect(tooMany.data?.fields).toEqual([{ field: "quantity", message: "數值不可大於 999" }]);
    expect(threeDecimals.data?.fields).toEqual([
      { field: "multiplier", message: "Enter a number with at most two decimal places" },
    ]);
    // An award worth nothing: ×0 scores every winner 0.
    const timesNothing = await t.refused(
      endpoints.ecaSavePrize,
      { name_zh: "獎", name_en: "Prize", status: "enabled", multiplier: "0", quantity: "1" },
      { token: staff, lang: "zh-TW" },
    );
    expect(timesNothing.data?.fields).toEqual([
      { field: "multiplier", message: "數值不可小於 0.01" },
    ]);
    expect(await t.counts()).toEqual(before);
  });

  it("refuses a name the school already uses, in either language (any case)", async () => {
    const before = await t.counts();
    const taken = await t.refused(
      endpoints.ecaSaveTag,
      { name_zh: "新標籤", name_en: "MUSIC", status: "enabled" },
      { token: staff, lang: "en-US" },
    );
    expect(taken).toMatchObject({
      code: 409,
      msg: "One with this name already exists: please choose another name",
    });
    expect(await t.counts()).toEqual(before);
  });

  it("keeps settings to the office: a teacher or a parent is refused, and nothing changes", async () => {
    const before = await t.counts();
    const tag = { name_zh: "閱讀", name_en: "Reading", status: "enabled" } as const;
    expect((await t.refused(endpoints.ecaSaveTag, tag, { token: teacher })).code).toBe(403);
    expect((await t.refused(endpoints.ecaSaveTag, tag, { token: parent })).code).toBe(403);
    expect((await t.refused(endpoints.ecaOlePreset, {}, { token: teacher })).code).toBe(403);
    expect(await t.counts()).toEqual(before);
  });

  it("does not reach another school's setting by its id", async () => {
    const before = await t.counts();
    const refused = await t.refused(
      endpoints.ecaSaveTag,
      { id: "999999", name_zh: "無", name_en: "None", status: "enabled" },
      { token: staff },
    );
    expect(refused.code).toBe(404);
    expect(await t.counts()).toEqual(before);
  });
});

describe("enabling, disabling and deleting", () => {
  it("disables a tag in use and enables it again; the events keep it", async () => {
    const { tags } = await t.ok(endpoints.ecaSettings, {}, { token: staff });
    const music = tags.find((tag) => tag.name_en === "Music")!;
    const off = await t.ok(
      endpoints.ecaSettingStatus,
      { kind: "tag", id: music.id, status: "disabled" },
      { token: staff },
    );
    expect(off.tags.find((tag) => tag.id === music.id)).toMatchObject({
      status: "disabled",
      used: music.used,
    });
    const on = await t.ok(
      endpoints.ecaSettingStatus,
      { kind: "tag", id: music.id, status: "enabled" },
      { token: staff },
    );
    expect(on.tags.find((tag) => tag.id === music.id)?.status).toBe("enabled");
  });

  it("refuses to delete a setting in use, and deletes one nothing uses", async () => {
    const { categories, tags } = await t.ok(endpoints.ecaSettings, {}, { token: staff });
    const before = await t.counts();
    const inUse = await t.refused(
      endpoints.ecaDeleteSetting,
      { kind: "category", id: categories[0]!.id },
      { token: staff, lang: "en-US" },
    );
    expect(inUse).toMatchObject({
      code: 409,
      msg: "Events or records use this, so it cannot be deleted; disable it instead",
    });
    expect(await t.counts()).toEqual(before);
    const unused = tags.find((tag) => tag.used === 0)!;
    const after = await t.ok(
      endpoints.ecaDeleteSetting,
      { kind: "tag", id: unused.id },
      { token: staff },
    );
    expect(after.tags.some((tag) => tag.id === unused.id)).toBe(false);
  });

  it("needs the action key for each: staff without 'disable' or 'delete' are refused", async () => {
    const { tags } = await t.ok(endpoints.ecaSettings, {}, { token: staff });
    try {
      await t.database.db
        .update(rolePermissions)
        .set({ actions: ["query", "get", "add", "edit", "enable"] })
        .where(
          and(eq(rolePermissions.role, "staff"), eq(rolePermissions.routeCode, "eca.settings")),
        );
      const before = await t.counts();
      const id = tags[0]!.id;
      expect(
        (
          await t.refused(
            endpoints.ecaSettingStatus,
            { kind: "tag", id, status: "disabled" },
            { token: staff },
          )
        ).code,
      ).toBe(403);
      expect(
        (await t.refused(endpoints.ecaDeleteSetting, { kind: "tag", id }, { token: staff })).code,
      ).toBe(403);
      expect(await t.counts()).toEqual(before);
      await t.ok(
        endpoints.ecaSettingStatus,
        { kind: "tag", id, status: "enabled" },
        { token: staff },
      );
    } finally {
      await seedReference(t.database.db);
    }
  });
});

describe("the OLE preset and the scoring rule", () => {
  it("adds the OLE areas a school lacks, once", async () => {
    const { categories } = await t.ok(endpoints.ecaSettings, {}, { token: staff });
    const career = categories.find((c) => c.preset_key === "ole.career")!;
    // The school renamed one and cannot delete another in use: the preset adds nothing twice.
    await t.ok(
      endpoints.ecaSaveCategory,
      {
        id: String(career.id),
        name_zh: "職業相關經驗",
        name_en: "Career experiences",
        status: "enabled",
        score: "12",
      },
      { token: staff },
    );
    const again = await t.ok(endpoints.ecaOlePreset, {}, { token: staff });
    expect(again.categories.filter((c) => c.preset_key !== null)).toHaveLength(5);
    expect(again.categories.find((c) => c.id === career.id)?.name_zh).toBe("職業相關經驗");
  });

  it("saves the school's region and switches", async () => {
    const rule = await t.ok(
      endpoints.ecaSaveRule,
      { region: "mo", level_factors: "off", group_percent: "" },
      { token: staff },
    );
    expect(rule).toEqual({ region: "mo", level_factors: false, group_percent: null });
    expect((await t.ok(endpoints.ecaSettings, {}, { token: teacher })).rule).toEqual(rule);
    const refused = await t.refused(
      endpoints.ecaSaveRule,
      { region: "mo", level_factors: "on", group_percent: "0" },
      { token: staff },
    );
    expect(refused.code).toBe(400);
  });
});
