import { defineDownload, recordIdParam, WORKBOOK } from "../download";
import { NOTICE_REPLIES_EXPORT_PATH } from "./values";

/** The feature's files (decision 0041): one spread in the contract's table (src/endpoints.ts). */
export const noticesDownloads = {
  noticeRepliesExport: defineDownload({
    id: "noticeRepliesExport",
    path: `${NOTICE_REPLIES_EXPORT_PATH}/:id/replies`,
    access: { kind: "user", roles: ["staff"] },
    params: { id: recordIdParam },
    media: [WORKBOOK],
    tag: "notices",
    summary:
      "A sent notice's children as a workbook in the reader's language, by class and number: when the family read it, each answer of the reply, who signed and when, and the per-class counts on a sheet of their own.",
  }),
} as const;
