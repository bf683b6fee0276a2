import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./support";

/*
 * A finger's width on a phone (issue 35, item 21): every button, tab and the footer's links
 * are at least 44 × 44 px where the pointer is coarse (the phone project is a touch screen), the
 * page tabs' × and the month's arrows included. Links inside running text are exempt, as WCAG
 * 2.5.8 has it.
 */

/** The controls on the page smaller than 44 px either way, named as a person would find them. */
async function tooSmall(page: Page) {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, [role="tab"], footer a, input[type="checkbox"], input[type="radio"]',
    );
    return [...controls]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        const style = getComputedStyle(control);
        if (box.width === 0 || style.visibility === "hidden") return false;
        // A native box inside its label: the label is what a finger hits.
        const target = control.closest("label")?.getBoundingClientRect() ?? box;
        return Math.round(target.height) < 44 || Math.round(target.width) < 44;
      })
      .map((control) => {
        const box = control.getBoundingClientRect();
        const name =
          control.getAttribute("aria-label") ??
          (control.textContent?.trim() || control.closest("label")?.textContent?.trim());
        return `${control.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
  });
}

test("on a phone every button, tab and footer link is a finger wide", async ({ page }) => {
  await signIn(page, "parent", "/parent_student/library/myrecord");
  await expect(page.getByRole("navigation", { name: "我的紀錄" })).toBeVisible();
  // The second page opened: two page tabs, each with its ×.
  await page.goto("/parent_student/calendar/PersonalOverview");
  await expect(page.getByRole("button", { name: "上個月" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^關閉/ }).first()).toBeVisible();
  expect(await tooSmall(page)).toEqual([]);

  // A page of tabs, as the office has them.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, "staff", "/parent_student/smarteca/settings");
  await expect(page.getByRole("tab", { name: "標籤" })).toBeVisible();
  expect(await tooSmall(page)).toEqual([]);
});
