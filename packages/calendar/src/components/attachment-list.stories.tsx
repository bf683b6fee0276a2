import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SPORTS_DAY_FILES } from "../testing/calendar-fixtures";
import { AttachmentList } from "./attachment-list";

const meta = {
  title: "Calendar/Components/AttachmentList",
  component: AttachmentList,
  args: { files: SPORTS_DAY_FILES },
} satisfies Meta<typeof AttachmentList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each file a link that opens in a new tab, with its kind and size in the reader's words. */
export const Files: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual(["陸運會通告.pdf", "場地地圖.png"]);
    await expect(links[0]).toHaveAttribute("rel", "noopener noreferrer");
    await expect(canvas.getByText("PDF 文件，284.5 kB")).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** The office's form: a remove button per file, named after it. */
export const Removable: Story = {
  args: { onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "移除 場地地圖.png" }));
    await expect(args.onRemove).toHaveBeenCalledWith(SPORTS_DAY_FILES[1]);
  },
};

export const English: Story = {
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("PDF document, 284.5 kB")).toBeVisible();
    await expect(canvas.getByText("Image, 1.4 MB")).toBeVisible();
  },
};
