import { sql } from "drizzle-orm";
import type { Executor } from "../../db/sql";
import { rows } from "../../db/sql";
import { bookCategories, libraryRules, publishers } from "../schema";
import { searchGramsOf, searchTextOf } from "../services/search-text";
import type { BookSeed } from "./generate-books";
import { PUBLISHERS } from "./people";
import { CATEGORIES } from "./vocabulary";

const BATCH = 5_000;

/**
 * Where the demo's copies stand: a class number of the classification Hong Kong and Taiwan
 * school libraries use (賴永祥's 中國圖書分類法) by category, and a shelf.
 */
const SHELVES: Record<string, { classNo: string; location: string }> = {
  fiction: { classNo: "857", location: "書架 A" },
  picture: { classNo: "859", location: "兒童閱讀區" },
  science: { classNo: "300", location: "書架 B" },
  nature: { classNo: "380", location: "書架 B" },
  history: { classNo: "610", location: "書架 C" },
  geography: { classNo: "660", location: "書架 C" },
  arts: { classNo: "900", location: "書架 D" },
  music: { classNo: "910", location: "書架 D" },
  sports: { classNo: "990", location: "書架 D" },
  computing: { classNo: "312", location: "書架 E" },
  maths: { classNo: "310", location: "書架 E" },
  language: { classNo: "802", location: "書架 F" },
  life: { classNo: "190", location: "書架 F" },
  comics: { classNo: "947", location: "漫畫角" },
};

/** A copy's call number: the class number and an author mark (a Chinese name's first character). */
function callNumberOf(book: BookSeed): string {
  const shelf = SHELVES[book.subcategoryCode.split(".")[0]!];
  const mark = /^\p{Script=Han}/u.test(book.author)
    ? [...book.author][0]!
    : book.author
        .replace(/[^A-Za-z]/g, "")
        .slice(0, 3)
        .toUpperCase();
  return `${shelf?.classNo ?? "000"} ${mark}`;
}
const DAY_MS = 86_400_000;

export interface WrittenCatalogue {
  /** Book id by ISBN. */
  bookIds: Map<string, number>;
  /** Copy ids and numbers by book id, in book-number order. */
  copies: Map<number, { id: number; bookNo: string }[]>;
  categoryIds: Map<string, number>;
}

/**
 * Writes a school's library: rules, categories, publishers, books, their counters and copies.
 * Rows go in batches of thousands through `unnest` (one statement per batch): row-by-row
 * inserts are about 20 times slower on PGlite.
 */
export async function writeCatalogue(
  db: Executor,
  schoolId: number,
  books: BookSeed[],
  now: Date,
): Promise<WrittenCatalogue> {
  await db.insert(libraryRules).values({ schoolId });

  const categoryIds = new Map<string, number>();
  const parents = await db
    .insert(bookCategories)
    .values(
      CATEGORIES.map((c, sort) => ({
        schoolId,
        code: c.code,
        sort,
        nameZh: c.zh,
        nameCn: c.cn,
        nameEn: c.en,
      })),
    )
    .returning({ id: bookCategories.id, code: bookCategories.code });
  for (const row of parents) categoryIds.set(row.code, row.id);
  const children = await db
    .insert(bookCategories)
    .values(
      CATEGORIES.flatMap((c) =>
        c.subcategories.map((s, sort) => ({
          schoolId,
          parentId: categoryIds.get(c.code)!,
          code: s.code,
          sort,
          nameZh: s.zh,
          nameCn: s.cn,
          nameEn: s.en,
        })),
      ),
    )
    .returning({ id: bookCategories.id, code: bookCategories.code });
  for (const row of children) categoryIds.set(row.code, row.id);

  const publisherRows = await db
    .insert(publishers)
    .values(
      Object.values(PUBLISHERS)
        .flat()
        .map((name) => ({ schoolId, name })),
    )
    .returning({ id: publishers.id, name: publishers.name });
  const publisherIds = new Map(publisherRows.map((p) => [p.name, p.id]));

  const bookIds = new Map<string, number>();
  const copies = new Map<number, { id: number; bookNo: string }[]>();
  let copySeq = 0;
  for (let start = 0; start < books.length; start += BATCH) {
    const batch = books.slice(start, start + BATCH);
    const col = <T>(f: (b: BookSeed) => T) => sql.param(batch.map(f));
    const inserted = await rows<{ id: number; isbn: string }>(
      db,
      sql`
      INSERT INTO books (school_id, isbn, name_zh, name_en, author, publisher_id, category_id,
        subcategory_id, language, age_min, age_max, intro_zh, intro_en, publish_year, status,
        read_count, recommend_count, added_at, search_text, search_grams)
      SELECT ${schoolId}, isbn, name_zh, name_en, author, publisher_id, category_id,
        subcategory_id, language, age_min, age_max, intro_zh, intro_en, publish_year, status,
        read_count, recommend_count, added_at, search_text, string_to_array(grams, ' ')
      FROM unnest(
        ${col((b) => b.isbn)}::text[], ${col((b) => b.nameZh)}::text[], ${col((b) => b.nameEn)}::text[],
        ${col((b) => b.author)}::text[], ${col((b) => publisherIds.get(b.publisher)!)}::int[],
        ${col((b) => categoryIds.get(b.subcategoryCode.split(".")[0]!)!)}::int[],
        ${col((b) => categoryIds.get(b.subcategoryCode)!)}::int[], ${col((b) => b.language)}::text[],
        ${col((b) => b.ageMin)}::int[], ${col((b) => b.ageMax)}::int[],
        ${col((b) => b.introZh)}::text[], ${col((b) => b.introEn)}::text[],
        ${col((b) => b.publishYear)}::int[], ${col((b) => b.status)}::text[],
        ${col((b) => b.readCount)}::int[], ${col((b) => b.recommendCount)}::int[],
        ${col((b) => new Date(now.getTime() - b.addedDaysAgo * DAY_MS).toISOString())}::timestamptz[],
        ${col((b) => searchTextOf({ ...b }))}::text[],
        ${col((b) => searchGramsOf({ ...b }).join(" "))}::text[]
      ) AS t(isbn, name_zh, name_en, author, publisher_id, category_id, subcategory_id, language,
        age_min, age_max, intro_zh, intro_en, publish_year, status, read_count, recommend_count,
        added_at, search_text, grams)
      RETURNING id, isbn`,
    );
    for (const row of inserted) bookIds.set(row.isbn, row.id);

    const counterIds: number[] = [];
    const copyBookIds: number[] = [];
    const bookNos: string[] = [];
    const callNumbers: string[] = [];
    const locations: string[] = [];
    for (const b of batch) {
      const id = bookIds.get(b.isbn)!;
      counterIds.push(id);
      for (let i = 0; i < b.copies; i++) {
        copyBookIds.push(id);
        bookNos.push(`B${String(++copySeq).padStart(7, "0")}`);
        callNumbers.push(callNumberOf(b));
        locations.push(SHELVES[b.subcategoryCode.split(".")[0]!]?.location ?? "");
      }
    }
    await db.execute(sql`
      INSERT INTO book_counters (book_id, school_id, stock, view_count)
      SELECT id, ${schoolId}, stock, views
      FROM unnest(${sql.param(counterIds)}::int[], ${col((b) => b.copies)}::int[], ${col((b) => b.viewCount)}::int[])
        AS t(id, stock, views)`);
    const copyRows = await rows<{ id: number; book_id: number; book_no: string }>(
      db,
      sql`
      INSERT INTO book_copies (school_id, book_id, book_no, call_number, location)
      SELECT ${schoolId}, book_id, book_no, call_number, location
      FROM unnest(${sql.param(copyBookIds)}::int[], ${sql.param(bookNos)}::text[],
        ${sql.param(callNumbers)}::text[], ${sql.param(locations)}::text[])
        AS t(book_id, book_no, call_number, location)
      RETURNING id, book_id, book_no`,
    );
    for (const row of copyRows) {
      const list = copies.get(row.book_id) ?? [];
      list.push({ id: row.id, bookNo: row.book_no });
      copies.set(row.book_id, list);
    }
  }
  for (const list of copies.values()) list.sort((a, b) => a.bookNo.localeCompare(b.bookNo));
  return { bookIds, copies, categoryIds };
}
