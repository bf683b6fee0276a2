import { endpoints, HEADERS, REGISTRATION_EXPORT_PATH } from "@campus/contract";
import { readSheet } from "read-excel-file/node";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { applications, interviewBookings } from "./schema";
import { guardianOf, payFee, submitApplication } from "./testing/registration-tests";

/*
 * Interviews (test clock: Tuesday 2026-09-01). The demo publishes three sessions on each of the
 * four Saturdays from 19 September, six places each; families book from today to 7 October and
 * may move a booking until two days before it.
 */

let t: TestApp;
let guardian: string;
let other: string;
let staff: string;
let children = 0;

beforeAll(async () => {
  t = await createTestApp();
  guardian = await t.signIn("guardian");
  other = await guardianOf(t, "66634567");
  staff = await t.signIn("staff");
});
afterAll(async () => {
  await t.close();
});

/** A submitted application whose fee is paid: ready to book. */
async function paidApplication(token = guardian) {
  const app = await submitApplication(t, token, `INT${++children}`);
  await payFee(t, token, app.id);
  return app;
}

const sessionsOf = (id: number, token = guardian) =>
  t.ok(endpoints.registrationInterviewSessions, { id }, { token });

const book = (id: number, session_id: number, token = guardian) =>
  t.request(endpoints.registrationBookInterview, { id, session_id }, { token });

describe("a family books an interview", () => {
  it("books only once the fee is paid", async () => {
    const app = await submitApplication(t, guardian, `INT${++children}`);
    const { sessions } = await sessionsOf(app.id);
    const before = await t.counts();
    expect((await book(app.id, sessions[0]!.id)).msg).toBe(
      "請先提交申請並繳付申請費，然後預約面試",
    );
    expect(await t.counts()).toEqual(before);
  });

  it("lists the published sessions ahead, books one and shows it with its check-in code", async () => {
    const app = await paidApplication();
    const list = await sessionsOf(app.id);
    expect(list).toMatchObject({
      books_from: "2026-09-01",
      books_until: "2026-10-07",
      move_days: 2,
      open: true,
    });
    expect(list.sessions).toHaveLength(12);
    const first = list.sessions[0]!;
    expect(first).toMatchObject({
      starts_at: "2026-09-19T01:30:00.000Z",
      ends_at: "2026-09-19T02:15:00.000Z",
      venue: "本校禮堂",
      group_name: "A",
      places_left: 6,
    });

    const booked = await t.ok(
      endpoints.registrationBookInterview,
      { id: app.id, session_id: first.id },
      { token: guardian },
    );
    expect(booked.interview_status).toBe("awaiting");
    expect(booked.interview).toMatchObject({
      session: { id: first.id, places_left: 5 },
      checked_in_at: null,
      movable_until: "2026-09-17T01:30:00.000Z",
    });
    expect(booked.interview!.check_in_code).toMatch(/^[0-9a-f]{32}$/);

    // The same session again books nothing more.
    await t.ok(
      endpoints.registrationBookInterview,
      { id: app.id, session_id: first.id },
      { token: guardian },
    );
    expect((await sessionsOf(app.id)).sessions[0]!.places_left).toBe(5);
  });

  it("moves a booking to another session, giving its place back and keeping its code", async () => {
    const app = await paidApplication();
    const { sessions } = await sessionsOf(app.id);
    const [a, b] = [sessions[3]!, sessions[4]!];
    const first = await t.ok(
      endpoints.registrationBookInterview,
      { id: app.id, session_id: a.id },
      { token: guardian },
    );
    const moved = await t.ok(
      endpoints.registrationBookInterview,
      { id: app.id, session_id: b.id },
      { token: guardian },
    );
    expect(moved.interview?.session.id).toBe(b.id);
    expect(moved.interview?.check_in_code).toBe(first.interview?.check_in_code);
    const after = (await sessionsOf(app.id)).sessions;
    expect(after.find((s) => s.id === a.id)?.places_left).toBe(a.places_left);
    expect(after.find((s) => s.id === b.id)?.places_left).toBe(b.places_left - 1);
  });

  it("never gives a session more places than it has, however many book at once", async () => {
    const made = await t.ok(
      endpoints.registrationOfficeSaveSession,
      {
        starts_at: "2026-09-20T02:00:00.000Z",
        ends_at: "2026-09-20T02:45:00.000Z",
        venue: "校長室",
        group_name: "D",
        capacity: 2,
        published: true,
      },
      { token: staff },
    );
    const families = await Promise.all(
      ["66600001", "66600002", "66600003", "66600004"].map((phone) => guardianOf(t, phone)),
    );
    const apps = [];
    for (const token of families) apps.push({ token, app: await paidApplication(token) });
    const answers = await Promise.all(apps.map(({ token, app }) => book(app.id, made.id, token)));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.code !== 200).map((a) => a.msg)).toEqual([
      "此面試場次已滿，請選擇其他場次",
      "此面試場次已滿，請選擇其他場次",
    ]);
    const { sessions } = await t.ok(endpoints.registrationOfficeSessions, {}, { token: staff });
    expect(sessions.find((s) => s.id === made.id)).toMatchObject({ booked: 2, places_left: 0 });
  });

  it("asks the school for another time, giving the place back; the office then assigns one", async () => {
    const app = await paidApplication();
    const { sessions } = await sessionsOf(app.id);
    await t.ok(
      endpoints.registrationBookInterview,
      { id: app.id, session_id: sessions[6]!.id },
      { token: guardian },
    );
    const asked = await t.ok(
      endpoints.registrationAskInterviewTime,
      { id: app.id },
      { token: guardian },
    );
    expect(asked).toMatchObject({ interview_status: "to_schedule", interview: null });
    expect((await sessionsOf(app.id)).sessions[6]!.places_left).toBe(sessions[6]!.places_left);

    const assigned = await t.ok(
      endpoints.registrationOfficeAssignInterview,
      { id: app.id, session_id: sessions[7]!.id },
      { token: staff },
    );
    expect(assigned.interview_status).toBe("awaiting");
    expect(assigned.interview?.session.id).toBe(sessions[7]!.id);
  });

  it("keeps one family's application from another and from the office's calls", async () => {
    const app = await paidApplication();
    const { sessions } = await sessionsOf(app.id);
    const before = await t.counts();
    expect(
      (await t.request(endpoints.registrationInterviewSessions, { id: app.id }, { token: other }))
        .code,
    ).toBe(404);
    expect((await book(app.id, sessions[0]!.id, other)).code).toBe(404);
    expect((await book(app.id, sessions[0]!.id, staff)).code).toBe(403);
    expect(
      (
        await t.request(
          endpoints.registrationOfficeCheckIn,
          { code: "0".repeat(32) },
          { token: guardian },
        )
      ).code,
    ).toBe(403);
    expect(await t.counts()).toEqual(before);
  });
});

describe("the office runs the interviews", () => {
  it("checks a family in by their code, once, and records the result; waitlisted families are numbered", async () => {
    const results = [];
    for (const result of ["waitlist", "waitlist", "failed"] as const) {
      const app = await paidApplication();
      const { sessions } = await sessionsOf(app.id);
      const booked = await t.ok(
        endpoints.registrationBookInterview,
        { id: app.id, session_id: sessions[9]!.id },
        { token: guardian },
      );
      const code = booked.interview!.check_in_code;
      // The session is weeks ahead: looking changes nothing; checking in needs a reason then.
      const before = await t.counts();
      const looked = await t.ok(
        endpoints.registrationOfficeCheckIn,
        { code, look: true },
        { token: staff },
      );
      expect(looked).toMatchObject({ interview_status: "awaiting", id: app.id });
      const early = await t.refused(
        endpoints.registrationOfficeCheckIn,
        { code },
        { token: staff },
      );
      expect(early.code).toBe(409);
      expect(early.msg).toMatch(/^此面試在 \d{4}-\d{2}-\d{2}，不是今天：如仍要報到，請寫下理由$/);
      expect(await t.counts()).toEqual(before);
      const reason = "家長改期，經校長批准";
      const checked = await t.ok(
        endpoints.registrationOfficeCheckIn,
        { code, reason },
        { token: staff },
      );
      expect(checked.interview_status).toBe("reviewing");
      expect(checked.interview?.checked_in_at).toBe(t.clock.now().toISOString());
      const [kept] = await t.database.db
        .select({ note: interviewBookings.checkInNote })
        .from(interviewBookings)
        .where(eq(interviewBookings.applicationId, app.id));
      expect(kept?.note).toBe(reason);
      const again = await t.ok(endpoints.registrationOfficeCheckIn, { code }, { token: staff });
      expect(again.interview?.checked_in_at).toBe(checked.interview?.checked_in_at);
      if (result === "failed") {
        // No place while the interview's result is not recorded (nor, once failed, after it).
        await t.ok(
          endpoints.registrationOfficeDecide,
          { id: app.id, decision: "start" },
          { token: staff },
        );
        const early = await t.request(
          endpoints.registrationOfficeDecide,
          { id: app.id, decision: "approve" },
          { token: staff, lang: "en-US" },
        );
        expect(early.code).toBe(409);
        expect(early.msg).toContain("the interview (result not recorded)");
      }
      // Checked in: the family can no longer move it.
      expect((await book(app.id, sessions[10]!.id)).msg).toBe("此申請的面試現時不能進行這一步");
      results.push(
        await t.ok(
          endpoints.registrationOfficeInterviewResult,
          { id: app.id, result },
          { token: staff },
        ),
      );
    }
    const [first, second, failed] = results;
    expect(second!.waitlist_no).toBe(first!.waitlist_no! + 1);
    expect(failed).toMatchObject({ interview_status: "failed", waitlist_no: null });

    // A place comes up: the first on the list passes.
    const passed = await t.ok(
      endpoints.registrationOfficeInterviewResult,
      { id: first!.id, result: "passed" },
      { token: staff },
    );
    expect(passed).toMatchObject({ interview_status: "passed", waitlist_no: null });
    // A result is recorded only after the interview.
    const waiting = await paidApplication();
    expect(
      (
        await t.refused(
          endpoints.registrationOfficeInterviewResult,
          { id: waiting.id, result: "passed" },
          { token: staff },
        )
      ).msg,
    ).toBe("此申請的面試現時不能進行這一步");
    expect(
      (
        await t.request(
          endpoints.registrationOfficeCheckIn,
          { code: "f".repeat(32) },
          { token: staff },
        )
      ).code,
    ).toBe(404);
  });

  it("corrects a mis-clicked result until the place is decided, then refuses and writes nothing", async () => {
    const app = await paidApplication();
    const { sessions } = await sessionsOf(app.id);
    const booked = await t.ok(
      endpoints.registrationBookInterview,
      { id: app.id, session_id: sessions[8]!.id },
      { token: guardian },
    );
    await t.ok(
      endpoints.registrationOfficeCheckIn,
      { code: booked.interview!.check_in_code, reason: "提早面試" },
      { token: staff },
    );
    const record = (result: "passed" | "failed" | "waitlist") =>
      t.request(
        endpoints.registrationOfficeInterviewResult,
        { id: app.id, result },
        { token: staff },
      );
    expect((await record("passed")).data).toMatchObject({ interview_status: "passed" });
    // 面試通過 was a mis-click: 面試不通過, then a waitlist place (numbered), then passed again.
    expect((await record("failed")).data).toMatchObject({
      interview_status: "failed",
      waitlist_no: null,
    });
    const waitlisted = (await record("waitlist")).data as { waitlist_no: number | null };
    expect(waitlisted.waitlist_no).toBeGreaterThan(0);
    expect((await record("passed")).data).toMatchObject({
      interview_status: "passed",
      waitlist_no: null,
    });
    // Once the place is decided (here refused), the result it rests on stays.
    for (const decision of ["start", "deny"] as const)
      await t.ok(
        endpoints.registrationOfficeDecide,
        { id: app.id, decision, reason: "學額已滿" },
        { token: staff },
      );
    const before = await t.counts();
    expect((await record("failed")).msg).toBe("此申請的面試現時不能進行這一步");
    expect(await t.counts()).toEqual(before);
    const [kept] = await t.database.db
      .select({ interview: applications.interviewStatus })
      .from(applications)
      .where(eq(applications.id, app.id));
    expect(kept?.interview).toBe("passed");
  });

  it("keeps the interviewers' score and notes for the office alone, after check-in until the place is decided (issue 37, item 15)", async () => {
    const app = await paidApplication();
    const { sessions } = await sessionsOf(app.id);
    const booked = await t.ok(
      endpoints.registrationBookInterview,
      { id: app.id, session_id: sessions[9]!.id },
      { token: guardian },
    );
    // Bodies as a client might send them, the refused ones included.
    const assess = (body: { score: number; notes: string }) =>
      t.request(
        endpoints.registrationOfficeAssessInterview,
        { id: app.id, ...body },
        { token: staff },
      );
    const bookingRow = async () =>
      (
        await t.database.db
          .select()
          .from(interviewBookings)
          .where(eq(interviewBookings.applicationId, app.id))
      )[0];

    // Before the family has come, there is nothing to assess.
    expect((await assess({ score: 80, notes: "" })).msg).toBe("此申請的面試現時不能進行這一步");
    expect((await bookingRow())?.assessedAt).toBeNull();
    await t.ok(
      endpoints.registrationOfficeCheckIn,
      { code: booked.interview!.check_in_code, reason: "提早面試" },
      { token: staff },
    );

    // Out of range, not whole, notes too long: refused by field, nothing kept.
    for (const [body, field] of [
      [{ score: 101, notes: "" }, "score"],
      [{ score: -1, notes: "" }, "score"],
      [{ score: 7.5, notes: "" }, "score"],
      [{ score: 50, notes: "字".repeat(1001) }, "notes"],
    ] as const) {
      const refused = await assess(body);
      expect(refused.code, JSON.stringify(body)).not.toBe(0);
      expect(JSON.stringify(refused.data)).toContain(field);
    }
    expect((await bookingRow())?.assessedAt).toBeNull();

    const kept = await t.ok(
      endpoints.registrationOfficeAssessInterview,
      { id: app.id, score: 86, notes: "  表達清晰，喜歡畫畫。  " },
      { token: staff },
    );
    expect(kept.assessment).toMatchObject({ score: 86, notes: "表達清晰，喜歡畫畫。" });
    expect(kept.assessment?.by).not.toBe("");
    // The office reads it with the application; the family never does.
    const office = await t.ok(endpoints.registrationApplication, { id: app.id }, { token: staff });
    expect(office.assessment).toEqual(kept.assessment);
    const family = await t.ok(
      endpoints.registrationApplication,
      { id: app.id },
      { token: guardian },
    );
    expect(family).not.toHaveProperty("assessment");
    expect(JSON.stringify(family)).not.toContain("喜歡畫畫");
    // The office's workbook of the list has them too, in their columns.
    const workbook = await t.app.request(`${REGISTRATION_EXPORT_PATH}?search=${app.number}`, {
      headers: { [HEADERS.token]: staff },
    });
    const [head, row] = (await readSheet(Buffer.from(await workbook.arrayBuffer()))) as unknown[][];
    expect(row![head!.indexOf("面試評分")]).toBe(86);
    expect(row![head!.indexOf("面試備註")]).toBe("表達清晰，喜歡畫畫。");
    // Recording the result answers with it too; no score is a score taken away.
    const passed = await t.ok(
      endpoints.registrationOfficeInterviewResult,
      { id: app.id, result: "passed" },
      { token: staff },
    );
    expect(passed.assessment?.score).toBe(86);
    expect(
      (
        await t.ok(
          endpoints.registrationOfficeAssessInterview,
          { id: app.id, score: null, notes: "表達清晰。" },
          { token: staff },
        )
      ).assessment,
    ).toMatchObject({ score: null, notes: "表達清晰。" });

    // Once the place is decided, what it rested on stays as it was.
    for (const decision of ["start", "deny"] as const)
      await t.ok(
        endpoints.registrationOfficeDecide,
        { id: app.id, decision, reason: "學額已滿" },
        { token: staff },
      );
    const before = await bookingRow();
    expect((await assess({ score: 10, notes: "改" })).msg).toBe("此申請的面試現時不能進行這一步");
    expect(await bookingRow()).toEqual(before);
  });

  it("lists a session's families for the interview day, by number, with who has checked in (issue 37, item 15)", async () => {
    const first = await paidApplication();
    const second = await paidApplication();
    const { sessions } = await sessionsOf(first.id);
    const session = sessions.at(-1)!;
    const booked = await t.ok(
      endpoints.registrationBookInterview,
      { id: first.id, session_id: session.id },
      { token: guardian },
    );
    await t.ok(
      endpoints.registrationBookInterview,
      { id: second.id, session_id: session.id },
      { token: guardian },
    );
    await t.ok(
      endpoints.registrationOfficeCheckIn,
      { code: booked.interview!.check_in_code, reason: "提早面試" },
      { token: staff },
    );
    const roster = await t.ok(
      endpoints.registrationOfficeSessionRoster,
      { id: session.id },
      { token: staff },
    );
    expect(roster.session).toMatchObject({ id: session.id, venue: session.venue });
    const ours = roster.applicants.filter((a) => [first.id, second.id].includes(a.id));
    expect(ours).toEqual([
      {
        id: first.id,
        number: first.number,
        child_name_zh: "陳小文",
        child_name_en: "CHAN Siu Man",
        class_code: "P1",
        interview_status: "reviewing",
        checked_in_at: expect.any(String),
        phone: "+852 55501234",
      },
      expect.objectContaining({ id: second.id, interview_status: "awaiting", checked_in_at: null }),
    ]);
    // By application number, as the office calls them in.
    const ids = roster.applicants.map((a) => a.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // The families' names are the office's: not a teacher's, a family's, or another school's.
    for (const [token, code] of [
      [await t.signIn("teacher"), 403],
      [guardian, 403],
      [await t.signIn("neighbourStaff"), 404],
    ] as const)
      expect(
        (await t.request(endpoints.registrationOfficeSessionRoster, { id: session.id }, { token }))
          .code,
      ).toBe(code);
  });

  it("deletes a session no family booked; a booked one stays, said why", async () => {
    const made = await t.ok(
      endpoints.registrationOfficeSaveSession,
      {
        starts_at: "2026-10-10T01:30:00.000Z",
        ends_at: "2026-10-10T02:15:00.000Z",
        venue: "本校禮堂",
        group_name: "Z",
        capacity: 6,
        published: false,
      },
      { token: staff },
    );
    const listed = async () =>
      (await t.ok(endpoints.registrationOfficeSessions, {}, { token: staff })).sessions;
    expect(
      await t.ok(endpoints.registrationOfficeDeleteSession, { id: made.id }, { token: staff }),
    ).toBeNull();
    expect((await listed()).some((s) => s.id === made.id)).toBe(false);
    expect(
      (
        await t.request(
          endpoints.registrationOfficeDeleteSession,
          { id: made.id },
          { token: staff },
        )
      ).code,
    ).toBe(404);

    const busy = (await listed()).find((s) => s.booked > 0)!;
    const before = await t.counts();
    const refused = await t.request(
      endpoints.registrationOfficeDeleteSession,
      { id: busy.id },
      { token: staff, lang: "en-US" },
    );
    expect(refused).toMatchObject({ code: 409, data: null });
    expect(refused.msg).toContain("place them in another session first");
    expect(await t.counts()).toEqual(before);
    // A family cannot delete a session.
    expect(
      (
        await t.request(
          endpoints.registrationOfficeDeleteSession,
          { id: busy.id },
          { token: guardian },
        )
      ).code,
    ).toBe(403);
  });

  it("keeps a session's places at or above those booked, and its class one the school takes", async () => {
    const { sessions } = await t.ok(endpoints.registrationOfficeSessions, {}, { token: staff });
    const busy = sessions.find((s) => s.booked >= 2)!;
    const input = {
      id: busy.id,
      starts_at: busy.starts_at,
      ends_at: busy.ends_at,
      venue: busy.venue,
      group_name: busy.group_name,
      published: true,
    };
    const before = await t.counts();
    expect(
      (
        await t.refused(
          endpoints.registrationOfficeSaveSession,
          { ...input, capacity: busy.booked - 1 },
          { token: staff },
        )
      ).data,
    ).toMatchObject({ fields: [{ field: "capacity", message: "名額不可少於已預約人數" }] });
    expect(
      (
        await t.request(
          endpoints.registrationOfficeSaveSession,
          { ...input, capacity: 9, class_code: "S6" },
          { token: staff },
        )
      ).code,
    ).toBe(400);
    expect(
      (
        await t.request(
          endpoints.registrationOfficeSaveSession,
          { ...input, capacity: 9, ends_at: "2026-09-01T00:00:00.000Z" },
          { token: staff },
        )
      ).code,
    ).toBe(400);
    expect(await t.counts()).toEqual(before);
    const saved = await t.ok(
      endpoints.registrationOfficeSaveSession,
      { ...input, capacity: 9 },
      { token: staff },
    );
    expect(saved).toMatchObject({ capacity: 9, booked: busy.booked, places_left: 9 - busy.booked });
  });

  it("refuses a session in the past, one exactly like another, and places that are no count (issue 37, item 7)", async () => {
    const session = {
      starts_at: "2026-10-03T02:00:00.000Z",
      ends_at: "2026-10-03T02:45:00.000Z",
      venue: "音樂室",
      group_name: "F",
      capacity: 6,
      published: false,
    };
    await t.ok(endpoints.registrationOfficeSaveSession, session, { token: staff });
    const before = await t.counts();
    const refused = async (body: object) =>
      (
        await t.refused(endpoints.registrationOfficeSaveSession, body as typeof session, {
          token: staff,
          lang: "en-US",
        })
      ).data?.fields;
    expect(await refused(session)).toEqual([
      { field: "starts_at", message: "A session at this time, venue and group already exists" },
    ]);
    // The test clock is 1 September 2026, 08:00 UTC.
    expect(
      await refused({
        ...session,
        starts_at: "2026-08-31T02:00:00.000Z",
        ends_at: "2026-08-31T02:45:00.000Z",
      }),
    ).toEqual([{ field: "starts_at", message: "This time has passed: choose a time ahead" }]);
    expect(await refused({ ...session, group_name: "G", capacity: 0 })).toEqual([
      { field: "capacity", message: "Must be at least 1" },
    ]);
    expect(await refused({ ...session, group_name: "G", capacity: "abc" })).toEqual([
      { field: "capacity", message: "The format is incorrect" },
    ]);
    expect(await refused({ ...session, group_name: "G", capacity: 201 })).toEqual([
      { field: "capacity", message: "Must be at most 200" },
    ]);
    expect(await t.counts()).toEqual(before);
  });

  it("names a venue in Chinese, converted to Simplified, and in English where given (issue 37, item 15)", async () => {
    const body = {
      starts_at: "2026-09-26T02:00:00.000Z",
      ends_at: "2026-09-26T02:45:00.000Z",
      venue: "二樓音樂室",
      group_name: "F",
      capacity: 4,
      published: false,
    };
    const both = await t.ok(
      endpoints.registrationOfficeSaveSession,
      { ...body, venue_en: "  Music Room, 2/F " },
      { token: staff },
    );
    expect(both).toMatchObject({
      venue: "二樓音樂室",
      venue_cn: "二楼音乐室",
      venue_en: "Music Room, 2/F",
    });
    // Changed without an English name: English readers read the Chinese.
    const chinese = await t.ok(
      endpoints.registrationOfficeSaveSession,
      { ...body, id: both.id, venue_en: "" },
      { token: staff },
    );
    expect(chinese.venue_en).toBe("");
    const before = await t.counts();
    expect(
      await t.request(
        endpoints.registrationOfficeSaveSession,
        { ...body, venue_en: "x".repeat(61) },
        { token: staff },
      ),
    ).toMatchObject({ code: 400, data: { fields: [{ field: "venue_en" }] } });
    expect(await t.counts()).toEqual(before);
  });

  it("hides an unpublished session from families", async () => {
    const hidden = await t.ok(
      endpoints.registrationOfficeSaveSession,
      {
        starts_at: "2026-09-27T02:00:00.000Z",
        ends_at: "2026-09-27T02:45:00.000Z",
        venue: "校長室",
        group_name: "E",
        capacity: 4,
        published: false,
      },
      { token: staff },
    );
    const app = await paidApplication();
    expect((await sessionsOf(app.id)).sessions.map((s) => s.id)).not.toContain(hidden.id);
    expect((await book(app.id, hidden.id)).msg).toBe("此面試場次不能預約，請選擇其他場次");
  });
});

describe("when it is late", () => {
  it("cannot be moved within the school's days before the interview, nor booked after the window", async () => {
    const app = await paidApplication();
    const { sessions } = await sessionsOf(app.id);
    await t.ok(
      endpoints.registrationBookInterview,
      { id: app.id, session_id: sessions[0]!.id },
      { token: guardian },
    );
    // Thursday 17 September, 10:00 in Hong Kong: the Saturday session is under two days away.
    t.clock.advance(Date.parse("2026-09-17T02:00:00Z") - t.clock.now().getTime());
    guardian = await t.signIn("guardian");
    expect((await book(app.id, sessions[5]!.id)).msg).toBe(
      "面試前 2 日內不可更改預約，如有需要請致電學校",
    );
    expect(
      (await t.request(endpoints.registrationAskInterviewTime, { id: app.id }, { token: guardian }))
        .msg,
    ).toBe("面試前 2 日內不可更改預約，如有需要請致電學校");
    const late = await paidApplication();
    t.clock.advance(30 * 86_400_000);
    guardian = await t.signIn("guardian");
    expect((await sessionsOf(late.id)).open).toBe(false);
    expect((await book(late.id, sessions[11]!.id)).msg).toBe("現時不是面試預約期");
  });
  it("checks a family in without a word on their session's day (issue 37, item 6)", async () => {
    // Signed in again: the test before moved the clock past the sessions' lifetime.
    staff = await t.signIn("staff");
    // A session five days ahead of the clock, 10:00 to 10:45 in Hong Kong.
    const day = new Date(t.clock.now().getTime() + 5 * 86_400_000).toISOString().slice(0, 10);
    const ahead = await t.ok(
      endpoints.registrationOfficeSaveSession,
      {
        starts_at: `${day}T02:00:00.000Z`,
        ends_at: `${day}T02:45:00.000Z`,
        venue: "禮堂",
        group_name: "Z",
        capacity: 4,
        published: true,
      },
      { token: staff },
    );
    const app = await paidApplication();
    const placed = await t.ok(
      endpoints.registrationOfficeAssignInterview,
      { id: app.id, session_id: ahead.id },
      { token: staff },
    );
    // The morning of the session.
    t.clock.advance(Date.parse(ahead.starts_at) - 3_600_000 - t.clock.now().getTime());
    const checked = await t.ok(
      endpoints.registrationOfficeCheckIn,
      { code: placed.interview!.check_in_code },
      { token: staff },
    );
    expect(checked.interview_status).toBe("reviewing");
  });
});
