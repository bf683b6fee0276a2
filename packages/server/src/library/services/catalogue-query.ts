import type { Availability, BookSummary } from "@campus/contract";
import type { Db } from "../../db/database";
import {
  runPrepared,
  statement,
  type Param,
  type ParamType,
  type PreparedStatement,
} from "../../db/prepared";
import { SUMMARY_COLUMNS, SUMMARY_JOINS, toBookSummary, type SummaryRow } from "./book-summary";
import { cached } from "./catalogue-cache";
import { containsPattern, type SearchTerm } from "./search-text";

/*
 * One builder for every catalogue list: browse by facets, rankings, recommendations, keyword
 * search and the AI chat. Lists show enabled books only (a disabled book is reachable from a
 * reader's records and its detail page, never offered in a list).
 *
 * A page costs one prepared statement: the page's ids come from an index in the list's order
 * (LIMIT/OFFSET there), and only those rows are joined to counters and publishers. The total
 * is split in two: the count over the catalogue's static facts (category, author, keyword…)
 * changes only with the catalogue and is cached; the count of books with every copy spoken
 * for (availability) moves with each reservation and is counted live from a small partial
 * index, so `available` = static − unavailable.
 */

export interface CatalogueFilters {
  categoryId?: number;
  subcategoryId?: number;
  author?: string;
  publisherId?: number;
  language?: "zh" | "en";
  /** Books written for a reader of this age. */
  age?: number;
  /** Books whose age range overlaps [ageFrom, ageTo]. */
  ageFrom?: number;
  ageTo?: number;
}

export type CatalogueOrder = "read" | "recommend" | "added" | "relevance";

export interface CatalogueQuery {
  schoolId: number;
  filters?: CatalogueFilters;
  availability?: Availability;
  terms?: SearchTerm[];
  /** The folded keyword: titles equal to or starting with it rank first, then titles containing it. */
  phrase?: string;
  order: CatalogueOrder;
  limit: number;
  offset: number;
}

const statements = new Map<string, PreparedStatement>();

function prepared(name: string, build: () => { text: string; types: ParamType[] }) {
  let stmt = statements.get(name);
  if (!stmt) {
    const { text, types } = build();
    stmt = statement(name, text, types);
    statements.set(name, stmt);
  }
  return stmt;
}

const UNAVAILABLE = "u.unavailable";
const ORDER_KEYS: Record<Exclude<CatalogueOrder, "relevance">, string> = {
  read: "b.read_count",
  recommend: "b.recommend_count",
  added: "b.added_at",
};

/** The WHERE clause of the static facts, its parameters and a name for its shape. */
function staticPart(query: CatalogueQuery) {
  const params: Param[] = [query.schoolId];
  const types: ParamType[] = ["int"];
  const where = ["b.school_id = $1", "b.status = 'enabled'"];
  const shape: string[] = [];
  const add = (value: Param, type: ParamType) => {
    params.push(value);
    types.push(type);
    return `$${params.length}`;
  };
  const f = query.filters ?? {};
  if (f.categoryId !== undefined) {
    where.push(`b.category_id = ${add(f.categoryId, "int")}`);
    shape.push("c");
  }
  if (f.subcategoryId !== undefined) {
    where.push(`b.subcategory_id = ${add(f.subcategoryId, "int")}`);
    shape.push("s");
  }
  if (f.author !== undefined) {
    // Any part of the name, in any case ("Mia" finds Mia Davies, "雨德" 陳雨德); the reader's
    // own % and _ are letters, not wildcards.
    const part = f.author.replace(/[\\%_]/g, "\\$&");
    where.push(`b.author ILIKE '%' || ${add(part, "text")} || '%'`);
    shape.push("a");
  }
  if (f.publisherId !== undefined) {
    where.push(`b.publisher_id = ${add(f.publisherId, "int")}`);
    shape.push("p");
  }
  if (f.language !== undefined) {
    where.push(`b.language = ${add(f.language, "text")}`);
    shape.push("l");
  }
  if (f.age !== undefined) {
    const age = add(f.age, "int");
    where.push(`b.age_min <= ${age} AND b.age_max >= ${age}`);
    shape.push("y");
  }
  if (f.ageFrom !== undefined && f.ageTo !== undefined) {
    where.push(`b.age_min <= ${add(f.ageTo, "int")} AND b.age_max >= ${add(f.ageFrom, "int")}`);
    shape.push("r");
  }
  // The most selective term goes through its index; the others only filter what it found
  // (an index scan for a common word like "the" would cost more than it saves).
  const terms = [...(query.terms ?? [])].sort((a, b) => selectivity(b) - selectivity(a));
  terms.forEach((term, i) => {
    const indexed = i === 0;
    if (term.kind === "gram" && (indexed || HAN.test(term.value))) {
      where.push(
        indexed
          ? `b.search_grams @> ARRAY[${add(term.value, "text")}]`
          : `strpos(b.search_text, ${add(term.value, "text")}) > 0`,
      );
      shape.push(indexed ? "g" : "f");
    } else if (term.kind === "gram") {
      // A short Latin term matches the start of a word.
      where.push(`b.search_text ~ ${add(`\\m${term.value.replace(/[^a-z0-9]/g, "")}`, "text")}`);
      shape.push("w");
    } else {
      where.push(
        indexed
          ? `b.search_text LIKE ${add(containsPattern(term.value), "text")}`
          : `strpos(b.search_text, ${add(term.value, "text")}) > 0`,
      );
      shape.push(indexed ? "k" : "f");
    }
  });
  return { params, types, where, shape: shape.join("") || "all", add };
}

const HAN = /\p{Script=Han}/u;

/** How much a term narrows the search: a Chinese character says about as much as 2–3 letters. */
function selectivity(term: SearchTerm): number {
  return [...term.value].reduce((sum, ch) => sum + (HAN.test(ch) ? 2.5 : 1), 0);
}

/** Exact/prefix title match 0, other title match 1, author/publisher/ISBN match 2. */
function tier(phrase: string) {
  const zh = `split_part(b.search_text, E'\\n', 1)`;
  const en = `split_part(b.search_text, E'\\n', 2)`;
  return `CASE WHEN starts_with(${zh}, ${phrase}) OR starts_with(${en}, ${phrase}) THEN 0
    WHEN strpos(${zh}, ${phrase}) > 0 OR strpos(${en}, ${phrase}) > 0 THEN 1 ELSE 2 END`;
}

export async function catalogueTotal(db: Db, query: CatalogueQuery): Promise<number> {
  const part = staticPart(query);
  const countStatic = () => {
    const stmt = prepared(`lib_count_${part.shape}`, () => ({
      text: `SELECT count(*)::int AS n FROM books b WHERE ${part.where.join(" AND ")}`,
      types: part.types,
    }));
    return runPrepared<{ n: number }>(db, stmt, part.params).then((rows) => rows[0]!.n);
  };
  const key = `${query.schoolId}|count|${part.shape}|${JSON.stringify(part.params)}`;
  const total = await cached(db, key, countStatic);
  if (!query.availability) return total;
  const stmt = prepared(`lib_unavailable_${part.shape}`, () => ({
    text: `SELECT count(*)::int AS n FROM book_counters u JOIN books b ON b.id = u.book_id
      WHERE u.school_id = $1 AND ${UNAVAILABLE} AND ${part.where.join(" AND ")}`,
    types: part.types,
  }));
  const [row] = await runPrepared<{ n: number }>(db, stmt, part.params);
  return query.availability === "unavailable" ? row!.n : Math.max(0, total - row!.n);
}

/**
 * A page of keyword results. Ranking reads every match (a common character matches thousands
 * of books, about 5 µs each in PGlite), so the ranked ids of a page are kept like the totals:
 * they depend on the catalogue, and on reads only for the order among equals, which may lag
 * the desk by the cache's few minutes. The books themselves (copies, reservations) are read
 * fresh each time. Pages narrowed by availability are never cached: that moves with every
 * reservation.
 */
async function rankedPage(db: Db, query: CatalogueQuery): Promise<BookSummary[]> {
  const part = staticPart(query);
  const key = `${query.schoolId}|ranked|${part.shape}|${JSON.stringify(part.params)}|${query.limit}|${query.offset}`;
  let fresh: BookSummary[] | null = null;
  const ids = await cached(db, key, async () => {
    fresh = await uncachedPage(db, query);
    return fresh.map((book) => book.id);
  });
  if (fresh) return fresh;
  return booksById(db, ids);
}

/** The books of a list of ids, read fresh (copies, reservations), in the list's order. */
export async function booksById(db: Db, ids: readonly number[]): Promise<BookSummary[]> {
  if (ids.length === 0) return [];
  const stmt = prepared("lib_books_by_id", () => ({
    text: `WITH page AS (SELECT id, ord FROM unnest($1::int[]) WITH ORDINALITY AS t(id, ord))
      SELECT ${SUMMARY_COLUMNS} FROM page ${SUMMARY_JOINS} ORDER BY page.ord`,
    types: ["int[]"],
  }));
  const rows = await runPrepared<SummaryRow>(db, stmt, [[...ids]]);
  return rows.map(toBookSummary);
}

export function cataloguePage(db: Db, query: CatalogueQuery): Promise<BookSummary[]> {
  return query.order === "relevance" && !query.availability
    ? rankedPage(db, query)
    : uncachedPage(db, query);
}

async function uncachedPage(db: Db, query: CatalogueQuery): Promise<BookSummary[]> {
  const part = staticPart(query);
  const where = [...part.where];
  if (query.availability === "available")
    where.push(
      `NOT EXISTS (SELECT 1 FROM book_counters u WHERE u.book_id = b.id AND ${UNAVAILABLE})`,
    );
  // Few books have every copy spoken for: start from their small index, not the category's.
  const from =
    query.availability === "unavailable"
      ? `book_counters u JOIN books b ON b.id = u.book_id`
      : `books b`;
  if (query.availability === "unavailable") where.push(`u.school_id = $1 AND ${UNAVAILABLE}`);
  let columns: string;
  let inner: string;
  let outer: string;
  if (query.order === "relevance") {
    const phrase = part.add(query.phrase ?? "", "text");
    columns = `b.id, ${tier(phrase)} AS t, b.read_count AS k`;
    inner = "t, b.read_count DESC, b.id DESC";
    outer = "page.t, page.k DESC, page.id DESC";
  } else {
    const key = ORDER_KEYS[query.order];
    columns = `b.id, ${key} AS k`;
    inner = `${key} DESC, b.id DESC`;
    outer = "page.k DESC, page.id DESC";
  }
  const offset = part.add(query.offset, "int");
  const name = `lib_page_${query.order}_${part.shape}_${query.availability ?? "any"}_${query.limit}`;
  const stmt = prepared(name, () => ({
    text: `WITH page AS (SELECT ${columns} FROM ${from} WHERE ${where.join(" AND ")}
        ORDER BY ${inner} LIMIT ${query.limit} OFFSET ${offset})
      SELECT ${SUMMARY_COLUMNS} FROM page ${SUMMARY_JOINS} ORDER BY ${outer}`,
    types: part.types,
  }));
  const rows = await runPrepared<SummaryRow>(db, stmt, part.params);
  return rows.map(toBookSummary);
}

/** Most viewed first: views live with the counters, so this list starts from their index. */
export async function mostViewedPage(db: Db, schoolId: number, limit: number, offset: number) {
  const stmt = prepared(`lib_page_view_${limit}`, () => ({
    text: `WITH page AS (SELECT c.book_id AS id, c.view_count AS k FROM book_counters c
        JOIN books b ON b.id = c.book_id
        WHERE c.school_id = $1 AND b.status = 'enabled'
        ORDER BY c.view_count DESC, c.book_id DESC LIMIT ${limit} OFFSET $2)
      SELECT ${SUMMARY_COLUMNS} FROM page ${SUMMARY_JOINS} ORDER BY page.k DESC, page.id DESC`,
    types: ["int", "int"],
  }));
  const rows = await runPrepared<SummaryRow>(db, stmt, [schoolId, offset]);
  return rows.map(toBookSummary);
}
