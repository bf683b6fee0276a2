import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { frameOf, phoneFrame } from "../story-helpers/story-helpers";
import { Avatar, initialsOf } from "./avatar";

// A picture that needs no network: a 2×2 amber square.
const photo =
  "data:image/svg+xml;charset=utf-8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><rect width="2" height="2" fill="#ffb300"/></svg>',
  );
const broken = "data:image/png;base64,bm90LWFuLWltYWdl";

const meta = {
  title: "UI/Avatar",
  component: Avatar,
  args: { name: "陳大文" },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = {
  args: { src: photo, size: "lg" },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole("img", { name: "陳大文" });
    await expect(img.tagName).toBe("IMG");
    await waitFor(() => expect((img as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

export const ChineseInitial: Story = {
  play: async ({ canvasElement }) => {
    // The name is announced; the drawn character is not read on its own.
    const avatar = within(canvasElement).getByRole("img", { name: "陳大文" });
    await expect(avatar).toHaveTextContent("文");
  },
};

export const EnglishInitials: Story = {
  args: { name: "Chan Tai Man", size: "xl" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole("img", { name: "Chan Tai Man" });
    await expect(avatar).toHaveTextContent("CM");
    await expect(avatar.getBoundingClientRect().width).toBe(64);
  },
};

export const InitialsRules: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 8 }}>
      {["李明", "歐陽小明", "陳嘉文", "陳嘉欣", "emily wong", "Emily", "陳大文 Chan Tai Man"].map(
        (name) => (
          <Avatar key={name} name={name} />
        ),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(initialsOf("李明")).toBe("明");
    await expect(initialsOf("歐陽小明")).toBe("明");
    // Siblings sharing a generation character still get different marks.
    await expect(initialsOf("陳嘉文")).not.toBe(initialsOf("陳嘉欣"));
    await expect(initialsOf("emily wong")).toBe("EW");
    await expect(initialsOf("Emily")).toBe("E");
    await expect(initialsOf("陳大文 Chan Tai Man")).toBe("文");
    await expect(initialsOf("  ")).toBe("");
    await expect(within(canvasElement).getAllByRole("img")).toHaveLength(7);
  },
};

export const BrokenPictureFallsBack: Story = {
  args: { src: broken, name: "黃小玲" },
  play: async ({ canvasElement }) => {
    // A broken head_img shows the initial instead of a broken-image icon.
    await waitFor(() =>
      expect(within(canvasElement).getByRole("img", { name: "黃小玲" })).toHaveTextContent("玲"),
    );
    await expect(canvasElement.querySelector("img")).toBeNull();
  },
};

export const NoName: Story = {
  args: { name: "" },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole("img", { name: "用戶" });
    await expect(avatar.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  },
};

export const DecorativeNextToName: Story = {
  render: () => (
    <p style={{ display: "flex", alignItems: "center", gap: 8 }}>
      <Avatar name="Wong Siu Ling" alt="" src={photo} />
      <span>Wong Siu Ling</span>
    </p>
  ),
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    // The name is printed beside it, so the avatar says nothing more.
    await expect(within(canvasElement).queryByRole("img")).toBeNull();
    await expect(within(canvasElement).getByText("Wong Siu Ling")).toBeVisible();
  },
};

export const SizesOnPhone: Story = {
  decorators: [phoneFrame],
  render: () => (
    <div style={{ display: "flex", alignItems: "center", gap: 8 }}>
      <Avatar name="陳大文" size="sm" />
      <Avatar name="陳大文" size="md" />
      <Avatar name="陳大文" size="lg" />
      <Avatar name="陳大文" size="xl" src={photo} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    const widths = within(frame)
      .getAllByRole("img")
      .map((el) => Math.round((el.closest("[data-size]") ?? el).getBoundingClientRect().width));
    await expect(widths).toEqual([24, 32, 40, 64]);
  },
};
