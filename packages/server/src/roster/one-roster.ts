import { unzipSync } from "fflate";
import {
  ROSTER_COLUMNS,
  STAFF_COLUMNS,
  type RosterColumn,
  type StaffColumn,
} from "@campus/contract";
import { translate } from "../http/messages";
import { decodeText, parseCsv, type Cell } from "../services/spreadsheet";
import { RosterFileProblem, rosterColumnTitle } from "./roster-check";

/*
 * A OneRoster 1.1 or 1.2 CSV bundle (a zip: manifest.csv, users.csv, classes.csv,
 * enrollments.csv, and demographics.csv when the system exports one), as an SIS, Microsoft
 * School Data Sync or Clever exports it, read into the rows of the school's own spreadsheet:
 * one row per student, at the line of users.csv that names them (so a refused cell names that
 * line), checked and imported by the same code as any roster (roster-check.ts).
 *
 * - A student: a users.csv row whose role is "student" (1.1's `role`; 1.2's roles.csv), not
 *   "tobedeleted". Their number is `identifier`, else `username`, else `sourcedId`.
 * - Their class: the title of their homeroom class (enrollments.csv → classes.csv), else of the
 *   first class they are enrolled in.
 * - What OneRoster has no field for, a Hong Kong school's roster needs: the class number and the
 *   Chinese name, from the extension columns `metadata.classNumber` and `metadata.nameZh` (or the
 *   preferred names, when written in Chinese).
 * - Guardians: the users its `agentSourcedIds` name (at most two), with their `sms` or `phone`,
 *   `email`, and relation from `metadata.relation` (else "guardian" for a guardian's role).
 * - Sex and birth date from demographics.csv.
 * - An enrollment naming a user or class the bundle lacks refuses the bundle (a partial export).
 * - Teachers: the users whose role is "teacher", as a staff list gives them (staff-check.ts):
 *   their sign-in name is `username` (an e-mail address's part before the @), their mobile `sms`
 *   or `phone`. No role is said: a new one is a teacher, a known one keeps theirs (the office's
 *   too). Administrators and aides are not read: the office adds them on its People page.
 */

/** A zip's files, by lower-case name without folders; null when the bytes are no zip. */
function unzip(bytes: Uint8Array): Map<string, Uint8Array> | null {
  try {
    const files = unzipSync(bytes);
    return new Map(
      Object.entries(files).map(([name, data]) => [name.split("/").pop()!.toLowerCase(), data]),
    );
  } catch {
    return null;
  }
}

/** Whether a zip is a OneRoster bundle (it has a manifest.csv) rather than a workbook. */
export function isOneRosterZip(bytes: Uint8Array): boolean {
  const files = unzip(bytes);
  return files !== null && !files.has("[content_types].xml");
}

type Row = Record<string, string>;

/** A CSV file of the bundle as rows keyed by lower-case header, each with its line number. */
function table(files: Map<string, Uint8Array>, name: string): (Row & { _line: string })[] | null {
  const data = files.get(name);
  if (!data) return null;
  const decoded = decodeText(data);
  if (!decoded) throw new RosterFileProblem("roster.error.oneRosterFile", { file: name });
  const [header = [], ...rows] = parseCsv(decoded.text);
  const keys = header.map((h) => h.trim().toLowerCase());
  return rows.map((cells, index) => {
    const row: Row & { _line: string } = { _line: String(index + 2) };
    keys.forEach((key, i) => (row[key] = (cells[i] ?? "").trim()));
    return row;
  });
}

const list = (text: string | undefined) =>
  (text ?? "")
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);

const HAN = /\p{Script=Han}/u;

/** A person's English name as Hong Kong writes it on a roster: family name first. */
const englishName = (row: Row) => [row.familyname, row.givenname].filter(Boolean).join(" ");

/** The Chinese name an extension column or the preferred names carry; "" when none does. */
function chineseName(row: Row): string {
  const named = row["metadata.namezh"] || row["metadata.chinesename"];
  if (named) return named;
  const preferred = `${row.preferredfamilyname ?? ""}${row.preferredgivenname ?? ""}`;
  return HAN.test(preferred) ? preferred : "";
}

const RELATIONS: Record<string, string> = {
  father: "father",
  mother: "mother",
  guardian: "guardian",
};

/**
 * The bundle's students as the school's spreadsheet would list them, under the template's
 * English headers. Throws RosterFileProblem for a zip that is not a OneRoster bundle.
 */
export function readOneRoster(bytes: Uint8Array): {
  cells: Cell[][];
  format: string;
  /** The bundle's teachers as a staff list (each at their line of users.csv); null: none. */
  staff: Cell[][] | null;
} {
  const files = unzip(bytes);
  if (!files || !files.has("manifest.csv"))
    throw new RosterFileProblem("roster.error.oneRosterManifest");
  const manifest = table(files, "manifest.csv") ?? [];
  const version = manifest.find((row) => row.propertyname === "oneroster.version")?.value ?? "1.1";
  const need = (name: string) => {
    const rows = table(files, name);
    if (!rows) throw new RosterFileProblem("roster.error.oneRosterFile", { file: name });
    return rows;
  };
  const users = need("users.csv");
  const classes = new Map(need("classes.csv").map((c) => [c.sourcedid, c]));
  const enrollments = need("enrollments.csv");
  const demographics = new Map(
    (table(files, "demographics.csv") ?? []).map((d) => [d.sourcedid, d]),
  );
  // 1.2 keeps roles apart; 1.1 in users.csv.
  const roleOf = new Map<string, string>();
  for (const { usersourcedid: id = "", role = "" } of table(files, "roles.csv") ?? [])
    if (!roleOf.has(id)) roleOf.set(id, role.toLowerCase());
  const role = (user: Row) => (user.role || roleOf.get(user.sourcedid ?? "") || "").toLowerCase();
  const byId = new Map(users.map((user) => [user.sourcedid, user]));
  // An enrollment of someone or into a class the bundle lacks: a partial export, refused whole.
  for (const e of enrollments) {
    if (e.status?.toLowerCase() === "tobedeleted") continue;
    const unknown = !byId.has(e.usersourcedid)
      ? { id: e.usersourcedid ?? "", file: "users.csv" }
      : !classes.has(e.classsourcedid)
        ? { id: e.classsourcedid ?? "", file: "classes.csv" }
        : null;
    if (unknown)
      throw new RosterFileProblem("roster.error.oneRosterReference", { line: e._line, ...unknown });
  }

  const header: Cell[] = ROSTER_COLUMNS.map((column) => rosterColumnTitle("en-US", column));
  const cells: Cell[][] = [header];
  for (const user of users) {
    if (role(user) !== "student" || user.status?.toLowerCase() === "tobedeleted") continue;
    const enrolled = enrollments
      .filter(
        (e) => e.usersourcedid === user.sourcedid && e.status?.toLowerCase() !== "tobedeleted",
      )
      .map((e) => ({ enrollment: e, class: classes.get(e.classsourcedid) }))
      .filter((e) => e.class);
    const homeroom =
      enrolled.find((e) => e.class!.classtype?.toLowerCase() === "homeroom") ?? enrolled[0];
    const demo = demographics.get(user.sourcedid);
    const sex = demo?.sex?.toLowerCase();
    const value: Partial<Record<RosterColumn, string>> = {
      student_no: user.identifier || user.username || user.sourcedid,
      class_name: homeroom?.class!.title ?? "",
      class_number:
        user["metadata.classnumber"] || homeroom?.enrollment["metadata.classnumber"] || "",
      name_zh: chineseName(user),
      name_en: englishName(user),
      gender: sex === "male" ? "M" : sex === "female" ? "F" : "",
      birth_date: demo?.birthdate ? demo.birthdate.slice(0, 10).replaceAll("-", "/") : "",
    };
    list(user.agentsourcedids)
      .map((id) => byId.get(id))
      .filter((agent): agent is NonNullable<typeof agent> => agent !== undefined)
      .slice(0, 2)
      .forEach((agent, i) => {
        const n = i + 1;
        const relation =
          RELATIONS[(agent["metadata.relation"] ?? "").toLowerCase()] ??
          (role(agent) === "guardian" ? "guardian" : "");
        value[`guardian${n}_name` as RosterColumn] = chineseName(agent) || englishName(agent);
        value[`guardian${n}_relation` as RosterColumn] = relation
          ? translate("en-US", `roster.relation.${relation as "father"}`)
          : "";
        value[`guardian${n}_phone` as RosterColumn] = agent.sms || agent.phone || "";
        value[`guardian${n}_email` as RosterColumn] = agent.email || "";
      });
    // At the student's own line of users.csv: a refused cell names it.
    cells[Number(user._line) - 1] = ROSTER_COLUMNS.map((column) => value[column] ?? "");
  }
  for (let i = 0; i < cells.length; i++) cells[i] ??= [];
  return { cells, format: `OneRoster ${version}`, staff: teachersOf(users, role) };
}

/** The bundle's teachers as a staff list's cells; null when it has none. */
function teachersOf(users: (Row & { _line: string })[], role: (user: Row) => string) {
  const staff: Cell[][] = [STAFF_COLUMNS.map((column) => rosterColumnTitle("en-US", column))];
  for (const user of users) {
    if (role(user) !== "teacher" || user.status?.toLowerCase() === "tobedeleted") continue;
    const value: Partial<Record<StaffColumn, string>> = {
      username: (user.username || user.identifier || user.sourcedid || "").split("@")[0],
      name_zh: chineseName(user),
      name_en: englishName(user),
      phone: user.sms || user.phone || "",
      email: user.email || "",
    };
    staff[Number(user._line) - 1] = STAFF_COLUMNS.map((column) => value[column] ?? "");
  }
  if (staff.length === 1) return null;
  for (let i = 0; i < staff.length; i++) staff[i] ??= [];
  return staff;
}
