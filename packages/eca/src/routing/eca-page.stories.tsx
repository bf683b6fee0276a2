import { endpoints } from "@campus/contract";
import { answer, callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { useEcaSettings } from "../api/eca-settings";
import { ecaSettings, ecaTeacher } from "../testing/eca-fixtures";
import { EcaPage } from "./eca-page";

/*
 * Every ECA page's guard: signed in, the page; signed out (an element on a school's page), what
 * signing in gives and the way to sign in — and nothing asked of the server.
 */

const log = callLog();

/** A page that asks the server for the settings, as ECA's pages do. */
function Settings() {
  const settings = useEcaSettings();
  return <p>活動設定頁 {settings.data ? settings.data.categories.length : ""}</p>;
}

const meta = {
  title: "ECA/Components/EcaPage",
  component: ScreenStory,
  args: {
    path: "/smarteca/settings",
    route: "/smarteca/settings",
    screen: () => <EcaPage screen={Settings} />,
    answers: [answer(endpoints.ecaSettings, ecaSettings())],
    user: ecaTeacher,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: the page itself. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^活動設定頁 \d+$/, undefined, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "登入" })).toBeNull();
    await expect(log.entries("ecaSettings")).toHaveLength(1);
  },
};

/** Signed out: why to sign in, the button, no page and no call. */
export const SignedOut: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("登入後可查看課外活動紀錄、獎項及學生學習概覽。", undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "登入" })).toBeVisible();
    await expect(canvas.queryByText(/活動設定頁/)).toBeNull();
    await expect(log.entries("ecaSettings")).toEqual([]);
  },
};
