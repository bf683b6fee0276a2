import { ApiError, ChunkLoadError } from "@campus/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { createMemoryRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { expect, within } from "storybook/test";
import { LibraryRouteError } from "./library-route-error";

/** A route whose loader fails the way the library guard or a chunk can. */
function Failing({ error }: { error: unknown }) {
  const router = createMemoryRouter([
    {
      path: "/",
      loader: () => {
        throw error;
      },
      Component: () => null,
      errorElement: <LibraryRouteError />,
    },
  ]);
  return <RouterProvider router={router} />;
}

const meta = {
  title: "Library/Screens/RouteError",
  component: Failing,
  args: { error: new Response(null, { status: 404, statusText: "noSchool" }) },
} satisfies Meta<typeof Failing>;
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
