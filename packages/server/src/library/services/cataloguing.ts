import {
  LABELS_MAX,
  LIBRARY_COVER_PATH,
  normalizeIsbn,
  type BookRecordRequest,
  type CatalogueCopy,
  type CatalogueRecord,
  type CatalogueRow,
  type CopyRequest,
  type CopySettableStatus,
  type IsbnLookup,
  type LabelCopy,
  type ReaderCard,
  type Page,
} from "@campus/contract";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database";
import { firstRow, isUniqueViolation, pageWindow, rows, type Executor } from "../../db/sql";
import { conflict, invalidField, missing } from "../../http/api-problem";
import type { SchoolMember } from "../../http/route";
import type { ServiceContext } from "../../services/context";
import { attachmentOf, readUpload, storeUpload, uploadsAmong } from "../../services/uploads";
import { CATEGORIES } from "../seed/vocabulary";
import type { Paging } from "./catalogue";
import { catalogueChanged } from "./catalogue-cache";
import { OPEN_LOAN, READER_COLUMNS, toReader, type ReaderColumns } from "./records";
import { containsPattern, searchGramsOf, searchTerms, searchTextOf } from "./search-text";

/*
 * The librarian's catalogue (issue 38): books and copies added, corrected, enabled, disabled,
 * withdrawn. Every change is one transaction and forgets the school's cached catalogue
 * figures, so readers see it on their next page (lists, search, the book's page).
 *
 * A copy counts in its book's `stock` (what reservations are promised from) while it is on
 * the shelf, on loan or held; lost, withdrawn and in-repair copies do not.
 */

/** Copy statuses in stock. */
const IN_STOCK = new Set(["available", "on_loan", "held"]);

/** What a cover upload is kept as (uploads.purpose). */
const COVER_PURPOSE = "library.cover";

/**
 * A school's library made ready for its first book: the product's categories (a school of the
 * demo seed has them already). Idempotent; once they exist, one indexed read. (Rules need no
 * row: a school without one lends by the defaults, `rulesOf`.)
 */
export async function ensureLibrary(db: Executor, schoolId: number): Promise<void> {
  const [has] = await rows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM book_categories WHERE school_id = ${schoolId} LIMIT 1`,
  );
  if (!has) {
    const col = <T>(f: (c: (typeof CATEGORIES)[number], i: number) => T) =>
      sql.param(CATEGORIES.map(f));
    await db.execute(sql`INSERT INTO book_categories (school_id, code, sort, name_zh, name_cn, name_en)
      SELECT ${schoolId}, code, sort, zh, cn, en FROM unnest(${col((c) => c.code)}::text[],
        ${col((_, i) => i)}::int[], ${col((c) => c.zh)}::text[], ${col((c) => c.cn)}::text[],
        ${col((c) => c.en)}::text[]) AS t(code, sort, zh, cn, en)
      ON CONFLICT DO NOTHING`);
    const children = CATEGORIES.flatMap((c) =>
      c.subcategories.map((s, sort) => ({ parent: c.code, ...s, sort })),
    );
    const kid = <T>(f: (c: (typeof children)[number]) => T) => sql.param(children.map(f));
    await db.execute(sql`INSERT INTO book_categories (school_id, parent_id, code, sort, name_zh, name_cn, name_en)
      SELECT ${schoolId}, p.id, t.code, t.sort, t.zh, t.cn, t.en
      FROM unnest(${kid((c) => c.parent)}::text[], ${kid((c) => c.code)}::text[],
        ${kid((c) => c.sort)}::int[], ${kid((c) => c.zh)}::text[], ${kid((c) => c.cn)}::text[],
        ${kid((c) => c.en)}::text[]) AS t(parent, code, sort, zh, cn, en)
      JOIN book_categories p ON p.school_id = ${schoolId} AND p.code = t.parent
      ON CONFLICT DO NOTHING`);
  }
}

// ── Reading ──────────────────────────────────────────────────────────────────────────────

/**
 * Books whose title, author, publisher or ISBN has every word of the keyword, or one of whose
 * copies has it as its barcode or at the start of its call number.
 */
function keywordMatch(schoolId: number, keyword: string): SQL {
  const isbn = normalizeIsbn(keyword);
  const { terms } = searchTerms(isbn ?? keyword);
  const words = terms.map((term) =>
    term.kind === "gram"
      ? sql`b.search_grams @> ARRAY[${term.value}]::text[]`
      : sql`b.search_text LIKE ${containsPattern(term.value)}`,
  );
  const byText = words.length > 0 ? sql.join(words, sql` AND `) : sql`false`;
  const typed = keyword.trim();
  return sql`(${byText} OR b.id IN (SELECT k.book_id FROM book_copies k
    WHERE k.school_id = ${schoolId} AND (k.book_no = ${typed.toUpperCase()}
      OR lower(k.call_number) LIKE ${`${typed.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`})))`;
}

/** The catalogue as the librarian keeps it: every book, newest first. */
export async function catalogueBooks(
  { db }: ServiceContext,
  {
    schoolId,
    keyword,
    status,
    paging,
  }: { schoolId: number; keyword?: string; status?: "enabled" | "disabled"; paging: Paging },
): Promise<Page<CatalogueRow>> {
  await ensureLibrary(db, schoolId);
  const { limit, offset } = pageWindow(paging.pageNum, paging.pageSize);
  const conditions = [sql`b.school_id = ${schoolId}`];
  if (status) conditions.push(sql`b.status = ${status}`);
  if (keyword?.trim()) conditions.push(keywordMatch(schoolId, keyword));
  const where = sql.join(conditions, sql` AND `);
  const [list, count] = await Promise.all([
    rows<CatalogueRow>(
      db,
      sql`SELECT b.id, b.isbn, b.name_zh, b.name_en, b.author, p.name AS publisher, b.cover, b.status,
        (SELECT count(*)::int FROM book_copies k WHERE k.book_id = b.id AND k.status <> 'withdrawn') AS copies,
        (SELECT count(*)::int FROM book_copies k WHERE k.book_id = b.id AND k.status = 'available') AS on_shelf
      FROM books b JOIN publishers p ON p.id = b.publisher_id
      WHERE ${where} ORDER BY b.added_at DESC, b.id DESC LIMIT ${limit} OFFSET ${offset}`,
    ),
    firstRow<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM books b WHERE ${where}`),
  ]);
  return { list, total: count!.n, pageNum: paging.pageNum, pageSize: paging.pageSize };
}

type CopyRow = ReaderColumns & {
  id: number;
  book_id: number;
  book_no: string;
  call_number: string;
  location: string;
  /** As stored: `on_loan` is the contract's `onLoan`. */
  status: string;
  due_on: string | null;
};

const COPY_SELECT = `SELECT k.id, k.book_id, k.book_no, k.call_number, k.location, k.status,
  l.due_on::text AS due_on, ${READER_COLUMNS}
  FROM book_copies k
  LEFT JOIN loans l ON l.copy_id = k.id AND l.status IN ${OPEN_LOAN}
  LEFT JOIN reservations r ON r.copy_id = k.id AND r.status = 'ready' AND k.status = 'held'
  LEFT JOIN users u ON u.id = coalesce(l.reader_id, r.reader_id)`;

const toCopy = (row: CopyRow): CatalogueCopy => ({
  id: row.id,
  book_id: row.book_id,
  book_no: row.book_no,
  call_number: row.call_number,
  location: row.location,
  status: (row.status === "on_loan" ? "onLoan" : row.status) as CatalogueCopy["status"],
  reader: row.reader_id === null ? null : toReader(row),
  due_date: row.due_on,
});

async function copyById(db: Executor, id: number): Promise<CatalogueCopy> {
  const [row] = await rows<CopyRow>(db, sql`${sql.raw(COPY_SELECT)} WHERE k.id = ${id}`);
  return toCopy(row!);
}

/** A book's whole record with its copies, barcode order. */
export async function catalogueRecord(
  db: Executor,
  schoolId: number,
  id: number,
): Promise<CatalogueRecord> {
  const book = await firstRow<
    Omit<CatalogueRecord, "cover" | "copies"> & { cover_upload_id: number | null }
  >(
    db,
    sql`SELECT b.id, b.isbn, b.name_zh, b.name_en, b.author, p.name AS publisher, b.category_id,
      b.subcategory_id, b.language, b.age_min, b.age_max, b.publish_year, b.intro_zh, b.intro_en,
      b.status, b.cover_upload_id
    FROM books b JOIN publishers p ON p.id = b.publisher_id
    WHERE b.id = ${id} AND b.school_id = ${schoolId}`,
  );
  if (!book) throw missing("library.error.bookNotFound");
  const { cover_upload_id: coverId, ...fields } = book;
  const [copies, covers] = await Promise.all([
    rows<CopyRow>(db, sql`${sql.raw(COPY_SELECT)} WHERE k.book_id = ${id} ORDER BY k.book_no`),
    uploadsAmong(db, { schoolId, purpose: COVER_PURPOSE, ids: coverId === null ? [] : [coverId] }),
  ]);
  const cover = coverId === null ? undefined : covers.get(coverId);
  return {
    ...fields,
    cover: cover ? attachmentOf(cover, LIBRARY_COVER_PATH) : null,
    copies: copies.map(toCopy),
  };
}

/** An ISBN's 13 digits and the book of this school that has it already. */
export async function lookUpIsbn(
  { db }: ServiceContext,
  { schoolId, isbn }: { schoolId: number; isbn: string },
): Promise<IsbnLookup> {
  const book = await firstRow<NonNullable<IsbnLookup["book"]>>(
    db,
    sql`SELECT id, name_zh, name_en, status FROM books WHERE school_id = ${schoolId} AND isbn = ${isbn}`,
  );
  return { isbn, book: book ?? null };
}

/**
 * The copies to print labels for (issue 38 §4): one book's, or those an import added; withdrawn
 * ones are not labelled. Barcode order, as the librarian sticks them.
 */
export async function labelCopies(
  db: Executor,
  { schoolId, bookId, importId }: { schoolId: number; bookId?: number; importId?: number },
): Promise<{ list: LabelCopy[] }> {
  const which =
    bookId !== undefined ? sql`k.book_id = ${bookId}` : sql`k.import_id = ${importId ?? 0}`;
  const list = await rows<LabelCopy>(
    db,
    sql`SELECT k.id, k.book_no, k.call_number, b.name_zh, b.name_en
      FROM book_copies k JOIN books b ON b.id = k.book_id
      WHERE k.school_id = ${schoolId} AND k.status <> 'withdrawn' AND ${which}
      ORDER BY k.book_no LIMIT ${LABELS_MAX}`,
  );
  return { list };
}

/** The school's classes, and one class's active students as library cards. */
export async function readerCards(
  db: Executor,
  { schoolId, className }: { schoolId: number; className?: string },
): Promise<{ classes: string[]; list: ReaderCard[] }> {
  const students = sql`school_id = ${schoolId} AND login_type = 'student' AND status = 'active'
    AND student_no IS NOT NULL AND student_no <> ''`;
  const [classes, list] = await Promise.all([
    rows<{ class_name: string }>(
      db,
      sql`SELECT DISTINCT class_name FROM users WHERE ${students} AND class_name IS NOT NULL
        ORDER BY class_name`,
    ),
    className
      ? rows<ReaderCard>(
          db,
          sql`SELECT id, student_no AS reader_no, name_zh, name_en, class_name, class_number
            FROM users WHERE ${students} AND class_name = ${className}
            ORDER BY class_number NULLS LAST, student_no LIMIT ${LABELS_MAX}`,
        )
      : Promise.resolve([]),
  ]);
  return { classes: classes.map((c) => c.class_name), list };
}

// ── Books ────────────────────────────────────────────────────────────────────────────────

type BookInput = Omit<BookRecordRequest, "name_en" | "intro_zh" | "intro_en"> & {
  name_en: string;
  intro_zh: string;
  intro_en: string;
};

/** The category and subcategory ids must be this school's, the subcategory one of the category's. */
async function checkCategories(
  ctx: ServiceContext,
  tx: Executor,
  schoolId: number,
  input: BookInput,
) {
  const [category] = await rows<{ id: number }>(
    tx,
    sql`SELECT id FROM book_categories WHERE id = ${input.category_id} AND school_id = ${schoolId}
      AND parent_id IS NULL`,
  );
  if (!category) throw invalidField(ctx.locale, "category_id", "validation.invalidOption");
  if (input.subcategory_id == null) return;
  const [sub] = await rows<{ id: number }>(
    tx,
    sql`SELECT id FROM book_categories WHERE id = ${input.subcategory_id} AND school_id = ${schoolId}
      AND parent_id = ${input.category_id}`,
  );
  if (!sub) throw invalidField(ctx.locale, "subcategory_id", "validation.invalidOption");
}

/** The cover a save leaves the book with: kept (absent), none (null), or this school's upload. */
async function coverOf(
  ctx: ServiceContext,
  tx: Executor,
  schoolId: number,
  wanted: number | null | undefined,
  current: { id: number | null; url: string | null },
) {
  if (wanted === undefined) return current;
  if (wanted === null) return { id: null, url: null };
  const found = (await uploadsAmong(tx, { schoolId, purpose: COVER_PURPOSE, ids: [wanted] })).get(
    wanted,
  );
  if (!found) throw invalidField(ctx.locale, "cover", "validation.invalid");
  return { id: wanted, url: attachmentOf(found, LIBRARY_COVER_PATH).url };
}

const isbnTaken = (ctx: ServiceContext, title: string) =>
  invalidField(ctx.locale, "isbn", "library.error.isbnTaken", { title });

/**
 * Adds a book (no id) or corrects one. An ISBN another book of the school has is refused by
 * field, naming that book; a publisher is found by its name or added.
 */
export async function saveBook(
  ctx: ServiceContext,
  { me, ...input }: BookInput & { me: SchoolMember },
): Promise<CatalogueRecord> {
  const { schoolId } = me;
  const id = await ctx.db.transaction(async (tx) => {
    await ensureLibrary(tx, schoolId);
    const current = input.id
      ? await firstRow<{ cover_upload_id: number | null; cover: string | null }>(
          tx,
          sql`SELECT cover_upload_id, cover FROM books WHERE id = ${input.id}
            AND school_id = ${schoolId} FOR UPDATE`,
        )
      : { cover_upload_id: null, cover: null };
    if (!current) throw missing("library.error.bookNotFound");
    await checkCategories(ctx, tx, schoolId, input);
    const [other] = await rows<{ name_zh: string }>(
      tx,
      sql`SELECT name_zh FROM books WHERE school_id = ${schoolId} AND isbn = ${input.isbn}
        AND id <> ${input.id ?? 0}`,
    );
    if (other) throw isbnTaken(ctx, other.name_zh);
    const cover = await coverOf(ctx, tx, schoolId, input.cover, {
      id: current.cover_upload_id,
      url: current.cover,
    });
    const [publisher] = await rows<{ id: number; name: string }>(
      tx,
      sql`INSERT INTO publishers (school_id, name) VALUES (${schoolId}, ${input.publisher})
        ON CONFLICT (school_id, name) DO UPDATE SET name = EXCLUDED.name RETURNING id, name`,
    );
    const searchable = { ...input, nameEn: input.name_en, nameZh: input.name_zh };
    const search = searchTextOf(searchable);
    const grams = searchGramsOf(searchable);
    const values = sql`${input.isbn}, ${input.name_zh}, ${input.name_en}, ${input.author},
      ${publisher!.id}, ${input.category_id}, ${input.subcategory_id ?? null}, ${input.language},
      ${input.age_min}, ${input.age_max}, ${input.intro_zh}, ${input.intro_en},
      ${input.publish_year ?? null}, ${cover.url}, ${cover.id}, ${search}, ${sql.param(grams)}::text[]`;
    const columns = sql.raw(`isbn, name_zh, name_en, author, publisher_id, category_id,
      subcategory_id, language, age_min, age_max, intro_zh, intro_en, publish_year, cover,
      cover_upload_id, search_text, search_grams`);
    try {
      if (input.id) {
        await tx.execute(
          sql`UPDATE books SET (${columns}) = ROW(${values}) WHERE id = ${input.id}`,
        );
        return input.id;
      }
      const [added] = await rows<{ id: number }>(
        tx,
        sql`INSERT INTO books (school_id, added_at, ${columns})
          VALUES (${schoolId}, ${ctx.now.toISOString()}::timestamptz, ${values}) RETURNING id`,
      );
      await tx.execute(
        sql`INSERT INTO book_counters (book_id, school_id) VALUES (${added!.id}, ${schoolId})`,
      );
      return added!.id;
    } catch (error) {
      // The same ISBN saved at the same moment by another librarian.
      if (isUniqueViolation(error)) throw isbnTaken(ctx, input.isbn);
      throw error;
    }
  });
  catalogueChanged(ctx.db, schoolId);
  return catalogueRecord(ctx.db, schoolId, id);
}

/** Enables a book or disables it: readers' lists and search stop (or start) offering it. */
export async function setBookStatus(
  ctx: ServiceContext,
  { me, id, status }: { me: SchoolMember; id: number; status: "enabled" | "disabled" },
): Promise<CatalogueRecord> {
  const [changed] = await rows<{ id: number }>(
    ctx.db,
    sql`UPDATE books SET status = ${status} WHERE id = ${id} AND school_id = ${me.schoolId} RETURNING id`,
  );
  if (!changed) throw missing("library.error.bookNotFound");
  catalogueChanged(ctx.db, me.schoolId);
  return catalogueRecord(ctx.db, me.schoolId, id);
}

// ── Copies ───────────────────────────────────────────────────────────────────────────────

type CopyInput = Omit<CopyRequest, "call_number" | "location"> & {
  call_number: string;
  location: string;
};

/**
 * Adds a copy (on the shelf, in stock at once) or corrects one's barcode, call number or
 * location. Barcodes are kept in capitals, as scanners read printed labels; one another copy
 * has is refused by field.
 */
export async function saveCopy(
  ctx: ServiceContext,
  { me, ...input }: CopyInput & { me: SchoolMember },
): Promise<CatalogueCopy> {
  const { schoolId } = me;
  const bookNo = input.book_no.toUpperCase();
  const taken = () => invalidField(ctx.locale, "book_no", "library.error.barcodeTaken", { bookNo });
  const id = await ctx.db.transaction(async (tx) => {
    const [book] = await rows<{ id: number }>(
      tx,
      sql`SELECT id FROM books WHERE id = ${input.book_id} AND school_id = ${schoolId} FOR UPDATE`,
    );
    if (!book) throw missing("library.error.bookNotFound");
    const [other] = await rows<{ id: number }>(
      tx,
      sql`SELECT id FROM book_copies WHERE school_id = ${schoolId} AND book_no = ${bookNo}
        AND id <> ${input.id ?? 0}`,
    );
    if (other) throw taken();
    try {
      if (input.id) {
        const [changed] = await rows<{ id: number }>(
          tx,
          sql`UPDATE book_copies SET book_no = ${bookNo}, call_number = ${input.call_number},
            location = ${input.location}
          WHERE id = ${input.id} AND book_id = ${input.book_id} AND school_id = ${schoolId} RETURNING id`,
        );
        if (!changed) throw missing("library.error.copyNotFound", { bookNo });
        return input.id;
      }
      const [added] = await rows<{ id: number }>(
        tx,
        sql`INSERT INTO book_copies (school_id, book_id, book_no, call_number, location)
          VALUES (${schoolId}, ${input.book_id}, ${bookNo}, ${input.call_number}, ${input.location})
          RETURNING id`,
      );
      await tx.execute(sql`INSERT INTO book_counters (book_id, school_id, stock)
        VALUES (${input.book_id}, ${schoolId}, 1)
        ON CONFLICT (book_id) DO UPDATE SET stock = book_counters.stock + 1`);
      return added!.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  });
  catalogueChanged(ctx.db, schoolId);
  return copyById(ctx.db, id);
}

/**
 * Back on the shelf, away for repair, or withdrawn. A copy on loan or set aside for a reader
 * is the desk's to move; the book's stock follows the copy in or out.
 */
export async function setCopyStatus(
  ctx: ServiceContext,
  { me, id, status }: { me: SchoolMember; id: number; status: CopySettableStatus },
): Promise<CatalogueCopy> {
  await ctx.db.transaction(async (tx) => {
    const copy = await firstRow<{ status: string; book_id: number; book_no: string }>(
      tx,
      sql`SELECT status, book_id, book_no FROM book_copies WHERE id = ${id}
        AND school_id = ${me.schoolId} FOR UPDATE`,
    );
    if (!copy) throw missing("api.error.notFound");
    if (copy.status === "on_loan" || copy.status === "held")
      throw conflict("library.error.copyOut", { bookNo: copy.book_no });
    const delta = Number(IN_STOCK.has(status)) - Number(IN_STOCK.has(copy.status));
    await tx.execute(sql`UPDATE book_copies SET status = ${status} WHERE id = ${id}`);
    if (delta !== 0)
      await tx.execute(
        sql`UPDATE book_counters SET stock = stock + ${delta} WHERE book_id = ${copy.book_id}`,
      );
  });
  catalogueChanged(ctx.db, me.schoolId);
  return copyById(ctx.db, id);
}

// ── Covers ───────────────────────────────────────────────────────────────────────────────

/** Keeps a picture to be a book's cover once a save of the book names it. */
export async function uploadCover(
  ctx: ServiceContext,
  { me, file }: { me: SchoolMember; file: File },
) {
  const stored = await storeUpload(ctx, {
    schoolId: me.schoolId,
    userId: me.userId,
    purpose: COVER_PURPOSE,
    kind: "image",
    file,
  });
  return attachmentOf(stored, LIBRARY_COVER_PATH);
}

/** A cover by its address: only a picture some book shows now (covers are public). */
export async function coverFile(db: Db, id: number, key: string) {
  const upload = await readUpload(db, { id, key, purpose: COVER_PURPOSE });
  if (!upload) return null;
  const [book] = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM books WHERE cover_upload_id = ${upload.id} LIMIT 1`,
  );
  return book ? upload : null;
}
