import {
  OLE_AREAS,
  type EcaCategory,
  type EcaPrize,
  type EcaRule,
  type EcaSettingKind,
  type EcaSettings,
  type EcaSemester,
  type EcaSettingStatus,
  type EcaTag,
  type EcaTrait,
  type SaveCategory,
  type SavePrize,
  type SaveRule,
  type SaveTag,
} from "@campus/contract";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { isUniqueViolation } from "../../db/sql";
import { conflict, missing } from "../../http/api-problem";
import type { ServiceContext } from "../../services/context";
import { schoolDay } from "../../services/school-days";
import { simplified } from "../../services/simplified";
import {
  ecaCategories,
  ecaEntries,
  ecaEventPrizes,
  ecaEvents,
  ecaEventTags,
  ecaPrizes,
  ecaRules,
  ecaEventTraits,
  ecaTags,
  ecaTraits,
} from "../schema";

/** Decimals as people read them (10.5) ↔ the hundredths the tables keep (1050). */
export const toHundredths = (n: number) => Math.round(n * 100);
export const fromHundredths = (n: number) => n / 100;

/** The school year a day falls in, by its starting year: September starts a new one. */
export function schoolYearOf(now: Date): number {
  const [year, month] = schoolDay(now).split("-").map(Number) as [number, number];
  return month >= 9 ? year : year - 1;
}

/** The term a day (YYYY-MM-DD) falls in: September to January the first, then the second. */
export function semesterOf(day: string): EcaSemester {
  const month = Number(day.slice(5, 7));
  return month >= 9 || month === 1 ? "first" : "second";
}

const TABLES = {
  category: ecaCategories,
  prize: ecaPrizes,
  tag: ecaTags,
  trait: ecaTraits,
} as const;

/** The school's rule, or the default (Hong Kong, plain scores) when it never set one. */
export async function ruleOf(db: Db, schoolId: number): Promise<EcaRule> {
  const [row] = await db.select().from(ecaRules).where(eq(ecaRules.schoolId, schoolId));
  return {
    region: row?.region ?? "hk",
    level_factors: row?.levelFactors ?? false,
    group_percent: row?.groupPercent ?? null,
  };
}

/*
 * The counts name their tables in plain SQL: drizzle writes a column of a query without joins
 * unqualified, which inside a subquery would mean the subquery's own table.
 */

/** Every setting of the school in the order the office set them, with how often each is used. */
export async function settingsOf(
  { db, now }: ServiceContext,
  schoolId: number,
): Promise<EcaSettings> {
  const [rule, categories, prizes, tags, traits, years] = await Promise.all([
    ruleOf(db, schoolId),
    db
      .select({
        row: ecaCategories,
        used: sql<number>`(select count(*)::int from eca_events ev where ev.category_id = eca_categories.id)`,
      })
      .from(ecaCategories)
      .where(eq(ecaCategories.schoolId, schoolId))
      .orderBy(asc(ecaCategories.sort), asc(ecaCategories.id)),
    db
      .select({
        row: ecaPrizes,
        used: sql<number>`(select count(*)::int from eca_entries en where en.prize_id = eca_prizes.id)
          + (select count(*)::int from eca_event_prizes ep where ep.prize_id = eca_prizes.id)`,
      })
      .from(ecaPrizes)
      .where(eq(ecaPrizes.schoolId, schoolId))
      .orderBy(asc(ecaPrizes.sort), asc(ecaPrizes.id)),
    db
      .select({
        row: ecaTags,
        used: sql<number>`(select count(*)::int from eca_event_tags et where et.tag_id = eca_tags.id)`,
      })
      .from(ecaTags)
      .where(eq(ecaTags.schoolId, schoolId))
      .orderBy(asc(ecaTags.sort), asc(ecaTags.id)),
    db
      .select({
        row: ecaTraits,
        used: sql<number>`(select count(*)::int from eca_event_traits et where et.trait_id = eca_traits.id)`,
      })
      .from(ecaTraits)
      .where(eq(ecaTraits.schoolId, schoolId))
      .orderBy(asc(ecaTraits.sort), asc(ecaTraits.id)),
    db
      .selectDistinct({ year: ecaEvents.schoolYear })
      .from(ecaEvents)
      .where(eq(ecaEvents.schoolId, schoolId))
      .orderBy(desc(ecaEvents.schoolYear)),
  ]);
  const current = schoolYearOf(now);
  const schoolYears = [...new Set([current, ...years.map((y) => y.year)])].sort((a, b) => b - a);
  return {
    rule,
    categories: categories.map(({ row, used }) => categoryOf(row, used)),
    prizes: prizes.map(({ row, used }) => prizeOf(row, used)),
    tags: tags.map(({ row, used }) => tagOf(row, used)),
    traits: traits.map(({ row, used }) => tagOf(row, used)),
    school_years: schoolYears,
    current_year: current,
  };
}

type CategoryRow = typeof ecaCategories.$inferSelect;
type PrizeRow = typeof ecaPrizes.$inferSelect;
type TagRow = typeof ecaTags.$inferSelect;

const base = (row: TagRow, used: number) => ({
  id: row.id,
  name_zh: row.nameZh,
  name_cn: row.nameCn || simplified(row.nameZh),
  own_name_cn: row.nameCn ?? "",
  name_en: row.nameEn,
  status: row.status,
  used,
});

const categoryOf = (row: CategoryRow, used: number): EcaCategory => ({
  ...base(row, used),
  score: fromHundredths(row.score),
  cap: row.cap === null ? null : fromHundredths(row.cap),
  preset_key: row.presetKey,
});

const prizeOf = (row: PrizeRow, used: number): EcaPrize => ({
  ...base(row, used),
  multiplier: fromHundredths(row.multiplier),
  quantity: row.quantity,
});

const tagOf = (row: TagRow, used: number): EcaTag => base(row, used);

/**
 * Adds a setting (last in the list) or changes one of the school's; two with the same name in
 * either language are refused (the import and the filters find a setting by its name).
 */
async function saveSetting<K extends EcaSettingKind>(
  db: Db,
  kind: K,
  schoolId: number,
  id: number | undefined,
  values: Record<string, unknown>,
): Promise<(typeof TABLES)[K]["$inferSelect"]> {
  const table = TABLES[kind] as typeof ecaTags;
  try {
    if (id === undefined) {
      const [last] = await db
        .select({ sort: sql<number>`coalesce(max(${table.sort}), 0)::int` })
        .from(table)
        .where(eq(table.schoolId, schoolId));
      const [row] = await db
        .insert(table)
        .values({ schoolId, sort: (last?.sort ?? 0) + 1, ...values } as typeof table.$inferInsert)
        .returning();
      return row as never;
    }
    const [row] = await db
      .update(table)
      .set(values)
      .where(and(eq(table.id, id), eq(table.schoolId, schoolId)))
      .returning();
    if (!row) throw missing("eca.error.settingNotFound");
    return row as never;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("eca.error.nameTaken");
    throw error;
  }
}

/** The record a save names ("12"), or none for a new one. */
const idOf = (body: { id?: string }) => (body.id ? Number(body.id) : undefined);

const names = (body: {
  name_zh: string;
  name_cn?: string;
  name_en: string;
  status: EcaSettingStatus;
}) => ({
  nameZh: body.name_zh,
  nameCn: body.name_cn || null,
  nameEn: body.name_en,
  status: body.status,
});

/** Counted as the settings list counts it: for the answer of one save. */
async function usedOf(db: Db, kind: EcaSettingKind, id: number): Promise<number> {
  const settings = await (kind === "category"
    ? db
        .select({ n: sql<number>`count(*)::int` })
        .from(ecaEvents)
        .where(eq(ecaEvents.categoryId, id))
    : kind === "tag"
      ? db
          .select({ n: sql<number>`count(*)::int` })
          .from(ecaEventTags)
          .where(eq(ecaEventTags.tagId, id))
      : kind === "trait"
        ? db
            .select({ n: sql<number>`count(*)::int` })
            .from(ecaEventTraits)
            .where(eq(ecaEventTraits.traitId, id))
        : db
            .select({
              n: sql<number>`(select count(*)::int from ${ecaEntries} where ${ecaEntries.prizeId} = ${id})
              + (select count(*)::int from ${ecaEventPrizes} where ${ecaEventPrizes.prizeId} = ${id})`,
            })
            .from(sql`(select 1) as one`));
  return settings[0]?.n ?? 0;
}

export async function saveCategory(
  { db }: ServiceContext,
  { schoolId, body }: { schoolId: number; body: SaveCategory },
): Promise<EcaCategory> {
  const row = await saveSetting(db, "category", schoolId, idOf(body), {
    ...names(body),
    score: toHundredths(Number(body.score)),
    cap: body.cap ? toHundredths(Number(body.cap)) : null,
  });
  return categoryOf(row, await usedOf(db, "category", row.id));
}

export async function savePrize(
  { db }: ServiceContext,
  { schoolId, body }: { schoolId: number; body: SavePrize },
): Promise<EcaPrize> {
  const row = await saveSetting(db, "prize", schoolId, idOf(body), {
    ...names(body),
    multiplier: toHundredths(Number(body.multiplier)),
    quantity: Number(body.quantity),
  });
  return prizeOf(row, await usedOf(db, "prize", row.id));
}

export async function saveTag(
  { db }: ServiceContext,
  { schoolId, body }: { schoolId: number; body: SaveTag },
): Promise<EcaTag> {
  const row = await saveSetting(db, "tag", schoolId, idOf(body), names(body));
  return tagOf(row, await usedOf(db, "tag", row.id));
}

export async function saveTrait(
  { db }: ServiceContext,
  { schoolId, body }: { schoolId: number; body: SaveTag },
): Promise<EcaTrait> {
  const row = await saveSetting(db, "trait", schoolId, idOf(body), names(body));
  return tagOf(row, await usedOf(db, "trait", row.id));
}

/** Enables or disables one: old records keep it either way. */
export async function setSettingStatus(
  ctx: ServiceContext,
  {
    schoolId,
    kind,
    id,
    status,
  }: { schoolId: number; kind: EcaSettingKind; id: number; status: EcaSettingStatus },
): Promise<EcaSettings> {
  const table = TABLES[kind] as typeof ecaTags;
  const [row] = await ctx.db
    .update(table)
    .set({ status })
    .where(and(eq(table.id, id), eq(table.schoolId, schoolId)))
    .returning({ id: table.id });
  if (!row) throw missing("eca.error.settingNotFound");
  return settingsOf(ctx, schoolId);
}

/** Deletes one that nothing uses; one in use is refused (disable it instead). */
export async function deleteSetting(
  ctx: ServiceContext,
  { schoolId, kind, id }: { schoolId: number; kind: EcaSettingKind; id: number },
): Promise<EcaSettings> {
  const table = TABLES[kind] as typeof ecaTags;
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.schoolId, schoolId)))
      .for("update");
    if (!row) throw missing("eca.error.settingNotFound");
    if ((await usedOf(tx as unknown as Db, kind, id)) > 0) throw conflict("eca.error.settingInUse");
    await tx.delete(table).where(eq(table.id, id));
  });
  return settingsOf(ctx, schoolId);
}

/**
 * Hong Kong's five OLE areas as categories, each once (by its key): a school that renamed or
 * disabled one keeps its version. A name already taken by one of the school's own categories
 * is refused as any save would be.
 */
export async function addOlePreset(ctx: ServiceContext, schoolId: number): Promise<EcaSettings> {
  const have = new Set(
    (
      await ctx.db
        .select({ key: ecaCategories.presetKey })
        .from(ecaCategories)
        .where(eq(ecaCategories.schoolId, schoolId))
    ).map((r) => r.key),
  );
  await ctx.db.transaction(async (tx) => {
    for (const area of OLE_AREAS) {
      if (have.has(area.key)) continue;
      await saveSetting(tx as unknown as Db, "category", schoolId, undefined, {
        nameZh: area.zh,
        nameEn: area.en,
        status: "enabled",
        score: area.score,
        presetKey: area.key,
      });
    }
  });
  return settingsOf(ctx, schoolId);
}

export async function saveRule(
  { db }: ServiceContext,
  { schoolId, body }: { schoolId: number; body: SaveRule },
): Promise<EcaRule> {
  const values = {
    region: body.region,
    levelFactors: body.level_factors === "on",
    groupPercent: body.group_percent ? Number(body.group_percent) : null,
  };
  await db
    .insert(ecaRules)
    .values({ schoolId, ...values })
    .onConflictDoUpdate({ target: ecaRules.schoolId, set: values });
  return ruleOf(db, schoolId);
}
