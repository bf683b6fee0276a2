import { expect } from "../fixtures";
import { accountMenu, NETWORK, OFFLINE, UNCONFIRMED, type Expect, type Write } from "./kit";

/* The portal's own writes in the fault journeys: the account menu's child and language. */

/*
 * The language switch shows 简体中文 at once and then tells the server; a failure is said in
 * either script: in the words on screen when it came (繁體中文 while 简体中文's texts still load,
 * the first time) or in the new ones.
 */
const SIMPLIFIED: Record<string, string> = {
  [NETWORK]: "网络连接错误",
  [OFFLINE]: "你似乎已离线",
  系統維護中: "系统维护中",
  "系統正進行短暫維護檢查，將於一小時內恢復": "系统正在进行短暂维护检查，将于一小时内恢复",
  [UNCONFIRMED]: "无法确认操作是否完成",
};
const either = (words: RegExp | string) =>
  typeof words === "string" && SIMPLIFIED[words]
    ? new RegExp(`${words}|${SIMPLIFIED[words]}`)
    : words;
const inEitherScript = Object.assign(
  (expected: Expect): Expect =>
    "toast" in expected
      ? { ...expected, toast: either(expected.toast) }
      : "alert" in expected
        ? { alert: either(expected.alert), text: either(expected.text) }
        : expected,
  { unconfirmed: new RegExp(`${UNCONFIRMED}|${SIMPLIFIED[UNCONFIRMED]}`) },
);

export const writes: Write[] = [
  {
    name: "switch child in the account menu",
    url: /\/parent_student\/setChild\?/,
    open: (page) =>
      page.goto("/parent_student/library/home?xschoolCode=DEMO").then(() => undefined),
    act: async (page) => {
      await accountMenu(page);
      await page.getByRole("radio", { name: /陳小欣/ }).click();
    },
    recover: async (page) => {
      // Still 陳小明's: the header's child line (under it on a phone) and the menu's choice.
      await expect(page.getByText("目前子女：陳小明").first()).toBeVisible();
      await accountMenu(page);
      await expect(page.getByRole("radio", { name: /陳小明/ })).toHaveAttribute(
        "aria-checked",
        "true",
      );
      await page.keyboard.press("Escape");
    },
    faults: ["abort", "http500", "maintenance", "offline"],
  },
  {
    name: "switch language in the account menu",
    url: /\/parent_student\/api\/change_lang\?/,
    open: (page) =>
      page.goto("/parent_student/library/home?xschoolCode=DEMO").then(() => undefined),
    act: async (page) => {
      await accountMenu(page);
      await page.getByRole("radio", { name: "简体中文" }).click();
    },
    says: inEitherScript,
    recover: async (page) => {
      // Back to 繁體中文 for real, for the next fault and the next journey.
      await accountMenu(page);
      await page.getByRole("radio", { name: "繁體中文" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "圖書館首頁" })).toBeVisible();
    },
    faults: ["abort", "maintenance", "offline"],
  },
];
