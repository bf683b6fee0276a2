import { writeFileSync } from "node:fs";
import { test as base, type Page, type TestInfo } from "@playwright/test";
import { campusPort, schoolOrigin } from "./school-page/school-server";
import { startJourneyServer } from "./journey-server";

// Journeys import `test` from here; everything else as Playwright has it.
export * from "@playwright/test";

/**
 * Playwright's `test` with the worker's own Campus server (journey-server.ts) as `baseURL`:
 * every journey of a worker runs against it, and `page.goto("/parent_student/…")` reaches it.
 * A journey that fails leaves what its page last asked the server and what the page showed in
 * its `diagnosis.txt`, which .ci/run prints when it fails (a CI log is all there is of a run on
 * another machine).
 */
export const test = base.extend<{ diagnosis: void }, { campusServer: string }>({
  campusServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use, workerInfo) => {
      const server = await startJourneyServer(workerInfo.workerIndex, campusPort, schoolOrigin);
      await use(server.origin);
      await server.stop();
    },
    { scope: "worker", auto: true, timeout: 150_000 },
  ],
  baseURL: async ({ campusServer }, use) => use(campusServer),
  diagnosis: [
    async ({ page }, use, info) => {
      const calls = recordApiCalls(page);
      await use();
      if (info.status !== info.expectedStatus) await attachDiagnosis(page, info, calls);
    },
    { auto: true },
  ],
});

/** The last API calls a failed journey's page made, and how each was answered. */
const CALLS_KEPT = 20;
/** An ARIA snapshot is long on a page of six elements: the part the failure is in is enough. */
const SNAPSHOT_CHARS = 6_000;

function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  const started = Date.now();
  const keep = (line: string) => {
    calls.push(`${((Date.now() - started) / 1000).toFixed(1)} s  ${line}`);
    if (calls.length > CALLS_KEPT) calls.shift();
  };
  const isApi = (url: string) => new URL(url).pathname.includes("/api/");
  page.on("response", (response) => {
    const request = response.request();
    if (isApi(request.url())) keep(`${response.status()} ${request.method()} ${request.url()}`);
  });
  page.on("requestfailed", (request) => {
    if (isApi(request.url()))
      keep(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
  });
  return calls;
}

async function attachDiagnosis(page: Page, info: TestInfo, calls: string[]) {
  const shown = await page
    .locator("body")
    .ariaSnapshot({ timeout: 2_000 })
    .catch((error: unknown) => `(no snapshot: ${String(error)})`);
  const body = [
    `page: ${page.url()}`,
    `API calls (the last ${CALLS_KEPT}, seconds from the page's start):`,
    ...calls.map((line) => `  ${line}`),
    "what the page showed:",
    shown.length > SNAPSHOT_CHARS ? `${shown.slice(0, SNAPSHOT_CHARS)}\n…` : shown,
  ].join("\n");
  writeFileSync(info.outputPath("diagnosis.txt"), `${body}\n`);
}
