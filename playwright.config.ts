import { defineConfig, devices } from "@playwright/test";
import { chromium } from "./tests/chromium.ts";

/*
 * The journeys. Mobile first: every journey runs on the phone; the desktop runs those tagged
 * `@desktop` (what they assert depends on the window's width: the portal's side menu, the
 * header's scrolling, a school's page laid out around the elements) or `@desktop-only`. Lists
 * are cards on the phone and tables on a desktop from the same rows: the tables are the
 * stories' to show (each list screen has a desktop story), not a second run of a journey.
 * Each worker has its own server on a copy of one seeded database (tests/e2e/fixtures.ts), so
 * journeys run in parallel; those of one worker share its server, in turn.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three on two cores: with two, a quarter of the machine sat idle while journeys waited on their
  // pages (98 journeys: 295 s with 146 idle CPU-s, against 256 s with 37 measured).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  reporter: "list",
  // A long journey on a loaded 2-core machine takes 25–30 s; a hang still fails within a minute.
  timeout: 60_000,
  // A check waits up to 10 s for what it expects: CI shares a loaded machine (load averages of
  // 7–9 measured), where an element's several calls and chunks took more than the default 5 s.
  // Speed is measured by `npm run bench` and `npm run lighthouse`, never by a journey's timeout.
  expect: { timeout: 10_000 },
  globalSetup: "./tests/e2e/global-setup.ts",
  // Every answer the servers sent during the journeys was checked against the contract.
  globalTeardown: "./tests/e2e/answer-check-teardown.ts",
  use: {
    launchOptions: chromium,
    trace: "off",
    // A user who asked for less motion: the same pages and steps, without the animations a
    // software-rendered browser spends its CPU drawing (−6 % of journey time measured here).
    // The animations themselves are the stories' to show.
    reducedMotion: "reduce",
  },
  projects: [
    {
      name: "phone",
      use: { ...devices["Pixel 7"] },
      // What does not depend on the width (a build's integrity, say) runs once, on the desktop.
      grepInvert: /@desktop-only/,
    },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
      grep: /@desktop/,
    },
  ],
});
