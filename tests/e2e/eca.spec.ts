import { expect, test, type Page } from "./fixtures";
import { addEvent } from "./eca-support";
import { expectAccessible, hongKongDay, signIn } from "./support";

/*
 * The ECA tracker as the office and a teacher use it: the settings (the OLE areas, a label
 * added with its names checked, disabled, the scoring rule in the school's words) and the event
 * list (filters in the address, search, "my events"), at phone and desktop width.
 */

const SETTINGS = "/parent_student/smarteca/settings";
const EVENTS = "/parent_student/smarteca/events";

/** The rows of a list, as cards on a phone (the stories show the desktop's tables). */
const rows = (page: Page, name: string) =>
  page.getByRole("main").getByRole("list", { name, exact: true });

test("the office adds a label, is told what is missing, disables it, no longer finds it in the editor and reads the scoring rule", async ({
  page,
}, testInfo) => {
  await signIn(page, "staff", SETTINGS);
  await expect(page.getByRole("heading", { level: 1, name: "課外活動設定" })).toBeVisible();
  const categories = rows(page, "類別");
  for (const area of ["德育及公民教育", "社會服務", "與工作有關的經驗", "藝術發展", "體育發展"])
    await expect(categories).toContainText(area);
  await expectAccessible(page);

  await page.getByRole("tab", { name: "標籤" }).click();
  await expect(page).toHaveURL(/tab=tag/);
  await page.getByRole("button", { name: "新增標籤" }).click();
  const dialog = page.getByRole("dialog", { name: "新增標籤" });
  await dialog.getByRole("button", { name: "儲存" }).click();
  await expect(dialog.getByText("請輸入中文名稱")).toBeVisible();
  await expect(dialog.getByText("請輸入英文名稱")).toBeVisible();
  await expectAccessible(page);

  // Both projects may run on one worker's server: each adds its own label.
  const zh = `戲劇（${testInfo.project.name}）`;
  await dialog.getByLabel(/^中文名稱/).fill(zh);
  await dialog.getByLabel(/^英文名稱/).fill(`Drama (${testInfo.project.name})`);
  await dialog.getByRole("button", { name: "儲存" }).click();
  await expect(page.getByText(`已新增「${zh}」`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // A name taken (in any case) is the server's refusal, said under the form; nothing is lost.
  await page.getByRole("button", { name: "新增標籤" }).click();
  await dialog.getByLabel(/^中文名稱/).fill(`新標籤（${testInfo.project.name}）`);
  await dialog.getByLabel(/^英文名稱/).fill("MUSIC");
  await dialog.getByRole("button", { name: "儲存" }).click();
  await expect(dialog.getByText("已有同名的項目，請改用其他名稱")).toBeVisible();
  await expect(dialog.getByLabel(/^英文名稱/)).toHaveValue("MUSIC");
  await dialog.getByRole("button", { name: "取消" }).click();

  const labels = rows(page, "標籤");
  await labels.getByRole("button", { name: `停用「${zh}」` }).click();
  await expect(page.getByText(`已停用「${zh}」`)).toBeVisible();
  await expect(labels.getByRole("button", { name: `啟用「${zh}」` })).toBeVisible();

  // Disabled, it is not offered to a new event in the editor; an enabled label is.
  await page.goto("/parent_student/smarteca/event");
  const offered = page.getByRole("group", { name: "標籤" });
  await expect(offered.getByRole("checkbox", { name: "音樂" })).toBeVisible();
  await expect(offered.getByRole("checkbox", { name: zh })).toHaveCount(0);
  await page.goto(`${SETTINGS}?tab=tag`);

  // Unused, it can be deleted, after a question.
  await labels.getByRole("button", { name: `刪除「${zh}」` }).click();
  const ask = page.getByRole("alertdialog", { name: "確定刪除？" });
  await ask.getByRole("button", { name: "刪除" }).click();
  await expect(page.getByText("已刪除")).toBeVisible();
  await expect(labels).not.toContainText(zh);

  await page.getByRole("tab", { name: "計分" }).click();
  await expect(page.getByText("全港")).toBeVisible();
  await expect(page.getByLabel(/^按比賽級別加乘/)).toHaveValue("on");
  await expectAccessible(page);
});

test("a teacher narrows the event list, searches it, keeps to their own, and has no settings", async ({
  page,
}) => {
  await signIn(page, "teacher", EVENTS);
  await expect(page.getByRole("heading", { level: 1, name: "活動列表" })).toBeVisible();
  const all = rows(page, "全部活動");
  await expect(all).toContainText("ECA");
  await expectAccessible(page);

  await page.getByLabel("類別").selectOption({ label: "體育發展" });
  await expect(page).toHaveURL(/category=\d+/);
  await expect(all).toContainText("體育發展");
  await expect(all).not.toContainText("社會服務");
  await page.getByRole("searchbox", { name: "搜尋編號或名稱" }).fill("游泳");
  await page.getByRole("button", { name: "搜尋", exact: true }).click();
  await expect(page).toHaveURL(/q=%E6%B8%B8%E6%B3%B3/);
  await expect(all).toContainText("校際游泳比賽");
  await expect(all).not.toContainText("田徑");

  // A reload keeps the filters (they live in the address).
  await page.reload();
  await expect(page.getByLabel("類別")).toHaveValue(/\d+/);
  await expect(rows(page, "全部活動")).toContainText("校際游泳比賽");

  await page.goto(EVENTS);
  await page.getByRole("radio", { name: "我的活動" }).check();
  const mine = rows(page, "我的活動");
  await expect(mine).toContainText("ECA");
  await expectAccessible(page);

  // Settings are the office's: the address answers "no access".
  await page.goto(SETTINGS);
  await expect(page.getByRole("heading", { level: 2, name: "沒有存取權限" })).toBeVisible();
});

test("a teacher adds an event, its trait items and prizes, and students of two classes: awards scored, one moved, one removed, the list confirmed", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page, "teacher", EVENTS);
  await page.getByRole("link", { name: "新增活動" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "新增活動" })).toBeVisible();
  const save = page.getByRole("button", { name: "新增並儲存" });
  await save.click();
  await expect(page.getByText("請選擇類別")).toBeVisible();
  await expect(page.getByText("請輸入中文名稱")).toBeVisible();
  await expectAccessible(page);

  // Both projects may run on one worker's server: each adds its own code.
  const code = `T${Date.now().toString(36).toUpperCase()}-${testInfo.project.name}`;
  await page.getByLabel(/^活動編號/).fill(code);
  await page.getByLabel(/^類別/).selectOption({ label: "體育發展" });
  await page.getByLabel(/^中文名稱/).fill("小學校際籃球比賽");
  await page.getByLabel(/^英文名稱/).fill("Inter-primary Basketball");
  await page.getByLabel(/^性質/).selectOption({ label: "比賽" });
  await page.getByRole("radio", { name: "團體" }).check();
  await page.getByLabel(/^時數/).fill("12");
  // Held already (awards are of something that happened): the two days before today in Hong Kong.
  await page.getByLabel(/^開始日期/).fill(hongKongDay(-2));
  await page.getByLabel(/^結束日期/).fill(hongKongDay(-1));
  await page.getByLabel(/^子項目/).fill("男子組\n女子組");
  await page.getByRole("checkbox", { name: "運動" }).check();
  await save.click();
  await expect(page.getByText("已新增活動，等待審批")).toBeVisible();

  // Step 2 at the event's own address: a competition needs a trait item.
  await expect(page).toHaveURL(/\/smarteca\/event\?id=\d+&step=2$/);
  await expect(page.getByRole("main").getByText("待審批")).toBeVisible();
  const keep = page.getByRole("button", { name: "儲存", exact: true });
  await keep.click();
  await expect(page.getByText("請至少選擇一項特質")).toBeVisible();
  await page.getByRole("checkbox", { name: "團隊合作" }).check();
  await page.getByRole("checkbox", { name: "領導才能" }).check();
  await page.getByRole("checkbox", { name: /^冠軍/ }).check();
  await page.getByRole("checkbox", { name: /^優異獎/ }).check();
  await expect(page.getByRole("textbox", { name: "優異獎名額" })).toHaveValue("3");
  await expectAccessible(page);
  await keep.click();
  await expect(page.getByText("已儲存特質及獎項")).toBeVisible();

  // Back to the basic information: a change not saved is not left behind by accident.
  await page.getByRole("link", { name: "第 1 步：基本資料" }).click();
  await page.getByLabel(/^主辦機構/).fill("香港學界體育聯會");
  await page.getByRole("link", { name: "第 3 步：學生及確認" }).click();
  const ask = page.getByRole("alertdialog", { name: "有未儲存的變更" });
  await ask.getByRole("button", { name: "留在此頁" }).click();
  await expect(page.getByLabel(/^主辦機構/)).toHaveValue("香港學界體育聯會");
  // The browser's Back asks too (issue 37, item 9); staying keeps the page and what was typed.
  await page.goBack();
  await ask.getByRole("button", { name: "留在此頁" }).click();
  await expect(page).toHaveURL(/\/smarteca\/event\?id=\d+$/);
  await expect(page.getByLabel(/^主辦機構/)).toHaveValue("香港學界體育聯會");
  await keep.click();
  await expect(page.getByText("已儲存活動資料")).toBeVisible();
  await page.getByRole("link", { name: "第 3 步：學生及確認" }).click();
  await expect(ask).toHaveCount(0);

  // Step 3: nothing chosen is said; two students of 4A added by class.
  await page.getByRole("button", { name: "移動", exact: true }).click();
  await expect(page.getByText("請先選擇學生")).toBeVisible();
  await page.getByRole("button", { name: "新增學生", exact: true }).click();
  const adding = page.getByRole("dialog", { name: "新增學生" });
  await adding.getByLabel("班別").selectOption("4A");
  await adding.getByRole("checkbox", { name: "4A (1) 陳小明" }).check();
  await adding.getByRole("checkbox", { name: "4A (2)", exact: false }).check();
  await adding.getByRole("button", { name: "加入（2）" }).click();
  await expect(page.getByText("已加入 2 名學生")).toBeVisible();
  const students = rows(page, "小學校際籃球比賽的學生");
  await expect(students).toContainText("4A (1) 陳小明");
  await expect(students).toContainText("4A (2)");

  // A champion at territory level: 10 points × 3 × 2, a group award at half — 30.
  await page.getByRole("button", { name: "修改4A (1) 陳小明的紀錄" }).click();
  const entry = page.getByRole("dialog", { name: "4A (1) 陳小明" });
  await entry.getByLabel(/^比賽項目/).selectOption("男子組");
  await entry.getByLabel(/^獎項/).selectOption({ label: "冠軍" });
  await entry.getByLabel(/^比賽級別/).selectOption({ label: "全港" });
  await entry.getByLabel(/^參與角色/).fill("隊長");
  await expect(entry.getByText("按學校計分規則，此紀錄得 30 分")).toBeVisible();
  await expectAccessible(page);
  await entry.getByRole("button", { name: "儲存" }).click();
  await expect(page.getByText("已儲存4A (1) 陳小明的紀錄")).toBeVisible();
  await expect(students).toContainText("男子組 · 冠軍");
  await expect(students).toContainText("30");

  // A student of a second class, found by class and number, with an award of their own.
  await page.getByRole("button", { name: "新增學生", exact: true }).click();
  await adding.getByRole("searchbox", { name: "搜尋學生" }).fill("4B 3");
  await adding.getByRole("button", { name: "搜尋", exact: true }).click();
  await adding.getByRole("checkbox", { name: /^4B \(3\)/ }).check();
  await adding.getByRole("button", { name: "加入（1）" }).click();
  await expect(page.getByText("已加入 1 名學生")).toBeVisible();
  await expect(students).toContainText("4B (3)");
  await page.getByRole("button", { name: /^修改4B \(3\)/ }).click();
  const second = page.getByRole("dialog", { name: /^4B \(3\)/ });
  // Only the event's own awards are offered: a champion (given already) or a merit.
  await expect(second.getByLabel(/^獎項/).getByRole("option")).toHaveText([
    "沒有獎項",
    "冠軍",
    "優異獎",
  ]);
  await second.getByLabel(/^獎項/).selectOption({ label: "冠軍" });
  await second.getByRole("button", { name: "儲存" }).click();
  await expect(second.getByText("「冠軍」的名額是 1 個，已全數頒出")).toBeVisible();
  await second.getByLabel(/^獎項/).selectOption({ label: "優異獎" });
  await second.getByRole("button", { name: "儲存" }).click();
  await expect(page.getByText(/^已儲存4B \(3\).*的紀錄$/)).toBeVisible();

  // Moved to another of the teacher's events (its reserve team, added beside): a target is
  // asked for first.
  await addEvent(page, `${code}-R`, "小學校際籃球比賽（後備）");
  await page.getByRole("checkbox", { name: /^選擇4B \(3\)/ }).check();
  await page.getByRole("button", { name: "移動", exact: true }).click();
  const moving = page.getByRole("dialog", { name: "移動學生至其他活動" });
  await moving.getByRole("button", { name: "移動（1）" }).click();
  await expect(moving.getByText("請選擇要移動的項目")).toBeVisible();
  await moving.getByRole("searchbox", { name: "搜尋活動（編號或名稱）" }).fill(`${code}-R`);
  await moving.getByRole("button", { name: "搜尋", exact: true }).click();
  await moving.getByRole("radio", { name: `小學校際籃球比賽（後備） · ${code}-R` }).check();
  await moving.getByRole("button", { name: "移動（1）" }).click();
  await expect(page.getByText("已移動 1 名學生")).toBeVisible();
  await expect(students).not.toContainText("4B (3)");

  // One removed after the question; the list confirmed, back to the events.
  await page.getByRole("button", { name: "移除", exact: true }).click();
  await expect(page.getByText("請選擇要移除的項目")).toBeVisible();
  await page.getByRole("checkbox", { name: /^選擇4A \(2\)/ }).check();
  await page.getByRole("button", { name: "移除", exact: true }).click();
  await page
    .getByRole("alertdialog", { name: "移除 1 名學生？" })
    .getByRole("button", { name: "移除" })
    .click();
  await expect(page.getByText("已移除 1 名學生")).toBeVisible();
  await expect(students).not.toContainText("4A (2)");
  await page.getByRole("button", { name: "確認學生名單" }).click();
  await page
    .getByRole("alertdialog", { name: "確認此活動的學生名單？" })
    .getByRole("button", { name: "確認學生名單" })
    .click();
  await expect(page).toHaveURL(/\/smarteca\/events$/);

  // Found in "my events" with its one student, still waiting for the office.
  await page.getByRole("radio", { name: "我的活動" }).check();
  await page.getByRole("searchbox", { name: "搜尋編號或名稱" }).fill(code);
  await page.getByRole("button", { name: "搜尋", exact: true }).click();
  const mine = rows(page, "我的活動");
  await expect(mine).toContainText("小學校際籃球比賽");
  await expect(mine).toContainText("待審批");
  await expect(mine).toContainText("1 人");

  // Deleted from its page after a question that says its one student's record goes too.
  await mine.getByRole("link", { name: "小學校際籃球比賽", exact: true }).click();
  await page.getByRole("button", { name: "刪除活動" }).click();
  const deleting = page.getByRole("alertdialog", { name: "刪除此活動？" });
  await expect(deleting).toContainText("及其 1 名學生的紀錄會一併刪除");
  await deleting.getByRole("button", { name: "刪除活動" }).click();
  await expect(page.getByText("已刪除活動")).toBeVisible();
  await expect(page).toHaveURL(/\/smarteca\/events/);
  await page.getByRole("searchbox", { name: "搜尋編號或名稱" }).fill(code);
  await page.getByRole("button", { name: "搜尋", exact: true }).click();
  await expect(
    page.getByRole("main").getByRole("link", { name: "小學校際籃球比賽", exact: true }),
  ).toHaveCount(0);
});

/** Signs out whoever is in, then in as `account`. */
async function switchTo(page: Page, account: "teacher" | "staff" | "parent", path: string) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, account, path);
}

test("the office passes one of a teacher's events and refuses another, and the teacher reads why", async ({
  page,
}, testInfo) => {
  // The teacher adds two events (the editor has its journey above).
  await signIn(page, "teacher", EVENTS);
  const stamp = `${Date.now().toString(36).toUpperCase()}${testInfo.project.name[0]}`;
  const add = (code: string, name: string) => addEvent(page, code, name);
  const green = `校園環保日 ${stamp}`;
  const clean = `校園清潔日 ${stamp}`;
  await add(`A${stamp}`, green);
  const refused = await add(`B${stamp}`, clean);

  await switchTo(page, "staff", "/parent_student/smarteca/approval?source=teacher&size=50");
  await expect(page.getByRole("heading", { level: 1, name: "活動審批" })).toBeVisible();
  const waiting = rows(page, "老師提交：待審批");
  await expect(waiting).toContainText(green);
  await expectAccessible(page);
  const pass = page.getByRole("button", { name: /^通過（/ });
  await expect(pass).toBeDisabled();

  await waiting.getByRole("checkbox", { name: `選擇「${green}」` }).check();
  await page.getByRole("button", { name: "通過（1）", exact: true }).click();
  await page
    .getByRole("alertdialog", { name: "通過 1 項活動？" })
    .getByRole("button", { name: "通過" })
    .click();
  await expect(page.getByText("已通過 1 項")).toBeVisible();
  await expect(waiting).not.toContainText(green);

  await waiting.getByRole("checkbox", { name: `選擇「${clean}」` }).check();
  await page.getByRole("button", { name: "不通過（1）" }).click();
  const why = page.getByRole("dialog", { name: "不通過 1 項活動" });
  await why.getByRole("button", { name: "不通過" }).click();
  await expect(why.getByText("請填寫此項")).toBeVisible();
  await why.getByRole("textbox").fill("請補充主辦機構及參與學生名單。");
  await why.getByRole("button", { name: "不通過" }).click();
  await expect(page.getByText("已把 1 項設為不通過")).toBeVisible();

  // The refused list keeps the reason with the event.
  await page.getByRole("radio", { name: "不通過" }).check();
  await expect(rows(page, "老師提交：不通過")).toContainText("請補充主辦機構及參與學生名單。");

  // The teacher opens the event and reads why.
  await switchTo(page, "teacher", `/parent_student/smarteca/event?id=${refused.id}`);
  await expect(page.getByText("不通過原因：請補充主辦機構及參與學生名單。")).toBeVisible();
  await expect(page.getByRole("main").getByText("不通過", { exact: true })).toBeVisible();
});

test("a parent reads their child's ECA records, what they add up to, and the ones waiting for the school", async ({
  page,
}) => {
  await signIn(page, "parent", "/parent_student/smarteca/detail?tab=records");
  await expect(page.getByRole("heading", { level: 2, name: "學生活動概覽" })).toBeVisible();
  const sums = page.getByRole("region", { name: /陳小明/ });
  await expect(sums.getByText("已通過紀錄")).toBeVisible();
  await expectAccessible(page);
  const list = rows(page, "課外活動紀錄");
  await expect(list).toContainText("家長");
  // The outside awards the parent sent wait for the school.
  await page.getByRole("radio", { name: "待審批" }).check();
  await expect(page).toHaveURL(/show=pending/);
  await expect(list).toContainText("待審批");
  await expect(list).not.toContainText("已通過");
});

/** A real 1 × 1 PNG: what a phone's camera sends, as far as the server can tell. */
const PHOTO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

test("a parent sends an outside award with the certificate's photo; refused with a reason, corrected and passed", async ({
  page,
}, testInfo) => {
  const name = `香港學校朗誦節 ${Date.now().toString(36).toUpperCase()}${testInfo.project.name[0]}`;
  await signIn(page, "parent", "/parent_student/smarteca/detail?tab=records");
  await page.getByRole("button", { name: "提交校外活動／獎項" }).click();
  const form = page.getByRole("dialog", { name: "提交校外活動紀錄" });
  await form.getByRole("button", { name: "提交" }).click();
  await expect(form.getByText("請上載證書照片")).toBeVisible();
  await form.getByLabel(/^活動／比賽名稱/).fill(name);
  await form.getByLabel(/^主辦機構/).fill("香港學校音樂及朗誦協會");
  await form.getByLabel(/^類別/).selectOption({ label: "藝術發展" });
  await form.getByLabel(/^開始日期/).fill("2026-11-14");
  await form.getByLabel(/^結束日期/).fill("2026-11-14");
  await form.getByLabel(/^時數/).fill("1.5");
  await form.getByLabel(/^比賽級別/).selectOption("territory");
  await form.getByLabel(/^獎項/).selectOption({ label: "亞軍" });
  await form.getByLabel(/^成就/).fill("粵語詩詞獨誦 亞軍");
  await form
    .getByLabel("按此選擇檔案，或把檔案拖放到這裏")
    .setInputFiles({ name: "朗誦證書.png", mimeType: "image/png", buffer: PHOTO });
  await expect(form.getByText("已上載")).toBeVisible();
  await expectAccessible(page);
  await form.getByRole("button", { name: "提交" }).click();
  await page
    .getByRole("alertdialog", { name: "提交這項紀錄？" })
    .getByRole("button", { name: "提交" })
    .click();
  await expect(page.getByText("已提交，待學校審批")).toBeVisible();
  const list = rows(page, "課外活動紀錄");
  await expect(list).toContainText(name);

  // The office: the child, the award and the photo; refused with a reason.
  await switchTo(page, "staff", "/parent_student/smarteca/approval?source=parent&size=50");
  const waiting = rows(page, "家長提交：待審批");
  const row = waiting.locator("tr, li").filter({ hasText: name });
  await expect(row).toContainText("陳小明");
  await expect(row).toContainText("亞軍 · 全港 · 粵語詩詞獨誦 亞軍");
  await expect(row.getByRole("img", { name: "證書照片 1：朗誦證書.png" })).toBeVisible();
  await row.getByRole("checkbox").check();
  await page.getByRole("button", { name: "不通過（1）" }).click();
  const why = page.getByRole("dialog", { name: "不通過 1 項活動" });
  await why.getByRole("textbox").fill("證書照片不清楚，請重新拍攝。");
  await why.getByRole("button", { name: "不通過" }).click();
  await expect(page.getByText("已把 1 項設為不通過")).toBeVisible();

  // The parent reads why, corrects it and sends it again; the reason stays with it.
  await switchTo(page, "parent", "/parent_student/smarteca/detail?show=rejected");
  const refused = list.locator("tr, li").filter({ hasText: name });
  await expect(refused).toContainText("不通過原因：證書照片不清楚，請重新拍攝。");
  await refused.getByRole("button", { name: "修改並重新提交" }).click();
  const again = page.getByRole("dialog", { name: "修改並重新提交" });
  await expect(again.getByLabel(/^活動／比賽名稱/)).toHaveValue(name);
  await again
    .getByLabel("按此選擇檔案，或把檔案拖放到這裏")
    .setInputFiles({ name: "朗誦證書（清晰）.png", mimeType: "image/png", buffer: PHOTO });
  await expect(again.getByText("已上載")).toBeVisible();
  await again.getByRole("button", { name: "重新提交" }).click();
  await page
    .getByRole("alertdialog", { name: "重新提交這項紀錄？" })
    .getByRole("button", { name: "重新提交" })
    .click();
  await expect(page.getByText("已重新提交，待學校審批")).toBeVisible();

  await switchTo(page, "staff", "/parent_student/smarteca/approval?source=parent&size=50");
  const resent = waiting.locator("tr, li").filter({ hasText: name });
  await expect(resent).toContainText("上次不通過原因：證書照片不清楚，請重新拍攝。");
  await expect(resent.getByRole("img")).toHaveCount(2);
  await resent.getByRole("checkbox").check();
  await page.getByRole("button", { name: "通過（1）", exact: true }).click();
  await page
    .getByRole("alertdialog", { name: "通過 1 項活動？" })
    .getByRole("button", { name: "通過" })
    .click();
  await expect(page.getByText("已通過 1 項")).toBeVisible();

  await switchTo(page, "parent", "/parent_student/smarteca/detail?show=passed");
  await expect(list.locator("tr, li").filter({ hasText: name })).toContainText("已通過");
});
