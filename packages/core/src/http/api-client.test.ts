import { defineEndpoint, HEADERS } from "@campus/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { decideError, type ErrorDecision } from "../errors/decide-error";
import { createActionKeys, createApiClient, newActionKey, type RequestHeaders } from "./api-client";
import { ApiError, type ApiFailure } from "./api-error";
import { sendJson, startTestServer } from "./test-server";

const post = (path: string, encoding: "form" | "json" | "multipart" = "form", write = false) =>
  defineEndpoint(
    {
      id: path,
      method: "POST",
      path,
      encoding,
      access: { kind: "public" },
      ...(write ? { write: true as const } : {}),
    },
    {
      query: z.object({ id: z.number().optional() }),
      body: z.object({ name: z.string(), tags: z.array(z.string()).optional() }),
      response: z.unknown(),
      tag: "test",
      summary: "test",
    },
  );

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer({
    "/ok": (_req, res) => sendJson(res, { code: 200, msg: "", data: { answer: 42 } }),
    "/login-by-code": (_req, res) => sendJson(res, { code: 401, msg: "whatever", data: null }),
    "/login-by-message": (_req, res) => sendJson(res, { code: 500, msg: "請先登入", data: null }),
    "/login-by-message-en": (_req, res) =>
      sendJson(res, { code: 1, msg: "Please log in first", data: null }),
    "/maintenance": (_req, res) => sendJson(res, { code: 666, msg: "維護", data: null }),
    "/go-home": (_req, res) => sendJson(res, { code: 324, msg: "", data: null }),
    "/refused": (_req, res) => sendJson(res, { code: 409, msg: "此書已被預約", data: null }),
    "/in-progress": (_req, res) =>
      sendJson(res, { code: 409, msg: "此操作仍在處理中，請稍後再查看", data: null }),
    "/upstream": (_req, res) =>
      res
        .writeHead(200, { "content-type": "text/plain" })
        .end("upstream connect error or disconnect/reset before headers"),
    "/http-502": (_req, res) => res.writeHead(502).end("Bad gateway"),
    "/not-envelope": (_req, res) =>
      res.writeHead(200, { "content-type": "text/plain" }).end("Service is starting up"),
    "/html-page": (_req, res) =>
      res.writeHead(200, { "content-type": "text/html" }).end("<!DOCTYPE html><p>proxy</p>"),
    "/files/photo.png": (_req, res) =>
      res
        .writeHead(200, { "content-type": "image/png" })
        .end(Buffer.from([0x89, 0x50, 0x4e, 0x47])),
    "/slow": () => {
      // Never answers: the client's time-out must give up.
    },
  });
});

afterAll(async () => {
  await server.close();
});

function client(headers: RequestHeaders = {}, timeoutMs = 2_000, onError?: (e: ApiError) => void) {
  return createApiClient({ baseURL: server.url, headers: () => headers, timeoutMs, onError });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

async function decisionFor(
  path: string,
  options: { timeoutMs?: number; headers?: RequestHeaders; baseURL?: string } = {},
): Promise<ErrorDecision> {
  const api = options.baseURL
    ? createApiClient({ baseURL: options.baseURL, headers: () => ({}) })
    : client(options.headers, options.timeoutMs);
  const error = await failureOf(api.request(post(path), { query: {}, body: { name: "x" } }));
  return decideError(error.failure, "portal");
}

describe("request", () => {
  it("sends the four headers, form-encodes the body and unwraps the envelope", async () => {
    const api = client({ token: "t0k", schoolCode: "DEMO", studentId: 7, acceptLanguage: "en-US" });
    const data = await api.request(post("/ok"), {
      query: { id: 3 },
      body: { name: "陳小明", tags: ["a", "b"] },
    });
    expect(data).toEqual({ answer: 42 });
    const sent = server.received.at(-1)!;
    expect(sent.url).toBe("/ok?id=3");
    expect(sent.headers[HEADERS.token.toLowerCase()]).toBe("t0k");
    expect(sent.headers[HEADERS.schoolCode.toLowerCase()]).toBe("DEMO");
    expect(sent.headers[HEADERS.studentId.toLowerCase()]).toBe("7");
    expect(sent.headers["accept-language"]).toBe("en-US");
    expect(sent.headers["content-type"]).toMatch(/^application\/x-www-form-urlencoded/);
    expect(new URLSearchParams(sent.body).getAll("tags")).toEqual(["a", "b"]);
    expect(new URLSearchParams(sent.body).get("name")).toBe("陳小明");
  });

  it("sends JSON when the endpoint's FLAG is 0", async () => {
    await client().request(post("/ok", "json"), { query: {}, body: { name: "x" } });
    const sent = server.received.at(-1)!;
    expect(sent.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(sent.body)).toEqual({ name: "x" });
  });

  it("sends an upload as multipart: the file as a file part, the other fields as text", async () => {
    const file = new File(["%PDF-1.7"], "回條.pdf", { type: "application/pdf" });
    await client().request(post("/ok", "multipart"), {
      query: {},
      body: { name: "x", tags: ["a", "b"], file } as never,
    });
    const sent = server.received.at(-1)!;
    expect(sent.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(sent.body, {
      headers: { "content-type": sent.headers["content-type"]! },
    }).formData();
    expect(form.get("name")).toBe("x");
    expect(form.getAll("tags")).toEqual(["a", "b"]);
    const part = form.get("file") as File;
    expect([part.name, part.type, await part.text()]).toEqual([
      "回條.pdf",
      "application/pdf",
      "%PDF-1.7",
    ]);
  });

  it("leaves out headers that have no value", async () => {
    await client({ token: null, acceptLanguage: "zh-TW" }).request(post("/ok"), {
      query: {},
      body: { name: "x" },
    });
    const sent = server.received.at(-1)!;
    expect(sent.headers).not.toHaveProperty("token");
    expect(sent.headers).not.toHaveProperty("schoolcode");
  });

  it("reports every failure to onError unless the call is silent", async () => {
    const seen: string[] = [];
    const api = client({}, 2_000, (e) => seen.push(e.endpointId));
    await failureOf(api.request(post("/refused"), { query: {}, body: { name: "x" } }));
    await failureOf(
      api.request(post("/refused"), { query: {}, body: { name: "x" } }, { silent: true }),
    );
    expect(seen).toEqual(["/refused"]);
  });

  it("reports code 324 (go to the root) even for a silent call: no screen answers it in place", async () => {
    const seen: string[] = [];
    const api = client({}, 2_000, (e) => seen.push(e.endpointId));
    await failureOf(
      api.request(post("/go-home"), { query: {}, body: { name: "x" } }, { silent: true }),
    );
    expect(seen).toEqual(["/go-home"]);
  });

  it("keeps quiet only about the failures a silent function names", async () => {
    const seen: string[] = [];
    const api = client({}, 2_000, (e) => seen.push(e.endpointId));
    const only409 = (failure: ApiFailure) => failure.kind === "envelope" && failure.code === 409;
    await failureOf(
      api.request(post("/refused"), { query: {}, body: { name: "x" } }, { silent: only409 }),
    );
    await failureOf(
      api.request(post("/no-such-path"), { query: {}, body: { name: "x" } }, { silent: only409 }),
    );
    expect(seen).toEqual(["/no-such-path"]);
  });
});

describe("file", () => {
  it("fetches a file with the session's headers, as its bytes", async () => {
    const api = client({ token: "t0k", acceptLanguage: "zh-TW" });
    const blob = await api.file("/files/photo.png");
    expect(blob.type).toBe("image/png");
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const sent = server.received.at(-1)!;
    expect(sent.method).toBe("GET");
    expect(sent.headers[HEADERS.token.toLowerCase()]).toBe("t0k");
  });

  it("refuses a missing file as an HTTP failure, reported unless silent", async () => {
    const seen: string[] = [];
    const api = client({}, 2_000, (e) => seen.push(e.endpointId));
    const error = await failureOf(api.file("/files/none.png"));
    expect(error.failure).toEqual({ kind: "http", status: 404, body: "" });
    await failureOf(api.file("/files/none.png", { silent: true }));
    expect(seen).toEqual(["/files/none.png"]);
  });
});

describe("the error catalogue (spec §8) against a real server", () => {
  it("'please log in first' by code", async () => {
    expect(await decisionFor("/login-by-code")).toEqual({ kind: "login", area: "portal" });
  });

  it("'please log in first' by its message in any language, whatever the code", async () => {
    expect(await decisionFor("/login-by-message")).toEqual({ kind: "login", area: "portal" });
    expect(await decisionFor("/login-by-message-en")).toEqual({ kind: "login", area: "portal" });
  });

  it("code 666 is the maintenance notice", async () => {
    expect(await decisionFor("/maintenance")).toEqual({ kind: "maintenance" });
  });

  it("code 324 goes to the root", async () => {
    expect(await decisionFor("/go-home")).toEqual({ kind: "goHome" });
  });

  it("any other code shows its message for 2.5 s", async () => {
    expect(await decisionFor("/refused")).toEqual({
      kind: "message",
      text: "此書已被預約",
      durationMs: 2_500,
    });
  });

  it("a non-200 HTTP status opens the info dialog with the status", async () => {
    expect(await decisionFor("/http-502")).toEqual({ kind: "httpStatus", status: 502 });
    expect(await decisionFor("/no-such-path")).toEqual({ kind: "httpStatus", status: 404 });
  });

  it("a body that is not the server's envelope is never shown: 'network connection error'", async () => {
    expect(await decisionFor("/not-envelope")).toEqual({ kind: "network" });
    expect(await decisionFor("/upstream")).toEqual({ kind: "network" });
    expect(await decisionFor("/html-page")).toEqual({ kind: "network" });
  });

  it("a refused connection is a network error with no body ('network connection error')", async () => {
    const closed = await startTestServer({});
    const url = closed.url;
    await closed.close();
    expect(await decisionFor("/ok", { baseURL: url })).toEqual({ kind: "network" });
  });

  it("no answer within the time-out shows 'loading timed out'", async () => {
    const error = await failureOf(
      client({}, 300).request(post("/slow"), { query: {}, body: { name: "x" } }),
    );
    expect(error.failure).toEqual({ kind: "timeout" });
    expect(decideError(error.failure, "portal")).toEqual({ kind: "timeout" });
  });

  it("a request that cannot be built is a setup failure: 'loading timed out', nothing sent", async () => {
    const before = server.received.length;
    const error = await failureOf(
      client({ token: "bad\nvalue" }).request(post("/ok"), { query: {}, body: { name: "x" } }),
    );
    expect(error.failure.kind).toBe("setup");
    expect(decideError(error.failure, "portal")).toEqual({ kind: "timeout" });
    expect(server.received.length).toBe(before);
  });
});

describe("a write's Idempotency-Key (issue 17, point 1)", () => {
  const keyOf = (index = -1) => server.received.at(index)!.headers["idempotency-key"];
  const write = (path: string) => post(path, "form", true);
  const input = (name: string) => ({ query: {}, body: { name } });

  it("reads carry none; each new write action carries a new UUID", async () => {
    const api = client();
    await api.request(post("/ok"), input("a"));
    expect(keyOf()).toBeUndefined();
    await api.request(write("/ok"), input("a"));
    const first = keyOf();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Done: the same request again is a new action.
    await api.request(write("/ok"), input("a"));
    expect(keyOf()).not.toBe(first);
  });

  it("a retry of a write whose answer was lost sends the same key; another body a new one", async () => {
    const api = client({}, 300);
    const lost = await failureOf(api.request(write("/slow"), input("review")));
    expect(lost.unconfirmed).toBe(true);
    const first = keyOf();
    await failureOf(api.request(write("/slow"), input("review")));
    expect(keyOf()).toBe(first);
    await failureOf(api.request(write("/slow"), input("another review")));
    expect(keyOf()).not.toBe(first);
  });

  it("'still being processed' (409) keeps the key; a refusal ends the action", async () => {
    const api = client();
    const busy = await failureOf(api.request(write("/in-progress"), input("x")));
    expect(busy.unconfirmed).toBe(true);
    const first = keyOf();
    await failureOf(api.request(write("/in-progress"), input("x")));
    expect(keyOf()).toBe(first);

    const refused = await failureOf(api.request(write("/refused"), input("x")));
    expect(refused.unconfirmed).toBe(false);
    const refusedKey = keyOf();
    await failureOf(api.request(write("/refused"), input("x")));
    expect(keyOf()).not.toBe(refusedKey);
  });

  it("a key given by the caller is sent as it is", async () => {
    await client().request(write("/ok"), input("x"), { idempotencyKey: "action-7" });
    expect(keyOf()).toBe("action-7");
  });

  it("keys are UUIDs also where crypto.randomUUID is missing", () => {
    const keys = createActionKeys();
    const key = keys.take("a");
    expect(keys.take("a")).toBe(key);
    keys.settle("a");
    expect(keys.take("a")).not.toBe(key);
    expect(newActionKey()).not.toBe(newActionKey());
  });
});

describe("offline (issue 17, point 7)", () => {
  it("refuses at once with the offline message, sends nothing, and nothing is left to fire later", async () => {
    let online = false;
    const seen: ApiError[] = [];
    const api = createApiClient({
      baseURL: server.url,
      headers: () => ({}),
      isOnline: () => online,
      onError: (e) => seen.push(e),
    });
    const before = server.received.length;
    const error = await failureOf(
      api.request(post("/ok", "form", true), { query: {}, body: { name: "x" } }),
    );
    expect(error.failure).toEqual({ kind: "network", body: null, offline: true });
    expect(error.unconfirmed).toBe(false);
    expect(decideError(error.failure, "library")).toEqual({ kind: "network", offline: true });
    expect(seen).toEqual([error]);
    expect(error.reported).toBe(true);
    online = true;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.received.length).toBe(before);
  });
});
