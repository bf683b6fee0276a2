import type { OnlinePaymentMethod } from "@campus/contract";
import type { FamilyFeeView, FamilyFees } from "@campus/contract/fees";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { pageWindow } from "../../db/sql";
import type { ServiceContext } from "../../services/context";
import type { Payer } from "../callers";
import { feeDues, feeItems } from "../schema";
import { currencyOf, familyFeeOf, latestPayments } from "./view";

const VIEW_STATES = {
  due: ["unpaid", "paying"],
  history: ["paid", "refunded"],
} as const;

/**
 * The current child's fees, one page: those still to pay, the earliest last day first; or the
 * history, the latest settled first. With what is owed in all and the methods the school takes.
 */
export async function familyFees(
  ctx: ServiceContext,
  {
    payer,
    view,
    pageNum,
    pageSize,
    methods,
  }: {
    payer: Payer;
    view: FamilyFeeView;
    pageNum: number;
    pageSize: number;
    methods: readonly OnlinePaymentMethod[];
  },
): Promise<FamilyFees> {
  const { db, locale, now } = ctx;
  const { limit, offset } = pageWindow(pageNum, pageSize);
  const child = eq(feeDues.studentId, payer.child.id);
  const where = and(child, inArray(feeDues.state, [...VIEW_STATES[view]]));
  const [rows, [total], [owing]] = await Promise.all([
    db
      .select({ due: feeDues, item: feeItems })
      .from(feeDues)
      .innerJoin(feeItems, eq(feeItems.id, feeDues.itemId))
      .where(where)
      .orderBy(
        ...(view === "due"
          ? [asc(feeItems.dueOn), asc(feeDues.id)]
          : [desc(feeDues.updatedAt), desc(feeDues.id)]),
      )
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(feeDues).where(where),
    db
      .select({
        count: count(),
        amount: sql<number>`coalesce(sum(${feeDues.amount}), 0)`.mapWith(Number),
        currency: sql<string | null>`min(${feeItems.currency})`,
      })
      .from(feeDues)
      .innerJoin(feeItems, eq(feeItems.id, feeDues.itemId))
      .where(and(child, inArray(feeDues.state, [...VIEW_STATES.due]))),
  ]);
  const latest = await latestPayments(
    db,
    rows.map((r) => r.due.id),
  );
  return {
    list: rows.map(({ due, item }) =>
      familyFeeOf(locale, now, { due, item, payment: latest.get(due.id) }),
    ),
    total: total!.n,
    pageNum,
    pageSize,
    owing: {
      count: owing!.count,
      amount: owing!.amount,
      currency: owing!.currency ?? currencyOf("hk"),
    },
    methods: [...methods],
  };
}
