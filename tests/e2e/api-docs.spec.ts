import { expect, test } from "./fixtures";

test("an integrator reads the API reference at /api/docs, served from the server alone", async ({
  page,
  baseURL,
}) => {
  const elsewhere: string[] = [];
  // A request the policy blocks never gets an answer; one that got an answer left the page.
  page.on("response", (response) => {
    if (new URL(response.url()).origin !== new URL(baseURL!).origin) elsewhere.push(response.url());
  });
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { level: 1, name: /Campus API/ })).toBeVisible();
  await expect(page.getByText("/parent_student/ajax_login").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(elsewhere).toEqual([]);
});
