import { CALENDAR_ATTACHMENT_PATH } from "@campus/contract";
import { attachedFiles } from "../../services/attached-files";

/*
 * A school event's files: the office uploads each (a PDF notice, a reply slip, a photo), then
 * names them in the event it saves; people who may see the event get their download addresses.
 */
export const eventAttachments = attachedFiles({
  purpose: "calendar.event",
  kind: "document",
  path: CALENDAR_ATTACHMENT_PATH,
  field: "attachments",
});
