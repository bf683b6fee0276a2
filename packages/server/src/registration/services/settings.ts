import {
  minorUnits,
  type RegistrationSettings,
  type RegistrationSettingsValues,
} from "@campus/contract";
import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { conflict } from "../../http/api-problem";
import type { ServiceContext } from "../../services/context";
import { simplified } from "../../services/simplified";
import {
  applicationDocuments,
  applications,
  registrationClasses,
  registrationDocuments,
  registrationSettings,
} from "../schema";

/*
 * A school's registration as the office sets it (issue 37, item 15; README, "A school's
 * registration"): one row of settings, its classes and its documents, saved whole. A class an
 * application names, or a document a file was uploaded for, stays: taking it away would leave
 * those applications pointing at nothing.
 */

/** The classes applications name, and the documents files were uploaded for. */
async function usedBy(db: Pick<Db, "selectDistinct">, schoolId: number) {
  const [classes, documents] = await Promise.all([
    db
      .selectDistinct({ code: sql<string>`${applications.form}->>'class_code'` })
      .from(applications)
      .where(eq(applications.schoolId, schoolId)),
    db
      .selectDistinct({ code: applicationDocuments.code })
      .from(applicationDocuments)
      .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
      .where(eq(applications.schoolId, schoolId)),
  ]);
  return {
    classes: new Set(classes.map((c) => c.code).filter(Boolean)),
    documents: new Set(documents.map((d) => d.code)),
  };
}

/** The school's registration, or null before it has one. */
export async function registrationSettingsOf(
  { db }: ServiceContext,
  { schoolId }: { schoolId: number },
): Promise<RegistrationSettings | null> {
  const [settings] = await db
    .select()
    .from(registrationSettings)
    .where(eq(registrationSettings.schoolId, schoolId));
  if (!settings) return null;
  const [classes, documents, used] = await Promise.all([
    db
      .select()
      .from(registrationClasses)
      .where(eq(registrationClasses.schoolId, schoolId))
      .orderBy(asc(registrationClasses.sort)),
    db
      .select()
      .from(registrationDocuments)
      .where(eq(registrationDocuments.schoolId, schoolId))
      .orderBy(asc(registrationDocuments.sort)),
    usedBy(db, schoolId),
  ]);
  return {
    intake_year: settings.intakeYear,
    opens_on: settings.opensOn,
    closes_on: settings.closesOn,
    currency: settings.currency,
    application_fee: settings.applicationFee,
    registration_fee: settings.registrationFee,
    offer_days: settings.offerDays,
    documents_kept_months: settings.documentsKeptMonths,
    interviews_book_from: settings.interviewsBookFrom,
    interviews_book_until: settings.interviewsBookUntil,
    interview_move_days: settings.interviewMoveDays,
    classes: classes.map((c) => ({
      code: c.code,
      name_zh: c.nameZh,
      name_cn: c.nameCn,
      name_en: c.nameEn,
      places: c.places,
      born_from: c.bornFrom,
      born_until: c.bornUntil,
      in_use: used.classes.has(c.code),
    })),
    documents: documents.map((d) => ({
      code: d.code,
      name_zh: d.nameZh,
      name_cn: d.nameCn,
      name_en: d.nameEn,
      kind: d.kind,
      required: d.required,
      in_use: used.documents.has(d.code),
    })),
  };
}

/**
 * Saves the school's registration whole, in one transaction: a class or document that
 * applications use and the request leaves out is refused (409, naming it), and nothing changes.
 */
export async function saveRegistrationSettings(
  ctx: ServiceContext,
  { schoolId, settings }: { schoolId: number; settings: RegistrationSettingsValues },
): Promise<RegistrationSettings> {
  const keptClasses = new Set(settings.classes.map((c) => c.code));
  const keptDocuments = new Set(settings.documents.map((d) => d.code));
  const row = {
    intakeYear: settings.intake_year,
    opensOn: settings.opens_on,
    closesOn: settings.closes_on,
    currency: settings.currency,
    applicationFee: minorUnits(settings.application_fee),
    registrationFee: minorUnits(settings.registration_fee),
    offerDays: Number(settings.offer_days),
    documentsKeptMonths: Number(settings.documents_kept_months),
    interviewsBookFrom: settings.interviews_book_from || null,
    interviewsBookUntil: settings.interviews_book_until || null,
    interviewMoveDays: Number(settings.interview_move_days),
  };
  const names = (n: { name_zh: string; name_cn?: string; name_en: string }) => ({
    nameZh: n.name_zh,
    nameCn: n.name_cn || simplified(n.name_zh),
    nameEn: n.name_en,
  });
  await ctx.db.transaction(async (tx) => {
    // In the transaction: an application for a class arriving meanwhile is seen.
    const used = await usedBy(tx, schoolId);
    const gone =
      [...used.classes].find((code) => !keptClasses.has(code)) ??
      [...used.documents].find((code) => !keptDocuments.has(code));
    if (gone) throw conflict("registration.error.settingInUse", { code: gone });
    await tx
      .insert(registrationSettings)
      .values({ schoolId, ...row })
      .onConflictDoUpdate({ target: registrationSettings.schoolId, set: row });
    await tx
      .delete(registrationClasses)
      .where(
        and(
          eq(registrationClasses.schoolId, schoolId),
          notInArray(registrationClasses.code, [...keptClasses]),
        ),
      );
    for (const [sort, c] of settings.classes.entries()) {
      const values = {
        ...names(c),
        places: Number(c.places),
        bornFrom: c.born_from || null,
        bornUntil: c.born_until || null,
        sort,
      };
      await tx
        .insert(registrationClasses)
        .values({ schoolId, code: c.code, ...values })
        .onConflictDoUpdate({
          target: [registrationClasses.schoolId, registrationClasses.code],
          set: values,
        });
    }
    const documentCodes = [...keptDocuments];
    await tx
      .delete(registrationDocuments)
      .where(
        documentCodes.length === 0
          ? eq(registrationDocuments.schoolId, schoolId)
          : and(
              eq(registrationDocuments.schoolId, schoolId),
              notInArray(registrationDocuments.code, documentCodes),
            ),
      );
    for (const [sort, d] of settings.documents.entries()) {
      const values = { ...names(d), kind: d.kind, required: d.required, sort };
      await tx
        .insert(registrationDocuments)
        .values({ schoolId, code: d.code, ...values })
        .onConflictDoUpdate({
          target: [registrationDocuments.schoolId, registrationDocuments.code],
          set: values,
        });
    }
  });
  return (await registrationSettingsOf(ctx, { schoolId }))!;
}
