import {
  GUARDIAN_RELATIONS,
  ROSTER_COLUMNS,
  ROSTER_MAX_ROWS,
  ROSTER_PROBLEMS_SHOWN,
  ROSTER_REQUIRED,
  STAFF_COLUMNS,
  STAFF_REQUIRED,
  STAFF_ROLES,
  type ContractMessageId,
  type ImportColumn,
  type Locale,
  type PageRequest,
  type RosterCounts,
  type RosterImport,
  type RosterPreview,
  type RolloverPlan,
} from "@campus/contract";
import { and, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import writeXlsxFile, { type SheetData } from "write-excel-file/node";
import { rosterImports, uploads, users } from "../../db/schema";
import { pageWindow } from "../../db/sql";
import { conflict, invalidField, missing } from "../../http/api-problem";
import { translate } from "../messages";
import type { ServiceContext } from "../../services/context";
import { checkedUpload, insertUpload, uploadBytes } from "../../services/uploads";
import type { OfficeCaller } from "../callers";
import { rosterColumnTitle } from "../../roster/roster-check";
import { rollOver, RolloverRefused, rolloverPlan, type ClassMove } from "../../roster/rollover";
import {
  importRoster,
  previewRoster,
  RosterRefused,
  undoRosterImport,
  type RosterImportInput,
} from "../../roster/roster-import";

/*
 * The office's roster import through the API (issue 36 §3): the file is checked and kept as an
 * upload, its preview read again (against the school as it is then, whole-school or not), and
 * imported by naming it; the history lists every import, and the latest is undone. The CLI
 * (`npm run admin -- import`) runs the same check and import.
 */

export const ROSTER_PURPOSE = "office.roster";
const SPREADSHEET = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const countsAnswer = (c: RosterCounts) => ({
  added: c.added,
  updated: c.updated,
  left: c.left,
  unchanged: c.unchanged,
  refused: c.refused,
  guardians_added: c.guardiansAdded,
});

/** A refusal of the file itself (not a roster, too large) as the upload field's error. */
async function refusedAsField<T>(locale: ServiceContext["locale"], work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RosterRefused) throw invalidField(locale, "file", error.id, error.values);
    throw error;
  }
}

type Checked = Awaited<ReturnType<typeof previewRoster>>;

function answer(
  locale: Locale,
  upload: { id: number; name: string },
  full: boolean,
  preview: Checked,
  importId: number | null,
): RosterPreview {
  return {
    upload_id: upload.id,
    file_name: upload.name,
    format: preview.format,
    people: preview.people,
    full,
    counts: countsAnswer(preview.counts),
    staff_counts: preview.staffCounts && countsAnswer(preview.staffCounts),
    problems: preview.problems.slice(0, ROSTER_PROBLEMS_SHOWN).map((p) => ({
      ...p,
      column_title: p.column && rosterColumnTitle(locale, p.column),
    })),
    more_problems: Math.max(0, preview.problems.length - ROSTER_PROBLEMS_SHOWN),
    extra_columns: preview.extraColumns,
    import_id: importId,
  };
}

/** Checks an uploaded roster and keeps it; no person is written. */
export async function checkRosterFile(
  ctx: ServiceContext,
  { me, file, full }: { me: OfficeCaller; file: File; full: boolean },
): Promise<RosterPreview> {
  const { bytes, type } = await checkedUpload(ctx, "roster", file);
  const input = {
    schoolId: me.schoolId,
    locale: ctx.locale,
    bytes,
    fileName: file.name,
    full,
    importerId: me.userId,
  };
  const preview = await refusedAsField(ctx.locale, () => previewRoster(ctx.db, input));
  const upload = await insertUpload(ctx.db, {
    schoolId: me.schoolId,
    userId: me.userId,
    purpose: ROSTER_PURPOSE,
    name: file.name,
    type,
    bytes,
    now: ctx.now,
    files: ctx.files,
  });
  return answer(ctx.locale, upload, full, preview, null);
}

/** A roster the school's office uploaded, as the import reads it. */
async function storedRoster(
  ctx: ServiceContext,
  { me, upload, full }: { me: OfficeCaller; upload: number; full: boolean },
): Promise<{ upload: { id: number; name: string }; input: RosterImportInput }> {
  const [row] = await ctx.db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.id, upload),
        eq(uploads.schoolId, me.schoolId),
        eq(uploads.purpose, ROSTER_PURPOSE),
      ),
    );
  const bytes = row ? await uploadBytes(ctx.files, row) : null;
  if (!row || !bytes) throw missing("roster.error.fileNotFound");
  return {
    upload: row,
    input: {
      schoolId: me.schoolId,
      locale: ctx.locale,
      bytes,
      fileName: row.name,
      full,
      importerId: me.userId,
    },
  };
}

/** A kept roster's preview against the school as it is now. */
export async function rosterPreviewOf(
  ctx: ServiceContext,
  args: { me: OfficeCaller; upload: number; full: boolean },
): Promise<RosterPreview> {
  const { upload, input } = await storedRoster(ctx, args);
  return answer(ctx.locale, upload, args.full, await previewRoster(ctx.db, input), null);
}

/** Imports a kept roster: all of it in one transaction, or a 409 and nothing while any row is refused. */
export async function importRosterFile(
  ctx: ServiceContext,
  args: { me: OfficeCaller; upload: number; full: boolean },
): Promise<RosterPreview> {
  const { upload, input } = await storedRoster(ctx, args);
  const done = await importRoster(ctx.db, { ...input, now: ctx.now });
  if (done.importId === null)
    throw conflict("roster.error.rowsRefused", { count: done.counts.refused });
  await ctx.db
    .update(rosterImports)
    .set({ uploadId: upload.id })
    .where(eq(rosterImports.id, done.importId));
  return answer(ctx.locale, upload, args.full, done, done.importId);
}

/** A OneRoster bundle's teachers, kept beside its students' counts. */
const staffCountsOf = (counts: unknown) => {
  const staff = (counts as { staff?: RosterCounts }).staff;
  return staff ? countsAnswer(staff) : null;
};

const historyRows = (ctx: ServiceContext, where: SQL | undefined) =>
  ctx.db
    .select({
      record: rosterImports,
      byId: users.id,
      byZh: users.nameZh,
      byEn: users.nameEn,
    })
    .from(rosterImports)
    .leftJoin(users, eq(users.id, rosterImports.importedBy))
    .where(where);

type HistoryRow = Awaited<ReturnType<typeof historyRows>>[number];

const importAnswer = ({ record, byId, byZh, byEn }: HistoryRow, latest: number | null) => ({
  id: record.id,
  kind: record.kind,
  file_name: record.fileName,
  full: record.full,
  counts: countsAnswer(record.counts as RosterCounts),
  staff_counts: staffCountsOf(record.counts),
  imported_by: byId === null ? null : { id: byId, name_zh: byZh ?? "", name_en: byEn ?? "" },
  imported_at: record.importedAt.toISOString(),
  undone_at: record.undoneAt?.toISOString() ?? null,
  undoable: record.id === latest,
});

/** The school's latest import not undone: the one undo can take back. */
async function latestImport(ctx: ServiceContext, schoolId: number) {
  const [row] = await ctx.db
    .select({ id: rosterImports.id })
    .from(rosterImports)
    .where(and(eq(rosterImports.schoolId, schoolId), isNull(rosterImports.undoneAt)))
    .orderBy(desc(rosterImports.importedAt), desc(rosterImports.id))
    .limit(1);
  return row?.id ?? null;
}

/** The school's imports, latest first. */
export async function rosterImportsOf(
  ctx: ServiceContext,
  { me, pageNum, pageSize }: { me: OfficeCaller } & PageRequest,
) {
  const [list, [total], latest] = await Promise.all([
    historyRows(ctx, eq(rosterImports.schoolId, me.schoolId))
      .orderBy(desc(rosterImports.importedAt), desc(rosterImports.id))
      .limit(pageWindow(pageNum, pageSize).limit)
      .offset(pageWindow(pageNum, pageSize).offset),
    ctx.db
      .select({ n: count() })
      .from(rosterImports)
      .where(eq(rosterImports.schoolId, me.schoolId)),
    latestImport(ctx, me.schoolId),
  ]);
  return {
    list: list.map((row) => importAnswer(row, latest)),
    total: total!.n,
    pageNum,
    pageSize,
  };
}

/** Undoes the school's latest import; answers it as the history now shows it. */
export async function undoRoster(
  ctx: ServiceContext,
  { me, id }: { me: OfficeCaller; id: number },
): Promise<RosterImport> {
  const outcome = await undoRosterImport(ctx.db, {
    schoolId: me.schoolId,
    id,
    now: ctx.now,
    undoneBy: me.userId,
  });
  if (outcome === "missing") throw missing("roster.error.importNotFound");
  if (outcome === "notLatest") throw conflict("roster.error.undoNotLatest");
  const [row] = await historyRows(
    ctx,
    and(eq(rosterImports.schoolId, me.schoolId), eq(rosterImports.id, id)),
  );
  return importAnswer(row!, await latestImport(ctx, me.schoolId));
}

/** The year-end rollover's plan: the classes now and where each goes by default. */
export async function rolloverPlanOf(
  ctx: ServiceContext,
  { me }: { me: OfficeCaller },
): Promise<RolloverPlan> {
  const plan = await rolloverPlan(ctx.db, { schoolId: me.schoolId, now: ctx.now });
  return {
    year_from: plan.yearFrom,
    year_to: plan.yearTo,
    done: plan.done,
    classes: plan.classes.map((c) => ({
      class_name: c.className,
      students: c.students,
      to: c.to,
    })),
  };
}

/** Rolls the school over as the office mapped its classes; answers the history's new entry. */
export async function rollOverSchool(
  ctx: ServiceContext,
  { me, moves }: { me: OfficeCaller; moves: ClassMove[] },
): Promise<RosterImport> {
  try {
    const done = await rollOver(ctx.db, {
      schoolId: me.schoolId,
      moves,
      now: ctx.now,
      by: me.userId,
    });
    const [row] = await historyRows(ctx, eq(rosterImports.id, done.importId));
    return importAnswer(row!, done.importId);
  } catch (error) {
    if (error instanceof RolloverRefused)
      throw error.messageId === "office.error.rolledOver"
        ? conflict(error.messageId, error.values)
        : invalidField(ctx.locale, error.field, error.messageId, error.values);
    throw error;
  }
}

type TemplateHelp = [id: string, values?: Record<string, string | number>];

/** A template in the reader's language: the header row, and a sheet of instructions. */
async function template(
  locale: Locale,
  {
    texts,
    columns,
    help,
  }: { texts: string; columns: readonly ImportColumn[]; help: TemplateHelp[] },
) {
  const say = (id: string, values?: Record<string, string | number>) =>
    translate(locale, `${texts}.${id}` as ContractMessageId, values);
  const bytes = await writeXlsxFile([
    {
      sheet: say("sheet").slice(0, 31),
      data: [
        columns.map((c) => ({ value: rosterColumnTitle(locale, c), fontWeight: "bold" })),
      ] as SheetData,
      columns: columns.map((c) => ({ width: /name|email/.test(c) ? 24 : 14 })),
      stickyRowsCount: 1,
    },
    {
      sheet: translate(locale, "roster.template.helpSheet").slice(0, 31),
      data: help.map(([id, values]) => [{ value: say(id, values), wrap: true }]) as SheetData,
      columns: [{ width: 100 }],
    },
  ]).toBuffer();
  return { name: `${say("file")}.xlsx`, type: SPREADSHEET, bytes: new Uint8Array(bytes) };
}

const listOf = (locale: Locale, list: readonly string[]) =>
  new Intl.ListFormat(locale, { type: "conjunction" }).format(list);

/** The students' roster template. */
export function rosterTemplate({ locale }: ServiceContext) {
  return template(locale, {
    texts: "roster.template",
    columns: ROSTER_COLUMNS,
    help: [
      ["rows", { max: ROSTER_MAX_ROWS }],
      [
        "required",
        {
          columns: listOf(
            locale,
            ROSTER_REQUIRED.map((c) => rosterColumnTitle(locale, c)),
          ),
        },
      ],
      ["dates"],
      ["guardians"],
      [
        "relations",
        {
          relations: listOf(
            locale,
            GUARDIAN_RELATIONS.map((r) => translate(locale, `roster.relation.${r}`)),
          ),
        },
      ],
      ["update"],
    ],
  });
}

/** The staff list's template: teachers and the office, read by the same import. */
export function staffTemplate({ locale }: ServiceContext) {
  return template(locale, {
    texts: "roster.staffTemplate",
    columns: STAFF_COLUMNS,
    help: [
      ["rows", { max: ROSTER_MAX_ROWS }],
      [
        "required",
        {
          columns: listOf(
            locale,
            STAFF_REQUIRED.map((c) => rosterColumnTitle(locale, c)),
          ),
        },
      ],
      [
        "roles",
        {
          roles: listOf(
            locale,
            STAFF_ROLES.map((r) => translate(locale, `roster.role.${r}`)),
          ),
        },
      ],
      ["signIn"],
      ["update"],
    ],
  });
}
