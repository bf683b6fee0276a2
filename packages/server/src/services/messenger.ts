import type { Locale } from "@campus/contract";
import { inArray } from "drizzle-orm";
import type { AppDeps } from "../app-deps";
import type { Db } from "../db/database";
import { messageOutbox, users } from "../db/schema";
import { emailHint, logMail, type MailSender } from "./mail";
import { logSender, phoneHint, type SmsSender } from "./sms";
import { outboxSender } from "./sms-outbox";
import { messagesSent } from "./metrics";
import {
  deviceHint,
  devicesOf,
  forgetDevice,
  vapidKeys,
  webPushSender,
  type DeviceSubscription,
  type PushSender,
} from "./push";

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
  /** The portal page a notification opens ("/notices/messages"); absent: the portal's home. */
  link?: string;
}

/** How many people a message reached, and by how many texts and e-mails the providers took. */
export interface Sent {
  people: number;
  delivered: number;
  failed: number;
}

/** Someone to tell as the messenger reaches them: their language, a phone, e-mail addresses. */
export interface Contact {
  /** Their account, where they have one of the school (kept with the message). */
  userId: number | null;
  locale: Locale;
  phone: { countryCode: string; phone: string } | null;
  emails: readonly string[];
}

/** A message as it was sent to one phone or address, as the outbox keeps it. */
export interface KeptMessage {
  userId: number | null;
  channel: "sms" | "email" | "push";
  /** Where it went, mostly hidden ("+852 •••• 4567"). */
  recipient: string;
  subject: string;
  text: string;
  sentAt: Date;
  delivered: boolean;
}

type SendContext = { db: Db; now: Date; log?: (line: string) => void };

export interface Messenger {
  /** Sends `message` to these accounts of the school (others are skipped), now. */
  send(ctx: SendContext, schoolId: number, to: readonly number[], message: Message): Promise<Sent>;
  /**
   * Sends `message` to people as given (a family applying has no account of the school yet),
   * kept in the school's outbox like any other; answers the messages as kept.
   */
  deliver(
    ctx: SendContext,
    schoolId: number,
    to: readonly Contact[],
    message: Message,
  ): Promise<KeptMessage[]>;
}

/**
 * The senders a deployment plugged in; else the demo outbox (demo mode) or the log. Web push
 * goes to the devices people subscribed, signed with the server's VAPID keys.
 */
export function messengerOf(
  deps: Pick<AppDeps, "db" | "sms" | "mail" | "push" | "pushServices" | "demo" | "log" | "env">,
) {
  const log = deps.log ?? console.log;
  const sms: SmsSender = deps.sms ?? (deps.demo ? outboxSender(deps.db) : logSender(log));
  const mail: MailSender = deps.mail ?? logMail(log);
  const push =
    deps.push ??
    webPushSender(() => vapidKeys(deps.db, deps.env), { services: deps.pushServices, log });
  return messenger(sms, mail, push);
}

/** Where a notification's tap leads: the portal (its base) and the message's page. */
const PORTAL = "/parent_student";

export function messenger(sms: SmsSender, mail: MailSender, push?: PushSender): Messenger {
  const deliver: Messenger["deliver"] = async ({ db, now, log }, schoolId, to, message) => {
    const kept: KeptMessage[] = [];
    const devices = push
      ? await devicesOf(
          db,
          to.flatMap((person) => (person.userId === null ? [] : [person.userId])),
        )
      : new Map<number, DeviceSubscription[]>();
    const attempt = async (send: () => Promise<void>) => {
      try {
        await send();
        return true;
      } catch (error) {
        log?.(`${message.source} ${message.ref} not sent: ${String(error)}`);
        return false;
      }
    };
    for (const person of to) {
      const subject = message.subject(person.locale);
      const text = message.text(person.locale);
      const sent = { userId: person.userId, subject, text, sentAt: now };
      const { phone } = person;
      if (phone)
        kept.push({
          ...sent,
          channel: "sms",
          recipient: phoneHint(phone.countryCode, phone.phone),
          delivered: await attempt(() => sms.send({ ...phone, text }, now)),
        });
      for (const address of new Set(person.emails.map((e) => e.trim()).filter(Boolean)))
        kept.push({
          ...sent,
          channel: "email",
          recipient: emailHint(address),
          delivered: await attempt(() => mail.send({ to: address, subject, text }, now)),
        });
      for (const device of person.userId === null ? [] : (devices.get(person.userId) ?? [])) {
        const outcome = await push!.send(device, {
          title: subject,
          body: text,
          url: `${PORTAL}${message.link ?? "/"}`,
        });
        // A device its push service no longer knows is forgotten, not tried again.
        if (outcome === "gone") await forgetDevice(db, device.id);
        kept.push({
          ...sent,
          channel: "push",
          recipient: deviceHint(device.endpoint),
          delivered: outcome === "delivered",
        });
      }
    }
    for (const { channel, delivered } of kept)
      messagesSent.inc({ channel, outcome: delivered ? "sent" : "failed" });
    if (kept.length > 0)
      await db
        .insert(messageOutbox)
        .values(kept.map((m) => ({ ...m, schoolId, source: message.source, ref: message.ref })));
    return kept;
  };

  return {
    deliver,
    async send(ctx, schoolId, to, message) {
      if (to.length === 0) return { people: 0, delivered: 0, failed: 0 };
      const people = await ctx.db
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
      const contacts = people
        .filter((person) => person.schoolId === schoolId && person.status === "active")
        .map((person): Contact => ({
          userId: person.id,
          locale: person.lang,
          // A parent signs in with their phone: that is theirs. Staff may have a contact phone.
          phone:
            person.loginType === "parent"
              ? { countryCode: person.countryCode, phone: person.username }
              : person.contactPhone
                ? { countryCode: person.contactCountryCode ?? "", phone: person.contactPhone }
                : null,
          emails: person.email ? [person.email] : [],
        }));
      const kept = await deliver(ctx, schoolId, contacts, message);
      const delivered = kept.filter((m) => m.delivered).length;
      return {
        people: new Set(kept.map((m) => m.userId)).size,
        delivered,
        failed: kept.length - delivered,
      };
    },
  };
}
