import { z } from "zod";
import { pageOf } from "../paging";
import { STOCKTAKE_RESULTS, STOCKTAKE_STATUSES } from "./values";

/*
 * A stocktake (issue 38 §4): the librarian walks a location's shelves scanning every copy; the
 * copies that should be there and were not scanned are missing, until closing marks them lost.
 */

/** What a stocktake has found so far. */
export const stocktakeCountsSchema = z.object({
  /** Copies the location should have on its shelves (on the shelf when it started). */
  expected: z.number().int(),
  /** Of those, scanned. */
  found: z.number().int(),
  /** Of those, not scanned (yet). */
  missing: z.number().int(),
  /** Scanned here, but catalogued at another location. */
  out_of_place: z.number().int(),
  /** Scanned, but the catalogue has them on loan (a return never checked in). */
  on_loan: z.number().int(),
  /** Scanned barcodes no copy of the catalogue has. */
  unknown: z.number().int(),
});
export type StocktakeCounts = z.infer<typeof stocktakeCountsSchema>;

export const stocktakeSchema = z.object({
  id: z.number().int().positive(),
  /** The shelves counted: a copy location, or "" for the whole library. */
  location: z.string(),
  status: z.enum(STOCKTAKE_STATUSES),
  started_by: z
    .object({ id: z.number().int().positive(), name_zh: z.string(), name_en: z.string() })
    .nullable(),
  started_at: z.string(),
  closed_at: z.string().nullable(),
  counts: stocktakeCountsSchema,
});
export type Stocktake = z.infer<typeof stocktakeSchema>;

/** A copy as the stocktake lists it. */
export const stocktakeCopySchema = z.object({
  id: z.number().int().positive(),
  book_no: z.string(),
  call_number: z.string(),
  /** Where the catalogue keeps it. */
  location: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
});
export type StocktakeCopy = z.infer<typeof stocktakeCopySchema>;

/** A stocktake with what it found: each list at most 500, shelf order. */
export const stocktakeDetailSchema = stocktakeSchema.extend({
  missing: z.array(stocktakeCopySchema),
  out_of_place: z.array(stocktakeCopySchema),
  on_loan: z.array(stocktakeCopySchema),
  unknown: z.array(z.string()),
});
export type StocktakeDetail = z.infer<typeof stocktakeDetailSchema>;

/** One scan's answer: what the copy is to this stocktake, and the counts after it. */
export const stocktakeScanSchema = z.object({
  result: z.enum(STOCKTAKE_RESULTS),
  /** The barcode as scanned (capitals). */
  book_no: z.string(),
  copy: stocktakeCopySchema.nullable(),
  counts: stocktakeCountsSchema,
});
export type StocktakeScan = z.infer<typeof stocktakeScanSchema>;

/** The school's stocktakes, latest first, and the locations its copies are kept at. */
export const stocktakePageSchema = pageOf(stocktakeSchema).extend({
  locations: z.array(z.object({ location: z.string(), copies: z.number().int() })),
});
export type StocktakePage = z.infer<typeof stocktakePageSchema>;
