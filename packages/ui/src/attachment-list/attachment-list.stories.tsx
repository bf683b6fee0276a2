import type { Attachment } from "@campus/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { AttachmentList } from "./attachment-list";

const file = (id: number, name: string, type: Attachment["type"], size: number): Attachment => ({
  id,
  name,
  type,
  size,
  url: `/api/notices/attachment/${id}/${"k".repeat(24)}/${encodeURIComponent(name)}`,
});
const FILES = [
  file(1, "陸運會通告.pdf", "application/pdf", 284_512),
  file(2, "場地地圖.png", "image/png", 1_350_000),
  file(3, "Parents' Day timetable with every class's room and time.jpg", "image/jpeg", 82_000),
];

const meta = {
  title: "UI/AttachmentList",
  component: AttachmentList,
  args: { files: FILES },
} satisfies Meta<typeof AttachmentList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each file a link that opens in a new tab, with its type and size in words every reader knows. */
export const Files: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual(FILES.map((f) => f.name));
    await expect(links[0]).toHaveAttribute("target", "_blank");
    await expect(links[0]).toHaveAttribute("rel", "noopener noreferrer");
    await expect(links[0]!.getAttribute("href")).toMatch(/\/api\/notices\/attachment\/1\//);
    await expect(canvas.getByText("PDF · 284.5 kB")).toBeVisible();
    await expect(canvas.getByText("JPEG · 82 kB")).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** The writer's form: a remove button per file, named after it. */
export const Removable: Story = {
  args: { onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "移除 場地地圖.png" }));
    await expect(args.onRemove).toHaveBeenCalledWith(FILES[1]);
  },
};

/** A phone: a long name wraps under itself, never past the screen's edge. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: { onRemove: fn() },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector("ul")!;
    await expect(list.getBoundingClientRect().width).toBe(360);
    await expect(list.scrollWidth).toBeLessThanOrEqual(360);
    for (const item of list.querySelectorAll("li"))
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(
        list.getBoundingClientRect().right,
      );
  },
};

export const English: Story = {
  parameters: { locale: "en-US" },
  args: { onRemove: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("PNG · 1.4 MB")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Remove 場地地圖.png" })).toBeVisible();
  },
};
