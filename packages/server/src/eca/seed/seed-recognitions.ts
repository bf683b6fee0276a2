import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Executor } from "../../db/sql";
import {
  ecaEntries,
  ecaEvents,
  ecaEventTeachers,
  ecaRecognitions,
  ecaTraitProposals,
} from "../schema";
import { localEngine } from "../services/recognition/engine";
import { entryFactsOf, targetEntries, traitTermsOf } from "../services/recognition/jobs";

/*
 * The demo's trait recognition, read by the local engine from the seeded records: the teacher's
 * latest event read and partly decided, the one before read and waiting, one that failed when
 * the school's AI endpoint was down (to retry), and the demo student's records read by the
 * office with their strongest traits accepted — the personality overview their detail shows.
 */

type Target = { target: "event" | "student"; eventId: number | null; studentId: number | null };

export async function seedRecognitions(
  db: Executor,
  {
    schoolId,
    teacher,
    office,
    student,
    now,
  }: { schoolId: number; teacher: number; office: number; student: number; now: Date },
) {
  const traits = await traitTermsOf(db, schoolId);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);

  async function read(target: Target, createdBy: number, daysAgo: number) {
    const facts = await entryFactsOf(db, targetEntries(target));
    const proposals = await localEngine.propose(facts, traits);
    const [job] = await db
      .insert(ecaRecognitions)
      .values({
        schoolId,
        ...target,
        status: "completed",
        total: facts.length,
        done: facts.length,
        attempts: 1,
        runner: "seed",
        heartbeatAt: at(daysAgo),
        createdBy,
        createdAt: at(daysAgo),
        finishedAt: new Date(at(daysAgo).getTime() + 2_000),
      })
      .returning({ id: ecaRecognitions.id });
    if (proposals.length > 0)
      await db
        .insert(ecaTraitProposals)
        .values(
          proposals.map((p) => ({
            schoolId,
            recognitionId: job!.id,
            entryId: p.entryId,
            studentId: p.studentId,
            traitId: p.traitId,
            strength: p.strength,
            evidence: p.evidence,
          })),
        )
        .onConflictDoNothing();
    return job!.id;
  }

  const latest = await db
    .select({ id: ecaEvents.id })
    .from(ecaEvents)
    .innerJoin(ecaEventTeachers, eq(ecaEventTeachers.eventId, ecaEvents.id))
    .where(
      and(
        eq(ecaEvents.schoolId, schoolId),
        eq(ecaEventTeachers.teacherId, teacher),
        eq(ecaEvents.status, "passed"),
        sql`exists (select 1 from ${ecaEntries} e where e.event_id = ${ecaEvents.id})`,
      ),
    )
    .orderBy(desc(ecaEvents.startsOn))
    .limit(3);
  const event = (i: number): Target => ({
    target: "event",
    eventId: latest[i]?.id ?? null,
    studentId: null,
  });

  if (latest[0]) {
    const decided = await read(event(0), teacher, 6);
    const proposals = await db
      .select({ id: ecaTraitProposals.id })
      .from(ecaTraitProposals)
      .where(eq(ecaTraitProposals.recognitionId, decided))
      .orderBy(desc(ecaTraitProposals.strength), ecaTraitProposals.id)
      .limit(4);
    for (const [i, { id }] of proposals.entries())
      await db
        .update(ecaTraitProposals)
        .set({ decision: i < 3 ? "accepted" : "rejected", decidedBy: teacher, decidedAt: at(5) })
        .where(eq(ecaTraitProposals.id, id));
  }
  if (latest[1]) await read(event(1), teacher, 3);
  if (latest[2])
    await db.insert(ecaRecognitions).values({
      schoolId,
      ...event(2),
      status: "failed",
      total: 0,
      done: 0,
      attempts: 1,
      engine: "gpt-4o-mini",
      error: "eca.error.recognitionEngine",
      errorDetail: "AI endpoint answered HTTP 503",
      runner: "seed",
      heartbeatAt: at(2),
      createdBy: teacher,
      createdAt: at(2),
      finishedAt: at(2),
    });

  // The demo student's records, read by the office: the strongest traits accepted.
  await read({ target: "student", eventId: null, studentId: student }, office, 1);
  await db
    .update(ecaTraitProposals)
    .set({ decision: "accepted", decidedBy: office, decidedAt: at(1) })
    .where(
      and(
        eq(ecaTraitProposals.studentId, student),
        eq(ecaTraitProposals.decision, "pending"),
        gte(ecaTraitProposals.strength, 40),
      ),
    );
}
