import { needsTrait, type EcaEvent, type SaveAwards } from "@campus/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import { conflict, forbidden, invalidField } from "../../http/api-problem";
import type { ServiceContext } from "../../services/context";
import type { EcaCaller } from "../callers";
import { ecaEventPrizes, ecaEvents, ecaEventTraits, ecaPrizes, ecaTraits } from "../schema";
import { eventOf, eventRow, isOffice, mayEdit, sinceReopened } from "./event";

/**
 * Step 2 of the editor: the trait items an event recognises and the prizes it awards. The same
 * editors and version rule as its basic information; a competition needs a trait item (spec
 * §5); a disabled trait or prize stays on an event that has it but cannot be newly chosen. A
 * rejected event corrected here goes back for approval, its reason kept; so does a passed one a
 * teacher changes (issue 37).
 */
export async function saveAwards(
  ctx: ServiceContext,
  { me, body }: { me: EcaCaller; body: SaveAwards },
): Promise<EcaEvent> {
  const { db, locale } = ctx;
  const event = await eventRow(db, me.schoolId, body.id);
  if (!(await mayEdit(db, me, event))) throw forbidden();
  if (body.version !== event.version) throw conflict("eca.error.stale");

  const traitIds = [...new Set(body.trait_ids)];
  if (needsTrait(event.nature, traitIds))
    throw invalidField(locale, "trait_ids", "validation.traitRequired");
  const [currentTraits, currentPrizes] = await Promise.all([
    db
      .select({ id: ecaEventTraits.traitId })
      .from(ecaEventTraits)
      .where(eq(ecaEventTraits.eventId, event.id)),
    db
      .select({ id: ecaEventPrizes.prizeId })
      .from(ecaEventPrizes)
      .where(eq(ecaEventPrizes.eventId, event.id)),
  ]);
  const usable = <T extends { id: number; status: string }>(rows: T[], kept: { id: number }[]) =>
    rows.filter((r) => r.status === "enabled" || kept.some((k) => k.id === r.id)).length;

  const traits = traitIds.length
    ? await db
        .select({ id: ecaTraits.id, status: ecaTraits.status })
        .from(ecaTraits)
        .where(and(inArray(ecaTraits.id, traitIds), eq(ecaTraits.schoolId, me.schoolId)))
    : [];
  if (usable(traits, currentTraits) !== traitIds.length)
    throw invalidField(locale, "trait_ids", "eca.error.settingUnavailable");
  const prizeIds = body.prizes.map((p) => p.prize_id);
  const prizes = prizeIds.length
    ? await db
        .select({ id: ecaPrizes.id, status: ecaPrizes.status })
        .from(ecaPrizes)
        .where(and(inArray(ecaPrizes.id, prizeIds), eq(ecaPrizes.schoolId, me.schoolId)))
    : [];
  if (usable(prizes, currentPrizes) !== prizeIds.length)
    throw invalidField(locale, "prizes", "eca.error.settingUnavailable");

  // A passed event's traits or prizes changed by a teacher: back for approval, as step 1.
  const same = (a: number[], b: number[]) =>
    JSON.stringify([...a].sort((x, y) => x - y)) === JSON.stringify([...b].sort((x, y) => x - y));
  const quantities = await db
    .select({ id: ecaEventPrizes.prizeId, quantity: ecaEventPrizes.quantity })
    .from(ecaEventPrizes)
    .where(eq(ecaEventPrizes.eventId, event.id));
  const fieldsChanged = [
    ...(same(
      traitIds,
      currentTraits.map((t) => t.id),
    )
      ? []
      : ["trait_ids"]),
    ...(body.prizes.length !== quantities.length ||
    body.prizes.some(
      (p) => quantities.find((q) => q.id === p.prize_id)?.quantity !== Number(p.quantity),
    )
      ? ["prizes"]
      : []),
  ];
  const reopens = event.status === "passed" && !isOffice(me) && fieldsChanged.length > 0;
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(ecaEvents)
      .set({
        version: sql`${ecaEvents.version} + 1`,
        updatedAt: ctx.now,
        ...(event.status === "rejected" || reopens ? { status: "pending" as const } : {}),
        ...sinceReopened(event, reopens, fieldsChanged),
      })
      .where(and(eq(ecaEvents.id, event.id), eq(ecaEvents.version, event.version)))
      .returning({ id: ecaEvents.id });
    if (!changed) throw conflict("eca.error.stale");
    await tx.delete(ecaEventTraits).where(eq(ecaEventTraits.eventId, event.id));
    await tx.delete(ecaEventPrizes).where(eq(ecaEventPrizes.eventId, event.id));
    if (traitIds.length)
      await tx
        .insert(ecaEventTraits)
        .values(traitIds.map((traitId) => ({ eventId: event.id, traitId })));
    if (body.prizes.length)
      await tx.insert(ecaEventPrizes).values(
        body.prizes.map((p) => ({
          eventId: event.id,
          prizeId: p.prize_id,
          quantity: Number(p.quantity),
        })),
      );
  });
  return eventOf(ctx, { me, id: event.id });
}
