import {
  LIBRARY_IMPORT_COLUMNS,
  LOCALES,
  normalizeIsbn,
  type ContractMessageId,
  type LibraryImportColumn,
  type Locale,
} from "@campus/contract";
import { translate } from "../../messages";
import { cellText, squash, type Cell } from "../../../services/spreadsheet";
import type { ImportEntry } from "./entry";

/*
 * The template's spreadsheet (for a school without a library system): a row a copy, its columns
 * found by their titles in any of the three languages (in any order; others are not read). Rows
 * with the same ISBN are one book: its fields from the first such row, a copy from each row
 * with a barcode.
 */

/** A column's title in one language (ids are camelCase: `call_number` → `callNumber`). */
export const columnTitle = (locale: Locale, column: LibraryImportColumn) =>
  translate(
    locale,
    `library.import.column.${column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())}` as ContractMessageId,
  );

/** A row the sheet cannot use as a book, and why (a value check is the checker's). */
export class SheetProblem extends Error {
  constructor(readonly id: ContractMessageId) {
    super(id);
  }
}

/** A number typed in a cell, or null when blank; NaN when not a whole number. */
const wholeNumber = (text: string) =>
  text === "" ? null : /^\d+$/.test(text) ? Number(text) : NaN;

/** The entries of a sheet, or a problem with the sheet as a whole (no header, no rows). */
export function entriesOfSheet(cells: readonly (readonly Cell[])[]): ImportEntry[] {
  const header = (cells[0] ?? []).map((cell) => squash(cellText(cell).replace(/\*$/, "")));
  const at = new Map<LibraryImportColumn, number>();
  for (const column of LIBRARY_IMPORT_COLUMNS) {
    const titles = new Set([column, ...LOCALES.map((l) => columnTitle(l, column))]);
    const index = header.findIndex((title) => titles.has(title));
    if (index >= 0) at.set(column, index);
  }
  if (!at.has("isbn") || !at.has("name_zh")) throw new SheetProblem("library.error.importHeader");
  const byIsbn = new Map<string, ImportEntry>();
  const entries: ImportEntry[] = [];
  cells.slice(1).forEach((row, i) => {
    const get = (column: LibraryImportColumn) => {
      const index = at.get(column);
      return index === undefined ? "" : cellText(row[index]);
    };
    if (LIBRARY_IMPORT_COLUMNS.every((column) => get(column) === "")) return;
    const copy = {
      barcode: get("barcode"),
      callNumber: get("call_number"),
      location: get("location"),
    };
    const isbn = get("isbn");
    const same = byIsbn.get(normalizeIsbn(isbn) ?? `row ${i}`);
    if (same) {
      if (copy.barcode) same.copies.push(copy);
      return;
    }
    const entry: ImportEntry = {
      record: i + 2,
      isbn,
      nameZh: get("name_zh"),
      nameEn: get("name_en"),
      author: get("author"),
      publisher: get("publisher"),
      publishYear: wholeNumber(get("publish_year")),
      classNo: copy.callNumber,
      dewey: false,
      category: get("category"),
      language: get("language"),
      ageMin: wholeNumber(get("age_min")),
      ageMax: wholeNumber(get("age_max")),
      intro: get("intro"),
      copies: copy.barcode ? [copy] : [],
    };
    byIsbn.set(normalizeIsbn(isbn) ?? `row ${i}`, entry);
    entries.push(entry);
  });
  return entries;
}
