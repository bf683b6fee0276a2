import type { Endpoint } from "@campus/contract";
import { z } from "zod";

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
  default?: unknown;
  anyOf?: JsonSchema[];
  /** Values the contract gives as examples (a day, a time): the sample uses the first. */
  examples?: unknown[];
}

export function jsonSchemaOf(schema: z.core.$ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/** A plausible valid value for a schema: the smallest number, the first option, a short text. */
export function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.examples?.length) return schema.examples[0];
  if (schema.anyOf?.length) return sampleOf(schema.anyOf[0]);
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
      return [];
    case "object": {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        value[key] = sampleOf(property);
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
