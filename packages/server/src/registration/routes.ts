import { endpoints, HEADERS, REGISTRATION_DOCUMENT_PATH } from "@campus/contract";
import type { Hono } from "hono";
import type { AppDeps } from "../app-deps";
import { notFound } from "../http/api-problem";
import { anyone, routes, signedIn } from "../http/route";
import { findSession } from "../services/sessions";
import { uploadHeaders } from "../services/uploads";
import {
  applicationFor,
  applicationsOf,
  copyApplication,
  deleteDraft,
  documentFile,
  saveDraft,
  submitApplication,
  uploadDocument,
} from "./services/applications";
import { logSender } from "../services/sms";
import { outboxOf, outboxSender } from "./services/outbox";
import { registrationSchool } from "./services/school";
import { codeSignIn, sendCode } from "./services/verification";

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
    .handle((ctx, me) => applicationFor(ctx, { guardianId: me.user.id, id: ctx.body.id }));

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
        ? await documentFile(deps.db, { guardianId: auth.user.id, applicationId: id, code })
        : null;
    if (!file) return c.text("Not found\n", 404);
    return c.body(file.content, 200, {
      ...uploadHeaders(file),
      "Cache-Control": "private, no-store",
    });
  });
}
