import {
  SETUP_LINK_HOURS,
  type EndpointResult,
  type Endpoints,
  type Person,
  type PersonKind,
  type PersonLink,
  type PersonStatus,
  type StaffLink,
} from "@campus/contract";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { users } from "../../db/schema";
import { isUniqueViolation, pageWindow, rows, type Executor } from "../../db/sql";
import { conflict, invalidField, missing } from "../../http/api-problem";
import type { HandlerContext } from "../../http/register";
import { recordAudit } from "../../services/audit";
import type { ServiceContext } from "../../services/context";
import { issueSetupLink } from "../../services/school-setup";
import { closeSignIns } from "../../services/sessions";
import { phoneHint } from "../../services/sms";
import type { OfficeCaller } from "../callers";

/*
 * The school's people as the office keeps them (issue 36 §2): found and paged, closed when they
 * leave (never deleted: their records stay theirs) and reopened, and a student's or guardian's
 * sign-in reset when a password is lost to someone else. Each change is in the audit log.
 */

/** The account kind each of the console's kinds is. */
const LOGIN_TYPE = { student: "student", guardian: "parent", staff: "teacher" } as const;
const KIND_OF: Record<string, PersonKind> = {
  student: "student",
  parent: "guardian",
  teacher: "staff",
};

type PersonRow = typeof users.$inferSelect & { activated: boolean };

/** `%…%` for LIKE, the search's own `%`, `_` and `\` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Activated: a student has a password of their own (from a letter); a guardian or staff member
 * has one, or has signed in at least once (a guardian by a code), as the activation view counts.
 * The outer row named in full: drizzle writes a column of the queried table as a bare "id",
 * which inside the subquery would be the session's own.
 */
const activated = sql<boolean>`(${users.passwordHash} <> '' OR (${users.loginType} <> 'student'
  AND EXISTS (SELECT 1 FROM sessions x WHERE x.user_id = "users"."id")))`;

export async function peopleOf(
  ctx: ServiceContext,
  {
    me,
    kind,
    search,
    class_name: className,
    status,
    pageNum,
    pageSize,
  }: HandlerContext<Endpoints["officePeople"]>["body"] & { me: OfficeCaller },
): Promise<EndpointResult<Endpoints["officePeople"]>> {
  const where: SQL[] = [eq(users.schoolId, me.schoolId), eq(users.loginType, LOGIN_TYPE[kind])];
  if (status) where.push(eq(users.status, status));
  if (search) {
    const like = containing(search);
    // A number as people type it ("6123 4001"): the account name has no spaces.
    const compact = containing(search.replace(/[\s-]+/g, ""));
    where.push(
      sql`(${users.nameZh} ILIKE ${like} OR ${users.nameEn} ILIKE ${like}
        OR ${users.username} ILIKE ${compact} OR ${users.studentNo} ILIKE ${compact})`,
    );
  }
  if (className && kind === "student")
    where.push(sql`lower(${users.className}) = lower(${className})`);
  if (className && kind === "guardian")
    where.push(sql`EXISTS (SELECT 1 FROM guardianships g JOIN users c ON c.id = g.student_id
      WHERE g.parent_id = ${users.id} AND lower(c.class_name) = lower(${className}))`);
  const order =
    kind === "student"
      ? [sql`${users.className} NULLS LAST`, sql`${users.classNumber} NULLS LAST`, users.id]
      : [users.nameEn, users.nameZh, users.id];
  const { limit, offset } = pageWindow(pageNum, pageSize);
  const [list, [total]] = await Promise.all([
    ctx.db
      .select({ user: users, activated })
      .from(users)
      .where(and(...where))
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(...where)),
  ]);
  const people = list.map(({ user, activated }) => ({ ...user, activated }));
  const links = await linksOf(ctx.db, people);
  return {
    list: people.map((person) => personAnswer(person, links.get(person.id) ?? [], me)),
    total: total!.n,
    pageNum,
    pageSize,
  };
}

/** Each person's guardians (a student) or children (a guardian), in the order the school set. */
async function linksOf(db: Executor, people: PersonRow[]): Promise<Map<number, PersonLink[]>> {
  const links = new Map<number, PersonLink[]>();
  const students = people.filter((p) => p.loginType === "student").map((p) => p.id);
  const guardians = people.filter((p) => p.loginType === "parent").map((p) => p.id);
  if (students.length === 0 && guardians.length === 0) return links;
  const found = await rows<{
    owner: number;
    id: number;
    name_zh: string;
    name_en: string;
    class_name: string | null;
    class_number: number | null;
    relation: string | null;
    status: PersonStatus;
  }>(
    db,
    sql`SELECT g.student_id AS owner, u.id, u.name_zh, u.name_en, u.class_name, u.class_number,
          g.relation, u.status, g.sort
        FROM guardianships g JOIN users u ON u.id = g.parent_id
        WHERE g.student_id IN ${ids(students)}
      UNION ALL
      SELECT g.parent_id AS owner, u.id, u.name_zh, u.name_en, u.class_name, u.class_number,
          g.relation, u.status, g.sort
        FROM guardianships g JOIN users u ON u.id = g.student_id
        WHERE g.parent_id IN ${ids(guardians)}
      ORDER BY owner, sort, id`,
  );
  for (const { owner, ...link } of found) {
    const list = links.get(owner) ?? [];
    list.push({
      id: link.id,
      name_zh: link.name_zh,
      name_en: link.name_en,
      class_name: link.class_name,
      class_number: link.class_number,
      relation: link.relation,
      status: link.status,
    });
    links.set(owner, list);
  }
  return links;
}

/** `(1, 2, 3)`, or `(NULL)` for none: IN matches nothing then. */
const ids = (list: number[]) =>
  list.length === 0
    ? sql`(NULL)`
    : sql`(${sql.join(
        list.map((id) => sql`${id}`),
        sql`, `,
      )})`;

/** Staff at school with a mobile: a set-up link texts them a code, then asks for a password. */
const linkable = (person: PersonRow) =>
  person.status === "active" &&
  person.loginType === "teacher" &&
  !!person.contactCountryCode &&
  !!person.contactPhone;

const resettable = (person: PersonRow, me: OfficeCaller) =>
  person.status === "active" &&
  person.id !== me.userId &&
  (person.loginType === "student" || person.loginType === "parent");

function personAnswer(person: PersonRow, links: PersonLink[], me: OfficeCaller): Person {
  return {
    id: person.id,
    kind: KIND_OF[person.loginType]!,
    username: person.username,
    country_code: person.loginType === "parent" ? person.countryCode : "",
    name_zh: person.nameZh,
    name_en: person.nameEn,
    status: person.status,
    class_name: person.className,
    class_number: person.classNumber,
    student_no: person.studentNo,
    roles: person.loginType === "teacher" ? person.roles : [],
    activated: person.activated,
    links,
    resettable: resettable(person, me),
    linkable: linkable(person),
  };
}

/** One of the school's people the console shows (not a registration applicant), in `db`. */
async function personIn(db: Executor, me: OfficeCaller, id: number): Promise<PersonRow> {
  const [found] = await db
    .select({ user: users, activated })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        eq(users.schoolId, me.schoolId),
        inArray(users.loginType, ["student", "parent", "teacher"]),
      ),
    );
  if (!found) throw missing("office.error.personNotFound");
  return { ...found.user, activated: found.activated };
}

/** The answer for one person after a change: as the list would show them now. */
async function answerFor(db: Executor, me: OfficeCaller, id: number): Promise<Person> {
  const person = await personIn(db, me, id);
  const links = await linksOf(db, [person]);
  return personAnswer(person, links.get(id) ?? [], me);
}

/**
 * Closes a person's account (left) or reopens it. Closing ends their sessions; their records
 * stay. Never one's own account (the office would lock itself out). The same status again
 * changes nothing and records nothing.
 */
export async function setPersonStatus(
  { db, now }: ServiceContext,
  {
    me,
    id,
    status,
  }: HandlerContext<Endpoints["officePersonStatus"]>["body"] & { me: OfficeCaller },
): Promise<Person> {
  return db.transaction(async (tx) => {
    const person = await personIn(tx, me, id);
    if (person.id === me.userId) throw conflict("office.error.notYourself");
    if (person.status === status) return answerFor(tx, me, id);
    await tx.update(users).set({ status }).where(eq(users.id, id));
    if (status === "left") await closeSignIns(tx, [id], now);
    await recordAudit(tx, {
      schoolId: me.schoolId,
      actorId: me.userId,
      kind: status === "left" ? "person.left" : "person.returned",
      personId: id,
      changes: [{ field: "status", before: person.status, after: status }],
      at: now,
    });
    return answerFor(tx, me, id);
  });
}

/**
 * Resets a student's or guardian's sign-in: no password, no session, no unused letter. A
 * guardian signs in again by a code to their mobile; a student from a new letter.
 */
export async function resetPersonSignIn(
  { db, now }: ServiceContext,
  { me, id }: { me: OfficeCaller; id: number },
): Promise<Person> {
  return db.transaction(async (tx) => {
    const person = await personIn(tx, me, id);
    if (!resettable(person, me)) throw conflict("office.error.notResettable");
    await tx.update(users).set({ passwordHash: "" }).where(eq(users.id, id));
    await closeSignIns(tx, [id], now);
    await recordAudit(tx, {
      schoolId: me.schoolId,
      actorId: me.userId,
      kind: "person.reset",
      personId: id,
      changes: [{ field: "password", before: person.passwordHash ? "set" : "none", after: "none" }],
      at: now,
    });
    return answerFor(tx, me, id);
  });
}

/** A staff member's new set-up link, with them as the list shows them now. */
async function linkFor(ctx: ServiceContext, me: OfficeCaller, id: number): Promise<StaffLink> {
  const token = await issueSetupLink(ctx.db, { kind: "office", userId: id }, ctx.now);
  const person = await personIn(ctx.db, me, id);
  return {
    person: await answerFor(ctx.db, me, id),
    token,
    expires_at: new Date(ctx.now.getTime() + SETUP_LINK_HOURS * 3_600_000).toISOString(),
    phone_hint: phoneHint(person.contactCountryCode ?? "", person.contactPhone ?? ""),
  };
}

/**
 * Adds a teacher (with `office`, one of the office) to the school: an account with no password,
 * its mobile for set-up codes, and a one-time set-up link the office hands over. Account names
 * are the server's, not a school's: one taken is a field error, nothing written.
 */
export async function addStaff(
  ctx: ServiceContext,
  { me, ...input }: HandlerContext<Endpoints["officeAddStaff"]>["body"] & { me: OfficeCaller },
): Promise<StaffLink> {
  const id = await ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.loginType, "teacher"),
          eq(users.countryCode, ""),
          sql`lower(${users.username}) = ${input.username}`,
        ),
      );
    if (taken) throw invalidField(ctx.locale, "username", "office.error.usernameTaken");
    const roles = input.office ? ["teacher", "staff"] : ["teacher"];
    const [added] = await tx
      .insert(users)
      .values({
        schoolId: me.schoolId,
        loginType: "teacher",
        username: input.username,
        roles,
        nameZh: input.name_zh,
        nameEn: input.name_en,
        passwordHash: "",
        contactCountryCode: input.country_code,
        contactPhone: input.phone,
      })
      .returning({ id: users.id })
      .catch((error: unknown) => {
        // Taken between the check and the insert (another office, at the same moment).
        if (isUniqueViolation(error))
          throw invalidField(ctx.locale, "username", "office.error.usernameTaken");
        throw error;
      });
    await recordAudit(tx, {
      schoolId: me.schoolId,
      actorId: me.userId,
      kind: "person.added",
      personId: added!.id,
      changes: [{ field: "roles", before: null, after: roles.join(",") }],
      at: ctx.now,
    });
    return added!.id;
  });
  return linkFor(ctx, me, id);
}

/** A new set-up link for a staff member at the school with a mobile; the older stops working. */
export async function staffLink(
  ctx: ServiceContext,
  { me, id }: { me: OfficeCaller; id: number },
): Promise<StaffLink> {
  const person = await personIn(ctx.db, me, id);
  if (!linkable(person)) throw conflict("office.error.notLinkable");
  await recordAudit(ctx.db, {
    schoolId: me.schoolId,
    actorId: me.userId,
    kind: "person.link",
    personId: id,
    at: ctx.now,
  });
  return linkFor(ctx, me, id);
}
