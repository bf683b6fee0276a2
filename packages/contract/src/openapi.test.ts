import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { endpoints } from "./endpoints";
import { buildOpenApi, renderOpenApi } from "./openapi";

const committed = fileURLToPath(new URL("../../../docs/api/openapi.json", import.meta.url));

describe("OpenAPI document", () => {
  it("matches the committed docs/api/openapi.json (run `npm run openapi` after changing the contract)", () => {
    expect(readFileSync(committed, "utf8")).toBe(renderOpenApi());
  });

  it("documents every endpoint of the table at its method and path", () => {
    const doc = buildOpenApi() as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    for (const endpoint of Object.values(endpoints)) {
      expect(doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()]?.operationId).toBe(
        endpoint.id,
      );
    }
  });
});

describe("OpenAPI answers", () => {
  type Schema = { properties: { code: { const?: number; enum?: number[] } } };
  type Operation = {
    security: unknown[];
    responses: Record<
      string,
      { content: { "application/json": { schema: { oneOf?: Schema[]; $ref?: string } } } }
    >;
  };
  const doc = buildOpenApi() as {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: { ErrorEnvelope: Schema } };
  };
  const operations = Object.values(endpoints).map(
    (endpoint) => [endpoint, doc.paths[endpoint.path]![endpoint.method.toLowerCase()]!] as const,
  );

  it("never lets one answer match both the success and the error envelope", () => {
    const errorCodes = doc.components.schemas.ErrorEnvelope.properties.code.enum!;
    expect(errorCodes).not.toContain(200);
    expect(errorCodes).toEqual(expect.arrayContaining([400, 401, 403, 404, 324, 666]));
    for (const [, op] of operations) {
      const [success, error] = op.responses["200"]!.content["application/json"].schema.oneOf!;
      expect(success!.properties.code).toEqual({ const: 200 });
      expect(error).toEqual({ $ref: "#/components/schemas/ErrorEnvelope" });
    }
  });

  it("declares the HTTP statuses the server sends outside the envelope", () => {
    for (const [, op] of operations) {
      expect(Object.keys(op.responses).sort()).toEqual(["200", "404", "413", "500"]);
    }
  });

  it("says which operations need no token", () => {
    for (const [endpoint, op] of operations) {
      expect(op.security).toEqual(endpoint.access.kind === "user" ? [{ token: [] }] : []);
    }
  });
});
