import { endpoints, HEADERS, type Endpoint } from "@campus/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotencyKeys } from "../db/schema";
import {
  bodyOf,
  jsonSchemaOf,
  sampleFile,
  sampleInput,
  toSearch,
  type JsonSchema,
} from "../testing/contract-inputs";
import { demoCallers } from "../testing/demo-callers";
import { safetyEndpoints } from "../testing/safety-endpoints";
import { createTestApp, type DemoLogin, type TestApp } from "../testing/test-app";

/*
 * Idempotency keys (issue 17, decision 0011), over every write of the contract's table (so a
 * write added later is covered the day it is added): the same request twice with one key — at
 * once and one after the other — acts once and answers the same; the same key with another
 * body is refused and writes nothing; without a key a write works as before.
 */

const WRITES = safetyEndpoints().filter((e) => e.write);

let t: TestApp;
let callers: ReturnType<typeof demoCallers>;

beforeAll(async () => {
  t = await createTestApp();
  callers = demoCallers(t);
  // Every caller known by id from the start: a write that resets an account's sign-in (the
  // office's) cannot lock a later case out.
  await callers.loadRoles();
});
afterAll(async () => {
  await t.close();
});

/** A caller the endpoint lets in: staff for the desk, else the demo parent. */
function callerOf(endpoint: Endpoint): DemoLogin {
  const roles = endpoint.access.kind === "user" ? endpoint.access.roles : undefined;
  return roles && !roles.includes("parent") ? (roles[0] as DemoLogin) : "parent";
}

async function send(endpoint: Endpoint, input: { query?: unknown; body?: unknown }, key?: string) {
  const headers: Record<string, string> = {
    [HEADERS.token]: await callers.tokenOf(callerOf(endpoint)),
    [HEADERS.acceptLanguage]: "en-US",
  };
  if (key !== undefined) headers[HEADERS.idempotencyKey] = key;
  const path = endpoint.path + toSearch(input.query);
  if (endpoint.method === "GET") return (await t.call(path, { method: "GET", headers })).body;
  return (await t.call(path, { method: "POST", headers, ...bodyOf(endpoint, input.body) })).body;
}

function hasFields(endpoint: Endpoint, input: { query?: unknown; body?: unknown }) {
  const value = input.body ?? input.query;
  return typeof value === "object" && value !== null && Object.keys(value).length > 0;
}

/** The same input with its last field changed to another valid value: another request. */
function otherInput(endpoint: Endpoint, input: { query?: unknown; body?: unknown }) {
  const part = input.body !== undefined ? "body" : "query";
  return { ...input, [part]: changed(input[part], jsonSchemaOf(endpoint[part])) };
}

/**
 * The object with one field changed and still valid: the last that can change — an option, a
 * number, a flag or free text (not a day or a time, which have a format); else, inside the last
 * object field (a subscription's keys), the same; a list only when nothing else can.
 */
function changed(input: unknown, schema: JsonSchema | undefined): Record<string, unknown> {
  const value = { ...(input as Record<string, unknown>) };
  const properties = schema?.properties ?? {};
  const changeable = (key: string) => {
    const property = properties[key] ?? {};
    if (property.enum || property.type === "boolean") return true;
    if (property.type === "number" || property.type === "integer") return true;
    return property.type === "string" && !property.examples && !property.pattern;
  };
  const keys = Object.keys(value);
  const name = keys.findLast(changeable) ?? keys.at(-1)!;
  const v = value[name];
  const options = properties[name]?.enum;
  value[name] = options
    ? options.find((option) => option !== v)
    : v instanceof Blob
      ? sampleFile("x")
      : typeof v === "number"
        ? v + 1
        : typeof v === "boolean"
          ? !v
          : Array.isArray(v)
            ? // A list (a rollover's class moves): one item more, as the schema takes it.
              [...v, ...v.slice(0, 1)]
            : v !== null && typeof v === "object"
              ? changed(v, properties[name])
              : `${String(v)}x`;
  return value;
}

describe("every write takes an Idempotency-Key", () => {
  it("declares the key on every write of the table", () => {
    // The platform's and the library's writes, audited by name (a feature added later marks its
    // own; the cases below cover them the day they are added).
    const audited = new Set(["account", "school", "library"]);
    expect(
      (Object.values(endpoints) as Endpoint[])
        .filter((e) => e.write && audited.has(e.tag))
        .map((e) => e.id)
        .sort(),
    ).toEqual(
      [
        "accountSetPassword",
        "pushSubscribe",
        "pushUnsubscribe",
        "changeLang",
        "setChild",
        "schoolSetChild",
        "libraryFavorite",
        "libraryReserve",
        "libraryCancelReservation",
        "libraryRenew",
        "libraryReportLoss",
        "libraryRemindOverdue",
        "libraryAddReview",
        "libraryDeleteReview",
        "libraryLikeReview",
        "deskReservationStatus",
        "deskCheckout",
        "deskReturn",
        "deskDecideLoss",
        "catalogueSaveBook",
        "catalogueBookStatus",
        "catalogueSaveCopy",
        "catalogueCopyStatus",
        "catalogueUploadCover",
        "catalogueImportCheck",
        "catalogueImportConfirm",
        "catalogueImportUndo",
        "catalogueImportDiscard",
        "stocktakeStart",
        "stocktakeScan",
        "stocktakeClose",
      ].sort(),
    );
  });

  it.each(WRITES.map((e) => [e.id, e] as const))(
    "%s: a repeat, at once or later, acts once and answers the first answer; another body is refused",
    async (_id, endpoint) => {
      const input = sampleInput(endpoint);
      const key = `k-${endpoint.id}-${Math.random().toString(36).slice(2)}`;
      // Signed in first: both requests on one session (a password change ends the others).
      await callers.tokenOf(callerOf(endpoint));
      const [first, concurrent] = await Promise.all([
        send(endpoint, input, key),
        send(endpoint, input, key),
      ]);
      expect(concurrent).toEqual(first);
      const afterOnce = await t.counts();
      expect(await send(endpoint, input, key)).toEqual(first);
      expect(await t.counts()).toEqual(afterOnce);

      // A write that takes no fields (renew the calendar feed) has no other request to send.
      if (hasFields(endpoint, input)) {
        const reused = await send(endpoint, otherInput(endpoint, input), key);
        expect(reused).toEqual({
          code: 422,
          msg: "This action's request key was already used for a different request. Please start the action again",
          data: null,
        });
        expect(await t.counts()).toEqual(afterOnce);
      }

      const [row] = await t.database.db
        .select({ state: idempotencyKeys.state })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.endpoint, endpoint.id), eq(idempotencyKeys.key, key)));
      expect(row?.state).toBe("done");
      // Without a key the write is served as before (never the key's refusals).
      expect([422].includes((await send(endpoint, input)).code)).toBe(false);
    },
  );

  it("refuses a key that is not 1–255 visible ASCII characters, acting on nothing", async () => {
    const endpoint = endpoints.libraryFavorite as Endpoint;
    // Signed in before counting (the first call as this caller would add its session).
    await callers.tokenOf(callerOf(endpoint));
    const before = await t.counts();
    for (const key of ["", "a b", "é", "x".repeat(256)]) {
      const answer = await send(endpoint, sampleInput(endpoint), key);
      expect(answer.code).toBe(400);
    }
    expect(await t.counts()).toEqual(before);
  });

  it("forgets a key after 24 hours, and the server's clock prunes it", async () => {
    const endpoint = endpoints.libraryFavorite as Endpoint;
    const input = sampleInput(endpoint);
    await send(endpoint, input, "old-key");
    t.clock.advance(24 * 3_600_000 + 1);
    try {
      // Another body under the old key is a new action now.
      expect((await send(endpoint, otherInput(endpoint, input), "old-key")).code).not.toBe(422);
      await send(endpoint, input, "newer-key");
      expect((await t.runChores())["platform.forget-expired"]).toBeGreaterThan(0);
      const rows = await t.database.db.select().from(idempotencyKeys);
      expect(rows.every((row) => row.expiresAt.getTime() > t.clock.now().getTime())).toBe(true);
    } finally {
      t.clock.advance(-(24 * 3_600_000 + 1));
    }
  });
});
