import { defineDownload, WORKBOOK } from "../download";
import { reportPeriodQuerySchema } from "./report-schemas";
import { LIBRARY_IMPORT_TEMPLATE_PATH, LIBRARY_REPORT_PATH } from "./values";

const librarian = { kind: "user", roles: ["staff", "librarian"] } as const;
const tag = "library";

/** The feature's files (decision 0041): one spread in the contract's table (src/endpoints.ts). */
export const libraryDownloads = {
  libraryImportTemplate: defineDownload({
    id: "libraryImportTemplate",
    path: LIBRARY_IMPORT_TEMPLATE_PATH,
    access: librarian,
    media: [WORKBOOK],
    tag,
    summary: "The catalogue import's spreadsheet template, in the reader's language.",
  }),
  libraryReportExport: defineDownload({
    id: "libraryReportExport",
    path: LIBRARY_REPORT_PATH,
    access: librarian,
    query: reportPeriodQuerySchema,
    media: [WORKBOOK],
    tag,
    summary:
      "The four reading reports of a period as one workbook, a sheet each: classes, students, books and today's overdue loans.",
  }),
} as const;
