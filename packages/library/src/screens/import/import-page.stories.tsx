import { endpoints } from "@campus/contract";
import { teacherUser } from "@campus/contract/fixtures";
import { answer, callLog, page, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { importAnswers } from "../../testing/import-answers";
import { categories } from "../../testing/library-fixtures";
import { ImportPage } from "./import-page";

/*
 * Bringing a catalogue in: the template and the upload; a MARC file checked into a preview that
 * names each refused record; the import confirmed after a question; a file the server refuses
 * said beside it. (What a file holds is the server's to read: imports.test.ts, marc.test.ts.)
 */

const log = callLog();

const librarian = teacherUser({
  roles: ["teacher", "librarian"],
  permissions: { "library.catalogue": ["query", "get", "add", "edit", "import"] },
});

/** MARC 21 in ISO 2709: its leader starts with the record's length, five digits. */
const marcFile = () =>
  new File([new TextEncoder().encode("00773nam  2200193 a 4500")], "館藏匯出.mrc");

const meta = {
  title: "Library/Screens/Catalogue import",
  component: ScreenStory,
  args: {
    path: "/library/catalogue?xschoolCode=DEMO&view=import",
    route: "/library/catalogue",
    screen: ImportPage,
    answers: importAnswers(),
    user: librarian,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByLabelText("按此選擇檔案，或把檔案拖放到這裏");

/** A MARC file checked: the figures, each refused record and why, the first books. */
export const CheckedIntoAPreview: Story = {
  args: { answers: importAnswers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/可上載 MRC、XML、XLSX或CSV 檔案/)).toBeVisible();
    await canvas.findByRole("option", { name: "文學小說" });
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "未能分類的書歸入" }), "2");
    await userEvent.upload(await fileInput(canvasElement), marcFile());
    await waitFor(() =>
      expect(log.last("catalogueImportCheck")).toMatchObject({ category_id: 2, schoolId: 1 }),
    );
    const problems = within(await canvas.findByRole("list", { name: "未能匯入的紀錄" }));
    await expect(problems.getByText("條碼 B0000012 已屬館藏中的《海港的燈塔》")).toBeVisible();
    await expect(problems.getByText("第 5 筆")).toBeVisible();
    const books = within(canvas.getByRole("list", { name: "匯入的書（首 3 本）" }));
    await expect(books.getByText("IM-0001 859.6 8443、IM-0002 859.6 8443")).toBeVisible();
    await expect(books.getByText("加入複本")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "匯入 3 本書" })).toBeEnabled();
    await expect(log.last("catalogueImportConfirm")).toBeUndefined();
  },
};

/** Confirmed after "import 3 books and 4 copies?", which says the refused records stay out. */
export const ConfirmTheImport: Story = {
  args: { answers: importAnswers(), path: "/library/catalogue?xschoolCode=DEMO&view=import&id=7" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "匯入 3 本書" }));
    const ask = within(
      await canvas.findByRole("alertdialog", { name: "匯入 3 本書及 4 本複本？" }),
    );
    await expect(ask.getByText(/未能匯入的 2 筆紀錄不會寫入/)).toBeVisible();
    await userEvent.click(ask.getByRole("button", { name: "匯入 3 本書" }));
    await waitFor(() => expect(log.last("catalogueImportConfirm")).toMatchObject({ id: 7 }));
    await expect(await canvas.findByText("已匯入 3 本書")).toBeVisible();
    await expect(await canvas.findByText("這次匯入已寫入館藏。")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "匯入 3 本書" })).toBeNull();
  },
};

/** A file the server cannot read: its reason beside the file, in the reader's language. */
export const FileRefused: Story = {
  args: {
    locale: "en-US",
    answers: [
      answer(endpoints.libraryCategories, page(categories, 1, 100)),
      refuse(endpoints.catalogueImportCheck, 400, "The file holds no records"),
    ],
  },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("option", { name: "Fiction" });
    await userEvent.upload(canvas.getByLabelText("Choose a file or drop it here"), marcFile());
    await expect(await canvas.findByText("The file holds no records")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Import \d/ })).toBeNull();
  },
};

/** A PDF named .mrc is refused before anything is sent. */
export const NotAMarcFile: Story = {
  args: { answers: importAnswers(), locale: "zh-CN" },
  parameters: { locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("option", { name: "文学小说" });
    await userEvent.upload(
      canvas.getByLabelText(/选择文件/),
      new File(["%PDF-1.4\n%âãÏÓ\n"], "books.mrc"),
    );
    await expect(await canvas.findByText(/文件格式无效/)).toBeVisible();
    await expect(log.last("catalogueImportCheck")).toBeUndefined();
  },
};

/** The history: undo after a question, which says what goes. */
export const UndoFromTheHistory: Story = {
  args: {
    answers: importAnswers(),
    path: "/library/catalogue?xschoolCode=DEMO&view=import&tab=history",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole("list", { name: "匯入紀錄" }));
    await expect(await list.findByText("新書.csv")).toBeVisible();
    await userEvent.click(list.getByRole("button", { name: "還原" }));
    const ask = within(
      await canvas.findByRole("alertdialog", { name: "還原「新書.csv」的匯入？" }),
    );
    await userEvent.click(ask.getByRole("button", { name: "還原" }));
    await waitFor(() => expect(log.last("catalogueImportUndo")).toMatchObject({ id: 5 }));
    await waitFor(() => expect(list.getAllByText("已還原")).toHaveLength(2));
  },
};
