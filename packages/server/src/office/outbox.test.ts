import { addDays, endpoints, schoolDay } from "@campus/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { invalidInput } from "../testing/typed-client";

/*
 * The school's outbox as the office reads it: what a notice's reminder texted and e-mailed the
 * guardians, latest first, to one person, by one channel, or only what a failing provider did
 * not take. Another school's office, a parent and a teacher see none of it.
 */

let t: TestApp;
let staff: string;
let failing = false;

beforeAll(async () => {
  t = await createTestApp({
    deps: {
      sms: {
        send: async () => {
          if (failing) throw new Error("the SMS provider is down");
        },
      },
    },
  });
  staff = await t.signIn("staff");
});
afterAll(async () => {
  await t.close();
});

/** A notice with a slip for 4A, sent and then reminded: one text (and e-mail) per guardian. */
async function remind4A(title: string) {
  const draft = await t.ok(
    endpoints.noticeSave,
    {
      title_zh: title,
      body_zh: "內容",
      audience: { kind: "classes", classes: ["4A"] },
      slip: {
        questions: [{ kind: "text", label_zh: "備註", required: false }],
        deadline: addDays(schoolDay(t.clock.now()), 7),
        sign: false,
      },
    },
    { token: staff },
  );
  await t.ok(endpoints.noticePublish, { id: draft.id }, { token: staff });
  return t.ok(endpoints.noticeRemind, { id: draft.id }, { token: staff });
}

describe("the school's outbox", () => {
  it("lists what its features sent, latest first, with whom, where (hidden), what and whether it went", async () => {
    const reminded = await remind4A("旅行回條");
    const page = await t.ok(endpoints.officeOutbox, { pageSize: 50 }, { token: staff });
    const texts = page.list.filter((m) => m.channel === "sms" && m.text.includes("旅行回條"));
    expect(texts).toHaveLength(reminded.guardians);
    expect(texts.every((m) => m.delivered && m.source === "notices.reminder")).toBe(true);
    // The demo parent of 陳小明 (4A): named, the number mostly hidden.
    expect(texts.find((m) => m.person?.name_zh === "陳大文")).toMatchObject({
      recipient: "+852 •••• 4567",
      sent_at: t.clock.now().toISOString(),
    });
    expect(page.list.map((m) => m.sent_at)).toEqual(
      [...page.list.map((m) => m.sent_at)].sort().reverse(),
    );

    // One person's, texts only.
    const father = texts.find((m) => m.person?.name_zh === "陳大文")!.person!;
    const his = await t.ok(
      endpoints.officeOutbox,
      { person: father.id, channel: "sms" },
      { token: staff },
    );
    expect(his.total).toBeGreaterThanOrEqual(1);
    expect(his.list.every((m) => m.person?.id === father.id && m.channel === "sms")).toBe(true);
  });

  it("shows what a failing provider did not send, and only that when asked", async () => {
    t.clock.advance(61 * 60_000);
    staff = await t.signIn("staff");
    failing = true;
    await remind4A("provider down");
    failing = false;
    const failed = await t.ok(endpoints.officeOutbox, { failed: true }, { token: staff });
    expect(failed.total).toBeGreaterThanOrEqual(1);
    expect(failed.list.every((m) => !m.delivered && m.channel === "sms")).toBe(true);
    expect(failed.list[0]!.text).toContain("provider down");
  });

  it("is the office's of its own school alone, and refuses a filter that is none", async () => {
    const theirs = await t.ok(
      endpoints.officeOutbox,
      {},
      { token: await t.signIn("neighbourStaff") },
    );
    expect(theirs.list.some((m) => m.text.includes("旅行回條"))).toBe(false);
    for (const who of ["parent", "teacher"] as const)
      expect(
        (await t.refused(endpoints.officeOutbox, {}, { token: await t.signIn(who) })).code,
      ).toBe(403);
    for (const body of [{ channel: "fax" }, { person: 0 }, { failed: "yes" }])
      expect(
        (await t.refused(endpoints.officeOutbox, invalidInput(body), { token: staff })).code,
      ).toBe(400);
  });
});
