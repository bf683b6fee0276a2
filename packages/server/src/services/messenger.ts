import type { Locale } from "@campus/contract";
import { inArray } from "drizzle-orm";
import type { AppDeps } from "../app-deps";
import type { Db } from "../db/database";
import { messageOutbox, users } from "../db/schema";
import { emailHint, logMail, type MailSender } from "./mail";
import { logSender, phoneHint, type SmsSender } from "./sms";
import { outboxSender } from "./sms-outbox";

/*
 * One way for every feature to tell people of the school something (issue 40): `send(to,
 * message)` texts each person's phone and e-mails their address where the school has one, in
 * the person's own language, and keeps every message in the school's outbox (`message_outbox`)
 * with whether the provider took it. A provider that fails does not undo what the feature did:
 * the message is kept as not delivered. The demo's texts go to the demo outbox people can read.
 */

/** What a feature says: a subject and a text in the reader's language, and what it is about. */
export interface Message {
  /** `<feature>.<kind>`: "notices.reminder". */
  source: string;
  /** What it is about: "notice:12". */
  ref: string;
  subject: (locale: Locale) => string;
  text: (locale: Locale) => string;
}

/** How many people a message reached, and by how many texts and e-mails the providers took. */
export interface Sent {
  people: number;
  delivered: number;
  failed: number;
}

export interface Messenger {
  /** Sends `message` to these accounts of the school (others are skipped), now. */
  send(
    ctx: { db: Db; now: Date; log?: (line: string) => void },
    schoolId: number,
    to: readonly number[],
    message: Message,
  ): Promise<Sent>;
}

/** The senders a deployment plugged in; else the demo outbox (demo mode) or the log. */
export function messengerOf(deps: Pick<AppDeps, "db" | "sms" | "mail" | "demo" | "log">) {
  const sms: SmsSender =
    deps.sms ?? (deps.demo ? outboxSender(deps.db) : logSender(deps.log ?? console.log));
  const mail: MailSender = deps.mail ?? logMail(deps.log ?? console.log);
  return messenger(sms, mail);
}

export function messenger(sms: SmsSender, mail: MailSender): Messenger {
  return {
    async send({ db, now, log }, schoolId, to, message) {
      if (to.length === 0) return { people: 0, delivered: 0, failed: 0 };
      const people = await db
        .select({
          id: users.id,
          schoolId: users.schoolId,
          loginType: users.loginType,
          countryCode: users.countryCode,
          username: users.username,
          contactCountryCode: users.contactCountryCode,
          contactPhone: users.contactPhone,
          email: users.email,
          lang: users.lang,
          status: users.status,
        })
        .from(users)
        .where(inArray(users.id, [...new Set(to)]));
      const kept: (typeof messageOutbox.$inferInsert)[] = [];
      const deliver = async (send: () => Promise<void>) => {
        try {
          await send();
          return true;
        } catch (error) {
          log?.(`${message.source} ${message.ref} not sent: ${String(error)}`);
          return false;
        }
      };
      let reached = 0;
      for (const person of people) {
        if (person.schoolId !== schoolId || person.status !== "active") continue;
        const subject = message.subject(person.lang);
        const text = message.text(person.lang);
        const row = { schoolId, userId: person.id, source: message.source, ref: message.ref };
        // A parent signs in with their phone: that is theirs. Staff may have a contact phone.
        const phone =
          person.loginType === "parent"
            ? { countryCode: person.countryCode, phone: person.username }
            : person.contactPhone
              ? { countryCode: person.contactCountryCode ?? "", phone: person.contactPhone }
              : null;
        const before = kept.length;
        if (phone)
          kept.push({
            ...row,
            channel: "sms",
            recipient: phoneHint(phone.countryCode, phone.phone),
            subject,
            text,
            sentAt: now,
            delivered: await deliver(() => sms.send({ ...phone, text }, now)),
          });
        const address = person.email?.trim();
        if (address)
          kept.push({
            ...row,
            channel: "email",
            recipient: emailHint(address),
            subject,
            text,
            sentAt: now,
            delivered: await deliver(() => mail.send({ to: address, subject, text }, now)),
          });
        if (kept.length > before) reached += 1;
      }
      if (kept.length > 0) await db.insert(messageOutbox).values(kept);
      const delivered = kept.filter((m) => m.delivered).length;
      return { people: reached, delivered, failed: kept.length - delivered };
    },
  };
}
