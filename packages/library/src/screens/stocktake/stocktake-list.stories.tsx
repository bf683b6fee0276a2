import { callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { inCatalogue } from "../../testing/catalogue-story";
import { librarianUser } from "../../testing/cataloguing-answers";
import { stocktakeAnswers } from "../../testing/stocktake-answers";
import { StocktakeList } from "./stocktake-list";

const log = callLog();

const meta = {
  title: "Library/Screens/Stocktake/List",
  component: ScreenStory,
  args: {
    path: "/library/catalogue?xschoolCode=DEMO&view=stocktake",
    route: "/library/catalogue",
    screen: inCatalogue(StocktakeList),
    answers: stocktakeAnswers(),
    user: librarianUser,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The stocktakes with their progress; one started for a shelf, by its copies' count. */
export const StartForAShelf: Story = {
  args: { answers: stocktakeAnswers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole("table", { name: "盤點紀錄" }));
    await expect(await table.findByText("1,466 / 1,480")).toBeVisible();
    await expect(table.getByRole("link", { name: "全館" })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "位置" }), "書架 C");
    await userEvent.click(canvas.getByRole("button", { name: "開始盤點" }));
    await waitFor(() => expect(log.last("stocktakeStart")).toMatchObject({ location: "書架 C" }));
  },
};

/** On a phone, in Simplified Chinese: each stocktake a card. */
export const PhoneInSimplified: Story = {
  args: { answers: stocktakeAnswers(), locale: "zh-CN" },
  parameters: { locale: "zh-CN" },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole("list", { name: "盘点记录" }));
    await expect(await list.findByText("进行中")).toBeVisible();
    await expect(canvas.getByRole("option", { name: "書架 C（412 本）" })).toBeDefined();
  },
};
