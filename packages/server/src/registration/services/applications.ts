import {
  applicationIssues,
  cleanApplication,
  familyPartOf,
  normalizeIdNumber,
  ResultCode,
  UPLOAD_KINDS,
  DECISION_MOVES,
  DRAFTS_PER_SCHOOL,
  type Application,
  type ApplicationDocument,
  type ApplicationStatus,
  type FeeStatus,
  type InterviewStatus,
  type DocumentReview,
  type OfficeDecision,
  type Page,
  type ApplicationForm,
  type ApplicationSummary,
  type SavedDraft,
  OPEN_INTERVIEW_STATUSES,
} from "@campus/contract";
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { isUniqueViolation } from "../../db/sql";
import { schools, uploads, users } from "../../db/schema";
import { translate } from "../messages";
import { ApiProblem, conflict, invalidField, missing, notYours } from "../../http/api-problem";
import type { ServiceContext } from "../../services/context";
import { addDays, endOfSchoolDay, schoolDay } from "../../services/school-days";
import { storeUpload } from "../../services/uploads";
import {
  applicationDocuments,
  applications,
  registrationClasses,
  registrationDocuments,
  registrationSettings,
} from "../schema";
import { interviewOf } from "./interview-view";
import { messagesOf } from "./family-messages";
import { feesOf, paymentOf } from "./payment-view";
import { schoolByCode, schoolNameOf } from "./school";

/*
 * A guardian's applications (README, "Applications"): drafts saved as typed, submitted once
 * complete (the contract's `applicationIssues`, the same rules the form shows), one per child and
 * intake. Only the guardian who made one sees it: another's id is "not found".
 */

/** Application files are the registration's; nobody reads them without the owner's check. */
export const APPLICATION_UPLOADS = "registration";

/** Who asks for an application or its files: a guardian, or staff of a school. */
export type Reader = { id: number; roles: string[]; schoolId: number | null };

export type ApplicationRow = typeof applications.$inferSelect;
type Row = ApplicationRow;

/** "A2027-00012": the intake's first year and the application's id. */
export const numberOf = (row: Pick<Row, "id" | "intakeYear">) =>
  `A${row.intakeYear.slice(0, 4)}-${String(row.id).padStart(5, "0")}`;

/** The school's settings for applying now, or why not. */
async function openIntake(db: Db, schoolCode: string, now: Date) {
  const school = await schoolByCode(db, schoolCode);
  return { school, settings: await openSettings(db, school.id, now) };
}

async function openSettings(db: Db, schoolId: number, now: Date) {
  const [settings] = await db
    .select()
    .from(registrationSettings)
    .where(eq(registrationSettings.schoolId, schoolId));
  if (!settings) throw missing("registration.error.notOffered");
  const today = schoolDay(now);
  if (today < settings.opensOn || settings.closesOn < today)
    throw new ApiProblem(ResultCode.badRequest, "registration.error.closed");
  return settings;
}

/** One of the guardian's applications; another guardian's (or none) is not found. */
export async function mine(db: Db, guardianId: number, id: number): Promise<Row> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row || row.guardianId !== guardianId) throw notYours();
  return row;
}

/** A guardian keeps a few drafts per school, not an unbounded pile of empty ones. */
async function roomForDraft(db: Db, guardianId: number, schoolId: number) {
  const [drafts] = await db
    .select({ n: count() })
    .from(applications)
    .where(
      and(
        eq(applications.guardianId, guardianId),
        eq(applications.schoolId, schoolId),
        isNull(applications.submittedAt),
      ),
    );
  if ((drafts?.n ?? 0) >= DRAFTS_PER_SCHOOL)
    throw new ApiProblem(ResultCode.badRequest, "registration.error.tooManyDrafts", {
      max: DRAFTS_PER_SCHOOL,
    });
}

/** A draft that may still change: submitted ones are the office's now. */
function editable(row: Row): Row {
  if (row.status !== "incomplete")
    throw new ApiProblem(ResultCode.badRequest, "registration.error.applicationLocked");
  return row;
}

async function documentsOf(db: Db, applicationId: number): Promise<ApplicationDocument[]> {
  return db
    .select({
      code: applicationDocuments.code,
      name: uploads.name,
      type: uploads.type,
      size: uploads.size,
      review: applicationDocuments.review,
      remark: applicationDocuments.remark,
    })
    .from(applicationDocuments)
    .innerJoin(uploads, eq(uploads.id, applicationDocuments.uploadId))
    .where(eq(applicationDocuments.applicationId, applicationId))
    .orderBy(asc(applicationDocuments.code));
}

export async function applicationOf(db: Db, row: Row): Promise<Application> {
  const [[school], fees, payment, registrationPayment, interview, messages] = await Promise.all([
    db.select({ code: schools.code }).from(schools).where(eq(schools.id, row.schoolId)),
    feesOf(db, row.schoolId),
    paymentOf(db, row.id, "application"),
    paymentOf(db, row.id, "registration"),
    interviewOf(db, row.id, row.schoolId),
    messagesOf(db, row.id),
  ]);
  return {
    id: row.id,
    number: numberOf(row),
    school_code: school?.code ?? "",
    intake_year: row.intakeYear,
    status: row.status,
    fee_status: row.feeStatus,
    form: row.form,
    documents: await documentsOf(db, row.id),
    office_request: row.officeRequest,
    decision_reason: row.decisionReason,
    application_fee: fees.application,
    currency: fees.currency,
    payment,
    registration_fee: fees.registration,
    registration_fee_status: row.registrationFeeStatus,
    registration_payment: registrationPayment,
    offer_expires_at: row.offerExpiresAt?.toISOString() ?? null,
    enrolled_at: row.enrolledAt?.toISOString() ?? null,
    interview_status: row.interviewStatus,
    interview,
    waitlist_no: row.waitlistNo,
    messages,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    submitted_at: row.submittedAt?.toISOString() ?? null,
  };
}

const summaryOf = (row: Row): ApplicationSummary => ({
  id: row.id,
  number: numberOf(row),
  status: row.status,
  fee_status: row.feeStatus,
  registration_fee_status: row.registrationFeeStatus,
  interview_status: row.interviewStatus,
  class_code: row.form.class_code || null,
  child_name: row.form.name_zh || row.form.name_en || "",
  updated_at: row.updatedAt.toISOString(),
  submitted_at: row.submittedAt?.toISOString() ?? null,
});

const savedOf = (row: Row): SavedDraft => ({
  id: row.id,
  number: numberOf(row),
  updated_at: row.updatedAt.toISOString(),
});

/** My applications to a school, newest first (spec §2 /registration/history). */
export async function applicationsOf(
  { db }: ServiceContext,
  { guardianId, schoolCode }: { guardianId: number; schoolCode: string },
): Promise<{ applications: ApplicationSummary[] }> {
  const school = await schoolByCode(db, schoolCode);
  const rows = await db
    .select()
    .from(applications)
    .where(and(eq(applications.guardianId, guardianId), eq(applications.schoolId, school.id)))
    .orderBy(desc(applications.updatedAt), desc(applications.id));
  return {
    applications: rows.map(summaryOf),
  };
}

/** Autosave: a new draft for the school, or this draft's form replaced as typed. */
export async function saveDraft(
  { db, now }: ServiceContext,
  {
    guardianId,
    schoolCode,
    id,
    form,
  }: { guardianId: number; schoolCode: string; id?: number; form: ApplicationForm },
): Promise<SavedDraft> {
  if (id !== undefined) {
    const row = editable(await mine(db, guardianId, id));
    const school = await schoolByCode(db, schoolCode);
    // A draft belongs to the school it was started for.
    if (school.id !== row.schoolId) throw notYours();
    const [saved] = await db
      .update(applications)
      .set({ form, updatedAt: now })
      .where(and(eq(applications.id, id), eq(applications.status, "incomplete")))
      .returning();
    if (!saved) throw new ApiProblem(ResultCode.badRequest, "registration.error.applicationLocked");
    return savedOf(saved);
  }
  const { school, settings } = await openIntake(db, schoolCode, now);
  await roomForDraft(db, guardianId, school.id);
  const [row] = await db
    .insert(applications)
    .values({
      schoolId: school.id,
      guardianId,
      intakeYear: settings.intakeYear,
      status: "incomplete",
      feeStatus: "unpaid",
      form,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return savedOf(row!);
}

/** Attaches (or replaces) one document the school asks for; checked by content and size. */
export async function uploadDocument(
  ctx: ServiceContext,
  {
    guardianId,
    applicationId,
    code,
    file,
  }: { guardianId: number; applicationId: number; code: string; file: File },
): Promise<ApplicationDocument> {
  const { db } = ctx;
  const row = await mine(db, guardianId, applicationId);
  const [document] = await db
    .select()
    .from(registrationDocuments)
    .where(
      and(eq(registrationDocuments.schoolId, row.schoolId), eq(registrationDocuments.code, code)),
    );
  if (!document)
    throw invalidField(ctx.locale, "document_code", "registration.error.documentUnknown");
  const [current] = await db
    .select()
    .from(applicationDocuments)
    .where(
      and(eq(applicationDocuments.applicationId, row.id), eq(applicationDocuments.code, code)),
    );
  // A draft takes any document; a submitted one only the office rejected, to replace it.
  if (row.status !== "incomplete" && current?.review !== "rejected")
    throw new ApiProblem(ResultCode.badRequest, "registration.error.applicationLocked");
  if (file.size > UPLOAD_KINDS[document.kind].maxBytes)
    throw invalidField(ctx.locale, "file", "validation.fileTooLarge");
  const stored = await storeUpload(ctx, {
    schoolId: row.schoolId,
    userId: guardianId,
    purpose: APPLICATION_UPLOADS,
    kind: document.kind,
    file,
  });
  await db
    .insert(applicationDocuments)
    .values({ applicationId: row.id, code, uploadId: stored.id, review: "pending", remark: null })
    .onConflictDoUpdate({
      target: [applicationDocuments.applicationId, applicationDocuments.code],
      set: { uploadId: stored.id, review: "pending", remark: null },
    });
  await db.update(applications).set({ updatedAt: ctx.now }).where(eq(applications.id, row.id));
  return {
    code,
    name: stored.name,
    type: stored.type,
    size: stored.size,
    review: "pending",
    remark: null,
  };
}

/**
 * Submits a complete application once: the form's rules and the required documents, then the
 * child's identity for the intake. Submitting a submitted application answers it unchanged (a
 * double tap makes one submission).
 */
export async function submitApplication(
  ctx: ServiceContext,
  { guardianId, id }: { guardianId: number; id: number },
): Promise<Application> {
  const { db, now } = ctx;
  const row = await mine(db, guardianId, id);
  if (row.status !== "incomplete") return applicationOf(db, row);
  // Applications close with the school's window (a draft stays, to read or delete).
  await openSettings(db, row.schoolId, now);
  const [classes, documents, uploaded] = await Promise.all([
    db.select().from(registrationClasses).where(eq(registrationClasses.schoolId, row.schoolId)),
    db.select().from(registrationDocuments).where(eq(registrationDocuments.schoolId, row.schoolId)),
    db
      .select({ code: applicationDocuments.code })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, row.id)),
  ]);
  const issues = applicationIssues(
    row.form,
    {
      classes: classes.map((c) => ({
        code: c.code,
        born_from: c.bornFrom,
        born_until: c.bornUntil,
      })),
      documents,
    },
    uploaded.map((d) => d.code),
    schoolDay(now),
  );
  if (issues.length > 0)
    throw new ApiProblem(
      ResultCode.badRequest,
      "validation.formIncomplete",
      {},
      {
        fields: issues.map(({ field, message, values }) => ({
          field,
          message: translate(ctx.locale, message, values),
        })),
      },
    );
  const form = cleanApplication(row.form);
  const identityKey = `${row.schoolId}:${row.intakeYear}:${normalizeIdNumber(form.id_number ?? "", form.id_type)}`;
  try {
    const [submitted] = await db
      .update(applications)
      .set({
        form,
        identityKey,
        status: "submitted",
        officeRequest: null,
        submittedAt: now,
        updatedAt: now,
      })
      .where(and(eq(applications.id, row.id), eq(applications.status, "incomplete")))
      .returning();
    return applicationOf(db, submitted ?? (await mine(db, guardianId, id)));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("registration.error.applicationDuplicate");
    throw error;
  }
}

/** A sibling's application starts from mine: the guardians and the address, not the child. */
export async function copyApplication(
  { db, now }: ServiceContext,
  { guardianId, id }: { guardianId: number; id: number },
): Promise<SavedDraft> {
  const row = await mine(db, guardianId, id);
  const settings = await openSettings(db, row.schoolId, now);
  await roomForDraft(db, guardianId, row.schoolId);
  const [copy] = await db
    .insert(applications)
    .values({
      schoolId: row.schoolId,
      guardianId,
      intakeYear: settings.intakeYear,
      status: "incomplete",
      feeStatus: "unpaid",
      form: familyPartOf(row.form),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return savedOf(copy!);
}

/** Deletes a draft and its documents; a submitted application stays. */
export async function deleteDraft(
  { db }: ServiceContext,
  { guardianId, id }: { guardianId: number; id: number },
): Promise<{ id: number }> {
  const row = await mine(db, guardianId, id);
  // One the office reopened for more information is incomplete again, but not a draft.
  if (row.status !== "incomplete" || row.submittedAt !== null)
    throw new ApiProblem(ResultCode.badRequest, "registration.error.applicationNotDraft");
  await db
    .delete(applications)
    .where(
      and(
        eq(applications.id, id),
        eq(applications.status, "incomplete"),
        isNull(applications.submittedAt),
      ),
    );
  return { id };
}

/**
 * A document's file for the guardian who applied, or staff of the school once the application
 * is submitted; null for anyone else (the route checks the session every time).
 */
export async function documentFile(
  db: Db,
  {
    user,
    applicationId,
    code,
  }: {
    user: Reader;
    applicationId: number;
    code: string;
  },
) {
  const [row] = await db
    .select({ upload: uploads, application: applications })
    .from(applicationDocuments)
    .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
    .innerJoin(uploads, eq(uploads.id, applicationDocuments.uploadId))
    .where(
      and(
        eq(applicationDocuments.applicationId, applicationId),
        eq(applicationDocuments.code, code),
      ),
    );
  return row && mayReadFiles(user, row.application) ? row.upload : null;
}

/** Who reads an application's files: the guardian who applied, or its school's office once submitted. */
export function mayReadFiles(
  user: Reader,
  application: Pick<Row, "guardianId" | "schoolId" | "submittedAt">,
) {
  const applicant = application.guardianId === user.id;
  const office =
    user.roles.includes("staff") &&
    user.schoolId === application.schoolId &&
    application.submittedAt !== null;
  return applicant || office;
}

// ── The school office ────────────────────────────────────────────────────────────────────

/** An application of the office's school that has been submitted (drafts are the family's). */
export async function ofSchool(db: Db, schoolId: number, id: number): Promise<Row> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row || row.schoolId !== schoolId || row.submittedAt === null) throw notYours();
  return row;
}

/** A search term as text to find, not a LIKE pattern. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** One application for whoever asks: a guardian's own, or a submitted one of staff's school. */
export async function applicationForCaller(
  { db }: ServiceContext,
  { user, id }: { user: Reader; id: number },
): Promise<Application> {
  if (user.roles.includes("staff") && user.schoolId !== null)
    return applicationOf(db, await ofSchool(db, user.schoolId, id));
  return applicationOf(db, await mine(db, user.id, id));
}

/**
 * What the office's search finds (issue 37, item 15): the child's name (either script, any part);
 * the application's number, whole ("A2027-00012") or the last of its digits ("00012", "12"); a
 * guardian's phone, as the family signs in with it or as the form gives it, any four digits or
 * more, spaces ignored ("9123 4567", "4567"); the child's identity document number, four
 * characters or more, brackets and spaces ignored ("A123456(7)", "A1234567").
 */
function matching(term: string) {
  const like = (text: string) => `%${escapeLike(text)}%`;
  const digits = term.replace(/[\s-]/g, "");
  const whole = /^A?\d{4}-0*(\d{1,9})$/i.exec(term)?.[1];
  const tail = /^\d{1,5}$/.test(term) ? term : undefined;
  const document = term.replace(/[\s()（）]/g, "").toUpperCase();
  return or(
    ilike(sql`${applications.form}->>'name_zh'`, like(term)),
    ilike(sql`${applications.form}->>'name_en'`, like(term)),
    whole ? eq(applications.id, Number(whole)) : undefined,
    tail ? sql`lpad(${applications.id}::text, 5, '0') like ${`%${tail}`}` : undefined,
    /^\d{4,}$/.test(digits)
      ? or(
          sql`exists (select 1 from ${users} where ${users.id} = ${applications.guardianId} and ${users.username} like ${like(digits)})`,
          sql`exists (select 1 from jsonb_array_elements(coalesce(${applications.form}->'guardians', '[]'::jsonb)) as g where regexp_replace(g->>'phone', '\D', '', 'g') like ${like(digits)})`,
        )
      : undefined,
    /^[A-Z0-9]{4,}$/.test(document)
      ? sql`upper(regexp_replace(${applications.form}->>'id_number', '[^A-Za-z0-9]', '', 'g')) like ${like(document)}`
      : undefined,
  );
}

/** What narrows the office's list (and its export): states, a search. */
export interface OfficeFilter {
  status?: ApplicationStatus;
  fee_status?: FeeStatus;
  interview_status?: InterviewStatus;
  search?: string;
}

/** The school's submitted applications the filter keeps. */
export const officeWhere = (
  schoolId: number,
  { status, fee_status: feeStatus, interview_status: interviewStatus, search }: OfficeFilter,
) =>
  and(
    eq(applications.schoolId, schoolId),
    isNotNull(applications.submittedAt),
    status ? eq(applications.status, status) : undefined,
    feeStatus ? eq(applications.feeStatus, feeStatus) : undefined,
    interviewStatus ? eq(applications.interviewStatus, interviewStatus) : undefined,
    search?.trim() ? matching(search.trim()) : undefined,
  );

/** The office's order: oldest submission first. */
export const OFFICE_ORDER = [asc(applications.submittedAt), asc(applications.id)];

/** The office's list: its school's submitted applications, oldest submission first. */
export async function officeApplications(
  { db }: ServiceContext,
  {
    schoolId,
    pageNum,
    pageSize,
    ...filter
  }: OfficeFilter & { schoolId: number; pageNum: number; pageSize: number },
): Promise<Page<ApplicationSummary>> {
  const where = officeWhere(schoolId, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(applications)
      .where(where)
      .orderBy(...OFFICE_ORDER)
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(applications).where(where),
  ]);
  return { list: rows.map(summaryOf), total: total?.n ?? 0, pageNum, pageSize };
}

/**
 * The office moves an application on (the contract's DECISION_MOVES): a step from a state it
 * does not apply to is refused; denying and asking for information need a reason, which the
 * family sees.
 */
export async function officeDecide(
  ctx: ServiceContext,
  {
    schoolId,
    id,
    decision,
    reason,
  }: { schoolId: number; id: number; decision: OfficeDecision; reason?: string },
): Promise<Application> {
  const { db, now } = ctx;
  const row = await ofSchool(db, schoolId, id);
  const move = DECISION_MOVES[decision];
  if (!move.from.includes(row.status))
    throw new ApiProblem(ResultCode.badRequest, "registration.error.applicationWrongState");
  const needsReason = decision === "deny" || decision === "request_info";
  if (needsReason && !reason) throw invalidField(ctx.locale, "reason", "validation.reasonRequired");
  // A place is offered on a whole file: what is still open is named, and nothing moves —
  // unless the office gives its reason to offer it all the same, which the application keeps.
  let approvalNote: string | null = null;
  if (decision === "approve") {
    const open = (await openItems(ctx, row)).join(ctx.locale === "en-US" ? "; " : "；");
    if (open && !reason) throw conflict("registration.error.applicationOpen", { items: open });
    if (open) approvalNote = `${open} — ${reason}`;
  }
  // A place offered: the registration fee that secures it is due (a school may charge none),
  // by the end of the school's days to pay it, where it sets some.
  const registrationFee =
    decision === "approve" ? (await feesOf(db, row.schoolId)).registration : 0;
  const offerExpiresAt = registrationFee > 0 ? await offerDeadline(db, row.schoolId, now) : null;
  const [moved] = await db
    .update(applications)
    .set({
      status: move.to,
      updatedAt: now,
      ...(registrationFee > 0 ? { registrationFeeStatus: "unpaid" as const, offerExpiresAt } : {}),
      ...(decision === "deny" ? { decisionReason: reason } : {}),
      ...(approvalNote ? { approvalNote } : {}),
      ...(decision === "request_info" ? { officeRequest: reason } : {}),
    })
    // The state it was read in: a decision taken meanwhile by someone else wins.
    .where(and(eq(applications.id, row.id), eq(applications.status, row.status)))
    .returning();
  if (!moved)
    throw new ApiProblem(ResultCode.badRequest, "registration.error.applicationWrongState");
  return applicationOf(db, moved);
}

/** The end of the last day to pay for an offered place, or null where the school sets none. */
async function offerDeadline(db: Db, schoolId: number, now: Date): Promise<Date | null> {
  const [settings] = await db
    .select({ days: registrationSettings.offerDays })
    .from(registrationSettings)
    .where(eq(registrationSettings.schoolId, schoolId));
  const days = settings?.days ?? 0;
  return days > 0 ? endOfSchoolDay(addDays(schoolDay(now), days)) : null;
}

/**
 * The office gives a family with an offered place until the end of another day to pay the
 * registration fee (issue 37, item 15): before the first limit passed or after it, to today or
 * later — an application whose fee is paid, or that was never offered, has nothing to extend.
 */
export async function officeExtendOffer(
  ctx: ServiceContext,
  { schoolId, id, until }: { schoolId: number; id: number; until: string },
): Promise<Application> {
  const { db, now } = ctx;
  const row = await ofSchool(db, schoolId, id);
  if (row.status !== "approved" || row.registrationFeeStatus !== "unpaid")
    throw new ApiProblem(ResultCode.badRequest, "registration.error.applicationWrongState");
  const end = endOfSchoolDay(until);
  if (Number.isNaN(end.getTime()) || schoolDay(end) !== until)
    throw invalidField(ctx.locale, "until", "validation.invalid");
  if (until < schoolDay(now))
    throw invalidField(ctx.locale, "until", "registration.error.offerDayPast");
  const [extended] = await db
    .update(applications)
    .set({ offerExpiresAt: end, updatedAt: now })
    .where(and(eq(applications.id, row.id), eq(applications.registrationFeeStatus, "unpaid")))
    .returning();
  if (!extended)
    throw new ApiProblem(ResultCode.badRequest, "registration.error.applicationWrongState");
  return applicationOf(db, extended);
}

/**
 * What stands between an application and a place, in the caller's words: documents sent back
 * or not yet reviewed (by the school's names for them) and an interview not passed.
 */
async function openItems({ db, locale }: ServiceContext, row: Row): Promise<string[]> {
  const documents = await db
    .select({
      review: applicationDocuments.review,
      nameZh: registrationDocuments.nameZh,
      nameCn: registrationDocuments.nameCn,
      nameEn: registrationDocuments.nameEn,
      code: applicationDocuments.code,
    })
    .from(applicationDocuments)
    .leftJoin(
      registrationDocuments,
      and(
        eq(registrationDocuments.schoolId, row.schoolId),
        eq(registrationDocuments.code, applicationDocuments.code),
      ),
    )
    .where(eq(applicationDocuments.applicationId, row.id))
    .orderBy(asc(registrationDocuments.sort));
  const items = documents
    .filter((d) => d.review !== "accepted")
    .map((d) =>
      translate(locale, `registration.open.document.${d.review as "pending" | "rejected"}`, {
        name:
          d.nameZh === null
            ? d.code
            : schoolNameOf(d as Parameters<typeof schoolNameOf>[0], locale),
      }),
    );
  const interview = row.interviewStatus;
  if (OPEN_INTERVIEW_STATUSES.includes(interview))
    // Ids spell a state's "_" as "-" (to_schedule: "to-schedule"), as the family's screens do.
    items.push(
      translate(
        locale,
        `registration.open.interview.${interview.replace("_", "-") as "to-schedule" | "failed"}`,
      ),
    );
  return items;
}

/** The office accepts or rejects one document; rejecting says why, for the family to fix. */
export async function officeReviewDocument(
  ctx: ServiceContext,
  {
    schoolId,
    id,
    code,
    review,
    remark,
  }: { schoolId: number; id: number; code: string; review: DocumentReview; remark?: string },
): Promise<Application> {
  const { db, now } = ctx;
  const row = await ofSchool(db, schoolId, id);
  if (review === "rejected" && !remark)
    throw invalidField(ctx.locale, "remark", "validation.reasonRequired");
  const [reviewed] = await db
    .update(applicationDocuments)
    .set({ review, remark: remark || null })
    .where(and(eq(applicationDocuments.applicationId, row.id), eq(applicationDocuments.code, code)))
    .returning();
  if (!reviewed) throw invalidField(ctx.locale, "code", "registration.error.documentUnknown");
  const [touched] = await db
    .update(applications)
    .set({ updatedAt: now })
    .where(eq(applications.id, row.id))
    .returning();
  return applicationOf(db, touched!);
}
