import { endpoints, HEADERS, REGISTRATION_DOCUMENT_PATH } from "@campus/contract";
import type { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { notFound } from "../http/api-problem";
import { anyone, routes, signedIn, type Caller } from "../http/route";
import { forbidden, loginRequired } from "../http/api-problem";
import { findSession } from "../services/sessions";
import { uploadHeaders } from "../services/uploads";
import {
  applicationForCaller,
  applicationsOf,
  copyApplication,
  deleteDraft,
  documentFile,
  officeApplications,
  officeDecide,
  officeReviewDocument,
  saveDraft,
  submitApplication,
  uploadDocument,
} from "./services/applications";
import { logSender } from "../services/sms";
import { outboxOf, outboxSender } from "./services/outbox";
import { registrationSchool } from "./services/school";
import { codeSignIn, sendCode } from "./services/verification";

/** The school office: staff of their own school (the services check the application's school). */
const office: Caller<{ userId: number; schoolId: number }> = (ctx) => {
  if (!ctx.auth) throw loginRequired();
  if (ctx.auth.user.schoolId === null) throw forbidden();
  return { userId: ctx.auth.user.id, schoolId: ctx.auth.user.schoolId };
};

/** Registration's endpoints of the contract. */
export function registerRegistrationRoutes(app: Hono, deps: AppDeps) {
  const route = routes(app, deps);
  // The demo keeps texts in its outbox; otherwise the deployment's provider (the log by default).
  const sms = deps.sms ?? (deps.demo ? outboxSender(deps.db) : logSender(deps.log));

  route(endpoints.registrationSendCode)
    .as(anyone)
    .handle((ctx) => sendCode(ctx, { ...ctx.body, address: ctx.address, sms }));

  route(endpoints.registrationLogin)
    .as(anyone)
    .handle((ctx) => codeSignIn(ctx, ctx.body));

  route(endpoints.registrationSchool)
    .as(anyone)
    .handle((ctx) => registrationSchool(ctx, ctx.body));

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
    .as(signedIn)
    .handle((ctx, me) => applicationForCaller(ctx, { user: me.user, id: ctx.body.id }));

  route(endpoints.registrationOfficeApplications)
    .as(office)
    .handle((ctx, me) => officeApplications(ctx, { ...ctx.body, schoolId: me.schoolId }));

  route(endpoints.registrationOfficeDecide)
    .as(office)
    .handle((ctx, me) => officeDecide(ctx, { ...ctx.body, schoolId: me.schoolId }));

  route(endpoints.registrationOfficeReviewDocument)
    .as(office)
    .handle((ctx, me) => officeReviewDocument(ctx, { ...ctx.body, schoolId: me.schoolId }));

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

  // A document's file: the applying guardian's session, checked on every download (no key in
  // the address to leak); the client fetches it with its token and shows the bytes.
  app.get(`${REGISTRATION_DOCUMENT_PATH}/:id/:code`, async (c) => {
    const token = c.req.header(HEADERS.token);
    const auth = token ? await findSession(deps.db, token, deps.now()) : null;
    const id = Number(c.req.param("id"));
    const code = c.req.param("code");
    const file =
      auth && Number.isSafeInteger(id) && id > 0 && /^[A-Za-z0-9_-]{1,40}$/.test(code)
        ? await documentFile(deps.db, { user: auth.user, applicationId: id, code })
        : null;
    if (!file) return c.text("Not found\n", 404);
    return c.body(file.content, 200, {
      ...uploadHeaders(file),
      "Cache-Control": "private, no-store",
    });
  });
}
