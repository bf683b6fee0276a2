import { endpoints } from "@campus/contract";
import { answer, callLog, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ecaOffice, ecaSettings, importHistory, importPreview } from "../../testing/eca-fixtures";
import { ImportPage } from "./import-page";

/*
 * Import by file: the template and the upload; a file checked into a preview that names each
 * refused row; the preview confirmed after a question; what the server refuses said beside the
 * file; the history tab. (The workbook's rules are the server's: import-check.test.ts.)
 */

const log = callLog();

/** A file whose first bytes are a zip archive's, as an .xlsx is. */
const workbook = (name = "2026-27 校際比賽成績.xlsx") =>
  new File([Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0])], name);

const meta = {
  title: "ECA/Screens/Import",
  component: ScreenStory,
  args: {
    path: "/smarteca/import",
    route: "/smarteca/import",
    screen: ImportPage,
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(endpoints.ecaImportCheck, importPreview()),
      answer(endpoints.ecaImport, importPreview()),
      answer(endpoints.ecaImportConfirm, () =>
        importPreview({ status: "imported", imported_at: "2026-11-26T02:20:00Z" }),
      ),
      answer(endpoints.ecaImports, { list: importHistory(), total: 3, pageNum: 1, pageSize: 10 }),
    ],
    user: ecaOffice,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText("按此選擇檔案，或把檔案拖放到這裏");

/** Before a file: the template's rules and button; "import" with no file asks for one. */
export const ChooseAFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "1. 下載範本" })).toBeVisible();
    await expect(canvas.getByText(/日期格式為 YYYY\/MM\/DD/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "下載範本" })).toBeVisible();
    // A workbook, or CSV as Excel saves it (issue 37, item 12).
    await expect(canvas.getByText("可上載 XLSX或CSV 檔案，上限 5 MB")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "匯入" }));
    await expect(await canvas.findByText("請上載檔案")).toBeVisible();
    await expect(log.last("ecaImportCheck")).toBeUndefined();
  },
};

/** A file that is neither a workbook nor CSV (a PDF renamed) is refused before anything is sent. */
export const NotAWorkbook: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "2. 上載並檢查" });
    const text = new File(["%PDF-1.4\n%âãÏÓ\n"], "名單.xlsx");
    await userEvent.upload(fileInput(canvasElement), text);
    await expect(await canvas.findByText(/檔案格式無效/)).toBeVisible();
    await expect(log.last("ecaImportCheck")).toBeUndefined();
  },
};

/** Uploaded and checked: the preview names each refused row by number, column and reason. */
export const CheckedIntoAPreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "2. 上載並檢查" });
    await userEvent.upload(fileInput(canvasElement), workbook());
    await expect(
      await canvas.findByRole("heading", { name: "檢查結果：2026-27 校際比賽成績.xlsx" }),
    ).toBeVisible();
    await expect(log.last("ecaImportCheck")).toMatchObject({ file: expect.any(File) });
    const problems = within(canvas.getByRole("list", { name: "有錯誤的行（3）" }));
    await expect(problems.getByText("沒有名為「Gold」的獎項")).toBeVisible();
    await expect(problems.getByText("本校沒有學生 4Z 1")).toBeVisible();
    await expect(problems.getAllByText("17")).toHaveLength(1);
    const sample = within(canvas.getByRole("list", { name: /將匯入的紀錄/ }));
    await expect(sample.getByText("4A (1) 陳大文")).toBeVisible();
    await expect(sample.getAllByText("IMP-RELAY · 學界田徑接力邀請賽（新活動）")).toHaveLength(3);
    await expect(canvas.getByRole("button", { name: "下載錯誤報告" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "匯入 45 行" })).toBeEnabled();
    // Nothing written yet.
    await expect(log.last("ecaImportConfirm")).toBeUndefined();
  },
};

/** Confirmed after "import 45 records?", which says the refused rows are left out. */
export const ConfirmTheImport: Story = {
  args: { path: "/smarteca/import?id=7" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "匯入 45 行" }));
    const ask = within(await canvas.findByRole("alertdialog", { name: "匯入 45 行紀錄？" }));
    await expect(ask.getByText(/有錯誤的 3 行不會匯入/)).toBeVisible();
    await userEvent.click(ask.getByRole("button", { name: "匯入 45 行" }));
    await waitFor(() => expect(log.last("ecaImportConfirm")).toEqual({ id: 7 }));
    await expect(await canvas.findByText("已匯入 45 行紀錄")).toBeVisible();
  },
};

/** A preview the records have outdated: the server's reason beside the file, nothing written. */
export const PreviewOutdated: Story = {
  args: {
    path: "/smarteca/import?id=7",
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(endpoints.ecaImport, importPreview()),
      refuse(endpoints.ecaImportConfirm, 409, "檢查後紀錄已有變動，預覽已更新：請再查看後確認"),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "匯入 45 行" }));
    const ask = within(await canvas.findByRole("alertdialog", { name: "匯入 45 行紀錄？" }));
    await userEvent.click(ask.getByRole("button", { name: "匯入 45 行" }));
    await expect(
      await canvas.findByText("檢查後紀錄已有變動，預覽已更新：請再查看後確認"),
    ).toBeVisible();
    // The preview the server checked again is read again.
    await waitFor(() => expect(log.entries("ecaImport")).toHaveLength(2));
  },
};

/** The server refuses the file whole (its header changed): said beside the file, in English. */
export const HeaderChangedInEnglish: Story = {
  args: {
    locale: "en-US",
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      refuse(
        endpoints.ecaImportCheck,
        400,
        "The first row must be the template's header row, unchanged: download the template and paste your rows into it",
        {
          fields: [
            {
              field: "file",
              message:
                "The first row must be the template's header row, unchanged: download the template and paste your rows into it",
            },
          ],
        },
      ),
    ],
  },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "2. Upload and check" });
    await userEvent.upload(
      canvas.getByLabelText("Choose a file or drop it here"),
      workbook("records.xlsx"),
    );
    await expect(
      await canvas.findByText(/The first row must be the template's header row, unchanged/),
    ).toBeVisible();
    await expect(
      canvas.getByRole("button", { name: "Retry uploading records.xlsx" }),
    ).toBeVisible();
  },
};

/** The history tab: each import's state, its files, and undo for the imported one. */
export const HistoryTab: Story = {
  args: { path: "/smarteca/import?view=history" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("tab", { name: "匯入記錄" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const table = within(await canvas.findByRole("table", { name: "匯入記錄" }));
    await expect(await table.findByText("上學期服務時數.xlsx")).toBeVisible();
    await expect(table.getAllByRole("button", { name: /^撤銷匯入/ })).toHaveLength(1);
  },
};
