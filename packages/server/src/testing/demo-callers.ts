import { eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { users } from "../db/schema";
import { createSession, findSession } from "../services/sessions";
import type { DemoLogin, TestApp } from "./test-app";

/** The demo accounts the safety-net suites call as, one per role. */
export const CALLER_ROLES: DemoLogin[] = [
  "parent",
  "student",
  "teacher",
  "staff",
  "librarian",
  "guardian",
];

/**
 * A valid token per demo account, kept across calls. After a call ended the session (a logout, a
 * password change, the account closed), a new session is made directly: signing in again costs
 * an scrypt hash each time, and a suite may have changed the password.
 */
export function demoCallers(t: TestApp) {
  const db: Db = t.database.db;
  const tokens = new Map<DemoLogin, string>();
  const userIds = new Map<DemoLogin, number>();
  const rolesOf = new Map<DemoLogin, string[]>();

  async function tokenOf(who: DemoLogin): Promise<string> {
    const known = tokens.get(who);
    const session = known ? await findSession(db, known, t.clock.now()) : null;
    if (known && session) {
      userIds.set(who, session.user.id);
      return known;
    }
    const userId = userIds.get(who);
    // A fuzzed roster change (a rollover, an import undone) may have closed the account: the
    // suites need one live account per role, so it is opened again.
    if (userId) await db.update(users).set({ status: "active" }).where(eq(users.id, userId));
    const fresh = userId
      ? (await createSession(db, userId, null, t.clock.now())).token
      : await t.signIn(who);
    tokens.set(who, fresh);
    // Known from now on: a call that changes the account's password cannot lock the suite out.
    userIds.set(who, (await findSession(db, fresh, t.clock.now()))!.user.id);
    return fresh;
  }

  /** Reads each account's roles from user info (what the server says, not a guess). */
  async function loadRoles(accounts: readonly DemoLogin[] = CALLER_ROLES) {
    for (const who of accounts) {
      const { body } = await t.call("/parent_student/api/user_info", {
        method: "GET",
        token: await tokenOf(who),
      });
      rolesOf.set(who, body.data.roles);
    }
  }

  return { tokenOf, rolesOf, loadRoles };
}
