import type { Locale } from "@campus/contract";
import { eq, inArray } from "drizzle-orm";
import { users } from "../../db/schema";
import type { ServiceContext } from "../../services/context";
import { guardiansOf, schoolNamer } from "../../services/families";
import type { Messenger } from "../../services/messenger";
import { formatSchoolDay } from "../../services/school-days";
import { nameFor } from "../../services/simplified";
import { translate } from "../messages";
import { feeDues, feeItems } from "../schema";
import { titleFor, type PaymentRow } from "./view";

/*
 * What fees tell families (decision 0050), through the one messenger, after what it is about is
 * saved: a new fee to pay, and the office's word on a deposit slip or a refund.
 */

/** An amount in the currency's minor unit as the reader writes money ("HK$120.00"). */
export function formatMoney(locale: Locale, minor: number, currency: string) {
  const format = new Intl.NumberFormat(locale, { style: "currency", currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

type Kind = "new" | "slipConfirmed" | "slipRejected" | "refunded";

/** Tells the guardians of each child of `dueIds` about their fee. */
async function tell(
  ctx: ServiceContext,
  messenger: Messenger,
  kind: Kind,
  { schoolId, dueIds, reason = "" }: { schoolId: number; dueIds: number[]; reason?: string },
) {
  const rows = await ctx.db
    .select({ due: feeDues, item: feeItems, nameZh: users.nameZh, nameEn: users.nameEn })
    .from(feeDues)
    .innerJoin(feeItems, eq(feeItems.id, feeDues.itemId))
    .innerJoin(users, eq(users.id, feeDues.studentId))
    .where(inArray(feeDues.id, dueIds));
  const [school, guardians] = await Promise.all([
    schoolNamer(ctx.db, schoolId),
    guardiansOf(
      ctx.db,
      rows.map((r) => r.due.studentId),
    ),
  ]);
  for (const { due, item, nameZh, nameEn } of rows) {
    const values = (locale: Locale) => ({
      school: school(locale),
      name: nameFor(locale, { name_zh: nameZh, name_en: nameEn }),
      title: titleFor(locale, item),
      amount: formatMoney(locale, due.amount, item.currency),
      day: formatSchoolDay(item.dueOn, locale),
      reason,
    });
    await messenger.send(ctx, schoolId, guardians.get(due.studentId) ?? [], {
      source: `fees.${kind}`,
      link: "/fees/home",
      ref: `fee_due:${due.id}`,
      subject: (locale) => translate(locale, `fees.${kind}.subject`, values(locale)),
      text: (locale) => translate(locale, `fees.${kind}.text`, values(locale)),
    });
  }
}

/** A new fee, to every family of its children. */
export const tellNewFee = (
  ctx: ServiceContext,
  messenger: Messenger,
  { schoolId, dueIds }: { schoolId: number; dueIds: number[] },
) => tell(ctx, messenger, "new", { schoolId, dueIds });

/** The office's word on a payment: a slip confirmed or rejected, a fee refunded. */
export function tellDecision(ctx: ServiceContext, messenger: Messenger, payment: PaymentRow) {
  const kind: Kind =
    payment.state === "refunded"
      ? "refunded"
      : payment.state === "rejected"
        ? "slipRejected"
        : "slipConfirmed";
  return tell(ctx, messenger, kind, {
    schoolId: payment.schoolId,
    dueIds: [payment.dueId],
    reason: payment.reason ?? "",
  });
}
