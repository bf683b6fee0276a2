import { defineDownload, WORKBOOK } from "../download";
import { OFFICE_ROSTER_TEMPLATE_PATH, OFFICE_STAFF_TEMPLATE_PATH } from "./values";

const office = { kind: "user", roles: ["staff"] } as const;
const tag = "office";

/** The feature's files (decision 0041): one spread in the contract's table (src/endpoints.ts). */
export const officeDownloads = {
  officeRosterTemplate: defineDownload({
    id: "officeRosterTemplate",
    path: OFFICE_ROSTER_TEMPLATE_PATH,
    access: office,
    media: [WORKBOOK],
    tag,
    summary:
      "The roster's workbook template (students and their guardians), in the reader's language.",
  }),
  officeStaffTemplate: defineDownload({
    id: "officeStaffTemplate",
    path: OFFICE_STAFF_TEMPLATE_PATH,
    access: office,
    media: [WORKBOOK],
    tag,
    summary: "The staff list's workbook template, in the reader's language.",
  }),
} as const;
