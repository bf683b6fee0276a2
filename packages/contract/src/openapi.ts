import { z } from "zod";
import { CALENDAR_FEED_PATH } from "./calendar/values";
import type { Endpoint } from "./endpoint";
import { envelopeSchema, validationFailureSchema } from "./envelope";
import { ResultCode } from "./result-code";
import { endpoints } from "./endpoints";
import { HEADERS } from "./headers";
import * as contract from "./index";
import { loginRequestSchema } from "./schemas/login";

type JsonSchema = Record<string, unknown>;

/** Shared definitions (recursive types such as the menu) hoisted into components.schemas. */
const hoisted: Record<string, JsonSchema> = {};

/**
 * The contract's answer shapes by name (`bookSchema` → `Book`, `ecaEventRowSchema` →
 * `EcaEventRow`): an answer that carries one refers to it, so an integrator's generated types
 * have a `Book`. Answers only: a request's form of the same shape differs (coerced fields).
 */
let named: z.core.$ZodRegistry<{ id: string }> | undefined;
function answerNames() {
  if (named) return named;
  named = z.registry<{ id: string }>();
  for (const [name, value] of Object.entries(contract)) {
    if (!name.endsWith("Schema") || !(value instanceof z.ZodObject)) continue;
    const id = name[0]!.toUpperCase() + name.slice(1, -"Schema".length);
    if (!/(Request|Body|Filters|Query)$/.test(id)) named.add(value, { id });
  }
  return named;
}

function toSchema(schema: z.core.$ZodType, io: "input" | "output"): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
    ...(io === "output" ? { metadata: answerNames() } : {}),
  });
  const {
    $schema: _dialect,
    $defs,
    ...rest
  } = json as JsonSchema & { $defs?: Record<string, JsonSchema> };
  const hoist = (value: unknown): JsonSchema =>
    JSON.parse(
      JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/'),
    ) as JsonSchema;
  for (const [name, def] of Object.entries($defs ?? {})) hoisted[name] = hoist(def);
  return hoist(rest);
}

/*
 * The portal also sends `schoolCode` and `studentId` (spec §4); the server reads neither: the
 * session decides the school and the child a call acts for, so they are not parameters here.
 */
const headerParameters = [
  { name: HEADERS.token, description: "The session token from sign-in. Expires after 7 days." },
  {
    name: HEADERS.acceptLanguage,
    description: "zh-TW (default), zh-CN or en-US: the language of `msg`.",
  },
];

/** Only on writes (`write: true`). */
const idempotencyKeyParameter = {
  name: HEADERS.idempotencyKey,
  description:
    "Optional, on writes: one key per user action (e.g. a UUID), sent again by that action's retries. The first answer for (key, caller, endpoint) is kept for 24 hours and answered to every repeat without acting again, also to a repeat that arrives while the first still runs; the same key with another body is refused with code 422.",
};

function queryParameters(schema: z.core.$ZodType | undefined) {
  if (!schema) return [];
  const json = toSchema(schema, "input") as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: "query",
    required: json.required?.includes(name) ?? false,
    schema: property,
  }));
}

const ERROR_CODES = Object.values(ResultCode).filter((code) => code !== ResultCode.ok);

/**
 * The two kinds of envelope, which can never both match one answer: `code` is 200 exactly in a
 * success and one of the other result codes in an error (whose `data` is the validation
 * failure for 400, else null).
 */
function successEnvelope(endpoint: Endpoint): JsonSchema {
  const schema = toSchema(envelopeSchema(endpoint.response), "output") as {
    properties: Record<string, JsonSchema>;
  };
  schema.properties.code = { const: ResultCode.ok };
  return schema;
}

function errorEnvelope(): JsonSchema {
  const schema = toSchema(envelopeSchema(validationFailureSchema.nullable()), "output") as {
    properties: Record<string, JsonSchema>;
  };
  schema.properties.code = { type: "integer", enum: ERROR_CODES };
  return schema;
}

/** What the sign-in schema's refinement says, as JSON Schema states a conditional requirement. */
const PARENT_NEEDS_REGION = {
  description:
    "`countryCode` is required when `type` is `parent`: a parent signs in with a mobile number (`username`, as typed: `9123 4567`, `+86 138 1234 5678`), read in that region's format.",
  if: { properties: { type: { const: "parent" } }, required: ["type"] },
  then: { properties: { countryCode: { minLength: 1 } }, required: ["countryCode"] },
};

/**
 * The subscribed calendar feed (a calendar app's GET, outside the envelope): the address is the
 * key, so it takes no token.
 */
const feedPath = {
  get: {
    operationId: "calendarFeedFile",
    tags: ["calendar"],
    summary: "A person's calendar as iCalendar, for a calendar app to subscribe to.",
    description:
      "The address comes from `calendarFeedInfo` (the secret is 32 characters of A–Z, a–z, 0–9, `_` and `-`); `calendarResetFeed` replaces it, and the old one answers 404. Due dates, pickups, ECA events, interviews and school events of the person's children (or a teacher's own), in the account's language.",
    security: [],
    parameters: [
      {
        name: "secret",
        in: "path",
        required: true,
        schema: { type: "string", pattern: "^[A-Za-z0-9_-]{32}$" },
      },
      {
        name: "person",
        in: "query",
        required: false,
        description: "One child's items only (a user id of the account's children).",
        schema: { type: "integer", minimum: 1 },
      },
      {
        name: "lessons",
        in: "query",
        required: false,
        description: "`1`: the timetable's lessons too.",
        schema: { type: "string", enum: ["1"] },
      },
    ],
    responses: {
      "200": {
        description: "The calendar (`Cache-Control: private, max-age=900`).",
        content: { "text/calendar": { schema: { type: "string" } } },
      },
      "404": {
        description: "No feed at this address (never made, or reset).",
        content: { "text/plain": { schema: { type: "string" } } },
      },
    },
  },
};

/** An answer outside any endpoint's own: the error envelope with an HTTP status of its own. */
const httpProblem = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
});

function operation(endpoint: Endpoint) {
  const op: Record<string, unknown> = {
    operationId: endpoint.id,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    parameters: [
      ...headerParameters.map((h) => ({ $ref: `#/components/parameters/${h.name}` })),
      ...(endpoint.write ? [{ $ref: `#/components/parameters/${HEADERS.idempotencyKey}` }] : []),
      ...queryParameters(endpoint.query),
    ],
    responses: {
      "200": {
        description:
          "An envelope. `code` 200 carries `data`; any other code is an error whose `msg` is in the caller's language (400 validation: `data.fields`; 401 please log in first; 403 no permission; 404 not found; 409 conflict; 422 idempotency key reused with another body; 415 unsupported content type; 429 too many attempts; 324 go home; 666 maintenance).",
        content: {
          "application/json": {
            schema: {
              oneOf: [successEnvelope(endpoint), { $ref: "#/components/schemas/ErrorEnvelope" }],
            },
          },
        },
      },
      "404": httpProblem("No such operation at this path (code 404)."),
      "405": httpProblem(
        "The path takes another method (code 405); the `Allow` header names the methods it takes.",
      ),
      "413": httpProblem("The request body is larger than the server accepts (code 413)."),
      "500": httpProblem("The server failed unexpectedly (code 500); nothing was changed."),
    },
  };
  if (endpoint.access.kind === "user") {
    op.security = [{ token: [] }];
    if (endpoint.access.roles) op["x-roles"] = endpoint.access.roles;
  } else {
    // Anyone may call it: no token needed (a token, when sent, names the caller).
    op.security = [];
  }
  if (endpoint.body) {
    const body = toSchema(endpoint.body, "input");
    if (endpoint.body === loginRequestSchema) Object.assign(body, PARENT_NEEDS_REGION);
    const form = { "application/x-www-form-urlencoded": { schema: body } };
    const json = { "application/json": { schema: body } };
    op.requestBody = {
      required: true,
      content:
        endpoint.encoding === "multipart"
          ? { "multipart/form-data": { schema: body } }
          : endpoint.encoding === "json"
            ? { ...json, ...form }
            : { ...form, ...json },
    };
  }
  return op;
}

/** The OpenAPI 3.1 document for the whole endpoint table. */
export function buildOpenApi(): Record<string, unknown> {
  for (const name of Object.keys(hoisted)) delete hoisted[name];
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of Object.values(endpoints) as Endpoint[]) {
    const path = (paths[endpoint.path] ??= {});
    path[endpoint.method.toLowerCase()] = operation(endpoint);
  }
  paths[`${CALENDAR_FEED_PATH}/{secret}.ics`] = feedPath;
  // Before the spread below: the envelope hoists the validation failure's shape.
  const errorEnvelopeSchema = errorEnvelope();
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Campus API",
      version: "0.1.0",
      description:
        "The school-services API behind the Campus portal and elements. Request bodies are form-encoded unless noted (the spec's FLAG = 0 means JSON); the server accepts both. Every answer is an envelope (`code`, `msg`, `data`) with HTTP 200, except the statuses each operation lists. The portal also sends `schoolCode` and `studentId` headers; the server reads neither (the session decides the school and the child). This document is served at `/api/openapi.json`.",
      // Not open source: the school's agreement and the portal's terms of use (/terms) apply.
      license: { name: "Campus terms of use", identifier: "LicenseRef-Campus-Terms" },
    },
    servers: [
      {
        url: "/",
        description:
          "The Campus server this document is served from (`npm start`: http://localhost:8080, with demo data)",
      },
    ],
    components: {
      schemas: { ...hoisted, ErrorEnvelope: errorEnvelopeSchema },
      securitySchemes: { token: { type: "apiKey", in: "header", name: HEADERS.token } },
      parameters: Object.fromEntries(
        [...headerParameters, idempotencyKeyParameter].map((h) => [
          h.name,
          {
            name: h.name,
            in: "header",
            required: false,
            description: h.description,
            schema: { type: "string" },
          },
        ]),
      ),
    },
    paths,
  };
}

/** The document as committed in docs/api/openapi.json. */
export function renderOpenApi(): string {
  return `${JSON.stringify(buildOpenApi(), null, 2)}\n`;
}
