import type {
  Page,
  Stocktake,
  StocktakeCopy,
  StocktakeCounts,
  StocktakeDetail,
  StocktakeResult,
  StocktakeScan,
} from "@campus/contract";
import { sql } from "drizzle-orm";
import { firstRow, isUniqueViolation, pageWindow, rows, type Executor } from "../../db/sql";
import { conflict, missing } from "../../http/api-problem";
import type { SchoolMember } from "../../http/route";
import type { ServiceContext } from "../../services/context";
import { catalogueChanged } from "./catalogue-cache";

/*
 * The stocktake (issue 38 §4): the librarian starts one for a location's shelves (or the whole
 * library), walks them scanning every copy, and closes it. Starting takes the copies on the
 * shelf there as expected; a scan answers at once what the copy is — found, out of place
 * (catalogued elsewhere), on loan (a return never checked in), unknown, or scanned before;
 * closing marks the expected copies never scanned as lost, and their books' stock follows.
 */

/** Copies a list of the detail shows (the counts cover all). */
const LIST_MAX = 500;

interface StocktakeRow {
  id: number;
  location: string;
  status: Stocktake["status"];
  started_at: Date | string;
  closed_at: Date | string | null;
  by_id: number | null;
  by_zh: string | null;
  by_en: string | null;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

const COUNTS = `count(*) FILTER (WHERE i.expected)::int AS expected,
  count(*) FILTER (WHERE i.expected AND i.scanned_at IS NOT NULL)::int AS found,
  count(*) FILTER (WHERE i.expected AND i.scanned_at IS NULL)::int AS missing,
  count(*) FILTER (WHERE i.result = 'outOfPlace')::int AS out_of_place,
  count(*) FILTER (WHERE i.result = 'onLoan')::int AS on_loan,
  count(*) FILTER (WHERE i.result = 'unknown')::int AS unknown`;

async function countsOf(db: Executor, id: number): Promise<StocktakeCounts> {
  return (await firstRow<StocktakeCounts>(
    db,
    sql`SELECT ${sql.raw(COUNTS)} FROM library_stocktake_items i WHERE i.stocktake_id = ${id}`,
  ))!;
}

const summaryOf = (row: StocktakeRow, counts: StocktakeCounts): Stocktake => ({
  id: row.id,
  location: row.location,
  status: row.status,
  started_by:
    row.by_id === null
      ? null
      : { id: row.by_id, name_zh: row.by_zh ?? "", name_en: row.by_en ?? "" },
  started_at: iso(row.started_at)!,
  closed_at: iso(row.closed_at),
  counts,
});

const STOCKTAKE_SELECT = sql`SELECT s.id, s.location, s.status, s.started_at, s.closed_at,
    u.id AS by_id, u.name_zh AS by_zh, u.name_en AS by_en
  FROM library_stocktakes s LEFT JOIN users u ON u.id = s.started_by`;

/** The school's stocktakes, latest first, and the locations its copies are kept at. */
export async function stocktakesOf(
  { db }: ServiceContext,
  { me, pageNum, pageSize }: { me: SchoolMember; pageNum: number; pageSize: number },
): Promise<Page<Stocktake> & { locations: { location: string; copies: number }[] }> {
  const { limit, offset } = pageWindow(pageNum, pageSize);
  const [list, total, locations] = await Promise.all([
    rows<StocktakeRow>(
      db,
      sql`${STOCKTAKE_SELECT} WHERE s.school_id = ${me.schoolId}
        ORDER BY s.started_at DESC, s.id DESC LIMIT ${limit} OFFSET ${offset}`,
    ),
    firstRow<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM library_stocktakes WHERE school_id = ${me.schoolId}`,
    ),
    rows<{ location: string; copies: number }>(
      db,
      sql`SELECT location, count(*)::int AS copies FROM book_copies
        WHERE school_id = ${me.schoolId} AND location <> '' AND status NOT IN ('withdrawn', 'lost')
        GROUP BY location ORDER BY location`,
    ),
  ]);
  // The page's counts in one grouped query; a stocktake with no items yet counts nothing.
  const counted = new Map(
    (
      await rows<StocktakeCounts & { id: number }>(
        db,
        sql`SELECT i.stocktake_id AS id, ${sql.raw(COUNTS)} FROM library_stocktake_items i
          WHERE i.stocktake_id = ANY(${sql.param(list.map((row) => row.id))}::int[])
          GROUP BY i.stocktake_id`,
      )
    ).map(({ id, ...counts }) => [id, counts]),
  );
  const none = { expected: 0, found: 0, missing: 0, out_of_place: 0, on_loan: 0, unknown: 0 };
  return {
    list: list.map((row) => summaryOf(row, counted.get(row.id) ?? none)),
    total: total!.n,
    pageNum,
    pageSize,
    locations,
  };
}

async function stocktakeRow(db: Executor, schoolId: number, id: number) {
  const row = await firstRow<StocktakeRow>(
    db,
    sql`${STOCKTAKE_SELECT} WHERE s.id = ${id} AND s.school_id = ${schoolId}`,
  );
  if (!row) throw missing("library.error.stocktakeNotFound");
  return row;
}

const COPY_COLUMNS = sql`k.id, k.book_no, k.call_number, k.location, b.name_zh, b.name_en`;

/** One stocktake with its lists: missing, out of place, on loan (shelf order), unknown. */
export async function stocktakeOf(
  { db }: ServiceContext,
  { me, id }: { me: SchoolMember; id: number },
): Promise<StocktakeDetail> {
  const row = await stocktakeRow(db, me.schoolId, id);
  const copies = (where: ReturnType<typeof sql>) =>
    rows<StocktakeCopy>(
      db,
      sql`SELECT ${COPY_COLUMNS} FROM library_stocktake_items i
        JOIN book_copies k ON k.id = i.copy_id JOIN books b ON b.id = k.book_id
        WHERE i.stocktake_id = ${id} AND ${where}
        ORDER BY k.call_number, k.book_no LIMIT ${LIST_MAX}`,
    );
  const [counts, missingCopies, outOfPlace, onLoan, unknown] = await Promise.all([
    countsOf(db, id),
    copies(sql`i.expected AND i.scanned_at IS NULL`),
    copies(sql`i.result = 'outOfPlace'`),
    copies(sql`i.result = 'onLoan'`),
    rows<{ book_no: string }>(
      db,
      sql`SELECT book_no FROM library_stocktake_items WHERE stocktake_id = ${id}
        AND result = 'unknown' ORDER BY scanned_at LIMIT ${LIST_MAX}`,
    ),
  ]);
  return {
    ...summaryOf(row, counts),
    missing: missingCopies,
    out_of_place: outOfPlace,
    on_loan: onLoan,
    unknown: unknown.map((u) => u.book_no),
  };
}

/** Starts a stocktake of a location ("" the whole library): its copies on the shelf expected. */
export async function startStocktake(
  ctx: ServiceContext,
  { me, location }: { me: SchoolMember; location: string },
): Promise<StocktakeDetail> {
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const [made] = await rows<{ id: number }>(
        tx,
        sql`INSERT INTO library_stocktakes (school_id, location, status, started_by, started_at)
          VALUES (${me.schoolId}, ${location}, 'open', ${me.userId}, ${ctx.now.toISOString()}::timestamptz)
          RETURNING id`,
      );
      await tx.execute(sql`INSERT INTO library_stocktake_items (stocktake_id, book_no, copy_id, expected)
        SELECT ${made!.id}, book_no, id, true FROM book_copies
        WHERE school_id = ${me.schoolId} AND status = 'available'
          AND (${location} = '' OR location = ${location})`);
      return made!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw location
        ? conflict("library.error.stocktakeOpen", { location })
        : conflict("library.error.stocktakeOpenAll");
    throw error;
  }
  return stocktakeOf(ctx, { me, id });
}

/** Records a scanned barcode and says what the copy is to the stocktake. */
export async function scanStocktake(
  ctx: ServiceContext,
  { me, id, bookNo: typed }: { me: SchoolMember; id: number; bookNo: string },
): Promise<StocktakeScan> {
  const bookNo = typed.trim().toUpperCase();
  const now = ctx.now.toISOString();
  return ctx.db.transaction(async (tx) => {
    const stocktake = await firstRow<{ status: string; location: string }>(
      tx,
      sql`SELECT status, location FROM library_stocktakes WHERE id = ${id}
        AND school_id = ${me.schoolId} FOR UPDATE`,
    );
    if (!stocktake) throw missing("library.error.stocktakeNotFound");
    if (stocktake.status !== "open") throw conflict("library.error.stocktakeClosed");
    const copy = await firstRow<StocktakeCopy & { status: string }>(
      tx,
      sql`SELECT ${COPY_COLUMNS}, k.status FROM book_copies k JOIN books b ON b.id = k.book_id
        WHERE k.school_id = ${me.schoolId} AND k.book_no = ${bookNo}`,
    );
    const item = await firstRow<{ scanned_at: Date | null; expected: boolean }>(
      tx,
      sql`SELECT scanned_at, expected FROM library_stocktake_items
        WHERE stocktake_id = ${id} AND book_no = ${bookNo}`,
    );
    let result: StocktakeResult;
    if (item?.scanned_at) result = "again";
    else if (item?.expected) {
      result = "found";
      await tx.execute(sql`UPDATE library_stocktake_items SET scanned_at = ${now}::timestamptz,
          result = 'found' WHERE stocktake_id = ${id} AND book_no = ${bookNo}`);
    } else {
      result = !copy
        ? "unknown"
        : copy.status === "on_loan"
          ? "onLoan"
          : stocktake.location !== "" && copy.location !== stocktake.location
            ? "outOfPlace"
            : "found";
      await tx.execute(sql`INSERT INTO library_stocktake_items (stocktake_id, book_no, copy_id,
          expected, result, scanned_at)
        VALUES (${id}, ${bookNo}, ${copy?.id ?? null}, false, ${result}, ${now}::timestamptz)`);
    }
    const { status: _, ...shown } = copy ?? { status: "" };
    return {
      result,
      book_no: bookNo,
      copy: copy ? (shown as StocktakeCopy) : null,
      counts: await countsOf(tx, id),
    };
  });
}

/** Closes a stocktake: its expected copies never scanned are marked lost, stock following. */
export async function closeStocktake(
  ctx: ServiceContext,
  { me, id }: { me: SchoolMember; id: number },
): Promise<StocktakeDetail> {
  await ctx.db.transaction(async (tx) => {
    const [closed] = await rows<{ id: number }>(
      tx,
      sql`UPDATE library_stocktakes SET status = 'closed', closed_at = ${ctx.now.toISOString()}::timestamptz,
          closed_by = ${me.userId}
        WHERE id = ${id} AND school_id = ${me.schoolId} AND status = 'open' RETURNING id`,
    );
    if (!closed) {
      await stocktakeRow(tx, me.schoolId, id);
      throw conflict("library.error.stocktakeClosed");
    }
    // Still on the shelf in the catalogue (not lent or moved since it started): now lost.
    const lost = await rows<{ book_id: number }>(
      tx,
      sql`UPDATE book_copies k SET status = 'lost' FROM library_stocktake_items i
        WHERE i.stocktake_id = ${id} AND i.expected AND i.scanned_at IS NULL
          AND k.id = i.copy_id AND k.status = 'available'
        RETURNING k.book_id`,
    );
    const perBook = new Map<number, number>();
    for (const { book_id } of lost) perBook.set(book_id, (perBook.get(book_id) ?? 0) + 1);
    if (perBook.size > 0)
      await tx.execute(sql`UPDATE book_counters c SET stock = c.stock - t.n
        FROM unnest(${sql.param([...perBook.keys()])}::int[], ${sql.param([...perBook.values()])}::int[])
          AS t(id, n) WHERE c.book_id = t.id`);
  });
  catalogueChanged(ctx.db, me.schoolId);
  return stocktakeOf(ctx, { me, id });
}
