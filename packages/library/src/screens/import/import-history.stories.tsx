import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { callLog, ScreenStory } from "@campus/ui/testing";
import { catalogueStoryArgs } from "../../testing/catalogue-story";
import { importAnswers } from "../../testing/import-answers";
import { ImportHistory } from "./import-history";

const log = callLog();

/** Every import: the one checked and never confirmed can be discarded, an imported one undone. */
const meta = {
  title: "Library/Screens/Catalogue import/History",
  component: ScreenStory,
  args: { ...catalogueStoryArgs(ImportHistory, log.onRuntime), answers: importAnswers() },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who, when, which file and what it made; a checked one discarded at once. */
export const DiscardAChecked: Story = {
  args: { answers: importAnswers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByRole("table", { name: "匯入紀錄" }));
    await expect(await table.findByText(/MARC · 1.2 MB · .* · 周美玲/)).toBeVisible();
    await expect(table.getByText("新增 38 本、加入複本 2 本、未能匯入 0 筆")).toBeVisible();
    await expect(table.getByText("已還原")).toBeVisible();
    await userEvent.click(table.getByRole("button", { name: "捨棄" }));
    await waitFor(() => expect(log.last("catalogueImportDiscard")).toMatchObject({ id: 7 }));
    await waitFor(() => expect(table.queryByText("館藏匯出.mrc")).toBeNull());
  },
};

/** In English on a phone: each import a card. */
export const PhoneInEnglish: Story = {
  args: { answers: importAnswers(), locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole("list", { name: "Imports" }));
    await expect(await list.findByText("新書.csv")).toBeVisible();
    await expect(list.getByText("38 new, 2 with copies added, 0 not imported")).toBeVisible();
    await expect(list.getByRole("button", { name: "Undo" })).toBeVisible();
  },
};
