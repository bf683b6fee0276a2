import { readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { describe, expect, it } from "vitest";
import { builtBundle, describeChunks, packagesByChunk, staticClosure } from "./bundle";
import { EMBED_BUDGETS, measure, PORTAL_BUDGETS, type PageBudget } from "./pages";

/*
 * Byte budgets (issue 7), over the production build of the portal and the embed bundle.
 * Sizes are deterministic, so these are tests; how fast pages are is measured by
 * `npm run lighthouse`, never here.
 */

// The build `npm test` made before its tests (and the server serves): the same bytes ship.
const bundles = { portal: builtBundle("portal"), embed: builtBundle("embed") };

function within(which: "portal" | "embed", budget: PageBudget) {
  const bundle = bundles[which];
  const { files, gzip } = measure(bundle, budget);
  console.log(
    `${budget.name}: ${(gzip / 1000).toFixed(1)} kB gzip (budget ${budget.limit / 1000} kB)`,
  );
  // The message names every chunk by size, so a failure says what grew.
  expect(
    gzip,
    `${budget.name}: ${(gzip / 1000).toFixed(1)} kB > ${budget.limit / 1000} kB\n${describeChunks(bundle, files)}`,
  ).toBeLessThanOrEqual(budget.limit);
}

describe("the portal's JavaScript", () => {
  it.each(PORTAL_BUDGETS.map((budget) => [budget.name, budget] as const))("%s", (_name, budget) =>
    within("portal", budget),
  );
});

describe("the embed bundle's JavaScript", () => {
  it.each(EMBED_BUDGETS.map((budget) => [budget.name, budget] as const))("%s", (_name, budget) =>
    within("embed", budget),
  );
});

describe("no npm package twice", () => {
  it.each(["portal", "embed"] as const)(
    "in the %s build, each module ships in one chunk",
    (which) => {
      const twice = [...packagesByChunk(bundles[which])].filter(([, chunks]) => chunks.size > 1);
      expect(twice.map(([module, chunks]) => `${module}: ${[...chunks].join(", ")}`)).toEqual([]);
    },
  );
});

// Decision 0013: the embed bundle adds no <link rel="modulepreload"> to the school's page, and
// a lazily loaded chunk still asks for all it needs as soon as it is read (one round trip).
describe("the embed bundle's lazy chunks", () => {
  it("name no preload dependencies and import their whole static closure directly", () => {
    const bundle = bundles.embed;
    const missing: string[] = [];
    for (const [key, chunk] of Object.entries(bundle.manifest)) {
      if (!chunk.file.endsWith(".js")) continue;
      const code = readFileSync(join(bundle.dir, chunk.file), "utf8");
      expect(code, chunk.file).not.toContain("__vite__mapDeps");
      if (!chunk.isDynamicEntry) continue;
      const direct = new Set(
        [...code.matchAll(/\bimport\s*(?:[^"'`()]*?\bfrom\s*)?["'`](\.[^"'`]+)["'`]/g)].map(
          (match) => posix.join(posix.dirname(chunk.file), match[1]!),
        ),
      );
      for (const file of staticClosure(bundle, [key]))
        if (file !== chunk.file && !direct.has(file)) missing.push(`${chunk.file} → ${file}`);
    }
    expect(missing).toEqual([]);
  });
});
