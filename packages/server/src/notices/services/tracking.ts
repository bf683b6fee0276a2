import {
  answerText,
  questionText,
  type NoticeClassCounts,
  type NoticeRecipient,
  type NoticeRecipientFilter,
  type NoticeReply,
} from "@campus/contract/notices";
import { SCHOOL_TIME_ZONE, type ContractMessageId, type Page } from "@campus/contract";
import { sql, type SQL } from "drizzle-orm";
import writeXlsxFile from "write-excel-file/node";
import type { Db } from "../../db/database";
import { pageWindow, rows } from "../../db/sql";
import type { Download } from "../../http/download";
import type { SchoolMember } from "../../http/route";
import type { ServiceContext } from "../../services/context";
import { nameFor } from "../../services/simplified";
import { translate } from "../messages";
import { schoolNotice } from "./notices";

/*
 * The office follows a sent notice (issue 40): per class, how many of its children's families
 * have read it and replied; the children one by one, everyone or those still to read or reply;
 * and all of it as a workbook. Counted from the recipients fixed when it was sent, each in the
 * class they were in then.
 */

/** The most children one workbook holds: a whole school, many times over. */
const EXPORT_LIMIT = 5000;

interface RecipientRow {
  id: number;
  name_zh: string;
  name_en: string;
  class_name: string;
  class_number: number | null;
  read_at: Date | null;
  answers: NoticeReply["answers"] | null;
  signed_by: string | null;
  signed_at: Date | null;
  signed_with: NoticeReply["signed_with"] | null;
  reopened: number;
}

/** Someone of the family has opened it for the child. */
const READ = sql`EXISTS (SELECT 1 FROM notice_reads r
  WHERE r.notice_id = nr.notice_id AND r.student_id = nr.student_id)`;

/** The child's current reply (one at most: the partial unique index). */
const REPLY_JOIN = sql`LEFT JOIN notice_replies rr
  ON rr.notice_id = nr.notice_id AND rr.student_id = nr.student_id AND rr.reopened_at IS NULL`;

/** The recipients of one notice, of one class where asked, filtered as the office asked. */
function recipientsWhere(id: number, className?: string, filter: NoticeRecipientFilter = "all") {
  const where: SQL[] = [sql`nr.notice_id = ${id}`];
  if (className !== undefined) where.push(sql`nr.class_name = ${className}`);
  if (filter === "unread") where.push(sql`NOT ${READ}`);
  if (filter === "unreplied") where.push(sql`rr.id IS NULL`);
  return sql.join(where, sql` AND `);
}

const recipientsSelect = (where: SQL) => sql`
  SELECT s.id, s.name_zh, s.name_en, nr.class_name, s.class_number,
    (SELECT min(r.first_seen_at) FROM notice_reads r
      WHERE r.notice_id = nr.notice_id AND r.student_id = nr.student_id) AS read_at,
    rr.answers, sb.name_zh AS signed_by, rr.signed_at, rr.signed_with,
    (SELECT count(*) FROM notice_replies o WHERE o.notice_id = nr.notice_id
      AND o.student_id = nr.student_id AND o.reopened_at IS NOT NULL)::int AS reopened
  FROM notice_recipients nr
  JOIN users s ON s.id = nr.student_id
  ${REPLY_JOIN}
  LEFT JOIN users sb ON sb.id = rr.signed_by
  WHERE ${where}
  ORDER BY nr.class_name, s.class_number NULLS LAST, s.id`;

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

const asRecipient = (row: RecipientRow): NoticeRecipient => ({
  id: row.id,
  name_zh: row.name_zh,
  name_en: row.name_en ?? "",
  class_name: row.class_name,
  class_number: row.class_number,
  read_at: iso(row.read_at),
  reply:
    row.answers === null
      ? null
      : {
          answers: row.answers,
          signed_by: row.signed_by ?? "",
          signed_at: iso(row.signed_at)!,
          signed_with: row.signed_with ?? "none",
        },
  reopened: row.reopened,
});

/** Per class, the children a notice was sent for and how many have read and replied. */
async function classCounts(db: Db, id: number): Promise<NoticeClassCounts["classes"]> {
  return rows<NoticeClassCounts["classes"][number]>(
    db,
    sql`SELECT nr.class_name, count(*)::int AS recipients,
        count(*) FILTER (WHERE ${READ})::int AS read,
        count(rr.id)::int AS replied
      FROM notice_recipients nr
      ${REPLY_JOIN}
      WHERE nr.notice_id = ${id}
      GROUP BY nr.class_name
      ORDER BY nr.class_name`,
  );
}

/** A sent notice's counts per class (a draft has no recipients: none). */
export async function noticeClasses(
  ctx: ServiceContext,
  { me, id }: { me: SchoolMember; id: number },
): Promise<NoticeClassCounts> {
  const notice = await schoolNotice(ctx.db, me, id, false);
  return { classes: await classCounts(ctx.db, notice.id) };
}

/** A page of a sent notice's children, by class and number, as the office filters them. */
export async function noticeRecipients(
  ctx: ServiceContext,
  {
    me,
    id,
    class_name,
    filter,
    pageNum,
    pageSize,
  }: {
    me: SchoolMember;
    id: number;
    class_name?: string;
    filter?: NoticeRecipientFilter;
    pageNum: number;
    pageSize: number;
  },
): Promise<Page<NoticeRecipient>> {
  const notice = await schoolNotice(ctx.db, me, id, false);
  const where = recipientsWhere(notice.id, class_name, filter);
  const { limit, offset } = pageWindow(pageNum, pageSize);
  const [list, [counted]] = await Promise.all([
    rows<RecipientRow>(ctx.db, sql`${recipientsSelect(where)} LIMIT ${limit} OFFSET ${offset}`),
    rows<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM notice_recipients nr ${REPLY_JOIN} WHERE ${where}`,
    ),
  ]);
  return { list: list.map(asRecipient), total: counted!.n, pageNum, pageSize };
}

/**
 * A sent notice's children as a workbook in the reader's language: one row per child by class
 * and number — when the family read it, each answer, who signed, when and how — and the counts
 * per class on a second sheet. Times on the school's clock; texts as cells, never formulas.
 */
export async function repliesWorkbook(
  ctx: ServiceContext,
  { me, id }: { me: SchoolMember; id: number },
): Promise<Download> {
  const { db, locale } = ctx;
  const notice = await schoolNotice(db, me, id, false);
  const [children, classes] = await Promise.all([
    rows<RecipientRow>(
      db,
      sql`${recipientsSelect(recipientsWhere(notice.id))} LIMIT ${EXPORT_LIMIT}`,
    ),
    classCounts(db, notice.id),
  ]);
  const tr = (name: string, values?: Record<string, string | number>) =>
    translate(locale, `notices.export.${name}` as ContractMessageId, values);
  const moment = new Intl.DateTimeFormat(locale === "en-US" ? "en-GB" : locale, {
    timeZone: SCHOOL_TIME_ZONE,
    dateStyle: "medium",
    timeStyle: "short",
  });
  const when = (at: Date | null) => ({ value: at === null ? "" : moment.format(new Date(at)) });
  const bold = (value: string) => ({ value, fontWeight: "bold" as const });
  const questions = notice.slip?.questions ?? [];
  const head = [
    ...["class", "number", "nameZh", "nameEn", "readAt"].map((name) => bold(tr(`column.${name}`))),
    ...(notice.slip
      ? [
          ...["repliedAt", "signedBy", "signedWith"].map((name) => bold(tr(`column.${name}`))),
          ...questions.map((question) => bold(questionText(question, locale).text)),
        ]
      : []),
  ];
  const childRows = children.map((child) => [
    { value: child.class_name },
    child.class_number === null ? { value: "" } : { value: child.class_number },
    { value: child.name_zh },
    { value: child.name_en ?? "" },
    when(child.read_at),
    ...(notice.slip
      ? [
          when(child.signed_at),
          { value: child.signed_by ?? "" },
          { value: child.signed_with ? tr(`signedWith.${child.signed_with}`) : "" },
          ...questions.map((question, index) => ({
            value: answerText(question, child.answers?.[index], locale)?.text ?? "",
          })),
        ]
      : []),
  ]);
  const countsHead = ["class", "recipients", "read", ...(notice.slip ? ["replied"] : [])].map(
    (name) => bold(tr(`column.${name}`)),
  );
  const countRows = classes.map((c) => [
    { value: c.class_name },
    { value: c.recipients },
    { value: c.read },
    ...(notice.slip ? [{ value: c.replied }] : []),
  ]);
  const bytes = await writeXlsxFile([
    {
      sheet: tr("sheet.children"),
      data: [head, ...childRows],
      columns: head.map((_, index) => ({ width: index < 2 ? 8 : 18 })),
      stickyRowsCount: 1,
    },
    { sheet: tr("sheet.classes"), data: [countsHead, ...countRows], stickyRowsCount: 1 },
  ]).toBuffer();
  const title = nameFor(locale, { name_zh: notice.titleZh, name_en: notice.titleEn });
  return {
    name: `${tr("file", { title: title.replace(/[\\/:*?"<>|\p{Cc}]/gu, " ").slice(0, 60) })}.xlsx`,
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    bytes: new Uint8Array(bytes),
  };
}
