import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "../db/sql";
import { createTestApp, type TestApp } from "../testing/test-app";
import { logMail, type MailMessage } from "./mail";
import { messenger, type Message } from "./messenger";
import type { TextMessage } from "./sms";

/* The one messenger every feature sends through, on a real database with the demo's people. */

let t: TestApp;
let schoolId: number;
let people: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  const found = await rows<{ id: number; username: string; school_id: number }>(
    t.database.db,
    sql`SELECT id, username, school_id FROM users WHERE username IN ('91234567', 'admin', 's2026001')`,
  );
  people = Object.fromEntries(found.map((p) => [p.username, p.id]));
  schoolId = found.find((p) => p.username === "admin")!.school_id;
});
afterAll(async () => {
  await t.close();
});

const hello: Message = {
  source: "test.hello",
  ref: "test:1",
  subject: (locale) => (locale === "en-US" ? "Hello" : "你好"),
  text: (locale) => (locale === "en-US" ? "Hello from school" : "學校問好"),
};
const outbox = () =>
  rows<{ user_id: number; channel: string; recipient: string; text: string; delivered: boolean }>(
    t.database.db,
    sql`SELECT user_id, channel, recipient, text, delivered FROM message_outbox
      WHERE source = 'test.hello' ORDER BY id`,
  );

describe("the messenger", () => {
  it("texts a parent's phone and e-mails an address the school has, in their language, and keeps both", async () => {
    const texts: TextMessage[] = [];
    const mails: MailMessage[] = [];
    await t.database.db.execute(
      sql`UPDATE users SET email = 'chan.family@example.com', lang = 'en-US' WHERE id = ${people["91234567"]!}`,
    );
    const sent = await messenger(
      { send: async (m) => void texts.push(m) },
      { send: async (m) => void mails.push(m) },
    ).send({ db: t.database.db, now: t.clock.now() }, schoolId, [people["91234567"]!], hello);
    expect(sent).toEqual({ people: 1, delivered: 2, failed: 0 });
    expect(texts).toEqual([{ countryCode: "852", phone: "91234567", text: "Hello from school" }]);
    expect(mails).toEqual([
      { to: "chan.family@example.com", subject: "Hello", text: "Hello from school" },
    ]);
    expect(await outbox()).toEqual([
      expect.objectContaining({ channel: "sms", recipient: "+852 •••• 4567", delivered: true }),
      expect.objectContaining({ channel: "email", recipient: "c•••@example.com", delivered: true }),
    ]);
  });

  it("keeps a message a provider refused as not delivered, and sends nothing to another school's people", async () => {
    const failing = messenger(
      {
        send: async () => {
          throw new Error("provider down");
        },
      },
      logMail(() => undefined),
    );
    const lines: string[] = [];
    const before = (await outbox()).length;
    const sent = await failing.send(
      { db: t.database.db, now: t.clock.now(), log: (line) => lines.push(line) },
      schoolId,
      [people["91234567"]!],
      hello,
    );
    expect(sent).toEqual({ people: 1, delivered: 1, failed: 1 });
    expect((await outbox()).slice(before)).toEqual([
      expect.objectContaining({ channel: "sms", delivered: false }),
      expect.objectContaining({ channel: "email", delivered: true }),
    ]);
    expect(lines.join()).toMatch(/test\.hello test:1 not sent: Error: provider down/);
    // Another school's id: nobody of this school is written to.
    const elsewhere = await failing.send(
      { db: t.database.db, now: t.clock.now() },
      schoolId + 1000,
      [people["91234567"]!],
      hello,
    );
    expect(elsewhere).toEqual({ people: 0, delivered: 0, failed: 0 });
  });
});
