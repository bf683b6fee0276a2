import { defineDownload, recordIdParam, WORKBOOK } from "../download";
import { UPLOAD_KINDS } from "../uploads";
import { ecaDashboardRequestSchema } from "./dashboard";
import { ECA_DASHBOARD_EXPORT_PATH } from "./insight-values";
import { ECA_IMPORT_PATH } from "./values";

const office = { kind: "user", roles: ["staff"] } as const;
const tag = "eca";

/** The feature's files (decision 0041): one spread in the contract's table (src/endpoints.ts). */
export const ecaDownloads = {
  ecaImportTemplate: defineDownload({
    id: "ecaImportTemplate",
    path: `${ECA_IMPORT_PATH}/template`,
    access: office,
    media: [WORKBOOK],
    tag,
    summary:
      "The import's template in the reader's language: the header row, the school's categories and an instructions sheet.",
  }),
  ecaImportFile: defineDownload({
    id: "ecaImportFile",
    path: `${ECA_IMPORT_PATH}/:id/file`,
    access: office,
    params: { id: recordIdParam },
    media: UPLOAD_KINDS.spreadsheet.types,
    tag,
    summary: "An import's file as it was uploaded.",
  }),
  ecaImportReport: defineDownload({
    id: "ecaImportReport",
    path: `${ECA_IMPORT_PATH}/:id/report`,
    access: office,
    params: { id: recordIdParam },
    media: [WORKBOOK],
    tag,
    summary: "An import's refused rows with a column saying what is wrong with each.",
  }),
  ecaDashboardExport: defineDownload({
    id: "ecaDashboardExport",
    path: ECA_DASHBOARD_EXPORT_PATH,
    access: { kind: "user", roles: ["teacher", "staff"] },
    query: ecaDashboardRequestSchema,
    media: [WORKBOOK],
    tag,
    summary: "The dashboard's tables as a workbook in the reader's language, for the same fields.",
  }),
} as const;
