import type { BookSummary } from "@campus/contract";

/**
 * The columns of a book card, from `books b`, `book_counters c` and `publishers p`. Lists
 * pick a page of ids first (from an index) and join these for that page only.
 */
export const SUMMARY_COLUMNS = `b.id, b.isbn, b.name_zh, b.name_en, b.author, p.name AS publisher,
  b.category_id, b.subcategory_id, b.cover, b.language, b.age_min, b.age_max, c.stock,
  c.active_reservations AS reservations, b.status, b.read_count, b.recommend_count, c.view_count`;

export const SUMMARY_JOINS = `JOIN books b ON b.id = page.id
  JOIN book_counters c ON c.book_id = b.id
  JOIN publishers p ON p.id = b.publisher_id`;

export interface SummaryRow {
  id: number;
  isbn: string;
  name_zh: string;
  name_en: string;
  author: string;
  publisher: string;
  category_id: number;
  subcategory_id: number | null;
  cover: string | null;
  language: "zh" | "en";
  age_min: number;
  age_max: number;
  stock: number;
  reservations: number;
  status: "enabled" | "disabled";
  read_count: number;
  recommend_count: number;
  view_count: number;
}

export function toBookSummary(row: SummaryRow): BookSummary {
  return {
    id: row.id,
    isbn: row.isbn,
    name_zh: row.name_zh,
    name_en: row.name_en,
    author: row.author,
    publisher: row.publisher,
    category_id: row.category_id,
    subcategory_id: row.subcategory_id,
    cover: row.cover,
    language: row.language,
    age_min: row.age_min,
    age_max: row.age_max,
    stock: row.stock,
    reservations: row.reservations,
    available: Math.max(0, row.stock - row.reservations),
    status: row.status,
    read_count: row.read_count,
    recommend_count: row.recommend_count,
    view_count: row.view_count,
  };
}
