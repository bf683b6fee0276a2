import {
  REGION_PHONE,
  ROSTER_MAX_BYTES,
  type ContractMessageId,
  type ImportPeople,
  type Locale,
  type PhoneRegion,
  type RosterCounts,
  type RosterProblem,
} from "@campus/contract";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { classTeachers, guardianships, rosterImports, schools, users } from "../db/schema";
import { rows, type Executor } from "../db/sql";
import { translate } from "../http/messages";
import { recordAudit } from "../services/audit";
import { closeSignIns } from "../services/sessions";
import { NotSpreadsheet, readSpreadsheet, type Cell } from "../services/spreadsheet";
import { isOneRosterZip, readOneRoster } from "./one-roster";
import {
  checkRoster,
  guardianKey,
  guardianNames,
  RosterFileProblem,
  type GuardianRelation,
  type KnownStudent,
  type RosterCheck,
  type RosterLookups,
  type RosterStudent,
} from "./roster-check";
import {
  checkStaff,
  isStaffHeader,
  rolesWith,
  type KnownStaff,
  type StaffCheck,
} from "./staff-check";

/** The counts an import's audit entry records. */
const ROSTER_COUNTED = ["added", "updated", "left", "unchanged", "guardiansAdded"] as const;

/*
 * Importing a school's roster (issue 36 §3): the file read whatever saved it, every row checked
 * against the school (roster-check.ts), a preview of what it would do — and, confirmed, all of
 * it in one transaction, or nothing when any row is refused. Students are matched by their
 * student number: changed rows are updated, new ones added, and with a whole school's roster the
 * students it lacks are marked left (their sessions end, their records stay). Guardians are
 * matched by their mobile: one account for all their children, made with no password (they
 * activate by a code to that phone). What each changed account was before is kept, for undo.
 * A staff list (its header says so: staff-check.ts) goes the same way: teachers and the office,
 * matched by sign-in name, with no password until their set-up link.
 */

export interface RosterPreview {
  /** "xlsx", or the encoding a CSV file was read in. */
  format: string;
  /** Whose file it is (its header says): the students' roster or the staff list. */
  people: ImportPeople;
  /** Its refused rows are a OneRoster bundle's teachers' too. */
  counts: RosterCounts;
  /** A OneRoster bundle's teachers; null for a spreadsheet. */
  staffCounts: RosterCounts | null;
  problems: RosterProblem[];
  extraColumns: string[];
}

export interface RosterImportInput {
  schoolId: number;
  locale: Locale;
  bytes: Uint8Array;
  fileName: string;
  /** The whole school's roster: its students absent from the file are marked left. */
  full: boolean;
  /** Who imports (null: the command line): a staff list never closes them nor takes their role. */
  importerId: number | null;
}

/** A file that is no roster at all: its message in the caller's language, and its id. */
export class RosterRefused extends Error {
  constructor(
    readonly id: ContractMessageId,
    readonly values: Record<string, string | number>,
    locale: Locale,
  ) {
    super(translate(locale, id, values));
  }
}

interface KnownRow {
  id: number;
  student_no: string;
  class_name: string | null;
  class_number: number | null;
  name_zh: string;
  name_en: string;
  gender: "M" | "F" | null;
  birth_date: string | Date | null;
  status: "active" | "left";
  guardians: { key: string; relation: GuardianRelation | null }[] | null;
}

const dayText = (value: string | Date | null) =>
  value === null
    ? null
    : value instanceof Date
      ? value.toISOString().slice(0, 10)
      : value.slice(0, 10);

/** This school's students and their guardians' phones. */
async function studentsOf(db: Executor, schoolId: number): Promise<KnownStudent[]> {
  const known = await rows<KnownRow>(
    db,
    sql`SELECT u.id, u.student_no, u.class_name, u.class_number, u.name_zh, u.name_en, u.gender,
        u.birth_date, u.status,
        (SELECT json_agg(json_build_object('key', p.country_code || ':' || p.username,
            'relation', g.relation))
           FROM guardianships g JOIN users p ON p.id = g.parent_id WHERE g.student_id = u.id)
          AS guardians
      FROM users u
      WHERE u.school_id = ${schoolId} AND u.login_type = 'student' AND u.student_no IS NOT NULL`,
  );
  return known.map((row) => ({
    id: row.id,
    studentNo: row.student_no,
    className: row.class_name,
    classNumber: row.class_number,
    nameZh: row.name_zh,
    nameEn: row.name_en,
    gender: row.gender,
    birthDate: dayText(row.birth_date),
    status: row.status,
    guardians: row.guardians ?? [],
  }));
}

/**
 * The accounts a file's rows would collide with: student numbers that are another student
 * account's sign-in name, and guardians' phones that are parent accounts (here or elsewhere).
 */
async function accountsNamed(
  db: Executor,
  schoolId: number,
  named: RosterCheck["named"],
  ours: KnownStudent[],
) {
  const mine = new Set(ours.map((s) => s.studentNo.toLowerCase()));
  const numbers = [...new Set(named.studentNos)].filter((n) => !mine.has(n));
  const phones = [...new Set(named.phones)];
  const taken = numbers.length
    ? await db
        .select({ username: users.username })
        .from(users)
        .where(and(eq(users.loginType, "student"), inArray(sql`lower(${users.username})`, numbers)))
    : [];
  const parents = phones.length
    ? await db
        .select({
          id: users.id,
          schoolId: users.schoolId,
          countryCode: users.countryCode,
          phone: users.username,
          status: users.status,
        })
        .from(users)
        .where(
          and(
            eq(users.loginType, "parent"),
            inArray(sql`${users.countryCode} || ':' || ${users.username}`, phones),
          ),
        )
    : [];
  return {
    otherSchoolStudents: new Set(taken.map((t) => t.username.toLowerCase())),
    guardianAccounts: new Map(
      parents.map((p) => [
        guardianKey(p),
        { id: p.id, ofThisSchool: p.schoolId === schoolId, left: p.status === "left" },
      ]),
    ),
  };
}

/** This school's teachers and office members, any status. */
function staffOf(db: Executor, schoolId: number): Promise<KnownStaff[]> {
  return db
    .select({
      id: users.id,
      username: users.username,
      nameZh: users.nameZh,
      nameEn: users.nameEn,
      roles: users.roles,
      countryCode: users.contactCountryCode,
      phone: users.contactPhone,
      email: users.email,
      status: users.status,
    })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.loginType, "teacher")));
}

/** Sign-in names (lower case) of the list that are another school's staff accounts. */
async function otherSchoolsStaff(db: Executor, schoolId: number, usernames: string[]) {
  if (usernames.length === 0) return new Set<string>();
  const taken = await db
    .select({ username: sql<string>`lower(${users.username})` })
    .from(users)
    .where(
      and(
        eq(users.loginType, "teacher"),
        sql`${users.schoolId} <> ${schoolId}`,
        inArray(sql`lower(${users.username})`, [...new Set(usernames)]),
      ),
    );
  return new Set(taken.map((t) => t.username));
}

type Checked = { format: string } & (
  | {
      people: "students";
      result: RosterCheck;
      lookups: RosterLookups;
      /** A OneRoster bundle's teachers, checked as a staff list is. */
      staff: StaffCheck | null;
    }
  | { people: "staff"; result: StaffCheck }
);

/** A staff list's cells checked against the school's staff. */
async function checkStaffOf(
  db: Executor,
  input: RosterImportInput,
  cells: Cell[][],
  region: PhoneRegion,
): Promise<StaffCheck> {
  const options = { full: input.full, locale: input.locale };
  const staff = await staffOf(db, input.schoolId);
  const lookups = {
    region,
    staff,
    otherSchoolUsernames: new Set<string>(),
    importerId: input.importerId,
  };
  // A first pass finds the rows' sign-in names; the second checks them against accounts.
  const first = checkStaff(cells, lookups, options);
  const otherSchoolUsernames = await otherSchoolsStaff(db, input.schoolId, first.usernames);
  return checkStaff(cells, { ...lookups, otherSchoolUsernames }, options);
}

/** Reads and checks a file against the school as it is in `db`. */
async function check(db: Executor, input: RosterImportInput): Promise<Checked> {
  const refuse = (id: ContractMessageId, values: Record<string, string | number> = {}) =>
    new RosterRefused(id, values, input.locale);
  if (input.bytes.byteLength > ROSTER_MAX_BYTES)
    throw refuse("roster.error.tooLarge", { max: ROSTER_MAX_BYTES / 1_000_000 });
  const [school] = await db
    .select({ region: schools.region })
    .from(schools)
    .where(eq(schools.id, input.schoolId));
  if (!school) throw refuse("api.error.schoolNotFound");
  const options = { full: input.full, locale: input.locale };
  const region = REGION_PHONE[school.region];
  try {
    let sheet: { cells: Cell[][]; format: string; staff?: Cell[][] | null };
    try {
      // A zip that is no workbook: a OneRoster bundle from the school's SIS (or refused).
      sheet = isOneRosterZip(input.bytes)
        ? readOneRoster(input.bytes)
        : await readSpreadsheet(input.bytes);
    } catch (error) {
      if (error instanceof NotSpreadsheet) throw refuse("roster.error.notSpreadsheet");
      throw error;
    }
    if (isStaffHeader(sheet.cells[0] ?? [])) {
      const result = await checkStaffOf(db, input, sheet.cells, region);
      return { format: sheet.format, people: "staff", result };
    }
    const students = await studentsOf(db, input.schoolId);
    const base: RosterLookups = {
      region,
      students,
      otherSchoolStudents: new Set(),
      guardianAccounts: new Map(),
    };
    // A first pass finds the rows' numbers and phones; the second checks them against accounts.
    const first = checkRoster(sheet.cells, base, options);
    const lookups = {
      ...base,
      ...(await accountsNamed(db, input.schoolId, first.named, students)),
    };
    const result = checkRoster(sheet.cells, lookups, options);
    const staff = sheet.staff ? await checkStaffOf(db, input, sheet.staff, region) : null;
    return { format: sheet.format, people: "students", result, lookups, staff };
  } catch (error) {
    if (error instanceof RosterFileProblem) throw refuse(error.id, error.values);
    throw error;
  }
}

function previewOf(checked: Checked, locale: Locale): RosterPreview {
  const { format, people, result } = checked;
  const staff = checked.people === "students" ? checked.staff : null;
  const problems = staff
    ? [...result.problems, ...staff.problems].sort((a, b) => a.row - b.row)
    : result.problems;
  return {
    format,
    people,
    counts: staff
      ? { ...result.counts, refused: result.counts.refused + staff.counts.refused }
      : result.counts,
    staffCounts: staff?.counts ?? null,
    extraColumns: result.extraColumns,
    problems: problems.map((p) => ({
      row: p.row,
      column: p.column,
      message: translate(locale, p.id, p.values),
    })),
  };
}

/** What importing the file would do; nothing written. */
export async function previewRoster(db: Db, input: RosterImportInput): Promise<RosterPreview> {
  return previewOf(await check(db, input), input.locale);
}

/** Each changed account as it was: restored by undo (an added one is closed). */
interface Before {
  users: { id: number; added: boolean; fields?: Record<string, unknown> }[];
  guardianships: {
    studentId: number;
    links: { parentId: number; relation: GuardianRelation | null; sort: number }[];
  }[];
  /** The class teachers a rollover cleared (absent before they were kept). */
  classTeachers?: { className: string; teacherId: number }[];
}

/**
 * Imports the file: checked again inside the transaction (what a preview said may have changed),
 * and written only when no row is refused. Answers what it did, or the refusals.
 */
export async function importRoster(
  db: Db,
  input: RosterImportInput & { now: Date },
): Promise<RosterPreview & { importId: number | null }> {
  return db.transaction(async (tx) => {
    const checked = await check(tx, input);
    const preview = previewOf(checked, input.locale);
    const { result } = checked;
    if (preview.problems.length > 0) return { ...preview, importId: null };
    const before: Before = { users: [], guardianships: [] };
    const bundleStaff = checked.people === "students" ? checked.staff : null;
    const staff = checked.people === "staff" ? checked.result : bundleStaff;
    if (checked.people === "students")
      await writeStudents(tx, input, checked.result, checked.lookups, before);
    if (staff) await writeStaff(tx, input, staff, before);
    // Those a whole school's file lacks: their accounts close (every session ends now, unused
    // letters stop working), their records stay.
    const left = [...result.plan.left, ...(bundleStaff?.plan.left ?? [])].map((p) => p.id);
    if (left.length > 0) {
      for (const id of left) before.users.push({ id, added: false, fields: { status: "active" } });
      await tx.update(users).set({ status: "left" }).where(inArray(users.id, left));
      await closeSignIns(tx, left, input.now);
    }
    const [row] = await tx
      .insert(rosterImports)
      .values({
        schoolId: input.schoolId,
        kind: checked.people === "staff" ? "staff" : "file",
        fileName: input.fileName,
        full: input.full,
        counts: preview.staffCounts
          ? { ...result.counts, staff: preview.staffCounts }
          : result.counts,
        before,
        importedBy: input.importerId,
        importedAt: input.now,
      })
      .returning({ id: rosterImports.id });
    // A bundle's teachers: recorded as their staff list would be.
    for (const counts of [result.counts, preview.staffCounts])
      if (counts)
        await recordAudit(tx, {
          schoolId: input.schoolId,
          actorId: input.importerId,
          kind: "roster.import",
          subject: input.fileName,
          changes: ROSTER_COUNTED.map((field) => ({
            field,
            before: null,
            after: String(counts[field]),
          })),
          at: input.now,
        });
    return { ...preview, importId: row!.id };
  });
}

/** The roster's students and their guardians, as the plan says (those it leaves: the caller). */
async function writeStudents(
  tx: Executor,
  input: RosterImportInput,
  result: RosterCheck,
  lookups: RosterLookups,
  before: Before,
) {
  const { plan } = result;
  // Guardians: one account per phone, no password until they activate by a code.
  const guardianIds = new Map(
    [...lookups.guardianAccounts].map(([key, account]) => [key, account.id] as const),
  );
  const firstOf = new Map(
    result.accepted
      .flatMap((s) => s.guardians)
      .map((g) => [guardianKey(g), g] as const)
      .reverse(),
  );
  const fresh = plan.newGuardians.map((key) => firstOf.get(key)!);
  if (fresh.length > 0) {
    const made = await tx
      .insert(users)
      .values(
        fresh.map((g) => ({
          schoolId: input.schoolId,
          loginType: "parent" as const,
          countryCode: g.countryCode,
          username: g.phone,
          roles: ["parent"],
          ...guardianNames(g.name),
          passwordHash: "",
          email: g.email,
        })),
      )
      .returning({ id: users.id, countryCode: users.countryCode, phone: users.username });
    for (const row of made) {
      guardianIds.set(guardianKey(row), row.id);
      before.users.push({ id: row.id, added: true });
    }
  }

  // A guardian the school had closed (an undone import's, say) is the school's again.
  const closed = result.accepted
    .flatMap((s) => s.guardians)
    .map((g) => lookups.guardianAccounts.get(guardianKey(g)))
    .filter((account) => account?.ofThisSchool && account.left)
    .map((account) => account!.id);
  for (const id of new Set(closed)) {
    before.users.push({ id, added: false, fields: { status: "left" } });
    await tx.update(users).set({ status: "active" }).where(eq(users.id, id));
  }

  const studentFields = (s: RosterStudent) => ({
    className: s.className,
    classNumber: s.classNumber,
    nameZh: s.nameZh,
    nameEn: s.nameEn,
    ...(s.gender ? { gender: s.gender } : {}),
    ...(s.birthDate ? { birthDate: s.birthDate } : {}),
    status: "active" as const,
  });
  const linkGuardians = async (studentId: number, s: RosterStudent) => {
    if (s.guardians.length === 0) return;
    const was = await tx
      .select({
        parentId: guardianships.parentId,
        relation: guardianships.relation,
        sort: guardianships.sort,
      })
      .from(guardianships)
      .where(eq(guardianships.studentId, studentId));
    before.guardianships.push({ studentId, links: was });
    await tx.delete(guardianships).where(eq(guardianships.studentId, studentId));
    await tx.insert(guardianships).values(
      s.guardians.map((g, sort) => {
        const parentId = guardianIds.get(guardianKey(g))!;
        // A relation left blank keeps the one the school had.
        const relation = g.relation ?? was.find((l) => l.parentId === parentId)?.relation ?? null;
        return { parentId, studentId, sort, relation };
      }),
    );
  };

  if (plan.add.length > 0) {
    const added = await tx
      .insert(users)
      .values(
        plan.add.map((s) => ({
          schoolId: input.schoolId,
          loginType: "student" as const,
          username: s.studentNo,
          studentNo: s.studentNo,
          roles: ["student"],
          passwordHash: "",
          ...studentFields(s),
        })),
      )
      .returning({ id: users.id });
    for (const [index, row] of added.entries()) {
      before.users.push({ id: row.id, added: true });
      await linkGuardians(row.id, plan.add[index]!);
    }
  }
  for (const { student, known } of plan.update) {
    before.users.push({
      id: known.id,
      added: false,
      fields: {
        className: known.className,
        classNumber: known.classNumber,
        nameZh: known.nameZh,
        nameEn: known.nameEn,
        gender: known.gender,
        birthDate: known.birthDate,
        status: known.status,
      },
    });
    await tx.update(users).set(studentFields(student)).where(eq(users.id, known.id));
    await linkGuardians(known.id, student);
  }
}

/**
 * The staff list's teachers and office members, as the plan says: a new one with no password
 * (the office gives them a set-up link: a code to their mobile, then a password of their own).
 */
async function writeStaff(
  tx: Executor,
  input: RosterImportInput,
  result: StaffCheck,
  before: Before,
) {
  const { plan } = result;
  const contact = (person: StaffCheck["accepted"][number]) => ({
    nameZh: person.nameZh,
    nameEn: person.nameEn,
    contactCountryCode: person.countryCode,
    contactPhone: person.phone,
    ...(person.email ? { email: person.email } : {}),
  });
  if (plan.add.length > 0) {
    const added = await tx
      .insert(users)
      .values(
        plan.add.map((person) => ({
          schoolId: input.schoolId,
          loginType: "teacher" as const,
          username: person.username,
          roles: rolesWith([], person.role ?? "teacher"),
          passwordHash: "",
          ...contact(person),
        })),
      )
      .returning({ id: users.id });
    for (const row of added) before.users.push({ id: row.id, added: true });
  }
  for (const { person, known } of plan.update) {
    before.users.push({
      id: known.id,
      added: false,
      fields: {
        nameZh: known.nameZh,
        nameEn: known.nameEn,
        roles: known.roles,
        contactCountryCode: known.countryCode,
        contactPhone: known.phone,
        email: known.email,
        status: known.status,
      },
    });
    await tx
      .update(users)
      .set({ ...contact(person), roles: rolesWith(known.roles, person.role), status: "active" })
      .where(eq(users.id, known.id));
  }
}

/**
 * Undoes the school's latest import (an older one would undo what came after it): the accounts
 * it changed are as they were, those it added are closed (their sessions end; their ids may
 * already hold records), the guardians of each student it touched are those they had.
 */
export async function undoRosterImport(
  db: Db,
  {
    schoolId,
    id,
    now,
    undoneBy,
  }: { schoolId: number; id: number; now: Date; undoneBy: number | null },
): Promise<"undone" | "missing" | "notLatest"> {
  return db.transaction(async (tx) => {
    const [latest] = await tx
      .select({
        id: rosterImports.id,
        before: rosterImports.before,
        fileName: rosterImports.fileName,
      })
      .from(rosterImports)
      .where(and(eq(rosterImports.schoolId, schoolId), isNull(rosterImports.undoneAt)))
      .orderBy(desc(rosterImports.importedAt), desc(rosterImports.id))
      .limit(1);
    if (latest?.id !== id) {
      const [known] = await tx
        .select({ id: rosterImports.id })
        .from(rosterImports)
        .where(and(eq(rosterImports.id, id), eq(rosterImports.schoolId, schoolId)));
      return known ? "notLatest" : "missing";
    }
    const before = latest.before as Before;
    for (const { studentId, links } of before.guardianships) {
      await tx.delete(guardianships).where(eq(guardianships.studentId, studentId));
      if (links.length > 0)
        await tx.insert(guardianships).values(links.map((link) => ({ ...link, studentId })));
    }
    // Last change first: an account changed twice in one import ends as it was first.
    for (const user of [...before.users].reverse()) {
      if (user.added) {
        await tx.update(users).set({ status: "left" }).where(eq(users.id, user.id));
        await closeSignIns(tx, [user.id], now);
      } else {
        await tx
          .update(users)
          .set(user.fields as Partial<typeof users.$inferInsert>)
          .where(eq(users.id, user.id));
      }
    }
    if (before.classTeachers) {
      await tx.delete(classTeachers).where(eq(classTeachers.schoolId, schoolId));
      if (before.classTeachers.length > 0)
        await tx
          .insert(classTeachers)
          .values(before.classTeachers.map((named) => ({ ...named, schoolId })));
    }
    await tx.update(rosterImports).set({ undoneAt: now }).where(eq(rosterImports.id, id));
    await recordAudit(tx, {
      schoolId,
      actorId: undoneBy,
      kind: "roster.undo",
      subject: latest.fileName,
      at: now,
    });
    return "undone";
  });
}
