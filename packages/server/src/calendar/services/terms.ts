import type { CalendarTerms, CalendarTermsRequest } from "@campus/contract";
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/sql";
import type { ServiceContext } from "../../services/context";
import { calendarSettings, calendarTerms } from "../schema";
import { forgetSchoolYear } from "./school-year";

/** A school that has set nothing: Hong Kong's six-day cycle, starting again each term. */
const DEFAULT_CYCLE = { cycleLength: 6, restartEachTerm: true } as const;

async function termsIn(db: Executor, schoolId: number): Promise<CalendarTerms> {
  const [settings, terms] = await Promise.all([
    db.select().from(calendarSettings).where(eq(calendarSettings.schoolId, schoolId)),
    db
      .select()
      .from(calendarTerms)
      .where(eq(calendarTerms.schoolId, schoolId))
      .orderBy(asc(calendarTerms.startDay)),
  ]);
  const cycle = settings[0] ?? DEFAULT_CYCLE;
  return {
    cycle_length: cycle.cycleLength,
    restart_each_term: cycle.restartEachTerm,
    terms: terms.map((term) => ({
      name_zh: term.nameZh,
      name_cn: term.nameCn,
      name_en: term.nameEn,
      start_day: term.startDay,
      end_day: term.endDay,
    })),
  };
}

/** The school's terms and timetable cycle (issue 36 §1). */
export function termsOf(ctx: ServiceContext, { schoolId }: { schoolId: number }) {
  return termsIn(ctx.db, schoolId);
}

/**
 * Replaces the school's terms and sets its cycle in one transaction (the schema has checked
 * their order and lengths); the school's year is read again on the next calendar call.
 */
export async function saveTerms(
  ctx: ServiceContext,
  { schoolId, input }: { schoolId: number; input: CalendarTermsRequest },
): Promise<CalendarTerms> {
  const saved = await ctx.db.transaction(async (tx) => {
    const cycle = { cycleLength: input.cycle_length, restartEachTerm: input.restart_each_term };
    await tx
      .insert(calendarSettings)
      .values({ schoolId, ...cycle })
      .onConflictDoUpdate({ target: calendarSettings.schoolId, set: cycle });
    await tx.delete(calendarTerms).where(eq(calendarTerms.schoolId, schoolId));
    await tx.insert(calendarTerms).values(
      input.terms.map((term) => ({
        schoolId,
        nameZh: term.name_zh,
        nameCn: term.name_cn || term.name_zh,
        nameEn: term.name_en,
        startDay: term.start_day,
        endDay: term.end_day,
      })),
    );
    return termsIn(tx, schoolId);
  });
  forgetSchoolYear(ctx.db, schoolId);
  return saved;
}
