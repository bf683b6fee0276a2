// Prints what each page downloads (gzip), against its budget: `npx tsx tests/budgets/report.ts`.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildBundle, describeChunks, type Bundle } from "./bundle";
import { EMBED_BUDGETS, measure, PORTAL_BUDGETS, type PageBudget } from "./pages";

const dir = mkdtempSync(join(tmpdir(), "campus-sizes-"));
try {
  const report = (bundle: Bundle, budgets: PageBudget[]) => {
    for (const budget of budgets) {
      try {
        const { files, gzip } = measure(bundle, budget);
        const mark = gzip <= budget.limit ? "ok  " : "OVER";
        console.log(
          `${mark} ${budget.name}: ${(gzip / 1000).toFixed(1)} kB of ${budget.limit / 1000} kB (${gzip} bytes)`,
        );
        console.log(describeChunks(bundle, files));
      } catch (error) {
        console.log(`??   ${budget.name}: ${(error as Error).message}`);
      }
    }
  };
  report(await buildBundle("portal", join(dir, "portal")), PORTAL_BUDGETS);
  report(await buildBundle("embed", join(dir, "embed")), EMBED_BUDGETS);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
