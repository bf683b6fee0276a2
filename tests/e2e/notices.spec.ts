import { expect, test, type Page } from "./fixtures";
import { shootForManual } from "./manual-shots";
import { expectAccessible, signIn } from "./support";

/*
 * Notices (issue 40 part 1, decision 0044), on the phone as every journey: the office writes a
 * notice for class 1B with a PDF letter and a reply slip and sends it; the parent of 陳小明 (4A)
 * and 陳小欣 (1B) finds it unread for 陳小欣 alone, reads it, opens the letter and replies, and the
 * office's counts say one family has read it and one has returned the slip.
 */

const TITLE = "一年級秋季旅行";
const BODY = "一年級學生將於十二月十日前往大埔海濱公園秋季旅行。\n請穿著運動服，並自備水壺。";
/** The slip's last day: a week from now. */
const DEADLINE = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
}

test("the office sends a notice with a reply slip to class 1B; the parent reads it for 陳小欣 and replies, and both count", async ({
  page,
}) => {
  await signIn(page, "staff", "/parent_student/notices/office");
  const main = page.getByRole("main");
  // The demo's sent notice and its draft, with how many families have read the sent one.
  await expect(main.getByRole("link", { name: "第一學期家長日安排" })).toBeVisible();
  await expect(main.getByRole("link", { name: "四年級參觀科學館" })).toBeVisible();
  await expectAccessible(page);

  // A new notice: a class that is none is said before anything is sent.
  await main.getByRole("link", { name: "撰寫通告" }).click();
  await main.getByRole("textbox", { name: /^標題（中文）/ }).fill(TITLE);
  await main.getByRole("textbox", { name: /^內容（中文）/ }).fill(BODY);
  await main.getByRole("radio", { name: "指定班別" }).check();
  const classes = main.getByRole("textbox", { name: /^班別/ });
  await classes.fill("1B, 7C");
  await main.getByRole("button", { name: "儲存草稿" }).click();
  await expect(main.getByText("「7C」不是班別（例如 4A）")).toBeVisible();
  await classes.fill("1b");
  await main.getByRole("button", { name: "儲存草稿" }).click();
  await expect(page.getByText("草稿已儲存")).toBeVisible();
  // Saved: the address names the draft, so a reload keeps it.
  await expect(page).toHaveURL(/\/notices\/edit\?id=\d+/);
  await page.reload();
  await expect(main.getByRole("textbox", { name: /^標題（中文）/ })).toHaveValue(TITLE);
  await expect(main.getByRole("textbox", { name: /^班別/ })).toHaveValue("1B");
  await expectAccessible(page);

  // The day's route as a PDF letter: uploaded at once, kept with the draft when it is saved.
  const files = main.getByRole("group", { name: "附件" });
  await files.getByLabel("按此選擇檔案，或把檔案拖放到這裏").setInputFiles({
    name: "旅行路線.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.7\n1 0 obj\n<< >>\nendobj\n%%EOF\n"),
  });
  await expect(files.getByText("已上載")).toBeVisible();
  await main.getByRole("button", { name: "儲存草稿" }).click();
  await expect(page.getByText("草稿已儲存")).toBeVisible();
  await page.reload();
  await expect(
    main.getByRole("group", { name: "附件" }).getByRole("link", { name: "旅行路線.pdf" }),
  ).toBeVisible();

  // Its reply slip, on a page of its own: one choice, replies not signed.
  await expect(main.getByText("沒有回條：家長只須閱讀這份通告。")).toBeVisible();
  await main.getByRole("link", { name: "加上回條" }).click();
  await expect(main.getByRole("heading", { name: `回條：${TITLE}` })).toBeVisible();
  await main.getByLabel(/^回覆截止日期/).fill(DEADLINE);
  await main.getByRole("checkbox", { name: "家長須以簽署密碼簽署回條" }).uncheck();
  const question = main.getByRole("group", { name: "問題 1" });
  await question.getByRole("textbox", { name: /^題目（中文）/ }).fill("貴子弟會否參加？");
  await question.getByRole("textbox", { name: /^選項 1（中文）/ }).fill("參加");
  await question.getByRole("textbox", { name: /^選項 2（中文）/ }).fill("不參加");
  await expectAccessible(page);
  await main.getByRole("button", { name: "儲存回條" }).click();
  await expect(page.getByText("回條已儲存")).toBeVisible();
  await main.getByRole("link", { name: "返回通告" }).first().click();
  await expect(main.getByText(/^回條：1 條問題，.+截止$/)).toBeVisible();

  await main.getByRole("button", { name: "發出通告" }).click();
  const confirm = page.getByRole("alertdialog", { name: "發出通告" });
  await expect(confirm).toContainText(`確定發出「${TITLE}」？`);
  await confirm.getByRole("button", { name: "發出通告" }).click();
  await expect(page.getByText("通告已發出", { exact: true })).toBeVisible();
  await expect(main.getByText("這份通告已發出，不能再修改。")).toBeVisible();
  const counts = main.getByText(/已發給 \d+ 位學生的家長，0 位的家長已閱讀。/);
  await expect(counts).toBeVisible();
  const sentFor = Number((await counts.textContent())!.match(/已發給 (\d+) 位/)![1]);
  expect(sentFor).toBeGreaterThan(0);

  // The parent: the new notice for 陳小欣 only, unread and first.
  await signOut(page);
  await signIn(page, "parent", "/parent_student/notices/home");
  const list = main.getByRole("list", { name: "通告" });
  const first = list.getByRole("listitem").first();
  await expect(first).toContainText(TITLE);
  await expect(first).toContainText("陳小欣");
  await expect(first).toContainText("未讀");
  await expect(list.getByRole("listitem").filter({ hasText: TITLE })).toHaveCount(1);
  await expectAccessible(page);
  await shootForManual(page, "notices-list", () =>
    main
      .getByRole("list", { name: /^(通告|通知|Notices)$/ })
      .getByRole("listitem")
      .first(),
  );

  await first.getByRole("link", { name: TITLE }).click();
  await expect(main.getByRole("heading", { name: TITLE })).toBeVisible();
  // Plain text with its lines as written.
  await expect(main.getByText("請穿著運動服，並自備水壺。", { exact: false })).toBeVisible();
  await expect(main.getByText("致 陳小欣")).toBeVisible();
  // The letter the office attached opens from its address: the PDF as uploaded.
  const letter = main
    .getByRole("region", { name: "附件" })
    .getByRole("link", { name: "旅行路線.pdf" });
  await expect(letter).toHaveAttribute("target", "_blank");
  const pdf = await page.request.get((await letter.getAttribute("href"))!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.text()).startsWith("%PDF-1.7")).toBe(true);
  await expectAccessible(page);
  await shootForManual(page, "notice-read", () => main.getByRole("heading", { name: TITLE }));

  // The slip the office wrote: answered and sent, no PIN asked.
  const slip = main.getByRole("region", { name: "回條" });
  await slip.getByRole("radio", { name: "參加", exact: true }).check();
  await slip.getByRole("button", { name: "提交回覆" }).click();
  await expect(slip.getByText(/^已由 陳大文 於 .+ 回覆$/)).toBeVisible();

  // Back to the list: read now, after the unread ones.
  await main.getByRole("link", { name: "返回通告列表" }).click();
  const read = list.getByRole("listitem").filter({ hasText: TITLE });
  await expect(read).toContainText("已讀");
  await expect(list.getByRole("listitem").first()).toContainText("未讀");

  // The office's count: one family has read it.
  await signOut(page);
  await signIn(page, "staff", "/parent_student/notices/office");
  await main.getByRole("link", { name: TITLE }).click();
  await expect(main.getByText(`已發給 ${sentFor} 位學生的家長，1 位的家長已閱讀。`)).toBeVisible();
  await expect(main.getByText("1 位的家長已交回回條。")).toBeVisible();
});

/** The reply slip's heading in each language. */
const SLIP = { "zh-TW": "回條", "zh-CN": "回执", "en-US": "Reply slip" } as const;

test("a parent sets a signing PIN and signs the Parents' Day slip for 陳小明; the office counts it", async ({
  page,
}) => {
  await signIn(page, "parent", "/parent_student/notices/home");
  const main = page.getByRole("main");
  const forMing = main
    .getByRole("listitem")
    .filter({ hasText: "第一學期家長日安排" })
    .filter({ hasText: "陳小明" });
  await forMing.getByRole("link", { name: "第一學期家長日安排" }).click();
  const slip = main.getByRole("region", { name: "回條" });
  await expect(slip.getByText(/^請於 .+ 或之前回覆$/)).toBeVisible();

  // The slip is signed and this parent has no PIN yet: set one first (a mismatch is said).
  await slip.getByLabel(/^帳戶密碼/).fill("campus2026");
  await slip.getByLabel(/^新的簽署 PIN/).fill("4826");
  await slip.getByLabel(/^再次輸入 PIN/).fill("4827");
  await slip.getByRole("button", { name: "設定 PIN" }).click();
  await expect(slip.getByText("兩次輸入的 PIN 不一樣")).toBeVisible();
  await slip.getByLabel(/^再次輸入 PIN/).fill("4826");
  await slip.getByRole("button", { name: "設定 PIN" }).click();
  await expect(page.getByText("簽署 PIN 已設定")).toBeVisible();
  await expectAccessible(page);

  // The reply: a choice and a text, signed with the PIN; a wrong PIN first keeps the answers.
  await slip.getByRole("radio", { name: "出席", exact: true }).check();
  await slip.getByLabel(/^希望面談的時段/).fill("星期五下午");
  const pin = slip.getByLabel(/^簽署 PIN/);
  await pin.fill("1357");
  await slip.getByRole("button", { name: "簽署並提交" }).click();
  await expect(slip.getByText("PIN 不正確")).toBeVisible();
  await expect(slip.getByRole("radio", { name: "出席", exact: true })).toBeChecked();
  await pin.fill("4826");
  await slip.getByRole("button", { name: "簽署並提交" }).click();
  await expect(slip.getByText(/^已由 陳大文 於 .+ 簽署$/)).toBeVisible();
  await expect(slip.getByText("星期五下午")).toBeVisible();
  await expect(slip.getByRole("button", { name: "簽署並提交" })).toHaveCount(0);
  await expectAccessible(page);
  // The manual's picture of a signed reply, in each language.
  const slipIn = (locale: keyof typeof SLIP) => main.getByRole("region", { name: SLIP[locale] });
  await shootForManual(page, "notice-signed", slipIn, slipIn);

  // The office: one family has returned the slip.
  await signOut(page);
  await signIn(page, "staff", "/parent_student/notices/office");
  await main.getByRole("link", { name: "第一學期家長日安排" }).click();
  await expect(main.getByText("1 位的家長已交回回條。")).toBeVisible();

  // Who has replied, class by class: 陳小明's reply as he signed it; those still to reply.
  await main.getByRole("link", { name: "查看閱讀及回覆" }).click();
  await expect(main.getByRole("heading", { name: "第一學期家長日安排：閱讀及回覆" })).toBeVisible();
  // 陳小明's class, 4A: the class's row shows the reply counted, and opens its children.
  const classes = main.getByRole("list", { name: "各班統計" });
  const fourA = classes
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: "4A" }) });
  await expect(fourA).toContainText(/已回覆\s*1 \/ \d+/);
  await fourA.getByRole("link", { name: "4A" }).click();
  const children = main.getByRole("list", { name: "4A 班學生" });
  const ming = children.getByRole("listitem").filter({ hasText: "陳小明" });
  await expect(ming).toContainText("出席");
  await expect(ming).toContainText("星期五下午");
  await expect(ming.getByText(/^已由 陳大文 於 .+ 簽署$/)).toBeVisible();
  await expectAccessible(page);
  const download = page.waitForEvent("download");
  await main.getByRole("button", { name: "下載 Excel" }).click();
  expect((await download).suggestedFilename()).toBe("通告回條 - 第一學期家長日安排.xlsx");

  await main.getByRole("radio", { name: "未交回條" }).check({ force: true });
  await expect(children.getByRole("listitem").filter({ hasText: "陳小明" })).toHaveCount(0);

  // The parent rang to change it: the reply reopened with a reason, the family may reply again.
  await main.getByRole("radio", { name: "全部學生" }).check({ force: true });
  await ming.getByRole("button", { name: "重開回覆" }).click();
  const dialog = page.getByRole("dialog", { name: "重開陳小明的回覆？" });
  await dialog.getByLabel(/^原因/).fill("家長來電更改出席安排");
  await dialog.getByRole("button", { name: "重開回覆" }).click();
  await expect(ming).toContainText("未回覆");
  await expect(ming).toContainText("曾重開 1 次");

  // The families still without a reply reminded, once; the page says when.
  await main.getByRole("button", { name: "提醒未回覆的家長" }).click();
  const ask = page.getByRole("alertdialog", { name: "提醒未回覆的家長？" });
  await expect(ask).toContainText(/會以短訊.+提醒 \d+ 位學生的家長/);
  await ask.getByRole("button", { name: "提醒未回覆的家長" }).click();
  await expect(page.getByText(/^已向 \d+ 位家長發出提醒$/)).toBeVisible();
  await expect(main.getByText(/^已提醒 1 次，最近一次在 .+。$/)).toBeVisible();

  // The school's outbox keeps what was texted: 陳大文's reminder, sent; his messages alone.
  await page.goto("/parent_student/office/outbox?xschoolCode=DEMO");
  const sent = main.getByRole("list", { name: "已發出的訊息" });
  const toFather = sent
    .getByRole("listitem")
    .filter({ hasText: "第一學期家長日安排" })
    .filter({ hasText: "陳大文" })
    .first();
  await expect(toFather).toContainText("通告回條提醒");
  await expect(toFather).toContainText("已送出");
  await expect(toFather).toContainText("+852 •••• 4567");
  await expectAccessible(page);
  await toFather.getByRole("link", { name: "只看發給 陳大文 的訊息" }).click();
  await expect(main.getByText("只顯示發給 陳大文 的訊息")).toBeVisible();
  await expect(sent.getByRole("listitem").filter({ hasNotText: "陳大文" })).toHaveCount(0);
});
