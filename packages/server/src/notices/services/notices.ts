import type {
  Notice,
  NoticeAudience,
  NoticeReply,
  NoticeSlip,
  OfficeNotice,
  SaveNotice,
} from "@campus/contract/notices";
import type { Attachment, Page } from "@campus/contract";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { guardianships } from "../../db/schema";
import { pageWindow, rows } from "../../db/sql";
import { conflict, notFound } from "../../http/api-problem";
import type { SchoolMember } from "../../http/route";
import { studentsOf } from "../../services/audience";
import type { ServiceContext } from "../../services/context";
import { schoolDay } from "../../services/school-days";
import type { Auth } from "../../services/sessions";
import { noticeReads, noticeRecipients, notices, type NoticeRow } from "../schema";
import { noticeAttachments } from "./attachments";

/*
 * Notices (decision 0044): the office writes a draft and sends it, its recipients fixed per
 * child then; a family reads the notices sent for its children, and opening one records that
 * it was read. Replying on a slip is replies.ts.
 */

// ── A family's notices ───────────────────────────────────────────────────────────────────

/** The children a family member reads notices for: a parent's, or a student themself. */
export async function childrenOf(db: Db, auth: Auth): Promise<number[]> {
  const { user } = auth;
  if (user.roles.includes("parent")) {
    const linked = await db
      .select({ id: guardianships.studentId })
      .from(guardianships)
      .where(eq(guardianships.parentId, user.id));
    return linked.map((row) => row.id);
  }
  return user.roles.includes("student") ? [user.id] : [];
}

/** The children asked about: one of the family's (else not found), or all of them. */
export async function askedChildren(db: Db, auth: Auth, childId: number | undefined) {
  const children = await childrenOf(db, auth);
  if (childId === undefined) return children;
  if (!children.includes(childId)) throw notFound("api.error.childNotFound");
  return [childId];
}

export interface FamilyRow {
  id: number;
  school_id: number;
  attachments: number[];
  title_zh: string;
  title_en: string;
  body_zh: string;
  body_en: string;
  published_at: Date;
  child_id: number;
  child_name_zh: string;
  child_name_en: string;
  read_at: Date | null;
  slip: NoticeSlip | null;
  /** The current reply's, all null without one. */
  reply_answers: NoticeReply["answers"] | null;
  reply_signed_by: string | null;
  reply_signed_at: Date | null;
  reply_signed_with: NoticeReply["signed_with"] | null;
}

/** Every row's files, read in one query a school, by id. */
async function filesOf(db: Db, list: { schoolId: number; ids: number[] }[]) {
  const bySchool = new Map<number, number[]>();
  for (const { schoolId, ids } of list)
    bySchool.set(schoolId, [...(bySchool.get(schoolId) ?? []), ...ids]);
  const found = await Promise.all(
    [...bySchool].map(([schoolId, ids]) => noticeAttachments.of(db, { schoolId, ids })),
  );
  return new Map(found.flat().map((file) => [file.id, file]));
}

const filesIn = (ids: number[], files: Map<number, Attachment>) =>
  ids.flatMap((id) => files.get(id) ?? []);

const familyNotice = (row: FamilyRow, files: Map<number, Attachment>): Notice => ({
  id: row.id,
  title_zh: row.title_zh,
  title_en: row.title_en,
  body_zh: row.body_zh,
  body_en: row.body_en,
  attachments: filesIn(row.attachments, files),
  published_at: new Date(row.published_at).toISOString(),
  child: { id: row.child_id, name_zh: row.child_name_zh, name_en: row.child_name_en },
  read_at: row.read_at === null ? null : new Date(row.read_at).toISOString(),
  slip: row.slip,
  reply:
    row.reply_answers === null
      ? null
      : {
          answers: row.reply_answers,
          signed_by: row.reply_signed_by ?? "",
          signed_at: new Date(row.reply_signed_at!).toISOString(),
          signed_with: row.reply_signed_with ?? "none",
        },
});

/** Rows as the family reads them, with their files. */
export async function familyNoticesOf(db: Db, list: FamilyRow[]): Promise<Notice[]> {
  const files = await filesOf(
    db,
    list.map((row) => ({ schoolId: row.school_id, ids: row.attachments })),
  );
  return list.map((row) => familyNotice(row, files));
}

/**
 * A sent notice and child, with when the family first read it for that child and the current
 * reply on its slip, if any.
 */
export const familySelect = (children: number[]) => sql`
  SELECT n.id, n.school_id, n.attachments, n.title_zh, n.title_en, n.body_zh, n.body_en,
    n.published_at, n.slip,
    s.id AS child_id, s.name_zh AS child_name_zh, s.name_en AS child_name_en,
    (SELECT min(r.first_seen_at) FROM notice_reads r
      WHERE r.notice_id = n.id AND r.student_id = s.id) AS read_at,
    rr.answers AS reply_answers, sb.name_zh AS reply_signed_by, rr.signed_at AS reply_signed_at,
    rr.signed_with AS reply_signed_with
  FROM notice_recipients nr
  JOIN notices n ON n.id = nr.notice_id AND n.status = 'published'
  JOIN users s ON s.id = nr.student_id AND s.school_id = n.school_id
  LEFT JOIN notice_replies rr
    ON rr.notice_id = n.id AND rr.student_id = s.id AND rr.reopened_at IS NULL
  LEFT JOIN users sb ON sb.id = rr.signed_by
  WHERE nr.student_id IN (${sql.join(
    children.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/** The notices sent for the family's children (or one child's): unread first, then newest. */
export async function familyNotices(
  ctx: ServiceContext,
  {
    auth,
    childId,
    pageNum,
    pageSize,
  }: { auth: Auth; childId?: number; pageNum: number; pageSize: number },
): Promise<Page<Notice>> {
  const children = await askedChildren(ctx.db, auth, childId);
  if (children.length === 0) return { list: [], total: 0, pageNum, pageSize };
  const { limit, offset } = pageWindow(pageNum, pageSize);
  const [list, [counted]] = await Promise.all([
    rows<FamilyRow>(
      ctx.db,
      sql`SELECT * FROM (${familySelect(children)}) f
        ORDER BY f.read_at IS NOT NULL, f.published_at DESC, f.id DESC, f.child_id
        LIMIT ${limit} OFFSET ${offset}`,
    ),
    ctx.db
      .select({ n: count() })
      .from(noticeRecipients)
      .innerJoin(notices, eq(notices.id, noticeRecipients.noticeId))
      .where(and(inArray(noticeRecipients.studentId, children), eq(notices.status, "published"))),
  ]);
  return { list: await familyNoticesOf(ctx.db, list), total: counted!.n, pageNum, pageSize };
}

/** One notice for one of the family's children, recorded as read by the caller. */
export async function openNotice(
  ctx: ServiceContext,
  { auth, id, childId }: { auth: Auth; id: number; childId: number },
): Promise<Notice> {
  const [child] = await askedChildren(ctx.db, auth, childId);
  const [row] = await rows<FamilyRow>(
    ctx.db,
    sql`${familySelect([child!])} AND nr.notice_id = ${id}`,
  );
  if (!row) throw notFound();
  await ctx.db
    .insert(noticeReads)
    .values({
      noticeId: id,
      studentId: child!,
      readerId: auth.user.id,
      firstSeenAt: ctx.now,
      lastSeenAt: ctx.now,
    })
    .onConflictDoUpdate({
      target: [noticeReads.noticeId, noticeReads.studentId, noticeReads.readerId],
      set: { lastSeenAt: ctx.now },
    });
  const [notice] = await familyNoticesOf(ctx.db, [{ ...row, read_at: row.read_at ?? ctx.now }]);
  return notice!;
}

// ── The office ───────────────────────────────────────────────────────────────────────────

interface Counts {
  recipients: number;
  read: number;
  replied: number;
  reminders: number;
  reminded_at: Date | null;
}

const NO_COUNTS: Counts = { recipients: 0, read: 0, replied: 0, reminders: 0, reminded_at: null };

/**
 * How many children a sent notice is for, for how many a family has read and replied, and how
 * often the office reminded those without a reply.
 */
async function countsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, Counts>();
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const [counted, reminded] = await Promise.all([
    rows<Pick<Counts, "recipients" | "read" | "replied"> & { id: number }>(
      db,
      sql`SELECT nr.notice_id AS id, count(*)::int AS recipients,
          count(*) FILTER (WHERE EXISTS (SELECT 1 FROM notice_reads r
            WHERE r.notice_id = nr.notice_id AND r.student_id = nr.student_id))::int AS read,
          count(*) FILTER (WHERE EXISTS (SELECT 1 FROM notice_replies rr
            WHERE rr.notice_id = nr.notice_id AND rr.student_id = nr.student_id
              AND rr.reopened_at IS NULL))::int AS replied
        FROM notice_recipients nr
        WHERE nr.notice_id IN (${list})
        GROUP BY nr.notice_id`,
    ),
    rows<Pick<Counts, "reminders" | "reminded_at"> & { id: number }>(
      db,
      sql`SELECT notice_id AS id, count(*)::int AS reminders, max(sent_at) AS reminded_at
        FROM notice_reminders WHERE notice_id IN (${list}) GROUP BY notice_id`,
    ),
  ]);
  const remindedOf = new Map(reminded.map((row) => [row.id, row]));
  return new Map(
    counted.map(({ id, ...count }): [number, Counts] => {
      const { reminders, reminded_at } = remindedOf.get(id) ?? NO_COUNTS;
      return [id, { ...count, reminders, reminded_at }];
    }),
  );
}

const asOfficeNotice = (
  row: NoticeRow,
  counts: Counts = NO_COUNTS,
  files: Map<number, Attachment>,
): OfficeNotice => ({
  id: row.id,
  status: row.status,
  title_zh: row.titleZh,
  title_en: row.titleEn,
  body_zh: row.bodyZh,
  body_en: row.bodyEn,
  attachments: filesIn(row.attachments, files),
  audience: row.audience,
  published_at: row.publishedAt?.toISOString() ?? null,
  publish_at: row.status === "draft" ? (row.publishAt?.toISOString() ?? null) : null,
  recipients: counts.recipients,
  read: counts.read,
  slip: row.slip,
  replied: counts.replied,
  reminders: counts.reminders,
  reminded_at: counts.reminded_at === null ? null : new Date(counts.reminded_at).toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function officeNoticeOf(db: Db, row: NoticeRow) {
  const [counts, files] = await Promise.all([
    countsOf(db, [row.id]),
    filesOf(db, [{ schoolId: row.schoolId, ids: row.attachments }]),
  ]);
  return asOfficeNotice(row, counts.get(row.id), files);
}

/** The school's notices, the last changed first, with their counts. */
export async function officeNotices(
  ctx: ServiceContext,
  { me, pageNum, pageSize }: { me: SchoolMember; pageNum: number; pageSize: number },
): Promise<Page<OfficeNotice>> {
  const { limit, offset } = pageWindow(pageNum, pageSize);
  const mine = eq(notices.schoolId, me.schoolId);
  const [list, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(notices)
      .where(mine)
      .orderBy(desc(notices.updatedAt), desc(notices.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(notices).where(mine),
  ]);
  const [counts, files] = await Promise.all([
    countsOf(
      ctx.db,
      list.map((row) => row.id),
    ),
    filesOf(
      ctx.db,
      list.map((row) => ({ schoolId: row.schoolId, ids: row.attachments })),
    ),
  ]);
  return {
    list: list.map((row) => asOfficeNotice(row, counts.get(row.id), files)),
    total: counted!.n,
    pageNum,
    pageSize,
  };
}

/**
 * A notice of the school, or not found (another school's is not told apart from none); locked
 * for the transaction that changes it.
 */
export async function schoolNotice(db: Db, me: SchoolMember, id: number, lock = true) {
  const query = db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), eq(notices.schoolId, me.schoolId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound();
  return row;
}

/** One notice of the school as the office sees it, with its counts. */
export async function officeNotice(
  ctx: ServiceContext,
  { me, id }: { me: SchoolMember; id: number },
): Promise<OfficeNotice> {
  return officeNoticeOf(ctx.db, await schoolNotice(ctx.db, me, id, false));
}

/** Writes a draft, or changes one; a sent notice is not rewritten. */
export async function saveNotice(
  ctx: ServiceContext,
  { me, input }: { me: SchoolMember; input: SaveNotice },
): Promise<OfficeNotice> {
  const values = {
    titleZh: input.title_zh,
    titleEn: input.title_en ?? "",
    bodyZh: input.body_zh,
    bodyEn: input.body_en ?? "",
    audience: input.audience as NoticeAudience,
    // Absent, the slip stays as it is (a writer that does not show slips keeps one); null
    // takes it away. The files likewise: absent, they stay.
    ...(input.slip === undefined ? {} : { slip: input.slip as NoticeSlip | null }),
    ...(input.attachments === undefined
      ? {}
      : {
          attachments: await noticeAttachments.check(ctx, {
            schoolId: me.schoolId,
            ids: input.attachments,
          }),
        }),
    updatedAt: ctx.now,
  };
  const saved = await ctx.db.transaction(async (tx) => {
    if (input.id === undefined) {
      const [row] = await tx
        .insert(notices)
        .values({ ...values, schoolId: me.schoolId, authorId: me.userId })
        .returning();
      return row!;
    }
    const row = await schoolNotice(tx as unknown as Db, me, Number(input.id));
    if (row.status !== "draft") throw conflict("notices.error.sent");
    // A time that came and could not send it: changed now, it waits to be sent or set again
    // (an edit that mends it must not send it a minute later by surprise).
    const missed = row.publishAt !== null && row.publishAt <= ctx.now;
    const [saved] = await tx
      .update(notices)
      .set(missed ? { ...values, publishAt: null, scheduledBy: null } : values)
      .where(eq(notices.id, row.id))
      .returning();
    return saved!;
  });
  return officeNoticeOf(ctx.db, saved);
}

/** Sends a draft: its recipients fixed now, one per child of its audience. */
export async function publishNotice(
  ctx: ServiceContext,
  { me, id }: { me: SchoolMember; id: number },
): Promise<OfficeNotice> {
  const row = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const draft = await schoolNotice(db, me, id);
    if (draft.status === "published") return draft;
    // A slip whose last day is gone would be closed before anyone could reply.
    if (draft.slip && draft.slip.deadline < schoolDay(ctx.now))
      throw conflict("notices.error.deadlinePassed");
    const children = await studentsOf(db, me.schoolId, draft.audience);
    if (children.length === 0) throw conflict("notices.error.noRecipients");
    await tx.insert(noticeRecipients).values(
      children.map((child) => ({
        noticeId: draft.id,
        studentId: child.id,
        className: child.className ?? "",
        addedAt: ctx.now,
      })),
    );
    const [sent] = await tx
      .update(notices)
      .set({ status: "published", publishedAt: ctx.now, updatedAt: ctx.now, publishAt: null })
      .where(eq(notices.id, draft.id))
      .returning();
    return sent!;
  });
  return officeNoticeOf(ctx.db, row);
}
