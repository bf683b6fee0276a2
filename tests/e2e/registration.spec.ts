import { expect, test, type Page } from "./fixtures";
import { shootForManual } from "./manual-shots";
import { expectAccessible, signIn } from "./support";

/*
 * New-student registration as a guardian does it on a phone: the school's entry link, sign-in
 * by a texted code (the demo server keeps texts in an outbox instead of sending them), the
 * application typed, left and resumed, documents uploaded, submitted, followed in the history.
 */

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);
const PDF = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");

/** The code the demo server "texted" to the phone, from its outbox. */
async function textedCode(page: Page, phone: string): Promise<string> {
  const answer = (await (
    await page.request.post("/api/registration/demo_outbox", {
      data: { country_code: "852", phone },
    })
  ).json()) as { data: { messages: { text: string }[] } };
  const code = /\b(\d{6})\b/.exec(answer.data.messages[0]?.text ?? "")?.[1];
  expect(code, "a code in the outbox").toBeTruthy();
  return code!;
}

/** The guardian's applications, one list item each. */
const history = (page: Page) => page.getByRole("list", { name: "申請紀錄" }).getByRole("listitem");

/**
 * From the school's entry link to signed in. Each journey and project has its own phone (a
 * guardian account each, and no wait for the 60 s resend between projects).
 */
async function signInByPhone(page: Page, journey: number) {
  const phone = `6${test.info().project.name === "phone" ? 2 : 1}23000${journey}`;
  await page.goto("/parent_student/registration/DEMO");
  await expect(page).toHaveURL(/\/registration\/login\?xschoolCode=DEMO$/);
  await expect(page.getByRole("heading", { name: "校園示範學校" })).toBeVisible();
  await page.getByLabel("手機號碼").fill(phone);
  await page.getByRole("button", { name: "發送驗證碼" }).click();
  await expect(page.getByText(`驗證碼已傳送至 +852 ${phone}。`)).toBeVisible();
  await expect(page.getByRole("button", { name: /秒後可重新發送/ })).toBeDisabled();
  await page.getByLabel(/^驗證碼/).fill(await textedCode(page, phone));
  await page.getByRole("button", { name: "登入" }).click();
}

test("a guardian applies: signs in by phone, types, leaves and resumes, uploads, submits once, pays, books an interview", async ({
  page,
}) => {
  await signInByPhone(page, 1);
  // A first sign-in has no applications: straight to a new form.
  await expect(page).toHaveURL(/\/registration\/form\?xschoolCode=DEMO$/);
  await expect(page.getByRole("heading", { name: "入學申請表" })).toBeVisible();
  await expectAccessible(page);

  // Each class says the children it takes by birth date (the demo's P1 for 2027/28: born in 2021).
  await page
    .getByRole("radio", { name: "小一（學額 120 個，2021年1月1日至2021年12月31日出生）" })
    .check();
  await page.getByLabel(/^中文姓名/).fill("陳小文");
  await page.getByLabel(/^英文姓名/).fill("CHAN Siu Man");
  await expect(page.getByText(/^已自動儲存/)).toBeVisible();
  await expect(page.getByText(/^申請編號：A2027-\d{5}$/)).toBeVisible();

  // Reload at once after typing: the tab's copy has what the server may not yet.
  await page.getByLabel(/^住址/).fill("香港九龍彌敦道 1 號 10 樓 A 室");
  await page.reload();
  await expect(page.getByLabel(/^住址/)).toHaveValue("香港九龍彌敦道 1 號 10 樓 A 室");
  await expect(page.getByLabel(/^中文姓名/)).toHaveValue("陳小文");

  // Submitting too early lists what is missing, beside each field and in the checklist — and a
  // birth date the class does not take.
  await page.getByLabel(/^出生日期/).fill("2019-03-14");
  await page.getByRole("button", { name: "提交申請" }).click();
  await expect(page.getByText("請完成表格")).toBeVisible();
  const checklist = page.getByRole("region", { name: "提交前檢查" });
  await expect(checklist.getByRole("button", { name: "性別：請填寫此項" })).toBeVisible();
  await expect(checklist.getByRole("button", { name: "兒童近照：請上載檔案" })).toBeVisible();
  await expect(
    checklist.getByRole("button", { name: "出生日期：出生日期不在所選班級的收生範圍內" }),
  ).toBeVisible();

  await page.getByRole("radio", { name: "男", exact: true }).check();
  await page.getByLabel(/^出生日期/).fill("2021-03-14");
  await page.getByRole("radio", { name: "香港身份證" }).check();
  // Typed as families do: lower case, brackets and spaces, or full width from a Chinese input
  // method (spec §5 cleans it); shown as the card prints it. One child per project: the same
  // child twice for the intake is refused (the server's duplicate check).
  const [typed, kept] =
    test.info().project.name === "phone"
      ? ["b 123456 (6)", "B123456(6)"]
      : ["Ａ１２３４５６（３）", "A123456(3)"];
  await page.getByLabel(/^證明文件號碼/).fill(typed);
  await page.getByLabel(/^與學童關係/).selectOption("mother");
  await page.getByLabel(/^姓名/).first().fill("李美玲");
  await page.getByLabel(/^手機號碼/).fill("9123 456");
  await page.getByLabel(/^手機號碼/).blur();
  const guardian = page.getByRole("group", { name: "第 1 位家長／監護人" });
  await expect(guardian.getByText("電話號碼格式不正確", { exact: true })).toBeVisible();
  await page.getByLabel(/^手機號碼/).fill("9123 4567");

  for (const [section, name, buffer, type] of [
    ["兒童近照", "photo.png", PNG, "image/png"],
    ["出生證明書", "birth.pdf", PDF, "application/pdf"],
    ["針卡（疫苗接種紀錄）", "vaccination.pdf", PDF, "application/pdf"],
  ] as const) {
    const part = page.getByRole("region", { name: new RegExp(`^${section}`) });
    await part.locator("input[type=file]").setInputFiles({ name, mimeType: type, buffer });
    await expect(part.getByText(`已上載：${name}`)).toBeVisible();
  }
  await expect(checklist.getByText("所有必須資料及文件已齊備，可以提交。")).toBeVisible();

  await page.getByRole("button", { name: "提交申請" }).click();
  const dialog = page.getByRole("alertdialog", { name: "提交申請？" });
  await dialog.getByRole("button", { name: "提交申請" }).click();
  await expect(page).toHaveURL(/\/registration\/history\/\d+\?xschoolCode=DEMO$/);
  await expect(page.getByRole("heading", { name: /陳小文/ })).toContainText("已提交");
  // Cleaned as the server keeps it, written as the card prints it.
  await expect(page.getByText(kept, { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: "兒童近照 的預覽" })).toBeVisible();
  await expectAccessible(page);

  // The printable form: the school on top, the page's own way around left off the paper.
  await page.getByRole("link", { name: "列印申請表" }).click();
  await expect(page).toHaveURL(/\/registration\/print\?id=\d+&xschoolCode=DEMO$/);
  await expect(page.getByText("校園示範學校")).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "列印" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "新生報名" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  await page.goBack();

  // The fee through the demo's sandbox WeChat Pay. A cancelled payment leaves it due and the
  // application as it was; a paid one is learnt by asking (the sandbox never notifies here).
  const fee = page.getByRole("region", { name: /^申請費/ });
  await expect(fee).toContainText("HK$50.00");
  // The user manual's picture of a fee with its ways to pay, in each language.
  const feeIn = { "zh-TW": /^申請費/, "zh-CN": /^申请费/, "en-US": /^Application fee/ };
  const feeCard = (locale: keyof typeof feeIn) => page.getByRole("region", { name: feeIn[locale] });
  await shootForManual(page, "registration-fee", feeCard, feeCard);
  await fee.getByRole("button", { name: "以微信支付付款" }).click();
  await expect(page).toHaveURL(/\/registration\/sandbox\?trade_no=P\d+-[0-9A-F]+$/);
  await expectAccessible(page);
  await page.getByRole("button", { name: "取消付款" }).click();
  await expect(page).toHaveURL(/\/registration\/wechat\/\d+$/);
  await expect(page.getByText("付款未完成")).toBeVisible();
  await page.getByRole("link", { name: "返回申請重新付款" }).click();
  await expect(fee.getByText("上次付款已取消，申請費仍未繳付。")).toBeVisible();
  await expect(page.getByRole("heading", { name: /陳小文/ })).toContainText("已提交");
  await fee.getByRole("button", { name: "以微信支付付款" }).click();
  await page.getByRole("radio", { name: "不通知（由學校查詢）" }).check();
  await page.getByRole("button", { name: "確認付款" }).click();
  await expect(page.getByText("付款成功")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "返回申請" }).click();
  await expect(fee.getByText(/以微信支付繳付 HK\$50\.00。$/)).toBeVisible();

  // The interview: a session chosen and booked after a confirmation; its check-in QR code.
  const interview = page.getByRole("region", { name: /^入學面試/ });
  await interview
    .getByRole("radio", { name: /尚餘 \d+ 個名額/ })
    .first()
    .check();
  await interview.getByRole("button", { name: "預約此時段" }).click();
  await page
    .getByRole("alertdialog", { name: "預約面試？" })
    .getByRole("button", { name: "預約此時段" })
    .click();
  await expect(interview.getByRole("img", { name: "面試報到二維碼" })).toBeVisible();
  await expect(interview.getByRole("heading", { level: 2 })).toContainText("待面試");
  await expectAccessible(page);

  // The history lists it; the form no longer opens it for editing.
  await page.getByRole("link", { name: "申請紀錄", exact: true }).click();
  const card = history(page).filter({ hasText: "陳小文" });
  await expect(card).toContainText("已提交");
  await expect(card.getByRole("button", { name: "刪除草稿" })).toHaveCount(0);
});

test("a guardian keeps drafts: copies one for a sibling and deletes a draft after confirming", async ({
  page,
}) => {
  await signInByPhone(page, 2);
  await page.getByLabel(/^中文姓名/).fill("黃一心");
  await page.getByLabel(/^姓名/).first().fill("黃大明");
  await page.getByLabel(/^住址/).fill("澳門新馬路 8 號");
  await expect(page.getByText(/^已自動儲存/)).toBeVisible();

  await page.getByRole("link", { name: "申請紀錄", exact: true }).click();
  const first = history(page).filter({ hasText: "黃一心" });
  await expect(first).toContainText("未完成（繼續填寫）");
  await first.getByRole("button", { name: "為兄弟姊妹申請" }).click();
  const copy = page.getByRole("alertdialog", { name: "為兄弟姊妹開始新申請？" });
  await copy.getByRole("button", { name: "為兄弟姊妹申請" }).click();
  // The copy: the family's part, not the child's.
  await expect(page).toHaveURL(/\/registration\/form\/\d+\?xschoolCode=DEMO$/);
  await expect(page.getByLabel(/^住址/)).toHaveValue("澳門新馬路 8 號");
  await expect(page.getByLabel(/^中文姓名/)).toHaveValue("");

  await page.getByRole("link", { name: "申請紀錄", exact: true }).click();
  await expect(history(page)).toHaveCount(2);
  const unnamed = history(page).filter({ hasText: "（未填寫學童姓名）" });
  await unnamed.getByRole("button", { name: "刪除草稿" }).click();
  const confirm = page.getByRole("alertdialog", { name: "刪除這份草稿？" });
  await confirm.getByRole("button", { name: "刪除草稿" }).click();
  await expect(page.getByText("已刪除草稿")).toBeVisible();
  await expect(history(page)).toHaveCount(1);

  // A guardian has no school pages: the portal's home is their applications.
  await page.goto("/parent_student/");
  await expect(page).toHaveURL(/\/registration\/history\?xschoolCode=DEMO$/);
});

test("registration is open signed out, and its pages ask for registration's own login", async ({
  page,
}) => {
  await page.goto("/parent_student/registration/history?xschoolCode=DEMO");
  await expect(page).toHaveURL(/\/registration\/login\?xschoolCode=DEMO&redirect=/);
  await expect(page.getByRole("heading", { name: "新生報名登入" })).toBeVisible();
  // Without a code in the address, after the school's link: the login, not a blank page.
  await page.goto("/parent_student/registration/DEMO");
  await expect(page.getByRole("heading", { name: "校園示範學校" })).toBeVisible();
  for (const path of ["form", "history"]) {
    await page.goto(`/parent_student/registration/${path}`);
    await expect(page).toHaveURL(/\/registration\/login\?xschoolCode=DEMO/);
    await expect(page.getByLabel("手機號碼")).toBeVisible();
  }
  // A mistyped school code is said, and another can be typed.
  await page.goto("/parent_student/registration/login?xschoolCode=NOPE");
  await expect(page.getByText(/找不到此學校代碼/)).toBeVisible();
  await page.getByLabel("學校代碼").fill("demo");
  await page.getByRole("button", { name: "繼續" }).click();
  await expect(page).toHaveURL(/\/registration\/login\?xschoolCode=DEMO$/);
  await expect(page.getByRole("heading", { name: "校園示範學校" })).toBeVisible();
  await expectAccessible(page);
});

test("a guardian who opens another school's code loses this tab's draft, as the spec says", async ({
  page,
}) => {
  await signInByPhone(page, 4);
  await expect(page).toHaveURL(/\/registration\/form\?xschoolCode=DEMO$/);
  await page.getByLabel(/^中文姓名/).fill("何天恩");
  await expect(page.getByText(/^已自動儲存/)).toBeVisible();

  // Another school's entry link: its login, and this tab forgets DEMO's draft (spec §2, §4).
  await page.goto("/parent_student/registration/OTHER");
  await expect(page).toHaveURL(/\/registration\/login\?xschoolCode=OTHER$/);
  await expect(page.getByText(/找不到此學校代碼/)).toBeVisible();

  // Back to DEMO's entry link: another code again; still signed in, so not asked again: what
  // was saved waits in the history, and the form is a new, empty one.
  await page.goto("/parent_student/registration/DEMO");
  await expect(page).toHaveURL(/\/registration\/history\?xschoolCode=DEMO$/);
  await expect(history(page).filter({ hasText: "何天恩" })).toContainText("未完成（繼續填寫）");
  await page.getByRole("link", { name: "申請表格", exact: true }).click();
  await expect(page.getByLabel(/^中文姓名/)).toHaveValue("");
});

test("a guardian who comes back by a link is not asked to sign in again; signed out, the link waits for the sign-in", async ({
  page,
  context,
}) => {
  await signInByPhone(page, 5);
  await page.getByLabel(/^中文姓名/).fill("林樂兒");
  await expect(page.getByText(/^已自動儲存/)).toBeVisible();
  await page.getByRole("link", { name: "申請紀錄", exact: true }).click();
  const view = history(page).filter({ hasText: "林樂兒" }).getByRole("link", { name: "查看" });
  const link = (await view.getAttribute("href"))!;
  const id = /\/history\/(\d+)\?xschoolCode=DEMO$/.exec(link)?.[1];
  expect(id, "the application's page in the link").toBeTruthy();

  // A new tab (nothing kept in it yet), as a link in a message opens: the application itself.
  const tab = await context.newPage();
  await tab.goto(link);
  await expect(tab).toHaveURL(
    new RegExp(`/parent_student/registration/history/${id}\\?xschoolCode=DEMO$`),
  );
  await expect(tab.getByText("林樂兒").first()).toBeVisible();
  // The school's own link in another new tab: the applications, not the sign-in.
  const third = await context.newPage();
  await third.goto("/parent_student/registration/DEMO");
  await expect(third).toHaveURL(/\/registration\/history\?xschoolCode=DEMO$/);
  await expect(history(third).filter({ hasText: "林樂兒" })).toBeVisible();
  await third.close();
  await tab.close();

  // Signed out, a link: the sign-in, and after it where the link pointed. (Another guardian,
  // with no applications: without the link her sign-in would open a new form.)
  await page.evaluate(() => localStorage.clear());
  await page.goto("/parent_student/registration/history?xschoolCode=DEMO");
  await expect(page).toHaveURL(/\/registration\/login\?xschoolCode=DEMO&redirect=/);
  const phone = `6${test.info().project.name === "phone" ? 2 : 1}230006`;
  await page.getByLabel("手機號碼").fill(phone);
  await page.getByRole("button", { name: "發送驗證碼" }).click();
  await page.getByLabel(/^驗證碼/).fill(await textedCode(page, phone));
  await page.getByRole("button", { name: "登入" }).click();
  await expect(page).toHaveURL(/\/registration\/history\?xschoolCode=DEMO$/);
  await expect(page.getByText("你尚未向這間學校提交任何申請。")).toBeVisible();
});

test("a parent signed in with the school account opens 報名紀錄 from the portal's menu: the school's login, told, and a way home", async ({
  page,
}) => {
  await signIn(page, "parent");
  await page.goto("/parent_student/calendar/PersonalOverview");
  await expect(page.getByRole("heading", { level: 1, name: "行事曆總覽" })).toBeVisible();
  // The menu: in a drawer on a phone.
  const menuButton = page.getByRole("button", { name: /打開選單/ });
  if (await menuButton.isVisible()) await menuButton.click();
  const nav = page.getByRole("navigation", { name: "主選單" });
  await nav.getByRole("button", { name: "新生報名" }).click();
  await nav.getByRole("link", { name: "報名紀錄" }).click();
  // The parent's own school, no code to type; the phone sign-in is said to replace the account.
  await expect(page).toHaveURL(/\/registration\/login\?xschoolCode=DEMO&redirect=/);
  await expect(page.getByRole("heading", { name: "校園示範學校" })).toBeVisible();
  await expect(
    page.getByText("你正以陳大文的學校帳戶登入。以手機號碼登入報名後，此裝置上的學校帳戶會登出。"),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "返回首頁" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "行事曆總覽" })).toBeVisible();
});
