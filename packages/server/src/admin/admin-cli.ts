import { randomInt } from "node:crypto";
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { parseArgs } from "node:util";
import {
  createSchoolSchema,
  PORTAL_BASE,
  SETUP_LINK_HOURS,
  SETUP_PATH,
  type ContractMessageId,
} from "@campus/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { schools, users } from "../db/schema";
import { ApiProblem } from "../http/api-problem";
import { translate } from "../http/messages";
import { rosterColumnTitle } from "../roster/roster-check";
import { importRoster, previewRoster, RosterRefused } from "../roster/roster-import";
import { hashPassword } from "../services/passwords";
import { closeSignIns } from "../services/sessions";
import { createSchool, issueSetupLink, officeUsername } from "../services/school-setup";

/*
 * `npm run admin -- <command>`: what a school's IT person scripts (issue 36). Each command does
 * what the screens do, through the same services and the contract's rules, and exits non-zero
 * when it refused anything (nothing written then).
 */

export interface AdminIo {
  db: Db;
  now: Date;
  /** Where the portal is reached from outside ("https://campus.school.edu.hk"). */
  publicUrl: string;
  out: (line: string) => void;
  err: (line: string) => void;
}

export const ADMIN_USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-school   A school and its first office account, and a one-time set-up link.
      --code <CODE>              2-16 letters or digits, what families and the elements name it by
      --name-zh <名稱>            the school's Chinese name (Traditional)
      --name-cn <名称>            its Simplified name (default: the Chinese name)
      --name-en <name>           its English name
      --region hk|mo|cn|tw       where it is: phones' default region and wording
      --office-phone <cc>-<no>   the office's mobile, e.g. 852-61234567: set-up codes go there
      --office-name-zh <名稱>     the office account's name (default: <name-zh>校務處)
      --office-name-en <name>    (default: <name-en> Office)
  setup-link      A new one-time set-up link for a school's office account (the older stops working).
      --school <CODE>
  import          The school's roster (.xlsx, or CSV in UTF-8, Big5 or GBK): one row per student,
                  up to two guardians. Students are matched by student number, guardians by mobile.
      --school <CODE>
      <file>
      --full                     the file is the whole school: students it lacks are marked left
      --dry-run                  only say what it would do
                  Prints: added N, updated N, left N, unchanged N, refused N, and each refused
                  row. Any refused row: nothing is written, and it exits 1.
  reset-password  A temporary password for a student or a teacher who forgot theirs, printed once;
                  their sessions end. They sign in with it and set their own (account menu ›
                  Password). Parents need none: they sign in by a code to their mobile.
      --school <CODE>
      --username <name>          what they sign in with (a student's number, a teacher's name)
`;

const english = (id: ContractMessageId, values: Record<string, string | number> = {}) =>
  translate("en-US", id, values);

/** The set-up link the office opens: the portal's set-up page with the one-time token. */
export const setupUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, "")}${PORTAL_BASE}${SETUP_PATH}?token=${token}`;

function linkLines(io: AdminIo, token: string, school: string, username: string, phone: string) {
  io.out(`Set-up link for ${school}'s office (works once, for ${SETUP_LINK_HOURS} hours):`);
  io.out(`  ${setupUrl(io.publicUrl, token)}`);
  io.out(`It texts a code to +${phone}, then asks for a password; the office signs in as`);
  io.out(`"${username}" (login type teacher) from then on.`);
}

async function createSchoolCommand(args: string[], io: AdminIo): Promise<number> {
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      code: { type: "string" },
      "name-zh": { type: "string" },
      "name-cn": { type: "string" },
      "name-en": { type: "string" },
      region: { type: "string" },
      "office-phone": { type: "string" },
      "office-name-zh": { type: "string" },
      "office-name-en": { type: "string" },
    },
  });
  const [countryCode, ...rest] = (values["office-phone"] ?? "").replace(/^\+/, "").split("-");
  const parsed = createSchoolSchema.safeParse({
    code: values.code ?? "",
    name_zh: values["name-zh"] ?? "",
    name_cn: values["name-cn"],
    name_en: values["name-en"] ?? "",
    region: values.region ?? "",
    office_country_code: rest.length ? countryCode : "",
    office_phone: rest.length ? rest.join("") : (countryCode ?? ""),
    office_name_zh: values["office-name-zh"],
    office_name_en: values["office-name-en"],
  });
  if (!parsed.success) {
    const flag: Record<string, string> = {
      name_zh: "--name-zh",
      name_cn: "--name-cn",
      name_en: "--name-en",
      office_country_code: "--office-phone (its country code: 852, 853, 86 or 886)",
      office_phone: "--office-phone",
      office_name_zh: "--office-name-zh",
      office_name_en: "--office-name-en",
    };
    io.err("Nothing was created:");
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      io.err(`  ${flag[field] ?? `--${field}`}: ${english(issue.message as ContractMessageId)}`);
    }
    return 1;
  }
  const { school, office } = await createSchool(io.db, parsed.data, io.now);
  const token = await issueSetupLink(io.db, { kind: "office", userId: office.id }, io.now);
  io.out(
    `Created ${school.nameEn} (${school.nameZh}), code ${school.code}, region ${school.region}.`,
  );
  linkLines(
    io,
    token,
    school.code,
    office.username,
    `${office.contactCountryCode} ${office.contactPhone}`,
  );
  return 0;
}

async function setupLinkCommand(args: string[], io: AdminIo): Promise<number> {
  const { values } = parseArgs({ args, strict: true, options: { school: { type: "string" } } });
  const code = values.school?.trim() ?? "";
  const [found] = await io.db
    .select({ school: schools, office: users })
    .from(schools)
    .innerJoin(users, eq(users.schoolId, schools.id))
    .where(
      sql`lower(${schools.code}) = lower(${code}) AND ${users.username} = ${officeUsername(code)}`,
    );
  if (!found) {
    io.err(`No school with the code "${code}" has an office account made by create-school.`);
    return 1;
  }
  const token = await issueSetupLink(io.db, { kind: "office", userId: found.office.id }, io.now);
  linkLines(
    io,
    token,
    found.school.code,
    found.office.username,
    `${found.office.contactCountryCode} ${found.office.contactPhone}`,
  );
  return 0;
}

async function importCommand(args: string[], io: AdminIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    strict: true,
    allowPositionals: true,
    options: {
      school: { type: "string" },
      full: { type: "boolean", default: false },
      "dry-run": { type: "boolean", default: false },
    },
  });
  const code = values.school?.trim() ?? "";
  const [school] = await io.db
    .select({ id: schools.id, code: schools.code })
    .from(schools)
    .where(sql`lower(${schools.code}) = lower(${code})`);
  if (!school) {
    io.err(`No school has the code "${code}".`);
    return 1;
  }
  const [path, ...more] = positionals;
  if (!path || more.length > 0) {
    io.err(`Name one roster file.\n\n${ADMIN_USAGE}`);
    return 1;
  }
  let bytes: Uint8Array;
  try {
    bytes = await readFile(path);
  } catch {
    io.err(`Cannot read ${path}.`);
    return 1;
  }
  const input = {
    schoolId: school.id,
    locale: "en-US" as const,
    bytes,
    fileName: basename(path),
    full: values.full,
    importerId: null,
  };
  try {
    const dryRun = values["dry-run"];
    const answer = dryRun
      ? await previewRoster(io.db, input)
      : await importRoster(io.db, { ...input, now: io.now });
    const { counts, staffCounts: staff } = answer;
    const done = dryRun ? "Would import" : counts.refused > 0 ? "Nothing imported" : "Imported";
    io.out(
      `${done} ${path} (${answer.format}) into ${school.code}: added ${counts.added}, ` +
        `updated ${counts.updated}, left ${counts.left}, unchanged ${counts.unchanged}, ` +
        `refused ${counts.refused}` +
        (answer.people === "staff"
          ? " (a staff list)."
          : `; guardian accounts added ${counts.guardiansAdded}.`),
    );
    if (staff)
      io.out(
        `Its teachers: added ${staff.added}, updated ${staff.updated}, left ${staff.left}, ` +
          `unchanged ${staff.unchanged}, refused ${staff.refused}.`,
      );
    if (answer.extraColumns.length > 0)
      io.out(`Columns not read: ${answer.extraColumns.join(", ")}.`);
    for (const problem of answer.problems)
      io.err(
        `  row ${problem.row}${problem.column ? `, ${rosterColumnTitle("en-US", problem.column)}` : ""}: ${problem.message}`,
      );
    return counts.refused > 0 ? 1 : 0;
  } catch (error) {
    if (error instanceof RosterRefused) {
      io.err(`Nothing imported: ${error.message}.`);
      return 1;
    }
    throw error;
  }
}

/** Easy to read out and type: no 0/O, 1/l/I. Ten of them, a letter and a digit among them. */
const READABLE = "abcdefghjkmnpqrstuvwxyz23456789";
function temporaryPassword(): string {
  for (;;) {
    const text = Array.from({ length: 10 }, () => READABLE[randomInt(READABLE.length)]).join("");
    if (/\d/.test(text) && /[a-z]/.test(text)) return text;
  }
}

async function resetPasswordCommand(args: string[], io: AdminIo): Promise<number> {
  const { values } = parseArgs({
    args,
    strict: true,
    options: { school: { type: "string" }, username: { type: "string" } },
  });
  const code = values.school?.trim() ?? "";
  const username = values.username?.trim() ?? "";
  const [account] = await io.db
    .select({ id: users.id, loginType: users.loginType, username: users.username })
    .from(users)
    .innerJoin(schools, eq(schools.id, users.schoolId))
    .where(
      and(
        sql`lower(${schools.code}) = lower(${code})`,
        sql`lower(${users.username}) = lower(${username})`,
        eq(users.status, "active"),
      ),
    );
  if (!account) {
    io.err(`No active account "${username}" in the school with the code "${code}".`);
    return 1;
  }
  if (account.loginType === "parent" || account.loginType === "guardian") {
    io.err(
      `"${account.username}" is a parent: they sign in with a code texted to their mobile ` +
        `("改用短訊驗證碼" on the sign-in page) and set a new password in the account menu.`,
    );
    return 1;
  }
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  await io.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, account.id));
    await closeSignIns(tx, [account.id], io.now);
  });
  io.out(`A temporary password for "${account.username}" (${account.loginType}): ${password}`);
  io.out("Their sessions have ended. Once signed in with it, they set their own under");
  io.out("the account menu's Password.");
  return 0;
}

/** Runs one command; the exit code it should end with. */
export async function runAdmin(argv: string[], io: AdminIo): Promise<number> {
  const [command, ...args] = argv;
  try {
    if (command === "create-school") return await createSchoolCommand(args, io);
    if (command === "setup-link") return await setupLinkCommand(args, io);
    if (command === "import") return await importCommand(args, io);
    if (command === "reset-password") return await resetPasswordCommand(args, io);
    io.err(command ? `Unknown command "${command}".\n\n${ADMIN_USAGE}` : ADMIN_USAGE);
    return command ? 1 : 0;
  } catch (error) {
    if (error instanceof ApiProblem) {
      io.err(`Nothing was created: ${english(error.messageId, error.values)}.`);
      return 1;
    }
    // parseArgs: an unknown option or one without its value.
    if (error instanceof TypeError && "code" in error) {
      io.err(`${error.message}\n\n${ADMIN_USAGE}`);
      return 1;
    }
    throw error;
  }
}
