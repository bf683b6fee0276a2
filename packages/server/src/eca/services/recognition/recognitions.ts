import {
  ResultCode,
  type ContractMessageId,
  type DecideTraits,
  type EcaEvidence,
  type EcaRecognition,
  type EcaRecognitionDetail,
  type EcaRecognitionPage,
  type EcaRecognitionStatus,
  type EcaTraitDecision,
  type EcaTraitProposal,
  type Recognize,
} from "@campus/contract";
import { alias } from "drizzle-orm/pg-core";
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { users } from "../../../db/schema";
import { isUniqueViolation, pageWindow } from "../../../db/sql";
import { ApiProblem, forbidden, missing } from "../../../http/api-problem";
import { translate } from "../../messages";
import type { ServiceContext } from "../../../services/context";
import type { EcaCaller } from "../../callers";
import { ecaEntries, ecaEvents, ecaRecognitions, ecaTraitProposals, ecaTraits } from "../../schema";
import { eventRow, isOffice, mayEdit } from "../event";
import { nameColumns, withSimplified } from "../names";
import { targetEntries, type RecognitionRunner } from "./jobs";

/*
 * AI recognition of special traits (spec §1, §2, §4): started for an event by its editors or
 * for a student by the office, listed, read with its proposals, and decided proposal by
 * proposal. The job itself runs in the background (jobs.ts); these answer at once.
 */

type Job = typeof ecaRecognitions.$inferSelect;

const studentColumns = {
  id: users.id,
  name_zh: users.nameZh,
  name_en: users.nameEn,
  class_name: users.className,
  class_number: users.classNumber,
  student_no: users.studentNo,
};

const creators = alias(users, "creators");
const deciders = alias(users, "deciders");
const targetStudents = alias(users, "target_students");

/**
 * The jobs a caller sees: the office all of the school's; a teacher those of events they added
 * or answer for (a student's job is the office's).
 */
function visibleTo(me: EcaCaller): SQL | undefined {
  if (isOffice(me)) return eq(ecaRecognitions.schoolId, me.schoolId);
  return and(
    eq(ecaRecognitions.schoolId, me.schoolId),
    eq(ecaRecognitions.target, "event"),
    sql`(${ecaEvents.createdBy} = ${me.userId} or exists (select 1 from eca_event_teachers t
      where t.event_id = ${ecaEvents.id} and t.teacher_id = ${me.userId}))`,
  );
}

const jobRows = (db: Db, where: SQL | undefined) =>
  db
    .select({
      job: ecaRecognitions,
      event: {
        id: ecaEvents.id,
        code: ecaEvents.code,
        name_zh: ecaEvents.nameZh,
        name_en: ecaEvents.nameEn,
      },
      student: {
        id: targetStudents.id,
        name_zh: targetStudents.nameZh,
        name_en: targetStudents.nameEn,
        class_name: targetStudents.className,
        class_number: targetStudents.classNumber,
        student_no: targetStudents.studentNo,
      },
      creator: { id: creators.id, name_zh: creators.nameZh, name_en: creators.nameEn },
      proposals: sql<number>`(select count(*)::int from eca_trait_proposals p where p.recognition_id = ${ecaRecognitions.id})`,
      accepted: sql<number>`(select count(*)::int from eca_trait_proposals p where p.recognition_id = ${ecaRecognitions.id} and p.decision = 'accepted')`,
      rejected: sql<number>`(select count(*)::int from eca_trait_proposals p where p.recognition_id = ${ecaRecognitions.id} and p.decision = 'rejected')`,
    })
    .from(ecaRecognitions)
    .leftJoin(ecaEvents, eq(ecaEvents.id, ecaRecognitions.eventId))
    .leftJoin(targetStudents, eq(targetStudents.id, ecaRecognitions.studentId))
    .leftJoin(creators, eq(creators.id, ecaRecognitions.createdBy))
    .where(where);

type JobRow = Awaited<ReturnType<typeof jobRows>>[number];

export class Recognitions {
  constructor(private readonly runner: RecognitionRunner) {}

  /** A job as answered; one whose runner stopped is run again as it is read. */
  private async answer(ctx: ServiceContext, me: EcaCaller, row: JobRow): Promise<EcaRecognition> {
    const { job } = row;
    if (this.runner.stalled(job)) this.runner.kick(job.id);
    return {
      id: job.id,
      target: job.target,
      event: row.event?.id ? withSimplified(row.event) : null,
      student: row.student?.id ? row.student : null,
      status: job.status,
      total: job.total,
      done: job.done,
      error:
        job.status === "failed" && job.error
          ? // The engine's own words (an HTTP status, say) stay in error_detail, for the operator.
            translate(ctx.locale, job.error as ContractMessageId)
          : null,
      engine: job.engine,
      attempts: job.attempts,
      created_by: row.creator?.id ? row.creator : null,
      created_at: job.createdAt.toISOString(),
      finished_at: job.finishedAt?.toISOString() ?? null,
      proposals: row.proposals,
      accepted: row.accepted,
      rejected: row.rejected,
      editable: await this.mayDecide(ctx.db, me, job),
    };
  }

  private async mayDecide(db: Db, me: EcaCaller, job: Job): Promise<boolean> {
    if (isOffice(me)) return true;
    if (job.target !== "event" || job.eventId === null) return false;
    return mayEdit(db, me, await eventRow(db, me.schoolId, job.eventId));
  }

  /** One job the caller may see, or "not found". */
  private async jobOf(ctx: ServiceContext, me: EcaCaller, id: number): Promise<JobRow> {
    const [row] = await jobRows(ctx.db, and(eq(ecaRecognitions.id, id), visibleTo(me)));
    if (!row) throw missing("eca.error.recognitionNotFound");
    return row;
  }

  /** Starts a job (or answers the one already running for the same target). */
  async recognize(ctx: ServiceContext, me: EcaCaller, body: Recognize): Promise<EcaRecognition> {
    const { db } = ctx;
    if (body.target === "event") {
      const event = await eventRow(db, me.schoolId, body.id);
      if (!(await mayEdit(db, me, event))) throw forbidden();
    } else {
      if (!isOffice(me)) throw forbidden();
      const [student] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, body.id),
            eq(users.schoolId, me.schoolId),
            eq(users.loginType, "student"),
          ),
        );
      if (!student) throw missing("eca.error.studentUnknown");
    }
    const target = {
      target: body.target,
      eventId: body.target === "event" ? body.id : null,
      studentId: body.target === "student" ? body.id : null,
    };
    const [{ n }] = (await db
      .select({ n: count() })
      .from(ecaEntries)
      .where(targetEntries(target))) as [{ n: number }];
    if (n === 0) throw new ApiProblem(ResultCode.badRequest, "eca.error.recognitionEmpty");

    let id: number;
    try {
      const [job] = await db
        .insert(ecaRecognitions)
        .values({
          schoolId: me.schoolId,
          ...target,
          status: "in_progress",
          total: n,
          createdBy: me.userId,
          createdAt: ctx.now,
        })
        .returning({ id: ecaRecognitions.id });
      id = job!.id;
      this.runner.kick(id);
    } catch (error) {
      // One job per target at a time: the one running is the answer.
      if (!isUniqueViolation(error)) throw error;
      const [running] = await db
        .select({ id: ecaRecognitions.id })
        .from(ecaRecognitions)
        .where(
          and(
            eq(ecaRecognitions.target, target.target),
            sql`coalesce(${ecaRecognitions.eventId}, 0) = ${target.eventId ?? 0}`,
            sql`coalesce(${ecaRecognitions.studentId}, 0) = ${target.studentId ?? 0}`,
            eq(ecaRecognitions.status, "in_progress"),
          ),
        );
      if (!running) throw error;
      id = running.id;
    }
    return this.answer(ctx, me, await this.jobOf(ctx, me, id));
  }

  /** Runs a failed job again. */
  async retry(ctx: ServiceContext, me: EcaCaller, id: number): Promise<EcaRecognition> {
    const row = await this.jobOf(ctx, me, id);
    if (!(await this.mayDecide(ctx.db, me, row.job))) throw forbidden();
    if (row.job.status === "failed") {
      try {
        const [again] = await ctx.db
          .update(ecaRecognitions)
          .set({
            status: "in_progress",
            runner: null,
            heartbeatAt: null,
            done: 0,
            error: null,
            errorDetail: null,
            finishedAt: null,
          })
          .where(and(eq(ecaRecognitions.id, id), eq(ecaRecognitions.status, "failed")))
          .returning({ id: ecaRecognitions.id });
        if (again) this.runner.kick(id);
      } catch (error) {
        // Another job for the same target started meanwhile: that one runs.
        if (!isUniqueViolation(error)) throw error;
        throw new ApiProblem(ResultCode.conflict, "eca.error.recognitionRunning");
      }
    }
    return this.answer(ctx, me, await this.jobOf(ctx, me, id));
  }

  async list(
    ctx: ServiceContext,
    me: EcaCaller,
    filters: {
      status?: EcaRecognitionStatus;
      event_id?: number;
      class_name?: string;
      pageNum: number;
      pageSize: number;
    },
  ): Promise<EcaRecognitionPage> {
    const where = and(
      visibleTo(me),
      filters.status ? eq(ecaRecognitions.status, filters.status) : undefined,
      filters.event_id ? eq(ecaRecognitions.eventId, filters.event_id) : undefined,
      filters.class_name
        ? sql`(upper(${targetStudents.className}) = upper(${filters.class_name}) or exists (
            select 1 from eca_entries e join users u on u.id = e.student_id
            where e.event_id = ${ecaRecognitions.eventId} and upper(u.class_name) = upper(${filters.class_name})))`
        : undefined,
    );
    const { limit, offset } = pageWindow(filters.pageNum, filters.pageSize);
    const [rows, [total]] = await Promise.all([
      jobRows(ctx.db, where)
        .orderBy(desc(ecaRecognitions.createdAt), desc(ecaRecognitions.id))
        .limit(limit)
        .offset(offset),
      ctx.db
        .select({ n: count() })
        .from(ecaRecognitions)
        .leftJoin(ecaEvents, eq(ecaEvents.id, ecaRecognitions.eventId))
        .leftJoin(targetStudents, eq(targetStudents.id, ecaRecognitions.studentId))
        .where(where),
    ]);
    return {
      list: await Promise.all(rows.map((row) => this.answer(ctx, me, row))),
      total: total?.n ?? 0,
      pageNum: filters.pageNum,
      pageSize: filters.pageSize,
    };
  }

  async detail(
    ctx: ServiceContext,
    me: EcaCaller,
    {
      id,
      decision,
      pageNum,
      pageSize,
    }: { id: number; decision?: EcaTraitDecision; pageNum: number; pageSize: number },
  ): Promise<EcaRecognitionDetail> {
    const row = await this.jobOf(ctx, me, id);
    const where = and(
      eq(ecaTraitProposals.recognitionId, id),
      decision ? eq(ecaTraitProposals.decision, decision) : undefined,
    );
    const { limit, offset } = pageWindow(pageNum, pageSize);
    const [list, [total]] = await Promise.all([
      proposalRows(ctx.db, where)
        .orderBy(
          sql`${users.className} asc nulls last`,
          sql`${users.classNumber} asc nulls last`,
          asc(ecaTraitProposals.studentId),
          desc(ecaTraitProposals.strength),
          asc(ecaTraitProposals.traitId),
        )
        .limit(limit)
        .offset(offset),
      ctx.db.select({ n: count() }).from(ecaTraitProposals).where(where),
    ]);
    return {
      recognition: await this.answer(ctx, me, row),
      list: list.map(proposalOf),
      total: total?.n ?? 0,
      pageNum,
      pageSize,
    };
  }

  /** Accepts or rejects proposals: all of them, or none when one is not the caller's. */
  async decide(
    ctx: ServiceContext,
    me: EcaCaller,
    { ids: asked, decision }: DecideTraits,
  ): Promise<{ proposals: EcaTraitProposal[] }> {
    const { db } = ctx;
    const ids = [...new Set(asked)];
    const rows = await db
      .select({ id: ecaTraitProposals.id, event: ecaEvents })
      .from(ecaTraitProposals)
      .innerJoin(ecaEntries, eq(ecaEntries.id, ecaTraitProposals.entryId))
      .innerJoin(ecaEvents, eq(ecaEvents.id, ecaEntries.eventId))
      .where(and(inArray(ecaTraitProposals.id, ids), eq(ecaTraitProposals.schoolId, me.schoolId)));
    if (rows.length !== ids.length) throw missing("eca.error.proposalNotFound");
    for (const row of rows) if (!(await mayEdit(db, me, row.event))) throw forbidden();
    await db
      .update(ecaTraitProposals)
      .set({ decision, decidedBy: me.userId, decidedAt: ctx.now })
      .where(inArray(ecaTraitProposals.id, ids));
    const updated = await proposalRows(db, inArray(ecaTraitProposals.id, ids));
    const byId = new Map(updated.map((r) => [r.proposal.id, proposalOf(r)]));
    return { proposals: ids.map((id) => byId.get(id)!) };
  }
}

const proposalRows = (db: Db, where: SQL | undefined) =>
  db
    .select({
      proposal: ecaTraitProposals,
      student: studentColumns,
      event: {
        id: ecaEvents.id,
        code: ecaEvents.code,
        name_zh: ecaEvents.nameZh,
        name_en: ecaEvents.nameEn,
      },
      trait: nameColumns(ecaTraits),
      decider: { id: deciders.id, name_zh: deciders.nameZh, name_en: deciders.nameEn },
    })
    .from(ecaTraitProposals)
    .innerJoin(users, eq(users.id, ecaTraitProposals.studentId))
    .innerJoin(ecaEntries, eq(ecaEntries.id, ecaTraitProposals.entryId))
    .innerJoin(ecaEvents, eq(ecaEvents.id, ecaEntries.eventId))
    .innerJoin(ecaTraits, eq(ecaTraits.id, ecaTraitProposals.traitId))
    .leftJoin(deciders, eq(deciders.id, ecaTraitProposals.decidedBy))
    .where(where);

function proposalOf(row: Awaited<ReturnType<typeof proposalRows>>[number]): EcaTraitProposal {
  const p = row.proposal;
  return {
    id: p.id,
    entry_id: p.entryId,
    student: row.student,
    event: withSimplified(row.event),
    trait: withSimplified(row.trait),
    strength: p.strength,
    evidence: p.evidence as EcaEvidence[],
    decision: p.decision,
    decided_by: row.decider?.id ? row.decider : null,
    decided_at: p.decidedAt?.toISOString() ?? null,
  };
}
