import { endpoints } from "@campus/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schools } from "../db/schema";
import { createTestApp, type TestApp } from "../testing/test-app";

/* A school's registration as a guardian's first page shows it (the test clock: 2026-09-01). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("what a school takes applications for", () => {
  it("answers the demo school's 2027/28 intake in the caller's language, open today", async () => {
    const school = await t.ok(endpoints.registrationSchool, { school_code: "DEMO" });
    expect(school).toEqual({
      school: { code: "DEMO", name: "校園示範學校", region: "hk", phone_region: "852" },
      intake_year: "2027/28",
      opens_on: "2026-09-01",
      closes_on: "2027-01-29",
      open: true,
      currency: "HKD",
      application_fee: 5_000,
      registration_fee: 100_000,
      payment_methods: ["wechat", "alipay", "slip"],
      classes: [
        {
          code: "K1",
          name: "幼兒班（K1）",
          places: 60,
          born_from: "2024-01-01",
          born_until: "2024-12-31",
        },
        {
          code: "P1",
          name: "小一",
          places: 120,
          born_from: "2021-01-01",
          born_until: "2021-12-31",
        },
      ],
      documents: [
        { code: "photo", kind: "image", required: true, name: "兒童近照" },
        { code: "birthCertificate", kind: "document", required: true, name: "出生證明書" },
        { code: "vaccination", kind: "document", required: true, name: "針卡（疫苗接種紀錄）" },
        { code: "reports", kind: "document", required: false, name: "最近的成績表（如有）" },
      ],
    });
    const english = await t.ok(
      endpoints.registrationSchool,
      { school_code: "demo" },
      { lang: "en-US" },
    );
    expect(english.school.name).toBe("Campus Demo School");
    expect(english.classes.map((c) => c.name)).toEqual(["Nursery (K1)", "Primary 1"]);
  });

  it("says closed before and after its window", async () => {
    t.clock.advance(160 * 86_400_000); // 2027-02-08
    try {
      expect((await t.ok(endpoints.registrationSchool, { school_code: "DEMO" })).open).toBe(false);
    } finally {
      t.clock.advance(-160 * 86_400_000);
    }
  });

  it("refuses a code no school has, and a school that takes no applications online", async () => {
    expect(
      await t.refused(endpoints.registrationSchool, { school_code: "NOSUCH" }, { lang: "en-US" }),
    ).toMatchObject({
      code: 404,
      msg: "No school has this code. Please check the registration link",
    });
    await t.database.db
      .insert(schools)
      .values({ code: "PAPER", nameZh: "紙本小學", nameCn: "纸本小学", nameEn: "Paper School" });
    expect(await t.refused(endpoints.registrationSchool, { school_code: "PAPER" })).toMatchObject({
      code: 404,
      msg: "此學校未提供網上報名",
    });
    expect(
      (await t.refused(endpoints.registrationSchool, { school_code: "no spaces!" })).code,
    ).toBe(400);
  });
});
