import { defineConfig } from "vitest/config";

/**
 * The test projects of `npm test` (vitest): unit tests in node, DOM tests in jsdom, server
 * tests on a real embedded database. Stories and end-to-end journeys run in Chromium.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["packages/{contract,core}/src/**/*.test.ts"],
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
          exclude: ["packages/server/src/db/postgres.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The server on a real PostgreSQL: only where one is configured (.ci/run sets one up).
      ...(process.env.DATABASE_URL
        ? [
            {
              test: {
                name: "postgres",
                environment: "node",
                include: ["packages/server/src/db/postgres.test.ts"],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
