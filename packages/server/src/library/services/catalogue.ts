import type {
  Availability,
  AuthorFacet,
  BookSummary,
  Category,
  LibraryHome,
  Locale,
  Page,
  PublisherFacet,
  RankType,
  RankedBook,
} from "@campus/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { pageWindow, rows } from "../../db/sql";
import type { ServiceContext } from "../../services/context";
import { cached } from "./catalogue-cache";
import {
  booksById,
  catalogueTotal,
  cataloguePage,
  mostViewedPage,
  type CatalogueFilters,
  type CatalogueQuery,
} from "./catalogue-query";
import type { Reader } from "./reader";
import { fold } from "./search-text";

export interface Paging {
  pageNum: number;
  pageSize: number;
}

async function listPage(db: Db, query: Omit<CatalogueQuery, "limit" | "offset">, paging: Paging) {
  const window = pageWindow(paging.pageNum, paging.pageSize);
  const full = { ...query, ...window };
  const [list, total] = await Promise.all([cataloguePage(db, full), catalogueTotal(db, full)]);
  return { list, total, pageNum: paging.pageNum, pageSize: paging.pageSize };
}

/** The category page: up to five facets, most read first. */
export function browseBooks(
  { db }: ServiceContext,
  {
    schoolId,
    filters,
    availability,
    paging,
  }: {
    schoolId: number;
    filters: CatalogueFilters;
    availability?: Availability;
    paging: Paging;
  },
): Promise<Page<BookSummary>> {
  return listPage(db, { schoolId, filters, availability, order: "read" }, paging);
}

/** A ranking, best first; rank numbers run on across pages. */
export async function rankBooks(
  { db }: ServiceContext,
  { schoolId, rankType, paging }: { schoolId: number; rankType: RankType; paging: Paging },
): Promise<Page<RankedBook>> {
  const { limit, offset } = pageWindow(paging.pageNum, paging.pageSize);
  const query: CatalogueQuery = {
    schoolId,
    order: rankType === "recommend" ? "recommend" : "read",
    limit,
    offset,
  };
  const [books, total] = await Promise.all([
    rankType === "view" ? mostViewedPage(db, schoolId, limit, offset) : cataloguePage(db, query),
    catalogueTotal(db, query),
  ]);
  return {
    pageNum: paging.pageNum,
    pageSize: paging.pageSize,
    total,
    list: books.map((book, i) => ({ ...book, rank: offset + i + 1 })),
  };
}

/**
 * The ages a class is usually made of: primary classes ("4A", "P4A") are 5 + grade to
 * 6 + grade, secondary ones ("S2B", "F2B") 11 + form to 12 + form.
 */
export function agesOfClass(className: string | null): [number, number] | null {
  const primary = /^P?([1-6])/i.exec(className?.trim() ?? "");
  if (primary) return [Number(primary[1]) + 5, Number(primary[1]) + 6];
  const secondary = /^[SF]([1-6])/i.exec(className?.trim() ?? "");
  if (secondary) return [Number(secondary[1]) + 11, Number(secondary[1]) + 12];
  return null;
}

/** Recommended reading: suited to the reader's age when their class tells it, most recommended first. */
export function recommendBooks(
  { db }: ServiceContext,
  { schoolId, reader, paging }: { schoolId: number; reader: Reader | null; paging: Paging },
): Promise<Page<BookSummary>> {
  const ages = agesOfClass(reader?.className ?? null);
  const filters: CatalogueFilters = ages ? { ageFrom: ages[0], ageTo: ages[1] } : {};
  return listPage(db, { schoolId, filters, order: "recommend" }, paging);
}

function nameIn(locale: Locale, row: { name_zh: string; name_cn: string; name_en: string }) {
  return locale === "en-US" ? row.name_en : locale === "zh-CN" ? row.name_cn : row.name_zh;
}

interface CategoryRow {
  id: number;
  parent_id: number | null;
  code: string;
  name_zh: string;
  name_cn: string;
  name_en: string;
}

/** Every category with its subcategories and the number of (enabled) books in each. */
export function categoriesOf(db: Db, schoolId: number): Promise<Category[]> {
  return cached(db, `${schoolId}|categories`, async () => {
    const [categories, counts] = await Promise.all([
      rows<CategoryRow>(
        db,
        sql`SELECT id, parent_id, code, name_zh, name_cn, name_en
        FROM book_categories WHERE school_id = ${schoolId} ORDER BY sort, id`,
      ),
      rows<{ category_id: number; subcategory_id: number | null; n: number }>(
        db,
        sql`
        SELECT category_id, subcategory_id, count(*)::int AS n FROM books
        WHERE school_id = ${schoolId} AND status = 'enabled' GROUP BY 1, 2`,
      ),
    ]);
    const count = new Map<number, number>();
    for (const row of counts) {
      count.set(row.category_id, (count.get(row.category_id) ?? 0) + row.n);
      if (row.subcategory_id !== null)
        count.set(row.subcategory_id, (count.get(row.subcategory_id) ?? 0) + row.n);
    }
    const summary = (row: CategoryRow) => ({
      id: row.id,
      name_zh: row.name_zh,
      name_cn: row.name_cn,
      name_en: row.name_en,
      book_count: count.get(row.id) ?? 0,
    });
    return categories
      .filter((row) => row.parent_id === null)
      .map((row) => ({
        ...summary(row),
        code: row.code,
        children: categories.filter((c) => c.parent_id === row.id).map(summary),
      }));
  });
}

export async function categoryPage(
  { db }: ServiceContext,
  { schoolId, paging }: { schoolId: number; paging: Paging },
): Promise<Page<Category>> {
  const all = await categoriesOf(db, schoolId);
  const { limit, offset } = pageWindow(paging.pageNum, paging.pageSize);
  return {
    list: all.slice(offset, offset + limit),
    total: all.length,
    pageNum: paging.pageNum,
    pageSize: paging.pageSize,
  };
}

/** Category and subcategory names of a book in the caller's language. */
export async function categoryNames(db: Db, schoolId: number, locale: Locale) {
  const all = await categoriesOf(db, schoolId);
  const names = new Map<number, string>();
  for (const c of all) {
    names.set(c.id, nameIn(locale, c));
    for (const s of c.children) names.set(s.id, nameIn(locale, s));
  }
  return names;
}

function facetPage<T>(
  rows: T[],
  text: (row: T) => string,
  keyword: string | undefined,
  paging: Paging,
): Page<T> {
  const folded = keyword ? fold(keyword) : "";
  const matching = folded ? rows.filter((row) => fold(text(row)).includes(folded)) : rows;
  const { limit, offset } = pageWindow(paging.pageNum, paging.pageSize);
  return {
    list: matching.slice(offset, offset + limit),
    total: matching.length,
    pageNum: paging.pageNum,
    pageSize: paging.pageSize,
  };
}

/** Authors with their number of books, most first; narrowed by a keyword (any script) or category. */
export async function authorPage(
  { db }: ServiceContext,
  {
    schoolId,
    options,
    paging,
  }: { schoolId: number; options: { keyword?: string; categoryId?: number }; paging: Paging },
): Promise<Page<AuthorFacet>> {
  const category = options.categoryId ?? null;
  const authors = await cached(db, `${schoolId}|authors|${category}`, async () => {
    return rows<AuthorFacet>(
      db,
      sql`
      SELECT author, count(*)::int AS book_count FROM books
      WHERE school_id = ${schoolId} AND status = 'enabled'
        AND (${category}::int IS NULL OR category_id = ${category}::int)
      GROUP BY author ORDER BY book_count DESC, author`,
    );
  });
  return facetPage(authors, (row) => row.author, options.keyword, paging);
}

export async function publisherPage(
  { db }: ServiceContext,
  {
    schoolId,
    options,
    paging,
  }: { schoolId: number; options: { keyword?: string; categoryId?: number }; paging: Paging },
): Promise<Page<PublisherFacet>> {
  const category = options.categoryId ?? null;
  const list = await cached(db, `${schoolId}|publishers|${category}`, async () => {
    return rows<PublisherFacet>(
      db,
      sql`
      SELECT p.id, p.name, count(b.id)::int AS book_count FROM publishers p
      JOIN books b ON b.publisher_id = p.id AND b.status = 'enabled'
        AND (${category}::int IS NULL OR b.category_id = ${category}::int)
      WHERE p.school_id = ${schoolId}
      GROUP BY p.id, p.name ORDER BY book_count DESC, p.name`,
    );
  });
  return facetPage(list, (row) => row.name, options.keyword, paging);
}

const SHELF = { pageNum: 1, pageSize: 8 };
const SHELVES = ["added", "read", "recommend"] as const;

/**
 * The front page, the same for every visitor of a school and its busiest call. Which books
 * stand on its three shelves is kept like a ranked page (it moves with the catalogue, and with
 * loans only in the order among the popular, which may lag by the cache's minutes); the books
 * themselves are read fresh, all of them in one statement.
 */
export async function libraryHome(
  { db }: ServiceContext,
  { schoolId }: { schoolId: number },
): Promise<LibraryHome> {
  let fresh: BookSummary[][] | null = null;
  const [shelfIds, categories, totals] = await Promise.all([
    cached(db, `${schoolId}|home`, async () => {
      const shelves = await Promise.all(
        SHELVES.map((order) =>
          cataloguePage(db, { schoolId, order, limit: SHELF.pageSize, offset: 0 }),
        ),
      );
      fresh = shelves;
      return shelves.map((books) => books.map((book) => book.id));
    }),
    categoriesOf(db, schoolId),
    cached(db, `${schoolId}|totals`, async () => {
      const [row] = await rows<{ books: number; copies: number }>(
        db,
        sql`
        SELECT count(*)::int AS books, coalesce(sum(c.stock), 0)::int AS copies
        FROM books b JOIN book_counters c ON c.book_id = b.id
        WHERE b.school_id = ${schoolId} AND b.status = 'enabled'`,
      );
      return row!;
    }),
  ]);
  const shelves: BookSummary[][] = fresh ?? (await booksOnShelves(db, shelfIds));
  const [newArrivals, popular, recommended] = shelves as [
    BookSummary[],
    BookSummary[],
    BookSummary[],
  ];
  return { new_arrivals: newArrivals, popular, recommended, categories, totals };
}

/** The shelves' books in one read; a book since disabled leaves its shelf. */
async function booksOnShelves(db: Db, shelves: number[][]): Promise<BookSummary[][]> {
  const books = new Map(
    (await booksById(db, [...new Set(shelves.flat())])).map((book) => [book.id, book]),
  );
  return shelves.map((ids) =>
    ids.flatMap((id) => {
      const book = books.get(id);
      return book && book.status === "enabled" ? [book] : [];
    }),
  );
}
