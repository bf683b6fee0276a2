import type { Db } from "../../db/database";
import type { DemoSchool } from "../../server-feature";
import { eq } from "drizzle-orm";
import { addDays, schoolDay } from "../../services/school-days";
import {
  interviewSessions,
  registrationClasses,
  registrationDocuments,
  registrationSettings,
} from "../schema";

/*
 * The demo school takes applications for the next school year from September, as Hong Kong
 * schools do for K1 and P1 (until the end of January; a demo seeded later stays open a few
 * months from its seeding, so it can always be tried): an application fee of HK$50 (not
 * refunded) and a registration fee of HK$1,000 on an offer (refunded on enrolment).
 */

/** The demo's intake and window for a database seeded on `now`. */
export function demoRegistration(now: Date) {
  const today = schoolDay(now);
  const year = Number(today.slice(0, 4));
  const opensYear = Number(today.slice(5, 7)) >= 9 ? year : year - 1;
  const usualClose = `${opensYear + 1}-01-29`;
  const stayOpen = addDays(today, 120);
  return {
    // Written as Hong Kong schools write a school year ("2027/28"), as the rest of the product does.
    intakeYear: `${opensYear + 1}/${String((opensYear + 2) % 100).padStart(2, "0")}`,
    opensOn: `${opensYear}-09-01`,
    closesOn: usualClose > stayOpen ? usualClose : stayOpen,
    currency: "HKD",
    applicationFee: 5_000,
    registrationFee: 100_000,
    // Two weeks to pay the registration fee once offered a place.
    offerDays: 14,
  };
}

/** `age`: the year of age a class takes in the intake's first year (K1: born three years before). */
const CLASSES = [
  { code: "K1", zh: "幼兒班（K1）", cn: "幼儿班（K1）", en: "Nursery (K1)", places: 60, age: 3 },
  { code: "P1", zh: "小一", cn: "小一", en: "Primary 1", places: 120, age: 6 },
];

const DOCUMENTS = [
  {
    code: "photo",
    kind: "image",
    required: true,
    zh: "兒童近照",
    cn: "儿童近照",
    en: "A recent photo of the child",
  },
  {
    code: "birthCertificate",
    kind: "document",
    required: true,
    zh: "出生證明書",
    cn: "出生证明书",
    en: "Birth certificate",
  },
  {
    code: "vaccination",
    kind: "document",
    required: true,
    zh: "針卡（疫苗接種紀錄）",
    cn: "疫苗接种记录",
    en: "Vaccination record",
  },
  {
    code: "reports",
    kind: "document",
    required: false,
    zh: "最近的成績表（如有）",
    cn: "最近的成绩单（如有）",
    en: "Latest school reports (if any)",
  },
] as const;

export async function seedRegistration(db: Db, school: DemoSchool, now: Date) {
  await db.transaction(async (tx) => {
    const settings = demoRegistration(now);
    await tx.insert(registrationSettings).values({ schoolId: school.id, ...settings });
    const intakeStarts = Number(settings.intakeYear.slice(0, 4));
    await tx.insert(registrationClasses).values(
      CLASSES.map((c, sort) => ({
        schoolId: school.id,
        code: c.code,
        nameZh: c.zh,
        nameCn: c.cn,
        nameEn: c.en,
        places: c.places,
        bornFrom: `${intakeStarts - c.age}-01-01`,
        bornUntil: `${intakeStarts - c.age}-12-31`,
        sort,
      })),
    );
    await tx.insert(registrationDocuments).values(
      DOCUMENTS.map((d, sort) => ({
        schoolId: school.id,
        code: d.code,
        kind: d.kind,
        required: d.required,
        nameZh: d.zh,
        nameCn: d.cn,
        nameEn: d.en,
        sort,
      })),
    );
  });
}

/** Interview times on a Saturday (school time), the venue (three scripts) and the group of each. */
const HALL = { venue: "本校禮堂", venueCn: "本校礼堂", venueEn: "School Hall" };
const SLOTS = [
  { time: "09:30", end: "10:15", ...HALL, group: "A" },
  { time: "11:00", end: "11:45", ...HALL, group: "B" },
  {
    time: "14:30",
    end: "15:15",
    venue: "一樓活動室",
    venueCn: "一楼活动室",
    venueEn: "Activity Room, 1/F",
    group: "C",
  },
] as const;

/**
 * A dozen interview sessions: three on each of the four Saturdays from two weeks after `now`,
 * six places each, for K1 and P1 alike; families book from today until three days before the
 * last, and may move a booking until two days before it.
 */
export async function seedInterviews(db: Db, school: DemoSchool, now: Date) {
  const today = schoolDay(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const firstSaturday = addDays(today, 14 + ((6 - weekday + 7) % 7));
  const saturdays = [0, 7, 14, 21].map((days) => addDays(firstSaturday, days));
  const at = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`);
  const [settings] = await db
    .select({ intakeYear: registrationSettings.intakeYear })
    .from(registrationSettings)
    .where(eq(registrationSettings.schoolId, school.id));
  if (!settings) return;
  await db.transaction(async (tx) => {
    await tx.insert(interviewSessions).values(
      saturdays.flatMap((day) =>
        SLOTS.map((slot) => ({
          schoolId: school.id,
          intakeYear: settings.intakeYear,
          classCode: null,
          startsAt: at(day, slot.time),
          endsAt: at(day, slot.end),
          venue: slot.venue,
          venueCn: slot.venueCn,
          venueEn: slot.venueEn,
          groupName: slot.group,
          capacity: 6,
          booked: 0,
          published: true,
        })),
      ),
    );
    await tx
      .update(registrationSettings)
      .set({
        interviewsBookFrom: today,
        interviewsBookUntil: addDays(saturdays[3]!, -3),
        interviewMoveDays: 2,
      })
      .where(eq(registrationSettings.schoolId, school.id));
  });
}
