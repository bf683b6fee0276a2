import type { Endpoint } from "@campus/contract";
import { z } from "zod";
import { DEMO_PASSWORD } from "../seed/demo";

/**
 * What the safety net knows about an endpoint's input, read from the contract's own zod
 * schemas (as JSON Schema), so an endpoint added to the contract is covered the day it is added.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  minItems?: number;
  default?: unknown;
  anyOf?: JsonSchema[];
  /** A choice of shapes told apart by a field (a notice's audience: the school, grades …). */
  oneOf?: JsonSchema[];
  /** The one value a literal takes (`kind: "school"`). */
  const?: unknown;
  /** Values the contract gives as examples (a day, a time): the sample uses the first. */
  examples?: unknown[];
  /** "binary": a file part of an upload. */
  format?: string;
  pattern?: string;
}

/** A file every upload kind takes: a PNG (its signature is all the server reads). */
export const sampleFile = (extra = "") =>
  new File(
    [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), `sample${extra}`],
    "sample.png",
    {
      type: "image/png",
    },
  );

/** How a body goes to an endpoint: an upload as multipart, everything else as JSON. */
export function bodyOf(
  endpoint: Endpoint,
  body: unknown,
): { json: unknown } | { multipart: FormData } {
  if (endpoint.encoding !== "multipart") return { json: body ?? {} };
  const form = new FormData();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>))
    if (value instanceof Blob) form.append(key, value);
    else if (value !== undefined)
      form.append(key, typeof value === "string" ? value : JSON.stringify(value));
  return { multipart: form };
}

export function jsonSchemaOf(schema: z.core.$ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/** Texts of the formats the contract's patterns describe, tried in turn (then a word, a figure). */
// Last: an activation letter's code (twelve of its letters and digits).
// A school year as schools write it ("2027/28").
const FORMATTED = ["2026-11-24", "2026-11", "08:30", "a", "1", "ABCDEFGHJKLM", "2027/28"];

/**
 * Fields whose range a refinement checks, which JSON Schema does not carry (zod-mini forms keep
 * to refinements: decision 0023): a valid value by the field's name.
 */
const REFINED: Record<string, unknown> = {
  school_year: 2026,
  ids: [1],
  student_ids: [2],
  certificate_ids: [1],
  // A password someone sets (8 or more, a letter and a digit), and the demo accounts' own.
  password: "lantern2027",
  current_password: DEMO_PASSWORD,
  // A signing PIN no guesser tries first (not 0000, not 1234).
  pin: "2580",
  // A book's ISBN: its check digit adds up.
  isbn: "9789620702112",
};

/** A plausible valid value for a schema: the smallest number, the first option, a short text. */
export function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.format === "binary") return sampleFile();
  if (schema.enum?.length) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.oneOf?.length) return sampleOf(schema.oneOf[0]);
  if (schema.examples?.length) return schema.examples[0];
  // Optional and nullable ("no time: all day"): null is as valid as any value, and needs none.
  if (schema.anyOf?.some((option) => option.type === "null")) return null;
  if (schema.anyOf?.length) return sampleOf(schema.anyOf[0]);
  // A text of a format (a day, a month, a time) with no example: the first the pattern takes.
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const fits = FORMATTED.find((text) => pattern.test(text));
    if (fits) return fits;
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "integer":
    case "number":
      return Math.max(1, schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case "string":
      return "a".repeat(Math.max(1, schema.minLength ?? 1));
    case "boolean":
      return true;
    case "array":
      // A list that must hold something: one sample item.
      return schema.minItems ? [sampleOf(schema.items)] : [];
    case "object": {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        value[key] = key in REFINED ? REFINED[key] : sampleOf(property);
      return value;
    }
    default:
      return "a";
  }
}

/** The valid sample input of an endpoint: `{ query, body }` as the endpoint takes them. */
export function sampleInput(endpoint: Endpoint): { query?: unknown; body?: unknown } {
  return {
    query: sampleOf(jsonSchemaOf(endpoint.query)),
    body: sampleOf(jsonSchemaOf(endpoint.body)),
  };
}

/** Query parameters from a flat object; nested values are sent as JSON text. */
export function toSearch(query: unknown): string {
  if (!query || typeof query !== "object") return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined) continue;
    params.append(key, typeof value === "string" ? value : JSON.stringify(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
