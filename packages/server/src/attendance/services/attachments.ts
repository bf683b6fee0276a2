import { LEAVE_ATTACHMENT_PATH } from "@campus/contract/attendance";
import { attachedFiles } from "../../services/attached-files";

/*
 * A leave application's files (a doctor's certificate, an appointment slip): the guardian
 * uploads each, then names them in the application. The family and the class teacher get their
 * download addresses.
 */
export const leaveAttachments = attachedFiles({
  purpose: "attendance.leave",
  kind: "document",
  path: LEAVE_ATTACHMENT_PATH,
  field: "attachments",
});
