import type { Locale, Page } from "@campus/contract";
import type {
  FeeClass,
  FeeCounts,
  FeeDueFilter,
  FeeItem,
  FeeItemDetail,
  NewFeeItem,
  OfficeDue,
} from "@campus/contract/fees";
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database";
import { schools, users } from "../../db/schema";
import { pageWindow } from "../../db/sql";
import { invalidField, notFound } from "../../http/api-problem";
import type { SchoolMember } from "../../http/route";
import type { Follower } from "../callers";
import type { ChildGroupSource } from "../../server-feature";
import { studentsOf } from "../../services/audience";
import type { ServiceContext } from "../../services/context";
import { schoolDay } from "../../services/school-days";
import { feeDues, feeItems } from "../schema";
import { nameFor } from "../../services/simplified";
import { currencyOf, itemOf, latestPayments, paymentOf, type DueRow, type ItemRow } from "./view";

/*
 * The office's fees (decision 0050): a fee set for an audience fixes, that day, one due per child
 * of it on the roster; the office follows each fee by class and child.
 */

/** The counts of dues matching `where`, grouped by `by` (a fee, a class). */
const countColumns = {
  children: count(),
  unpaid: sql<number>`count(*) filter (where ${feeDues.state} = 'unpaid')`.mapWith(Number),
  paying: sql<number>`count(*) filter (where ${feeDues.state} = 'paying')`.mapWith(Number),
  paid: sql<number>`count(*) filter (where ${feeDues.state} = 'paid')`.mapWith(Number),
  refunded: sql<number>`count(*) filter (where ${feeDues.state} = 'refunded')`.mapWith(Number),
  collected:
    sql<number>`coalesce(sum(${feeDues.amount}) filter (where ${feeDues.state} = 'paid'), 0)`.mapWith(
      Number,
    ),
};

const NO_COUNTS: FeeCounts = {
  children: 0,
  unpaid: 0,
  paying: 0,
  paid: 0,
  refunded: 0,
  collected: 0,
};

/** The dues a follower reads: a class teacher their classes' children's alone. */
const inClasses = (classes: string[] | null) =>
  classes === null ? undefined : inArray(users.className, classes.length ? classes : [""]);

async function countsByItem(db: Db, itemIds: number[], classes: string[] | null) {
  if (itemIds.length === 0) return new Map<number, FeeCounts>();
  const rows = await db
    .select({ itemId: feeDues.itemId, ...countColumns })
    .from(feeDues)
    .innerJoin(users, eq(users.id, feeDues.studentId))
    .where(and(inArray(feeDues.itemId, itemIds), inClasses(classes)))
    .groupBy(feeDues.itemId);
  return new Map(rows.map(({ itemId, ...counts }) => [itemId, counts]));
}

async function itemOfSchool(db: Db, schoolId: number, itemId: number): Promise<ItemRow> {
  const [row] = await db
    .select()
    .from(feeItems)
    .where(and(eq(feeItems.id, itemId), eq(feeItems.schoolId, schoolId)));
  if (!row) throw notFound();
  return row;
}

/**
 * Sets a fee: its last day today or later, its audience naming at least one child on today's
 * roster (students chosen one by one must all be the school's). Answers the fee and its dues
 * (to tell the families).
 */
export async function createItem(
  ctx: ServiceContext,
  {
    office,
    input,
    groups,
  }: { office: SchoolMember; input: NewFeeItem; groups: readonly ChildGroupSource[] },
): Promise<{ item: FeeItem; dueIds: number[] }> {
  const { db, now, locale } = ctx;
  if (input.due_on < schoolDay(now)) throw invalidField(locale, "due_on", "fees.error.dueOnPast");
  const students =
    input.audience.kind === "replies"
      ? await groupStudents(ctx, office.schoolId, input.audience.key, groups)
      : await studentsOf(db, office.schoolId, input.audience);
  if (input.audience.kind === "students" && students.length < input.audience.student_ids.length)
    throw invalidField(locale, "audience", "fees.error.notOurStudent");
  if (students.length === 0) throw invalidField(locale, "audience", "fees.error.noChildren");
  const [school] = await db
    .select({ region: schools.region })
    .from(schools)
    .where(eq(schools.id, office.schoolId));
  const { row, dueIds } = await db.transaction(async (tx) => {
    const [item] = await tx
      .insert(feeItems)
      .values({
        schoolId: office.schoolId,
        titleZh: input.title_zh,
        titleEn: input.title_en ?? "",
        note: input.note ?? "",
        amount: input.amount,
        currency: currencyOf(school?.region ?? "hk"),
        dueOn: input.due_on,
        audience: input.audience,
        createdBy: office.userId,
        createdAt: now,
      })
      .returning();
    const dues = await tx
      .insert(feeDues)
      .values(
        students.map((student) => ({
          schoolId: office.schoolId,
          itemId: item!.id,
          studentId: student.id,
          amount: input.amount,
          state: "unpaid" as const,
          updatedAt: now,
        })),
      )
      .returning({ id: feeDues.id });
    return { row: item!, dueIds: dues.map((due) => due.id) };
  });
  return {
    item: itemOf(locale, row, {
      ...NO_COUNTS,
      children: students.length,
      unpaid: students.length,
    }),
    dueIds,
  };
}

/**
 * The children of a group another feature names (notices: who chose an option on a slip), on
 * today's roster; a key no source knows is refused.
 */
async function groupStudents(
  { db, locale }: ServiceContext,
  schoolId: number,
  key: string,
  groups: readonly ChildGroupSource[],
) {
  for (const source of groups) {
    const ids = await source.children(db, schoolId, key);
    if (ids)
      return ids.length ? studentsOf(db, schoolId, { kind: "students", student_ids: ids }) : [];
  }
  throw invalidField(locale, "audience", "fees.error.noSuchGroup");
}

/** The groups of children a fee may be set for, from every feature that names some. */
export async function childGroups(
  { db, locale }: ServiceContext,
  { schoolId, groups }: { schoolId: number; groups: readonly ChildGroupSource[] },
) {
  const named = await Promise.all(groups.map((source) => source.groups(db, schoolId, locale)));
  return { groups: named.flat() };
}

/**
 * The school's fees, one page, the latest last day first; a class teacher's, those their
 * classes' children owe, counted over those children.
 */
export async function itemsPage(
  { db, locale }: ServiceContext,
  { follower, pageNum, pageSize }: { follower: Follower; pageNum: number; pageSize: number },
): Promise<Page<FeeItem>> {
  const { limit, offset } = pageWindow(pageNum, pageSize);
  const theirs =
    follower.classes === null
      ? undefined
      : inArray(
          feeItems.id,
          db
            .selectDistinct({ id: feeDues.itemId })
            .from(feeDues)
            .innerJoin(users, eq(users.id, feeDues.studentId))
            .where(and(eq(feeDues.schoolId, follower.schoolId), inClasses(follower.classes))),
        );
  const ours = and(eq(feeItems.schoolId, follower.schoolId), theirs);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(feeItems)
      .where(ours)
      .orderBy(desc(feeItems.dueOn), desc(feeItems.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(feeItems).where(ours),
  ]);
  const counts = await countsByItem(
    db,
    rows.map((row) => row.id),
    follower.classes,
  );
  return {
    list: rows.map((row) => itemOf(locale, row, counts.get(row.id) ?? NO_COUNTS)),
    total: total!.n,
    pageNum,
    pageSize,
  };
}

/** One fee with its counts class by class (children with no class last), a class teacher's classes'. */
export async function itemDetail(
  { db, locale }: ServiceContext,
  { follower, itemId }: { follower: Follower; itemId: number },
): Promise<FeeItemDetail> {
  const row = await itemOfSchool(db, follower.schoolId, itemId);
  const [counts, classes] = await Promise.all([
    countsByItem(db, [row.id], follower.classes),
    db
      .select({ className: users.className, ...countColumns })
      .from(feeDues)
      .innerJoin(users, eq(users.id, feeDues.studentId))
      .where(and(eq(feeDues.itemId, row.id), inClasses(follower.classes)))
      .groupBy(users.className)
      .orderBy(sql`${users.className} asc nulls last`),
  ]);
  // A class teacher none of whose children owes it: not theirs to read.
  if (follower.classes !== null && classes.length === 0) throw notFound();
  return {
    ...itemOf(locale, row, counts.get(row.id) ?? NO_COUNTS),
    classes: classes.map(({ className, ...c }): FeeClass => ({
      class_name: className ?? "",
      ...c,
    })),
  };
}

const FILTERS: Record<FeeDueFilter, SQL | undefined> = {
  all: undefined,
  owing: inArray(feeDues.state, ["unpaid", "paying"]),
  paying: eq(feeDues.state, "paying"),
  paid: eq(feeDues.state, "paid"),
  refunded: eq(feeDues.state, "refunded"),
};

/** A fee's children, one page, by class and class number. */
export async function duesPage(
  { db, locale }: ServiceContext,
  {
    follower,
    item_id,
    class_name,
    filter,
    pageNum,
    pageSize,
  }: {
    follower: Follower;
    item_id: number;
    class_name?: string;
    filter: FeeDueFilter;
    pageNum: number;
    pageSize: number;
  },
): Promise<Page<OfficeDue>> {
  const item = await itemOfSchool(db, follower.schoolId, item_id);
  const { limit, offset } = pageWindow(pageNum, pageSize);
  const where = and(
    eq(feeDues.itemId, item.id),
    FILTERS[filter],
    class_name ? eq(users.className, class_name) : undefined,
    inClasses(follower.classes),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ due: feeDues, student: users })
      .from(feeDues)
      .innerJoin(users, eq(users.id, feeDues.studentId))
      .where(where)
      .orderBy(sql`${users.className} asc nulls last`, asc(users.classNumber), asc(feeDues.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(feeDues)
      .innerJoin(users, eq(users.id, feeDues.studentId))
      .where(where),
  ]);
  return {
    list: await officeDues(db, locale, item.currency, rows),
    total: total!.n,
    pageNum,
    pageSize,
  };
}

type StudentRow = typeof users.$inferSelect;

/** Dues with their students as the office reads them, each with its latest payment. */
async function officeDues(
  db: Db,
  locale: Locale,
  currency: string,
  rows: { due: DueRow; student: StudentRow }[],
): Promise<OfficeDue[]> {
  const latest = await latestPayments(
    db,
    rows.map((r) => r.due.id),
  );
  return rows.map(({ due, student }) => {
    const payment = latest.get(due.id);
    return {
      id: due.id,
      student: {
        id: student.id,
        name: nameFor(locale, { name_zh: student.nameZh, name_en: student.nameEn }),
        class_name: student.className,
        class_no: student.classNumber,
      },
      amount: due.amount,
      currency,
      state: due.state,
      payment: payment ? paymentOf(payment) : null,
    };
  });
}

/** One child's due of the school as the office reads it (after a slip decided, a refund). */
export async function officeDueOf(
  { db, locale }: ServiceContext,
  { schoolId, dueId }: { schoolId: number; dueId: number },
): Promise<OfficeDue> {
  const [row] = await db
    .select({ due: feeDues, student: users, currency: feeItems.currency })
    .from(feeDues)
    .innerJoin(users, eq(users.id, feeDues.studentId))
    .innerJoin(feeItems, eq(feeItems.id, feeDues.itemId))
    .where(and(eq(feeDues.id, dueId), eq(feeDues.schoolId, schoolId)));
  if (!row) throw notFound();
  const [due] = await officeDues(db, locale, row.currency, [row]);
  return due!;
}
