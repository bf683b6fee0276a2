import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // The platform's tables (src/db/schema.ts) and one schema file per feature folder
  // (src/library/schema.ts …): a new feature's tables are picked up without an edit here.
  schema: "./src/*/schema.ts",
  out: "./drizzle",
});
