import {
  ECA_IMPORT_COLUMNS,
  ECA_IMPORT_REQUIRED,
  ECA_LEVELS,
  entryScore,
  LOCALES,
  type ContractMessageId,
  type EcaImport,
  type EcaImportPreview,
  type EcaLevel,
  type EcaRegion,
  type Locale,
} from "@campus/contract";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import writeXlsxFile, { type SheetData } from "write-excel-file/node";
import type { Db } from "../../db/database";
import { uploads, users } from "../../db/schema";
import { isUniqueViolation, pageWindow, type Executor } from "../../db/sql";
import { conflict, invalidField, missing } from "../../http/api-problem";
import { translate } from "../messages";
import type { ServiceContext } from "../../services/context";
import { NotSpreadsheet, readSpreadsheet, type Cell } from "../../services/spreadsheet";
import { checkedUpload, insertUpload, uploadBytes } from "../../services/uploads";
import type { EcaCaller } from "../callers";
import { ecaCategories, ecaEntries, ecaEvents, ecaImports, ecaPrizes } from "../schema";
import {
  checkImport,
  ImportFileProblem,
  type ImportCheck,
  type ImportLookups,
  type ImportProblem,
  type RecordedEvent,
} from "./import-check";
import { ruleOf, schoolYearOf, semesterOf } from "./settings";
import { nameColumns, nameFor, simplified, withSimplified } from "./names";

/*
 * Import by file (spec §1, §5): the office uploads the template filled in; the server reads it
 * with read-excel-file, checks every row (import-check.ts) and keeps the file and the outcome as
 * a preview. Confirming writes the accepted rows in one transaction, once; the history lists
 * every import, gives back the file and its refused rows with an error column, and undoes one.
 */

export const IMPORT_PURPOSE = "eca.import";
const SPREADSHEET = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** How many refused rows and accepted rows a preview shows (the report has every refused row). */
const PROBLEMS_SHOWN = 200;
const SAMPLE_SHOWN = 20;
/** Rows per insert statement (PGlite: thousands per statement beat row by row). */
const BATCH = 1_000;

/** A column's title (message ids are camelCase: `competition_item` → `competitionItem`). */
const columnTitle = (locale: Locale, column: string) =>
  translate(
    locale,
    `eca.import.column.${column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())}` as ContractMessageId,
  );

/** The template's header row in one language: required columns marked *. */
export const templateHeader = (locale: Locale) =>
  ECA_IMPORT_COLUMNS.map(
    (column) => `${columnTitle(locale, column)}${ECA_IMPORT_REQUIRED.includes(column) ? "*" : ""}`,
  );

const levelWord = (locale: Locale, level: EcaLevel, region: "hk" | "mo") =>
  translate(
    locale,
    `eca.import.level.${level === "territory" && region === "mo" ? "territoryMo" : level}` as ContractMessageId,
  );

const withCn = <T extends { nameZh: string; nameCn: string | null }>(setting: T) => ({
  ...setting,
  nameCn: setting.nameCn || simplified(setting.nameZh),
});

/** What the rows are checked against: the school's settings, students and the events named. */
async function lookupsFor(
  db: Executor,
  { schoolId, locale, codes }: { schoolId: number; locale: Locale; codes: string[] },
): Promise<ImportLookups> {
  const [categories, prizes, students, rule] = await Promise.all([
    db
      .select({
        id: ecaCategories.id,
        nameZh: ecaCategories.nameZh,
        nameCn: ecaCategories.nameCn,
        nameEn: ecaCategories.nameEn,
        status: ecaCategories.status,
      })
      .from(ecaCategories)
      .where(eq(ecaCategories.schoolId, schoolId)),
    db
      .select({
        id: ecaPrizes.id,
        nameZh: ecaPrizes.nameZh,
        nameCn: ecaPrizes.nameCn,
        nameEn: ecaPrizes.nameEn,
        status: ecaPrizes.status,
      })
      .from(ecaPrizes)
      .where(eq(ecaPrizes.schoolId, schoolId)),
    db
      .select({
        id: users.id,
        className: users.className,
        classNumber: users.classNumber,
        studentNo: users.studentNo,
      })
      .from(users)
      // A student who left gets no new records; their class and number may be another's now.
      .where(
        and(
          eq(users.schoolId, schoolId),
          eq(users.loginType, "student"),
          eq(users.status, "active"),
        ),
      ),
    ruleOf(db as Db, schoolId),
  ]);
  const events = new Map<string, RecordedEvent>();
  if (codes.length > 0) {
    const rows = await db
      .select()
      .from(ecaEvents)
      .where(and(eq(ecaEvents.schoolId, schoolId), inArray(sql`upper(${ecaEvents.code})`, codes)));
    const entries =
      rows.length === 0
        ? []
        : await db
            .select({
              eventId: ecaEntries.eventId,
              studentId: ecaEntries.studentId,
              item: ecaEntries.competitionItem,
            })
            .from(ecaEntries)
            .where(
              inArray(
                ecaEntries.eventId,
                rows.map((r) => r.id),
              ),
            );
    for (const event of rows) {
      events.set(event.code.toUpperCase(), {
        id: event.id,
        code: event.code,
        nameZh: event.nameZh,
        nameEn: event.nameEn,
        categoryId: event.categoryId,
        startsOn: event.startsOn,
        endsOn: event.endsOn,
        hours: event.hours,
        organiser: event.organiser,
        subItems: event.subItems,
        entries: new Set(
          entries.filter((e) => e.eventId === event.id).map((e) => `${e.studentId}|${e.item}`),
        ),
      });
    }
  }
  const levels = new Map<string, EcaLevel>();
  for (const level of ECA_LEVELS) {
    levels.set(level.toLowerCase(), level);
    for (const l of LOCALES)
      for (const region of ["hk", "mo"] as const)
        levels.set(levelWord(l, level, region).toLowerCase(), level);
  }
  return {
    headers: LOCALES.map(templateHeader),
    errorColumn: LOCALES.map((l) => columnTitle(l, "errors")),
    categories: categories.map(withCn),
    prizes: prizes.map(withCn),
    students,
    levels,
    levelWords: ECA_LEVELS.map((level) => levelWord(locale, level, rule.region)).join("、"),
    events,
  };
}

/**
 * The first sheet's cells, or a CSV file's rows in whatever encoding Excel saved it (issue 37,
 * item 12); an unreadable file is "invalid file format", with what to upload instead.
 */
async function cellsOf(bytes: Uint8Array, locale: Locale): Promise<Cell[][]> {
  try {
    return (await readSpreadsheet(bytes)).cells;
  } catch (error) {
    if (!(error instanceof NotSpreadsheet)) throw error;
    throw invalidField(locale, "file", "api.error.spreadsheetType");
  }
}

/** The codes a sheet names (upper case), to look up the events it adds to. */
const codesIn = (cells: Cell[][]) => [
  ...new Set(
    cells
      .slice(1)
      .map((row) =>
        String(row[0] ?? "")
          .trim()
          .toUpperCase(),
      )
      .filter(Boolean),
  ),
];

async function check(
  db: Executor,
  { schoolId, locale, cells }: { schoolId: number; locale: Locale; cells: Cell[][] },
): Promise<ImportCheck> {
  const lookups = await lookupsFor(db, { schoolId, locale, codes: codesIn(cells) });
  try {
    return checkImport(cells, lookups);
  } catch (error) {
    if (error instanceof ImportFileProblem)
      throw invalidField(locale, "file", error.id, error.values);
    throw error;
  }
}

type ImportRecord = typeof ecaImports.$inferSelect;

const counts = (checked: ImportCheck) => ({
  rows: checked.rows,
  accepted: checked.accepted.length,
  refused: checked.rows - checked.accepted.length,
  newEvents: checked.events.length,
});

/** Checks an uploaded file and keeps it with its preview; no record is written. */
export async function checkImportFile(
  ctx: ServiceContext,
  { me, file }: { me: EcaCaller; file: File },
): Promise<EcaImportPreview> {
  const { bytes, type } = await checkedUpload(ctx, "spreadsheet", file);
  const cells = await cellsOf(bytes, ctx.locale);
  const checked = await check(ctx.db, { schoolId: me.schoolId, locale: ctx.locale, cells });
  const id = await ctx.db.transaction(async (tx) => {
    const upload = await insertUpload(tx as unknown as Db, {
      schoolId: me.schoolId,
      userId: me.userId,
      purpose: IMPORT_PURPOSE,
      name: file.name,
      type,
      bytes,
      now: ctx.now,
      files: ctx.files,
    });
    const [row] = await tx
      .insert(ecaImports)
      .values({
        schoolId: me.schoolId,
        uploadId: upload.id,
        status: "checked",
        ...counts(checked),
        checked,
        createdBy: me.userId,
        createdAt: ctx.now,
      })
      .returning({ id: ecaImports.id });
    return row!.id;
  });
  return importOf(ctx, { me, id });
}

async function importRecord(db: Executor, me: EcaCaller, id: number) {
  const [row] = await db
    .select()
    .from(ecaImports)
    .where(and(eq(ecaImports.id, id), eq(ecaImports.schoolId, me.schoolId)));
  if (!row) throw missing("eca.error.importNotFound");
  return row;
}

const importColumns = {
  record: ecaImports,
  fileName: uploads.name,
  fileSize: uploads.size,
  byId: users.id,
  byZh: users.nameZh,
  byEn: users.nameEn,
};

type ImportListRow = {
  record: ImportRecord;
  fileName: string;
  fileSize: number;
  byId: number | null;
  byZh: string | null;
  byEn: string | null;
};

const importRows = (db: Executor) =>
  db
    .select(importColumns)
    .from(ecaImports)
    .innerJoin(uploads, eq(uploads.id, ecaImports.uploadId))
    .leftJoin(users, eq(users.id, ecaImports.createdBy));

const summaryOf = ({ record, fileName, fileSize, byId, byZh, byEn }: ImportListRow): EcaImport => ({
  id: record.id,
  file_name: fileName,
  file_size: fileSize,
  status: record.status,
  created_by: byId === null ? null : { id: byId, name_zh: byZh ?? "", name_en: byEn ?? "" },
  created_at: record.createdAt.toISOString(),
  imported_at: record.importedAt?.toISOString() ?? null,
  undone_at: record.undoneAt?.toISOString() ?? null,
  rows: record.rows,
  accepted: record.accepted,
  refused: record.refused,
  new_events: record.newEvents,
});

/** A problem as the reader reads it: the column's title and the message, in their language. */
const wordProblem = (locale: Locale, problem: ImportProblem) => ({
  row: problem.row,
  column: problem.column === null ? "" : columnTitle(locale, problem.column),
  message: translate(locale, problem.id, problem.values),
});

/** One import with its preview. */
export async function importOf(
  { db, locale }: ServiceContext,
  { me, id }: { me: EcaCaller; id: number },
): Promise<EcaImportPreview> {
  const [row] = await importRows(db).where(
    and(eq(ecaImports.id, id), eq(ecaImports.schoolId, me.schoolId)),
  );
  if (!row) throw missing("eca.error.importNotFound");
  const checked = row.record.checked as ImportCheck;
  const sample = checked.accepted.slice(0, SAMPLE_SHOWN);
  const students = new Map(
    sample.length === 0
      ? []
      : (
          await db
            .select({
              id: users.id,
              name_zh: users.nameZh,
              name_en: users.nameEn,
              class_name: users.className,
              class_number: users.classNumber,
              student_no: users.studentNo,
            })
            .from(users)
            .where(
              inArray(
                users.id,
                sample.map((r) => r.studentId),
              ),
            )
        ).map((s) => [s.id, s]),
  );
  const codes = [...new Set(sample.map((r) => r.code))];
  const recorded =
    codes.length === 0
      ? []
      : await db
          .select({ code: ecaEvents.code, nameZh: ecaEvents.nameZh, nameEn: ecaEvents.nameEn })
          .from(ecaEvents)
          .where(
            and(eq(ecaEvents.schoolId, me.schoolId), inArray(sql`upper(${ecaEvents.code})`, codes)),
          );
  const prizeIds = [...new Set(sample.flatMap((r) => (r.prizeId === null ? [] : [r.prizeId])))];
  const prizes = new Map(
    prizeIds.length === 0
      ? []
      : (
          await db
            .select(nameColumns(ecaPrizes))
            .from(ecaPrizes)
            .where(inArray(ecaPrizes.id, prizeIds))
        ).map((p) => [p.id, withSimplified(p)]),
  );
  return {
    ...summaryOf(row),
    ignored_columns: checked.ignored ?? [],
    problems: checked.problems.slice(0, PROBLEMS_SHOWN).map((p) => wordProblem(locale, p)),
    sample: sample.flatMap((r) => {
      const student = students.get(r.studentId);
      const fresh = checked.events.find((e) => e.code === r.code);
      const known = recorded.find((e) => e.code.toUpperCase() === r.code);
      const event = fresh ?? known;
      if (!student || !event) return [];
      return [
        {
          row: r.row,
          student,
          event: {
            code: event.code,
            name_zh: event.nameZh,
            name_cn: simplified(event.nameZh),
            name_en: event.nameEn,
            new: fresh !== undefined && row.record.status === "checked",
          },
          prize: r.prizeId === null ? null : (prizes.get(r.prizeId) ?? null),
          level: r.level,
          competition_item: r.item,
        },
      ];
    }),
  };
}

/** The school's imports, latest first. */
export async function importsOf(
  { db }: ServiceContext,
  { me, pageNum, pageSize }: { me: EcaCaller; pageNum: number; pageSize: number },
) {
  const { limit, offset } = pageWindow(pageNum, pageSize);
  const where = eq(ecaImports.schoolId, me.schoolId);
  const [list, [total]] = await Promise.all([
    importRows(db)
      .where(where)
      .orderBy(desc(ecaImports.createdAt), desc(ecaImports.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(ecaImports)
      .where(where),
  ]);
  return { list: list.map(summaryOf), total: total?.n ?? 0, pageNum, pageSize };
}

/** The uploaded workbook's cells, read again from where the upload keeps them. */
async function storedCells(ctx: ServiceContext, record: ImportRecord) {
  const [upload] = await ctx.db.select().from(uploads).where(eq(uploads.id, record.uploadId));
  const bytes = upload && (await uploadBytes(ctx.files, upload));
  if (!upload || !bytes) throw missing("eca.error.importNotFound");
  return { upload, bytes, cells: await cellsOf(bytes, ctx.locale) };
}

/** Where a level puts a new event (the list's region filter): the highest level of its rows. */
const regionOf = (levels: (EcaLevel | null)[]): EcaRegion => {
  const top = Math.max(-1, ...levels.map((l) => (l === null ? -1 : ECA_LEVELS.indexOf(l))));
  const level = ECA_LEVELS[top];
  return level === "national" || level === "asia" || level === "international"
    ? level
    : "territory";
};

/**
 * Writes a checked import's accepted rows: its new events (the school's records, passed: the
 * office vouches for the file it confirms) and every student's entry, scored by the rule, in one
 * transaction. Checked again first against today's records; a changed outcome is kept as the new
 * preview and refused. Confirming an imported one again writes nothing.
 */
export async function confirmImport(
  ctx: ServiceContext,
  { me, id }: { me: EcaCaller; id: number },
): Promise<EcaImportPreview> {
  const { db, now } = ctx;
  const record = await importRecord(db, me, id);
  if (record.status === "imported") return importOf(ctx, { me, id });
  if (record.status === "undone") throw conflict("eca.error.importUndone");
  const { cells } = await storedCells(ctx, record);
  const fresh = await check(db, { schoolId: me.schoolId, locale: ctx.locale, cells });
  // What would be written, keys in order (jsonb keeps an object's keys in its own order).
  const same = (a: ImportCheck) =>
    JSON.stringify([a.accepted, a.events], (_, value: unknown) =>
      value && typeof value === "object" && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).sort(([x], [y]) => (x < y ? -1 : 1)))
        : value,
    );
  if (same(fresh) !== same(record.checked as ImportCheck)) {
    await db
      .update(ecaImports)
      .set({ checked: fresh, ...counts(fresh) })
      .where(and(eq(ecaImports.id, id), eq(ecaImports.status, "checked")));
    throw conflict("eca.error.importOutdated");
  }
  if (fresh.accepted.length === 0) throw conflict("eca.error.importNothing");

  try {
    await db.transaction(async (tx) => {
      // Once: a second confirmation (or a quicker one) finds it imported and writes nothing.
      const [claimed] = await tx
        .update(ecaImports)
        .set({ status: "imported", importedAt: now })
        .where(and(eq(ecaImports.id, id), eq(ecaImports.status, "checked")))
        .returning({ id: ecaImports.id });
      if (!claimed) return;
      await writeRows(tx, { me, now, importId: id, checked: fresh });
    });
  } catch (error) {
    // Someone added the same event or entry between the check and the write.
    if (isUniqueViolation(error)) throw conflict("eca.error.importOutdated");
    throw error;
  }
  return importOf(ctx, { me, id });
}

async function writeRows(
  tx: Executor,
  {
    me,
    now,
    importId,
    checked,
  }: { me: EcaCaller; now: Date; importId: number; checked: ImportCheck },
) {
  const made =
    checked.events.length === 0
      ? []
      : await tx
          .insert(ecaEvents)
          .values(
            checked.events.map((event) => {
              const rows = checked.accepted.filter((r) => r.code === event.code);
              return {
                schoolId: me.schoolId,
                code: event.code,
                nameZh: event.nameZh,
                nameEn: event.nameEn,
                nature: rows.some((r) => r.prizeId !== null)
                  ? ("competition" as const)
                  : ("activity" as const),
                type: "individual" as const,
                categoryId: event.categoryId,
                region: regionOf(rows.map((r) => r.level)),
                organiser: event.organiser,
                schoolYear: schoolYearOf(new Date(`${event.startsOn}T12:00:00+08:00`)),
                semester: semesterOf(event.startsOn),
                startsOn: event.startsOn,
                endsOn: event.endsOn,
                hours: event.hours,
                subItems: event.subItems,
                source: "school" as const,
                status: "passed" as const,
                decidedAt: now,
                decidedBy: me.userId,
                createdBy: me.userId,
                importId,
                createdAt: now,
                updatedAt: now,
              };
            }),
          )
          .returning({ id: ecaEvents.id, code: ecaEvents.code });
  const codes = [...new Set(checked.accepted.map((r) => r.code))];
  const events = await tx
    .select({
      id: ecaEvents.id,
      code: ecaEvents.code,
      type: ecaEvents.type,
      score: ecaCategories.score,
    })
    .from(ecaEvents)
    .innerJoin(ecaCategories, eq(ecaCategories.id, ecaEvents.categoryId))
    .where(and(eq(ecaEvents.schoolId, me.schoolId), inArray(sql`upper(${ecaEvents.code})`, codes)));
  const byCode = new Map(events.map((e) => [e.code.toUpperCase(), e]));
  const [rule, prizes] = await Promise.all([
    ruleOf(tx as Db, me.schoolId),
    tx
      .select({ id: ecaPrizes.id, multiplier: ecaPrizes.multiplier })
      .from(ecaPrizes)
      .where(eq(ecaPrizes.schoolId, me.schoolId)),
  ]);
  const multiplier = new Map(prizes.map((p) => [p.id, p.multiplier]));
  const values = checked.accepted.map((r) => {
    const event = byCode.get(r.code)!;
    return {
      schoolId: me.schoolId,
      eventId: event.id,
      studentId: r.studentId,
      source: "school" as const,
      status: "passed" as const,
      prizeId: r.prizeId,
      competitionItem: r.item,
      level: r.level,
      remark: r.remark,
      achievement: r.achievement,
      role: r.role,
      score: entryScore(
        {
          categoryScore: event.score,
          multiplier: r.prizeId === null ? null : (multiplier.get(r.prizeId) ?? null),
          level: r.level,
          group: event.type === "group",
        },
        { levelFactors: rule.level_factors, groupFraction: rule.group_percent },
      ),
      importId,
      createdBy: me.userId,
      createdAt: now,
      decidedAt: now,
      decidedBy: me.userId,
    };
  });
  for (let i = 0; i < values.length; i += BATCH)
    await tx.insert(ecaEntries).values(values.slice(i, i + BATCH));
  await refreshAverages(tx, [
    ...new Set([...made.map((e) => e.id), ...values.map((v) => v.eventId)]),
  ]);
}

/** Events' averages over their passed entries (as `refreshAverage`, for many at once). */
async function refreshAverages(db: Executor, eventIds: number[]) {
  if (eventIds.length === 0) return;
  await db
    .update(ecaEvents)
    .set({
      averageScore: sql`(select round(avg(${ecaEntries.score}))::int from ${ecaEntries}
        where ${ecaEntries.eventId} = ${ecaEvents.id} and ${ecaEntries.status} = 'passed')`,
    })
    .where(inArray(ecaEvents.id, eventIds));
}

/**
 * Undoes an import: the entries it wrote go, and the events it made unless they hold other
 * records now (a teacher added a student since); every event touched gets its average again.
 */
export async function undoImport(
  ctx: ServiceContext,
  { me, id }: { me: EcaCaller; id: number },
): Promise<EcaImportPreview> {
  const { db, now } = ctx;
  const record = await importRecord(db, me, id);
  if (record.status !== "imported") throw conflict("eca.error.importNotImported");
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(ecaImports)
      .set({ status: "undone", undoneAt: now, undoneBy: me.userId })
      .where(and(eq(ecaImports.id, id), eq(ecaImports.status, "imported")))
      .returning({ id: ecaImports.id });
    if (!claimed) return;
    const removed = await tx
      .delete(ecaEntries)
      .where(and(eq(ecaEntries.importId, id), eq(ecaEntries.schoolId, me.schoolId)))
      .returning({ eventId: ecaEntries.eventId });
    await tx
      .delete(ecaEvents)
      .where(
        and(
          eq(ecaEvents.importId, id),
          eq(ecaEvents.schoolId, me.schoolId),
          sql`not exists (select 1 from ${ecaEntries} where ${ecaEntries.eventId} = ${ecaEvents.id})`,
        ),
      );
    await refreshAverages(tx, [...new Set(removed.map((r) => r.eventId))]);
  });
  return importOf(ctx, { me, id });
}

/**
 * Discards an import that was checked and never confirmed (issue 37, item 12): its record and
 * its file go; it wrote nothing else. One imported or undone stays in the history.
 */
export async function discardImport(
  { db }: ServiceContext,
  { me, id }: { me: EcaCaller; id: number },
): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    const [record] = await tx
      .select({ status: ecaImports.status, uploadId: ecaImports.uploadId })
      .from(ecaImports)
      .where(and(eq(ecaImports.id, id), eq(ecaImports.schoolId, me.schoolId)))
      .for("update");
    if (!record) throw missing("eca.error.importNotFound");
    if (record.status !== "checked") throw conflict("eca.error.importNotChecked");
    await tx.delete(ecaImports).where(eq(ecaImports.id, id));
    await tx.delete(uploads).where(eq(uploads.id, record.uploadId));
  });
  return { id };
}

const download = (name: string, bytes: Uint8Array, type: string = SPREADSHEET) => ({
  name,
  type,
  bytes,
});

const bold = (value: string) => ({ value, fontWeight: "bold" as const });

/** The template in the reader's language: the header row, and a sheet of instructions. */
export async function importTemplate(ctx: ServiceContext, me: EcaCaller) {
  const { db, locale } = ctx;
  const [settings, rule] = await Promise.all([
    lookupsFor(db, { schoolId: me.schoolId, locale, codes: [] }),
    ruleOf(db, me.schoolId),
  ]);
  const names = (list: ImportLookups["categories"]) =>
    list
      .filter((s) => s.status === "enabled")
      .map((s) => nameFor(locale, { name_zh: s.nameZh, name_cn: s.nameCn, name_en: s.nameEn }))
      .join(locale === "en-US" ? ", " : "、");
  const help = (id: string, values?: Record<string, string>) => [
    { value: translate(locale, `eca.import.help.${id}` as ContractMessageId, values), wrap: true },
  ];
  const bytes = await writeXlsxFile([
    {
      sheet: translate(locale, "eca.import.file.template").slice(0, 31),
      data: [templateHeader(locale).map(bold)] as SheetData,
      columns: ECA_IMPORT_COLUMNS.map((c) => ({
        width: c.startsWith("name") || c === "remark" ? 28 : 14,
      })),
      stickyRowsCount: 1,
    },
    {
      sheet: translate(locale, "eca.import.help.sheet"),
      data: [
        help("rows"),
        help("event"),
        help("student"),
        help("dates"),
        help("categories", { names: names(settings.categories) }),
        help("prizes", { names: names(settings.prizes) }),
        help("levels", {
          names: ECA_LEVELS.map((l) => levelWord(locale, l, rule.region)).join("、"),
        }),
      ] as SheetData,
      columns: [{ width: 100 }],
    },
  ]).toBuffer();
  return download(`${translate(locale, "eca.import.file.template")}.xlsx`, bytes);
}

/** An import's file as it was uploaded. */
export async function importFile(ctx: ServiceContext, { me, id }: { me: EcaCaller; id: number }) {
  const record = await importRecord(ctx.db, me, id);
  const { upload, bytes } = await storedCells(ctx, record);
  return download(upload.name, bytes, upload.type);
}

/**
 * The refused rows as the file had them, with an error column in the reader's language: fixed,
 * the report uploads as it is (the checker takes the extra column).
 */
export async function importReport(ctx: ServiceContext, { me, id }: { me: EcaCaller; id: number }) {
  const { locale } = ctx;
  const record = await importRecord(ctx.db, me, id);
  const { upload, cells } = await storedCells(ctx, record);
  const problems = new Map<number, string[]>();
  for (const problem of (record.checked as ImportCheck).problems) {
    const { column, message } = wordProblem(locale, problem);
    problems.set(problem.row, [
      ...(problems.get(problem.row) ?? []),
      column ? `${column}: ${message}` : message,
    ]);
  }
  const width = ECA_IMPORT_COLUMNS.length;
  // Each cell as the file had it: a number stays a number, a date a date.
  const cell = (value: Cell) =>
    value === null || value === undefined || value === ""
      ? null
      : value instanceof Date
        ? { value, type: Date, format: "yyyy/mm/dd" }
        : typeof value === "number"
          ? { value, type: Number }
          : { value: String(value), type: String };
  const data = [
    [
      ...(cells[0] ?? []).slice(0, width).map((c) => bold(String(c ?? ""))),
      bold(columnTitle(locale, "errors")),
    ],
    ...[...problems].map(([row, messages]) => [
      ...Array.from({ length: width }, (_, i) => cell(cells[row - 1]?.[i])),
      {
        value: `${translate(locale, "eca.import.error.row", { row })} · ${messages.join("；")}`,
        type: String,
        wrap: true,
      },
    ]),
  ] as SheetData;
  const bytes = await writeXlsxFile(data, {
    columns: [...ECA_IMPORT_COLUMNS.map(() => ({ width: 14 })), { width: 60 }],
    stickyRowsCount: 1,
  }).toBuffer();
  const base = upload.name.replace(/\.(xlsx|csv)$/i, "");
  return download(`${translate(locale, "eca.import.file.report", { name: base })}.xlsx`, bytes);
}
