import { isRealDay } from "@campus/contract";
import chardet from "chardet";
import { strFromU8, unzipSync } from "fflate";
import { readSheet } from "read-excel-file/node";
import { plainText } from "../db/plain-text";

/*
 * A school's file as rows of cells, whatever saved it: an Excel workbook (.xlsx, its first
 * sheet), or CSV as Excel and other systems write it — UTF-8 with or without a BOM, UTF-16
 * ("Unicode text", tab-separated), Big5 (Hong Kong, Taiwan) or GBK/GB18030 (the mainland). The
 * encoding is found from the bytes (chardet, for Big5 against GB18030); the office is never
 * asked which it is.
 */

export type Cell = string | number | boolean | Date | null | undefined;

export interface Spreadsheet {
  cells: Cell[][];
  /** "xlsx", or the text encoding the CSV was read in ("UTF-8", "Big5", "GB18030", …). */
  format: string;
}

/** Not a workbook and not text: the caller says "this is not a spreadsheet". */
export class NotSpreadsheet extends Error {}

/** Runs of white space as one space, and none at the ends. */
export const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/** A cell as the text a person typed; a date cell as YYYY/MM/DD. */
export function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return "";
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${cell.getUTCFullYear()}/${pad(cell.getUTCMonth() + 1)}/${pad(cell.getUTCDate())}`;
  }
  return squash(plainText(String(cell)));
}

/** A day typed as YYYY/MM/DD (single-digit months and days too) as YYYY-MM-DD; null if not one. */
export function dayOf(text: string): string | null {
  const match = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(text);
  if (!match) return null;
  const day = `${match[1]}-${match[2]!.padStart(2, "0")}-${match[3]!.padStart(2, "0")}`;
  return isRealDay(day) ? day : null;
}

const startsWith = (bytes: Uint8Array, ...prefix: number[]) =>
  prefix.every((byte, i) => bytes[i] === byte);

/** The text of a CSV file and the encoding it was in; null when the bytes are not text. */
export function decodeText(bytes: Uint8Array): { text: string; encoding: string } | null {
  const decode = (encoding: string, from = 0) => {
    try {
      return new TextDecoder(encoding, { fatal: true }).decode(bytes.subarray(from));
    } catch {
      return null;
    }
  };
  let found: { text: string | null; encoding: string };
  if (startsWith(bytes, 0xef, 0xbb, 0xbf)) found = { text: decode("utf-8", 3), encoding: "UTF-8" };
  else if (startsWith(bytes, 0xff, 0xfe))
    found = { text: decode("utf-16le", 2), encoding: "UTF-16LE" };
  else if (startsWith(bytes, 0xfe, 0xff))
    found = { text: decode("utf-16be", 2), encoding: "UTF-16BE" };
  else {
    const utf8 = decode("utf-8");
    if (utf8 !== null) found = { text: utf8, encoding: "UTF-8" };
    else {
      // Not UTF-8: a Chinese school's file is Big5 or GBK. chardet ranks them by how the text's
      // characters fall; the first of the two it ranks that decodes without a fault is taken.
      const ranked = chardet
        .analyse(bytes)
        .map((match) => match.name)
        .filter((name) => name === "Big5" || name === "GB18030");
      const order = [...new Set([...ranked, "Big5", "GB18030"])];
      found = { text: null, encoding: "" };
      for (const encoding of order) {
        const text = decode(encoding.toLowerCase());
        if (text !== null) {
          found = { text, encoding };
          break;
        }
      }
    }
  }
  // Text has no control characters but tabs and line ends (a PDF, an image or a zip has).
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  if (found.text === null || /[\u0000-\u0008\u000e-\u001f]/.test(found.text)) return null;
  return { text: found.text, encoding: found.encoding };
}

/**
 * CSV as RFC 4180 has it (quoted fields with commas, quotes and line breaks, `""` for a quote),
 * separated by commas, or by tabs or semicolons when the first line has those and no comma.
 */
export function parseCsv(text: string): string[][] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator = firstLine.includes(",")
    ? ","
    : firstLine.includes("\t")
      ? "\t"
      : firstLine.includes(";")
        ? ";"
        : ",";
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (char === '"' && field === "") quoted = true;
    else if (char === separator) {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Files that are certainly not text: PDF, PNG, JPEG, GIF, an old Excel (.xls) workbook. */
const BINARY = [
  [0x25, 0x50, 0x44, 0x46],
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  [0xd0, 0xcf, 0x11, 0xe0],
];

/** "C12" as [row, column] from 0 ([11, 2]). */
function cellAt(ref: string): [number, number] | null {
  const match = /^([A-Z]{1,3})(\d{1,7})$/.exec(ref);
  if (!match) return null;
  let column = 0;
  for (const letter of match[1]!) column = column * 26 + letter.charCodeAt(0) - 64;
  return [Number(match[2]) - 1, column - 1];
}

/**
 * The merged cells of a workbook's first sheet ("A2:A5"): Excel keeps a merged cell's value in
 * its top-left cell only, so the rows under a merged "category" would read as blank. Read from
 * the sheet's XML, which the reader does not expose; none when it cannot be read.
 */
function mergedRanges(bytes: Uint8Array): [number, number, number, number][] {
  try {
    const files = unzipSync(bytes, {
      filter: (file) =>
        /^xl\/(workbook\.xml|_rels\/workbook\.xml\.rels|worksheets\/[^/]+\.xml)$/.test(file.name),
    });
    const text = (name: string) => (files[name] ? strFromU8(files[name]) : "");
    const firstSheet = /<sheet\b[^>]*\br:id="([^"]+)"/.exec(text("xl/workbook.xml"))?.[1];
    const target = new RegExp(`<Relationship\\b[^>]*Id="${firstSheet}"[^>]*Target="([^"]+)"`).exec(
      text("xl/_rels/workbook.xml.rels"),
    )?.[1];
    if (!target) return [];
    const sheet = text(target.startsWith("/") ? target.slice(1) : `xl/${target}`);
    return [...sheet.matchAll(/<mergeCell\b[^>]*\bref="([A-Z]+\d+):([A-Z]+\d+)"/g)].flatMap(
      ([, from, to]) => {
        const start = cellAt(from!);
        const end = cellAt(to!);
        return start && end
          ? [[start[0], start[1], end[0], end[1]] as [number, number, number, number]]
          : [];
      },
    );
  } catch {
    return [];
  }
}

/** Each merged range's value in every cell of it, as the person who merged them meant. */
function fillMerged(cells: Cell[][], ranges: [number, number, number, number][]): Cell[][] {
  for (const [top, left, bottom, right] of ranges) {
    const value = cells[top]?.[left];
    if (value === null || value === undefined) continue;
    for (let row = top; row <= Math.min(bottom, cells.length - 1); row++)
      for (let column = left; column <= right; column++) {
        const line = cells[row]!;
        if (line[column] === null || line[column] === undefined) line[column] = value;
      }
  }
  return cells;
}

/** A workbook's first sheet, or a CSV file's rows; NotSpreadsheet when it is neither. */
export async function readSpreadsheet(bytes: Uint8Array): Promise<Spreadsheet> {
  if (BINARY.some((magic) => startsWith(bytes, ...magic))) throw new NotSpreadsheet("binary");
  // A workbook is a zip (PK\3\4).
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04)) {
    try {
      const cells = (await readSheet(Buffer.from(bytes))) as unknown as Cell[][];
      return { cells: fillMerged(cells, mergedRanges(bytes)), format: "xlsx" };
    } catch {
      throw new NotSpreadsheet("not a workbook");
    }
  }
  const decoded = decodeText(bytes);
  if (!decoded) throw new NotSpreadsheet("not text");
  return { cells: parseCsv(decoded.text), format: decoded.encoding };
}
