import { endpoints } from "@campus/contract";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../db/schema";
import { createSession } from "../services/sessions";
import { schoolFromRoster } from "../testing/run-admin";
import { createTestApp, type TestApp } from "../testing/test-app";
import { classAfter, rolloverYears } from "./rollover";

/*
 * The year-end rollover (issue 36 §6), on a school started from its roster (4A: two students,
 * 2B: one): the plan, the refusals (nothing written), the rollover — a class moved, a class left
 * with its accounts closed —, once a year, and undone from the roster's history.
 */

describe("where a class goes by default", () => {
  it("moves each level up by one and lets the top level leave", () => {
    expect(
      ["P1A", "P5C", "P6A", "S3B", "S6D", "K1", "K3", "4A", "6E", "1"].map(classAfter),
    ).toEqual(["P2A", "P6C", "", "S4B", "", "K2", "", "5A", "", "2"]);
  });

  it("keeps a name it cannot read", () => {
    expect(["Lotus", "四甲", ""].map(classAfter)).toEqual(["Lotus", "四甲", ""]);
  });

  it("leads into the school year starting this calendar year", () => {
    expect(rolloverYears(new Date("2027-07-10T04:00:00Z"))).toEqual({
      from: "2026/27",
      to: "2027/28",
    });
    // 1 January in Hong Kong is still 31 December in UTC: the school's day counts.
    expect(rolloverYears(new Date("2026-12-31T17:00:00Z"))).toEqual({
      from: "2026/27",
      to: "2027/28",
    });
    expect(rolloverYears(new Date("2099-08-01T00:00:00Z")).to).toBe("2099/00");
  });
});

let t: TestApp;
let office: string;

const idOf = async (username: string) =>
  (await t.database.db.select().from(users).where(eq(users.username, username)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  await schoolFromRoster(t, { code: "ROL", nameZh: "升班小學", nameEn: "Rollover Primary" });
  const officeId = (await idOf("office.rol")).id;
  office = (await createSession(t.database.db, officeId, null, t.clock.now())).token;
});
afterAll(async () => {
  await t.close();
});

const plan = () => t.ok(endpoints.officeRolloverPlan, {}, { token: office });

describe("the office rolls the school over", () => {
  it("reads the plan: each class, its students and where it goes", async () => {
    const years = rolloverYears(t.clock.now());
    expect(await plan()).toEqual({
      year_from: years.from,
      year_to: years.to,
      done: false,
      classes: [
        { class_name: "2B", students: 1, to: "3B" },
        { class_name: "4A", students: 2, to: "5A" },
      ],
    });
  });

  it("refuses a plan missing a class, two classes into one, a name too long; writes nothing", async () => {
    const before = await t.counts();
    for (const [moves, field] of [
      [[{ from: "4A", to: "5A" }], "moves"],
      [
        [
          { from: "4A", to: "5A" },
          { from: "2B", to: "5A" },
        ],
        "moves",
      ],
      [
        [
          { from: "4A", to: "5A" },
          { from: "2B", to: "3B".repeat(6) },
        ],
        "moves.1.to",
      ],
    ] as const) {
      const refusal = await t.refused(endpoints.officeRollover, { moves } as never, {
        token: office,
      });
      expect(refusal.data, JSON.stringify(moves)).toMatchObject({ fields: [{ field }] });
    }
    expect(await t.counts()).toEqual(before);
  });

  it("moves 2B up and lets 4A leave: accounts closed, kept in the history, once a year", async () => {
    const leaver = await idOf("R26001");
    const token = (await createSession(t.database.db, leaver.id, null, t.clock.now())).token;
    const entry = await t.ok(
      endpoints.officeRollover,
      {
        moves: [
          { from: "2B", to: "3B" },
          { from: "4A", to: "" },
        ],
      },
      { token: office },
    );
    const { year_to } = await plan();
    expect(entry).toMatchObject({
      kind: "rollover",
      file_name: year_to,
      counts: { updated: 1, left: 2, added: 0 },
      undoable: true,
    });
    expect(await idOf("R26003")).toMatchObject({ className: "3B", status: "active" });
    expect(await idOf("R26001")).toMatchObject({ className: "4A", status: "left" });
    const open = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, leaver.id), isNull(sessions.revokedAt)));
    expect(open).toEqual([]);
    expect((await t.refused(endpoints.userInfo, undefined, { token })).code).toBe(401);

    expect(await plan()).toMatchObject({
      done: true,
      classes: [{ class_name: "3B", students: 1, to: "4B" }],
    });
    const again = await t.refused(
      endpoints.officeRollover,
      { moves: [{ from: "3B", to: "4B" }] },
      { token: office },
    );
    expect(again.code).toBe(409);

    const log = await t.ok(endpoints.officeAudit, { kind: "roster.rollover" }, { token: office });
    expect(log.list[0]).toMatchObject({
      changes: [
        { field: "updated", after: "1" },
        { field: "left", after: "2" },
        { field: "unchanged", after: "0" },
      ],
    });
  });

  it("is undone from the history: every student back in their class, the year open again", async () => {
    const history = await t.ok(endpoints.officeRosterImports, {}, { token: office });
    const rollover = history.list[0]!;
    expect(rollover.kind).toBe("rollover");
    await t.ok(endpoints.officeRosterUndo, { id: rollover.id }, { token: office });
    expect(await idOf("R26001")).toMatchObject({ className: "4A", status: "active" });
    expect(await idOf("R26003")).toMatchObject({ className: "2B", status: "active" });
    expect((await plan()).done).toBe(false);
  });

  it("is the office's: a teacher may neither read nor make it", async () => {
    const teacher = await t.signIn("teacher");
    for (const [path, json] of [
      ["/api/office/rollover_plan", {}],
      ["/api/office/rollover", { moves: [{ from: "4A", to: "5A" }] }],
    ] as const) {
      expect((await t.call(path, { method: "POST", token: teacher, json })).body.code).toBe(403);
    }
  });
});
