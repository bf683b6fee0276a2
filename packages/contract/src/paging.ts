import { z } from "zod";

import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./page-size";

/** Every list is paged on the server: the request carries these two fields. */
export const pageRequestSchema = z.object({
  pageNum: z.coerce
    .number({ error: "validation.invalidType" })
    .int({ error: "validation.invalidType" })
    .min(1, { error: "validation.tooSmall" })
    .max(100_000, { error: "validation.tooLarge" })
    .default(1),
  pageSize: z.coerce
    .number({ error: "validation.invalidType" })
    .int({ error: "validation.invalidType" })
    .min(1, { error: "validation.tooSmall" })
    .max(MAX_PAGE_SIZE, { error: "validation.tooLarge" })
    .default(DEFAULT_PAGE_SIZE),
});
export type PageRequest = z.infer<typeof pageRequestSchema>;

/** The answer to a paged request: one page of items and the total over all pages. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().nonnegative(),
    pageNum: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}
