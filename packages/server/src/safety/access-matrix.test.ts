import { endpoints, HEADERS, SCHOOL_ROLES, type Endpoint } from "@campus/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken, SESSION_TTL_MS } from "../services/sessions";
import { checked } from "../http/answer-check";
import {
  bodyOf,
  jsonSchemaOf,
  sampleInput,
  toSearch,
  type JsonSchema,
} from "../testing/contract-inputs";
import { CALLER_ROLES, demoCallers } from "../testing/demo-callers";
import { safetyEndpoints } from "../testing/safety-endpoints";
import { changedTables, tableFingerprint } from "../testing/table-fingerprint";
import {
  createTestApp,
  type DemoLogin,
  type TestApp,
  type TestEnvelope,
} from "../testing/test-app";

/*
 * The access matrix: every endpoint of the contract (walked from the table, so an endpoint added
 * later is in it the day it is added) called signed out, as each demo role, and with tokens that
 * must not open a session; each answer must match the endpoint's declared `access`. Then the
 * reader's records: one family (or child) cannot read or act on another's.
 */

const ALL = Object.values(endpoints) as Endpoint[];
/** The matrix's rows: every endpoint (SAFETY_ONLY: a generated feature's). */
const MATRIX = safetyEndpoints();
const ROLES = [
  "parent",
  "student",
  "teacher",
  "staff",
  "guardian",
] as const satisfies readonly DemoLogin[];
const BAD_TOKENS = ["forged", "tokenHash", "expired", "revoked"] as const;

const LOGIN_REQUIRED = { code: 401, msg: "請先登入", data: null };
const FORBIDDEN_CODE = 403;

let t: TestApp;
let calls = 0;

async function callEndpoint(
  endpoint: Endpoint,
  token: string | undefined,
  input: { query?: unknown; body?: unknown } = sampleInput(endpoint),
): Promise<{ status: number; body: TestEnvelope }> {
  calls += 1;
  const headers: Record<string, string> = {};
  if (token) headers[HEADERS.token] = token;
  const path = endpoint.path + toSearch(input.query);
  if (endpoint.method === "GET") return t.call(path, { method: "GET", headers });
  return t.call(path, { method: "POST", headers, ...bodyOf(endpoint, input.body) });
}

let callers: ReturnType<typeof demoCallers>;
const tokenOf = (who: DemoLogin) => callers.tokenOf(who);

const badTokens: Record<(typeof BAD_TOKENS)[number], string> = {
  forged: "",
  tokenHash: "",
  expired: "",
  revoked: "",
};

beforeAll(async () => {
  t = await createTestApp();
  // Expired: signed in, then a week and a second pass. Every other token is made after that.
  badTokens.expired = await t.signIn("parent");
  t.clock.advance(SESSION_TTL_MS + 1000);
  // Forged: the shape of a token, never issued.
  badTokens.forged = Buffer.alloc(32, 7).toString("base64url");
  // What the database stores (a leaked sessions table) is not a token either.
  badTokens.tokenHash = hashToken(await t.signIn("teacher"));
  // Revoked: signed out.
  badTokens.revoked = await t.signIn("staff");
  const out = await t.call("/parent_student/logout", { token: badTokens.revoked });
  expect(out.body.code).toBe(200);
  callers = demoCallers(t);
  await callers.loadRoles([...CALLER_ROLES, ...NEIGHBOURS.map(([neighbour]) => neighbour)]);
});
afterAll(async () => {
  await t.close();
});

function expectEnvelope(answer: { status: number; body: TestEnvelope }) {
  expect(answer.status).toBe(200);
  expect(typeof answer.body.code).toBe("number");
  expect(typeof answer.body.msg).toBe("string");
  expect(answer.body).toHaveProperty("data");
}

// ── Whose records: runs first, on the seed's records ─────────────────────────────────────

/** Integer inputs naming something every reader may see (the school, the catalogue). */
const CATALOGUE_IDS = new Set(["schoolId", "bookId", "categoryId", "subcategoryId", "publisherId"]);
/** Endpoints that act on another reader's record by design: liking a review (reviews are public). */
const ON_OTHERS_BY_DESIGN = new Set<string>([endpoints.libraryLikeReview.id]);

function recordIdFields(endpoint: Endpoint): { part: "query" | "body"; field: string }[] {
  const found: { part: "query" | "body"; field: string }[] = [];
  for (const part of ["query", "body"] as const) {
    const schema: JsonSchema | undefined = jsonSchemaOf(endpoint[part]);
    for (const [field, property] of Object.entries(schema?.properties ?? {}))
      if (property.type === "integer" && /(^id$|Id$)/.test(field) && !CATALOGUE_IDS.has(field))
        found.push({ part, field });
  }
  return found;
}

interface Rows<T> {
  rows: T[];
}

/** A person's user id, their children's, and the ids of every record they own (`reader_id`). */
async function ownedIds(who: DemoLogin): Promise<Set<number>> {
  const { body } = await t.call("/parent_student/api/user_info", {
    method: "GET",
    token: await tokenOf(who),
  });
  const people = [body.data.user_id, ...body.data.childsUser.map((c: { id: number }) => c.id)];
  const tables = (await t.database.db.execute(
    sql`SELECT c.table_name AS name FROM information_schema.columns c
      JOIN information_schema.columns i ON i.table_name = c.table_name AND i.column_name = 'id'
        AND i.table_schema = 'public'
      WHERE c.table_schema = 'public' AND c.column_name = 'reader_id'`,
  )) as unknown as Rows<{ name: string }>;
  const ids = new Set<number>(people);
  for (const { name } of tables.rows) {
    const rows = (await t.database.db.execute(
      sql.raw(`SELECT id FROM "${name}" WHERE reader_id IN (${people.join(",")})`),
    )) as unknown as Rows<{ id: number }>;
    for (const row of rows.rows) ids.add(Number(row.id));
  }
  return ids;
}

const OWNERSHIP_CASES: [attacker: DemoLogin, victim: DemoLogin][] = [
  ["otherParent", "parent"], // another family's parent: neither of the demo parent's children
  ["otherStudent", "parent"], // another family's child
  ["student", "youngerStudent"], // a sibling: 陳小明 cannot act on 陳小欣's records
];

const actingEndpoints = ALL.filter(
  (e) => e.access.kind === "user" && recordIdFields(e).length > 0 && !ON_OTHERS_BY_DESIGN.has(e.id),
);
/** Lists every signed-in member of a school may ask for (no role of its own). */
const listEndpoints = ALL.filter((e) => {
  if (e.access.kind !== "user" || recordIdFields(e).length > 0) return false;
  const roles = e.access.roles;
  return !roles || SCHOOL_ROLES.every((r) => roles.includes(r));
});

describe("a reader's records are theirs alone", () => {
  it("finds endpoints that take record ids in the contract", () => {
    // The cases below are derived; this keeps them from silently becoming none.
    expect(actingEndpoints.map((e) => e.id)).toEqual(
      expect.arrayContaining([
        "libraryCancelReservation",
        "libraryRenew",
        "libraryReportLoss",
        "libraryDeleteReview",
        "setChild",
      ]),
    );
  });

  it.each(OWNERSHIP_CASES)(
    "%s can neither act on nor change %s's records, by any id",
    async (attacker, victim) => {
      const mine = await ownedIds(attacker);
      const foreign = [...(await ownedIds(victim))].filter((id) => !mine.has(id));
      expect(foreign.length).toBeGreaterThanOrEqual(3);
      const token = await tokenOf(attacker);
      const roles = (await t.call("/parent_student/api/user_info", { method: "GET", token })).body
        .data.roles as string[];
      let tried = 0;
      for (const endpoint of actingEndpoints) {
        const allowed = endpoint.access.kind === "user" ? endpoint.access.roles : undefined;
        if (allowed && !roles.some((r) => (allowed as readonly string[]).includes(r))) continue;
        for (const { part, field } of recordIdFields(endpoint)) {
          for (const id of foreign) {
            const input = sampleInput(endpoint) as Record<string, Record<string, unknown>>;
            input[part] = { ...input[part], [field]: id };
            const before = await tableFingerprint(t.database.db);
            const answer = await callEndpoint(endpoint, await tokenOf(attacker), input);
            expectEnvelope(answer);
            expect(
              answer.body.code,
              `${attacker} → ${endpoint.id} ${field}=${id} (${victim}'s)`,
            ).not.toBe(200);
            expect(changedTables(before, await tableFingerprint(t.database.db))).toEqual([]);
            tried += 1;
          }
        }
      }
      expect(tried).toBeGreaterThan(0);
    },
  );

  it.each(OWNERSHIP_CASES)("%s reads none of %s's records", async (attacker, victim) => {
    let victimItems = 0;
    for (const endpoint of listEndpoints) {
      const input = sampleInput(endpoint) as { body?: Record<string, unknown> };
      if (input.body && "pageSize" in input.body) input.body.pageSize = 100;
      const theirs = await callEndpoint(endpoint, await tokenOf(victim), input);
      const seen = await callEndpoint(endpoint, await tokenOf(attacker), input);
      const items = (answer: typeof theirs): string[] =>
        Array.isArray(answer.body.data?.list)
          ? answer.body.data.list.map((item: unknown) => JSON.stringify(item))
          : [];
      const victimList = items(theirs);
      victimItems += victimList.length;
      const leaked = items(seen).filter((item) => victimList.includes(item));
      expect(leaked, `${endpoint.id} shows ${attacker} ${victim}'s records`).toEqual([]);
    }
    // The victim has records to leak: otherwise this test could not fail.
    expect(victimItems).toBeGreaterThan(5);
  });
});

// ── Another school's people: runs before the matrix, on the seed's records ──────────────

/** The neighbour school's people, each beside the demo school's person of the same role. */
const NEIGHBOURS: [neighbour: DemoLogin, demo: DemoLogin][] = [
  ["neighbourParent", "parent"],
  ["neighbourStudent", "student"],
  ["neighbourTeacher", "teacher"],
  ["neighbourStaff", "staff"],
];

/** The fields that name a record, the school's catalogue's included (another school has its own). */
function anyRecordIdFields(endpoint: Endpoint): { part: "query" | "body"; field: string }[] {
  const found: { part: "query" | "body"; field: string }[] = [];
  for (const part of ["query", "body"] as const) {
    const schema: JsonSchema | undefined = jsonSchemaOf(endpoint[part]);
    for (const [field, property] of Object.entries(schema?.properties ?? {}))
      if (property.type === "integer" && /(^id$|Id$|_id$)/.test(field) && field !== "schoolId")
        found.push({ part, field });
  }
  return found;
}

/**
 * Ids of the demo school's rows: the newest of every table with a `school_id` and an `id` (and
 * of the tables whose rows inherit their school), none that is also a neighbour's row.
 */
async function demoSchoolIds(): Promise<number[]> {
  const school = async (code: string) =>
    (
      (await t.database.db.execute(
        sql`SELECT id FROM schools WHERE code = ${code}`,
      )) as unknown as Rows<{ id: number }>
    ).rows[0]!.id;
  const demo = await school("DEMO");
  const neighbour = await school("HARBOUR");
  const tables = (
    (await t.database.db.execute(
      sql`SELECT s.table_name AS name FROM information_schema.columns s
        JOIN information_schema.columns i ON i.table_name = s.table_name AND i.column_name = 'id'
          AND i.table_schema = 'public'
        WHERE s.table_schema = 'public' AND s.column_name = 'school_id'`,
    )) as unknown as Rows<{ name: string }>
  ).rows.map((row) => row.name);
  const ids = new Set<number>();
  const theirs = new Set<number>();
  for (const name of tables) {
    const newest = (await t.database.db.execute(
      sql.raw(`SELECT max(id) AS id FROM "${name}" WHERE school_id = ${demo}`),
    )) as unknown as Rows<{ id: number | null }>;
    if (newest.rows[0]?.id) ids.add(Number(newest.rows[0].id));
    const own = (await t.database.db.execute(
      sql.raw(`SELECT id FROM "${name}" WHERE school_id = ${neighbour}`),
    )) as unknown as Rows<{ id: number }>;
    for (const row of own.rows) theirs.add(Number(row.id));
  }
  return [...ids].filter((id) => !theirs.has(id));
}

/**
 * An endpoint's input with only its required fields (no optional filter narrowing a list to
 * nothing), and lists' pages of 100: what a person sees of everything.
 */
function everythingInput(endpoint: Endpoint): { query?: unknown; body?: unknown } {
  const input = sampleInput(endpoint) as Record<string, unknown>;
  for (const part of ["query", "body"] as const) {
    const schema: JsonSchema | undefined = jsonSchemaOf(endpoint[part]);
    const value = input[part];
    if (!schema?.properties || !value || typeof value !== "object") continue;
    const required = new Set(schema.required ?? []);
    const kept = Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter(([key]) => required.has(key)),
    );
    if ("pageSize" in schema.properties) kept.pageSize = 100;
    input[part] = kept;
  }
  return input;
}

describe("another school's people", () => {
  it.each(NEIGHBOURS)(
    "%s reads none of what %s reads in the demo school",
    async (neighbour, demo) => {
      const roles = callers.rolesOf.get(demo)!;
      let demoItems = 0;
      for (const endpoint of ALL) {
        if (endpoint.access.kind !== "user" || anyRecordIdFields(endpoint).length > 0) continue;
        const allowed = endpoint.access.roles as readonly string[] | undefined;
        if (allowed && !roles.some((r) => allowed.includes(r))) continue;
        const input = everythingInput(endpoint);
        const items = (answer: { body: TestEnvelope }): string[] =>
          Array.isArray(answer.body.data?.list)
            ? answer.body.data.list.map((item: unknown) => JSON.stringify(item))
            : [];
        const theirs = items(await callEndpoint(endpoint, await tokenOf(demo), input));
        demoItems += theirs.length;
        const seen = items(await callEndpoint(endpoint, await tokenOf(neighbour), input));
        const leaked = seen.filter((item) => theirs.includes(item));
        expect(leaked, `${endpoint.id} shows ${neighbour} the demo school's`).toEqual([]);
      }
      // The demo school has lists to leak: otherwise this test could not fail.
      expect(demoItems).toBeGreaterThan(5);
    },
  );

  it("act on nothing of the demo school's, by any id", async () => {
    const foreign = await demoSchoolIds();
    expect(foreign.length).toBeGreaterThanOrEqual(10);
    const accepted: string[] = [];
    const changed: string[] = [];
    let tried = 0;
    for (const endpoint of ALL) {
      const fields = anyRecordIdFields(endpoint);
      if (endpoint.access.kind !== "user" || fields.length === 0) continue;
      const allowed = endpoint.access.roles as readonly string[] | undefined;
      const pair = NEIGHBOURS.find(
        ([n]) => !allowed || callers.rolesOf.get(n)!.some((r) => allowed.includes(r)),
      );
      if (!pair) continue;
      const [who, demo] = pair;
      const before = await tableFingerprint(t.database.db);
      for (const { part, field } of fields)
        for (const id of foreign) {
          const input = sampleInput(endpoint) as Record<string, Record<string, unknown>>;
          input[part] = { ...input[part], [field]: id };
          const answer = await callEndpoint(endpoint, await tokenOf(who), input);
          expectEnvelope(answer);
          tried += 1;
          if (answer.body.code !== 200) continue;
          // A list narrowed by another school's id may answer: with none of that school's items.
          const list = answer.body.data?.list;
          if (Array.isArray(list)) {
            if (list.length === 0) continue;
            const theirs = await callEndpoint(endpoint, await tokenOf(demo), input);
            const demoItems = (theirs.body.data?.list ?? []).map((i: unknown) => JSON.stringify(i));
            if (!list.some((item: unknown) => demoItems.includes(JSON.stringify(item)))) continue;
          }
          accepted.push(`${who} → ${endpoint.id} ${field}=${id}`);
        }
      const after = await tableFingerprint(t.database.db);
      const tables = changedTables(before, after).filter((name) => name !== "sessions");
      if (tables.length > 0) changed.push(`${endpoint.id}: ${tables.join(", ")}`);
    }
    expect(tried).toBeGreaterThan(100);
    expect(accepted).toEqual([]);
    expect(changed).toEqual([]);
  });
});

// ── The matrix ───────────────────────────────────────────────────────────────────────────

type Identity = "signedOut" | (typeof ROLES)[number] | (typeof BAD_TOKENS)[number];
const IDENTITIES: Identity[] = ["signedOut", ...ROLES, ...BAD_TOKENS];

async function tokenFor(identity: Identity): Promise<string | undefined> {
  if (identity === "signedOut") return undefined;
  if ((BAD_TOKENS as readonly string[]).includes(identity))
    return badTokens[identity as (typeof BAD_TOKENS)[number]];
  return tokenOf(identity as DemoLogin);
}

describe("the access matrix", () => {
  it.each(MATRIX.map((e) => [e.id, e.access.kind, e] as const))(
    "%s (%s) answers each caller as its access says",
    async (_id, _kind, endpoint) => {
      for (const identity of IDENTITIES) {
        const answer = await callEndpoint(endpoint, await tokenFor(identity));
        const where = `${endpoint.id} as ${identity}`;
        expectEnvelope(answer);
        const role = (ROLES as readonly string[]).includes(identity)
          ? (identity as (typeof ROLES)[number])
          : null;
        if (endpoint.access.kind === "public") {
          expect([401, FORBIDDEN_CODE], where).not.toContain(answer.body.code);
        } else if (!role) {
          expect(answer.body, where).toEqual(LOGIN_REQUIRED);
        } else {
          const allowed = endpoint.access.roles as readonly string[] | undefined;
          const permitted = !allowed || callers.rolesOf.get(role)!.some((r) => allowed.includes(r));
          if (permitted) expect([401, FORBIDDEN_CODE], where).not.toContain(answer.body.code);
          else expect(answer.body.code, where).toBe(FORBIDDEN_CODE);
        }
      }
    },
  );
});

describe("the count", () => {
  it("called every endpoint as every identity, and says how many calls it made", () => {
    expect(IDENTITIES.length).toBe(10);
    expect(calls).toBeGreaterThanOrEqual(MATRIX.length * IDENTITIES.length);
    console.log(
      `access matrix: ${MATRIX.length} endpoints × ${IDENTITIES.length} callers, ${calls} calls in all (with the records checks), ${checked.count} answers checked against the contract`,
    );
  });
});
