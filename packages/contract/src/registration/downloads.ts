import { z } from "zod";
import { defineDownload, recordIdParam, WORKBOOK } from "../download";
import { UPLOAD_KINDS } from "../uploads";
import { officeFilterSchema } from "./endpoints";
import {
  REGISTRATION_DOCUMENT_PATH,
  REGISTRATION_EXPORT_PATH,
  REGISTRATION_SLIP_PATH,
} from "./values";

/** The applying guardian (their own applications) or the office (with the office's "get"). */
const guardianOrOffice = { kind: "user", roles: ["guardian", "staff"] } as const;
const tag = "registration";

/** The feature's files (decision 0041): one spread in the contract's table (src/endpoints.ts). */
export const registrationDownloads = {
  registrationDocumentFile: defineDownload({
    id: "registrationDocumentFile",
    path: `${REGISTRATION_DOCUMENT_PATH}/:id/:code`,
    access: guardianOrOffice,
    params: { id: recordIdParam, code: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) },
    media: UPLOAD_KINDS.document.types,
    tag,
    summary: "An application's document (its code, as the school's settings name it), as uploaded.",
  }),
  registrationSlipFile: defineDownload({
    id: "registrationSlipFile",
    path: `${REGISTRATION_SLIP_PATH}/:id`,
    access: guardianOrOffice,
    params: { id: recordIdParam },
    media: UPLOAD_KINDS.document.types,
    tag,
    summary: "The latest deposit slip of an application's fee, as uploaded.",
  }),
  registrationFeeSlipFile: defineDownload({
    id: "registrationFeeSlipFile",
    path: `${REGISTRATION_SLIP_PATH}/:id/registration`,
    access: guardianOrOffice,
    params: { id: recordIdParam },
    media: UPLOAD_KINDS.document.types,
    tag,
    summary: "The latest deposit slip of the registration fee (after an offer), as uploaded.",
  }),
  registrationOfficeExport: defineDownload({
    id: "registrationOfficeExport",
    path: REGISTRATION_EXPORT_PATH,
    access: { kind: "user", roles: ["staff"] },
    query: officeFilterSchema,
    media: [WORKBOOK],
    tag,
    summary:
      "The office's applications as a workbook in the reader's language, for the list's filters: oldest submission first.",
  }),
} as const;
