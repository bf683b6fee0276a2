import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { firstRow } from "../../db/sql";

/*
 * A decided application's documents (a birth certificate, a photo of the child) and deposit
 * slips are kept for the months the school sets (`documents_kept_months`; 0: until the school
 * deletes the application), counted from the application's last change, so a family still
 * paying or being enrolled keeps them. Then the records stop naming them; the files themselves
 * go with every file no record names (services/retention.ts, within the hour). What the family
 * wrote on the form, the decision and the payments stay: they are the school's admission
 * records. Docs: docs/retention.md.
 */

/** Forgets the documents and slips of applications decided longer ago than their school keeps them. */
export async function forgetDecidedDocuments(db: Db, now: Date): Promise<number> {
  const row = await firstRow<{ documents: number; slips: number }>(
    db,
    sql`WITH due AS (
        SELECT a.id FROM applications a
        JOIN registration_settings s ON s.school_id = a.school_id
        WHERE s.documents_kept_months > 0 AND a.status IN ('approved', 'not_passed')
          AND a.updated_at < ${now.toISOString()}::timestamptz
            - make_interval(months => s.documents_kept_months)
      ), documents AS (
        DELETE FROM application_documents d USING due WHERE d.application_id = due.id
        RETURNING d.upload_id
      ), slips AS (
        UPDATE payments p SET slip_upload_id = NULL FROM due
        WHERE p.application_id = due.id AND p.slip_upload_id IS NOT NULL
        RETURNING p.id
      )
      SELECT (SELECT count(*) FROM documents)::int AS documents,
        (SELECT count(*) FROM slips)::int AS slips`,
  );
  return row!.documents + row!.slips;
}
