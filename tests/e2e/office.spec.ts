import { expect, test } from "./fixtures";
import { expectAccessible, signIn } from "./support";

/*
 * The school office brings its roster in (issue 36 §3): from the menu to the roster page, the
 * template downloaded, the school system's CSV uploaded and previewed (nothing written yet), a
 * whole-school tick taken back, the import confirmed, its class's accounts not yet activated,
 * one of its students' accounts closed under 人員管理 (the log says so), and the import undone
 * from the history. Its own class (6E), so no other journey's lists
 * change.
 */

/** A CSV as Excel saves "CSV UTF-8": a byte-order mark, headers in English, CRLF. */
const ROSTER = Buffer.concat([
  Buffer.from([0xef, 0xbb, 0xbf]),
  Buffer.from(
    [
      "STRN,Class,Class No,Chinese name,English name,Guardian 1 name,Guardian 1 mobile,House",
      "J26001,6E,1,馬嘉雯,Ma Ka Man,馬太,64120001,Red",
      "J26002,6E,2,馬嘉俊,Ma Ka Chun,馬太,64120001,Red",
      "J26003,6E,3,鄧子晴,Tang Tsz Ching,鄧先生,64120003,Blue",
    ].join("\r\n"),
  ),
]);

test("the office imports the school's roster from its CSV, sees the history and undoes it", async ({
  page,
}) => {
  await signIn(page, "staff", "/parent_student/");
  // From the side menu (the phone's drawer): 學校管理 › 學生名冊.
  await page.getByRole("button", { name: "打開選單" }).click();
  const nav = page.getByRole("navigation", { name: "主選單" });
  await nav.getByRole("button", { name: "學校管理" }).click();
  await nav.getByRole("link", { name: "學生名冊" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "學生名冊" })).toBeVisible();

  const template = page.waitForEvent("download");
  await page.getByRole("button", { name: "下載學生名冊範本" }).click();
  expect((await template).suggestedFilename()).toBe("學生名冊範本.xlsx");

  await page
    .getByLabel("按此選擇檔案，或把檔案拖放到這裏")
    .setInputFiles({ name: "6E 名冊.csv", mimeType: "text/csv", buffer: ROSTER });
  await expect(page.getByRole("heading", { name: "3. 預覽：6E 名冊.csv" })).toBeVisible();
  await expect(page.getByText("讀取格式：UTF-8")).toBeVisible();
  await expect(page.getByText("新增學生").locator("..")).toHaveText("新增學生3");
  await expect(page.getByText("新家長帳戶").locator("..")).toHaveText("新家長帳戶2");
  await expect(page.getByText("以下欄位不會匯入：House")).toBeVisible();
  await expectAccessible(page);

  // Ticked as the whole school, the demo's other students would be marked left: not this time.
  const whole = page.getByRole("checkbox", { name: /這是全校的名冊或名單/ });
  const left = page.getByText("標記為已離校", { exact: true }).locator("..");
  await whole.check();
  await expect(left).not.toHaveText("標記為已離校0");
  await whole.uncheck();
  await expect(left).toHaveText("標記為已離校0");

  await page.getByRole("button", { name: "匯入名冊" }).click();
  const ask = page.getByRole("alertdialog", { name: "匯入 6E 名冊.csv？" });
  await expect(ask).toContainText("新增 3 名、更新 0 名學生，新增 2 個家長帳戶");
  await ask.getByRole("button", { name: "匯入名冊" }).click();
  await expect(page.getByText("已匯入名冊")).toBeVisible();
  const history = page.getByRole("list", { name: "匯入紀錄" });
  await expect(history).toContainText("6E 名冊.csv");
  await expect(history).toContainText("新增 3・更新 0・離校 0・家長帳戶 2");

  // Nobody of 6E has signed in yet: the office sees whom to remind.
  await page.getByRole("tab", { name: "帳戶啟用" }).click();
  const activation = page.getByRole("list", { name: "帳戶啟用" });
  await expect(activation.getByRole("listitem").filter({ hasText: "6E" })).toContainText(
    "0 / 2（0%）",
  );

  // 鄧子晴 will not come after all: the office finds her under 人員管理 and closes her account;
  // her history says who did it and what changed.
  await page.getByRole("button", { name: "打開選單" }).click();
  await nav.getByRole("link", { name: "人員管理" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "人員管理" })).toBeVisible();
  await page.getByRole("combobox", { name: "班別" }).selectOption("6E");
  const people = page.getByRole("list", { name: "學生" });
  await expect(people.getByRole("listitem")).toHaveCount(3);
  // Each with the guardian the file named (a mother of two: one account, both children).
  await expect(people.getByRole("listitem").filter({ hasText: "馬嘉雯" })).toContainText("馬太");
  await expectAccessible(page);
  await people.getByRole("button", { name: "停用 鄧子晴 的帳戶" }).click();
  await page
    .getByRole("alertdialog", { name: "停用 鄧子晴 的帳戶？" })
    .getByRole("button", { name: "停用帳戶" })
    .click();
  await expect(page.getByText("已停用 鄧子晴 的帳戶")).toBeVisible();
  const closed = people.getByRole("listitem").filter({ hasText: "鄧子晴" });
  await expect(closed).toContainText("已離校（帳戶已停用）");
  await closed.getByRole("link", { name: "鄧子晴 的操作紀錄" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "操作紀錄" })).toBeVisible();
  await expect(page.getByText("只顯示與 鄧子晴 有關的操作。")).toBeVisible();
  const entries = page.getByRole("list", { name: "已記錄的操作" });
  // One entry (its changes are a list of their own inside it).
  await expect(entries.getByRole("listitem").filter({ hasText: "操作人" })).toHaveCount(1);
  await expect(entries).toContainText("停用帳戶");
  await expect(entries).toContainText("狀態：在校 → 已離校");
  await expectAccessible(page);

  await page.getByRole("button", { name: "打開選單" }).click();
  await nav.getByRole("link", { name: "學生名冊" }).click();
  await page.getByRole("tab", { name: "匯入紀錄" }).click();

  await history.getByRole("button", { name: "撤銷 6E 名冊.csv" }).click();
  await page
    .getByRole("alertdialog", { name: "撤銷 6E 名冊.csv？" })
    .getByRole("button", { name: "撤銷" })
    .click();
  await expect(page.getByText("已撤銷匯入")).toBeVisible();
  await expect(history).toContainText("已撤銷");
  await expect(history.getByRole("button", { name: "撤銷 6E 名冊.csv" })).toHaveCount(0);
  // The import before it is the latest again: the demo school's own roster, as it came in.
  await expect(history.getByRole("button", { name: /^撤銷/ })).toHaveAccessibleName(
    "撤銷 students.csv",
  );
});

/** The staff list as a school keeps it: headers in English, a teacher and an office member. */
const STAFF = Buffer.concat([
  Buffer.from([0xef, 0xbb, 0xbf]),
  Buffer.from(
    [
      "Login,Chinese name,English name,Role,Mobile,Subject",
      "j.ma,馬志豪,Ma Chi Ho,Teacher,6412 0101,PE",
      "j.tang,鄧美琪,Tang Mei Kei,Office,6412 0102,",
    ].join("\r\n"),
  ),
]);

test("the office brings its teachers in from the staff list; a new one is there to be given a set-up link", async ({
  page,
}) => {
  await signIn(page, "staff", "/parent_student/office/people?kind=staff");
  await page.getByRole("link", { name: "從檔案匯入教職員名單" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "學生名冊" })).toBeVisible();
  const template = page.waitForEvent("download");
  await page.getByRole("button", { name: "下載教職員名單範本" }).click();
  expect((await template).suggestedFilename()).toBe("教職員名單範本.xlsx");

  await page
    .getByLabel("按此選擇檔案，或把檔案拖放到這裏")
    .setInputFiles({ name: "教職員.csv", mimeType: "text/csv", buffer: STAFF });
  await expect(page.getByRole("heading", { name: "3. 預覽：教職員.csv" })).toBeVisible();
  await expect(page.getByText("這是教職員名單：以登入名稱配對同事。")).toBeVisible();
  await expect(page.getByText("新增教職員").locator("..")).toHaveText("新增教職員2");
  await expect(page.getByText("以下欄位不會匯入：Subject")).toBeVisible();
  await page.getByRole("button", { name: "匯入名冊" }).click();
  const ask = page.getByRole("alertdialog", { name: "匯入 教職員.csv？" });
  await expect(ask).toContainText("新增 2 位、更新 0 位教職員。新同事沒有密碼");
  await ask.getByRole("button", { name: "匯入名冊" }).click();
  await expect(page.getByText("已匯入教職員名單")).toBeVisible();
  await expect(page.getByRole("list", { name: "匯入紀錄" })).toContainText(
    "教職員：新增 2・更新 0・離校 0",
  );

  // Under 人員管理 › 教職員: the office member with the office's role, each waiting for a link.
  await page.goto("/parent_student/office/people?kind=staff&q=j.");
  const staff = page.getByRole("list", { name: "教職員" });
  await expect(staff.getByRole("listitem").filter({ hasText: "鄧美琪" })).toContainText(
    "j.tang · 教師 · 校務處",
  );
  await expect(
    staff
      .getByRole("listitem")
      .filter({ hasText: "馬志豪" })
      .getByRole("button", {
        name: /設定連結/,
      }),
  ).toBeVisible();
  await expectAccessible(page);
});

test("the office takes a manual page from students: a student's menu and the page follow, and it is given back", async ({
  page,
}) => {
  await signIn(page, "staff", "/parent_student/office/roles?role=student");
  await expect(page.getByRole("heading", { level: 1, name: "角色權限" })).toBeVisible();
  const pay = page.getByRole("group", { name: "繳費服務" });
  await pay.getByRole("checkbox", { name: "查詢" }).uncheck();
  await pay.getByRole("checkbox", { name: "查看" }).uncheck();
  await expect(page.getByText("此角色的選單不會顯示這個頁面。")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "儲存" }).click();
  await expect(page.getByText("已儲存學生的權限")).toBeVisible();

  try {
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, "student", "/parent_student/manual/p_communication");
    await page.getByRole("button", { name: "打開選單" }).click();
    const nav = page.getByRole("navigation", { name: "主選單" });
    // The manual's section is open already: its page is the one shown.
    const manual = nav.getByRole("button", { name: "使用手冊" });
    await expect(manual).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "家校通訊" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "繳費服務" })).toHaveCount(0);
    await page.goto("/parent_student/manual/p_GRWTHPay");
    await expect(page.getByRole("heading", { level: 2, name: "沒有存取權限" })).toBeVisible();
  } finally {
    // Given back, for the worker's next journeys.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, "staff", "/parent_student/office/roles?role=student");
    await page.getByRole("button", { name: "全部恢復預設" }).click();
    await page.getByRole("button", { name: "儲存" }).click();
    await expect(page.getByText("已儲存學生的權限")).toBeVisible();
  }
  await page.goto("/parent_student/office/audit?kind=role.changed");
  const entries = page.getByRole("list", { name: "已記錄的操作" });
  await expect(entries).toContainText("繳費服務：查詢和查看 → 不可使用");
  await expect(entries).toContainText("繳費服務：不可使用 → 查詢和查看");
});

test("the office renames the school: a parent's portal says the new name, and the log the change", async ({
  page,
}) => {
  await signIn(page, "staff", "/parent_student/");
  await page.getByRole("button", { name: "打開選單" }).click();
  const nav = page.getByRole("navigation", { name: "主選單" });
  // The portal is the school's: its drawer is titled with the school's name.
  await expect(page.getByRole("dialog", { name: "校園示範學校" })).toBeVisible();
  await nav.getByRole("button", { name: "學校管理" }).click();
  await nav.getByRole("link", { name: "學校資料" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "學校資料" })).toBeVisible();
  await expect(page.getByText("DEMO", { exact: true })).toBeVisible();
  const chinese = page.getByRole("textbox", { name: "學校中文名稱（繁體）" });
  await expect(chinese).toHaveValue("校園示範學校");

  // Left blank: said beside it, nothing saved.
  await chinese.fill("");
  await page.getByRole("button", { name: "儲存" }).click();
  await expect(page.getByText("請填寫此項")).toBeVisible();
  await expect(chinese).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);

  await chinese.fill("校園示範學校（九龍）");
  // The school's own colour and logo, for its people's portal.
  await page.getByLabel(/^主色/).fill("#0f766e");
  await page.getByRole("button", { name: "上載標誌" }).click();
  await page.getByLabel("按此選擇檔案，或把檔案拖放到這裏").setInputFiles({
    name: "校徽.png",
    mimeType: "image/png",
    buffer: Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAI0lEQVR4nGPgL8uDo/9IAJc4wyDUQIwiZPHBqGEQButIjAcAwL34EJ3MsrwAAAAASUVORK5CYII=",
      "base64",
    ),
  });
  await expect(page.getByRole("img", { name: "校園示範學校 的標誌" })).toHaveJSProperty(
    "naturalWidth",
    16,
  );
  await expectAccessible(page);
  await page.getByRole("button", { name: "儲存" }).click();
  await expect(page.getByText("已儲存學校資料")).toBeVisible();

  try {
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, "parent", "/parent_student/calendar/PersonalOverview");
    const root = page.locator("html");
    await expect(root).toHaveCSS("--campus-color-primary", "#0f766e");
    await expect(root).toHaveCSS("--campus-color-on-primary", "#ffffff");
    await page.getByRole("button", { name: "打開選單" }).click();
    const drawer = page.getByRole("dialog", { name: "校園示範學校（九龍）" });
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('img[src*="/api/files/school_logo/"]')).toHaveJSProperty(
      "naturalWidth",
      16,
    );
  } finally {
    // The school as it was, for the worker's next journeys.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, "staff", "/parent_student/office/school");
    await page.getByRole("textbox", { name: "學校中文名稱（繁體）" }).fill("校園示範學校");
    await page.getByRole("button", { name: "改回預設" }).click();
    await page.getByRole("button", { name: "移除標誌" }).click();
    await page.getByRole("button", { name: "儲存" }).click();
    await expect(page.getByText("已儲存學校資料")).toBeVisible();
  }
  await page.goto("/parent_student/office/audit?kind=school.changed");
  const entries = page.getByRole("list", { name: "已記錄的操作" });
  await expect(entries).toContainText("中文名稱（繁體）：校園示範學校 → 校園示範學校（九龍）");
  await expect(entries).toContainText("中文名稱（繁體）：校園示範學校（九龍） → 校園示範學校");
  await expect(entries).toContainText("主色：#0f766e");
  await expect(entries).toContainText("標誌：校徽.png → （無）");
});
