import {
  SCHOOL_LOGO_PATH,
  type EndpointResult,
  type Endpoints,
  type SchoolProfileRequest,
} from "@campus/contract";
import { eq } from "drizzle-orm";
import { schools } from "../../db/schema";
import type { Executor } from "../../db/sql";
import { invalidField, notFound } from "../../http/api-problem";
import { recordAudit, type AuditChange } from "../../services/audit";
import type { ServiceContext } from "../../services/context";
import { LOGO_PURPOSE, schoolLogo } from "../../services/school-logo";
import { attachmentOf, storeUpload } from "../../services/uploads";
import type { OfficeCaller } from "../callers";

type Profile = EndpointResult<Endpoints["officeSchool"]>;

/** The profile's fields as the audit log names them, with their columns. */
const FIELDS = [
  ["nameZh", "name_zh"],
  ["nameCn", "name_cn"],
  ["nameEn", "name_en"],
  ["region", "region"],
  ["brandColor", "brand_color"],
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
    brand_color: school.brandColor,
    logo: await schoolLogo(db, schoolId, school.logoUploadId),
  };
}

/** Keeps a picture to be the school's logo once the profile is saved with it. */
export async function uploadLogo(
  ctx: ServiceContext,
  { me, file }: { me: OfficeCaller; file: File },
) {
  const stored = await storeUpload(ctx, {
    schoolId: me.schoolId,
    userId: me.userId,
    purpose: LOGO_PURPOSE,
    kind: "logo",
    file,
  });
  return attachmentOf(stored, SCHOOL_LOGO_PATH);
}

/** The caller's school as its office edits it (issue 36 §1). */
export function schoolProfileOf(ctx: ServiceContext, { me }: { me: OfficeCaller }) {
  return profileOf(ctx.db, me.schoolId);
}

/**
 * Saves the school's names, region, colour and logo, and records each field changed (before →
 * after) in the audit log, in one transaction. The same values again write nothing. A blank
 * Simplified name is the Traditional one, as when the school was made; an absent colour or logo
 * is left as it is, and a logo must be one of this school's logo uploads.
 */
export async function saveSchoolProfile(
  ctx: ServiceContext,
  { me, ...input }: SchoolProfileRequest & { me: OfficeCaller },
): Promise<Profile> {
  return ctx.db.transaction(async (tx) => {
    const now = await profileOf(tx, me.schoolId);
    const logoId = input.logo === undefined ? (now.logo?.id ?? null) : input.logo;
    const logo = await schoolLogo(tx, me.schoolId, logoId);
    if (logoId !== null && !logo) throw invalidField(ctx.locale, "logo", "validation.invalid");
    const wanted: Omit<Profile, "code"> = {
      name_zh: input.name_zh,
      name_cn: input.name_cn || input.name_zh,
      name_en: input.name_en,
      region: input.region,
      brand_color:
        input.brand_color === undefined
          ? now.brand_color
          : (input.brand_color?.toLowerCase() ?? null),
      logo,
    };
    const changes: AuditChange[] = FIELDS.filter(([, key]) => now[key] !== wanted[key]).map(
      ([field, key]) => ({ field, before: now[key], after: wanted[key] }),
    );
    if ((now.logo?.id ?? null) !== logoId)
      changes.push({ field: "logo", before: now.logo?.name ?? null, after: logo?.name ?? null });
    if (changes.length === 0) return now;
    await tx
      .update(schools)
      .set({
        nameZh: wanted.name_zh,
        nameCn: wanted.name_cn,
        nameEn: wanted.name_en,
        region: wanted.region,
        brandColor: wanted.brand_color,
        logoUploadId: logoId,
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
    return { code: now.code, ...wanted };
  });
}
