import { endpoints, settingsRequestOf, type RegistrationSettingsRequest } from "@campus/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { submitApplication } from "./testing/registration-tests";

/*
 * A school's registration as the office sets it (issue 37, item 15): until now only the demo's
 * seed could. Test clock: 2026-09-01.
 */

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signIn("staff");
});
afterAll(async () => {
  await t.close();
});

const read = (token = staff) => t.ok(endpoints.registrationOfficeSettings, {}, { token });

/** The settings as a request: what the screen sends back when nothing was changed. */
async function asRequest(token = staff): Promise<RegistrationSettingsRequest> {
  return settingsRequestOf((await read(token))!);
}

describe("the office sets its school's registration", () => {
  it("reads it whole, names in three languages, saying which classes and documents are in use", async () => {
    const settings = (await read())!;
    expect(settings).toMatchObject({ intake_year: "2027/28", currency: "HKD", offer_days: 14 });
    expect(settings.classes.map((c) => c.code)).toContain("K1");
    expect(settings.classes.find((c) => c.code === "K1")).toMatchObject({
      name_zh: expect.any(String),
      name_cn: expect.any(String),
      name_en: expect.any(String),
    });
    expect(settings.documents.map((d) => d.code)).toEqual(
      expect.arrayContaining(["photo", "birthCertificate"]),
    );
  });

  it("saves the window, fees, a new class (its Simplified name converted) and the documents, and families see them", async () => {
    const request = await asRequest();
    const saved = await t.ok(
      endpoints.registrationOfficeSaveSettings,
      {
        ...request,
        closes_on: "2026-12-31",
        application_fee: "80",
        offer_days: "21",
        classes: [
          ...request.classes,
          {
            code: "K2",
            name_zh: "幼兒班（K2）銜接課程",
            name_cn: "",
            name_en: "K2 bridging class",
            places: "12",
            born_from: "2023-01-01",
            born_until: "2023-12-31",
          },
        ],
        documents: [
          ...request.documents,
          {
            code: "addressProof",
            name_zh: "住址證明",
            name_cn: "",
            name_en: "Proof of address",
            kind: "document",
            required: false,
          },
        ],
      },
      { token: staff },
    );
    expect(saved).toMatchObject({
      closes_on: "2026-12-31",
      application_fee: 8000,
      offer_days: 21,
    });
    expect(saved.classes.at(-1)).toEqual({
      code: "K2",
      name_zh: "幼兒班（K2）銜接課程",
      name_cn: "幼儿班（K2）衔接课程",
      name_en: "K2 bridging class",
      places: 12,
      born_from: "2023-01-01",
      born_until: "2023-12-31",
      in_use: false,
    });
    // A family applying sees them, in their language.
    const school = await t.ok(
      endpoints.registrationSchool,
      { school_code: "DEMO" },
      { lang: "zh-CN" },
    );
    expect(school.application_fee).toBe(8000);
    expect(school.classes.at(-1)).toMatchObject({ code: "K2", name: "幼儿班（K2）衔接课程" });
    expect(school.documents.at(-1)).toMatchObject({ code: "addressProof", required: false });

    // Taken away again (no application uses them): gone.
    const back = await t.ok(
      endpoints.registrationOfficeSaveSettings,
      { ...(await asRequest()), classes: request.classes, documents: request.documents },
      { token: staff },
    );
    expect(back.classes.map((c) => c.code)).toEqual(request.classes.map((c) => c.code));
    expect(back.documents.map((d) => d.code)).toEqual(request.documents.map((d) => d.code));
  });

  it("refuses what would leave records pointing at nothing, or dates and codes that make no sense, writing nothing", async () => {
    // A family's application names a class and carries a photo.
    await submitApplication(t, await t.signIn("guardian"), "SET1");
    const request = await asRequest();
    const used = (await read())!.classes.find((c) => c.in_use)!;
    expect((await read())!.documents.find((d) => d.code === "photo")!.in_use).toBe(true);
    const before = await t.counts();
    const removed = await t.request(
      endpoints.registrationOfficeSaveSettings,
      { ...request, classes: request.classes.filter((c) => c.code !== used.code) },
      { token: staff },
    );
    expect(removed).toMatchObject({ code: 409, msg: `已有申請使用「${used.code}」，不能刪除` });
    const photo = await t.request(
      endpoints.registrationOfficeSaveSettings,
      { ...request, documents: request.documents.filter((d) => d.code !== "photo") },
      { token: staff },
    );
    expect(photo).toMatchObject({ code: 409, msg: "已有申請使用「photo」，不能刪除" });
    const backwards = await t.refused(
      endpoints.registrationOfficeSaveSettings,
      { ...request, opens_on: "2026-12-01", closes_on: "2026-11-01" },
      { token: staff },
    );
    expect(backwards.code).toBe(400);
    expect(backwards.data?.fields).toEqual([{ field: "closes_on", message: "結束不可早於開始" }]);
    const twice = await t.refused(
      endpoints.registrationOfficeSaveSettings,
      { ...request, classes: [request.classes[0]!, { ...request.classes[0]! }] },
      { token: staff },
    );
    expect(twice.data?.fields).toEqual([{ field: "classes.1.code", message: "代號不可重複" }]);
    const none = await t.refused(
      endpoints.registrationOfficeSaveSettings,
      { ...request, intake_year: "2027", classes: [] },
      { token: staff },
    );
    expect(none.data?.fields.map((f) => f.field).sort()).toEqual(["classes", "intake_year"]);
    expect(await t.counts()).toEqual(before);
  });

  it("is the office's: a teacher or a family may not read or change it", async () => {
    const request = await asRequest();
    for (const who of ["teacher", "parent", "guardian"] as const) {
      const token = await t.signIn(who);
      expect((await t.request(endpoints.registrationOfficeSettings, {}, { token })).code).toBe(403);
      expect(
        (await t.request(endpoints.registrationOfficeSaveSettings, request, { token })).code,
      ).toBe(403);
    }
  });

  it("lets a school without one start taking applications", async () => {
    const neighbour = await t.signIn("neighbourStaff");
    expect(await read(neighbour)).toBeNull();
    const request = await asRequest();
    const saved = await t.ok(
      endpoints.registrationOfficeSaveSettings,
      {
        ...request,
        opens_on: "2026-09-01",
        closes_on: "2026-10-31",
        classes: [request.classes[0]!],
        documents: [request.documents[0]!],
      },
      { token: neighbour },
    );
    expect(saved.classes).toHaveLength(1);
    // The demo school's stays as it was.
    expect((await read())!.classes.length).toBe(request.classes.length);
  });
});
