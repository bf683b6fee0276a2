import { expect, test, type Page } from "./fixtures";
import { shootForManual } from "./manual-shots";
import { expectAccessible, openUserMenu, signIn } from "./support";

/*
 * The user manual as a parent reads it in the portal: /manual opens parent communication, each
 * page in three languages with its contents, a section opened from the contents, the search
 * across the manual; and the pictures of the product's screens it shows, taken here of the
 * parent's own calendar, library loans and ECA records (the registration fee's picture is taken
 * by the registration journey, which reaches it).
 */

const PAGES = [
  [
    "p_communication",
    { "zh-TW": "家校通訊手冊", "zh-CN": "家校通讯手册", "en-US": "Parent communication guide" },
  ],
  [
    "p_studentAttendance",
    { "zh-TW": "學生考勤手冊", "zh-CN": "学生考勤手册", "en-US": "Student attendance guide" },
  ],
  [
    "p_GRWTHPay",
    { "zh-TW": "繳費服務手冊", "zh-CN": "缴费服务手册", "en-US": "Payment service guide" },
  ],
] as const;

const LANGUAGE_NAMES = { "zh-TW": "繁體中文", "zh-CN": "简体中文", "en-US": "English" } as const;

/** The language chosen in the account menu, as a parent does. */
async function chooseLanguage(page: Page, to: keyof typeof LANGUAGE_NAMES) {
  await openUserMenu(page);
  await page.getByRole("radio", { name: LANGUAGE_NAMES[to] }).click();
  await page.keyboard.press("Escape");
}

test("a parent opens the manual, reads each page in three languages, jumps to a section and searches", async ({
  page,
}) => {
  await signIn(page, "parent", "/parent_student/manual");
  await expect(page).toHaveURL(/\/manual\/p_communication$/);
  await expect(page.getByRole("heading", { level: 1, name: "家校通訊手冊" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("navigation", { name: "本頁內容" })).toBeVisible();
  await expectAccessible(page);

  // A section from the contents: the address says which, the focus is on its heading.
  await main
    .getByRole("navigation", { name: "本頁內容" })
    .getByRole("link", { name: "有回覆限期的通告" })
    .click();
  await expect(page).toHaveURL(/\?section=reply-by-a-date$/);
  await expect(main.getByRole("heading", { name: "有回覆限期的通告" })).toBeFocused();
  // And the page has scrolled to it: the reader sees the section, not the top of the page.
  await expect(main.getByRole("heading", { name: "有回覆限期的通告" })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  // The pictures are the product's own screens, in the reader's language.
  const calendar = main.getByRole("img", { name: /行事曆月份/ });
  await calendar.scrollIntoViewIfNeeded();
  await expect.poll(() => calendar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(360);

  // Every page in every language, each with its contents.
  for (const locale of ["zh-TW", "zh-CN", "en-US"] as const) {
    if (locale !== "zh-TW") await chooseLanguage(page, locale);
    for (const [path, titles] of PAGES) {
      await page.goto(`/parent_student/manual/${path}`);
      await expect(page.getByRole("heading", { level: 1, name: titles[locale] })).toBeVisible();
      await expect(main.getByRole("article").getByRole("heading").first()).toBeVisible();
    }
  }
  await expectAccessible(page);

  // The search, in English: every page is searched; a hit leads to its section.
  await page.goto("/parent_student/manual/p_communication");
  await main.getByRole("searchbox", { name: "Search the manual" }).fill("refund");
  await expect(main.getByRole("status")).toHaveText(/^\d+ results? for “refund”$/);
  await expect(page).toHaveURL(/\?q=refund$/);
  await main.getByRole("link", { name: "Refunds" }).click();
  await expect(page).toHaveURL(/\/manual\/p_GRWTHPay\?section=refunds$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Payment service guide" }),
  ).toBeVisible();
  await expect(main.getByRole("heading", { name: "Refunds" })).toBeFocused();
  await chooseLanguage(page, "zh-TW");
});

// The pictures are a phone's (journeys run on the phone unless tagged for the desktop).
test("the manual's pictures: a parent's calendar, an event, the child's loans and ECA records", async ({
  page,
}) => {
  await signIn(page, "parent");
  const main = page.getByRole("main");

  await page.goto("/parent_student/calendar/PersonalOverview?month=2026-11&day=2026-11-24");
  await shootForManual(page, "calendar-month", () =>
    page.getByRole("list", { name: /的行程$|^Itinerary for/ }),
  );

  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem("campus:token") ?? "{}") as { v?: string }).v ?? "",
  );
  const month = (await (
    await page.request.post("/api/calendar/month", {
      headers: { token },
      data: { month: "2026-11" },
    })
  ).json()) as { data: { items: { key: string; kind: string; start_time: string | null }[] } };
  const event = month.data.items.find((i) => i.kind === "event" && i.start_time !== null)!;
  await page.goto(
    `/parent_student/calendar/ClassScheduleDetail?key=${encodeURIComponent(event.key)}`,
  );
  await shootForManual(page, "calendar-item", () => main.getByRole("heading", { level: 2 }));

  await page.goto("/parent_student/library/myrecord/borrow/now");
  // The loans are in once their first one's terms are.
  await shootForManual(page, "library-loans", () => main.getByRole("term").first());

  await page.goto("/parent_student/smarteca/detail?tab=records");
  await shootForManual(page, "eca-records", () => main.getByRole("tab", { selected: true }));
});
