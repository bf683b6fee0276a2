import {
  REGION_PHONE,
  type Locale,
  type PaymentMethod,
  type RegistrationSchool,
} from "@campus/contract";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { schools } from "../../db/schema";
import { missing } from "../../http/api-problem";
import type { ServiceContext } from "../../services/context";
import { schoolDay } from "../../services/school-days";
import { registrationClasses, registrationDocuments, registrationSettings } from "../schema";

const named = (row: { nameZh: string; nameCn: string; nameEn: string }, locale: Locale) =>
  locale === "en-US" ? row.nameEn : locale === "zh-CN" ? row.nameCn : row.nameZh;

/** The school behind a registration code (any case), or "no school has this code". */
/** A school's name in the caller's language. */
export const schoolNameOf = named;

export async function schoolByCode(db: Db, code: string) {
  const [school] = await db
    .select()
    .from(schools)
    .where(sql`lower(${schools.code}) = lower(${code})`);
  if (!school) throw missing("registration.error.schoolCodeUnknown");
  return school;
}

/** What a school takes applications for, in the caller's language. */
export async function registrationSchool(
  { db, now, locale }: ServiceContext,
  { school_code, methods }: { school_code: string; methods: readonly PaymentMethod[] },
): Promise<RegistrationSchool> {
  const school = await schoolByCode(db, school_code);
  const [settings] = await db
    .select()
    .from(registrationSettings)
    .where(eq(registrationSettings.schoolId, school.id));
  if (!settings) throw missing("registration.error.notOffered");
  const [classes, documents] = await Promise.all([
    db
      .select()
      .from(registrationClasses)
      .where(eq(registrationClasses.schoolId, school.id))
      .orderBy(asc(registrationClasses.sort)),
    db
      .select()
      .from(registrationDocuments)
      .where(eq(registrationDocuments.schoolId, school.id))
      .orderBy(asc(registrationDocuments.sort)),
  ]);
  const today = schoolDay(now);
  return {
    school: {
      code: school.code,
      name: named(school, locale),
      region: school.region,
      phone_region: REGION_PHONE[school.region],
    },
    intake_year: settings.intakeYear,
    opens_on: settings.opensOn,
    closes_on: settings.closesOn,
    open: settings.opensOn <= today && today <= settings.closesOn,
    currency: settings.currency,
    application_fee: settings.applicationFee,
    registration_fee: settings.registrationFee,
    payment_methods: [...methods],
    classes: classes.map((c) => ({
      code: c.code,
      name: named(c, locale),
      places: c.places,
      born_from: c.bornFrom,
      born_until: c.bornUntil,
    })),
    documents: documents.map((d) => ({
      code: d.code,
      kind: d.kind,
      required: d.required,
      name: named(d, locale),
    })),
  };
}
