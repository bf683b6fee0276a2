import { randomUUID } from "node:crypto";
import { timed } from "../../../services/metrics";
import { and, asc, eq, inArray, isNull, lt, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/database";
import type { Executor } from "../../../db/sql";
import { users } from "../../../db/schema";
import {
  ecaEntries,
  ecaEvents,
  ecaPrizes,
  ecaRecognitions,
  ecaTraitProposals,
  ecaTraits,
} from "../../schema";
import type { EntryFacts, RecognitionEngine, TraitTerm } from "./engine";

/*
 * Recognition jobs (decision 0025). A job's state is its row: whoever runs it claims it by
 * writing its own id and a heartbeat, beats after every batch, and writes its proposals batch by
 * batch. A job whose runner stopped (a restart, a crash) keeps beating no more; the next start,
 * or anyone reading it, sees the beat older than `STALE_MS` and runs it again from the start
 * (decided proposals stay as decided: only pending ones are replaced).
 */

type Job = typeof ecaRecognitions.$inferSelect;

/** A runner that has not beaten for this long has stopped. */
export const STALE_MS = 60_000;
/** Records read per batch (and per heartbeat). */
const BATCH = 20;

export interface RecognitionRunner {
  /** Runs a job in progress, in the background: the caller does not wait. */
  kick(id: number): void;
  /** Runs every job in progress whose runner stopped (on start). */
  resume(): Promise<void>;
  /** Whether a job in progress has lost its runner. */
  stalled(job: Job): boolean;
}

export interface RunnerDeps {
  db: Db;
  engine: RecognitionEngine;
  now: () => Date;
  /** Runs work a while later (a timer by default). */
  later?: (run: () => void, ms: number) => void;
  log?: (line: string) => void;
}

const laterByTimer = (run: () => void, ms: number) => {
  setTimeout(run, ms).unref?.();
};

/** The trait items a school's jobs propose from: its enabled vocabulary. */
export async function traitTermsOf(db: Executor, schoolId: number): Promise<TraitTerm[]> {
  const rows = await db
    .select()
    .from(ecaTraits)
    .where(and(eq(ecaTraits.schoolId, schoolId), eq(ecaTraits.status, "enabled")))
    .orderBy(asc(ecaTraits.sort), asc(ecaTraits.id));
  return rows.map((t) => ({
    id: t.id,
    key: (t.presetKey as TraitTerm["key"]) ?? null,
    name_zh: t.nameZh,
    name_en: t.nameEn,
  }));
}

/** The records a job reads: an event's entries, or a student's, never the refused ones. */
export const targetEntries = (job: Pick<Job, "target" | "eventId" | "studentId">): SQL =>
  and(
    job.target === "event"
      ? eq(ecaEntries.eventId, job.eventId ?? 0)
      : eq(ecaEntries.studentId, job.studentId ?? 0),
    sql`${ecaEntries.status} <> 'rejected'`,
  )!;

/** Everything the engine reads of the records, in register order. */
export async function entryFactsOf(db: Executor, where: SQL): Promise<EntryFacts[]> {
  const rows = await db
    .select({
      entry: ecaEntries,
      event: ecaEvents,
      prize: { name_zh: ecaPrizes.nameZh, name_en: ecaPrizes.nameEn },
      prizeRank: sql<number | null>`(select count(*)::int from eca_prizes p2
        where p2.school_id = ${ecaPrizes.schoolId}
          and (p2.sort, p2.id) < (${ecaPrizes.sort}, ${ecaPrizes.id}))`,
      traitIds: sql<number[]>`array(select trait_id from eca_event_traits et
        where et.event_id = ${ecaEvents.id} order by trait_id)`,
    })
    .from(ecaEntries)
    .innerJoin(ecaEvents, eq(ecaEvents.id, ecaEntries.eventId))
    .innerJoin(users, eq(users.id, ecaEntries.studentId))
    .leftJoin(ecaPrizes, eq(ecaPrizes.id, ecaEntries.prizeId))
    .where(where)
    .orderBy(
      sql`${users.className} asc nulls last`,
      sql`${users.classNumber} asc nulls last`,
      asc(ecaEntries.id),
    );
  return rows.map(({ entry, event, prize, prizeRank, traitIds }) => ({
    entryId: entry.id,
    studentId: entry.studentId,
    event: {
      name_zh: event.nameZh,
      name_en: event.nameEn,
      content: event.content,
      nature: event.nature,
      type: event.type,
      traitIds: traitIds.map(Number),
    },
    trait: entry.trait,
    remark: entry.remark,
    achievement: entry.achievement,
    role: entry.role,
    item: entry.competitionItem,
    prize: prize?.name_zh ? { ...prize, rank: Number(prizeRank ?? 99) } : null,
    level: entry.level,
  }));
}

export function recognitionRunner({
  db,
  engine,
  now,
  later = laterByTimer,
  log = () => {},
}: RunnerDeps): RecognitionRunner {
  const me = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const staleBefore = () => new Date(now().getTime() - STALE_MS);

  /** Takes the job if it is in progress and nobody (alive) runs it. */
  async function claim(id: number): Promise<Job | null> {
    const [job] = await db
      .update(ecaRecognitions)
      .set({ runner: me, heartbeatAt: now(), attempts: sql`${ecaRecognitions.attempts} + 1` })
      .where(
        and(
          eq(ecaRecognitions.id, id),
          eq(ecaRecognitions.status, "in_progress"),
          or(isNull(ecaRecognitions.runner), lt(ecaRecognitions.heartbeatAt, staleBefore())),
        ),
      )
      .returning();
    return job ?? null;
  }

  /** Still ours (a later runner may have taken a job we were too slow on): the beat. */
  const mine = (id: number) =>
    and(
      eq(ecaRecognitions.id, id),
      eq(ecaRecognitions.runner, me),
      eq(ecaRecognitions.status, "in_progress"),
    );

  async function run(id: number) {
    const job = await claim(id);
    if (!job) return;
    try {
      const traits = await traitTermsOf(db, job.schoolId);
      if (traits.length === 0) throw new JobFailure("eca.error.recognitionNoTraits");
      const facts = await entryFactsOf(db, targetEntries(job));
      await db
        .update(ecaRecognitions)
        .set({ total: facts.length, done: 0, engine: engine.name })
        .where(mine(id));
      for (let start = 0; start < facts.length; start += BATCH) {
        const batch = facts.slice(start, start + BATCH);
        const proposals = await engine.propose(batch, traits);
        const still = await db.transaction(async (tx) => {
          const [beat] = await tx
            .update(ecaRecognitions)
            .set({ done: start + batch.length, heartbeatAt: now() })
            .where(mine(id))
            .returning({ id: ecaRecognitions.id });
          if (!beat) return false;
          const entryIds = batch.map((f) => f.entryId);
          // Undecided proposals the records no longer say go; decided ones stay as decided.
          await tx.delete(ecaTraitProposals).where(
            and(
              inArray(ecaTraitProposals.entryId, entryIds),
              eq(ecaTraitProposals.decision, "pending"),
              proposals.length > 0
                ? notInArray(
                    sql`(${ecaTraitProposals.entryId}, ${ecaTraitProposals.traitId})`,
                    proposals.map((p) => sql`(${p.entryId}, ${p.traitId})`),
                  )
                : undefined,
            ),
          );
          if (proposals.length > 0)
            await tx
              .insert(ecaTraitProposals)
              .values(
                proposals.map((p) => ({
                  schoolId: job.schoolId,
                  recognitionId: id,
                  entryId: p.entryId,
                  studentId: p.studentId,
                  traitId: p.traitId,
                  strength: p.strength,
                  evidence: p.evidence,
                })),
              )
              .onConflictDoUpdate({
                target: [ecaTraitProposals.entryId, ecaTraitProposals.traitId],
                // The latest reading holds every proposal of its records; a decided one keeps
                // what it was decided on.
                set: {
                  recognitionId: id,
                  strength: sql`case when ${ecaTraitProposals.decision} = 'pending' then excluded.strength else ${ecaTraitProposals.strength} end`,
                  evidence: sql`case when ${ecaTraitProposals.decision} = 'pending' then excluded.evidence else ${ecaTraitProposals.evidence} end`,
                },
              });
          return true;
        });
        if (!still) return;
      }
      await db
        .update(ecaRecognitions)
        .set({ status: "completed", finishedAt: now(), error: null, errorDetail: null })
        .where(mine(id));
    } catch (error) {
      const failure =
        error instanceof JobFailure ? error : new JobFailure("eca.error.recognitionEngine");
      log(`recognition ${id} failed: ${error instanceof Error ? error.message : String(error)}`);
      await db
        .update(ecaRecognitions)
        .set({
          status: "failed",
          finishedAt: now(),
          error: failure.messageId,
          errorDetail:
            failure === error ? null : String((error as Error)?.message ?? error).slice(0, 300),
        })
        .where(mine(id))
        .catch((e: unknown) =>
          log(`recognition ${id}: could not record the failure: ${String(e)}`),
        );
    }
  }

  const runSafely = (id: number) =>
    timed("eca:recognition", () => run(id)).catch((e: unknown) =>
      log(`recognition ${id}: ${String(e)}`),
    );

  return {
    kick(id) {
      later(() => void runSafely(id), 0);
    },
    async resume() {
      const stopped = await db
        .select({ id: ecaRecognitions.id })
        .from(ecaRecognitions)
        .where(
          and(
            eq(ecaRecognitions.status, "in_progress"),
            or(isNull(ecaRecognitions.runner), lt(ecaRecognitions.heartbeatAt, staleBefore())),
          ),
        )
        .orderBy(asc(ecaRecognitions.id));
      for (const { id } of stopped) await runSafely(id);
    },
    stalled(job) {
      return (
        job.status === "in_progress" &&
        (job.runner === null ||
          job.heartbeatAt === null ||
          job.heartbeatAt.getTime() < staleBefore().getTime())
      );
    },
  };
}

/** A failure the job names itself (a message id the reader sees), not the engine's. */
export class JobFailure extends Error {
  constructor(readonly messageId: "eca.error.recognitionNoTraits" | "eca.error.recognitionEngine") {
    super(messageId);
  }
}
