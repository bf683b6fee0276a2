import { SCHOOL_LOGO_PATH } from "@campus/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { schools } from "../db/schema";
import type { Executor } from "../db/sql";
import { attachmentOf, readUpload, uploadsAmong } from "./uploads";

/*
 * A school's logo (issue 36 §1): an upload of purpose "logo" the school's profile names. The
 * office's profile page sets it; the portal's frame shows it to the school's people; it is
 * served publicly, as it is on the school's own web pages.
 */

/** What a school's logo upload is kept as (uploads.purpose). */
export const LOGO_PURPOSE = "logo";

/** The school's logo as answers show it, when `id` is one of its logo uploads; else null. */
export async function schoolLogo(db: Executor, schoolId: number, id: number | null) {
  if (id === null) return null;
  const found = await uploadsAmong(db, { schoolId, purpose: LOGO_PURPOSE, ids: [id] });
  const upload = found.get(id);
  return upload ? attachmentOf(upload, SCHOOL_LOGO_PATH) : null;
}

/** A logo file by its address: only a picture that is some school's logo now. */
export async function logoFile(db: Db, id: number, key: string) {
  const upload = await readUpload(db, { id, key, purpose: LOGO_PURPOSE });
  if (!upload) return null;
  const [school] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.logoUploadId, upload.id));
  return school ? upload : null;
}
