import { endpoints } from "@campus/contract";
import { answer, callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ecaOffice, ecaSettingsReader } from "../../testing/eca-fixtures";
import { RuleForm } from "./rule-form";

/* The scoring rule alone: a Macau school's level words; read-only without the edit key. */

const log = callLog();

const meta = {
  title: "ECA/Components/RuleForm",
  component: ScreenStory,
  args: {
    path: "/smarteca/settings?tab=rule",
    route: "/smarteca/settings",
    screen: () => <RuleForm rule={{ region: "mo", level_factors: false, group_percent: null }} />,
    answers: [
      answer(endpoints.ecaSaveRule, { region: "mo", level_factors: false, group_percent: null }),
    ],
    user: ecaOffice,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Macau: the territory level reads 全澳; levels off; group awards in full (blank). */
export const Macau: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("全澳")).toBeVisible();
    await expect(canvas.getByLabelText(/^按比賽級別加乘/)).toHaveValue("off");
    await expect(canvas.getByLabelText(/^團體獎項計算百分比/)).toHaveValue("");
  },
};

/** Without the edit key the rule is read, not changed. */
export const ReadOnly: Story = {
  args: { user: ecaSettingsReader },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^學校所在地/)).toBeDisabled();
    await expect(canvas.queryByRole("button", { name: "儲存計分方法" })).toBeNull();
  },
};
