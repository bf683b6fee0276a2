import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Facts, Panel } from "./panel";

const meta = {
  title: "Registration/Components/Panel",
  component: Panel,
  args: {
    "aria-labelledby": "panel-title",
    children: (
      <>
        <h2 id="panel-title">入學面試</h2>
        <Facts>
          <dt>時間</dt>
          <dd>2026年12月12日 星期六 上午9:30–10:15</dd>
          <dt>地點</dt>
          <dd>本校禮堂</dd>
        </Facts>
      </>
    ),
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A titled region with its facts as terms and values, readable at 360 px. */
export const WithFacts: Story = {
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole("region", { name: "入學面試" }));
    await expect(region.getByText("本校禮堂")).toBeVisible();
    await expect(region.getByText("時間").tagName).toBe("DT");
  },
};
