import { endpoints, HEADERS, REGISTRATION_DOCUMENT_PATH } from "@campus/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rolePermissions } from "../db/schema";
import { seedReference } from "../seed/reference";
import { createTestApp, type TestApp } from "../testing/test-app";
import { submitApplication } from "./testing/registration-tests";

/*
 * The office's calls need the action keys of spec §6 on the office's pages, whatever the screens
 * show: staff whose roles lose "edit" on the applications, or "add" on the sessions, are refused
 * by the server (403) and nothing changes.
 */

let t: TestApp;
let staff: string;
let guardian: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.signIn("staff");
  guardian = await t.signIn("guardian");
});
afterAll(async () => {
  await t.close();
});

/** Staff keep only `actions` on `page` (until the reference data is written again). */
async function limit(page: string, actions: ("query" | "get" | "edit" | "add")[]) {
  await t.database.db
    .update(rolePermissions)
    .set({ actions })
    .where(and(eq(rolePermissions.role, "staff"), eq(rolePermissions.routeCode, page)));
}

describe("the office's action keys", () => {
  it("refuses a change the staff member's roles do not allow, and allows it again when they do", async () => {
    const app = await submitApplication(t, guardian, "PERM1");
    const session = {
      starts_at: "2026-09-26T02:00:00.000Z",
      ends_at: "2026-09-26T02:45:00.000Z",
      venue: "校長室",
      group_name: "P",
      capacity: 3,
      published: true,
    };
    try {
      await limit("registration.office", ["query", "get"]);
      await limit("registration.sessions", ["query", "get"]);
      const before = await t.counts();
      const decide = () =>
        t.request(
          endpoints.registrationOfficeDecide,
          { id: app.id, decision: "start" },
          { token: staff },
        );
      expect((await decide()).code).toBe(403);
      expect(
        (await t.request(endpoints.registrationOfficeSaveSession, session, { token: staff })).code,
      ).toBe(403);
      // Reading is still allowed.
      expect(
        (
          await t.request(
            endpoints.registrationOfficeApplications,
            { pageNum: 1, pageSize: 10 },
            { token: staff },
          )
        ).code,
      ).toBe(200);
      expect(
        (await t.request(endpoints.registrationApplication, { id: app.id }, { token: staff })).code,
      ).toBe(200);
      expect(await t.counts()).toEqual(before);

      await limit("registration.office", []);
      expect(
        (await t.request(endpoints.registrationApplication, { id: app.id }, { token: staff })).code,
      ).toBe(403);
      const photo = await t.app.request(`${REGISTRATION_DOCUMENT_PATH}/${app.id}/photo`, {
        headers: { [HEADERS.token]: staff },
      });
      expect(photo.status).toBe(404);
    } finally {
      await seedReference(t.database.db);
    }
    expect(
      (
        await t.request(
          endpoints.registrationOfficeDecide,
          { id: app.id, decision: "start" },
          { token: staff },
        )
      ).code,
    ).toBe(200);
    expect(
      (await t.request(endpoints.registrationOfficeSaveSession, session, { token: staff })).code,
    ).toBe(200);
  });

  it("lists the office's pages in staff's menu with their actions", async () => {
    const info = await t.ok(endpoints.userInfo, undefined, { token: staff });
    expect(info.permissions["registration.office"]).toEqual(["edit", "get", "query"]);
    expect(info.permissions["registration.sessions"]).toEqual([
      "add",
      "delete",
      "edit",
      "get",
      "query",
    ]);
  });

  it("deletes a session with the sessions page's delete key, which a school may keep back", async () => {
    const made = await t.ok(
      endpoints.registrationOfficeSaveSession,
      {
        starts_at: "2026-09-27T02:00:00.000Z",
        ends_at: "2026-09-27T02:45:00.000Z",
        venue: "校長室",
        group_name: "Q",
        capacity: 3,
        published: false,
      },
      { token: staff },
    );
    const remove = () =>
      t.request(endpoints.registrationOfficeDeleteSession, { id: made.id }, { token: staff });
    try {
      await limit("registration.sessions", ["query", "get", "add", "edit"]);
      const before = await t.counts();
      expect((await remove()).code).toBe(403);
      expect(await t.counts()).toEqual(before);
    } finally {
      await seedReference(t.database.db);
    }
    expect((await remove()).code).toBe(200);
  });
});
