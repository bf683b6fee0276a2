import { downloads, HEADERS, type DownloadEndpoint, type Role } from "@campus/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonSchemaOf, sampleOf, toSearch } from "../testing/contract-inputs";
import { CALLER_ROLES, demoCallers } from "../testing/demo-callers";
import { changedTables, tableFingerprint } from "../testing/table-fingerprint";
import { createTestApp, type DemoLogin, type TestApp } from "../testing/test-app";

/*
 * The safety net over the contract's downloads (decision 0041), walked from its table so a file
 * added later is in it the day it is added: who may have each (signed out, a token that opens no
 * session, each demo role the row does not name: a plain 404, never the file), and malformed
 * addresses and queries (never a 5xx, nothing written).
 */

const ALL = Object.values(downloads) as DownloadEndpoint[];

/** Each part of an address filled with something of its shape (a record id, a code, a secret). */
const SAMPLE_PARTS: Record<string, string> = {
  id: "1",
  code: "birth_certificate",
  file: `${"a".repeat(32)}.ics`,
};

/** The address with its parts filled and the query's required fields (samples of their shape). */
function address(download: DownloadEndpoint, parts: Record<string, string> = SAMPLE_PARTS) {
  const path = download.path.replace(/:(\w+)/g, (_, name: string) => parts[name] ?? "1");
  const schema = jsonSchemaOf(download.query);
  const sample = (sampleOf(schema) ?? {}) as Record<string, unknown>;
  const required = new Set(schema?.required ?? []);
  return (
    path + toSearch(Object.fromEntries(Object.entries(sample).filter(([k]) => required.has(k))))
  );
}

let t: TestApp;
let callers: ReturnType<typeof demoCallers>;

async function get(path: string, token?: string) {
  const headers: Record<string, string> = {};
  if (token) headers[HEADERS.token] = token;
  const response = await t.app.request(path, { headers });
  return { status: response.status, type: response.headers.get("content-type") ?? "" };
}

function named(download: DownloadEndpoint, who: DemoLogin) {
  const { access } = download;
  if (access.kind === "public" || !access.roles) return true;
  return callers.rolesOf.get(who)!.some((role) => access.roles!.includes(role as Role));
}

beforeAll(async () => {
  t = await createTestApp();
  callers = demoCallers(t);
  await callers.loadRoles();
});
afterAll(async () => {
  await t.close();
});

describe("who may have a file", () => {
  it.each(ALL.filter((d) => d.access.kind === "user").map((d) => [d.id, d] as const))(
    "%s: signed out, or with a token that opens no session, is not found",
    async (_, download) => {
      for (const token of [undefined, "forged", Buffer.alloc(32, 7).toString("base64url")])
        expect(await get(address(download), token)).toEqual({
          status: 404,
          type: "text/plain; charset=UTF-8",
        });
    },
  );

  it.each(ALL.map((d) => [d.id, d] as const))(
    "%s: a role the row does not name is not found",
    async (_, download) => {
      const outside = CALLER_ROLES.filter((who) => !named(download, who));
      for (const who of outside)
        expect((await get(address(download), await callers.tokenOf(who))).status, who).toBe(404);
    },
  );

  it("answers each file without parts to a role its row names, as the row's media type", async () => {
    for (const download of ALL.filter((d) => Object.keys(d.params).length === 0)) {
      const inside = CALLER_ROLES.filter((who) => named(download, who));
      const answers = await Promise.all(
        inside.map(async (who) => get(address(download), await callers.tokenOf(who))),
      );
      const given = answers.filter((answer) => answer.status === 200);
      expect(given.length, download.id).toBeGreaterThan(0);
      for (const answer of given)
        expect(
          download.media.some((type) => answer.type.startsWith(type)),
          download.id,
        ).toBe(true);
    }
  });
});

/** What an address's part or a query's field is sent instead of what it should be. */
const MALFORMED = [
  "0",
  "-1",
  "1.5",
  "1e3",
  "0x10",
  "99999999999999999999999",
  "%00",
  "%F0%9F%A6%95",
  "%E6%81%90%E9%BE%8D",
  "..%2F..%2Fetc%2Fpasswd",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "'%20OR%20'1'%3D'1",
  "x".repeat(5000),
  "%ZZ",
];

describe("malformed addresses and queries", () => {
  it.each(ALL.map((d) => [d.id, d] as const))(
    "%s: never fails, never gives what it was not asked for, writes nothing",
    async (_, download) => {
      const who = CALLER_ROLES.find((role) => named(download, role));
      const token = who && (await callers.tokenOf(who));
      const before = await tableFingerprint(t.database.db);
      const fields = Object.keys(jsonSchemaOf(download.query)?.properties ?? {});
      for (const bad of MALFORMED) {
        // A malformed part of the address is never read as some record: not found.
        for (const part of Object.keys(download.params)) {
          const path = address(download, { ...SAMPLE_PARTS, [part]: bad });
          expect((await get(path, token)).status, path.slice(0, 200)).toBe(404);
        }
        // A query's field: refused (not found) or, where the field is not the row's, passed over.
        for (const field of [...fields, "unknown"]) {
          const base = address(download);
          const path = `${base}${base.includes("?") ? "&" : "?"}${field}=${bad}`;
          expect([200, 404], path.slice(0, 200)).toContain((await get(path, token)).status);
        }
      }
      expect(changedTables(before, await tableFingerprint(t.database.db))).toEqual([]);
    },
  );
});
