/*
 * The school office's console (issue 36): plain values (no zod), what a client's first screen
 * may import without downloading the schemas. The roster's columns and limits are in
 * `../roster/values.ts` (the CLI reads them too).
 */

/** The roster template, in the reader's language, read through the session (decision 0018). */
export const OFFICE_ROSTER_TEMPLATE_PATH = "/api/office/roster_template";

/** The most refused cells a preview lists (the counts say how many rows were refused). */
export const ROSTER_PROBLEMS_SHOWN = 200;
