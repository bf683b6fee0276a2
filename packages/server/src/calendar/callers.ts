import type { CalendarWho } from "@campus/contract";
import type { Db } from "../db/database";
import { runPrepared, statement } from "../db/prepared";
import type { users } from "../db/schema";
import { forbidden, loginRequired, notFound } from "../http/api-problem";
import { allowedMember, type Caller } from "../http/route";
import type { CalendarPersonRef } from "../server-feature";

/** Someone whose calendar is shown: a student (a parent's child) or a teacher. */
export interface CalendarPerson extends CalendarPersonRef {
  nameZh: string;
  nameEn: string;
  /** A student's class ("4A"); null for a teacher. */
  className: string | null;
}

/** Who asks, and whose calendars they may see in this call. */
export interface Viewer {
  userId: number;
  schoolId: number;
  people: CalendarPerson[];
}

type UserRow = typeof users.$inferSelect;

/*
 * A parent's children, the current one first: asked on every calendar call, so prepared
 * (decision 0006; the month view's benchmark in README).
 */
const CHILDREN_OF = statement(
  "calendar_children_of",
  `SELECT u.id, u.school_id, u.name_zh, u.name_en, u.class_name
  FROM guardianships g JOIN users u ON u.id = g.student_id
  WHERE g.parent_id = $1 AND u.school_id IS NOT NULL
  ORDER BY u.id = $2 DESC, g.sort, u.id`,
  ["int", "int"],
);

interface ChildRow {
  id: number;
  school_id: number;
  name_zh: string;
  name_en: string;
  class_name: string | null;
}

const personOf = (user: UserRow, schoolId: number): CalendarPerson => ({
  id: user.id,
  schoolId,
  role: user.roles.includes("student") ? "student" : "teacher",
  nameZh: user.nameZh,
  nameEn: user.nameEn,
  className: user.roles.includes("student") ? user.className : null,
});

/**
 * The people a user's calendar shows. A parent: the current child, or all children (`who`);
 * a student: themself; a teacher or staff: themself, with their own timetable.
 */
export async function viewerOf(
  db: Db,
  user: UserRow,
  currentChildId: number | null,
  who: CalendarWho,
): Promise<Viewer> {
  if (user.roles.includes("parent")) {
    const children = await runPrepared<ChildRow>(db, CHILDREN_OF, [user.id, currentChildId ?? 0]);
    const first = children[0];
    if (!first) throw notFound("api.error.childNotFound");
    const shown = who === "all" ? children : [first];
    return {
      userId: user.id,
      schoolId: first.school_id,
      people: shown.map((child) => ({
        id: child.id,
        schoolId: child.school_id,
        role: "student",
        nameZh: child.name_zh,
        nameEn: child.name_en,
        className: child.class_name,
      })),
    };
  }
  if (user.schoolId === null) throw forbidden();
  return { userId: user.id, schoolId: user.schoolId, people: [personOf(user, user.schoolId)] };
}

/** Signed in; the calendar of the current child (or all of them, as the body asks), or one's own. */
export const calendarViewer: Caller<Viewer, { who?: CalendarWho }> = (ctx) => {
  if (!ctx.auth) throw loginRequired();
  return viewerOf(
    ctx.db,
    ctx.auth.user,
    ctx.auth.session.currentChildId,
    ctx.body.who ?? "current",
  );
};

/** Signed in; every calendar the user may see (a parent: all children). */
export const anyCalendarOfMine: Caller<Viewer> = (ctx) => {
  if (!ctx.auth) throw loginRequired();
  return viewerOf(ctx.db, ctx.auth.user, ctx.auth.session.currentChildId, "all");
};

/** The school office: staff (the contract's roles) of their own school. */
/**
 * The office's school calendar page (校曆管理): its action keys (spec §6, the office's 角色權限)
 * say who lists, adds, changes and deletes school events and sets the terms — the same table the
 * page's buttons follow.
 */
export const SCHOOL_EVENTS_PAGE = "calendar.schoolEvents";
export const office = (action: Parameters<typeof allowedMember>[1]) =>
  allowedMember(SCHOOL_EVENTS_PAGE, action);
