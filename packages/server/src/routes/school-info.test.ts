import { endpoints } from "@campus/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/school/info", () => {
  it("names the school of a code, for anyone, in any case", async () => {
    const school = await t.ok(endpoints.schoolInfo, { schoolCode: "demo" });
    expect(school).toMatchObject({ code: "DEMO", name_en: expect.any(String) });
    expect(school.id).toBeGreaterThan(0);
  });

  it("answers 404 in the reader's language when no school has the code", async () => {
    const answer = await t.request(endpoints.schoolInfo, { schoolCode: "NOPE" }, { lang: "en-US" });
    expect(answer).toMatchObject({ code: 404, data: null });
    expect(answer.msg).toMatch(/school/i);
  });

  it("refuses a missing code with a field error", async () => {
    const answer = await t.request(endpoints.schoolInfo, { schoolCode: "" });
    expect(answer.code).toBe(400);
  });
});
