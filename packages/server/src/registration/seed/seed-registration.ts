import type { Db } from "../../db/database";
import type { DemoSchool } from "../../server-feature";
import { registrationClasses, registrationDocuments, registrationSettings } from "../schema";

/*
 * The demo school takes applications for 2027–28 from September to the end of January, as Hong
 * Kong schools do for K1 and P1: an application fee of HK$50 (not refunded) and a registration
 * fee of HK$1,000 on an offer (refunded on enrolment).
 */

export const DEMO_REGISTRATION = {
  intakeYear: "2027-28",
  opensOn: "2026-09-01",
  closesOn: "2027-01-29",
  currency: "HKD",
  applicationFee: 5_000,
  registrationFee: 100_000,
} as const;

const CLASSES = [
  { code: "K1", zh: "幼兒班（K1）", cn: "幼儿班（K1）", en: "Nursery (K1)", places: 60 },
  { code: "P1", zh: "小一", cn: "小一", en: "Primary 1", places: 120 },
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

export async function seedRegistration(db: Db, school: DemoSchool) {
  await db.transaction(async (tx) => {
    await tx.insert(registrationSettings).values({ schoolId: school.id, ...DEMO_REGISTRATION });
    await tx.insert(registrationClasses).values(
      CLASSES.map((c, sort) => ({
        schoolId: school.id,
        code: c.code,
        nameZh: c.zh,
        nameCn: c.cn,
        nameEn: c.en,
        places: c.places,
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
