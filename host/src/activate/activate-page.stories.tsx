import { endpoints, type Activation } from "@campus/contract";
import { studentUser } from "@campus/contract/fixtures";
import { answer, callLog, pending, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ActivateRoute } from "./activate-page";

const log = callLog();
const CODE = "KYBYUCYFF98P";

const activation: Activation = {
  school: { name_zh: "聖瑪利小學", name_cn: "圣玛利小学", name_en: "St Mary's Primary School" },
  student: { name_zh: "陳大文", name_en: "CHAN Tai Man", class_name: "4A", class_number: 1 },
  username: "R26001",
  // Stops at the start of 29 December, Hong Kong time: the 28th is the last day.
  expires_at: "2026-12-28T16:00:00.000Z",
};
const answers = [
  answer(endpoints.activationCheck, activation),
  answer(endpoints.activationFinish, {
    token: "student-token",
    expires_at: "2026-12-06T00:00:00.000Z",
    user: studentUser({ user_name: "陳大文" }),
  }),
];
const USED = "這個啟用碼無效、已經用過或已過期。請向校務處索取新的啟用信";

const meta = {
  title: "Portal/Pages/ActivatePage",
  component: ScreenStory,
  args: {
    path: `/activate?code=${CODE}`,
    route: "/activate",
    screen: ActivateRoute,
    answers,
    user: null,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** From the letter's QR code: whose letter, a password twice, and the student is signed in. */
export const FromTheLetter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("陳大文（4A 1）")).toBeVisible();
    await expect(canvas.getByText("聖瑪利小學")).toBeVisible();
    await expect(canvas.getByText("R26001")).toBeVisible();
    await expect(canvas.getByText("2026年12月28日")).toBeVisible();
    await expect(canvas.getByText("KYBY-UCYF-F98P")).toBeVisible();
    await expect(log.last("activationCheck")).toEqual({ code: CODE });

    await userEvent.type(canvas.getByLabelText(/^新密碼/), "short");
    await userEvent.type(canvas.getByLabelText(/^再次輸入新密碼/), "short");
    await userEvent.click(canvas.getByRole("button", { name: "啟用並登入" }));
    await expect(await canvas.findByText("密碼最少 8 個字元，須包括英文字母及數字")).toBeVisible();
    await expect(log.entries("activationFinish")).toHaveLength(0);

    await userEvent.clear(canvas.getByLabelText(/^新密碼/));
    await userEvent.type(canvas.getByLabelText(/^新密碼/), "Taiman2026");
    await userEvent.clear(canvas.getByLabelText(/^再次輸入新密碼/));
    await userEvent.type(canvas.getByLabelText(/^再次輸入新密碼/), "Taiman2026");
    await userEvent.click(canvas.getByRole("button", { name: "啟用並登入" }));
    await expect(await canvas.findByTestId("navigated")).toHaveTextContent(
      "/calendar/PersonalOverview",
    );
    await expect(log.last("activationFinish")).toEqual({
      code: CODE,
      password: "Taiman2026",
      lang: "zh-TW",
    });
  },
};

/** Typed by hand: any case, with the printed hyphens; a wrong shape is said, nothing sent. */
export const TypedByHand: Story = {
  args: { path: "/activate" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole("textbox", { name: /^啟用碼/ });
    await userEvent.type(field, "kyby-ucyf");
    await userEvent.click(canvas.getByRole("button", { name: "下一步" }));
    await expect(
      await canvas.findByText("啟用碼是 12 個英文字母和數字，例如 ABCD-EFGH-JKLM"),
    ).toBeVisible();
    await expect(log.entries("activationCheck")).toHaveLength(0);
    await userEvent.type(field, "-f98p");
    await userEvent.click(canvas.getByRole("button", { name: "下一步" }));
    await expect(await canvas.findByText("陳大文（4A 1）")).toBeVisible();
    await expect(log.last("activationCheck")).toEqual({ code: CODE });
    await expect(canvas.getByRole("button", { name: "輸入另一個啟用碼" })).toBeVisible();
  },
};

/** A used code: the server's words, the code kept to correct, and another can be tried. */
export const CodeUsed: Story = {
  args: { answers: [refuse(endpoints.activationCheck, 400, USED)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(USED)).toHaveAttribute("role", "alert");
    await expect(canvas.getByRole("textbox", { name: /^啟用碼/ })).toHaveValue(CODE);
    await expect(canvas.getByRole("link", { name: "已有密碼？登入" })).toHaveAttribute(
      "href",
      "/login",
    );
  },
};

/** The account's name as the password: the server's refusal beside the field, typing kept. */
export const PasswordRefused: Story = {
  args: {
    answers: [
      answer(endpoints.activationCheck, activation),
      refuse(endpoints.activationFinish, 400, "密碼不可以是帳戶名稱或電話號碼", {
        fields: [{ field: "password", message: "密碼不可以是帳戶名稱或電話號碼" }],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^新密碼/), "r26001ab");
    await userEvent.type(canvas.getByLabelText(/^再次輸入新密碼/), "r26001ab");
    await userEvent.click(canvas.getByRole("button", { name: "啟用並登入" }));
    await expect(await canvas.findByText("密碼不可以是帳戶名稱或電話號碼")).toBeVisible();
    await expect(canvas.getByLabelText(/^新密碼/)).toHaveValue("r26001ab");
    await expect(canvas.queryByTestId("navigated")).toBeNull();
  },
};

/** While the code is checked: a placeholder, not an empty form. */
export const Checking: Story = {
  args: { answers: [pending(endpoints.activationCheck)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "啟用學生帳戶" }),
    ).toBeVisible();
    await waitFor(() => expect(log.entries("activationCheck")).toHaveLength(1));
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};

/** English at 360 px: the student's English name, nothing off the screen. */
export const InEnglish: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("CHAN Tai Man (4A 1)")).toBeVisible();
    await expect(canvas.getByText("St Mary's Primary School")).toBeVisible();
    await expect(canvas.getByText("December 28, 2026")).toBeVisible();
    const box = canvas
      .getByRole("button", { name: "Activate and sign in" })
      .getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().left + 360);
  },
};

/** Simplified Chinese: the school's Simplified name and the mainland's words. */
export const InSimplifiedChinese: Story = {
  args: { locale: "zh-CN" },
  parameters: { locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("圣玛利小学")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "激活并登录" })).toBeVisible();
  },
};
