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
import type { Messenger } from "../../services/messenger";
import { applicationMessages, applications } from "../schema";
import { schoolByCode, schoolNameOf } from "./school";

/*
 * What the school tells a family on its own (issue 37, item 16): when the office offers a place,
 * declines, asks for more, sends a slip back, places an interview or records its result, a text
 * goes to the phone the family signs in with — the one the sign-in codes go to, so it is theirs
 * — and an e-mail to each guardian the form gives an address for, in the language the family
 * chose, through the server's one messenger (decision 0045), each kept with the application. A
 * provider that fails does not undo the decision: the message is kept as not delivered, for the
 * office to see and call instead.
 */

type Dashed<T extends string = FamilyNotice> = T extends `${infer A}_${infer B}`
  ? `${A}-${Dashed<B>}`
  : T;

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
 * venue), with the office's `reason` where it gave one, through the server's messenger (kept in
 * the school's outbox too), and answers the application with the notice in its messages.
 */
export async function tellFamily(
  ctx: ServiceContext,
  messenger: Messenger,
  {
    application,
    notice,
    reason = "",
  }: { application: Application; notice: FamilyNotice; reason?: string },
): Promise<Application> {
  const { db } = ctx;
  const [family] = await db
    // A guardian's account is its phone: the number the sign-in codes go to.
    .select({
      id: users.id,
      countryCode: users.countryCode,
      phone: users.username,
      lang: users.lang,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.guardianId))
    .where(eq(applications.id, application.id));
  if (!family) return application;
  const school = await schoolByCode(db, application.school_code);
  const values = (locale: Locale) => ({
    school: schoolNameOf(school, locale),
    child: childOf(application, locale),
    number: application.number,
    reason,
    when: application.interview ? whenOf(application.interview.session.starts_at, locale) : "",
    venue: application.interview ? venueIn(application.interview.session, locale) : "",
  });
  // Ids spell a notice's "_" as "-" (info_requested: "info-requested"), as message ids do.
  // A place held until a day: the day to pay by, in the same text (issue 37, item 15).
  const payBy = notice === "approved" && application.offer_expires_at;
  const text = (locale: Locale) =>
    [
      translate(
        locale,
        `registration.notice.${notice.replaceAll("_", "-") as Dashed}`,
        values(locale),
      ),
      payBy
        ? translate(locale, "registration.notice.pay-by", {
            day: formatSchoolDay(schoolDay(new Date(payBy)), locale),
          })
        : "",
    ]
      .filter(Boolean)
      .join(locale === "en-US" ? " " : "");
  // The family has no account of the school yet: its phone, and each address the form gives.
  const kept = await messenger.deliver(
    ctx,
    school.id,
    [
      {
        userId: null,
        locale: family.lang,
        phone: family.phone ? { countryCode: family.countryCode, phone: family.phone } : null,
        emails: (application.form.guardians ?? []).map((g) => g.email ?? ""),
      },
    ],
    {
      source: `registration.${notice}`,
      ref: `application:${application.id}`,
      subject: (locale) => translate(locale, "registration.notice.subject", values(locale)),
      text,
    },
  );
  // A family applying has no account yet: texts and e-mails only, never a device's push.
  const toFamily = kept.flatMap((message) =>
    message.channel === "push" ? [] : [{ ...message, channel: message.channel }],
  );
  if (toFamily.length === 0) return application;
  await db.insert(applicationMessages).values(
    toFamily.map((message) => ({
      applicationId: application.id,
      notice,
      channel: message.channel,
      recipient: message.recipient,
      text: message.text,
      sentAt: message.sentAt,
      delivered: message.delivered,
    })),
  );
  return { ...application, messages: await messagesOf(db, application.id) };
}
