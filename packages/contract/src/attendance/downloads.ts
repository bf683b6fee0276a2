import { defineDownload, WORKBOOK } from "../download";
import { attendanceReportRequestSchema } from "./schemas";
import { ATTENDANCE_REPORT_PATH } from "./values";

/** The feature's files (decision 0041): one spread in the contract's table (src/endpoints.ts). */
export const attendanceDownloads = {
  attendanceReportExport: defineDownload({
    id: "attendanceReportExport",
    path: ATTENDANCE_REPORT_PATH,
    access: { kind: "user", roles: ["teacher", "staff"] },
    query: attendanceReportRequestSchema,
    media: [WORKBOOK],
    tag: "attendance",
    summary:
      "A period's attendance as a workbook in the reader's language: a sheet of the caller's classes, and one of their students (or the chosen class's), each kind of mark and the rate.",
  }),
} as const;
