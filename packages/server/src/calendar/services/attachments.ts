import { CALENDAR_ATTACHMENT_PATH, type Attachment } from "@campus/contract";
import type { Db } from "../../db/database";
import { invalidField } from "../../http/api-problem";
import type { ServiceContext } from "../../services/context";
import { attachmentOf, readUpload, storeUpload, uploadsAmong } from "../../services/uploads";

/*
 * A school event's files: the office uploads each (a PDF notice, a reply slip, a photo), then
 * names them in the event it saves. People who may see the event get their download addresses;
 * the random key in an address is what opens the file, so a calendar app or a shared phone
 * needs no session for it.
 */

export const CALENDAR_UPLOAD_PURPOSE = "calendar.event";
const PURPOSE = CALENDAR_UPLOAD_PURPOSE;

export async function uploadAttachment(
  ctx: ServiceContext,
  { schoolId, userId, file }: { schoolId: number; userId: number; file: File },
): Promise<Attachment> {
  const stored = await storeUpload(ctx, {
    schoolId,
    userId,
    purpose: PURPOSE,
    kind: "document",
    file,
  });
  return attachmentOf(stored, CALENDAR_ATTACHMENT_PATH);
}

/** The event's files in its order; an id of another school or purpose is not one of them. */
export async function attachmentsOf(
  db: Db,
  { schoolId, ids }: { schoolId: number; ids: readonly number[] },
): Promise<Attachment[]> {
  const found = await uploadsAmong(db, { schoolId, purpose: PURPOSE, ids });
  return ids.flatMap((id) => {
    const upload = found.get(id);
    return upload ? [attachmentOf(upload, CALENDAR_ATTACHMENT_PATH)] : [];
  });
}

/** The ids to attach, once each, when every one is an upload of this school's calendar. */
export async function checkAttachments(
  { db, locale }: ServiceContext,
  { schoolId, ids }: { schoolId: number; ids: readonly number[] },
): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await uploadsAmong(db, { schoolId, purpose: PURPOSE, ids: unique });
  if (found.size !== unique.length) throw invalidField(locale, "attachments", "validation.invalid");
  return unique;
}

/** The file behind a download address, or null. */
export const attachmentFile = (db: Db, id: number, key: string) =>
  readUpload(db, { id, key, purpose: PURPOSE });
