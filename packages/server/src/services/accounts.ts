import {
  ACCOUNT_TYPE,
  type Action,
  type ChildUser,
  type Locale,
  type MenuItem,
  ResultCode,
  type Permissions,
  type Role,
  type SchoolSummary,
  type UserInfo,
} from "@campus/contract";
import { and, arrayOverlaps, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { ApiProblem } from "../http/api-problem";
import { runPrepared, statement } from "../db/prepared";
import { guardianships, menuItems, schools, users } from "../db/schema";
import { brandColors } from "./brand-colors";
import { schoolLogo } from "./school-logo";
import type { Auth, UserRow } from "./sessions";

type SchoolRow = typeof schools.$inferSelect;

function schoolSummary(row: SchoolRow): SchoolSummary {
  return {
    id: row.id,
    code: row.code,
    name_zh: row.nameZh,
    name_cn: row.nameCn,
    name_en: row.nameEn,
  };
}

/** A school by its code (any case), for anyone: its id and names; 404 when none has it. */
export async function schoolByCode(db: Db, code: string): Promise<SchoolSummary> {
  const [school] = await db.select().from(schools).where(eq(schools.code, code.toUpperCase()));
  if (!school) throw new ApiProblem(ResultCode.notFound, "api.error.schoolNotFound");
  return schoolSummary(school);
}

/** The school's own look for the portal's frame: its logo and its colours (or the product's). */
async function brandOf(db: Db, school: SchoolRow) {
  return {
    logo_url: (await schoolLogo(db, school.id, school.logoUploadId))?.url ?? null,
    colors: school.brandColor ? brandColors(school.brandColor) : null,
  };
}

export function accountType(user: UserRow): UserInfo["type"] {
  if (user.loginType === "student") return ACCOUNT_TYPE.student;
  if (user.loginType === "teacher") return ACCOUNT_TYPE.teacher;
  return ACCOUNT_TYPE.parent;
}

/** Parents see their children; a student sees themself; teachers and staff have none. */
export async function childrenOf(db: Db, user: UserRow): Promise<ChildUser[]> {
  const roles = user.roles as Role[];
  let rows: { student: UserRow; school: SchoolRow }[] = [];
  if (roles.includes("parent")) {
    rows = await db
      .select({ student: users, school: schools })
      .from(guardianships)
      .innerJoin(users, eq(users.id, guardianships.studentId))
      .innerJoin(schools, eq(schools.id, users.schoolId))
      .where(eq(guardianships.parentId, user.id))
      .orderBy(asc(guardianships.sort), asc(users.id));
  } else if (roles.includes("student") && user.schoolId !== null) {
    rows = await db
      .select({ student: users, school: schools })
      .from(users)
      .innerJoin(schools, eq(schools.id, users.schoolId))
      .where(eq(users.id, user.id));
  }
  return rows.map(({ student, school }) => ({
    id: student.id,
    name_zh: student.nameZh,
    name_en: student.nameEn,
    head_img_path: student.headImg,
    school_student: {
      class_name: student.className ?? "",
      student_no: student.studentNo ?? "",
      school: schoolSummary(school),
    },
  }));
}

/*
 * Asked on every call a feature checks an action key of: prepared (decision 0006). Each role's
 * default grant, or the school's own where its office changed it (school_role_permissions).
 */
const ROLE_PERMISSIONS = statement(
  "role_permissions_of_school",
  `SELECT d.route_code, coalesce(s.actions, d.actions) AS actions
     FROM role_permissions d
     LEFT JOIN school_role_permissions s
       ON s.school_id = $2 AND s.role = d.role AND s.route_code = d.route_code
    WHERE d.role = ANY($1)`,
  ["text[]", "int"],
);

/**
 * Whether someone's roles allow any of `actions` on the page `page` (a menu code; spec §6's
 * action keys) at their school: every permission check of every feature is this one.
 */
export async function mayDo(
  db: Db,
  who: { schoolId: number | null; roles: readonly string[] },
  page: string,
  actions: Action | readonly Action[],
): Promise<boolean> {
  const granted = (await permissionsOf(db, who.schoolId, who.roles))[page] ?? [];
  return (typeof actions === "string" ? [actions] : actions).some((a) => granted.includes(a));
}

/**
 * The union of what the user's roles allow at their school, route by route (spec §6); a page
 * none of them may do anything on is not there. No school (an applicant): the defaults.
 */
export async function permissionsOf(
  db: Db,
  schoolId: number | null,
  roles: readonly string[],
): Promise<Permissions> {
  if (roles.length === 0) return {};
  const rows = await runPrepared<{ route_code: string; actions: string[] }>(db, ROLE_PERMISSIONS, [
    [...roles],
    schoolId,
  ]);
  const merged: Record<string, Set<Action>> = {};
  for (const row of rows) {
    const set = (merged[row.route_code] ??= new Set());
    for (const action of row.actions) set.add(action as Action);
  }
  return Object.fromEntries(
    Object.entries(merged)
      .filter(([, set]) => set.size > 0)
      .map(([code, set]) => [code, [...set].sort()]),
  );
}

export async function userInfoOf(db: Db, auth: Auth): Promise<UserInfo> {
  const { user, session } = auth;
  const [children, permissions, school] = await Promise.all([
    childrenOf(db, user),
    permissionsOf(db, user.schoolId, user.roles),
    user.schoolId === null
      ? Promise.resolve(undefined)
      : db.query.schools.findFirst({ where: eq(schools.id, user.schoolId) }),
  ]);
  const current = children.find((c) => c.id === session.currentChildId) ?? children[0] ?? null;
  return {
    user_id: user.id,
    user_name: user.nameZh,
    name_en: user.nameEn,
    type: accountType(user),
    roles: user.roles as Role[],
    head_img: user.headImg,
    child_user_id: current?.id ?? null,
    childsUser: children,
    school: school ? { ...schoolSummary(school), ...(await brandOf(db, school)) } : null,
    lang: user.lang as Locale,
    permissions,
  };
}

/**
 * The side menu for the roles at the school, as a tree: a page shows when one of its roles is
 * held and they may do something there (the school may have taken a page from a role); a
 * section, when a page of it shows.
 */
export async function menuOf(
  db: Db,
  schoolId: number | null,
  roles: readonly string[],
): Promise<MenuItem[]> {
  const [rows, permissions] = await Promise.all([
    db
      .select()
      .from(menuItems)
      .where(arrayOverlaps(menuItems.roles, [...roles]))
      .orderBy(asc(menuItems.sort), asc(menuItems.code)),
    permissionsOf(db, schoolId, roles),
  ]);
  // A section has no page of its own (no path).
  const isSection = (row: (typeof rows)[number]) => row.path === "";
  const shown = rows.filter((row) => isSection(row) || permissions[row.code]);
  const byParent = new Map<string | null, typeof rows>();
  for (const row of shown) {
    const siblings = byParent.get(row.parentCode) ?? [];
    siblings.push(row);
    byParent.set(row.parentCode, siblings);
  }
  const build = (parent: string | null): MenuItem[] =>
    (byParent.get(parent) ?? []).flatMap((row) => {
      const children = build(row.code);
      // A section none of whose pages is left goes too.
      if (isSection(row) && children.length === 0) return [];
      return [
        {
          code: row.code,
          name_zh: row.nameZh,
          name_cn: row.nameCn,
          name_en: row.nameEn,
          icon: row.icon,
          url: row.url,
          path: row.path,
          vue: row.vue,
          hidden: row.hidden,
          children,
        },
      ];
    });
  return build(null);
}

/** Finds the account a sign-in names: parents by region and phone, others by username. */
export async function findAccount(
  db: Db,
  type: "parent" | "teacher" | "student",
  username: string,
  countryCode: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.loginType, type),
        eq(users.countryCode, type === "parent" ? countryCode : ""),
        eq(sql`lower(${users.username})`, username.toLowerCase()),
        // An account closed (a student who left) signs in no more.
        eq(users.status, "active"),
      ),
    )
    .limit(1);
  return row;
}

export async function setUserLang(db: Db, userId: number, lang: Locale): Promise<void> {
  await db.update(users).set({ lang }).where(eq(users.id, userId));
}

/**
 * Whom a signed-in user acts for: a parent for the session's current child (the first child
 * when none is chosen, as user_info shows it); students, teachers and staff for themselves.
 * Null for a parent without children. Every feature that keeps a child's records (library,
 * ECA, calendar) starts here.
 */
export async function actingUser(db: Db, auth: Auth): Promise<UserRow | null> {
  if (!auth.user.roles.includes("parent")) return auth.user;
  const current = auth.session.currentChildId ?? 0;
  const [child] = await db
    .select({ student: users })
    .from(guardianships)
    .innerJoin(users, eq(users.id, guardianships.studentId))
    .where(and(eq(guardianships.parentId, auth.user.id)))
    .orderBy(desc(sql`${users.id} = ${current}`), asc(guardianships.sort), asc(users.id))
    .limit(1);
  return child?.student ?? null;
}
