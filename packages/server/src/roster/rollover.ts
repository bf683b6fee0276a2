import type { RosterCounts } from "@campus/contract";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import type { Executor } from "../db/sql";
import { classTeachers, rosterImports, users } from "../db/schema";
import { recordAudit } from "../services/audit";
import { schoolDay } from "../services/school-days";
import { closeSignIns } from "../services/sessions";

/*
 * The year-end rollover (issue 36 §6): every class of the school moves into the new school year
 * at once — P1A to P2A, 4A to 5A, the top level leaves — as the office mapped it. It is kept in
 * the roster's history like an import (what each student was before), so the latest one can be
 * undone; the students' loans, ECA records and SLP stay under the years they were made in. The
 * class teachers are cleared (kept in the history, so an undo names them again).
 */

/** A class's move: its name in the new year, or "" when it leaves the school. */
export interface ClassMove {
  from: string;
  to: string;
}

/** Why a rollover was refused: the field and message id the API answers with. */
export class RolloverRefused extends Error {
  constructor(
    readonly field: string,
    readonly messageId:
      "office.error.rolloverClasses" | "office.error.rolloverMerge" | "office.error.rolledOver",
    readonly values: Record<string, string> = {},
  ) {
    super(messageId);
  }
}

/**
 * The school years either side of the rollover: a school year runs September to August, and the
 * rollover leads into the one starting this calendar year ("2026/27" from any day of 2026).
 */
export function rolloverYears(now: Date): { from: string; to: string } {
  const year = Number(schoolDay(now).slice(0, 4));
  const label = (start: number) => `${start}/${String((start + 1) % 100).padStart(2, "0")}`;
  return { from: label(year - 1), to: label(year) };
}

/** The top level of a class name's kind: K3, P6, S6; a bare level ("4A") tops at 6. */
const TOP: Record<string, number> = { K: 3, P: 6, S: 6, "": 6 };

/**
 * Where a class goes by default: its level up by one (P1A → P2A, S3B → S4B, 4A → 5A), or ""
 * from the top level (it leaves). A name with no level the rule can read stays as it is.
 */
export function classAfter(name: string): string {
  const match = /^([KPS]?)(\d)(.*)$/i.exec(name.trim());
  if (!match) return name;
  const [, kind = "", digit, rest = ""] = match;
  const level = Number(digit);
  const top = TOP[kind.toUpperCase()] ?? 6;
  if (level < 1 || level >= top) return "";
  return `${kind}${level + 1}${rest}`;
}

/** The school's active students' classes, with how many are in each, in class order. */
export async function classesOf(db: Executor, schoolId: number) {
  const rows = await db
    .select({ className: users.className, students: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.schoolId, schoolId),
        eq(users.loginType, "student"),
        eq(users.status, "active"),
        sql`coalesce(${users.className}, '') <> ''`,
      ),
    )
    .groupBy(users.className)
    .orderBy(users.className);
  return rows.map((row) => ({ className: row.className!, students: row.students }));
}

/** Whether the school has rolled over into `year` already (and not undone it). */
async function rolledOver(db: Executor, schoolId: number, year: string) {
  const [row] = await db
    .select({ id: rosterImports.id })
    .from(rosterImports)
    .where(
      and(
        eq(rosterImports.schoolId, schoolId),
        eq(rosterImports.kind, "rollover"),
        eq(rosterImports.fileName, year),
        isNull(rosterImports.undoneAt),
      ),
    );
  return row !== undefined;
}

/** The plan the office reviews: each class now, where it goes by default, and whether done. */
export async function rolloverPlan(db: Db, { schoolId, now }: { schoolId: number; now: Date }) {
  const years = rolloverYears(now);
  const [classes, done] = await Promise.all([
    classesOf(db, schoolId),
    rolledOver(db, schoolId, years.to),
  ]);
  return {
    yearFrom: years.from,
    yearTo: years.to,
    done,
    classes: classes.map((c) => ({ ...c, to: classAfter(c.className) })),
  };
}

/**
 * Rolls the school over as `moves` says, in one transaction: every class of the school once, no
 * two into one (their class numbers would collide), once a school year. Students of a class
 * moved to "" leave: their accounts close (sessions end, unused activation codes stop), their
 * records stay. Answers the history entry's id and its counts.
 */
export async function rollOver(
  db: Db,
  {
    schoolId,
    moves,
    now,
    by,
  }: { schoolId: number; moves: ClassMove[]; now: Date; by: number | null },
): Promise<{ importId: number; counts: RosterCounts }> {
  const years = rolloverYears(now);
  return db.transaction(async (tx) => {
    const classes = await classesOf(tx, schoolId);
    const names = classes.map((c) => c.className).sort();
    const named = moves.map((m) => m.from).sort();
    if (names.join("\n") !== named.join("\n"))
      throw new RolloverRefused("moves", "office.error.rolloverClasses");
    const targets = moves.map((m) => m.to).filter((to) => to !== "");
    const twice = targets.find((to, i) => targets.indexOf(to) !== i);
    if (twice) throw new RolloverRefused("moves", "office.error.rolloverMerge", { name: twice });
    if (await rolledOver(tx, schoolId, years.to))
      throw new RolloverRefused("moves", "office.error.rolledOver", { year: years.to });

    const students = await tx
      .select({ id: users.id, className: users.className, status: users.status })
      .from(users)
      .where(
        and(
          eq(users.schoolId, schoolId),
          eq(users.loginType, "student"),
          eq(users.status, "active"),
          inArray(users.className, names),
        ),
      );
    // A new year's classes have no class teachers yet: the office names them again.
    const cleared = await tx
      .delete(classTeachers)
      .where(eq(classTeachers.schoolId, schoolId))
      .returning({ className: classTeachers.className, teacherId: classTeachers.teacherId });
    const before = {
      users: students.map((s) => ({
        id: s.id,
        added: false,
        fields: { className: s.className, status: s.status },
      })),
      guardianships: [],
      classTeachers: cleared,
    };
    const counts: RosterCounts = {
      added: 0,
      updated: 0,
      left: 0,
      unchanged: 0,
      refused: 0,
      guardiansAdded: 0,
    };
    for (const move of moves) {
      const ids = students.filter((s) => s.className === move.from).map((s) => s.id);
      if (ids.length === 0) continue;
      if (move.to === "") {
        counts.left += ids.length;
        await tx.update(users).set({ status: "left" }).where(inArray(users.id, ids));
        await closeSignIns(tx, ids, now);
      } else if (move.to === move.from) {
        counts.unchanged += ids.length;
      } else {
        counts.updated += ids.length;
        await tx.update(users).set({ className: move.to }).where(inArray(users.id, ids));
      }
    }
    const [row] = await tx
      .insert(rosterImports)
      .values({
        schoolId,
        kind: "rollover",
        fileName: years.to,
        full: false,
        counts,
        before,
        importedBy: by,
        importedAt: now,
      })
      .returning({ id: rosterImports.id });
    await recordAudit(tx, {
      schoolId,
      actorId: by,
      kind: "roster.rollover",
      subject: `${years.from} → ${years.to}`,
      changes: (["updated", "left", "unchanged"] as const).map((field) => ({
        field,
        before: null,
        after: String(counts[field]),
      })),
      at: now,
    });
    return { importId: row!.id, counts };
  });
}
