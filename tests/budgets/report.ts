// Prints what each page downloads (gzip), against its budget: `npm run sizes` (after a build).
import { builtBundle, describeChunks, type Bundle } from "./bundle";
import { EMBED_BUDGETS, measure, PORTAL_BUDGETS, type PageBudget } from "./pages";

function report(bundle: Bundle, budgets: PageBudget[]) {
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
}

report(builtBundle("portal"), PORTAL_BUDGETS);
report(builtBundle("embed"), EMBED_BUDGETS);
