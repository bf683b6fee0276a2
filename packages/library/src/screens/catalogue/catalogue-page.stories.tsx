import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { callLog, ScreenStory } from "@campus/ui/testing";
import { endpoints } from "@campus/contract";
import { answer } from "@campus/ui/testing";
import { cataloguingAnswers, librarianUser } from "../../testing/cataloguing-answers";
import { importAnswers } from "../../testing/import-answers";
import { CataloguePage } from "./catalogue-page";

const { onRuntime, bodies: calls } = callLog();

const meta = {
  title: "Library/Screens/Catalogue",
  component: ScreenStory,
  args: {
    path: "/library/catalogue?xschoolCode=DEMO",
    route: "/library/catalogue",
    screen: CataloguePage,
    answers: cataloguingAnswers(),
    user: librarianUser,
    onRuntime,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list: every book with its copies on the shelf; a keyword narrows it, in the address. */
export const FindsABook: Story = {
  args: { answers: cataloguingAnswers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "館藏書籍" });
    await expect(await within(table).findByText(/^1\s\/\s3\s在架$/)).toBeVisible();
    await expect(within(table).getByText("停用")).toBeVisible();
    await userEvent.type(canvas.getByRole("searchbox", { name: /書名、作者/ }), "燈塔{Enter}");
    await waitFor(() =>
      expect(calls("catalogueBooks").at(-1)).toMatchObject({ keyword: "燈塔", schoolId: 1 }),
    );
    await waitFor(() => expect(canvas.queryByRole("button", { name: /狐狸先生/ })).toBeNull());
  },
};

/** A title opens the book's record with its copies; "back" returns to the list. */
export const OpensARecord: Story = {
  args: { answers: cataloguingAnswers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: /海港的燈塔/ }));
    await expect(await canvas.findByRole("textbox", { name: /^中文書名/ })).toHaveValue(
      "海港的燈塔",
    );
    await expect(await canvas.findByRole("table", { name: "《海港的燈塔》的複本" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "返回館藏" }));
    await expect(await canvas.findByRole("table", { name: "館藏書籍" })).toBeVisible();
  },
};

/** A new book: its form, then — once added — its record, ready for copies. */
export const AddsABook: Story = {
  args: { answers: cataloguingAnswers(), locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Add a book" }));
    const form = within(await canvas.findByRole("form", { name: "Add a book" }));
    await userEvent.type(form.getByRole("textbox", { name: /^ISBN/ }), "0-14-032872-6");
    await userEvent.type(form.getByRole("textbox", { name: /^Chinese title/ }), "查理與巧克力工廠");
    await userEvent.type(form.getByRole("textbox", { name: /^Author/ }), "Roald Dahl");
    await userEvent.type(form.getByRole("textbox", { name: /^Publisher/ }), "Puffin");
    await userEvent.selectOptions(form.getByRole("combobox", { name: /^Category/ }), "Fiction");
    await userEvent.click(form.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(calls("catalogueSaveBook")).toEqual([
        expect.objectContaining({
          isbn: "9780140328721",
          name_zh: "查理與巧克力工廠",
          category_id: 2,
          age_min: 6,
          age_max: 12,
        }),
      ]),
    );
    await expect(
      await canvas.findByRole("heading", { name: /Edit 查理與巧克力工廠/ }),
    ).toBeVisible();
    await expect(await canvas.findByText("No copies yet")).toBeVisible();
  },
};

/** Bringing a catalogue in and the labels are views of the catalogue, in its address. */
export const ImportAndLabels: Story = {
  args: {
    answers: [
      ...cataloguingAnswers(),
      ...importAnswers(),
      answer(endpoints.catalogueLabels, { list: [] }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("link", { name: "匯入" }));
    await expect(await canvas.findByRole("heading", { name: "匯入館藏" })).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "匯入紀錄" })).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "返回館藏" }));
    await userEvent.click(await canvas.findByRole("button", { name: /海港的燈塔/ }));
    await userEvent.click(await canvas.findByRole("link", { name: "列印標籤" }));
    await expect(await canvas.findByRole("heading", { name: "列印標籤" })).toBeVisible();
    await waitFor(() => expect(calls("catalogueLabels").at(-1)).toMatchObject({ book_id: 7 }));
  },
};
