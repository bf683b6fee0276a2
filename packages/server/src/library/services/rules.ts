import { ResultCode, type SchoolLibrary } from "@campus/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { schools } from "../../db/schema";
import { ApiProblem } from "../../http/api-problem";
import type { ServiceContext } from "../../services/context";
import { libraryRules } from "../schema";
import { cached } from "./catalogue-cache";

export type LibraryRules = SchoolLibrary["rules"];

/** The defaults of a school without rules of its own (the columns' defaults). */
const DEFAULT_RULES: LibraryRules = {
  loan_days: 14,
  max_renewals: 2,
  renew_days: 14,
  renew_window_days: 7,
  max_loans: 5,
  max_reservations: 5,
  pickup_days: 3,
};

export function rulesOf(db: Db, schoolId: number): Promise<LibraryRules> {
  return cached(db, `${schoolId}|rules`, async () => {
    const [row] = await db.select().from(libraryRules).where(eq(libraryRules.schoolId, schoolId));
    if (!row) return DEFAULT_RULES;
    return {
      loan_days: row.loanDays,
      max_renewals: row.maxRenewals,
      renew_days: row.renewDays,
      renew_window_days: row.renewWindowDays,
      max_loans: row.maxLoans,
      max_reservations: row.maxReservations,
      pickup_days: row.pickupDays,
    };
  });
}

/** A school by its code (any case), with its library's rules: where a library page starts. */
export async function schoolLibrary(
  { db }: ServiceContext,
  { schoolCode }: { schoolCode: string },
): Promise<SchoolLibrary> {
  const [school] = await db
    .select()
    .from(schools)
    .where(eq(schools.code, schoolCode.toUpperCase()));
  if (!school) throw new ApiProblem(ResultCode.notFound, "api.error.schoolNotFound");
  return {
    id: school.id,
    code: school.code,
    name_zh: school.nameZh,
    name_cn: school.nameCn,
    name_en: school.nameEn,
    rules: await rulesOf(db, school.id),
  };
}
