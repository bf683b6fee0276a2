import { expect, test, type Page } from "./fixtures";
import { asChild, expectAccessible, openBook, openUserMenu, recordOf, signIn } from "./support";

/*
 * The school library as readers and the librarian use it (issue 4), on the demo school's
 * seeded catalogue. The journeys of one worker share its server, in turn, so each journey
 * leaves the records as it found them, or works on books of its own project.
 */

const CHILDREN = ["陳小明", "陳小欣"] as const;

async function myRecords(page: Page, tab: string) {
  await page.goto("/parent_student/library/myrecord");
  await expect(page).toHaveURL(/\/library\/myrecord\/borrow\/now\?xschoolCode=DEMO$/);
  if (tab !== "目前借閱")
    await page
      .getByRole("navigation", { name: "我的紀錄" })
      .getByRole("link", { name: tab })
      .click();
  await expect(
    page.getByRole("navigation", { name: "我的紀錄" }).getByRole("link", { name: tab }),
  ).toHaveAttribute("aria-current", "page");
}

/** The assistant's latest answer in the AI finder's conversation. */
function lastAnswer(page: Page, log: string) {
  return page
    .getByRole("list", { name: log })
    .locator(":scope > li")
    .filter({ has: page.getByRole("link") })
    .last();
}

test("a parent, as each child, reserves a book, sees the place in line and cancels it", async ({
  page,
}) => {
  await signIn(page, "parent");
  const books = { 陳小明: "恐龍王國大冒險", 陳小欣: "恐龍來了！" };
  for (const child of CHILDREN) {
    await asChild(page, child);
    await openBook(page, books[child]);
    await expectAccessible(page);
    await page.getByRole("button", { name: "預約", exact: true }).click();
    await page
      .getByRole("alertdialog", { name: "確定預約？" })
      .getByRole("button", { name: "預約" })
      .click();
    const toast = page.getByText(/操作成功，你是第 \d+ 位輪候|預約成功。前面沒有人輪候/);
    await expect(toast).toBeVisible();
    // On a phone the message rises from the bottom, clear of the header (item 10).
    const [box, header] = [await toast.boundingBox(), await page.getByRole("banner").boundingBox()];
    expect(box!.y).toBeGreaterThan(header!.y + header!.height);
    expect(box!.y + box!.height).toBeGreaterThan(page.viewportSize()!.height * 0.75);
    await expect(page.getByText(/已預約：(你是第 \d+ 位輪候|前面沒有人輪候)/)).toBeVisible();

    await page.getByRole("link", { name: "查看預約" }).click();
    const row = recordOf(page, books[child]);
    await expect(row.getByText("預約中")).toBeVisible();
    await expect(row.getByText(/第 \d+ 位輪候/)).toBeVisible();
    await row.getByRole("button", { name: "取消預約" }).click();
    await page
      .getByRole("alertdialog", { name: "取消預約？" })
      .getByRole("button", { name: "取消預約" })
      .click();
    await expect(row.getByText("已取消")).toBeVisible();
  }
  // A reservation another reader made first: 2nd in line (seeded).
  await asChild(page, "陳小明");
  await myRecords(page, "我的預約");
  await expect(recordOf(page, "恐龍小偵探").getByText("第 2 位輪候")).toBeVisible();
  await expectAccessible(page);
});

test("a parent renews a loan for each child and is refused a renewal with the reason", async ({
  page,
}, testInfo) => {
  // Both projects may run on one worker's server: each renews its own child's loan (a renewed loan is out of
  // the renewal window until 7 days before its new due date, issue 17).
  const [child, title] =
    testInfo.project.name === "phone"
      ? (["陳小欣", "小河馬去上學"] as const)
      : (["陳小明", "海邊小屋的秘密"] as const);
  await signIn(page, "parent");
  await asChild(page, child);
  await myRecords(page, "目前借閱");
  const renew = async (bookTitle: string) => {
    await recordOf(page, bookTitle).getByRole("button", { name: "續借" }).click();
    await page
      .getByRole("alertdialog", { name: "申請續借？" })
      .getByRole("button", { name: "續借" })
      .click();
  };
  await renew(title);
  await expect(page.getByText(/續借申請已成功提交/)).toBeVisible();
  // A second renewal straight after is not offered: the row says when the window opens (the
  // server refuses one anyway, server tests).
  const renewed = recordOf(page, title);
  await expect(renewed.getByText(/\d{4}年\d{1,2}月\d{1,2}日 起可續借/)).toBeVisible();
  await expect(renewed.getByRole("button", { name: "續借" })).toHaveCount(0);
  await myRecords(page, "續借紀錄");
  await expect(recordOf(page, title)).toBeVisible();

  await asChild(page, "陳小明");
  await myRecords(page, "目前借閱");
  await renew("暴龍大百科");
  const refusal = page.getByRole("alertdialog", { name: "未能續借" });
  await expect(refusal).toContainText("已有其他讀者預約此書，不可續借");
  await refusal.getByRole("button").first().click();
  await expectAccessible(page);
});

test("a parent reports a loss with a reason", async ({ page }, testInfo) => {
  await signIn(page, "parent");
  await asChild(page, "陳小明");
  const title = testInfo.project.name === "phone" ? "Scratch 編程入門" : "鐘樓之謎";
  await myRecords(page, "目前借閱");
  await recordOf(page, title).getByRole("button", { name: "報失" }).click();
  const dialog = page.getByRole("dialog", { name: `報失《${title}》` });
  await dialog.getByRole("button", { name: "提交報失" }).click();
  await expect(dialog.getByText("請輸入原因")).toBeVisible();
  await dialog
    .getByRole("textbox", { name: /^報失原因/ })
    .fill("放學時遺留在巴士上，已向巴士公司查詢");
  await dialog.getByRole("button", { name: "提交報失" }).click();
  await expect(page.getByText("操作成功")).toBeVisible();
  await expect(recordOf(page, title).getByText("報失審批中")).toBeVisible();
  await myRecords(page, "報失紀錄");
  await expect(recordOf(page, title)).toContainText("放學時遺留在巴士上");
});

test("a reader writes, likes and deletes a review, and favourites a book", async ({
  page,
}, testInfo) => {
  await signIn(page, "parent");
  await asChild(page, testInfo.project.name === "phone" ? "陳小欣" : "陳小明");
  await openBook(page, "恐龍小偵探");
  const words = `（${testInfo.project.name}）偵探故事和恐龍知識都很豐富`;
  await page.getByRole("button", { name: "發表" }).click();
  await expect(page.getByText("請輸入書評")).toBeVisible();
  await page.getByRole("textbox", { name: /^寫書評/ }).fill(words);
  // A reload mid-review loses nothing (the tab keeps what was typed until it is posted).
  await page.reload();
  await expect(page.getByRole("textbox", { name: /^寫書評/ })).toHaveValue(words);
  await page.getByRole("button", { name: "發表" }).click();
  await expect(page.getByRole("textbox", { name: /^寫書評/ })).toHaveValue("");
  const reviews = page.getByRole("list", { name: "書評" });
  const mine = reviews.getByRole("listitem").filter({ hasText: words });
  await expect(mine).toBeVisible();

  const theirs = reviews.getByRole("listitem").filter({ hasText: "推薦給喜歡恐龍的同學" });
  const like = theirs.getByRole("button", { name: /讚好/ });
  const before = await like.getAttribute("aria-pressed");
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", before === "true" ? "false" : "true");
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", before ?? "false");

  await mine.getByRole("button", { name: "刪除" }).click();
  await page
    .getByRole("alertdialog", { name: "刪除書評？" })
    .getByRole("button", { name: "刪除" })
    .click();
  await expect(mine).toHaveCount(0);

  const star = page.getByRole("button", { name: /收藏/ });
  const saved = (await star.getAttribute("aria-pressed")) === "true";
  await star.click();
  await expect(page.getByText(saved ? "已取消收藏" : "已加入收藏")).toBeVisible();
  await myRecords(page, "我的收藏");
  await expect(
    page.getByRole("link", { name: "恐龍小偵探", exact: true }).filter({ visible: true }),
  ).toHaveCount(saved ? 0 : 1);
  if (!saved) {
    await recordOf(page, "恐龍小偵探").getByRole("button", { name: "取消收藏" }).click();
    await expect(page.getByText("已取消收藏")).toBeVisible();
  }
});

test("the librarian readies a reservation and checks it out; the parent sees it under current loans", async ({
  page,
  browser,
}, testInfo) => {
  const title = testInfo.project.name === "phone" ? "神奇的鯊魚" : "太陽系大探索";
  await signIn(page, "parent");
  await asChild(page, "陳小欣");
  await openBook(page, title);
  await page.getByRole("button", { name: "預約", exact: true }).click();
  await page
    .getByRole("alertdialog", { name: "確定預約？" })
    .getByRole("button", { name: "預約" })
    .click();
  await expect(page.getByText(/已預約：(你是第 \d+ 位輪候|前面沒有人輪候)/)).toBeVisible();

  const staffContext = await browser.newContext();
  const desk = await staffContext.newPage();
  await signIn(desk, "staff", "/parent_student/library/desk");
  await expect(desk).toHaveURL(/\/library\/desk\?xschoolCode=DEMO/);
  const row = () => recordOf(desk, title);
  await row().getByRole("button", { name: "開始備書" }).click();
  await expect(row().getByText("備書中")).toBeVisible();
  await row().getByRole("button", { name: "通知取書" }).click();
  await expect(row().getByText("可取書")).toBeVisible();
  await expectAccessible(desk);
  await row().getByRole("button", { name: "借出" }).click();
  await desk
    .getByRole("alertdialog", { name: "借出書本" })
    .getByRole("button", { name: "借出" })
    .click();
  await expect(desk.getByText(/已借出，.+到期/)).toBeVisible();
  await staffContext.close();

  await myRecords(page, "目前借閱");
  await expect(recordOf(page, title).getByText("借閱中")).toBeVisible();
  await myRecords(page, "我的預約");
  await expect(recordOf(page, title).getByText("已借出")).toBeVisible();
});

test("the AI book finder answers a zh-TW and an en-US question with books from the catalogue", async ({
  page,
}) => {
  await signIn(page, "parent");
  await page.goto("/parent_student/library/home");
  await page.getByRole("button", { name: "AI 找書助手" }).click();
  const chat = page.getByRole("dialog", { name: "AI 找書助手" });
  await expect(chat.getByRole("note")).toContainText("僅供參考");
  await chat.getByRole("textbox", { name: "你的問題" }).fill("適合七歲小朋友的恐龍書");
  await chat.getByRole("button", { name: "發送" }).click();
  const answer = lastAnswer(page, "對話");
  await expect(answer.getByRole("link").first()).toBeVisible();
  await expect(answer.locator("p").first()).toContainText("恐龍");
  await expect(answer.getByText("7 歲", { exact: true })).toBeVisible();
  await expectAccessible(page);
  // The books are the catalogue's own: each opens its detail page.
  const first = (await answer.getByRole("link").first().textContent()) ?? "";
  await answer.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 2, name: first.slice(0, 4) })).toBeVisible();

  await openUserMenu(page);
  await page.getByRole("radio", { name: "English" }).click();
  await page.goto("/parent_student/library/home");
  await page.getByRole("button", { name: "Ask the AI book finder" }).click();
  const english = page.getByRole("dialog", { name: "AI book finder" });
  await expect(english.getByRole("note")).toContainText("for reference only");
  await english
    .getByRole("textbox", { name: "Your question" })
    .fill("dinosaur books for a 7-year-old in English");
  await english.getByRole("button", { name: "Send" }).click();
  const reply = lastAnswer(page, "Conversation");
  await expect(reply.getByRole("link").first()).toBeVisible();
  await expect(reply.locator("p").first()).toContainText(/dinosaur/i);
  await expect(reply.getByText("English", { exact: true })).toBeVisible();
  await expect(reply.getByText("Age 7", { exact: true })).toBeVisible();
  // The phone's Back closes the helper; the page stays.
  await page.goBack();
  await expect(english).toBeHidden();
  await expect(page).toHaveURL(/\/library\/home/);
  await expect(page.getByRole("button", { name: "Ask the AI book finder" })).toBeVisible();
  await openUserMenu(page);
  await page.getByRole("radio", { name: "繁體中文" }).click();
});

test("a signed-out reader on the school's own page browses, is asked to log in to reserve, then reserves", async ({
  page,
}) => {
  await page.goto("/embed/");
  const library = page.locator("campus-library");
  await expect(library.getByRole("heading", { name: "新書上架" })).toBeVisible();
  // The page's CSS (30 px serif, hidden buttons) does not reach inside.
  const search = library.getByRole("button", { name: "搜尋" });
  await expect(search).toBeVisible();
  expect(await search.evaluate((el) => getComputedStyle(el).fontSize)).toBe("14px");

  await library.getByRole("searchbox", { name: "搜尋館藏" }).fill("柳林風聲");
  await search.click();
  await library.getByRole("link", { name: "柳林風聲（圖文版）" }).first().click();
  await library.getByRole("button", { name: "預約", exact: true }).click();
  const signInDialog = library.getByRole("dialog", { name: "登入" });
  await expect(signInDialog).toBeVisible();
  await signInDialog.getByRole("textbox", { name: /^電話號碼/ }).fill("91234567");
  await signInDialog.getByLabel(/^密碼/).fill("campus2026");
  await signInDialog.getByRole("button", { name: "登入" }).click();
  // Signed in, the reservation goes on where it stopped.
  await library
    .getByRole("alertdialog", { name: "確定預約？" })
    .getByRole("button", { name: "預約" })
    .click();
  await expect(library.getByText(/已預約：(你是第 \d+ 位輪候|前面沒有人輪候)/)).toBeVisible();
  await expectAccessible(page);

  // The account element on the same page is signed in too; the reservation is cancelled again.
  await expect(
    page.locator("campus-account").getByRole("button", { name: /帳戶選單：陳大文/ }),
  ).toBeVisible();
  await library.getByRole("link", { name: "查看預約" }).click();
  const row = library
    .locator("tr, li")
    .filter({ has: page.getByRole("link", { name: "柳林風聲（圖文版）", exact: true }) })
    .filter({ visible: true })
    .first();
  await row.getByRole("button", { name: "取消預約" }).click();
  await library
    .getByRole("alertdialog", { name: "取消預約？" })
    .getByRole("button", { name: "取消預約" })
    .click();
  await expect(row.getByText("已取消")).toBeVisible();
});

test("a signed-out visitor browses the portal's library by school code, and signs in to favourite a book", async ({
  page,
}) => {
  await page.goto("/parent_student/library/home?xschoolCode=DEMO");
  await expect(page.getByRole("heading", { name: "新書上架" })).toBeVisible();
  // The signed-out frame: a sign-in button where the menu would be.
  await expect(page.getByRole("navigation", { name: "主選單" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "登入" })).toHaveAttribute(
    "href",
    "/parent_student/login?redirect=%2Flibrary%2Fhome%3FxschoolCode%3DDEMO",
  );
  await expectAccessible(page);
  // The library's own way around, each link naming the school.
  const libraryNav = page.getByRole("navigation", { name: "圖書館" });
  await libraryNav.getByRole("link", { name: "排行榜" }).click();
  await expect(page).toHaveURL(/\/library\/rank\?xschoolCode=DEMO$/);
  await expect(page.getByRole("heading", { name: "排行榜", level: 1 })).toBeVisible();
  await libraryNav.getByRole("link", { name: "圖書館首頁" }).click();

  await page.getByRole("searchbox", { name: "搜尋館藏" }).fill("柳林風聲");
  await page.getByRole("button", { name: "搜尋" }).click();
  await page.getByRole("link", { name: "柳林風聲（圖文版）" }).first().click();
  await page.getByRole("button", { name: /收藏/ }).click();
  const signInDialog = page.getByRole("dialog", { name: "登入" });
  await signInDialog.getByRole("textbox", { name: /^電話號碼/ }).fill("91234567");
  await signInDialog.getByLabel(/^密碼/).fill("campus2026");
  await signInDialog.getByRole("button", { name: "登入" }).click();
  // Signed in, the action goes on, and the page is now the portal's, menu and all.
  const done = page.getByText(/^(已加入收藏|已取消收藏)$/);
  await expect(done).toBeVisible();
  const added = (await done.textContent()) === "已加入收藏";
  await expect(page.getByRole("button", { name: /^帳戶選單：/ })).toBeVisible();
  await expect(page).toHaveURL(/\/library\/bookdetail/);
  // Back as it was, for the other journeys: once the portal's page shows the new state (the
  // signed-in frame replaces the signed-out one; a click on the old button would be lost).
  const favourite = page.getByRole("button", { name: /收藏/ });
  await expect(favourite).toHaveAttribute("aria-pressed", added ? "true" : "false");
  await favourite.click();
  await expect(page.getByText(added ? "已取消收藏" : "已加入收藏")).toBeVisible();
  await expect(favourite).toHaveAttribute("aria-pressed", added ? "false" : "true");
});
