import { HEADERS } from "@campus/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "./read-input";

/*
 * A JSON body nested too deep is refused before anything reads it (issue 41): 20,000 nested
 * arrays in an unknown field answered HTTP 500 on twelve library writes.
 */

describe("how deep a JSON body nests", () => {
  const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

  it("counts objects and arrays, not brackets inside strings or escaped quotes", () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(`{"a":{"b":[1,{"c":2}]}}`, 3)).toBe(true);
    expect(nestsDeeperThan(`{"a":{"b":[1,{"c":2}]}}`, 4)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ title: "[[[[[[{{{{" }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ title: 'say \\"[[[[" and {{' }), 1)).toBe(false);
  });
});

describe("a request body nested 20,000 deep", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("is a 400 in the caller's language, and writes nothing", async () => {
    const token = await t.signIn("parent");
    const before = await t.counts();
    const deep = `${"[".repeat(20_000)}${"]".repeat(20_000)}`;
    const answer = await t.call("/api/library/user/favorite", {
      method: "POST",
      token,
      lang: "en-US",
      contentType: "application/json",
      body: `{"unknown":${deep},"bookId":1}`,
      headers: { [HEADERS.idempotencyKey]: "deep-1" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      code: 400,
      msg: "The request body is nested too deeply (at most 64 levels)",
    });
    expect(await t.counts()).toEqual(before);
  });
});
