import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { noticeFile } from "../../testing/notices-fixtures";
import { NoticeFiles } from "./notice-files";

/* A notice's files under its text, as a family reads them. */

const meta = {
  title: "Notices/Components/NoticeFiles",
  component: NoticeFiles,
  args: {
    files: [noticeFile(1, "家長日時間表.pdf", 770), noticeFile(2, "課室位置圖.png", 1_350_000)],
  },
} satisfies Meta<typeof NoticeFiles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A region named 附件, each file a link with its type and size, nothing to remove. */
export const Files: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "附件" });
    await expect(
      within(region)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["家長日時間表.pdf", "課室位置圖.png"]);
    await expect(within(region).getByText("PNG · 1.4 MB")).toBeVisible();
    await expect(within(region).queryByRole("button")).toBeNull();
  },
};

export const English: Story = {
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Attachments" })).toBeVisible();
  },
};
