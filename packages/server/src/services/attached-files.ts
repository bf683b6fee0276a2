import type { Attachment, UploadKind } from "@campus/contract";
import type { Hono } from "hono";
import type { Db } from "../db/database";
import { invalidField } from "../http/api-problem";
import { serveUploads } from "../http/serve-uploads";
import type { ServiceContext } from "./context";
import type { FileStore } from "./file-store";
import { attachmentOf, readUpload, storeUpload, uploadsAmong } from "./uploads";

/*
 * Files a feature's records carry (a school event's files, an ECA event's files and photos, a
 * notice's): each is uploaded on its own first, then named by id in the record saved. Whoever
 * may read the record gets their download addresses; the random key in an address is what opens
 * the file, so a calendar app, a shared phone or an `<img>` needs no session for it.
 */

export interface AttachedFilesOptions {
  /** The uploads' purpose: an upload of another purpose is never one of these. */
  purpose: string;
  /** What their content may be (`UPLOAD_KINDS`). */
  kind: UploadKind;
  /** Where they download: `<path>/<id>/<key>/<name>`. */
  path: string;
  /** The request's field that names them, for the error that refuses one. */
  field: string;
}

export function attachedFiles({ purpose, kind, path, field }: AttachedFilesOptions) {
  return {
    purpose,

    /** Keeps one file the caller sent, checked by its content and size. */
    async upload(
      ctx: ServiceContext,
      { schoolId, userId, file }: { schoolId: number; userId: number; file: File },
    ): Promise<Attachment> {
      const stored = await storeUpload(ctx, { schoolId, userId, purpose, kind, file });
      return attachmentOf(stored, path);
    },

    /** The files in the order of `ids`; an id of another school or purpose is not one of them. */
    async of(
      db: Db,
      { schoolId, ids }: { schoolId: number; ids: readonly number[] },
    ): Promise<Attachment[]> {
      const found = await uploadsAmong(db, { schoolId, purpose, ids });
      return ids.flatMap((id) => {
        const upload = found.get(id);
        return upload ? [attachmentOf(upload, path)] : [];
      });
    },

    /** The ids to keep, once each, when every one is such a file of the school's (400 otherwise). */
    async check(
      { db, locale }: ServiceContext,
      { schoolId, ids }: { schoolId: number; ids: readonly number[] },
    ): Promise<number[]> {
      const unique = [...new Set(ids)];
      const found = await uploadsAmong(db, { schoolId, purpose, ids: unique });
      if (found.size !== unique.length) throw invalidField(locale, field, "validation.invalid");
      return unique;
    },

    /** Serves them at their download addresses; anything else there is not found. */
    serve(app: Hono, db: Db, files: FileStore | undefined) {
      serveUploads(app, path, files, (id, key) => readUpload(db, { id, key, purpose }));
    },
  };
}
export type AttachedFiles = ReturnType<typeof attachedFiles>;
