import { writeFileSync } from "node:fs";
import { compileManual, OUTPUT_DIR, serialize } from "./compile-manual";

// `npm run manual`: compiles the manual's Markdown into the JSON its screen renders.
for (const [file, doc] of compileManual()) writeFileSync(`${OUTPUT_DIR}${file}`, serialize(doc));
console.log(`Manual compiled into ${OUTPUT_DIR}`);
