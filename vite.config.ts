import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { chromium } from "./tests/chromium.ts";
import LongestFirst from "./tests/longest-first.ts";

/**
 * The test projects of `npm test` (vitest): unit tests in node, DOM tests in jsdom, server
 * tests on a real embedded database, stories in Chromium. End-to-end journeys: Playwright.
 */
export default defineConfig({
  test: {
    // Three node workers beside the stories' browser, the longest file first: with two, a core
    // sat idle while a worker imported the server's modules (vitest 410 s -> 359 s measured).
    maxWorkers: 3,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
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
          // Files share a worker's loaded modules (each still opens its own database): the
          // server's module graph is imported once per worker, not once per file.
          isolate: false,
          exclude: [
            "packages/server/src/db/postgres.test.ts",
            "packages/server/src/db/scale-out.test.ts",
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
          // One page for every story file, not a fresh iframe per file (80 s of set-up);
          // `npm run test:stories:isolated` runs each file alone, to find a story that leaks.
          isolate: process.env.STORIES_ISOLATED === "1",
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
