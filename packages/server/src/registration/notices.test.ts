import { endpoints } from "@campus/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "../db/sql";
import type { MailMessage } from "../services/mail";
import type { SmsSender, TextMessage } from "../services/sms";
import { createTestApp, type TestApp } from "../testing/test-app";
import { outboxSender } from "../services/sms-outbox";
import {
  guardianOf,
  offerPlace,
  payFee,
  png,
  submitApplication,
} from "./testing/registration-tests";

/*
 * The school tells the family what the office decides (issue 37, item 16): a text to the phone
 * the family signs in with, an e-mail to each guardian the form gives an address for, in the
 * family's language, each kept with the application. Test clock: Tuesday 2026-09-01.
 */

let t: TestApp;
let guardian: string;
let english: string;
let staff: string;
let children = 0;
const texts: TextMessage[] = [];
const mails: MailMessage[] = [];
/** A phone the provider refuses (a number it cannot reach). */
let unreachable = "";

beforeAll(async () => {
  // The demo's outbox (sign-in codes are read from it), and every text seen here.
  const sms: SmsSender = {
    async send(message, now) {
      if (message.phone === unreachable && !/\d{6}/.test(message.text))
        throw new Error("provider: number unreachable");
      texts.push(message);
      await outboxSender(t.database.db).send(message, now);
    },
  };
  t = await createTestApp({
    deps: { sms, mail: { send: async (message) => void mails.push(message) } },
  });
  guardian = await t.signIn("guardian");
  english = await guardianOf(t, "66639876");
  await t.ok(endpoints.changeLang, { lang: "en-US" }, { token: english });
  staff = await t.signIn("staff");
});
afterAll(async () => {
  await t.close();
});

const decide = (id: number, decision: string, reason?: string) =>
  t.ok(
    endpoints.registrationOfficeDecide,
    { id, decision: decision as "start", ...(reason ? { reason } : {}) },
    { token: staff },
  );

const lastText = () => texts.at(-1)!;

describe("the family is told", () => {
  it("when the office asks for more, declines or offers a place: by text, in their language, kept with the application", async () => {
    const app = await submitApplication(t, guardian, `NOT${++children}`, {
      guardians: [
        {
          relation: "mother",
          name: "李美玲",
          country_code: "852",
          phone: "9123 4567",
          email: "mei.ling@example.com",
        },
        { relation: "father", name: "陳志強", country_code: "852", phone: "9876 5432", email: " " },
      ],
    });
    const sent = texts.length;
    // Taking it up tells the family nothing.
    await decide(app.id, "start");
    expect(texts.length).toBe(sent);

    const asked = await decide(app.id, "request_info", "請補交最近一年的成績表");
    expect(lastText()).toEqual({
      countryCode: "852",
      phone: "55501234",
      text: `【校園示範學校】陳小文的入學申請（${app.number}）需要補充資料：請補交最近一年的成績表。請登入新生報名更新。`,
    });
    expect(asked.messages).toEqual([
      {
        notice: "info_requested",
        channel: "sms",
        to: "+852 •••• 1234",
        text: lastText().text,
        sent_at: expect.any(String),
        delivered: true,
      },
      expect.objectContaining({
        notice: "info_requested",
        channel: "email",
        to: "m•••@example.com",
      }),
    ]);
    // The mother gave an e-mail address (the father none): the same words go there, with a subject.
    expect(mails).toEqual([
      {
        to: "mei.ling@example.com",
        subject: `【校園示範學校】入學申請 ${app.number}`,
        text: lastText().text,
      },
    ]);

    // The school's outbox keeps them too, as every feature's messages (decision 0045).
    const outbox = await rows<{ channel: string; recipient: string; text: string }>(
      t.database.db,
      sql`SELECT channel, recipient, text FROM message_outbox
        WHERE source = 'registration.info_requested' AND ref = ${`application:${app.id}`}
        ORDER BY id`,
    );
    expect(outbox).toEqual([
      { channel: "sms", recipient: "+852 •••• 1234", text: lastText().text },
      { channel: "email", recipient: "m•••@example.com", text: lastText().text },
    ]);

    // Another family, in English: the same decision in their words.
    const theirs = await submitApplication(t, english, `NOT${++children}`);
    await decide(theirs.id, "start");
    const denied = await decide(theirs.id, "deny", "No places left in P1");
    expect(lastText().phone).toBe("66639876");
    expect(lastText().text).toBe(
      `Campus Demo School: the result of CHAN Siu Man's application (${theirs.number}) is out. Sign in to new-student registration to see it.`,
    );
    // The reason a place was declined stays in the application, not in a text message.
    expect(lastText().text).not.toContain("No places left");
    // No e-mail address on this form: a text alone.
    expect(denied.messages).toMatchObject([{ notice: "denied", channel: "sms" }]);
    // The family reads what they were told with their application.
    const mine = await t.ok(
      endpoints.registrationApplication,
      { id: theirs.id },
      { token: english },
    );
    expect(mine.messages).toEqual(denied.messages);

    // A place offered: good news, said as it is.
    const offered = await submitApplication(t, english, `NOT${++children}`);
    await offerPlace(t, staff, offered.id);
    expect(lastText().text).toBe(
      `Campus Demo School: CHAN Siu Man's application (${offered.number}) has been offered a place. Sign in to new-student registration for the details. Pay the registration fee by September 15, 2026 to keep the place.`,
    );
  });

  it("when an interview is placed for them or its result recorded, once each", async () => {
    const app = await submitApplication(t, guardian, `NOT${++children}`);
    await payFee(t, guardian, app.id);
    const { sessions } = await t.ok(endpoints.registrationOfficeSessions, {}, { token: staff });
    const session = sessions.find((s: { places_left: number }) => s.places_left > 0)!;
    const assign = () =>
      t.ok(
        endpoints.registrationOfficeAssignInterview,
        { id: app.id, session_id: session.id },
        { token: staff },
      );
    const placed = await assign();
    expect(lastText().text).toMatch(
      new RegExp(`^【校園示範學校】陳小文的面試已安排於.+，地點：${session.venue}。`),
    );
    // The same session again moves nothing and says nothing.
    const sent = texts.length;
    expect((await assign()).messages).toEqual(placed.messages);
    expect(texts.length).toBe(sent);

    await t.ok(
      endpoints.registrationOfficeCheckIn,
      { code: placed.interview!.check_in_code, reason: "提早面試" },
      { token: staff },
    );
    const record = (result: "passed" | "waitlist") =>
      t.ok(endpoints.registrationOfficeInterviewResult, { id: app.id, result }, { token: staff });
    await record("waitlist");
    expect(lastText().text).toContain("面試結果已公布");
    const again = texts.length;
    const same = await record("waitlist");
    expect(texts.length).toBe(again);
    expect(
      same.messages
        .filter((m: { channel: string }) => m.channel === "sms")
        .map((m: { notice: string }) => m.notice),
    ).toEqual(["interview_placed", "interview_waitlisted"]);
  });

  it("when a slip is sent back, with the office's reason", async () => {
    const app = await submitApplication(t, guardian, `NOT${++children}`);
    await t.ok(
      endpoints.registrationUploadSlip,
      { application_id: app.id, file: png("slip.png") },
      { token: guardian },
    );
    await t.ok(
      endpoints.registrationOfficeDecideSlip,
      { id: app.id, decision: "reject", reason: "單據金額不符" },
      { token: staff },
    );
    expect(lastText().text).toBe(
      `【校園示範學校】陳小文的入學申請（${app.number}）繳費單據未能確認：單據金額不符。請登入新生報名重新上載。`,
    );
  });

  it("keeps a text the provider could not send as not delivered, and the decision stands", async () => {
    const phone = "66631111";
    const token = await guardianOf(t, phone);
    const app = await submitApplication(t, token, `NOT${++children}`);
    unreachable = phone;
    await decide(app.id, "start");
    const asked = await decide(app.id, "request_info", "請補交相片");
    unreachable = "";
    expect(asked.status).toBe("incomplete");
    expect(asked.messages[0]).toMatchObject({
      channel: "sms",
      to: "+852 •••• 1111",
      delivered: false,
    });
  });
});
