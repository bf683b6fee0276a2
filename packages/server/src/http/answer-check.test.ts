import { endpoints } from "@campus/contract";
import { describe, expect, it } from "vitest";
import { answerProblems, assertAnswer, AnswerMismatch } from "./answer-check";

const ok = (data: unknown) => ({ status: 200, body: { code: 200, msg: "", data } });
const refusal = (code: number, data: unknown = null, msg = "Please log in first") => ({
  status: 200,
  body: { code, msg, data },
});

const menuItem = {
  code: "library",
  name_zh: "圖書館",
  name_cn: "图书馆",
  name_en: "Library",
  icon: "",
  url: "",
  path: "/library",
  vue: true,
  hidden: false,
  children: [],
};

describe("the answer check", () => {
  it("passes an answer that is what the contract declares", () => {
    expect(answerProblems(endpoints.changeLang, ok({ lang: "en-US" }))).toEqual([]);
    expect(answerProblems(endpoints.logout, ok(null))).toEqual([]);
    expect(
      answerProblems(endpoints.menu, ok({ menu_list: [{ ...menuItem, children: [menuItem] }] })),
    ).toEqual([]);
    expect(answerProblems(endpoints.userInfo, refusal(401))).toEqual([]);
    const invalid = { fields: [{ field: "lang", message: "Choose a language" }] };
    expect(answerProblems(endpoints.changeLang, refusal(400, invalid))).toEqual([]);
  });

  it("fails an extra field, also deep inside, while the contract's own schema still accepts it", () => {
    const extra = { ...menuItem, children: [{ ...menuItem, secret: "x" }] };
    expect(answerProblems(endpoints.menu, ok({ menu_list: [extra] }))).not.toEqual([]);
    expect(answerProblems(endpoints.changeLang, ok({ lang: "en-US", debug: 1 }))).not.toEqual([]);
    // The client keeps ignoring unknown fields: only the check's copy is strict.
    expect(endpoints.menu.response.safeParse({ menu_list: [extra] }).success).toBe(true);
  });

  it("fails a wrong type and a missing field", () => {
    expect(answerProblems(endpoints.changeLang, ok({ lang: 7 }))).not.toEqual([]);
    const { hidden: _hidden, ...withoutHidden } = menuItem;
    expect(answerProblems(endpoints.menu, ok({ menu_list: [withoutHidden] }))).not.toEqual([]);
  });

  it("fails a success code with an error body, and an error that is not the contract's envelope", () => {
    const invalid = { fields: [{ field: "lang", message: "Choose a language" }] };
    expect(answerProblems(endpoints.changeLang, ok(invalid))).not.toEqual([]);
    expect(
      answerProblems(endpoints.changeLang, { status: 413, body: ok({ lang: "en-US" }).body }),
    ).not.toEqual([]);
    // A code the contract does not know, data on a refusal other than 400, no message.
    expect(answerProblems(endpoints.changeLang, refusal(418))).not.toEqual([]);
    expect(answerProblems(endpoints.changeLang, refusal(404, invalid))).not.toEqual([]);
    expect(answerProblems(endpoints.changeLang, refusal(401, null, ""))).not.toEqual([]);
    expect(
      answerProblems(endpoints.changeLang, refusal(400, { fields: [], extra: true })),
    ).not.toEqual([]);
    expect(
      answerProblems(endpoints.changeLang, { status: 200, body: { code: 401, msg: "x" } }),
    ).not.toEqual([]);
  });

  it("throws, naming the call and what is wrong", () => {
    expect(() => assertAnswer(endpoints.changeLang, "GET /change_lang", ok({ lang: 7 }))).toThrow(
      AnswerMismatch,
    );
    expect(() => assertAnswer(endpoints.changeLang, "GET /change_lang", ok({ lang: 7 }))).toThrow(
      /GET \/change_lang does not answer as the contract declares:\n {2}data\.lang/,
    );
  });
});

describe("the server checking its own answers (CAMPUS_CHECK_RESPONSES=1)", () => {
  it("reports an answer that drifted from the contract and sends it unchanged", async () => {
    const { Hono } = await import("hono");
    const { checkAnswers } = await import("./answer-check");
    const reported: string[] = [];
    const app = new Hono();
    app.use(
      "*",
      checkAnswers((mismatch) => reported.push(mismatch)),
    );
    const path = endpoints.changeLang.path;
    let answer: unknown = { code: 200, msg: "", data: { lang: "en-US", debug: true } };
    app.post(path, (c) => c.json(answer));

    const drifted = await app.request(path, { method: "POST" });
    expect(await drifted.json()).toEqual(answer);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toContain(`POST ${path} (HTTP 200)`);

    answer = { code: 200, msg: "", data: { lang: "en-US" } };
    await app.request(path, { method: "POST" });
    expect(reported).toHaveLength(1);
  });
});
