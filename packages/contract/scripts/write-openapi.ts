import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { renderOpenApi } from "../src/openapi";

const target = fileURLToPath(new URL("../../../docs/api/openapi.json", import.meta.url));
writeFileSync(target, renderOpenApi());
console.log(`wrote ${target}`);
