import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { renderOpenApi } from "../src/openapi";
import { integratorTypes } from "./integrator-types";

const target = fileURLToPath(new URL("../../../docs/api/openapi.json", import.meta.url));
writeFileSync(target, renderOpenApi());
console.log(`wrote ${target}`);

const types = fileURLToPath(new URL("../../../tests/integrator/campus-api.ts", import.meta.url));
writeFileSync(types, await integratorTypes());
console.log(`wrote ${types}`);
