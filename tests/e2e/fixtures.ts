import { test as base } from "@playwright/test";
import { campusPort, schoolOrigin } from "./school-page/school-server";
import { startJourneyServer } from "./journey-server";

// Journeys import `test` from here; everything else as Playwright has it.
export * from "@playwright/test";

/**
 * Playwright's `test` with the worker's own Campus server (journey-server.ts) as `baseURL`:
 * every journey of a worker runs against it, and `page.goto("/parent_student/…")` reaches it.
 */
export const test = base.extend<object, { campusServer: string }>({
  campusServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use, workerInfo) => {
      const server = await startJourneyServer(workerInfo.workerIndex, campusPort, schoolOrigin);
      await use(server.origin);
      await server.stop();
    },
    { scope: "worker", auto: true, timeout: 90_000 },
  ],
  baseURL: async ({ campusServer }, use) => use(campusServer),
});
