import { expect, test } from "./fixtures";

test("an integrator reads the API reference at /api/docs, served from the server alone @desktop", async ({
  page,
  baseURL,
}) => {
  const elsewhere: string[] = [];
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  // A request the policy blocks never gets an answer; one that got an answer left the page.
  page.on("response", (response) => {
    if (new URL(response.url()).origin !== new URL(baseURL!).origin) elsewhere.push(response.url());
  });
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { level: 1, name: /Campus API/ })).toBeVisible();
  await expect(page.getByText("/parent_student/ajax_login").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(elsewhere).toEqual([]);
  // Nothing on the page breaks its own policy: Redoc's credit, in the desktop's side menu, once
  // loaded its logo from Redocly's CDN.
  expect(errors).toEqual([]);
  // The document itself, for download.
  const download = await page.request.get("/api/openapi.json");
  expect(download.status()).toBe(200);
  expect(((await download.json()) as { openapi: string }).openapi).toBe("3.1.0");
  await expect(page.locator('a[href="/api/openapi.json"]').first()).toBeAttached();
});
