import { defineConfig, devices } from "@playwright/test";
import { chromium } from "./tests/chromium.ts";
import { campusPort as port, schoolOrigin } from "./tests/e2e/school-page/school-server.ts";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: "list",
  timeout: 30_000,
  // Every answer the server sent during the journeys was checked against the contract.
  globalTeardown: "./tests/e2e/answer-check-teardown.ts",
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromium,
    trace: "off",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
      // A phone's connection and 360 px layouts are tested once, on the phone.
      grepInvert: /@phone-only/,
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"] },
      // What does not depend on the width (a build's integrity, say) runs once, on the desktop.
      grepInvert: /@desktop-only/,
    },
  ],
  // The server `npm start` runs, on a fresh data folder: a clean demo database every run.
  webServer: {
    command: "rm -rf .data/e2e && npm start",
    // Never a DATABASE_URL from the environment (CI sets one for the server's PostgreSQL
    // tests): the journeys need the freshly seeded demo school, not whatever is in there.
    // The server checks each answer it sends against the contract (the teardown reads its log).
    env: {
      PORT: String(port),
      DATA_DIR: ".data/e2e",
      DATABASE_URL: "",
      CAMPUS_CHECK_RESPONSES: "1",
      // The school's site of the school-page journey (its own origin) may call the API, as
      // a school's is listed in production.
      CORS_ORIGINS: schoolOrigin,
    },
    url: `http://localhost:${port}/parent_student/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
