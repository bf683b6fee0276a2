import { endpoints } from "@campus/contract";
import { answer, callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { librarianUser } from "../../testing/cataloguing-answers";
import { importAnswers } from "../../testing/import-answers";
import { CatalogueView } from "./catalogue-views";

const { onRuntime } = callLog();

const meta = {
  title: "Library/Screens/Catalogue/Views",
  component: ScreenStory,
  args: {
    path: "/library/catalogue?xschoolCode=DEMO&view=import",
    route: "/library/catalogue",
    screen: () => <CatalogueView view="import" />,
    answers: [...importAnswers(), answer(endpoints.catalogueLabels, { list: [] })],
    user: librarianUser,
    onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `?view=import`: bringing a catalogue in, with the way back to the list. */
export const Import: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "匯入館藏" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "返回館藏" })).toBeVisible();
  },
};

/** `?view=labels` for a book with no copies left to label. */
export const Labels: Story = {
  args: {
    path: "/library/catalogue?xschoolCode=DEMO&view=labels&book=7",
    screen: () => <CatalogueView view="labels" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "列印標籤" })).toBeVisible();
    await expect(await canvas.findByText("沒有可列印標籤的複本")).toBeVisible();
  },
};
