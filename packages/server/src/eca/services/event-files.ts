import { ECA_EVENT_FILE_PATH, ECA_EVENT_PHOTO_PATH } from "@campus/contract";
import { attachedFiles } from "../../services/attached-files";

/*
 * An event's files (spec §3 attachment: a notice, a programme) and photos (issue 37, item 10):
 * a teacher uploads each, then names them in the event saved; whoever reads the event gets
 * their download addresses.
 */

/** Each kind of an event's upload, by the field of the event that names them. */
export const EVENT_UPLOADS = {
  attachments: attachedFiles({
    purpose: "eca.event.file",
    kind: "document",
    path: ECA_EVENT_FILE_PATH,
    field: "attachments",
  }),
  photos: attachedFiles({
    purpose: "eca.event.photo",
    kind: "image",
    path: ECA_EVENT_PHOTO_PATH,
    field: "photos",
  }),
};
