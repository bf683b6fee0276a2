import {
  GUARDIAN_RELATIONS,
  isValidPhone,
  LOCALES,
  normalizePhone,
  PHONE_REGIONS,
  ROSTER_COLUMNS,
  ROSTER_HEADER_ALIASES,
  ROSTER_LIMITS,
  ROSTER_MAX_ROWS,
  ROSTER_REQUIRED,
  type ContractMessageId,
  type ImportColumn,
  type Locale,
  type PhoneRegion,
  type RosterColumn,
  type RosterCounts,
} from "@campus/contract";
import { translate } from "../http/messages";
import { cellText, dayOf, type Cell } from "../services/spreadsheet";

/*
 * A roster's rules as one pure function over the file's cells and what the school has (issue
 * 36 §3): every row checked, each refused row naming its number, column and why; and the plan —
 * which students are added, updated, unchanged or (a whole school's roster) left. Re-importing
 * the same file plans nothing. The service loads the lookups, words the problems and writes.
 */

export type GuardianRelation = (typeof GUARDIAN_RELATIONS)[number];

export interface RosterGuardian {
  name: string;
  relation: GuardianRelation | null;
  countryCode: PhoneRegion;
  phone: string;
  email: string | null;
}

/** A student as a row gives it (optional cells left blank are null: "not said"). */
export interface RosterStudent {
  row: number;
  studentNo: string;
  className: string;
  classNumber: number;
  nameZh: string;
  nameEn: string;
  gender: "M" | "F" | null;
  birthDate: string | null;
  guardians: RosterGuardian[];
}

/** A student the school has, with their guardians (by phone). */
export interface KnownStudent {
  id: number;
  studentNo: string;
  className: string | null;
  classNumber: number | null;
  nameZh: string;
  nameEn: string;
  gender: "M" | "F" | null;
  birthDate: string | null;
  status: "active" | "left";
  guardians: { key: string; relation: GuardianRelation | null }[];
}

export interface RosterLookups {
  /** Where the school is: a phone with no region code is taken as this region's. */
  region: PhoneRegion;
  /** This school's students, any status. */
  students: KnownStudent[];
  /** Student numbers (lower case) that are another school's student accounts. */
  otherSchoolStudents: ReadonlySet<string>;
  /** Guardian phones ("852:91234567") that are parent accounts, and of which school. */
  guardianAccounts: ReadonlyMap<string, { id: number; ofThisSchool: boolean; left?: boolean }>;
}

export interface RosterProblemFound {
  row: number;
  column: RosterColumn | null;
  id: ContractMessageId;
  values?: Record<string, string | number>;
}

/** A file the check cannot read as a roster at all (no header, no rows, too many). */
export class RosterFileProblem extends Error {
  constructor(
    readonly id: ContractMessageId,
    readonly values: Record<string, string | number> = {},
  ) {
    super(id);
  }
}

export interface RosterPlan {
  add: RosterStudent[];
  update: { student: RosterStudent; known: KnownStudent }[];
  unchanged: number;
  left: KnownStudent[];
  /** Guardian phones the import makes accounts for. */
  newGuardians: string[];
}

export interface RosterCheck {
  /** The rows accepted, as students. */
  accepted: RosterStudent[];
  /** Every student number and guardian phone the rows name (refused rows' too). */
  named: { studentNos: string[]; phones: string[] };
  problems: RosterProblemFound[];
  /** Headers that are none of the roster's columns: named in the preview, not read. */
  extraColumns: string[];
  plan: RosterPlan;
  counts: RosterCounts;
}

/** A header as compared: full-width made plain, no spaces, no required marks, lower case. */
export const headerKey = (text: string) =>
  text
    .normalize("NFKC")
    .replace(/[\s*:：]/g, "")
    .toLowerCase();

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** A column's title in a language (a template's header): a roster's or a staff list's. */
export const rosterColumnTitle = (locale: Locale, column: ImportColumn) =>
  translate(locale, `roster.column.${camel(column)}` as ContractMessageId);

let headerColumns: Map<string, RosterColumn> | undefined;
/** Every header a column is known by: its titles in the three languages and its aliases. */
function columnByHeader(): Map<string, RosterColumn> {
  if (headerColumns) return headerColumns;
  headerColumns = new Map();
  for (const column of ROSTER_COLUMNS) {
    const names = [
      column,
      ...LOCALES.map((locale) => rosterColumnTitle(locale, column)),
      ...(ROSTER_HEADER_ALIASES[column] ?? []),
    ];
    for (const name of names) headerColumns.set(headerKey(name), column);
  }
  return headerColumns;
}

/** The roster's column a header names, if any. */
export const rosterColumnOf = (text: string) => columnByHeader().get(headerKey(text));

const RELATION_WORDS: Record<string, GuardianRelation> = {};
for (const relation of GUARDIAN_RELATIONS)
  for (const word of [
    relation,
    ...LOCALES.map((locale) => translate(locale, `roster.relation.${relation}`)),
  ])
    RELATION_WORDS[headerKey(word)] = relation;
Object.assign(RELATION_WORDS, {
  父: "father",
  爸爸: "father",
  母: "mother",
  媽媽: "mother",
  妈妈: "mother",
  其他: "guardian",
  other: "guardian",
});

const GENDER_WORDS: Record<string, "M" | "F"> = {
  m: "M",
  male: "M",
  男: "M",
  f: "F",
  female: "F",
  女: "F",
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const STUDENT_NO = /^[A-Za-z0-9-]+$/;

/** "+852 9123 4567", "853-66123456", "0912 345 678" or a national number of the school's region. */
export function phoneOf(
  text: string,
  region: PhoneRegion,
): { countryCode: PhoneRegion; phone: string } | "phone" | "phoneRegion" {
  if (isValidPhone(text, region))
    return { countryCode: region, phone: normalizePhone(text, region) };
  const plain = normalizePhone(text);
  for (const other of PHONE_REGIONS) {
    const prefixed = [`+${other}`, `00${other}`, other].some((prefix) => plain.startsWith(prefix));
    if (prefixed && isValidPhone(text, other))
      return { countryCode: other, phone: normalizePhone(text, other) };
  }
  // A number that is valid somewhere but not where the school is: say which region it is.
  return PHONE_REGIONS.some((other) => isValidPhone(plain, other)) ? "phoneRegion" : "phone";
}

const ZH_THEN_EN = /^(\p{Script=Han}[\p{Script=Han}·]*)\s*([A-Za-z][A-Za-z .,'-]*[A-Za-z.])$/u;
const EN_THEN_ZH = /^([A-Za-z][A-Za-z .,'-]*[A-Za-z.])\s*(\p{Script=Han}[\p{Script=Han}·]*)$/u;

/**
 * A guardian's one name cell in the account's two names: "陳大文 Chan Tai Man" (either way round)
 * is split at the change of script; any other name is both.
 */
export function guardianNames(name: string): { nameZh: string; nameEn: string } {
  const zhFirst = ZH_THEN_EN.exec(name);
  if (zhFirst) return { nameZh: zhFirst[1]!, nameEn: zhFirst[2]! };
  const enFirst = EN_THEN_ZH.exec(name);
  if (enFirst) return { nameZh: enFirst[2]!, nameEn: enFirst[1]! };
  return { nameZh: name, nameEn: name };
}

export const guardianKey = (g: { countryCode: string; phone: string }) =>
  `${g.countryCode}:${g.phone}`;

const seatOf = (className: string | null, classNumber: number | null) =>
  `${className ?? ""}#${classNumber ?? ""}`;

/**
 * A file's header and rows, as a roster or a staff list reads them: each known column's place
 * (a header named twice, or a required one missing, refuses the file), the headers it does not
 * know, and the rows with anything in them, numbered as the spreadsheet numbers them.
 */
export function readTable<Column extends ImportColumn>(
  cells: readonly Cell[][],
  known: ReadonlyMap<string, Column>,
  required: readonly Column[],
  locale: Locale,
) {
  const [header = [], ...body] = cells;
  const at = new Map<Column, number>();
  const extraColumns: string[] = [];
  header.forEach((cell, index) => {
    const text = cellText(cell);
    if (!text) return;
    const column = known.get(headerKey(text));
    if (!column) extraColumns.push(text);
    else if (at.has(column))
      throw new RosterFileProblem("roster.error.duplicateColumn", { value: text });
    else at.set(column, index);
  });
  const missing = required.filter((column) => !at.has(column));
  if (missing.length > 0)
    throw new RosterFileProblem("roster.error.missingColumns", {
      columns: missing
        .map((column) => rosterColumnTitle(locale, column))
        .join(locale === "en-US" ? ", " : "、"),
    });
  const rows = body
    .map((cellsOfRow, index) => ({ cells: cellsOfRow, row: index + 2 }))
    .filter(({ cells: c }) => c.some((cell) => cellText(cell) !== ""));
  if (rows.length === 0) throw new RosterFileProblem("roster.error.empty");
  if (rows.length > ROSTER_MAX_ROWS)
    throw new RosterFileProblem("roster.error.tooManyRows", { max: ROSTER_MAX_ROWS });
  return { at, extraColumns, rows };
}

/** Reads the rows, checks each, and plans the import against what the school has. */
export function checkRoster(
  cells: readonly Cell[][],
  lookups: RosterLookups,
  { full, locale }: { full: boolean; locale: Locale },
): RosterCheck {
  const { at, extraColumns, rows } = readTable(cells, columnByHeader(), ROSTER_REQUIRED, locale);
  const cellOf = (rowCells: readonly Cell[], column: RosterColumn) => {
    const index = at.get(column);
    return index === undefined ? "" : cellText(rowCells[index]);
  };

  const problems: RosterProblemFound[] = [];
  const accepted: RosterStudent[] = [];
  const firstRowOf = new Map<string, number>();
  const firstSeatOf = new Map<string, number>();
  const named: RosterCheck["named"] = { studentNos: [], phones: [] };

  for (const { cells: rowCells, row } of rows) {
    const before = problems.length;
    const text = (column: RosterColumn) => cellOf(rowCells, column);
    const refuse = (
      column: RosterColumn | null,
      id: ContractMessageId,
      values?: RosterProblemFound["values"],
    ) => problems.push({ row, column, id, ...(values ? { values } : {}) });
    const required = (column: RosterColumn, max: number) => {
      const value = text(column);
      if (!value) refuse(column, "roster.error.required");
      else if ([...value].length > max) refuse(column, "roster.error.tooLong", { max });
      return value;
    };

    const studentNo = required("student_no", ROSTER_LIMITS.studentNo);
    if (studentNo && !STUDENT_NO.test(studentNo)) refuse("student_no", "roster.error.studentNo");
    const className = required("class_name", ROSTER_LIMITS.className)
      .normalize("NFKC")
      .toUpperCase();
    const numberText = text("class_number").normalize("NFKC");
    const classNumber = Number(numberText);
    if (!numberText) refuse("class_number", "roster.error.required");
    else if (
      !/^\d+$/.test(numberText) ||
      classNumber < 1 ||
      classNumber > ROSTER_LIMITS.classNumberMax
    )
      refuse("class_number", "roster.error.classNumber", { max: ROSTER_LIMITS.classNumberMax });
    const nameZh = required("name_zh", ROSTER_LIMITS.name);
    const nameEn = required("name_en", ROSTER_LIMITS.name);

    const genderText = text("gender");
    const gender = genderText ? (GENDER_WORDS[headerKey(genderText)] ?? null) : null;
    if (genderText && !gender) refuse("gender", "roster.error.gender");
    const birthText = text("birth_date");
    const birthDate = birthText ? dayOf(birthText.replace(/-/g, "/")) : null;
    if (birthText && !birthDate) refuse("birth_date", "roster.error.date");

    const guardians: RosterGuardian[] = [];
    for (const n of [1, 2] as const) {
      const col = (field: string) => `guardian${n}_${field}` as RosterColumn;
      const [name, relationText, phoneText, emailText] = ["name", "relation", "phone", "email"].map(
        (field) => text(col(field)),
      ) as [string, string, string, string];
      if (!name && !relationText && !phoneText && !emailText) continue;
      if (!name) refuse(col("name"), "roster.error.guardianName");
      else if ([...name].length > ROSTER_LIMITS.name)
        refuse(col("name"), "roster.error.tooLong", { max: ROSTER_LIMITS.name });
      const relation = relationText ? (RELATION_WORDS[headerKey(relationText)] ?? null) : null;
      if (relationText && !relation)
        refuse(col("relation"), "roster.error.relation", {
          relations: GUARDIAN_RELATIONS.map((r) => translate(locale, `roster.relation.${r}`)).join(
            locale === "en-US" ? ", " : "、",
          ),
        });
      const phone = phoneText ? phoneOf(phoneText, lookups.region) : null;
      if (!phoneText) refuse(col("phone"), "roster.error.guardianPhone");
      else if (typeof phone === "string") refuse(col("phone"), `roster.error.${phone}`);
      if (emailText && (emailText.length > ROSTER_LIMITS.email || !EMAIL.test(emailText)))
        refuse(col("email"), "roster.error.email");
      if (phone && typeof phone !== "string") named.phones.push(guardianKey(phone));
      if (name && phone && typeof phone !== "string") {
        if (guardians.some((g) => guardianKey(g) === guardianKey(phone)))
          refuse(col("phone"), "roster.error.sameGuardian");
        else guardians.push({ name, relation, ...phone, email: emailText || null });
      }
    }

    if (studentNo) {
      const key = studentNo.toLowerCase();
      named.studentNos.push(key);
      const first = firstRowOf.get(key);
      if (first !== undefined)
        refuse("student_no", "roster.error.duplicateStudent", { row: first });
      else firstRowOf.set(key, row);
      if (lookups.otherSchoolStudents.has(key))
        refuse("student_no", "roster.error.otherSchoolStudent");
    }
    if (className && classNumber) {
      const seat = seatOf(className, classNumber);
      const first = firstSeatOf.get(seat);
      if (first !== undefined) refuse("class_number", "roster.error.duplicateSeat", { row: first });
      else firstSeatOf.set(seat, row);
    }
    for (const [index, g] of guardians.entries()) {
      const account = lookups.guardianAccounts.get(guardianKey(g));
      if (account && !account.ofThisSchool)
        refuse(`guardian${index + 1}_phone` as RosterColumn, "roster.error.otherSchoolGuardian");
    }
    if (problems.length === before)
      accepted.push({
        row,
        studentNo,
        className,
        classNumber,
        nameZh,
        nameEn,
        gender,
        birthDate,
        guardians,
      });
  }

  // Against the school: a seat held by a student the file does not move (nor, a whole roster,
  // leave) is taken.
  const byNumber = new Map(lookups.students.map((s) => [s.studentNo.toLowerCase(), s]));
  const inFile = new Set(firstRowOf.keys());
  if (!full) {
    const held = new Map(
      lookups.students
        .filter((s) => s.status === "active" && !inFile.has(s.studentNo.toLowerCase()))
        .map((s) => [seatOf(s.className, s.classNumber), s]),
    );
    for (const student of [...accepted]) {
      const holder = held.get(seatOf(student.className, student.classNumber));
      if (!holder) continue;
      problems.push({
        row: student.row,
        column: "class_number",
        id: "roster.error.seatTaken",
        values: {
          className: student.className,
          classNumber: student.classNumber,
          studentNo: holder.studentNo,
        },
      });
      accepted.splice(accepted.indexOf(student), 1);
    }
  }

  const plan: RosterPlan = { add: [], update: [], unchanged: 0, left: [], newGuardians: [] };
  for (const student of accepted) {
    const was = byNumber.get(student.studentNo.toLowerCase());
    if (!was) plan.add.push(student);
    else if (changes(student, was)) plan.update.push({ student, known: was });
    else plan.unchanged += 1;
  }
  if (full)
    plan.left = lookups.students.filter(
      (s) => s.status === "active" && !inFile.has(s.studentNo.toLowerCase()),
    );
  plan.newGuardians = [...new Set(accepted.flatMap((s) => s.guardians.map(guardianKey)))].filter(
    (key) => !lookups.guardianAccounts.has(key),
  );

  const refusedRows = new Set(problems.map((p) => p.row)).size;
  problems.sort((a, b) => a.row - b.row);
  return {
    accepted,
    named,
    problems,
    extraColumns,
    plan,
    counts: {
      added: plan.add.length,
      updated: plan.update.length,
      left: plan.left.length,
      unchanged: plan.unchanged,
      refused: refusedRows,
      guardiansAdded: plan.newGuardians.length,
    },
  };
}

/** Whether a row says anything the school does not have (a blank optional cell says nothing). */
function changes(student: RosterStudent, was: KnownStudent): boolean {
  if (was.status !== "active") return true;
  if (
    student.className !== was.className ||
    student.classNumber !== was.classNumber ||
    student.nameZh !== was.nameZh ||
    student.nameEn !== was.nameEn ||
    (student.gender !== null && student.gender !== was.gender) ||
    (student.birthDate !== null && student.birthDate !== was.birthDate)
  )
    return true;
  if (student.guardians.length === 0) return false;
  // The same guardians; a relation left blank is not said, so not a change.
  const had = new Map(was.guardians.map((g) => [g.key, g.relation]));
  return (
    had.size !== student.guardians.length ||
    student.guardians.some(
      (g) =>
        !had.has(guardianKey(g)) || (g.relation !== null && g.relation !== had.get(guardianKey(g))),
    )
  );
}
