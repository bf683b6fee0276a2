import { describeIssue, ResultCode, type Endpoint, type Locale } from "@campus/contract";
import type { Context } from "hono";
import { z } from "zod";
import { ApiProblem } from "./api-problem";
import { translate } from "./messages";

/** Turns a failed parse into a 400 envelope naming each field, in the caller's language. */
function invalid(error: z.ZodError, locale: Locale): ApiProblem {
  const fields = error.issues.map((issue) => {
    const { field, id, values } = describeIssue(issue);
    return { field, message: translate(locale, id, values) };
  });
  const first = error.issues[0] ? describeIssue(error.issues[0]) : null;
  return new ApiProblem(
    ResultCode.badRequest,
    first?.id ?? "validation.invalid",
    first?.values ?? {},
    { fields },
  );
}

/**
 * The input without NUL (U+0000) in any string: PostgreSQL text cannot store it, and no reader
 * means it (control characters are dropped from texts anyway, see plain-text.ts).
 */
export function withoutNul(value: unknown): unknown {
  if (typeof value === "string")
    return value.includes("\u0000") ? value.replaceAll("\u0000", "") : value;
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value instanceof Blob) return value;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutNul(item)]));
  return value;
}

function parse<S extends z.core.$ZodType>(schema: S, input: unknown, locale: Locale): z.output<S> {
  // Dropped here for every endpoint at once: it would otherwise reach the database as a 500.
  const result = z.safeParse(schema, withoutNul(input), { reportInput: true });
  if (!result.success) throw invalid(result.error, locale);
  return result.data;
}

/**
 * Form fields as strings; a field sent twice becomes a list. A file is taken only by an upload
 * endpoint (encoding "multipart"); elsewhere it is refused.
 */
async function readForm(c: Context, files: boolean): Promise<Record<string, unknown>> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    // A body that does not parse as its content type says (multipart without a boundary, …).
    throw new ApiProblem(ResultCode.badRequest, "api.error.badRequest");
  }
  for (const value of Object.values(form)) {
    const values = Array.isArray(value) ? value : [value];
    if (!files && values.some((v) => typeof v !== "string")) {
      throw new ApiProblem(ResultCode.unsupportedMediaType, "api.error.unsupportedMediaType");
    }
  }
  return form;
}

/**
 * JSON nested deeper than this is refused before it is parsed: no request of the contract needs
 * a tenth of it, and walking 20,000 nested arrays (validating, cleaning) overflowed the stack
 * into a 500 (issue 41).
 */
export const MAX_JSON_DEPTH = 64;

/** Whether the JSON text nests deeper than `max`, counted in one pass with no recursion. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return false;
}

async function readBody(c: Context, files: boolean): Promise<unknown> {
  const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "application/json") {
    const text = await c.req.text();
    if (!text.trim()) return {};
    if (nestsDeeperThan(text, MAX_JSON_DEPTH))
      throw new ApiProblem(ResultCode.badRequest, "api.error.tooDeep", { max: MAX_JSON_DEPTH });
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ApiProblem(ResultCode.badRequest, "api.error.badJson");
    }
  }
  if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data")
    return readForm(c, files);
  if (type === "") {
    // A POST with no body at all is an empty form.
    const text = await c.req.text();
    if (!text) return {};
  }
  throw new ApiProblem(ResultCode.unsupportedMediaType, "api.error.unsupportedMediaType");
}

/**
 * Reads and validates what the endpoint takes: query parameters by its query schema and the
 * body (form or JSON, whatever the endpoint's preferred encoding) by its body schema.
 */
export async function readInput<E extends Endpoint>(c: Context, endpoint: E, locale: Locale) {
  const query = endpoint.query ? parse(endpoint.query, c.req.query(), locale) : undefined;
  const body = endpoint.body
    ? parse(endpoint.body, await readBody(c, endpoint.encoding === "multipart"), locale)
    : undefined;
  return { query, body } as {
    query: E["query"] extends z.core.$ZodType ? z.output<E["query"]> : undefined;
    body: E["body"] extends z.core.$ZodType ? z.output<E["body"]> : undefined;
  };
}
