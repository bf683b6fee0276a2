import type { Locale } from "@campus/contract";
import { and, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { ChildGroupSource } from "../server-feature";
import { simplified } from "../services/simplified";
import { noticeReplies, notices } from "./schema";

/*
 * Notices name groups of children for another feature to address (decision 0050): the children
 * whose family chose an option of a sent notice's reply slip ("參加" on the picnic's slip), so
 * the office can set a fee for exactly them. A group's key is `notice.question.option`.
 */

const KEY = /^(\d{1,9})\.(\d{1,2})\.(\d{1,2})$/;

/** The notices' sent slips looked at for groups: the latest first, at most this many. */
const RECENT_NOTICES = 30;

const words = (locale: Locale, zh: string, en: string) =>
  locale === "en-US" ? en || zh : locale === "zh-CN" ? simplified(zh) : zh;

/** The children whose current reply chose `option` of `question`. */
const chose = (noticeId: number, question: number, option: number) =>
  and(
    eq(noticeReplies.noticeId, noticeId),
    isNull(noticeReplies.reopenedAt),
    sql`(${noticeReplies.answers} -> ${sql.raw(String(question))}) = ${sql.raw(`'${option}'`)}::jsonb`,
  );

export const noticeReplyGroups: ChildGroupSource = {
  async groups(db, schoolId, locale) {
    const sent = await db
      .select()
      .from(notices)
      .where(
        and(
          eq(notices.schoolId, schoolId),
          isNotNull(notices.publishedAt),
          isNotNull(notices.slip),
        ),
      )
      .orderBy(desc(notices.publishedAt), desc(notices.id))
      .limit(RECENT_NOTICES);
    const groups = [];
    for (const notice of sent) {
      const title = words(locale, notice.titleZh, notice.titleEn);
      for (const [q, question] of (notice.slip?.questions ?? []).entries()) {
        if (question.kind !== "choice") continue;
        for (const [o, option] of question.options.entries()) {
          const [{ n }] = (await db
            .select({ n: count() })
            .from(noticeReplies)
            .where(chose(notice.id, q, o))) as [{ n: number }];
          groups.push({
            key: `${notice.id}.${q}.${o}`,
            label: `${title} · ${words(locale, question.label_zh, question.label_en ?? "")} · ${words(locale, option.zh, option.en ?? "")}`,
            children: n,
          });
        }
      }
    }
    return groups;
  },

  async children(db, schoolId, key) {
    const match = KEY.exec(key);
    if (!match) return null;
    const [noticeId, q, o] = match.slice(1).map(Number) as [number, number, number];
    const [notice] = await db
      .select({ slip: notices.slip })
      .from(notices)
      .where(
        and(
          eq(notices.id, noticeId),
          eq(notices.schoolId, schoolId),
          isNotNull(notices.publishedAt),
        ),
      );
    const question = notice?.slip?.questions[q];
    if (question?.kind !== "choice" || o >= question.options.length) return null;
    const rows = await db
      .select({ id: noticeReplies.studentId })
      .from(noticeReplies)
      .where(chose(noticeId, q, o));
    return rows.map((row) => row.id);
  },
};
