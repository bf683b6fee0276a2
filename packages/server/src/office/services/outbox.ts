import type { EndpointResult, Endpoints } from "@campus/contract";
import { and, desc, eq, type SQL } from "drizzle-orm";
import { messageOutbox, users } from "../../db/schema";
import { pageWindow } from "../../db/sql";
import type { HandlerContext } from "../../http/register";
import type { ServiceContext } from "../../services/context";
import type { OfficeCaller } from "../callers";

/**
 * The school's outbox (services/messenger.ts keeps it), latest first: to one person, by one
 * channel, or only what did not go. For whoever must answer a family's "did you tell us?".
 */
export async function outboxOf(
  ctx: ServiceContext,
  {
    me,
    person,
    channel,
    failed,
    pageNum,
    pageSize,
  }: HandlerContext<Endpoints["officeOutbox"]>["body"] & { me: OfficeCaller },
): Promise<EndpointResult<Endpoints["officeOutbox"]>> {
  const where: SQL[] = [eq(messageOutbox.schoolId, me.schoolId)];
  if (person !== undefined) where.push(eq(messageOutbox.userId, person));
  if (channel) where.push(eq(messageOutbox.channel, channel));
  if (failed) where.push(eq(messageOutbox.delivered, false));
  const { limit, offset } = pageWindow(pageNum, pageSize);
  const [list, total] = await Promise.all([
    ctx.db
      .select({
        message: messageOutbox,
        person: { id: users.id, nameZh: users.nameZh, nameEn: users.nameEn },
      })
      .from(messageOutbox)
      .leftJoin(users, eq(users.id, messageOutbox.userId))
      .where(and(...where))
      .orderBy(desc(messageOutbox.sentAt), desc(messageOutbox.id))
      .limit(limit)
      .offset(offset),
    ctx.db.$count(messageOutbox, and(...where)),
  ]);
  return {
    list: list.map(({ message, person: to }) => ({
      id: message.id,
      sent_at: message.sentAt.toISOString(),
      person: to && { id: to.id, name_zh: to.nameZh, name_en: to.nameEn },
      channel: message.channel,
      recipient: message.recipient,
      source: message.source,
      subject: message.subject,
      text: message.text,
      delivered: message.delivered,
    })),
    total,
    pageNum,
    pageSize,
  };
}
