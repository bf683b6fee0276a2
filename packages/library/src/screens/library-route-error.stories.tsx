import { ApiError, ChunkLoadError } from "@campus/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { LibraryRouteError, NO_SCHOOL } from "./library-route-error";

/** What a library page shows when the guard or the page's code fails. */
const meta = {
  title: "Library/Screens/RouteError",
  component: LibraryRouteError,
  args: { error: NO_SCHOOL },
} satisfies Meta<typeof LibraryRouteError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoSchoolNamed: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("heading", { name: "未指定學校" }),
    ).toBeVisible();
  },
};

export const UnknownSchoolCode: Story = {
  args: {
    error: new ApiError("librarySchoolInfo", {
      kind: "envelope",
      code: 404,
      msg: "找不到此學校",
      data: null,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "找不到此學校的圖書館" }),
    ).toBeVisible();
    await expect(canvas.getByText("找不到此學校")).toBeVisible();
  },
};

export const PageCodeFailedToLoad: Story = {
  args: { error: new ChunkLoadError("timeout") },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("heading", { name: "The page did not load" }),
    ).toBeVisible();
  },
};
