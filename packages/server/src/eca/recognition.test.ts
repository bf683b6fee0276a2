import { endpoints, HEADERS, type EcaRecognitionDetail } from "@campus/contract";
import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { users } from "../db/schema";
import { createTestApp, type TestApp } from "../testing/test-app";
import { ecaEntries, ecaEvents, ecaEventTeachers, ecaRecognitions } from "./schema";

/*
 * AI recognition of special traits through the API: a teacher starts it on an event, it runs in
 * the background and proposes traits with the words it read, the teacher accepts and rejects
 * them. Jobs live in the database: one whose runner stopped is picked up by the next start, a
 * failed one says why and runs again, and one target never has two at once.
 */

let t: TestApp;
let teacher: string;
let staff: string;
/** An event t.wong answers for whose first student's remark reads '表現積極，帶領隊員完成比賽。'. */
let eventId: number;
/** An event t.wong neither added nor answers for. */
let othersEvent: number;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The job once it has stopped running (the put-off work run, then read until it settles). */
async function settled(id: number, token = teacher, lang = "zh-TW"): Promise<EcaRecognitionDetail> {
  for (let i = 0; i < 400; i++) {
    t.runLater();
    const detail = await t.ok(endpoints.ecaRecognition, { id, pageSize: 100 }, { token, lang });
    if (detail.recognition.status !== "in_progress") return detail;
    await sleep(10);
  }
  throw new Error(`recognition ${id} did not finish`);
}

beforeAll(async () => {
  t = await createTestApp();
  [teacher, staff] = await Promise.all([t.signIn("teacher"), t.signIn("staff")]);
  const db = t.database.db;
  const [wong] = await db.select({ id: users.id }).from(users).where(eq(users.username, "t.wong"));
  const mine = sql`exists (select 1 from eca_event_teachers et where et.event_id = ${ecaEvents.id} and et.teacher_id = ${wong!.id})`;
  const [led] = await db
    .select({ id: ecaEvents.id })
    .from(ecaEvents)
    .innerJoin(ecaEntries, eq(ecaEntries.eventId, ecaEvents.id))
    .where(and(mine, like(ecaEntries.remark, "%帶領隊員%"), eq(ecaEntries.status, "passed")))
    .orderBy(ecaEvents.id)
    .limit(1);
  eventId = led!.id;
  const [other] = await db
    .select({ id: ecaEvents.id })
    .from(ecaEvents)
    .innerJoin(ecaEntries, eq(ecaEntries.eventId, ecaEvents.id))
    .where(
      and(
        sql`not ${mine}`,
        sql`${ecaEvents.createdBy} <> ${wong!.id}`,
        sql`not exists (select 1 from ${ecaEventTeachers} x where x.event_id = ${ecaEvents.id} and x.teacher_id = ${wong!.id})`,
      ),
    )
    .limit(1);
  othersEvent = other!.id;
});
afterAll(async () => {
  await t.close();
});

describe("recognising an event's students", () => {
  let detail: EcaRecognitionDetail;

  it("answers a job in progress at once, then proposes traits with the words it read", async () => {
    const started = await t.ok(
      endpoints.ecaRecognize,
      { target: "event", id: eventId },
      { token: teacher },
    );
    expect(started).toMatchObject({
      target: "event",
      event: { id: eventId },
      status: "in_progress",
      done: 0,
      error: null,
      editable: true,
    });
    expect(started.total).toBeGreaterThan(0);
    // The same target again while it runs: the same job, not a second one.
    const again = await t.ok(
      endpoints.ecaRecognize,
      { target: "event", id: eventId },
      { token: staff },
    );
    expect(again.id).toBe(started.id);

    detail = await settled(started.id);
    expect(detail.recognition).toMatchObject({
      status: "completed",
      engine: "local",
      attempts: 1,
      done: started.total,
    });
    expect(detail.recognition.proposals).toBe(detail.total);
    const leader = detail.list.find(
      (p) => p.trait.name_en === "Leadership" && p.evidence.some((e) => e.field === "remark"),
    );
    expect(leader?.evidence).toContainEqual({
      field: "remark",
      text: "表現積極，帶領隊員完成比賽。",
      words: ["帶領"],
    });
    const teamwork = detail.list.find(
      (p) => p.student.id === leader!.student.id && p.trait.name_en === "Teamwork",
    );
    expect(teamwork?.evidence).toContainEqual(
      expect.objectContaining({ field: "remark", words: ["隊員"] }),
    );
    expect(detail.list.every((p) => p.decision === "pending" && p.strength >= 35)).toBe(true);
  });

  it("lets the teacher accept two traits and reject one; a second reading keeps the decisions", async () => {
    const [a, b, c] = detail.list;
    const { proposals } = await t.ok(
      endpoints.ecaDecideTraits,
      { ids: [a!.id, b!.id], decision: "accepted" },
      { token: teacher },
    );
    const rejected = await t.ok(
      endpoints.ecaDecideTraits,
      { ids: [c!.id], decision: "rejected" },
      { token: teacher },
    );
    expect([...proposals, ...rejected.proposals].map((p) => p.decision)).toEqual([
      "accepted",
      "accepted",
      "rejected",
    ]);
    expect(proposals[0]!.decided_by?.name_en).toBe("Wong Ka Yan");

    const accepted = await t.ok(
      endpoints.ecaRecognition,
      { id: detail.recognition.id, decision: "accepted" },
      { token: teacher },
    );
    expect(accepted.list.map((p) => p.id).sort()).toEqual([a!.id, b!.id].sort());
    expect(accepted.recognition).toMatchObject({ accepted: 2, rejected: 1 });

    // Read again: undecided proposals are replaced, decided ones stay as decided.
    const rerun = await t.ok(
      endpoints.ecaRecognize,
      { target: "event", id: eventId },
      { token: teacher },
    );
    const after = await settled(rerun.id);
    expect(after.recognition.status).toBe("completed");
    const { list } = await t.ok(
      endpoints.ecaRecognition,
      { id: rerun.id, decision: "pending", pageSize: 100 },
      { token: teacher },
    );
    expect(list.map((p) => p.id)).not.toContain(a!.id);
    const stillAccepted = await t.ok(
      endpoints.ecaRecognition,
      { id: rerun.id, decision: "accepted" },
      { token: teacher },
    );
    expect(stillAccepted.list.map((p) => p.id).sort()).toEqual([a!.id, b!.id].sort());
    expect(stillAccepted.list[0]!.evidence).toEqual(
      [a, b].find((p) => p!.id === stillAccepted.list[0]!.id)!.evidence,
    );
  });

  it("lists the jobs by state, event and class; a teacher sees those of their events", async () => {
    const all = await t.ok(endpoints.ecaRecognitions, {}, { token: teacher });
    expect(all.list.length).toBeGreaterThanOrEqual(2);
    expect(all.list.every((r) => r.event !== null)).toBe(true);
    const ofEvent = await t.ok(
      endpoints.ecaRecognitions,
      { event_id: eventId, status: "completed" },
      { token: teacher },
    );
    expect(ofEvent.total).toBe(2);
    const className = detail.list[0]!.student.class_name!;
    const ofClass = await t.ok(
      endpoints.ecaRecognitions,
      { class_name: className.toLowerCase() },
      { token: teacher },
    );
    expect(ofClass.list.map((r) => r.event?.id)).toContain(eventId);
    expect(
      (await t.ok(endpoints.ecaRecognitions, { class_name: "9Z" }, { token: teacher })).total,
    ).toBe(0);
    expect(
      (await t.ok(endpoints.ecaRecognitions, { status: "failed" }, { token: teacher })).list,
    ).toEqual(
      expect.not.arrayContaining([
        expect.objectContaining({ event: expect.objectContaining({ id: eventId }) }),
      ]),
    );
  });
});

describe("what is refused, and writes nothing", () => {
  it("refuses another teacher's event, a student's records to a teacher, an empty event, and parents", async () => {
    const family = await Promise.all([t.signIn("parent"), t.signIn("student")]);
    const before = await t.counts();
    expect(
      (
        await t.refused(
          endpoints.ecaRecognize,
          { target: "event", id: othersEvent },
          { token: teacher },
        )
      ).code,
    ).toBe(403);
    const [student] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, "s2026001"));
    expect(
      (
        await t.refused(
          endpoints.ecaRecognize,
          { target: "student", id: student!.id },
          { token: teacher },
        )
      ).code,
    ).toBe(403);
    expect(
      (await t.refused(endpoints.ecaRecognize, { target: "event", id: 999_999 }, { token: staff }))
        .code,
    ).toBe(404);
    for (const token of family)
      expect((await t.refused(endpoints.ecaRecognitions, {}, { token })).code).toBe(403);
    const empty = await t.database.db
      .select({ id: ecaEvents.id })
      .from(ecaEvents)
      .where(sql`not exists (select 1 from eca_entries e where e.event_id = ${ecaEvents.id})`)
      .limit(1);
    const refusal = await t.refused(
      endpoints.ecaRecognize,
      { target: "event", id: empty[0]!.id },
      { token: staff, lang: "en-US" },
    );
    expect(refusal).toMatchObject({
      code: 400,
      msg: "There are no student records to read: add students first",
    });
    expect(await t.counts()).toEqual(before);
  });

  it("decides all the proposals named or none: not another teacher's, not an unknown one", async () => {
    const job = await t.ok(
      endpoints.ecaRecognize,
      { target: "event", id: othersEvent },
      { token: staff },
    );
    const theirs = await settled(job.id, staff);
    expect(theirs.total).toBeGreaterThan(0);
    const mine = (await t.ok(endpoints.ecaRecognitions, { event_id: eventId }, { token: teacher }))
      .list[0]!;
    const [own] = (
      await t.ok(endpoints.ecaRecognition, { id: mine.id, decision: "pending" }, { token: teacher })
    ).list;
    const before = await t.counts();
    const mixed = await t.refused(
      endpoints.ecaDecideTraits,
      { ids: [own!.id, theirs.list[0]!.id], decision: "accepted" },
      { token: teacher },
    );
    expect(mixed.code).toBe(403);
    expect(
      (
        await t.refused(
          endpoints.ecaDecideTraits,
          { ids: [999_999], decision: "rejected" },
          { token: teacher },
        )
      ).code,
    ).toBe(404);
    expect(
      (
        await t.refused(
          endpoints.ecaDecideTraits,
          { ids: [], decision: "accepted" },
          { token: teacher },
        )
      ).code,
    ).toBe(400);
    // The other teacher's job is not theirs to read either.
    expect(
      (await t.refused(endpoints.ecaRecognition, { id: job.id }, { token: teacher })).code,
    ).toBe(404);
    expect(await t.counts()).toEqual(before);
  });
});

describe("jobs that stop and fail", () => {
  it("is picked up by the next start when its runner stopped half-way", async () => {
    const [student] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, "s2026001"));
    const started = await t.ok(
      endpoints.ecaRecognize,
      { target: "student", id: student!.id },
      { token: staff },
    );
    // The process died mid-job: its runner wrote a beat two minutes ago and some progress.
    await t.database.db
      .update(ecaRecognitions)
      .set({
        runner: "gone",
        heartbeatAt: new Date(t.clock.now().getTime() - 120_000),
        done: 3,
        attempts: 1,
      })
      .where(eq(ecaRecognitions.id, started.id));
    const restarted = createApp({
      db: t.database.db,
      now: t.clock.now,
      corsOrigins: "*",
      trustProxy: 0,
      maintenance: false,
    });
    expect(restarted).toBeDefined();
    const detail = await settled(started.id, staff);
    expect(detail.recognition).toMatchObject({
      status: "completed",
      attempts: 2,
      target: "student",
      student: { id: student!.id },
    });
    expect(detail.recognition.done).toBe(detail.recognition.total);
    expect(new Set(detail.list.map((p) => p.student.id))).toEqual(new Set([student!.id]));
  });

  it("fails with the reason when the engine cannot answer, and runs again when retried", async () => {
    let put: (() => void)[] = [];
    // An OpenAI-compatible endpoint that is not there: the job fails, saying why.
    const withAi = createApp({
      db: t.database.db,
      now: t.clock.now,
      corsOrigins: "*",
      trustProxy: 0,
      maintenance: false,
      env: { CAMPUS_AI_BASE_URL: "http://127.0.0.1:9/v1", CAMPUS_AI_MODEL: "gone-model" },
      later: (run) => void put.push(run),
    });
    const response = await withAi.request("/api/eca/recognize", {
      method: "POST",
      headers: { "content-type": "application/json", [HEADERS.token]: staff },
      body: JSON.stringify({ target: "event", id: othersEvent }),
    });
    const { data } = (await response.json()) as { data: { id: number; status: string } };
    expect(data.status).toBe("in_progress");
    const id = data.id;
    for (let i = 0; i < 400; i++) {
      for (const run of put.splice(0)) run();
      const [job] = await t.database.db
        .select()
        .from(ecaRecognitions)
        .where(eq(ecaRecognitions.id, id));
      if (job!.status !== "in_progress") break;
      await sleep(10);
    }
    const failed = await t.ok(endpoints.ecaRecognition, { id }, { token: staff, lang: "en-US" });
    expect(failed.recognition.status).toBe("failed");
    // In the reader's words; the engine's own ("HTTP 503") stays for the operator (item 14).
    expect(failed.recognition.error).toBe(
      "Recognition failed: the recognition service did not finish. Please try again later",
    );
    put = [];

    const retried = await t.ok(endpoints.ecaRetryRecognition, { id }, { token: staff });
    expect(retried).toMatchObject({ status: "in_progress", error: null });
    const done = await settled(id, staff);
    expect(done.recognition).toMatchObject({ status: "completed", engine: "local" });
    // A job that has not failed is answered as it is.
    expect(await t.ok(endpoints.ecaRetryRecognition, { id }, { token: staff })).toMatchObject({
      status: "completed",
    });
  });
});
