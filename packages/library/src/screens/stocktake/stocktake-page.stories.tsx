import { callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { librarianUser } from "../../testing/cataloguing-answers";
import { stocktakeAnswers } from "../../testing/stocktake-answers";
import { StocktakePage } from "./stocktake-page";

const { onRuntime } = callLog();

const meta = {
  title: "Library/Screens/Stocktake",
  component: ScreenStory,
  args: {
    path: "/library/catalogue?xschoolCode=DEMO&view=stocktake",
    route: "/library/catalogue",
    screen: StocktakePage,
    answers: stocktakeAnswers(),
    user: librarianUser,
    onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without an id: the stocktakes. */
export const Stocktakes: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("heading", { name: "館藏盤點" }),
    ).toBeVisible();
  },
};

/** With `&id=`: that stocktake, ready to scan. */
export const OneStocktake: Story = {
  args: { path: "/library/catalogue?xschoolCode=DEMO&view=stocktake&id=3" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "盤點：書架 A" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "掃描條碼" })).toBeVisible();
  },
};
