import type { AuditKind } from "@campus/contract";
import { auditLog } from "../db/schema";
import type { Executor } from "../db/sql";

/** One field of a record, before and after (null: it had none, or the record is new). */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

/**
 * Records an action on the school's people (issue 36 §2) in the audit log. Called inside the
 * transaction of the change it records: both are written, or neither.
 */
export async function recordAudit(
  db: Executor,
  entry: {
    schoolId: number;
    /** Who acted; null for the command line. */
    actorId: number | null;
    kind: AuditKind;
    personId?: number | null;
    subject?: string;
    changes?: AuditChange[];
    at: Date;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    schoolId: entry.schoolId,
    actorId: entry.actorId,
    kind: entry.kind,
    personId: entry.personId ?? null,
    subject: entry.subject ?? "",
    changes: entry.changes ?? [],
    at: entry.at,
  });
}
