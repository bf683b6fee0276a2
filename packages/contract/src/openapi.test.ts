import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { docComments } from "../scripts/doc-comments";
import { downloads, endpoints } from "./endpoints";
import descriptions from "./openapi-descriptions.json";
import examples from "./openapi-examples.json";
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
      expect(success!.properties.code).toMatchObject({ const: 200 });
      expect(error).toEqual({ $ref: "#/components/schemas/ErrorEnvelope" });
    }
  });

  it("declares the HTTP statuses the server sends outside the envelope", () => {
    for (const [, op] of operations) {
      expect(Object.keys(op.responses).sort()).toEqual(["200", "404", "405", "413", "500"]);
    }
  });

  it("says which operations need no token", () => {
    for (const [endpoint, op] of operations) {
      expect(op.security).toEqual(endpoint.access.kind === "user" ? [{ token: [] }] : []);
    }
  });
});

describe("OpenAPI for an integrator (issue 35, item 41)", () => {
  const doc = buildOpenApi() as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
    components: {
      schemas: Record<string, { properties?: Record<string, Record<string, unknown>> }>;
      parameters: Record<string, unknown>;
    };
  };

  it("names the answers' shapes, so generated types have a BookDetail and an EcaEventRow", () => {
    const names = Object.keys(doc.components.schemas);
    expect(names).toEqual(expect.arrayContaining(["BookDetail", "EcaEventRow", "UserInfo"]));
    const detail =
      doc.paths[endpoints.libraryBookDetail.path]![
        endpoints.libraryBookDetail.method.toLowerCase()
      ]!;
    expect(JSON.stringify(detail.responses)).toContain('"#/components/schemas/BookDetail"');
    // A request's form of a shape is not named: it differs from the answer's (coerced fields).
    expect(names.filter((name) => /Request$/.test(name))).toEqual([]);
  });

  it("states that a parent's sign-in needs a country code", () => {
    const body = (
      doc.paths[endpoints.login.path]!.post!.requestBody as {
        content: Record<string, { schema: { if: unknown; then: { required: string[] } } }>;
      }
    ).content["application/x-www-form-urlencoded"]!.schema;
    expect(body.if).toEqual({ properties: { type: { const: "parent" } }, required: ["type"] });
    expect(body.then.required).toEqual(["countryCode"]);
  });

  it("documents every download (decision 0041): the address's parts, who may, what it answers", () => {
    for (const download of Object.values(downloads)) {
      const op = doc.paths[download.path.replace(/:(\w+)/g, "{$1}")]?.get as
        | { operationId: string; security: unknown[]; parameters: { name: string; in: string }[] }
        | undefined;
      expect(op?.operationId, download.id).toBe(download.id);
      expect(op!.security).toEqual(download.access.kind === "user" ? [{ token: [] }] : []);
      expect(op!.parameters.filter((p) => p.in === "path").map((p) => p.name)).toEqual(
        Object.keys(download.params),
      );
    }
    // The feed takes no token: the secret in its address is the key.
    expect(doc.paths["/api/calendar/feed/{file}"]?.get?.security).toEqual([]);
    // One operation per id across endpoints and downloads.
    const ids = [...Object.values(endpoints), ...Object.values(downloads)].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("reads no header but its own", () => {
    expect(Object.keys(doc.components.parameters).sort()).toEqual(
      ["Accept-Language", "Idempotency-Key", "token"].sort(),
    );
  });

  it("never lets an id be zero or negative", () => {
    const ids = Object.values(doc.components.schemas).flatMap((schema) =>
      Object.entries(schema.properties ?? {}).filter(
        ([name]) => name === "id" || name.endsWith("_id"),
      ),
    );
    expect(ids.length).toBeGreaterThan(30);
    const lowest = (id: Record<string, unknown>) =>
      typeof id.exclusiveMinimum === "number" ? id.exclusiveMinimum + 1 : id.minimum;
    for (const [name, id] of ids)
      if (id.type === "integer") expect({ name, lowest: lowest(id) }).toEqual({ name, lowest: 1 });
  });
});

describe("OpenAPI descriptions", () => {
  const doc = buildOpenApi() as {
    paths: Record<string, unknown>;
    components: {
      schemas: Record<
        string,
        { description?: string; properties?: Record<string, { description?: string }> }
      >;
    };
  };

  it("are the contract's doc comments as committed (run `npm run openapi` after changing one)", () => {
    expect(descriptions).toEqual(docComments());
  });

  it("describe a shape and its fields from the comments above them", () => {
    const row = doc.components.schemas.EcaEventRow!;
    expect(row.description).toBe("An event as the list shows it.");
    expect(row.properties!.students!.description).toMatch(/^Students with an entry/);
    // A field the shape says nothing of: what its name means everywhere.
    expect(row.properties!.name_cn!.description).toMatch(/Simplified script/);
  });

  it("describe more than 98 % of the fields (a ratchet: raise it as comments are written)", () => {
    let fields = 0;
    let described = 0;
    const visit = (node: unknown) => {
      if (typeof node !== "object" || node === null) return;
      const properties = (node as { properties?: Record<string, { description?: string }> })
        .properties;
      if (properties && typeof properties === "object" && !Array.isArray(properties))
        for (const property of Object.values(properties)) {
          fields += 1;
          if (property.description) described += 1;
        }
      Object.values(node).forEach(visit);
    };
    visit(doc.components);
    visit(doc.paths);
    expect(described / fields).toBeGreaterThan(0.98);
  });
});

describe("OpenAPI examples", () => {
  it("are answers the contract accepts, for most reads and writes", () => {
    const all = Object.values(endpoints);
    const shown = Object.entries(examples as Record<string, unknown>);
    expect(shown.length).toBeGreaterThan(all.length / 2);
    for (const [id, data] of shown) {
      const endpoint = (endpoints as Record<string, (typeof all)[number]>)[id]!;
      expect({ id, ok: endpoint.response.safeParse(data).success }).toEqual({ id, ok: true });
    }
  });
});
