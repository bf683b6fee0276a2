import { endpoints, HEADERS } from "@campus/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the API as a whole", () => {
  it.each(Object.values(endpoints).map((e) => [e.method, e.path]))(
    "serves %s %s",
    async (method, path) => {
      const response = await t.app.request(path, { method });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { code: number };
      expect(body.code).not.toBe(404);
    },
  );

  it("serves its OpenAPI document, the one committed in docs/api", async () => {
    const response = await t.app.request("/api/openapi.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const doc = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toContain("/parent_student/ajax_login");
    const etag = response.headers.get("etag")!;
    const again = await t.app.request("/api/openapi.json", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("names every answer's request: a plain id the caller sent, else a new one each time", async () => {
    const given = await t.app.request("/api/school/info?schoolCode=DEMO", {
      headers: { [HEADERS.requestId]: "lb-7f3a.2" },
    });
    expect(given.headers.get(HEADERS.requestId)).toBe("lb-7f3a.2");
    // An id that could pass for more of a log line is replaced, as is too long a one, or none.
    const forged = await t.app.request("/healthz", {
      headers: { [HEADERS.requestId]: "ok] error GET /admin" },
    });
    const long = await t.app.request("/healthz", {
      headers: { [HEADERS.requestId]: "a".repeat(65) },
    });
    const none = await t.app.request("/healthz");
    const ids = [forged, long, none].map((answer) => answer.headers.get(HEADERS.requestId));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
    // A school's page can read it (CORS exposes it).
    const crossSite = await t.app.request("/api/school/info?schoolCode=DEMO", {
      headers: { Origin: "https://www.school.example" },
    });
    expect(crossSite.headers.get("access-control-expose-headers")).toContain(HEADERS.requestId);
  });

  it("answers an unknown API path with HTTP 404 and an envelope", async () => {
    const { status, body } = await t.call("/api/library/no_such_call", { lang: "en-US" });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: "The requested record was not found", data: null });
  });

  it("drops NUL from text before anything reads it, instead of failing in the database", async () => {
    // Found by the fuzz suite: PostgreSQL text cannot store U+0000, so a school code holding it
    // reached the database and came back as a 500.
    const code = await t.call("/api/library/school_info", {
      form: { schoolCode: "DE\u0000MO" },
    });
    expect(code.status).toBe(200);
    expect(code.body.code).toBe(200);
    expect(code.body.data.code).toBe("DEMO");
    const token = await t.signIn("parent");
    const before = await t.counts();
    const empty = await t.call("/api/library/user/add_book_comment", {
      json: { schoolId: 1, bookId: 1, content: "\u0000\u0000" },
      token,
    });
    expect(empty.body.code).toBe(400);
    expect(await t.counts()).toEqual(before);
  });

  it("answers a path of the API called with another method 405, naming the methods it takes", async () => {
    const response = await t.app.request("/parent_student/ajax_login", {
      method: "GET",
      headers: { [HEADERS.acceptLanguage]: "en-US" },
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST, OPTIONS");
    expect(await response.json()).toEqual({
      code: 405,
      msg: "This address does not take that method (see the Allow header)",
      data: null,
    });
  });

  it("lets a school's own page call it from another origin with the four headers", async () => {
    const response = await t.app.request("/parent_student/api/user_info", {
      method: "OPTIONS",
      headers: {
        Origin: "https://www.school.example",
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "token,schoolCode,studentId,Accept-Language",
      },
    });
    expect(response.status).toBe(204);
    const allowed = (response.headers.get("access-control-allow-headers") ?? "").toLowerCase();
    for (const header of Object.values(HEADERS)) expect(allowed).toContain(header.toLowerCase());
  });
});

describe("maintenance mode", () => {
  // Made before the test, under the hook's time limit: a second app takes seconds on a busy machine.
  let maintained: TestApp;
  beforeAll(async () => {
    maintained = await createTestApp({ deps: { maintenance: true } });
  });
  afterAll(() => maintained.close());

  it("answers every API call with code 666 and the notice", async () => {
    const { body } = await maintained.call("/parent_student/ajax_login", {
      form: {},
      lang: "zh-CN",
    });
    expect(body).toEqual({
      code: 666,
      msg: "系统正在进行短暂维护检查，将于一小时内恢复",
      data: null,
    });
  });
});

describe("every endpoint that needs a user", () => {
  const signedInOnly = Object.values(endpoints).filter((e) => e.access.kind === "user");

  it.each(signedInOnly.map((e) => [e.method, e.path]))(
    "%s %s asks to log in first with an expired token",
    async (method, path) => {
      const token = await t.signIn("parent");
      t.clock.advance(604_800_000);
      const { body } = await t.call(path, { method: method as "GET" | "POST", token });
      expect(body).toEqual({ code: 401, msg: "請先登入", data: null });
    },
  );

  const roleBound = signedInOnly.filter((e) => e.access.kind === "user" && e.access.roles);
  // A teacher holds none of the roles of most; a guardian none of the school's own people's.
  const outsider = (roles: readonly string[]) =>
    roles.includes("teacher") ? "guardian" : "teacher";
  it.each(
    roleBound.map((e) => [
      e.method,
      e.path,
      outsider(e.access.kind === "user" ? (e.access.roles ?? []) : []),
    ]),
  )("%s %s refuses the wrong role (%s)", async (method, path, who) => {
    const token = await t.signIn(who as "teacher" | "guardian");
    const { body } = await t.call(`${path}?id=1`, { method: method as "GET" | "POST", token });
    expect(body.code).toBe(403);
  });
});
