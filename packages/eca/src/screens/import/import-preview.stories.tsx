import { endpoints } from "@campus/contract";
import { answer, PAYLOADS, ScreenStory, userTextStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ecaOffice, ecaSettings, importPreview, students } from "../../testing/eca-fixtures";
import { ImportTexts } from "../../components/import-texts";
import { ImportPreview } from "./import-preview";

/*
 * An import's preview on its own: a checked file's figures, refused rows and sample; an imported
 * one says when; a file with more refused rows than shown points to the report; one with nothing
 * to write says so.
 */

const preview = (over: Parameters<typeof importPreview>[0] = {}) =>
  function Preview() {
    return (
      <ImportTexts>
        <ImportPreview preview={importPreview(over)} />
      </ImportTexts>
    );
  };

const meta = {
  title: "ECA/Screens/Import/Preview",
  component: ScreenStory,
  args: {
    path: "/smarteca/import?id=7",
    route: "/smarteca/import",
    screen: preview(),
    answers: [answer(endpoints.ecaSettings, ecaSettings())],
    user: ecaOffice,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The figures, each refused row by number and column, the award and level of what it writes. */
export const Checked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figures = within((await canvas.findByText("資料行數")).closest("dl")!);
    await expect(figures.getByText("待確認")).toBeVisible();
    await expect(figures.getByText("48")).toBeVisible();
    const problems = within(canvas.getByRole("table", { name: "有錯誤的行（3）" }));
    await expect(problems.getAllByRole("row")).toHaveLength(4);
    await expect(problems.getByText("請以 YYYY/MM/DD 格式填寫日期")).toBeVisible();
    const sample = within(canvas.getByRole("table", { name: /將匯入的紀錄/ }));
    await expect(await sample.findByText("冠軍 · 校際 · 4×100 米")).toBeVisible();
    await expect(canvas.queryByRole("navigation")).toBeNull();
  },
};

/** Imported: when, and what it wrote. */
export const Imported: Story = {
  args: {
    screen: preview({ status: "imported", imported_at: "2026-11-26T02:20:00Z" }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("已匯入", { selector: "dd *" })).toBeVisible();
    await expect(canvas.getByText(/^已於 .+ 匯入$/)).toBeVisible();
    await expect(canvas.getByText("已寫入")).toBeVisible();
  },
};

/** Columns the file added after the template's are named: the office knows they were not read. */
export const AddedColumns: Story = {
  args: { screen: preview({ ignored_columns: ["備註", "Checked by"] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("檔案在範本的欄之後另有：備註和Checked by。這些欄不會讀取。"),
    ).toBeVisible();
  },
};

/** More refused rows than the preview lists: the rest are in the report. */
export const MoreThanShown: Story = {
  args: { screen: preview({ rows: 900, accepted: 400, refused: 500 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("只列出首 3 項，其餘見錯誤報告。")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "下載錯誤報告" })).toBeVisible();
  },
};

/** Nothing to write, on a phone, in English. */
export const NothingToWriteInEnglish: Story = {
  args: {
    locale: "en-US",
    screen: preview({ accepted: 0, refused: 48, sample: [] }),
  },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("No row can be imported: fix the file and upload it again"),
    ).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Rows with errors (48)" })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Stored user text (issue 7): a file whose events and competition items are the payloads. */
const [student] = students();
const fromAFile = {
  screen: preview({
    sample: PAYLOADS.map((payload, i) => ({
      row: i + 2,
      student: student!,
      event: {
        code: `X-${i}`,
        name_zh: payload.text,
        name_cn: payload.text,
        name_en: payload.text,
        new: true,
      },
      prize: null,
      level: null,
      competition_item: payload.text,
    })),
  }),
};
export const UserTextOnAPhone: Story = userTextStory("phone", fromAFile);
export const UserTextOnADesktop: Story = userTextStory("desktop", fromAFile);
