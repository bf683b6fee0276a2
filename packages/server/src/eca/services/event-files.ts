import {
  ECA_EVENT_FILE_PATH,
  ECA_EVENT_PHOTO_PATH,
  type Attachment,
  type UploadKind,
} from "@campus/contract";
import type { Db } from "../../db/database";
import { invalidField } from "../../http/api-problem";
import type { ServiceContext } from "../../services/context";
import { attachmentOf, readUpload, storeUpload, uploadsAmong } from "../../services/uploads";

/*
 * An event's files (spec §3 attachment: a notice, a programme) and photos (issue 37, item 10):
 * a teacher uploads each, then names them in the event saved. Whoever reads the event gets
 * their download addresses; the random key in an address opens the file.
 */

/** Each kind of an event's upload: what its content may be, its purpose, where it reads. */
export const EVENT_UPLOADS = {
  attachments: { kind: "document", purpose: "eca.event.file", path: ECA_EVENT_FILE_PATH },
  photos: { kind: "image", purpose: "eca.event.photo", path: ECA_EVENT_PHOTO_PATH },
} as const satisfies Record<string, { kind: UploadKind; purpose: string; path: string }>;
export type EventUpload = keyof typeof EVENT_UPLOADS;

export async function uploadEventFile(
  ctx: ServiceContext,
  { as, schoolId, userId, file }: { as: EventUpload; schoolId: number; userId: number; file: File },
): Promise<Attachment> {
  const { kind, purpose, path } = EVENT_UPLOADS[as];
  const stored = await storeUpload(ctx, { schoolId, userId, purpose, kind, file });
  return attachmentOf(stored, path);
}

/** The event's files of one kind, in its order; an id of another school or kind is not one. */
export async function eventFilesOf(
  db: Db,
  { as, schoolId, ids }: { as: EventUpload; schoolId: number; ids: readonly number[] },
): Promise<Attachment[]> {
  const { purpose, path } = EVENT_UPLOADS[as];
  const found = await uploadsAmong(db, { schoolId, purpose, ids });
  return ids.flatMap((id) => {
    const upload = found.get(id);
    return upload ? [attachmentOf(upload, path)] : [];
  });
}

/** The ids to keep, once each, when every one is an upload of this kind of the school's. */
export async function checkEventFiles(
  { db, locale }: ServiceContext,
  { as, schoolId, ids }: { as: EventUpload; schoolId: number; ids: readonly number[] },
): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await uploadsAmong(db, {
    schoolId,
    purpose: EVENT_UPLOADS[as].purpose,
    ids: unique,
  });
  if (found.size !== unique.length) throw invalidField(locale, as, "validation.invalid");
  return unique;
}

/** The file behind a download address of this kind, or null. */
export const eventFile = (db: Db, as: EventUpload, id: number, key: string) =>
  readUpload(db, { id, key, purpose: EVENT_UPLOADS[as].purpose });
