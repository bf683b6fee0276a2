import { CALENDAR_FEED_PATH, endpoints, HEADERS } from "@campus/contract";
import { DrizzleQueryError } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTABLE_ISBNS } from "../library/seed/generate-books";
import { bookIdOf } from "../library/testing/library-api";
import { createTestApp, DEMO_LOGINS, type TestApp } from "../testing/test-app";
import { loggableError } from "./observe";

/*
 * What an operator sees (issue 41 §1): a JSON line per request with the id its answer carries
 * and nothing of what the caller sent, and Prometheus's figures behind the deployment's token.
 */

const TOKEN = "metrics-secret-of-the-deployment";
const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
const keep = (level: string) => (fields: object, message: string) =>
  void lines.push({ level, fields: fields as Record<string, unknown>, message });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    deps: {
      logger: { info: keep("info"), warn: keep("warn"), error: keep("error") },
      metricsToken: TOKEN,
    },
  });
});
afterAll(async () => {
  await t.close();
});

/** The log's line about the request whose answer carried `id`. */
const lineOf = (id: string | null) => lines.find((line) => line.fields.req_id === id);

async function metrics(token = TOKEN) {
  const answer = await t.app.request("/metrics", { headers: { authorization: `Bearer ${token}` } });
  return { status: answer.status, text: await answer.text() };
}

/** A sample's value in the text format ("name{labels} value"), 0 when it is not there yet. */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("the request log", () => {
  it("writes a line per request: the id its answer carries, the endpoint, status, result and time", async () => {
    const answer = await t.app.request(endpoints.login.path, {
      method: "POST",
      headers: { "content-type": "application/json", [HEADERS.requestId]: "lb-7f3a" },
      body: JSON.stringify({ ...DEMO_LOGINS.parent, password: "not-the-password" }),
    });
    expect(answer.headers.get(HEADERS.requestId)).toBe("lb-7f3a");
    const line = lineOf("lb-7f3a");
    expect(line).toMatchObject({
      level: "info",
      message: "request",
      fields: { method: "POST", endpoint: "login", status: 200 },
    });
    expect(line!.fields.result).not.toBe(0);
    expect(line!.fields.ms).toEqual(expect.any(Number));
    // Nothing the caller sent: not the account, not the password.
    expect(JSON.stringify(line)).not.toMatch(/91234567|not-the-password/);
  });

  it("names a download by its endpoint, never by its address (a calendar feed's secret)", async () => {
    const secret = "S3cr3tFeedAddressOfAFamily000000";
    const answer = await t.app.request(`${CALENDAR_FEED_PATH}/${secret}.ics?person=12`);
    expect(answer.status).toBe(404);
    const line = lineOf(answer.headers.get(HEADERS.requestId));
    expect(line?.fields).toMatchObject({ endpoint: "calendarFeedFile", status: 404 });
    expect(JSON.stringify(line)).not.toContain(secret);
  });

  it("names an unknown API address 'other', whatever a stranger put in it", async () => {
    const answer = await t.app.request("/parent_student/api/guess/91234567?token=abc");
    const line = lineOf(answer.headers.get(HEADERS.requestId));
    expect(line?.fields).toMatchObject({ endpoint: "other", status: 404 });
    expect(JSON.stringify(line)).not.toMatch(/guess|91234567|token/);
  });

  it("keeps a failed query's SQL and reason, never its parameters or the values they carry", () => {
    const error = new DrizzleQueryError(
      'select "id" from "users" where "contact_phone" = $1',
      ["91234567\nparams: still"],
      new Error("canceling statement due to statement timeout"),
    );
    const kept = loggableError(error);
    expect(kept.message).toBe(
      'Failed query: select "id" from "users" where "contact_phone" = $1 (canceling statement due to statement timeout)',
    );
    expect(JSON.stringify(kept)).not.toContain("91234567");
    expect(kept.stack).toMatch(/^ {4}at /);
  });
});

describe("/metrics", () => {
  it("answers only the deployment's token, and is never cached", async () => {
    expect((await metrics("a-guess")).status).toBe(401);
    expect((await t.app.request("/metrics")).status).toBe(401);
    const answer = await t.app.request("/metrics", {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it("is not there at all where no token is set", async () => {
    const bare = await createTestApp();
    try {
      expect((await bare.app.request("/metrics")).status).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it("counts and times requests by endpoint, status and the envelope's result", async () => {
    const series = 'campus_http_requests_total{endpoint="menu",status="200",result="200"}';
    const before = sample((await metrics()).text, series);
    const token = await t.signIn("parent");
    await t.call(endpoints.menu.path, { token });
    await t.call(endpoints.menu.path, { token });
    const { text } = await metrics();
    expect(sample(text, series)).toBe(before + 2);
    expect(
      sample(text, 'campus_http_request_duration_seconds_count{endpoint="menu"}'),
    ).toBeGreaterThanOrEqual(2);
    // The process's own figures, for the dashboards every Node service has.
    expect(text).toContain("campus_process_resident_memory_bytes");
  });

  it("counts a write answered again from its Idempotency-Key", async () => {
    const series = 'campus_idempotent_replays_total{endpoint="libraryAddReview"}';
    const before = sample((await metrics()).text, series);
    const token = await t.signIn("student");
    const bookId = await bookIdOf(t, NOTABLE_ISBNS.oneCopySpare);
    const review = { schoolId: 1, bookId, content: "同一個鍵送了兩次" };
    for (let i = 0; i < 2; i++)
      await t.call(endpoints.libraryAddReview.path, {
        json: review,
        token,
        headers: { [HEADERS.idempotencyKey]: "metrics-replay-1" },
      });
    expect(sample((await metrics()).text, series)).toBe(before + 1);
  });

  it("counts guesses refused while an account is locked", async () => {
    const before = sample((await metrics()).text, "campus_throttled_total");
    for (let i = 0; i < 8; i++)
      await t.call(endpoints.login.path, {
        json: { ...DEMO_LOGINS.teacher, password: `guess-${i}` },
        address: "203.0.113.9",
      });
    expect(sample((await metrics()).text, "campus_throttled_total")).toBeGreaterThan(before);
  });
});
