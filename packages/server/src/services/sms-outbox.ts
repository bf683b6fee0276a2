import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/database";
import type { SmsSender } from "./sms";
import { smsOutbox } from "../db/schema";

/** Keeps each message in `sms_outbox` (demo mode: nothing leaves the server). */
export const outboxSender = (db: Db): SmsSender => ({
  async send({ countryCode, phone, text }, now) {
    await db.insert(smsOutbox).values({ countryCode, phone, text, sentAt: now });
  },
});

/** The demo outbox of one phone, newest first (the last ten). */
export async function outboxOf(
  db: Db,
  { countryCode, phone }: { countryCode: string; phone: string },
) {
  const rows = await db
    .select({ text: smsOutbox.text, sentAt: smsOutbox.sentAt })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.countryCode, countryCode), eq(smsOutbox.phone, phone)))
    .orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id))
    .limit(10);
  return { messages: rows.map((row) => ({ text: row.text, sent_at: row.sentAt.toISOString() })) };
}
