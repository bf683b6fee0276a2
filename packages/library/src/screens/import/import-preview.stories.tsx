import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { callLog, ScreenStory } from "@campus/ui/testing";
import { catalogueStoryArgs } from "../../testing/catalogue-story";
import { importPreview } from "../../testing/import-answers";
import { ImportPreview } from "./import-preview";

const { onRuntime } = callLog();

const Preview = () => <ImportPreview preview={importPreview} />;

/** A preview's figures, refused records and first books; on a phone the tables are cards. */
const meta = {
  title: "Library/Screens/Catalogue import/Preview",
  component: ScreenStory,
  args: catalogueStoryArgs(Preview, onRuntime),
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figures = within(await canvas.findByLabelText("檢查結果"));
    await expect(figures.getByText("新增複本").nextSibling).toHaveTextContent("4");
    const problems = within(canvas.getByRole("table", { name: "未能匯入的紀錄" }));
    await expect(problems.getByText("ISBN 不正確（最後一位是檢查碼）")).toBeVisible();
    await expect(problems.getByRole("columnheader", { name: "書名" })).toBeVisible();
    const books = within(canvas.getByRole("table", { name: "匯入的書（首 3 本）" }));
    await expect(books.getByText("The Lighthouse Keeper")).toBeVisible();
    await expect(books.getByText("海港的燈塔 · The Harbour Lighthouse")).toBeVisible();
  },
};

export const PhoneInEnglish: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Already in the catalogue")).toBeVisible();
    const books = within(canvas.getByRole("list", { name: "Books imported (the first 3)" }));
    await expect(books.getAllByText("New book")).toHaveLength(2);
    await expect(books.getByText("Copies added")).toBeVisible();
  },
};
