import { defineDownload, recordIdParam, WORKBOOK } from "../download";
import { UPLOAD_KINDS } from "../uploads";
import { feesExportQuerySchema } from "./schemas";
import { FEE_SLIP_PATH, FEES_EXPORT_PATH } from "./values";

const tag = "fees";

/** The feature's files (decision 0041): one spread in the contract's table (src/endpoints.ts). */
export const feesDownloads = {
  feesSlipFile: defineDownload({
    id: "feesSlipFile",
    path: `${FEE_SLIP_PATH}/:id`,
    access: { kind: "user", roles: ["parent", "staff"] },
    params: { id: recordIdParam },
    media: UPLOAD_KINDS.document.types,
    tag,
    summary: "A fee payment's deposit slip, as uploaded: for the child's parents and the office.",
  }),
  feesExport: defineDownload({
    id: "feesExport",
    path: FEES_EXPORT_PATH,
    access: { kind: "user", roles: ["staff"] },
    query: feesExportQuerySchema,
    media: [WORKBOOK],
    tag,
    summary:
      "The reconciliation for the school's accounts: every fee payment received and every refund in a period, one row each (receipt, trade and provider numbers, method, child, class, fee, amount), with totals by method.",
  }),
} as const;
