import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { callLog, ScreenStory } from "@campus/ui/testing";
import { catalogueStoryArgs } from "../../testing/catalogue-story";
import { BookRecord } from "./book-record";

const { onRuntime, bodies: calls } = callLog();

const Lighthouse = () => <BookRecord id={7} />;
const Missing = () => <BookRecord id={404} />;

const meta = {
  title: "Library/Screens/Catalogue/BookRecord",
  component: ScreenStory,
  args: catalogueStoryArgs(Lighthouse, onRuntime),
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Disabling asks first (readers will no longer find it); enabling does not. */
export const DisableAndEnable: Story = {
  args: catalogueStoryArgs(Lighthouse, onRuntime),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "停用" }));
    const confirm = within(
      await canvas.findByRole("alertdialog", { name: "停用《海港的燈塔》？" }),
    );
    await userEvent.click(confirm.getByRole("button", { name: "停用" }));
    await waitFor(() =>
      expect(calls("catalogueBookStatus")).toEqual([{ id: 7, status: "disabled", schoolId: 1 }]),
    );
    await userEvent.click(await canvas.findByRole("button", { name: "啟用" }));
    await waitFor(() =>
      expect(calls("catalogueBookStatus").at(-1)).toEqual({
        id: 7,
        status: "enabled",
        schoolId: 1,
      }),
    );
  },
};

/** A book that is not (or no longer) in the catalogue: said so, with the way back. */
export const NotFound: Story = {
  args: catalogueStoryArgs(Missing, onRuntime),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("找不到這本書")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "返回館藏" })).toBeVisible();
  },
};
