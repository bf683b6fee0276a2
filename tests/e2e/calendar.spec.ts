import { expect, test, type Page } from "./fixtures";
import ICAL from "ical.js";
import { asChild, expectAccessible, hongKongDay, signIn } from "./support";

/*
 * The personal calendar as a family, a teacher and the school office use it, on the demo
 * school's 2026–27 year. 陳大文's children: 陳小明 (4A) and 陳小欣 (1B). Tuesday 24 November
 * 2026 is Day 4 of the cycle; the real "today" is read from the API, whatever day CI runs on.
 */

const OVERVIEW = "/parent_student/calendar/PersonalOverview";

interface Envelope<T> {
  code: number;
  data: T;
}
interface Month {
  today: string;
  days: { day: string; cycle_day: number | null }[];
  people: { id: number; name: string }[];
  timetables: { person_id: number; cycle_day: number; lessons: { subject: string }[] }[];
}

/** A call to the API as the page's signed-in user. */
async function api<T>(page: Page, path: string, body: unknown): Promise<T> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem("campus:token") ?? "{}") as { v?: string }).v ?? "",
  );
  const answer = (await (
    await page.request.post(path, { headers: { token }, data: body })
  ).json()) as Envelope<T>;
  expect(answer.code).toBe(200);
  return answer.data;
}

/** The selected day's agenda (a region named by its day) and its entries (links). */
const agenda = (page: Page) => page.getByRole("region", { name: /^\d{1,2}月\d{1,2}日/ });
const entries = (page: Page) => page.getByRole("list", { name: /的行程$/ }).getByRole("link");
/**
 * The day's lessons among them (all-day entries come first: a seeded loan falls due days before
 * the run's own day, which in Hong Kong may be 24 November).
 */
const lessonsOf = (page: Page) => entries(page).and(page.locator('a[href*="key=lesson%3A"]'));

test("a parent sees today, switches child, shows all children, opens a lesson and subscribes", async ({
  page,
}) => {
  await signIn(page, "parent");
  await expect(page).toHaveURL(/\/calendar\/PersonalOverview$/);
  await expect(page.getByRole("heading", { level: 1, name: "行事曆總覽" })).toBeVisible();

  // Today, whatever day it is: its lessons on a school day, else no school. The school's month,
  // not the machine's: from 16:00 UTC on a month's last day it is the next month in Hong Kong.
  const month = await api<Month>(page, "/api/calendar/month", {
    month: hongKongDay().slice(0, 7),
  });
  expect(month.days.some((d) => d.day === month.today)).toBe(true);
  const today = month.days.find((d) => d.day === month.today);
  const lessonsToday = month.timetables.find((x) => x.cycle_day === today?.cycle_day)?.lessons;
  if (lessonsToday?.length) await expect(agenda(page)).toContainText(lessonsToday[0]!.subject);
  else await expect(agenda(page)).toContainText(/不用上課|沒有課堂/);
  await expectAccessible(page);

  // A known school day: Tuesday 24 November 2026, Day 4, 陳小明's class teacher period first.
  await page.goto(`${OVERVIEW}?month=2026-11&day=2026-11-24`);
  await expect(page.getByRole("heading", { name: "2026年11月" })).toBeVisible();
  await expect(agenda(page)).toContainText("循環第 4 天");
  const lessons = lessonsOf(page);
  await expect(lessons.first()).toContainText("班主任課");
  await expect(lessons.first()).toContainText("08:15");
  await expect(lessons).toHaveCount(8);

  // The younger child's class has its own timetable on the same day.
  await asChild(page, "陳小欣");
  await expect(page.getByText("目前子女：陳小欣").first()).toBeVisible();
  const younger = await api<Month>(page, "/api/calendar/month", { month: "2026-11" });
  const youngerFirst = younger.timetables.find((x) => x.cycle_day === 4)!.lessons[0]!.subject;
  await expect(lessonsOf(page).first()).toContainText(youngerFirst);
  await expect(page.getByRole("radio", { name: "陳小欣", exact: true })).toBeChecked();

  // Both children together, each in their own colour (the legend names them).
  await page.getByRole("radio", { name: "全部子女" }).check();
  await expect(page).toHaveURL(/who=all/);
  await expect(lessonsOf(page)).toHaveCount(16);
  await expect(page.getByText("陳小明", { exact: true }).first()).toBeVisible();
  await expectAccessible(page);

  // A lesson's detail, and the single-event file.
  await page.goto(`${OVERVIEW}?month=2026-11&day=2026-11-24`);
  await page.getByRole("radio", { name: "全部子女" }).check();
  await entries(page).filter({ hasText: "班主任課" }).filter({ hasText: "黃嘉欣" }).first().click();
  await expect(page).toHaveURL(/\/calendar\/ClassScheduleDetail\?key=lesson%3A/);
  await expect(page.getByRole("heading", { name: "班主任課" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("黃嘉欣");
  await expect(page.getByRole("main")).toContainText("循環第 4 天");
  await expect(page.getByRole("main")).toContainText("4A");
  await expectAccessible(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "加入我的行事曆" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("2026-11-24-lesson.ics");
  const single = new ICAL.Event(
    new ICAL.Component(ICAL.parse(await streamText(download))).getFirstSubcomponent("vevent")!,
  );
  expect(single.summary).toBe("班主任課");
  expect(single.startDate.toJSDate().toISOString()).toBe("2026-11-24T00:15:00.000Z");

  // Subscribe: a private address whose feed a calendar app can read.
  await page.goto(OVERVIEW);
  await page.getByRole("button", { name: "訂閱行事曆" }).click();
  const dialog = page.getByRole("dialog", { name: "訂閱行事曆" });
  const create = dialog.getByRole("button", { name: "建立我的網址" });
  const address = dialog.getByRole("textbox").first();
  await expect(create.or(address)).toBeVisible();
  if (await create.isVisible()) await create.click();
  await expect(address).toHaveValue(/\/api\/calendar\/feed\/[\w-]{32}\.ics/);
  await expectAccessible(page);
  const feed = await page.request.get(await address.inputValue());
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  expect(events.length).toBeGreaterThan(5);
  expect(events.some((e) => e.summary.includes("還書限期"))).toBe(true);
});

test("a teacher sees their own timetable across classes", async ({ page }) => {
  await signIn(page, "teacher");
  await page.goto(`${OVERVIEW}?month=2026-11&day=2026-11-24`);
  await expect(agenda(page)).toContainText("循環第 4 天");
  await expect(entries(page).first()).toBeVisible();
  const text = await agenda(page).innerText();
  expect(text).toMatch(/4A|1B/);
  expect(text).not.toMatch(/葉振華/); // another teacher's lesson
});

test("the office adds an event for grade 4: the grade-4 child's family sees it, the 1B child's view does not", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const title = `四年級科學日 ${testInfo.project.name}`;
  await signIn(page, "staff");
  await page.goto("/parent_student/calendar/SchoolEvents");
  // The page settled first (its list shown): a dialog opened while it still loads could go with
  // it (CI met the dialog gone once, on a loaded machine).
  await expect(page.getByRole("button", { name: /^修改「/ }).first()).toBeVisible();
  await page.getByRole("button", { name: "新增", exact: true }).click();
  const form = page.getByRole("dialog", { name: "新增校曆項目" });
  await expect(form.getByLabel("標題（繁體中文）")).toBeVisible();
  await form.getByRole("button", { name: "儲存" }).click();
  await expect(form.getByText("請填寫此項").first()).toBeVisible();
  await form.getByLabel("標題（繁體中文）").fill(title);
  await form.getByLabel("標題（簡體中文）").fill(`四年级科学日 ${testInfo.project.name}`);
  await form.getByLabel("標題（英文）").fill(`P4 Science Day ${testInfo.project.name}`);
  await form.getByLabel("開始日期").fill("2027-06-08");
  await form.getByLabel("結束日期").fill("2027-06-08");
  await form.getByLabel("開始時間").fill("09:00");
  await form.getByLabel("結束時間").fill("12:00");
  await form.getByRole("checkbox", { name: /^(四|4)/ }).check();
  await expectAccessible(page);
  await form.getByRole("button", { name: "儲存" }).click();
  await expect(page.getByText("已新增")).toBeVisible();

  const family = await browser.newContext({ ...testInfo.project.use, baseURL });
  const parent = await family.newPage();
  await signIn(parent, "parent");
  await asChild(parent, "陳小明");
  await parent.goto(`${OVERVIEW}?month=2027-06&day=2027-06-08`);
  await expect(agenda(parent)).toContainText(title);
  await expect(agenda(parent)).toContainText("09:00");
  await asChild(parent, "陳小欣");
  await expect(entries(parent).first()).toBeVisible();
  await expect(agenda(parent)).not.toContainText(title);
  await family.close();

  // Taken away again (both projects share one server).
  const { list } = await api<{ list: { id: number; title_zh: string }[] }>(
    page,
    "/api/calendar/school_events",
    { from: "2027-06-08", pageSize: 100 },
  );
  for (const event of list.filter((e) => e.title_zh === title))
    await api(page, "/api/calendar/delete_school_event", { id: event.id });
});

test.describe("a phone set to Los Angeles time", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("shows the school's own times and says they are Hong Kong time", async ({ page }) => {
    await signIn(page, "parent");
    await asChild(page, "陳小明");
    await page.goto(`${OVERVIEW}?month=2026-11&day=2026-11-25`);
    await expect(page.getByText("所有日期及時間均為香港時間。")).toBeVisible();
    // The first timed entry (whole-day ones, an ECA event say, come first) is the first lesson.
    await expect(
      entries(page)
        .filter({ hasText: /\d\d:\d\d/ })
        .first(),
    ).toContainText("08:15");
    await expect(agenda(page)).toContainText("15:30");
    await expect(page.getByRole("heading", { name: /11月25日/ })).toBeVisible();
  });
});

async function streamText(download: { createReadStream(): Promise<NodeJS.ReadableStream> }) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

test("the office sets a five-day cycle: a family's month counts Day 1 to Day 5, and the office sets it back", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const family = await browser.newContext({ ...testInfo.project.use, baseURL });
  const parent = await family.newPage();
  await signIn(parent, "parent", `${OVERVIEW}?month=2026-11&day=2026-11-02`);
  const month = parent.getByRole("main");
  await expect(month.getByText("D6", { exact: true }).first()).toBeVisible();

  const setCycle = async (days: string) => {
    await page.goto("/parent_student/calendar/SchoolEvents");
    await page.getByRole("button", { name: "學期及循環週" }).click();
    const dialog = page.getByRole("dialog", { name: "學期及循環週" });
    await expect(dialog.getByRole("group", { name: "第 2 個學期" })).toBeVisible();
    await dialog.getByRole("combobox", { name: /循環週/ }).selectOption(days);
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "儲存" }).click();
    await expect(page.getByText("已儲存學期及循環週")).toBeVisible();
    await expect(dialog).toBeHidden();
  };
  await signIn(page, "staff");
  await setCycle("5");
  try {
    await parent.reload();
    await expect(month.getByText("D5", { exact: true }).first()).toBeVisible();
    await expect(month.getByText("D6", { exact: true })).toHaveCount(0);
  } finally {
    // Set back, for the worker's next journeys.
    await setCycle("6");
    await family.close();
  }
});
