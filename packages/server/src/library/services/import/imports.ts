import {
  LIBRARY_IMPORT_COLUMNS,
  LIBRARY_IMPORT_RECORDS_MAX,
  LIBRARY_IMPORT_REQUIRED,
  type ContractMessageId,
  type LibraryImport,
  type LibraryImportFormat,
  type LibraryImportPreview,
  type Locale,
  type Page,
  type UploadType,
} from "@campus/contract";
import { sql } from "drizzle-orm";
import writeXlsxFile, { type SheetData } from "write-excel-file/node";
import type { Db } from "../../../db/database";
import { firstRow, isUniqueViolation, pageWindow, rows, type Executor } from "../../../db/sql";
import { conflict, invalidField, missing } from "../../../http/api-problem";
import { translate } from "../../messages";
import type { SchoolMember } from "../../../http/route";
import type { ServiceContext } from "../../../services/context";
import { NotSpreadsheet, readSpreadsheet } from "../../../services/spreadsheet";
import { checkedUpload, insertUpload, uploadBytes } from "../../../services/uploads";
import { catalogueChanged } from "../catalogue-cache";
import { ensureLibrary } from "../cataloguing";
import { searchGramsOf, searchTextOf } from "../search-text";
import {
  planImport,
  type ImportLookups,
  type ImportPlan,
  type ImportProblem,
  type PlannedBook,
} from "./check";
import type { ImportEntry } from "./entry";
import { entryOfMarc, readIso2709, readMarcXml } from "./marc";
import { columnTitle, entriesOfSheet, SheetProblem } from "./sheet";

/*
 * Bringing a catalogue in (issue 38 §2), as the ECA's import does: the file is checked and kept
 * with its preview, nothing written; confirming checks it again against the catalogue as it is
 * then and writes it in one transaction; an import is undone while none of its copies has been
 * lent or set aside; the history keeps every one.
 */

const IMPORT_PURPOSE = "library.import";
/** What the stored preview keeps: refused records (the screen shows 200) and the first books. */
const PROBLEMS_KEPT = 1_000;
const PROBLEMS_SHOWN = 200;
const SAMPLE_SHOWN = 20;
/** Rows per insert statement. */
const BATCH = 5_000;

interface StoredPreview {
  problems: ImportProblem[];
  sample: PlannedBook[];
}

const FORMATS: Partial<Record<UploadType, LibraryImportFormat>> = {
  "application/marc": "marc",
  "application/marcxml+xml": "marcxml",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "spreadsheet",
  "text/csv": "spreadsheet",
};

/** A file's books, or a 400 naming what is wrong with the file as a whole. */
async function entriesOf(
  locale: Locale,
  bytes: Uint8Array,
  format: LibraryImportFormat,
): Promise<{ entries: ImportEntry[]; unreadable: number[] }> {
  const fileProblem = (id: ContractMessageId, values?: Record<string, number>) =>
    invalidField(locale, "file", id, values);
  let found: { entries: ImportEntry[]; unreadable: number[] };
  if (format === "spreadsheet") {
    try {
      found = { entries: entriesOfSheet((await readSpreadsheet(bytes)).cells), unreadable: [] };
    } catch (error) {
      if (error instanceof SheetProblem) throw fileProblem(error.id);
      if (error instanceof NotSpreadsheet) throw fileProblem("api.error.spreadsheetType");
      throw error;
    }
  } else {
    const records =
      format === "marc" ? readIso2709(bytes) : readMarcXml(new TextDecoder().decode(bytes));
    const unreadable: number[] = [];
    const entries: ImportEntry[] = [];
    records.forEach((record, i) => {
      if (record) entries.push(entryOfMarc(record, i + 1));
      else unreadable.push(i + 1);
    });
    found = { entries, unreadable };
  }
  const count = found.entries.length + found.unreadable.length;
  if (count === 0) throw fileProblem("library.error.importEmpty");
  if (count > LIBRARY_IMPORT_RECORDS_MAX)
    throw fileProblem("library.error.importTooMany", { max: LIBRARY_IMPORT_RECORDS_MAX });
  return found;
}

/** What the records are checked against: the school's categories, books and copies. */
async function lookupsOf(
  db: Executor,
  { schoolId, categoryId, now }: { schoolId: number; categoryId: number; now: Date },
): Promise<ImportLookups> {
  const [categories, books, copies] = await Promise.all([
    rows<{
      id: number;
      parent_id: number | null;
      code: string;
      name_zh: string;
      name_cn: string;
      name_en: string;
    }>(
      db,
      sql`SELECT id, parent_id, code, name_zh, name_cn, name_en FROM book_categories
        WHERE school_id = ${schoolId}`,
    ),
    rows<{ id: number; isbn: string; name_zh: string }>(
      db,
      sql`SELECT id, isbn, name_zh FROM books WHERE school_id = ${schoolId}`,
    ),
    rows<{ book_no: string; book_id: number; name_zh: string }>(
      db,
      sql`SELECT k.book_no, k.book_id, b.name_zh FROM book_copies k JOIN books b ON b.id = k.book_id
        WHERE k.school_id = ${schoolId}`,
    ),
  ]);
  return {
    categories: categories.map((c) => ({
      id: c.id,
      parentId: c.parent_id,
      code: c.code,
      names: [c.name_zh, c.name_cn, c.name_en],
    })),
    defaultCategoryId: categoryId,
    books: new Map(books.map((b) => [b.isbn, { id: b.id, title: b.name_zh }])),
    copies: new Map(copies.map((c) => [c.book_no, { bookId: c.book_id, title: c.name_zh }])),
    year: Number(now.toISOString().slice(0, 4)),
  };
}

/** The file's records checked against the catalogue now. */
async function planOf(
  ctx: ServiceContext,
  db: Executor,
  input: { schoolId: number; categoryId: number; bytes: Uint8Array; format: LibraryImportFormat },
): Promise<ImportPlan> {
  const { entries, unreadable } = await entriesOf(ctx.locale, input.bytes, input.format);
  const plan = planImport(entries, await lookupsOf(db, { ...input, now: ctx.now }));
  const broken: ImportProblem[] = unreadable.map((record) => ({
    record,
    title: "",
    field: null,
    id: "library.error.importUnreadable",
  }));
  return {
    records: plan.records + broken.length,
    refused: plan.refused + broken.length,
    books: plan.books,
    problems: [...broken, ...plan.problems].sort((a, b) => a.record - b.record),
  };
}

const countsOf = (plan: ImportPlan) => ({
  records: plan.records,
  refused: plan.refused,
  booksAdded: plan.books.filter((b) => b.matchId === null).length,
  booksMatched: plan.books.filter((b) => b.matchId !== null).length,
  copiesAdded: plan.books.reduce((n, b) => n + b.copies.length, 0),
});

const previewOf = (plan: ImportPlan): StoredPreview => ({
  problems: plan.problems.slice(0, PROBLEMS_KEPT),
  sample: plan.books.slice(0, SAMPLE_SHOWN),
});

/** The category must be one of the school's top-level categories. */
async function checkCategory(ctx: ServiceContext, schoolId: number, categoryId: number) {
  const found = await firstRow<{ id: number }>(
    ctx.db,
    sql`SELECT id FROM book_categories WHERE id = ${categoryId} AND school_id = ${schoolId}
      AND parent_id IS NULL`,
  );
  if (!found) throw invalidField(ctx.locale, "category_id", "validation.invalidOption");
}

/** Checks a catalogue file and keeps it with its preview; no book is written. */
export async function checkCatalogueFile(
  ctx: ServiceContext,
  { me, file, categoryId }: { me: SchoolMember; file: File; categoryId: number },
): Promise<LibraryImportPreview> {
  await ensureLibrary(ctx.db, me.schoolId);
  await checkCategory(ctx, me.schoolId, categoryId);
  const { bytes, type } = await checkedUpload(ctx, "catalogue", file);
  const format = FORMATS[type]!;
  const plan = await planOf(ctx, ctx.db, { schoolId: me.schoolId, categoryId, bytes, format });
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
    const counts = countsOf(plan);
    const [row] = await rows<{ id: number }>(
      tx,
      sql`INSERT INTO library_imports (school_id, upload_id, format, status, category_id, records,
          refused, books_added, books_matched, copies_added, preview, created_by, created_at)
        VALUES (${me.schoolId}, ${upload.id}, ${format}, 'checked', ${categoryId}, ${counts.records},
          ${counts.refused}, ${counts.booksAdded}, ${counts.booksMatched}, ${counts.copiesAdded},
          ${JSON.stringify(previewOf(plan))}::jsonb, ${me.userId}, ${ctx.now.toISOString()}::timestamptz)
        RETURNING id`,
    );
    return row!.id;
  });
  return catalogueImportOf(ctx, { me, id });
}

interface ImportRow {
  id: number;
  upload_id: number;
  format: LibraryImportFormat;
  status: LibraryImport["status"];
  category_id: number;
  records: number;
  refused: number;
  books_added: number;
  books_matched: number;
  copies_added: number;
  preview: StoredPreview;
  created_at: Date | string;
  imported_at: Date | string | null;
  undone_at: Date | string | null;
  file_name: string;
  file_size: number;
  by_id: number | null;
  by_zh: string | null;
  by_en: string | null;
}

const IMPORT_SELECT = sql`SELECT i.*, u.name AS file_name, u.size AS file_size, p.id AS by_id,
    p.name_zh AS by_zh, p.name_en AS by_en
  FROM library_imports i JOIN uploads u ON u.id = i.upload_id
  LEFT JOIN users p ON p.id = i.created_by`;

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

const summaryOf = (row: ImportRow): LibraryImport => ({
  id: row.id,
  file_name: row.file_name,
  file_size: row.file_size,
  format: row.format,
  status: row.status,
  created_by:
    row.by_id === null
      ? null
      : { id: row.by_id, name_zh: row.by_zh ?? "", name_en: row.by_en ?? "" },
  created_at: iso(row.created_at)!,
  imported_at: iso(row.imported_at),
  undone_at: iso(row.undone_at),
  records: row.records,
  refused: row.refused,
  books_added: row.books_added,
  books_matched: row.books_matched,
  copies_added: row.copies_added,
});

async function importRow(db: Executor, schoolId: number, id: number): Promise<ImportRow> {
  const row = await firstRow<ImportRow>(
    db,
    sql`${IMPORT_SELECT} WHERE i.id = ${id} AND i.school_id = ${schoolId}`,
  );
  if (!row) throw missing("library.error.importNotFound");
  return row;
}

/** One import with its preview, worded in the caller's language. */
export async function catalogueImportOf(
  { db, locale }: ServiceContext,
  { me, id }: { me: SchoolMember; id: number },
): Promise<LibraryImportPreview> {
  const row = await importRow(db, me.schoolId, id);
  const { problems, sample } = row.preview;
  const categoryIds = [...new Set(sample.map((b) => b.subcategoryId ?? b.categoryId))];
  const categories = new Map(
    (categoryIds.length === 0
      ? []
      : await rows<{ id: number; name_zh: string; name_cn: string; name_en: string }>(
          db,
          sql`SELECT id, name_zh, name_cn, name_en FROM book_categories
            WHERE id IN (${sql.join(categoryIds, sql`, `)})`,
        )
    ).map((c) => [c.id, c]),
  );
  return {
    ...summaryOf(row),
    problems: problems.slice(0, PROBLEMS_SHOWN).map((p) => ({
      record: p.record,
      title: p.title,
      field: p.field === null ? "" : columnTitle(locale, p.field),
      message: translate(locale, p.id, p.values),
    })),
    sample: sample.map((b) => ({
      record: b.record,
      isbn: b.isbn,
      name_zh: b.nameZh,
      name_en: b.nameEn,
      author: b.author,
      publisher: b.publisher,
      category: categories.get(b.subcategoryId ?? b.categoryId) ?? {
        id: b.categoryId,
        name_zh: "",
        name_cn: "",
        name_en: "",
      },
      match_id: b.matchId,
      copies: b.copies.map((c) => ({
        book_no: c.barcode,
        call_number: c.callNumber,
        location: c.location,
      })),
    })),
  };
}

/** The school's imports, latest first. */
export async function catalogueImportsOf(
  { db }: ServiceContext,
  { me, pageNum, pageSize }: { me: SchoolMember; pageNum: number; pageSize: number },
): Promise<Page<LibraryImport>> {
  const { limit, offset } = pageWindow(pageNum, pageSize);
  const [list, count] = await Promise.all([
    rows<ImportRow>(
      db,
      sql`${IMPORT_SELECT} WHERE i.school_id = ${me.schoolId}
        ORDER BY i.created_at DESC, i.id DESC LIMIT ${limit} OFFSET ${offset}`,
    ),
    firstRow<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM library_imports WHERE school_id = ${me.schoolId}`,
    ),
  ]);
  return { list: list.map(summaryOf), total: count!.n, pageNum, pageSize };
}

/** The stored file's bytes. */
async function fileOf(ctx: ServiceContext, row: ImportRow) {
  const [upload] = await rows<{ key: string; content: Uint8Array<ArrayBuffer> | null }>(
    ctx.db,
    sql`SELECT key, content FROM uploads WHERE id = ${row.upload_id}`,
  );
  const bytes = upload && (await uploadBytes(ctx.files, upload));
  if (!bytes) throw missing("library.error.importNotFound");
  return bytes;
}

/**
 * Writes a checked import: checked again first (a catalogue changed since gives the new preview
 * and a 409), then its books, copies and counters in one transaction, once.
 */
export async function confirmCatalogueImport(
  ctx: ServiceContext,
  { me, id }: { me: SchoolMember; id: number },
): Promise<LibraryImportPreview> {
  const row = await importRow(ctx.db, me.schoolId, id);
  if (row.status !== "checked") {
    if (row.status === "imported") return catalogueImportOf(ctx, { me, id });
    throw conflict("library.error.importNotChecked");
  }
  const bytes = await fileOf(ctx, row);
  const input = { schoolId: me.schoolId, categoryId: row.category_id, bytes, format: row.format };
  try {
    await ctx.db.transaction(async (tx) => {
      const [claimed] = await rows<{ id: number }>(
        tx,
        sql`UPDATE library_imports SET status = 'imported', imported_at = ${ctx.now.toISOString()}::timestamptz
          WHERE id = ${id} AND status = 'checked' RETURNING id`,
      );
      if (!claimed) return;
      const plan = await planOf(ctx, tx, input);
      const counts = countsOf(plan);
      const before = {
        records: row.records,
        refused: row.refused,
        booksAdded: row.books_added,
        booksMatched: row.books_matched,
        copiesAdded: row.copies_added,
      };
      if (JSON.stringify(counts) !== JSON.stringify(before)) throw new Outdated(plan);
      if (plan.books.length === 0) throw conflict("library.error.importNothing");
      await writePlan(tx, { schoolId: me.schoolId, importId: id, now: ctx.now, plan });
    });
  } catch (error) {
    if (error instanceof Outdated) {
      const counts = countsOf(error.plan);
      await ctx.db.execute(sql`UPDATE library_imports SET records = ${counts.records},
          refused = ${counts.refused}, books_added = ${counts.booksAdded},
          books_matched = ${counts.booksMatched}, copies_added = ${counts.copiesAdded},
          preview = ${JSON.stringify(previewOf(error.plan))}::jsonb
        WHERE id = ${id} AND status = 'checked'`);
      throw conflict("library.error.importOutdated");
    }
    // A barcode or ISBN saved by the desk between the check and the write.
    if (isUniqueViolation(error)) throw conflict("library.error.importOutdated");
    throw error;
  }
  catalogueChanged(ctx.db, me.schoolId);
  return catalogueImportOf(ctx, { me, id });
}

/** The catalogue changed between the check and the confirmation: the plan as it is now. */
class Outdated extends Error {
  constructor(readonly plan: ImportPlan) {
    super("outdated");
  }
}

/** The plan's new books (with counters and search columns), publishers and copies. */
async function writePlan(
  tx: Executor,
  {
    schoolId,
    importId,
    now,
    plan,
  }: { schoolId: number; importId: number; now: Date; plan: ImportPlan },
) {
  const names = [...new Set(plan.books.map((b) => b.publisher))];
  await tx.execute(sql`INSERT INTO publishers (school_id, name)
    SELECT ${schoolId}, name FROM unnest(${sql.param(names)}::text[]) AS t(name)
    ON CONFLICT (school_id, name) DO NOTHING`);
  const publishers = new Map(
    (
      await rows<{ id: number; name: string }>(
        tx,
        sql`SELECT id, name FROM publishers WHERE school_id = ${schoolId}
          AND name = ANY(${sql.param(names)}::text[])`,
      )
    ).map((p) => [p.name, p.id]),
  );
  const fresh = plan.books.filter((b) => b.matchId === null);
  const bookIds = new Map<string, number>();
  for (let start = 0; start < fresh.length; start += BATCH) {
    const batch = fresh.slice(start, start + BATCH);
    const col = <T>(f: (b: PlannedBook) => T) => sql.param(batch.map(f));
    const searchable = (b: PlannedBook) => ({ ...b, publisher: b.publisher });
    const inserted = await rows<{ id: number; isbn: string }>(
      tx,
      sql`INSERT INTO books (school_id, isbn, name_zh, name_en, author, publisher_id, category_id,
          subcategory_id, language, age_min, age_max, intro_zh, intro_en, publish_year, added_at,
          import_id, search_text, search_grams)
        SELECT ${schoolId}, isbn, name_zh, name_en, author, publisher_id, category_id,
          subcategory_id, language, age_min, age_max, intro_zh, intro_en, publish_year,
          ${now.toISOString()}::timestamptz, ${importId}, search_text, string_to_array(grams, ' ')
        FROM unnest(${col((b) => b.isbn)}::text[], ${col((b) => b.nameZh)}::text[],
          ${col((b) => b.nameEn)}::text[], ${col((b) => b.author)}::text[],
          ${col((b) => publishers.get(b.publisher)!)}::int[], ${col((b) => b.categoryId)}::int[],
          ${col((b) => b.subcategoryId)}::int[], ${col((b) => b.language)}::text[],
          ${col((b) => b.ageMin)}::int[], ${col((b) => b.ageMax)}::int[],
          ${col((b) => b.introZh)}::text[], ${col((b) => b.introEn)}::text[],
          ${col((b) => b.publishYear)}::int[], ${col((b) => searchTextOf(searchable(b)))}::text[],
          ${col((b) => searchGramsOf(searchable(b)).join(" "))}::text[])
          AS t(isbn, name_zh, name_en, author, publisher_id, category_id, subcategory_id, language,
            age_min, age_max, intro_zh, intro_en, publish_year, search_text, grams)
        RETURNING id, isbn`,
    );
    for (const row of inserted) bookIds.set(row.isbn, row.id);
  }
  const ids = fresh.map((b) => bookIds.get(b.isbn)!);
  await tx.execute(sql`INSERT INTO book_counters (book_id, school_id, stock)
    SELECT id, ${schoolId}, stock FROM unnest(${sql.param(ids)}::int[],
      ${sql.param(fresh.map((b) => b.copies.length))}::int[]) AS t(id, stock)`);
  const matched = plan.books.filter((b) => b.matchId !== null && b.copies.length > 0);
  if (matched.length > 0)
    await tx.execute(sql`UPDATE book_counters c SET stock = c.stock + t.n
      FROM unnest(${sql.param(matched.map((b) => b.matchId!))}::int[],
        ${sql.param(matched.map((b) => b.copies.length))}::int[]) AS t(id, n)
      WHERE c.book_id = t.id`);
  const copies = plan.books.flatMap((b) =>
    b.copies.map((c) => ({ ...c, bookId: b.matchId ?? bookIds.get(b.isbn)! })),
  );
  for (let start = 0; start < copies.length; start += BATCH) {
    const batch = copies.slice(start, start + BATCH);
    const col = <T>(f: (c: (typeof copies)[number]) => T) => sql.param(batch.map(f));
    await tx.execute(sql`INSERT INTO book_copies (school_id, book_id, book_no, call_number, location, import_id)
      SELECT ${schoolId}, book_id, book_no, call_number, location, ${importId}
      FROM unnest(${col((c) => c.bookId)}::int[], ${col((c) => c.barcode)}::text[],
        ${col((c) => c.callNumber)}::text[], ${col((c) => c.location)}::text[])
        AS t(book_id, book_no, call_number, location)`);
  }
}

/**
 * Undoes an import: its copies and its new books go, matched books' stock back as it was.
 * Refused once a copy it added (or a book it added) has been lent or reserved.
 */
export async function undoCatalogueImport(
  ctx: ServiceContext,
  { me, id }: { me: SchoolMember; id: number },
): Promise<LibraryImportPreview> {
  const row = await importRow(ctx.db, me.schoolId, id);
  if (row.status !== "imported") throw conflict("library.error.importNotImported");
  await ctx.db.transaction(async (tx) => {
    const [claimed] = await rows<{ id: number }>(
      tx,
      sql`UPDATE library_imports SET status = 'undone', undone_at = ${ctx.now.toISOString()}::timestamptz,
          undone_by = ${me.userId}
        WHERE id = ${id} AND status = 'imported' RETURNING id`,
    );
    if (!claimed) return;
    const [used] = await rows<{ one: number }>(
      tx,
      sql`SELECT 1 AS one FROM (
          SELECT book_id, copy_id FROM loans WHERE school_id = ${me.schoolId}
          UNION ALL SELECT book_id, copy_id FROM reservations WHERE school_id = ${me.schoolId}
        ) u
        WHERE u.copy_id IN (SELECT id FROM book_copies WHERE import_id = ${id})
          OR u.book_id IN (SELECT id FROM books WHERE import_id = ${id})
        LIMIT 1`,
    );
    if (used) throw conflict("library.error.importLent");
    await tx.execute(sql`UPDATE book_counters c SET stock = c.stock - k.n
      FROM (SELECT book_id, count(*)::int AS n FROM book_copies
        WHERE import_id = ${id} AND status IN ('available', 'on_loan', 'held') GROUP BY book_id) k
      WHERE c.book_id = k.book_id`);
    await tx.execute(sql`DELETE FROM book_copies WHERE import_id = ${id}`);
    await tx.execute(sql`DELETE FROM books WHERE import_id = ${id}`);
  });
  catalogueChanged(ctx.db, me.schoolId);
  return catalogueImportOf(ctx, { me, id });
}

/** Discards an import checked and never confirmed: its record and its file go. */
export async function discardCatalogueImport(
  { db }: ServiceContext,
  { me, id }: { me: SchoolMember; id: number },
): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    const row = await firstRow<{ status: string; upload_id: number }>(
      tx,
      sql`SELECT status, upload_id FROM library_imports WHERE id = ${id}
        AND school_id = ${me.schoolId} FOR UPDATE`,
    );
    if (!row) throw missing("library.error.importNotFound");
    if (row.status !== "checked") throw conflict("library.error.importNotChecked");
    await tx.execute(sql`DELETE FROM library_imports WHERE id = ${id}`);
    await tx.execute(sql`DELETE FROM uploads WHERE id = ${row.upload_id}`);
  });
  return { id };
}

/** The template in the reader's language: the header row, an example, and a sheet of help. */
export async function catalogueImportTemplate(ctx: ServiceContext, me: SchoolMember) {
  const { db, locale } = ctx;
  await ensureLibrary(db, me.schoolId);
  const categories = await rows<{ name_zh: string; name_cn: string; name_en: string }>(
    db,
    sql`SELECT name_zh, name_cn, name_en FROM book_categories WHERE school_id = ${me.schoolId}
      AND parent_id IS NULL ORDER BY sort`,
  );
  const name = (c: (typeof categories)[number]) =>
    locale === "en-US" ? c.name_en : locale === "zh-CN" ? c.name_cn : c.name_zh;
  const bold = (value: string) => ({ value, fontWeight: "bold" as const });
  const help = (id: string, values?: Record<string, string>) => [
    {
      value: translate(locale, `library.import.help.${id}` as ContractMessageId, values),
      wrap: true,
    },
  ];
  const bytes = await writeXlsxFile([
    {
      sheet: translate(locale, "library.import.file.template").slice(0, 31),
      data: [
        LIBRARY_IMPORT_COLUMNS.map((c) =>
          bold(`${columnTitle(locale, c)}${LIBRARY_IMPORT_REQUIRED.includes(c) ? "*" : ""}`),
        ),
      ] as SheetData,
      columns: LIBRARY_IMPORT_COLUMNS.map((c) => ({
        width: c.startsWith("name") || c === "intro" ? 28 : 14,
      })),
      stickyRowsCount: 1,
    },
    {
      sheet: translate(locale, "library.import.help.sheet"),
      data: [
        help("rows"),
        help("isbn"),
        help("category", {
          names: categories.map(name).join(locale === "en-US" ? ", " : "、"),
        }),
        help("ages"),
        help("marc"),
      ] as SheetData,
      columns: [{ width: 100 }],
    },
  ]).toBuffer();
  return {
    name: `${translate(locale, "library.import.file.template")}.xlsx`,
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    bytes,
  };
}
