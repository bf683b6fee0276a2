import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { activationLetters } from "../../testing/office-fixtures";
import { ActivationLetters } from "./activation-letters";

const meta = {
  title: "Office/Components/ActivationLetters",
  component: ActivationLetters,
  args: { issued: activationLetters(), onBack: fn() },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ActivationLetters>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A letter per student: the school, the class and number, both names, the account name, the
 * code in groups of four, its QR code (the activation page's address with the code), the last
 * day; "print" prints, "back" goes back. A Hong Kong school's letters are in Chinese and
 * English, one under the other.
 */
export const TwoLetters: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "4A：已產生 2 封啟用信。 1 位學生已設定密碼，沒有為他們發信。",
    );
    const letter = within(await canvas.findByRole("article", { name: "陳大文 的啟用信" }));
    await expect(canvas.getByRole("radio", { name: "中英對照" })).toBeChecked();
    await expect(
      letter.getByRole("heading", { name: /校園示範學校\s*Campus Demo School/ }),
    ).toBeVisible();
    await expect(letter.getByText("4A 班 1 號 陳大文 CHAN Tai Man 同學：")).toBeVisible();
    await expect(letter.getByText("To CHAN Tai Man, 4A no. 1:")).toHaveAttribute("lang", "en-US");
    await expect(letter.getByText("Dec 27, 2026")).toBeVisible();
    await expect(letter.getByText("s2026001")).toBeVisible();
    await expect(letter.getByText("KYBY-UCYF-F98P")).toBeVisible();
    await expect(letter.getByText("2026年12月27日")).toBeVisible();
    await expect(letter.getByRole("img", { name: "陳大文 的啟用二維碼" })).toBeVisible();
    await expect(letter.getByText(/\/parent_student\/activate$/)).toBeVisible();
    await expect(canvas.getAllByRole("article")).toHaveLength(2);

    const real = window.print;
    const print = fn();
    window.print = print;
    try {
      await userEvent.click(canvas.getByRole("button", { name: "列印" }));
      await expect(print).toHaveBeenCalledOnce();
    } finally {
      window.print = real;
    }
    await userEvent.click(canvas.getByRole("button", { name: "返回" }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Every student of the class has a password: nothing to print, said so. */
export const NobodyLeft: Story = {
  args: { issued: activationLetters({ letters: [], skipped: 31 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "4A：已產生 0 封啟用信。 31 位學生已設定密碼，沒有為他們發信。",
    );
    await expect(canvas.queryByRole("button", { name: "列印" })).toBeNull();
    await expect(canvas.queryByRole("article")).toBeNull();
  },
};

/**
 * The office reads the portal in English, on a desktop: the letters are still the school's
 * (Chinese and English) until it chooses English only — the English name, the code and the QR
 * side by side.
 */
export const InEnglish: Story = {
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const letter = within(await canvas.findByRole("article", { name: "Letter for 陳大文" }));
    await expect(await letter.findByText("學生帳戶啟用信")).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "English" }));
    await expect(letter.getByRole("heading", { name: "Campus Demo School" })).toBeVisible();
    await expect(letter.queryByText("學生帳戶啟用信")).toBeNull();
    await expect(letter.getByText("To CHAN Tai Man, 4A no. 1:")).toBeVisible();
    await expect(letter.getByText("Dec 27, 2026")).toBeVisible();
    const code = letter.getByText("KYBY-UCYF-F98P").getBoundingClientRect();
    const qr = letter.getByRole("img").getBoundingClientRect();
    await expect(qr.left).toBeGreaterThan(code.right);
  },
};

/** A mainland school's letters: in Simplified Chinese, the school's Simplified name. */
export const InSimplifiedChinese: Story = {
  args: {
    issued: activationLetters({
      school: {
        name_zh: "廣州示範學校",
        name_cn: "广州示范学校",
        name_en: "Guangzhou Demo School",
        region: "cn",
      },
    }),
  },
  parameters: { locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const letter = within(await canvas.findByRole("article", { name: "陳大文 的激活信" }));
    await expect(canvas.getByRole("radio", { name: "简体中文" })).toBeChecked();
    await expect(await letter.findByRole("heading", { name: "广州示范学校" })).toBeVisible();
    await expect(letter.getByText("学生账号激活信")).toBeVisible();
    await expect(letter.queryByText("Student account activation")).toBeNull();
  },
};
