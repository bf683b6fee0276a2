import type { EndpointResult, Endpoints, SchoolProfileRequest } from "@campus/contract";
import { eq } from "drizzle-orm";
import { schools } from "../../db/schema";
import type { Executor } from "../../db/sql";
import { notFound } from "../../http/api-problem";
import { recordAudit, type AuditChange } from "../../services/audit";
import type { ServiceContext } from "../../services/context";
import type { OfficeCaller } from "../callers";

type Profile = EndpointResult<Endpoints["officeSchool"]>;

/** The profile's fields as the audit log names them, with their columns. */
const FIELDS = [
  ["nameZh", "name_zh"],
  ["nameCn", "name_cn"],
  ["nameEn", "name_en"],
  ["region", "region"],
] as const;

async function profileOf(db: Executor, schoolId: number): Promise<Profile> {
  const [school] = await db.select().from(schools).where(eq(schools.id, schoolId));
  if (!school) throw notFound();
  return {
    code: school.code,
    name_zh: school.nameZh,
    name_cn: school.nameCn,
    name_en: school.nameEn,
    region: school.region,
  };
}

/** The caller's school as its office edits it (issue 36 §1). */
export function schoolProfileOf(ctx: ServiceContext, { me }: { me: OfficeCaller }) {
  return profileOf(ctx.db, me.schoolId);
}

/**
 * Saves the school's names and region, and records each field changed (before → after) in the
 * audit log, in one transaction. The same values again write nothing. A blank Simplified name is
 * the Traditional one, as when the school was made.
 */
export async function saveSchoolProfile(
  ctx: ServiceContext,
  { me, ...input }: SchoolProfileRequest & { me: OfficeCaller },
): Promise<Profile> {
  const wanted: Omit<Profile, "code"> = {
    name_zh: input.name_zh,
    name_cn: input.name_cn || input.name_zh,
    name_en: input.name_en,
    region: input.region,
  };
  return ctx.db.transaction(async (tx) => {
    const now = await profileOf(tx, me.schoolId);
    const changes: AuditChange[] = FIELDS.filter(([, key]) => now[key] !== wanted[key]).map(
      ([field, key]) => ({ field, before: now[key], after: wanted[key] }),
    );
    if (changes.length === 0) return now;
    await tx
      .update(schools)
      .set({
        nameZh: wanted.name_zh,
        nameCn: wanted.name_cn,
        nameEn: wanted.name_en,
        region: wanted.region,
      })
      .where(eq(schools.id, me.schoolId));
    await recordAudit(tx, {
      schoolId: me.schoolId,
      actorId: me.userId,
      kind: "school.changed",
      subject: now.code,
      changes,
      at: ctx.now,
    });
    return { ...now, ...wanted };
  });
}
