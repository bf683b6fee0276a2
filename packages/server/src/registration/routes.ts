import {
  endpoints,
  downloads as contractDownloads,
  type Application,
  type FamilyNotice,
  type FeeKind,
  type InterviewResult,
  type OfficeDecision,
  type PaymentMethod,
} from "@campus/contract";
import type { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { ApiProblem, notFound } from "../http/api-problem";
import { translate } from "./messages";
import { allowedMember, anyone, routes, signedIn, type Caller } from "../http/route";
import type { Auth } from "../services/sessions";
import { mayDo } from "../services/accounts";
import { forbidden } from "../http/api-problem";
import type { ServiceContext } from "../services/context";
import { messengerOf } from "../services/messenger";

import { downloads, storedDownload } from "../http/download";
import { applicationsWorkbook } from "./services/export";
import { registrationSettingsOf, saveRegistrationSettings } from "./services/settings";
import { tellFamily } from "./services/family-messages";
import {
  applicationForCaller,
  applicationsOf,
  copyApplication,
  deleteDraft,
  documentFile,
  officeApplications,
  officeDecide,
  officeExtendOffer,
  officeReviewDocument,
  saveDraft,
  submitApplication,
  uploadDocument,
} from "./services/applications";
import { logSender } from "../services/sms";
import { outboxOf, outboxSender } from "../services/sms-outbox";
import { paymentsOf } from "../services/payments";
import {
  officeDecideSlip,
  pay,
  paymentResult,
  payNotified,
  slipFile,
  officeEnrol,
  uploadSlip,
} from "./services/payments";
import { registrationSchool } from "./services/school";
import {
  askInterviewTime,
  bookInterview,
  interviewSessionsFor,
  officeAssessInterview,
  officeAssignInterview,
  officeCheckIn,
  officeInterviewResult,
  officeSessionRoster,
  officeDeleteSession,
  officeSaveSession,
  officeSessions,
} from "./services/interviews";
import { assessmentOf } from "./services/interview-view";
import { codeSignIn, sendCode } from "./services/verification";

/** The office's pages (menu codes): the applications, the interview sessions, the settings. */
const OFFICE = "registration.office";
const SESSIONS = "registration.sessions";
const SETTINGS = "registration.settings";

/**
 * The school office: staff of their own school whose roles allow the action on the page (the
 * server enforces what the office's screens hide); the services check the application's school.
 */
const office = allowedMember;

/** A guardian reads their own; staff read their school's with the office's "get". */
const applicationReader: Caller<Auth> = async (ctx) => {
  const me = await signedIn(ctx);
  if (me.user.roles.includes("staff") && !(await mayDo(ctx.db, me.user, OFFICE, "get")))
    throw forbidden();
  return me;
};

/** What the family is told of each office decision (starting the review tells nothing). */
const DECISION_NOTICES: Record<OfficeDecision, FamilyNotice | null> = {
  start: null,
  approve: "approved",
  deny: "denied",
  request_info: "info_requested",
};

const RESULT_NOTICES: Record<InterviewResult, FamilyNotice> = {
  passed: "interview_passed",
  failed: "interview_failed",
  waitlist: "interview_waitlisted",
};

/** Registration's endpoints of the contract. */
export function registerRegistrationRoutes(app: Hono, deps: AppDeps) {
  const route = routes(app, deps);
  // The demo keeps texts in its outbox; otherwise the deployment's provider (the log by default).
  const sms = deps.sms ?? (deps.demo ? outboxSender(deps.db) : logSender(deps.log));
  // What the office decides reaches the family through the one messenger (decision 0045).
  const family = messengerOf(deps);
  const tell =
    (ctx: ServiceContext, notice: FamilyNotice | null, reason?: string) =>
    async (application: Application) =>
      notice ? tellFamily(ctx, family, { application, notice, reason }) : application;
  // The office's answers carry the interviewers' score and notes; the family's never do.
  const forOffice = async (ctx: ServiceContext, answer: Promise<Application>) => {
    const application = await answer;
    return { ...application, assessment: await assessmentOf(ctx.db, application.id, ctx.locale) };
  };

  route(endpoints.registrationSendCode)
    .as(anyone)
    .handle((ctx) => sendCode(ctx, { ...ctx.body, address: ctx.address, sms }));

  route(endpoints.registrationLogin)
    .as(anyone)
    .handle((ctx) => codeSignIn(ctx, ctx.body));

  // Online fees through the deployment's provider; the demo's sandbox; or slips alone.
  const { provider } = paymentsOf(app, deps);
  const methods: PaymentMethod[] = [...(provider?.methods ?? []), "slip"];

  route(endpoints.registrationSchool)
    .as(anyone)
    .handle((ctx) => registrationSchool(ctx, { ...ctx.body, methods }));

  route(endpoints.registrationDemoOutbox)
    .as(anyone)
    .handle(async (ctx) => {
      if (!deps.demo) throw notFound();
      return outboxOf(ctx.db, { countryCode: ctx.body.country_code, phone: ctx.body.phone });
    });

  route(endpoints.registrationApplications)
    .as(signedIn)
    .handle((ctx, me) =>
      applicationsOf(ctx, { guardianId: me.user.id, schoolCode: ctx.body.school_code }),
    );

  route(endpoints.registrationApplication)
    .as(applicationReader)
    .handle((ctx, me) => {
      const application = applicationForCaller(ctx, { user: me.user, id: ctx.body.id });
      return me.user.roles.includes("staff") ? forOffice(ctx, application) : application;
    });

  route(endpoints.registrationOfficeApplications)
    .as(office(OFFICE, "query"))
    .handle((ctx, me) => officeApplications(ctx, { ...ctx.body, schoolId: me.schoolId }));

  route(endpoints.registrationOfficeDecide)
    .as(office(OFFICE, "edit"))
    .handle((ctx, me) =>
      forOffice(
        ctx,
        officeDecide(ctx, { ...ctx.body, schoolId: me.schoolId }).then(
          tell(ctx, DECISION_NOTICES[ctx.body.decision], ctx.body.reason),
        ),
      ),
    );

  // One decision on many, each as one is decided: a refusal is that application's outcome, in
  // the caller's words, and the rest go on. Approving overrides nothing open in bulk.
  route(endpoints.registrationOfficeDecideMany)
    .as(office(OFFICE, "edit"))
    .handle(async (ctx, me) => {
      const { decision, reason } = ctx.body;
      const results = [];
      for (const id of new Set(ctx.body.ids)) {
        try {
          await officeDecide(ctx, {
            schoolId: me.schoolId,
            id,
            decision,
            reason: decision === "approve" ? undefined : reason,
          }).then(tell(ctx, DECISION_NOTICES[decision], reason));
          results.push({ id, ok: true, msg: translate(ctx.locale, "api.batch.done") });
        } catch (error) {
          if (!(error instanceof ApiProblem)) throw error;
          results.push({
            id,
            ok: false,
            msg: translate(ctx.locale, error.messageId, error.values),
          });
        }
      }
      return { results };
    });

  route(endpoints.registrationOfficeReviewDocument)
    .as(office(OFFICE, "edit"))
    .handle((ctx, me) =>
      forOffice(ctx, officeReviewDocument(ctx, { ...ctx.body, schoolId: me.schoolId })),
    );

  route(endpoints.registrationSaveDraft)
    .as(signedIn)
    .handle((ctx, me) =>
      saveDraft(ctx, {
        guardianId: me.user.id,
        schoolCode: ctx.body.school_code,
        id: ctx.body.id,
        form: ctx.body.form,
      }),
    );

  route(endpoints.registrationUploadDocument)
    .as(signedIn)
    .handle((ctx, me) =>
      uploadDocument(ctx, {
        guardianId: me.user.id,
        applicationId: ctx.body.application_id,
        code: ctx.body.document_code,
        file: ctx.body.file,
      }),
    );

  route(endpoints.registrationSubmit)
    .as(signedIn)
    .handle((ctx, me) => submitApplication(ctx, { guardianId: me.user.id, id: ctx.body.id }));

  route(endpoints.registrationCopy)
    .as(signedIn)
    .handle((ctx, me) => copyApplication(ctx, { guardianId: me.user.id, id: ctx.body.id }));

  route(endpoints.registrationDeleteDraft)
    .as(signedIn)
    .handle((ctx, me) => deleteDraft(ctx, { guardianId: me.user.id, id: ctx.body.id }));

  route(endpoints.registrationPay)
    .as(signedIn)
    .handle((ctx, me) => pay(ctx, { guardianId: me.user.id, ...ctx.body, provider }));

  route(endpoints.registrationPaymentResult)
    .as(signedIn)
    .handle((ctx, me) => paymentResult(ctx, { guardianId: me.user.id, id: ctx.body.id, provider }));

  route(endpoints.registrationPayNotify)
    .as(anyone)
    .handle((ctx) => payNotified(ctx, { notice: ctx.body, provider }));

  route(endpoints.registrationUploadSlip)
    .as(signedIn)
    .handle((ctx, me) =>
      uploadSlip(ctx, {
        guardianId: me.user.id,
        applicationId: ctx.body.application_id,
        file: ctx.body.file,
        fee: ctx.body.fee,
        provider,
      }),
    );

  route(endpoints.registrationOfficeEnrol)
    .as(office(OFFICE, "edit"))
    .handle((ctx, me) =>
      forOffice(ctx, officeEnrol(ctx, { schoolId: me.schoolId, id: ctx.body.id, provider })),
    );

  route(endpoints.registrationOfficeExtendOffer)
    .as(office(OFFICE, "edit"))
    .handle((ctx, me) =>
      forOffice(ctx, officeExtendOffer(ctx, { ...ctx.body, schoolId: me.schoolId })),
    );

  route(endpoints.registrationOfficeDecideSlip)
    .as(office(OFFICE, "edit"))
    .handle((ctx, me) =>
      forOffice(
        ctx,
        officeDecideSlip(ctx, { ...ctx.body, schoolId: me.schoolId }).then(
          tell(ctx, ctx.body.decision === "reject" ? "slip_rejected" : null, ctx.body.reason),
        ),
      ),
    );

  route(endpoints.registrationInterviewSessions)
    .as(signedIn)
    .handle((ctx, me) => interviewSessionsFor(ctx, { guardianId: me.user.id, id: ctx.body.id }));

  route(endpoints.registrationBookInterview)
    .as(signedIn)
    .handle((ctx, me) =>
      bookInterview(ctx, {
        guardianId: me.user.id,
        id: ctx.body.id,
        sessionId: ctx.body.session_id,
      }),
    );

  route(endpoints.registrationAskInterviewTime)
    .as(signedIn)
    .handle((ctx, me) => askInterviewTime(ctx, { guardianId: me.user.id, id: ctx.body.id }));

  route(endpoints.registrationOfficeSessions)
    .as(office(SESSIONS, "query"))
    .handle((ctx, me) => officeSessions(ctx, { schoolId: me.schoolId }));

  route(endpoints.registrationOfficeSettings)
    .as(office(SETTINGS, "get"))
    .handle((ctx, me) => registrationSettingsOf(ctx, { schoolId: me.schoolId }));

  route(endpoints.registrationOfficeSaveSettings)
    .as(office(SETTINGS, "edit"))
    .handle((ctx, me) =>
      saveRegistrationSettings(ctx, { schoolId: me.schoolId, settings: ctx.body }),
    );

  route(endpoints.registrationOfficeSessionRoster)
    .as(office(OFFICE, "get"))
    .handle((ctx, me) => officeSessionRoster(ctx, { schoolId: me.schoolId, id: ctx.body.id }));

  route(endpoints.registrationOfficeSaveSession)
    .as(office(SESSIONS, (body) => (body.id === undefined ? "add" : "edit")))
    .handle((ctx, me) => officeSaveSession(ctx, { ...ctx.body, schoolId: me.schoolId }));

  route(endpoints.registrationOfficeDeleteSession)
    .as(office(SESSIONS, "delete"))
    .handle((ctx, me) => officeDeleteSession(ctx, { ...ctx.body, schoolId: me.schoolId }));

  route(endpoints.registrationOfficeAssignInterview)
    .as(office(OFFICE, "edit"))
    .handle((ctx, me) =>
      forOffice(
        ctx,
        officeAssignInterview(ctx, {
          schoolId: me.schoolId,
          id: ctx.body.id,
          sessionId: ctx.body.session_id,
          placed: tell(ctx, "interview_placed"),
        }),
      ),
    );

  route(endpoints.registrationOfficeCheckIn)
    .as(office(OFFICE, "edit"))
    .handle((ctx, me) =>
      forOffice(ctx, officeCheckIn(ctx, { schoolId: me.schoolId, ...ctx.body })),
    );

  route(endpoints.registrationOfficeInterviewResult)
    .as(office(OFFICE, "edit"))
    .handle((ctx, me) =>
      forOffice(
        ctx,
        officeInterviewResult(ctx, {
          ...ctx.body,
          schoolId: me.schoolId,
          recorded: tell(ctx, RESULT_NOTICES[ctx.body.result]),
        }),
      ),
    );

  route(endpoints.registrationOfficeAssessInterview)
    .as(office(OFFICE, "edit"))
    .handle((ctx, me) =>
      forOffice(
        ctx,
        officeAssessInterview(ctx, { ...ctx.body, schoolId: me.schoolId, userId: me.userId }),
      ),
    );

  // Files (decisions 0018, 0041): a document or the latest deposit slip of either fee, for the
  // applying guardian or the office with its "get" (the services check whose, and the school);
  // no key in the address to leak.
  const download = downloads(app, deps);
  download(contractDownloads.registrationDocumentFile)
    .as(applicationReader)
    .handle(async (ctx, me) =>
      storedDownload(
        deps.files,
        await documentFile(ctx.db, {
          user: me.user,
          applicationId: ctx.params.id,
          code: ctx.params.code,
        }),
      ),
    );
  const slip =
    (fee: FeeKind) => async (ctx: ServiceContext & { params: { id: number } }, me: Auth) =>
      storedDownload(
        deps.files,
        await slipFile(ctx.db, { user: me.user, applicationId: ctx.params.id, fee }),
      );
  download(contractDownloads.registrationSlipFile)
    .as(applicationReader)
    .handle(slip("application"));
  download(contractDownloads.registrationFeeSlipFile)
    .as(applicationReader)
    .handle(slip("registration"));
  // The office's list as a workbook, for the list's filters: what the applications hold, so the
  // office's "get" (reading them whole), as their files.
  download(contractDownloads.registrationOfficeExport)
    .as(office(OFFICE, "get"))
    .handle((ctx, me) => applicationsWorkbook(ctx, { schoolId: me.schoolId, filters: ctx.query }));
}
