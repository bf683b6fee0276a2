import { NOTICE_ATTACHMENT_PATH } from "@campus/contract/notices";
import { attachedFiles } from "../../services/attached-files";

/*
 * A notice's files (a PDF letter, a form to print): the office uploads each, then names them in
 * the draft it saves. The families it is sent to, and the office, get their download addresses.
 */
export const noticeAttachments = attachedFiles({
  purpose: "notices.notice",
  kind: "document",
  path: NOTICE_ATTACHMENT_PATH,
  field: "attachments",
});
