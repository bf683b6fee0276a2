import { HEADERS, MY_DATA_PATH } from "@campus/contract";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

/*
 * A data access request (PDPO §18; issue 41 §2): a guardian downloads what the school holds
 * about them and their children — and nothing of another family, and nothing that opens an
 * account.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function download(token: string | null, lang = "zh-TW") {
  const answer = await t.app.request(MY_DATA_PATH, {
    headers: { ...(token ? { [HEADERS.token]: token } : {}), [HEADERS.acceptLanguage]: lang },
  });
  if (answer.status !== 200) return { status: answer.status, files: {} as Record<string, string> };
  const zip = unzipSync(new Uint8Array(await answer.arrayBuffer()));
  const files: Record<string, string> = {};
  for (const [name, bytes] of Object.entries(zip))
    files[name] = name.startsWith("files/") ? `${bytes.length} bytes` : strFromU8(bytes);
  return {
    status: answer.status,
    type: answer.headers.get("content-type"),
    disposition: answer.headers.get("content-disposition"),
    files,
  };
}

const namesIn = (json: string | undefined) =>
  (JSON.parse(json ?? "[]") as { name_zh?: string }[]).map((row) => row.name_zh).sort();

describe("my data", () => {
  it("gives a guardian every record naming them or their children, with the files, in their language", async () => {
    const mine = await download(await t.signIn("parent"));
    expect(mine).toMatchObject({ status: 200, type: "application/zip" });
    expect(mine.disposition).toMatch(
      /^attachment; filename\*=UTF-8''campus-my-data-2026-09-01\.zip$/,
    );
    expect(mine.files["README.txt"]).toMatch(
      /^這是學校於 2026-09-01 為你的查閱資料要求所提供的資料/,
    );
    // The family: the father and his two children, nobody else.
    expect(namesIn(mine.files["data/users.json"])).toEqual(["陳大文", "陳小明", "陳小欣"].sort());
    // What the features hold about them, each table found in the catalogue.
    for (const table of [
      "guardianships",
      "fee_dues",
      "attendance_marks",
      "notice_recipients",
      "loans",
    ])
      expect(Object.keys(mine.files)).toContain(`data/${table}.json`);
    // The deposit slip the family sent for 陳小明's fee.
    expect(Object.keys(mine.files).some((name) => name.startsWith("files/"))).toBe(true);
  });

  it("holds nothing of another family and nothing that opens an account", async () => {
    const { files } = await download(await t.signIn("parent"), "en-US");
    expect(files["README.txt"]).toMatch(/^What the school holds about you/);
    const everything = Object.values(files).join("\n");
    expect(everything).not.toContain("林子軒");
    expect(everything).not.toMatch(/password_hash|token_hash|code_hash|"salt"|pin_hash|p256dh/);
  });

  it("gives a student their own records, not their sibling's", async () => {
    const { status, files } = await download(await t.signIn("student"));
    expect(status).toBe(200);
    expect(namesIn(files["data/users.json"])).toEqual(["陳小明"]);
    expect(Object.values(files).join("\n")).not.toContain("陳小欣");
  });

  it("is a guardian's and a student's: not a teacher's, not anyone's signed out", async () => {
    expect((await download(await t.signIn("teacher"))).status).toBe(404);
    expect((await download(null)).status).toBe(404);
  });
});
