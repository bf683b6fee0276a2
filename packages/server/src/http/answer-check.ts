import { endpoints, ResultCode, validationFailureSchema, type Endpoint } from "@campus/contract";
import type { MiddlewareHandler } from "hono";
import { z } from "zod";

/*
 * Every answer a test gets is checked against what the contract declares for its endpoint
 * (issue 16): code 200 → the endpoint's response schema, strictly (an unknown field fails, so
 * the server cannot drift from the contract by adding what the client does not expect); any
 * other code → the error envelope, with a code of `ResultCode` and `data` of the declared shape.
 * The contract's own schemas stay as they are (the client keeps ignoring unknown fields): the
 * check parses with a strict copy.
 */

type Schema = z.core.$ZodType;
type Def = Record<string, unknown> & { type: string };

const strictCopies = new WeakMap<Schema, Schema>();

function defOf(schema: Schema): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

function clone(schema: Schema, def: Def): Schema {
  return (schema as unknown as { clone(def: Def): Schema }).clone(def);
}

/** The schema with every object in it made strict (unknown keys fail), checks kept. */
export function strictCopy(schema: Schema): Schema {
  const known = strictCopies.get(schema);
  if (known) return known;
  const def = defOf(schema);
  // A schema that contains itself (the menu's children) meets this one again while it is being
  // copied: it gets a lazy reference to the copy, which exists by the time anything is parsed.
  let copy: Schema | undefined;
  strictCopies.set(
    schema,
    z.lazy(() => copy as z.ZodType),
  );
  switch (def.type) {
    case "object": {
      // A recursive schema (the menu's children) declares its field as a getter: copy it as a
      // getter too, so the copy is made when zod first reads it, not here (endlessly).
      const strictShape: Record<string, Schema> = {};
      for (const [key, field] of Object.entries(Object.getOwnPropertyDescriptors(def.shape))) {
        const read = field.get;
        if (read)
          Object.defineProperty(strictShape, key, {
            enumerable: true,
            get: () => strictCopy(read.call(def.shape)),
          });
        else strictShape[key] = strictCopy(field.value as Schema);
      }
      // An object that declares a catch-all (a record-like object) keeps it.
      const catchall = def.catchall === undefined ? z.never() : def.catchall;
      copy = clone(schema, { ...def, shape: strictShape, catchall });
      break;
    }
    case "array":
      copy = clone(schema, { ...def, element: strictCopy(def.element as Schema) });
      break;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      copy = clone(schema, { ...def, innerType: strictCopy(def.innerType as Schema) });
      break;
    case "union":
      copy = clone(schema, { ...def, options: (def.options as Schema[]).map(strictCopy) });
      break;
    case "intersection":
      // An intersection of strict objects would refuse each other's keys: left as declared.
      copy = schema;
      break;
    case "record":
      copy = clone(schema, { ...def, valueType: strictCopy(def.valueType as Schema) });
      break;
    case "pipe":
      copy = clone(schema, { ...def, in: strictCopy(def.in as Schema) });
      break;
    case "lazy": {
      const getter = def.getter as () => Schema;
      copy = clone(schema, { ...def, getter: () => strictCopy(getter()) });
      break;
    }
    default:
      copy = schema;
  }
  strictCopies.set(schema, copy);
  return copy;
}

const ERROR_CODES = new Set<number>(
  Object.values(ResultCode).filter((code) => code !== ResultCode.ok),
);

/** The error envelope as the contract declares it: `data` is the validation failure or null. */
const errorEnvelope = z
  .object({
    code: z.number().refine((code) => ERROR_CODES.has(code), "not an error code of ResultCode"),
    msg: z.string().min(1, "an error says what went wrong"),
    data: strictCopy(validationFailureSchema.nullable()),
  })
  .strict()
  .superRefine((envelope, ctx) => {
    // Only a validation failure (400) carries data; every other refusal's data is null.
    if (envelope.data !== null && envelope.code !== ResultCode.badRequest)
      ctx.addIssue({ code: "custom", path: ["data"], message: "only a 400 carries data" });
  });

const successEnvelopes = new WeakMap<Endpoint, Schema>();

function successEnvelope(endpoint: Endpoint): Schema {
  let schema = successEnvelopes.get(endpoint);
  if (!schema) {
    schema = z
      .object({
        code: z.literal(ResultCode.ok),
        msg: z.string(),
        data: strictCopy(endpoint.response),
      })
      .strict();
    successEnvelopes.set(endpoint, schema);
  }
  return schema;
}

/** What is wrong with an answer, one line per issue; empty when it is what the contract says. */
export function answerProblems(
  endpoint: Endpoint | undefined,
  answer: { status: number; body: unknown },
): string[] {
  const { status, body } = answer;
  const code = (body as { code?: unknown } | null)?.code;
  const success = code === ResultCode.ok;
  if (success && status !== 200) return [`HTTP ${status} with a success envelope`];
  if (success && !endpoint) return ["a success envelope from a path that is no endpoint"];
  const schema = success && endpoint ? successEnvelope(endpoint) : errorEnvelope;
  const result = z.safeParse(schema, body);
  if (result.success) return [];
  return result.error.issues.map(
    (issue) => `${issue.path.map(String).join(".") || "(envelope)"}: ${issue.message}`,
  );
}

/** The endpoint served at a method and path (the query string ignored), if any. */
export function endpointAt(method: string, path: string): Endpoint | undefined {
  const bare = path.split("?")[0];
  return byRoute.get(`${method.toUpperCase()} ${bare}`);
}

const byRoute = new Map<string, Endpoint>(
  Object.values(endpoints).map((e) => [`${e.method} ${e.path}`, e as Endpoint]),
);

/** An answer that is not what the contract declares. */
export class AnswerMismatch extends Error {
  constructor(what: string, problems: string[], body: unknown) {
    const shown = JSON.stringify(body);
    super(
      `${what} does not answer as the contract declares:\n  ${problems.join("\n  ")}\nanswer: ${
        shown.length > 600 ? `${shown.slice(0, 600)}…` : shown
      }`,
    );
    this.name = "AnswerMismatch";
  }
}

/** Throws when the answer is not the contract's; counts what it checked. */
export function assertAnswer(
  endpoint: Endpoint | undefined,
  what: string,
  answer: { status: number; body: unknown },
): void {
  checked.count += 1;
  const problems = answerProblems(endpoint, answer);
  if (problems.length > 0) throw new AnswerMismatch(what, problems, answer.body);
}

/** How many answers this process checked (the suites print it). */
export const checked = { count: 0 };

/**
 * The server checking its own answers (CAMPUS_CHECK_RESPONSES=1; the journeys run with it, a
 * production server does not): every API answer is parsed against its endpoint's declared
 * response after it is sent, and each mismatch is reported — the answer itself goes out as it
 * was, so the check changes nothing the client sees.
 */
export function checkAnswers(report: (mismatch: string) => void): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.get("content-type")?.includes("application/json")) return;
    const body: unknown = await c.res
      .clone()
      .json()
      .catch(() => undefined);
    checked.count += 1;
    const problems = answerProblems(endpointAt(c.req.method, c.req.path), {
      status: c.res.status,
      body,
    });
    if (problems.length > 0)
      report(`${c.req.method} ${c.req.path} (HTTP ${c.res.status}): ${problems.join("; ")}`);
  };
}
