import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { chromium } from "./tests/chromium.ts";
import LongestFirst from "./tests/longest-first.ts";

/**
 * Test files share their worker's loaded modules (and the stories one page): each file importing
 * the same modules again cost most of the unit tests' time (47 CPU-s -> 17), and 80 s of the
 * stories'. `npm run test:isolated` runs every file alone, to find a test that leaves state behind.
 */
const isolate = process.env.TESTS_ISOLATED === "1";

/** Test files at once, in node and in the stories' browser alike (measured below). */
const WORKERS = 2;

/**
 * The test projects of `npm test` (vitest): unit tests in node, DOM tests in jsdom, server
 * tests on a real embedded database, stories in Chromium. End-to-end journeys: Playwright.
 */
export default defineConfig({
  test: {
    // Two node workers and two pages of stories (each project's own `maxWorkers`: a browser
    // project left without one gets one page on a 2-core machine), the longest file first.
    // Measured, the whole run on a clean results cache: three workers and one page 575 s, two
    // and two 548 s an hour later with the fuzz halves as fast as before; three and three was
    // slower. (One two-and-two run took 335 s: this shared machine was twice as fast then —
    // the same fuzz halves in half the time — not the setting.)
    maxWorkers: WORKERS,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          isolate,
          include: [
            "packages/*/src/**/*.test.ts",
            "packages/*/build/**/*.test.ts",
            "host/src/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/*.test.ts",
          ],
          // The server's tests need a database: their own project below.
          exclude: ["packages/server/**", "**/node_modules/**"],
        },
      },
      {
        test: {
          name: "dom",
          environment: "jsdom",
          isolate,
          include: ["packages/*/src/**/*.test.tsx", "host/src/**/*.test.tsx"],
        },
      },
      {
        test: {
          name: "server",
          environment: "node",
          include: ["packages/server/src/**/*.test.ts"],
          // One migrated, seeded database for the run; each file opens its own copy of it.
          globalSetup: ["packages/server/src/testing/seeded-snapshot-setup.ts"],
          // The server's module graph is imported once per worker, not once per file (each file
          // still opens its own database).
          isolate,
          exclude: [
            "packages/server/src/db/postgres.test.ts",
            "packages/server/src/db/scale-out.test.ts",
            "packages/server/src/db/production.test.ts",
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // Byte budgets over real production builds of the portal and the embed bundle (issue 7).
      {
        test: {
          name: "budgets",
          environment: "node",
          include: ["tests/budgets/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
      // An integrator's client, generated from docs/api/openapi.json, against the real server.
      {
        test: {
          name: "integrator",
          environment: "node",
          include: ["tests/integrator/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      // Every story is a test: its play function runs in real Chromium, then axe checks it.
      {
        plugins: [
          storybookTest({ configDir: fileURLToPath(new URL(".storybook", import.meta.url)) }),
        ],
        test: {
          name: "stories",
          isolate,
          // A file's first story loads its screen's modules; on CI's busy machine that has taken
          // more than the browser mode's 15 s.
          testTimeout: 30_000,
          maxWorkers: WORKERS,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromium }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
      // The server on a real PostgreSQL: only where one is configured (.ci/run sets one up).
      ...(process.env.DATABASE_URL
        ? [
            {
              test: {
                name: "postgres",
                environment: "node",
                include: [
                  "packages/server/src/db/postgres.test.ts",
                  "packages/server/src/db/scale-out.test.ts",
                  "packages/server/src/db/production.test.ts",
                ],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
