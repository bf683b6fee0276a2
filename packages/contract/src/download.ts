import { z } from "zod";
import type { Access } from "./route";

/**
 * A file the API answers instead of an envelope (decision 0041): a template in the reader's
 * language, a workbook for a screen's filters, a file as uploaded, a calendar feed. A row of
 * the contract like an endpoint, so the OpenAPI document, the access matrix and the fuzzer walk
 * it the day it is added. The server refuses with a plain 404 whatever it will not give — signed
 * out, another school's record, a malformed id — so a file's existence is never told.
 */
/** An address's parts by name, each read from its text (a record id, a code, a secret). */
export type DownloadParams = Record<string, z.core.$ZodType<unknown, string>>;

export interface DownloadEndpoint<
  Q extends z.core.$ZodType | undefined = z.core.$ZodType | undefined,
  P extends DownloadParams = DownloadParams,
> {
  id: string;
  method: "GET";
  /** The address, `:name` for each part it carries (`/api/eca/import/:id/file`). */
  path: string;
  access: Access;
  /** Each part of the path by name: what it must be (a record id, a document code, a secret). */
  params: P;
  /** The address's query (a screen's filters), checked as the screen's own request is. */
  query: Q;
  /** The media types a 200 answers. */
  media: readonly string[];
  tag: string;
  summary: string;
}

/** A download row; `params` and `query` only where the address has them. */
export function defineDownload<
  Q extends z.core.$ZodType | undefined = undefined,
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an address without parts
  P extends DownloadParams = {},
>(row: {
  id: string;
  path: string;
  access: Access;
  params?: P;
  query?: Q;
  media: readonly string[];
  tag: string;
  summary: string;
}): DownloadEndpoint<Q, P> {
  const named = [...row.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const params = (row.params ?? {}) as P;
  if (named.join() !== Object.keys(params).join())
    throw new Error(`${row.id}: the path's parts (${named.join()}) are not its params`);
  return { ...row, method: "GET", params, query: row.query as Q };
}

/** The address's parts as OpenAPI writes them: `/api/eca/import/{id}/file`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

/** A record's id in an address: digits, no sign or leading zero, a safe integer. */
export const recordIdParam = z
  .string()
  .regex(/^[1-9][0-9]{0,14}$/)
  .transform(Number);

/** An Excel workbook (.xlsx), as every template and export is. */
export const WORKBOOK = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
