import { endpoints } from "@campus/contract";
import { answer, callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import { librarianUser } from "../../testing/cataloguing-answers";
import { labelCopies } from "./label-sheets.stories";
import { LabelsPage } from "./labels-page";

const log = callLog();

const meta = {
  title: "Library/Screens/Labels",
  component: ScreenStory,
  args: {
    path: "/library/catalogue?xschoolCode=DEMO&view=labels&book=7",
    route: "/library/catalogue",
    screen: LabelsPage,
    answers: [answer(endpoints.catalogueLabels, { list: labelCopies.slice(0, 5) })],
    user: librarianUser,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A book's five copies: the sheet, the kind and the start chosen, then printed. */
export const ChooseAndPrint: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/5 個標籤，共 1 張標籤紙/)).toBeVisible();
    await expect(log.last("catalogueLabels")).toMatchObject({ book_id: 7 });
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "標籤紙" }), "4x10");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "由第幾格開始" }), "39");
    await expect(await canvas.findByText(/5 個標籤，共 2 張標籤紙/)).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "書脊標籤" }));
    await waitFor(() => expect(canvas.queryAllByRole("img")).toHaveLength(0));
    const print = spyOn(window, "print").mockImplementation(() => {});
    await userEvent.click(canvas.getByRole("button", { name: "列印" }));
    await expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  },
};

/** An import's copies, in English on a desktop. */
export const AnImportsCopies: Story = {
  args: { path: "/library/catalogue?xschoolCode=DEMO&view=labels&import=7", locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/5 labels on 1 sheets/)).toBeVisible();
    await expect(log.last("catalogueLabels")).toMatchObject({ import_id: 7 });
    await expect(canvas.getByRole("img", { name: "LH-0005" })).toBeVisible();
  },
};

/** Nothing to label: said so, and print is off. */
export const NoCopies: Story = {
  args: { answers: [answer(endpoints.catalogueLabels, { list: [] })], locale: "zh-CN" },
  parameters: { locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("没有可打印标签的复本")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "打印" })).toBeDisabled();
  },
};

/** A class's library cards: the student number barred, the name and class on each. */
export const LibraryCards: Story = {
  args: {
    path: "/library/catalogue?xschoolCode=DEMO&view=labels&cards=1",
    answers: [
      answer(endpoints.catalogueReaderCards, (sent) => ({
        classes: ["4A", "4B"],
        list:
          sent.class_name === "4A"
            ? [
                {
                  id: 11,
                  reader_no: "s2026001",
                  name_zh: "陳小明",
                  name_en: "CHAN Siu Ming",
                  class_name: "4A",
                  class_number: 1,
                },
              ]
            : [],
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "列印讀者證" })).toBeVisible();
    await expect(canvas.getByText(/請選擇班別/)).toBeVisible();
    await expect(canvas.queryByRole("radiogroup")).toBeNull();
    await canvas.findByRole("option", { name: "4A" });
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "班別" }), "4A");
    await expect(await canvas.findByRole("img", { name: "s2026001" })).toBeVisible();
    await expect(canvas.getByText("陳小明")).toBeVisible();
    await expect(canvas.getByText("4A (1)")).toBeVisible();
    await expect(log.last("catalogueReaderCards")).toMatchObject({ class_name: "4A" });
  },
};
