import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { docComments } from "./doc-comments";
import { integratorTypes } from "./integrator-types";

// The contract's doc comments first: the document reads them as its descriptions.
const comments = fileURLToPath(new URL("../src/openapi-descriptions.json", import.meta.url));
writeFileSync(comments, `${JSON.stringify(docComments(), null, 2)}\n`);
console.log(`wrote ${comments}`);

const { renderOpenApi } = await import("../src/openapi");

const target = fileURLToPath(new URL("../../../docs/api/openapi.json", import.meta.url));
writeFileSync(target, renderOpenApi());
console.log(`wrote ${target}`);

const types = fileURLToPath(new URL("../../../tests/integrator/campus-api.ts", import.meta.url));
writeFileSync(types, await integratorTypes());
console.log(`wrote ${types}`);
