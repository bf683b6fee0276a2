import type { OfficeNotice } from "@campus/contract/notices";
import { NOTICE_SCHEDULE_MAX_DAYS, NOTICE_SCHEDULE_MIN_MINUTES } from "@campus/contract/notices";
import { and, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../../db/database";
import { ApiProblem, conflict, invalidField } from "../../http/api-problem";
import type { SchoolMember } from "../../http/route";
import type { ServiceContext } from "../../services/context";
import { addDays, schoolDay } from "../../services/school-days";
import { notices } from "../schema";
import { officeNoticeOf, publishNotice, schoolNotice } from "./notices";

/*
 * A draft sent on its own at a time the office sets (issue 40: "publish now or at a time"): the
 * server's clock sends it as the office would (decision 0046), under the rules of sending. One
 * it cannot send then (no child in its audience, its slip's last day gone) stays a draft with
 * its time gone by, for the office to see; it is tried again for a day, and an edit stops that.
 */

/** How long after its time a draft that could not be sent is tried again. */
export const SCHEDULE_RETRY_MS = 24 * 3_600_000;

/** Sets when a draft is sent on its own (`at`), or takes that away (null). */
export async function scheduleNotice(
  ctx: ServiceContext,
  { me, id, at }: { me: SchoolMember; id: number; at: string | null },
): Promise<OfficeNotice> {
  const when = at === null ? null : new Date(at);
  const row = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const draft = await schoolNotice(db, me, id);
    if (draft.status !== "draft") throw conflict("notices.error.sent");
    if (when) {
      const ahead = when.getTime() - ctx.now.getTime();
      if (ahead < NOTICE_SCHEDULE_MIN_MINUTES * 60_000)
        throw invalidField(ctx.locale, "at", "notices.error.scheduleTooSoon", {
          minutes: NOTICE_SCHEDULE_MIN_MINUTES,
        });
      if (ahead > NOTICE_SCHEDULE_MAX_DAYS * 86_400_000)
        throw invalidField(ctx.locale, "at", "notices.error.scheduleTooLate", {
          days: NOTICE_SCHEDULE_MAX_DAYS,
        });
      // Families need a day to reply: sent by the day before the slip's last day.
      if (draft.slip && schoolDay(when) > addDays(draft.slip.deadline, -1))
        throw invalidField(ctx.locale, "at", "notices.error.scheduleAfterDeadline");
    }
    const [saved] = await db
      .update(notices)
      .set({ publishAt: when, scheduledBy: when ? me.userId : null, updatedAt: ctx.now })
      .where(eq(notices.id, draft.id))
      .returning();
    return saved!;
  });
  return officeNoticeOf(ctx.db, row);
}

/**
 * The clock's chore: sends every draft whose time has come (within the last day), as the one
 * who set the time. Answers how many went; one refused by the rules of sending waits.
 */
export async function sendDueNotices(ctx: ServiceContext): Promise<number> {
  const due = await ctx.db
    .select({
      id: notices.id,
      schoolId: notices.schoolId,
      by: notices.scheduledBy,
      author: notices.authorId,
    })
    .from(notices)
    .where(
      and(
        eq(notices.status, "draft"),
        lte(notices.publishAt, ctx.now),
        gt(notices.publishAt, new Date(ctx.now.getTime() - SCHEDULE_RETRY_MS)),
      ),
    );
  let sent = 0;
  for (const notice of due) {
    const me = { userId: notice.by ?? notice.author, schoolId: notice.schoolId, roles: [] };
    try {
      // Locked and checked again inside: another server that sent it first leaves it sent.
      const answer = await publishNotice(ctx, { me, id: notice.id });
      if (answer.published_at === ctx.now.toISOString()) sent += 1;
    } catch (error) {
      // Refused by the rules of sending: it waits, its time gone by, for the office.
      if (!(error instanceof ApiProblem)) throw error;
    }
  }
  return sent;
}
