import {
  SCHOOL_TIME_ZONE,
  venueIn,
  type Application,
  type ApplicationMessage,
  type FamilyNotice,
  type Locale,
} from "@campus/contract";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { users } from "../../db/schema";
import { translate } from "../messages";
import type { ServiceContext } from "../../services/context";
import { formatSchoolDay, schoolDay } from "../../services/school-days";
import { emailHint, type MailSender } from "../../services/mail";
import { phoneHint, type SmsSender } from "../../services/sms";
import { applicationMessages, applications } from "../schema";
import { schoolByCode, schoolNameOf } from "./school";

/*
 * What the school tells a family on its own (issue 37, item 16): when the office offers a place,
 * declines, asks for more, sends a slip back, places an interview or records its result, a text
 * goes to the phone the family signs in with — the one the sign-in codes go to, so it is theirs
 * — and an e-mail to each guardian the form gives an address for, in the language the family
 * chose, each kept with the application. A provider that fails does not undo the decision: the
 * message is kept as not delivered, for the office to see and call instead.
 */

type Dashed<T extends string = FamilyNotice> = T extends `${infer A}_${infer B}`
  ? `${A}-${Dashed<B>}`
  : T;

export interface FamilySenders {
  sms: SmsSender;
  mail: MailSender;
}

/** The notices kept with an application, oldest first. */
export async function messagesOf(db: Db, applicationId: number): Promise<ApplicationMessage[]> {
  const rows = await db
    .select()
    .from(applicationMessages)
    .where(eq(applicationMessages.applicationId, applicationId))
    .orderBy(asc(applicationMessages.sentAt), asc(applicationMessages.id));
  return rows.map((row) => ({
    notice: row.notice,
    channel: row.channel,
    to: row.recipient,
    text: row.text,
    sent_at: row.sentAt.toISOString(),
    delivered: row.delivered,
  }));
}

/** The interview's day and time on the school's clock, as the family reads a date. */
const whenOf = (startsAt: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: SCHOOL_TIME_ZONE,
    month: "long",
    day: "numeric",
    weekday: "short",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(startsAt));

/** The child as the family's language names them, the other name when that one is empty. */
const childOf = ({ form }: Application, locale: Locale) =>
  (locale === "en-US" ? form.name_en || form.name_zh : form.name_zh || form.name_en) || "";

/**
 * Tells the family `notice` about the application as it now stands (the interview's time and
 * venue), with the office's `reason` where it gave one, and answers the application with the
 * notice in its messages.
 */
export async function tellFamily(
  ctx: ServiceContext,
  senders: FamilySenders,
  {
    application,
    notice,
    reason = "",
  }: { application: Application; notice: FamilyNotice; reason?: string },
): Promise<Application> {
  const { db, now } = ctx;
  const [family] = await db
    // A guardian's account is its phone: the number the sign-in codes go to.
    .select({ countryCode: users.countryCode, phone: users.username, lang: users.lang })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.guardianId))
    .where(eq(applications.id, application.id));
  if (!family) return application;
  const locale = family.lang;
  const school = schoolNameOf(await schoolByCode(db, application.school_code), locale);
  const values = {
    school,
    child: childOf(application, locale),
    number: application.number,
    reason,
    when: application.interview ? whenOf(application.interview.session.starts_at, locale) : "",
    venue: application.interview ? venueIn(application.interview.session, locale) : "",
  };
  // Ids spell a notice's "_" as "-" (info_requested: "info-requested"), as message ids do.
  // A place held until a day: the day to pay by, in the same text (issue 37, item 15).
  const payBy = notice === "approved" && application.offer_expires_at;
  const text = [
    translate(locale, `registration.notice.${notice.replaceAll("_", "-") as Dashed}`, values),
    payBy
      ? translate(locale, "registration.notice.pay-by", {
          day: formatSchoolDay(schoolDay(new Date(payBy)), locale),
        })
      : "",
  ]
    .filter(Boolean)
    .join(locale === "en-US" ? " " : "");
  const sent: (typeof applicationMessages.$inferInsert)[] = [];
  const deliver = async (send: () => Promise<void>) => {
    try {
      await send();
      return true;
    } catch (error) {
      ctx.log?.(`notice ${notice} for application ${application.id} not sent: ${String(error)}`);
      return false;
    }
  };
  if (family.phone) {
    const to = { countryCode: family.countryCode, phone: family.phone };
    sent.push({
      applicationId: application.id,
      notice,
      channel: "sms",
      recipient: phoneHint(to.countryCode, to.phone),
      text,
      sentAt: now,
      delivered: await deliver(() => senders.sms.send({ ...to, text }, now)),
    });
  }
  const subject = translate(locale, "registration.notice.subject", values);
  const addresses = new Set(
    (application.form.guardians ?? []).map((g) => g.email?.trim() ?? "").filter(Boolean),
  );
  for (const address of addresses)
    sent.push({
      applicationId: application.id,
      notice,
      channel: "email",
      recipient: emailHint(address),
      text,
      sentAt: now,
      delivered: await deliver(() => senders.mail.send({ to: address, subject, text }, now)),
    });
  if (sent.length === 0) return application;
  await db.insert(applicationMessages).values(sent);
  return { ...application, messages: await messagesOf(db, application.id) };
}
