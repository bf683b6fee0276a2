import { expect, type Page } from "../fixtures";
import { openBook, recordOf } from "../support";
import type { Screen, Write } from "./kit";

/* The library in the fault journeys: its pages, and every write of the reader's and the desk's. */

export const screens: Screen[] = [
  ...[
    { path: "home", title: "圖書館首頁", chunk: "home-page" },
    { path: "rank", title: "排行榜", chunk: "rank-page" },
    { path: "category", title: "分類瀏覽", chunk: "category-page" },
    { path: "bookdetail?id=1", title: "書籍詳情", chunk: "book-detail-page" },
    { path: "searchresult?keyword=恐龍", title: "搜尋結果", chunk: "search-result-page" },
    { path: "myrecord/borrow/now", title: "目前借閱", chunk: "current-loans-page" },
    { path: "myrecord/borrow/subscribe", title: "我的預約", chunk: "reservations-page" },
    { path: "myrecord/borrow/borrow", title: "借閱紀錄", chunk: "loan-history-page" },
    { path: "myrecord/borrow/renew", title: "續借紀錄", chunk: "renewals-page" },
    { path: "myrecord/borrow/reportloss", title: "報失紀錄", chunk: "loss-reports-page" },
    { path: "myrecord/collect", title: "我的收藏", chunk: "favorites-page" },
    { path: "myrecord/review", title: "我的書評", chunk: "my-reviews-page" },
  ].map((screen) => ({ ...screen, path: `library/${screen.path}` })),
  { path: "library/desk", title: "圖書館櫃枱", chunk: "desk-page", account: "staff" },
];

/** One of 陳小明's records pages, open once the record the write acts on is listed. */
async function myRecords(page: Page, tab: string, path: string, title: string) {
  await page.goto(`/parent_student/library/myrecord/${path}?xschoolCode=DEMO`);
  await expect(
    page.getByRole("navigation", { name: "我的紀錄" }).getByRole("link", { name: tab }),
  ).toHaveAttribute("aria-current", "page");
  // A fault that takes the whole connection (offline) must meet the write, not the list.
  await expect(recordOf(page, title)).toBeVisible();
}

const REVIEW = "（故障測試）鐘樓的謎題一步一步解開，很有追看性";
const LOSS = "（故障測試）放學時遺留在巴士上";

const BOOK_NO = "FAULT-0001";
const returnForm = (page: Page) => page.getByRole("form", { name: "歸還書本" });

/*
 * The desk's other writes and deleting a review (the portal's account writes are portal.ts'). Each
 * row's record is one no other journey changes, and its faults never let the request reach the server (the
 * suite shares one server with the other journeys, desktop and phone alike): the 暴龍大百科
 * reservation of another reader (it keeps 陳小明's renewal refused), 陳小欣's pending loss report
 * on 小熊的紅氣球, 陳小明's review of 太陽系大探索, a book number the catalogue does not have.
 */
const LEND_NO = "FAULT-0002";
const lendForm = (page: Page) => page.getByRole("form", { name: "借出書本" });
const OWN_REVIEW = "看完之後很想去太空館參觀。";
const ownReview = (page: Page) =>
  page.getByRole("list", { name: "書評" }).getByRole("listitem").filter({ hasText: OWN_REVIEW });

async function openDesk(page: Page, tab: string) {
  await page.goto("/parent_student/library/desk?xschoolCode=DEMO");
  await page.getByRole("tab", { name: tab }).click();
  await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
}

export const writes: Write[] = [
  {
    name: "renew a loan",
    url: /\/api\/library\/user\/apply_renew$/,
    open: (page) => myRecords(page, "目前借閱", "borrow/now", "暴龍大百科"),
    act: async (page) => {
      // A loan no journey renews (another reader waits for it: the server would refuse, but
      // every fault here is answered before the server sees the call).
      await recordOf(page, "暴龍大百科").getByRole("button", { name: "續借" }).click();
      await page
        .getByRole("alertdialog", { name: "申請續借？" })
        .getByRole("button", { name: "續借" })
        .click();
    },
    recover: async (page) => {
      await expect(
        recordOf(page, "暴龍大百科").getByRole("button", { name: "續借" }),
      ).toBeEnabled();
    },
    faults: [
      "abort",
      "hang",
      "http500",
      "http502",
      "nonJson",
      "maintenance",
      "busy",
      "keyReused",
      "goHome",
      "offline",
    ],
  },
  {
    name: "report a loss",
    url: /\/api\/library\/user\/apply_lost$/,
    open: (page) => myRecords(page, "目前借閱", "borrow/now", "暴龍大百科"),
    act: async (page) => {
      const dialog = page.getByRole("dialog", { name: "報失《暴龍大百科》" });
      if (!(await dialog.isVisible()))
        await recordOf(page, "暴龍大百科").getByRole("button", { name: "報失" }).click();
      const box = dialog.getByRole("textbox", { name: /^報失原因/ });
      if ((await box.inputValue()) === "") await box.fill(LOSS);
      await dialog.getByRole("button", { name: "提交報失" }).click();
    },
    typed: {
      box: (page) =>
        page
          .getByRole("dialog", { name: "報失《暴龍大百科》" })
          .getByRole("textbox", { name: /^報失原因/ }),
      text: LOSS,
    },
    recover: async (page) => {
      await expect(
        page.getByRole("dialog", { name: "報失《暴龍大百科》" }).getByRole("button", {
          name: "提交報失",
        }),
      ).toBeEnabled();
    },
    faults: ["abort", "hang", "http502", "maintenance", "offline"],
  },
  {
    name: "write a review",
    url: /\/api\/library\/user\/add_book_comment$/,
    open: (page) => openBook(page, "鐘樓之謎"),
    act: async (page) => {
      const box = page.getByRole("textbox", { name: /^寫書評/ });
      if ((await box.inputValue()) === "") await box.fill(REVIEW);
      await page.getByRole("button", { name: "發表" }).click();
    },
    typed: { box: (page) => page.getByRole("textbox", { name: /^寫書評/ }), text: REVIEW },
    acted: async (page) => {
      // The reviews were fetched again: the review the server stored shows, once.
      await expect(
        page.getByRole("list", { name: "書評" }).getByRole("listitem").filter({ hasText: REVIEW }),
      ).toHaveCount(1);
    },
    recover: async (page) => {
      // "Try again" sends the same key: it confirms what was done, never a second review.
      if ((await page.getByRole("textbox", { name: /^寫書評/ }).inputValue()) !== "") {
        await page.getByRole("button", { name: "發表" }).click();
        await expect(page.getByText("操作成功")).toBeVisible();
      }
      const mine = page
        .getByRole("list", { name: "書評" })
        .getByRole("listitem")
        .filter({ hasText: REVIEW });
      await expect(mine).toHaveCount(1);
      await expect(page.getByRole("textbox", { name: /^寫書評/ })).toHaveValue("");
      await mine.getByRole("button", { name: "刪除" }).click();
      await page
        .getByRole("alertdialog", { name: "刪除書評？" })
        .getByRole("button", { name: "刪除" })
        .click();
      await expect(mine).toHaveCount(0);
    },
    faults: [
      "abort",
      "http500",
      "nonJson",
      "maintenance",
      "busy",
      "keyReused",
      "offline",
      "late",
      "lost",
      "revoked",
    ],
  },
  {
    name: "favourite a book",
    url: /\/api\/library\/user\/favorite$/,
    open: (page) => openBook(page, "鐘樓之謎"),
    act: (page) => page.getByRole("button", { name: /收藏/ }).click(),
    recover: async (page) => {
      await page.getByRole("button", { name: /收藏/ }).click();
      await expect(page.getByText(/^已(加入|取消)收藏$/)).toBeVisible();
    },
    faults: ["abort", "http502", "offline", "lost"],
  },
  {
    name: "reserve a book",
    url: /\/api\/library\/user\/reserve$/,
    open: (page) => openBook(page, "恐龍來了！"),
    act: async (page) => {
      await page.getByRole("button", { name: "預約", exact: true }).click();
      await page
        .getByRole("alertdialog", { name: "確定預約？" })
        .getByRole("button", { name: "預約" })
        .click();
    },
    recover: async (page) => {
      await expect(page.getByRole("button", { name: "預約", exact: true })).toBeEnabled();
    },
    faults: ["http500", "maintenance", "goHome", "offline"],
  },
  {
    name: "cancel a reservation",
    url: /\/api\/library\/user\/cancel_reserve$/,
    open: (page) => myRecords(page, "我的預約", "borrow/subscribe", "恐龍小偵探"),
    act: async (page) => {
      await recordOf(page, "恐龍小偵探").getByRole("button", { name: "取消預約" }).click();
      await page
        .getByRole("alertdialog", { name: "取消預約？" })
        .getByRole("button", { name: "取消預約" })
        .click();
    },
    recover: async (page) => {
      await expect(recordOf(page, "恐龍小偵探").getByText("預約中")).toBeVisible();
    },
    faults: ["abort", "maintenance"],
  },
  {
    name: "like a review",
    url: /\/api\/library\/user\/like_book_comment$/,
    open: (page) => openBook(page, "恐龍小偵探"),
    act: (page) =>
      page
        .getByRole("list", { name: "書評" })
        .getByRole("listitem")
        .filter({ hasText: "推薦給喜歡恐龍的同學" })
        .getByRole("button", { name: /讚好/ })
        .click(),
    recover: async (page) => {
      await expect(
        page
          .getByRole("list", { name: "書評" })
          .getByRole("listitem")
          .filter({ hasText: "推薦給喜歡恐龍的同學" })
          .getByRole("button", { name: /讚好/ }),
      ).toBeEnabled();
    },
    faults: ["abort", "maintenance", "offline"],
  },
  {
    name: "the desk takes a book back",
    account: "staff",
    url: /\/api\/library\/desk\/return$/,
    open: async (page) => {
      await page.goto("/parent_student/library/desk?xschoolCode=DEMO");
      await page.getByRole("tab", { name: "借書及還書" }).click();
      await expect(returnForm(page)).toBeVisible();
    },
    act: async (page) => {
      const box = returnForm(page).getByRole("textbox", { name: /^書號/ });
      if ((await box.inputValue()) === "") await box.fill(BOOK_NO);
      await returnForm(page).getByRole("button", { name: "歸還" }).click();
    },
    typed: {
      box: (page) => returnForm(page).getByRole("textbox", { name: /^書號/ }),
      text: BOOK_NO,
    },
    recover: async (page) => {
      // The server's own answer again: a book number it does not know, said as its refusal.
      await returnForm(page).getByRole("button", { name: "歸還" }).click();
      await expect(
        page.locator("[role=alert] [data-tone=error]").filter({ hasText: `找不到書號 ${BOOK_NO}` }),
      ).toHaveCount(1);
    },
    faults: ["abort", "hang", "http502", "maintenance", "offline"],
  },
  {
    name: "the desk lends a book (typed reader and book numbers)",
    account: "staff",
    url: /\/api\/library\/desk\/checkout$/,
    open: (page) => openDesk(page, "借書及還書"),
    act: async (page) => {
      const reader = lendForm(page).getByRole("textbox", { name: /^讀者編號/ });
      if ((await reader.inputValue()) === "") await reader.fill("s2026001");
      const box = lendForm(page).getByRole("textbox", { name: /^書號/ });
      if ((await box.inputValue()) === "") await box.fill(LEND_NO);
      await lendForm(page).getByRole("button", { name: "借出" }).click();
    },
    typed: {
      box: (page) => lendForm(page).getByRole("textbox", { name: /^書號/ }),
      text: LEND_NO,
    },
    recover: async (page) => {
      // The server's own answer again: a book number it does not know, said as its refusal.
      await lendForm(page).getByRole("button", { name: "借出" }).click();
      await expect(
        page.locator("[role=alert] [data-tone=error]").filter({ hasText: LEND_NO }),
      ).toHaveCount(1);
    },
    faults: ["abort", "hang", "http500", "maintenance", "offline"],
  },
  {
    name: "the desk moves a reservation on",
    account: "staff",
    url: /\/api\/library\/desk\/reserve_status$/,
    open: (page) => openDesk(page, "預約隊列"),
    act: (page) => recordOf(page, "暴龍大百科").getByRole("button", { name: "開始備書" }).click(),
    recover: async (page) => {
      await expect(recordOf(page, "暴龍大百科").getByText("預約中")).toBeVisible();
      await expect(
        recordOf(page, "暴龍大百科").getByRole("button", { name: "開始備書" }),
      ).toBeEnabled();
    },
    faults: ["abort", "http502", "maintenance", "offline"],
  },
  {
    name: "the desk decides a loss report",
    account: "staff",
    url: /\/api\/library\/desk\/decide_lost$/,
    open: (page) => openDesk(page, "報失審批"),
    act: async (page) => {
      await recordOf(page, "小熊的紅氣球").getByRole("button", { name: "不批准" }).click();
      await page
        .getByRole("alertdialog", { name: "不批准報失？" })
        .getByRole("button", { name: "不批准" })
        .click();
    },
    recover: async (page) => {
      await expect(
        recordOf(page, "小熊的紅氣球").getByRole("button", { name: "不批准" }),
      ).toBeEnabled();
    },
    faults: ["abort", "http500", "maintenance", "offline"],
  },
  {
    name: "delete a review",
    url: /\/api\/library\/user\/delete_book_comment$/,
    open: (page) => openBook(page, "太陽系大探索"),
    act: async (page) => {
      await ownReview(page).getByRole("button", { name: "刪除" }).click();
      await page
        .getByRole("alertdialog", { name: "刪除書評？" })
        .getByRole("button", { name: "刪除" })
        .click();
    },
    recover: async (page) => {
      await expect(ownReview(page)).toHaveCount(1);
      await expect(ownReview(page).getByRole("button", { name: "刪除" })).toBeEnabled();
    },
    faults: ["abort", "http502", "maintenance", "offline"],
  },
];
