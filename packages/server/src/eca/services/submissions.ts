import {
  ECA_CERTIFICATE_PATH,
  type Attachment,
  type EcaLevel,
  type EcaRecord,
  type EcaRegion,
  type SubmitRecord,
} from "@campus/contract";
import { randomBytes } from "node:crypto";
import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import { uploads } from "../../db/schema";
import { conflict, invalidField, missing } from "../../http/api-problem";
import type { ServiceContext } from "../../services/context";
import { schoolDay } from "../../services/school-days";
import type { Auth } from "../../services/sessions";
import { attachmentOf, readUpload, storeUpload } from "../../services/uploads";
import type { EcaCaller } from "../callers";
import { ecaCategories, ecaEntries, ecaEvents, ecaPrizes } from "../schema";
import { refreshAverage, scorer } from "./entries";
import { CERTIFICATE_PURPOSE, recordById, recordsStudent } from "./records";
import { schoolYearOf, semesterOf } from "./settings";

/*
 * A parent's submissions (spec §1, §6): their child's outside activities and awards, each an
 * event and an entry of the parent source, with photos of the certificate, waiting for the
 * school. A record that was not passed can be corrected and sent again; its reason stays with
 * it until the school decides again. The office sees the photos in the approval list.
 */

/** Where a level puts the event (the list's region filter). */
const regionOf = (level: EcaLevel | null): EcaRegion =>
  level === "national" || level === "asia" || level === "international" ? level : "territory";

export async function uploadCertificate(
  ctx: ServiceContext,
  { schoolId, userId, file }: { schoolId: number; userId: number; file: File },
): Promise<Attachment> {
  const stored = await storeUpload(ctx, {
    schoolId,
    userId,
    purpose: CERTIFICATE_PURPOSE,
    kind: "image",
    file,
  });
  return attachmentOf(stored, ECA_CERTIFICATE_PATH);
}

/** The photo behind a download address, or null. */
export const certificateFile = (
  db: ServiceContext["db"],
  { id, key }: { id: number; key: string },
) => readUpload(db, { id, key, purpose: CERTIFICATE_PURPOSE });

export async function submitRecord(
  ctx: ServiceContext,
  { me, auth, body }: { me: EcaCaller; auth: Auth | null; body: SubmitRecord },
): Promise<EcaRecord> {
  const { db, locale, now } = ctx;
  const child = await recordsStudent(db, auth);
  const refuse = (field: string) => invalidField(locale, field, "validation.invalid");

  // The one being corrected: the child's, sent by this parent, not passed.
  const [existing] =
    body.id === undefined
      ? []
      : await db
          .select({ entry: ecaEntries, event: ecaEvents })
          .from(ecaEntries)
          .innerJoin(ecaEvents, eq(ecaEvents.id, ecaEntries.eventId))
          .where(
            and(
              eq(ecaEntries.id, body.id),
              eq(ecaEntries.studentId, child.id),
              eq(ecaEntries.source, "parent"),
              eq(ecaEntries.createdBy, me.userId),
            ),
          );
  if (body.id !== undefined && !existing) throw missing("eca.error.entryNotFound");
  if (existing?.entry.status === "passed") throw conflict("eca.error.recordPassed");

  // What a family reports has happened: neither day after today (the start's said first).
  const today = schoolDay(now);
  if (body.starts_on > today) throw invalidField(locale, "starts_on", "validation.dayInFuture");
  if (body.ends_on > today) throw invalidField(locale, "ends_on", "validation.dayInFuture");
  const [category] = await db
    .select()
    .from(ecaCategories)
    .where(and(eq(ecaCategories.id, body.category_id), eq(ecaCategories.schoolId, me.schoolId)));
  const keeps = (now: number | null | undefined, then: number | null | undefined) =>
    existing !== undefined && now === then;
  if (
    !category ||
    (category.status === "disabled" && !keeps(category.id, existing?.event.categoryId))
  )
    throw invalidField(locale, "category_id", "eca.error.settingUnavailable");
  const prizeId = body.prize_id === "" ? null : Number(body.prize_id);
  if (prizeId !== null) {
    const [prize] = await db
      .select()
      .from(ecaPrizes)
      .where(and(eq(ecaPrizes.id, prizeId), eq(ecaPrizes.schoolId, me.schoolId)));
    if (!prize || (prize.status === "disabled" && !keeps(prize.id, existing?.entry.prizeId)))
      throw invalidField(locale, "prize_id", "eca.error.settingUnavailable");
  }
  // Photos this parent uploaded (or the record already had): an id alone opens nothing.
  const photoIds = [...new Set(body.certificate_ids)];
  const photos = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(
        inArray(uploads.id, photoIds),
        eq(uploads.schoolId, me.schoolId),
        eq(uploads.purpose, CERTIFICATE_PURPOSE),
        or(
          eq(uploads.uploadedBy, me.userId),
          existing?.entry.certificates.length
            ? inArray(uploads.id, existing.entry.certificates)
            : undefined,
        ),
      ),
    );
  if (photos.length !== photoIds.length) throw refuse("certificate_ids");

  const level = body.level === "" ? null : body.level;
  const event = {
    nameZh: body.name,
    nameEn: body.name,
    organiser: body.organiser,
    nature: body.nature,
    type: "individual" as const,
    categoryId: category.id,
    region: regionOf(level),
    schoolYear: schoolYearOf(new Date(`${body.starts_on}T12:00:00+08:00`)),
    semester: semesterOf(body.starts_on),
    grade: null,
    startsOn: body.starts_on,
    endsOn: body.ends_on,
    hours: Math.round(Number(body.hours) * 10),
    status: "pending" as const,
    updatedAt: now,
    decidedAt: null,
    decidedBy: null,
  };
  const entry = {
    prizeId,
    level,
    role: body.role ?? "",
    achievement: body.achievement ?? "",
    remark: body.remark ?? "",
    certificates: photoIds,
    status: "pending" as const,
    decidedAt: null,
    decidedBy: null,
  };

  const entryId = await db.transaction(async (tx) => {
    if (existing) {
      // Sent again: waiting once more, the last reason kept for whoever decides.
      const [changed] = await tx
        .update(ecaEvents)
        .set({ ...event, version: sql`${ecaEvents.version} + 1` })
        .where(and(eq(ecaEvents.id, existing.event.id), ne(ecaEvents.status, "passed")))
        .returning();
      if (!changed) throw conflict("eca.error.recordPassed");
      const score = (await scorer(tx, changed))(prizeId, level);
      await tx
        .update(ecaEntries)
        .set({ ...entry, score })
        .where(eq(ecaEntries.id, existing.entry.id));
      await refreshAverage(tx, changed.id);
      return existing.entry.id;
    }
    const [added] = await tx
      .insert(ecaEvents)
      .values({
        ...event,
        schoolId: me.schoolId,
        // A code of its own once the id is known (P2026-00042).
        code: `P-${randomBytes(9).toString("base64url")}`,
        source: "parent",
        createdBy: me.userId,
        createdAt: now,
      })
      .returning();
    const code = `P${added!.schoolYear}-${String(added!.id).padStart(5, "0")}`;
    await tx.update(ecaEvents).set({ code }).where(eq(ecaEvents.id, added!.id));
    const score = (await scorer(tx, added!))(prizeId, level);
    const [row] = await tx
      .insert(ecaEntries)
      .values({
        ...entry,
        score,
        schoolId: me.schoolId,
        eventId: added!.id,
        studentId: child.id,
        source: "parent",
        createdBy: me.userId,
        createdAt: now,
      })
      .returning({ id: ecaEntries.id });
    return row!.id;
  });
  return recordById(db, { id: entryId, callerId: me.userId });
}
