import { MemoryRouter } from "@campus/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { PageLink, Problem } from "./page-parts";

const meta = {
  title: "Calendar/Components/PageParts",
  render: () => (
    <MemoryRouter path="/calendar/PersonalOverview">
      <Problem role="alert">
        <span>未能載入這個月的行事曆。</span>
      </Problem>
      <PageLink to="/calendar/ClassScheduleDetail?key=event%3A1">陸運會</PageLink>
    </MemoryRouter>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The "could not load" line is an alert; the entry link is a link to the item's address. */
export const ProblemAndLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("未能載入這個月的行事曆。");
    const link = canvas.getByRole("link", { name: "陸運會" });
    await expect(link).toHaveAttribute("href", "/calendar/ClassScheduleDetail?key=event%3A1");
    await userEvent.click(link);
    // The page's own router follows it: the link is now the current page's.
    await expect(link).toHaveAttribute("aria-current", "page");
  },
};
