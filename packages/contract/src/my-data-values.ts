/*
 * The data access request's values: plain constants, no zod, so a screen reads them without the
 * contract's schemas (its download row is in my-data.ts).
 */

/** Where a guardian or a student downloads everything the school holds about them (PDPO §18). */
export const MY_DATA_PATH = "/api/account/my_data";

/** The file a data access request answers: a zip of JSON tables and files. */
export const ZIP = "application/zip";
