import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { phoneFrame } from "../story-helpers/story-helpers";
import { PageStack, Section } from "./section";

function Sections() {
  return (
    <PageStack>
      <Section title="新書上架" extra={<a href="#more">查看更多</a>}>
        <p>shelf</p>
      </Section>
      <Section title="書籍分類">
        <p>tiles</p>
      </Section>
    </PageStack>
  );
}

const meta = { title: "UI/Section", component: Sections } satisfies Meta<typeof Sections>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitledRegions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shelf = canvas.getByRole("region", { name: "新書上架" });
    await expect(within(shelf).getByRole("heading", { level: 2 })).toHaveTextContent("新書上架");
    await expect(within(shelf).getByRole("link", { name: "查看更多" })).toBeVisible();
    await expect(canvas.getByRole("region", { name: "書籍分類" })).toBeVisible();
  },
};

export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shelf = canvas.getByRole("region", { name: "新書上架" });
    // The title and its link share a line while there is room, and wrap rather than overflow.
    await expect(shelf.scrollWidth).toBeLessThanOrEqual(shelf.clientWidth);
    await expect(within(shelf).getByRole("link", { name: "查看更多" })).toBeVisible();
  },
};
