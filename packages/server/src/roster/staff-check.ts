import {
  LOCALES,
  ROSTER_LIMITS,
  STAFF_COLUMNS,
  STAFF_HEADER_ALIASES,
  STAFF_REQUIRED,
  STAFF_ROLES,
  STAFF_USERNAME_PATTERN,
  type ContractMessageId,
  type Locale,
  type PhoneRegion,
  type RosterCounts,
  type StaffColumn,
} from "@campus/contract";
import { translate } from "../http/messages";
import { cellText, type Cell } from "../services/spreadsheet";
import { headerKey, phoneOf, readTable, rosterColumnOf, rosterColumnTitle } from "./roster-check";

/*
 * A staff list's rules (issue 36 §2, §3), beside the roster's: one pure function over the file's
 * cells and the school's staff. Each row is a teacher (or, with the office's role, a member of
 * the office) matched by sign-in name: new ones are added, changed ones updated, and with the
 * whole school's list the teachers it lacks are marked left. Never the person importing: the
 * office cannot close its own account, nor take its own role away, by a file.
 */

export type StaffRole = (typeof STAFF_ROLES)[number];

/** A staff member as a row gives them (a blank role or email: "not said"). */
export interface StaffRow {
  row: number;
  username: string;
  nameZh: string;
  nameEn: string;
  /** Null: a new person is a teacher, a known one keeps what they are. */
  role: StaffRole | null;
  countryCode: PhoneRegion;
  phone: string;
  email: string | null;
}

/** A teacher or office member the school has, any status. */
export interface KnownStaff {
  id: number;
  username: string;
  nameZh: string;
  nameEn: string;
  roles: string[];
  countryCode: string | null;
  phone: string | null;
  email: string | null;
  status: "active" | "left";
}

export interface StaffLookups {
  /** A phone with no region code is taken as this region's. */
  region: PhoneRegion;
  staff: KnownStaff[];
  /** Sign-in names (lower case) that are another school's staff accounts. */
  otherSchoolUsernames: ReadonlySet<string>;
  /** Who imports: never closed, never without the office's role, by their own file. */
  importerId: number | null;
}

export interface StaffProblemFound {
  row: number;
  column: StaffColumn | null;
  id: ContractMessageId;
  values?: Record<string, string | number>;
}

export interface StaffPlan {
  add: StaffRow[];
  update: { person: StaffRow; known: KnownStaff }[];
  unchanged: number;
  left: KnownStaff[];
}

export interface StaffCheck {
  accepted: StaffRow[];
  /** Every sign-in name the rows give (lower case), refused rows' too. */
  usernames: string[];
  problems: StaffProblemFound[];
  extraColumns: string[];
  plan: StaffPlan;
  counts: RosterCounts;
}

let headerColumns: Map<string, StaffColumn> | undefined;
function columnByHeader(): Map<string, StaffColumn> {
  if (headerColumns) return headerColumns;
  headerColumns = new Map();
  for (const column of STAFF_COLUMNS)
    for (const name of [
      column,
      ...LOCALES.map((locale) => rosterColumnTitle(locale, column)),
      ...(STAFF_HEADER_ALIASES[column] ?? []),
    ])
      headerColumns.set(headerKey(name), column);
  return headerColumns;
}

/** Whether a file's header is a staff list's: a sign-in name column, and no student number. */
export function isStaffHeader(header: readonly Cell[]): boolean {
  const texts = header.map(cellText).filter(Boolean);
  return (
    texts.some((text) => columnByHeader().get(headerKey(text)) === "username") &&
    !texts.some((text) => rosterColumnOf(text) === "student_no")
  );
}

const ROLE_WORDS: Record<string, StaffRole> = {};
for (const role of STAFF_ROLES)
  for (const word of [role, ...LOCALES.map((locale) => translate(locale, `roster.role.${role}`))])
    ROLE_WORDS[headerKey(word)] = role;
Object.assign(ROLE_WORDS, {
  老師: "teacher",
  老师: "teacher",
  教師: "teacher",
  教师: "teacher",
  staff: "office",
  admin: "office",
  校務處: "office",
  校务处: "office",
  職員: "office",
  职员: "office",
  library: "librarian",
  圖書館: "librarian",
  图书馆: "librarian",
  圖書館老師: "librarian",
  图书馆老师: "librarian",
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_MAX = 50;

/** The account roles each staff role gives. */
const ACCOUNT_ROLES: Record<StaffRole, string[]> = {
  teacher: ["teacher"],
  office: ["teacher", "staff"],
  librarian: ["teacher", "librarian"],
};
const MANAGED = new Set(Object.values(ACCOUNT_ROLES).flat());

/** The roles a staff member has with the role a row gives (roles a list never names are kept). */
export function rolesWith(roles: readonly string[], role: StaffRole | null): string[] {
  if (role === null) return [...roles];
  return [...ACCOUNT_ROLES[role], ...roles.filter((r) => !MANAGED.has(r))];
}

/** Reads the rows, checks each, and plans the import against the school's staff. */
export function checkStaff(
  cells: readonly Cell[][],
  lookups: StaffLookups,
  { full, locale }: { full: boolean; locale: Locale },
): StaffCheck {
  const { at, extraColumns, rows } = readTable(cells, columnByHeader(), STAFF_REQUIRED, locale);
  const problems: StaffProblemFound[] = [];
  const accepted: StaffRow[] = [];
  const usernames: string[] = [];
  const firstRowOf = new Map<string, number>();
  const byUsername = new Map(lookups.staff.map((s) => [s.username.toLowerCase(), s]));

  for (const { cells: rowCells, row } of rows) {
    const before = problems.length;
    const text = (column: StaffColumn) => {
      const index = at.get(column);
      return index === undefined ? "" : cellText(rowCells[index]);
    };
    const refuse = (
      column: StaffColumn | null,
      id: ContractMessageId,
      values?: StaffProblemFound["values"],
    ) => problems.push({ row, column, id, ...(values ? { values } : {}) });
    const required = (column: StaffColumn, max: number) => {
      const value = text(column);
      if (!value) refuse(column, "roster.error.required");
      else if ([...value].length > max) refuse(column, "roster.error.tooLong", { max });
      return value;
    };

    const username = text("username").normalize("NFKC").toLowerCase();
    if (!username) refuse("username", "roster.error.required");
    else if (!STAFF_USERNAME_PATTERN.test(username)) refuse("username", "roster.error.username");
    const nameZh = required("name_zh", NAME_MAX);
    const nameEn = required("name_en", NAME_MAX);
    const roleText = text("role");
    const role = roleText ? (ROLE_WORDS[headerKey(roleText)] ?? null) : null;
    if (roleText && !role)
      refuse("role", "roster.error.role", {
        roles: STAFF_ROLES.map((r) => translate(locale, `roster.role.${r}`)).join(
          locale === "en-US" ? ", " : "、",
        ),
      });
    // A blank mobile keeps the one the school has (an SIS's bundle often has none).
    const known = byUsername.get(username);
    const phoneText = text("phone");
    const phone = phoneText
      ? phoneOf(phoneText, lookups.region)
      : known?.phone && known.countryCode
        ? { countryCode: known.countryCode as PhoneRegion, phone: known.phone }
        : null;
    if (!phone) refuse("phone", "roster.error.required");
    else if (typeof phone === "string") refuse("phone", `roster.error.${phone}`);
    const email = text("email");
    if (email && (email.length > ROSTER_LIMITS.email || !EMAIL.test(email)))
      refuse("email", "roster.error.email");

    if (username) {
      usernames.push(username);
      const first = firstRowOf.get(username);
      if (first !== undefined) refuse("username", "roster.error.duplicateUsername", { row: first });
      else firstRowOf.set(username, row);
      if (lookups.otherSchoolUsernames.has(username))
        refuse("username", "roster.error.otherSchoolStaff");
      if (known?.id === lookups.importerId && role === "teacher")
        refuse("role", "roster.error.ownOffice");
    }
    if (problems.length === before && phone && typeof phone !== "string")
      accepted.push({ row, username, nameZh, nameEn, role, ...phone, email: email || null });
  }

  const plan: StaffPlan = { add: [], update: [], unchanged: 0, left: [] };
  for (const person of accepted) {
    const was = byUsername.get(person.username);
    if (!was) plan.add.push(person);
    else if (changes(person, was)) plan.update.push({ person, known: was });
    else plan.unchanged += 1;
  }
  // A whole school's list closes the teachers it lacks. Not the office's members (nor whoever
  // imports): a list that forgot them would lock the school out; they close on the People page.
  if (full)
    plan.left = lookups.staff.filter(
      (s) =>
        s.status === "active" &&
        s.id !== lookups.importerId &&
        !s.roles.includes("staff") &&
        !firstRowOf.has(s.username.toLowerCase()),
    );
  problems.sort((a, b) => a.row - b.row);
  return {
    accepted,
    usernames,
    problems,
    extraColumns,
    plan,
    counts: {
      added: plan.add.length,
      updated: plan.update.length,
      left: plan.left.length,
      unchanged: plan.unchanged,
      refused: new Set(problems.map((p) => p.row)).size,
      guardiansAdded: 0,
    },
  };
}

/** Whether a row says anything the school does not have (a blank role or email says nothing). */
function changes(person: StaffRow, was: KnownStaff): boolean {
  const roles = rolesWith(was.roles, person.role);
  return (
    was.status !== "active" ||
    person.nameZh !== was.nameZh ||
    person.nameEn !== was.nameEn ||
    person.countryCode !== was.countryCode ||
    person.phone !== was.phone ||
    (person.email !== null && person.email !== was.email) ||
    roles.length !== was.roles.length ||
    roles.some((r) => !was.roles.includes(r))
  );
}
