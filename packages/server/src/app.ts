import {
  endpoints,
  HEADERS,
  METHOD_NOT_ALLOWED,
  ResultCode,
  UPLOAD_KINDS,
  type ContractMessageId,
  type ResultCodeValue,
} from "@campus/contract";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { randomUUID } from "node:crypto";
import { cors } from "hono/cors";
import { mountHealth } from "./http/health";
import { loggableError, observeRequests } from "./http/observe";
import { mountMetrics } from "./services/metrics";
import { secureHeaders } from "hono/secure-headers";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppDeps } from "./app-deps";
import { SERVER_FEATURES } from "./features";
import { checkAnswers } from "./http/answer-check";
import { mountOpenApiDocument, OPENAPI_DOCUMENT_PATH } from "./http/api-docs";
import { ApiProblem } from "./http/api-problem";
import { addFeatureMessages } from "./http/messages";
import { problemBody, requestLocale } from "./http/register";
import { mountStatic } from "./http/static-files";
import { registerAccountRoutes } from "./routes/account-routes";
import { registerSetupRoutes } from "./routes/setup-routes";
import { registerActivationRoutes } from "./routes/activation-routes";
import { registerPaymentRoutes } from "./routes/payment-routes";

/** The portal's base path (spec §2). */
export const BASE_PATH = "/parent_student";

/** Largest request body an API call accepts (uploads get their own, larger, limits). */
export const MAX_BODY_BYTES = 64 * 1024;

const endpointPaths = new Set<string>(Object.values(endpoints).map((e) => e.path));

/** The methods each path of the table takes: another method there is 405, not 404. */
const methodsAt = new Map<string, string[]>();
for (const { path, method } of Object.values(endpoints))
  methodsAt.set(path, [...(methodsAt.get(path) ?? []), method]);

/** Upload endpoints take the largest file an upload may be, and room for its form. */
const uploadPaths = new Set<string>(
  Object.values(endpoints)
    .filter((e) => e.encoding === "multipart")
    .map((e) => e.path),
);
export const MAX_UPLOAD_BODY_BYTES =
  Math.max(...Object.values(UPLOAD_KINDS).map((kind) => kind.maxBytes)) + MAX_BODY_BYTES;

export function isApiPath(path: string): boolean {
  return (
    path.startsWith("/api/") || path.startsWith(`${BASE_PATH}/api/`) || endpointPaths.has(path)
  );
}

/** An error envelope with an HTTP status of its own, for failures outside any endpoint. */
function httpProblem(
  c: Context,
  status: ContentfulStatusCode,
  code: ResultCodeValue,
  id: ContractMessageId,
) {
  return c.json(problemBody(new ApiProblem(code, id), requestLocale(c)), status);
}

declare module "hono" {
  interface ContextVariableMap {
    /** The request's id (`X-Request-Id`): in its answer and in the log's lines about it. */
    requestId: string;
  }
}

/** A request id a caller may choose: plain, short, nothing a log line could be forged with. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function createApp(deps: AppDeps): Hono {
  const app = new Hono();

  app.use("*", secureHeaders({ crossOriginResourcePolicy: false, crossOriginOpenerPolicy: false }));
  // Every answer names its request, as the log does (a proxy's id is kept when it is plain).
  app.use("*", async (c, next) => {
    const given = c.req.header(HEADERS.requestId);
    const id = given && REQUEST_ID.test(given) ? given : randomUUID();
    c.set("requestId", id);
    c.header(HEADERS.requestId, id);
    await next();
  });
  app.use("*", observeRequests(isApiPath, deps.logger));
  // Probes first: before CORS, the maintenance notice and the body limit.
  mountHealth(app, deps.db, deps.files);
  mountMetrics(app, deps.metricsToken);

  // A school's CMS page calls from its own origin; the token travels in a header, never a cookie.
  app.use(
    "*",
    cors({
      origin: deps.corsOrigins === "*" ? "*" : deps.corsOrigins,
      allowMethods: ["GET", "POST", "OPTIONS"],
      allowHeaders: [
        "Content-Type",
        HEADERS.schoolCode,
        HEADERS.studentId,
        HEADERS.token,
        HEADERS.acceptLanguage,
        HEADERS.idempotencyKey,
        HEADERS.requestId,
      ],
      exposeHeaders: [HEADERS.requestId],
      maxAge: 600,
    }),
  );

  if (deps.onAnswerMismatch) {
    const check = checkAnswers(deps.onAnswerMismatch);
    // Every answer of the API is an envelope; the OpenAPI document is a document.
    app.use("*", (c, next) =>
      isApiPath(c.req.path) && c.req.path !== OPENAPI_DOCUMENT_PATH ? check(c, next) : next(),
    );
  }

  const tooLarge = (c: Context) =>
    httpProblem(c, 413, ResultCode.payloadTooLarge, "api.error.payloadTooLarge");
  const limitBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  const limitUpload = bodyLimit({ maxSize: MAX_UPLOAD_BODY_BYTES, onError: tooLarge });

  app.use("*", async (c, next) => {
    if (!isApiPath(c.req.path)) return next();
    if (deps.maintenance)
      return c.json(
        problemBody(
          new ApiProblem(ResultCode.maintenance, "api.error.maintenance"),
          requestLocale(c),
        ),
      );
    return (uploadPaths.has(c.req.path) ? limitUpload : limitBody)(c, next);
  });

  mountOpenApiDocument(app);
  registerAccountRoutes(app, deps);
  registerSetupRoutes(app, deps);
  registerActivationRoutes(app, deps);
  registerPaymentRoutes(app, deps);
  // Every feature sees the list it is served with (the calendar reads the others' sources).
  const features = deps.features ?? SERVER_FEATURES;
  for (const feature of features) {
    if (feature.messages) addFeatureMessages(feature.id, feature.messages);
    feature.register(app, { ...deps, features });
  }

  if (deps.staticDir) mountStatic(app, deps.staticDir, { basePath: BASE_PATH, isApiPath });

  app.notFound((c) => {
    const allowed = methodsAt.get(c.req.path);
    if (!allowed) return httpProblem(c, 404, ResultCode.notFound, "api.error.notFound");
    c.header("Allow", [...allowed, "OPTIONS"].join(", "));
    return httpProblem(c, 405, METHOD_NOT_ALLOWED, "api.error.methodNotAllowed");
  });

  app.onError((error, c) => {
    deps.logger?.error(
      { req_id: c.get("requestId"), endpoint: c.get("endpoint"), err: loggableError(error) },
      "unexpected error",
    );
    return httpProblem(c, 500, ResultCode.serverError, "api.error.server");
  });

  return app;
}
