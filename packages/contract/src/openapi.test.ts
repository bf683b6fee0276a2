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
