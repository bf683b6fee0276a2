import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ActionLink } from "./action-link";
import { MemoryRouter, useMatchesOneOf } from "./routing";

/** Whether the router has gone to the editor: the story shows where the link went. */
function Where() {
  return <p>{useMatchesOneOf(["/notices/edit"]) ? "已在撰寫頁" : "仍在列表"}</p>;
}

function Page({ path }: { path: string }) {
  return (
    <MemoryRouter path={path}>
      <ActionLink to="/notices/edit">撰寫通告</ActionLink>
      <Where />
    </MemoryRouter>
  );
}

const meta = {
  title: "Routing/ActionLink",
  component: Page,
  args: { path: "/notices/office" },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page's main action that goes to another page: a link (not a button) styled as a primary button, a finger high. */
export const GoesToItsPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "撰寫通告" });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await expect(getComputedStyle(link).textDecorationLine).toBe("none");
    await expect(canvas.getByText("仍在列表")).toBeVisible();
    await userEvent.click(link);
    await expect(await canvas.findByText("已在撰寫頁")).toBeVisible();
  },
};
