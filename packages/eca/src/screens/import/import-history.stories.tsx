import { endpoints } from "@campus/contract";
import { answer, callLog, page, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ecaImport, ecaOffice, ecaTeacher, importHistory } from "../../testing/eca-fixtures";
import { ImportTexts } from "../../components/import-texts";
import { ImportHistory } from "./import-history";

/** The history as the import page shows it: with the import's texts. */
function History() {
  return (
    <ImportTexts>
      <ImportHistory />
    </ImportTexts>
  );
}

/*
 * The import history: who imported which file when, what it wrote and refused, its files, its
 * preview, and undo after a question — only for one imported, and only with the import key.
 */

const log = callLog();

const meta = {
  title: "ECA/Screens/Import/History",
  component: ScreenStory,
  args: {
    path: "/smarteca/import?view=history",
    route: "/smarteca/import",
    screen: History,
    answers: [
      answer(endpoints.ecaImports, page(importHistory())),
      answer(endpoints.ecaImportDiscard, ({ id }) => ({ id })),
      answer(endpoints.ecaImportUndo, ({ id }) => ({
        ...ecaImport({ id, status: "undone", undone_at: "2026-11-26T03:00:00Z" }),
        ignored_columns: [],
        problems: [],
        sample: [],
      })),
    ],
    user: ecaOffice,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each import with its state; the refused rows' report only where rows were refused. */
export const EveryState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole("list", { name: "匯入記錄" }));
    await expect(await list.findByText("待確認")).toBeVisible();
    await expect(list.getByText("已匯入")).toBeVisible();
    await expect(list.getByText("已撤銷")).toBeVisible();
    await expect(list.getByText("45 行可匯入")).toBeVisible();
    await expect(list.getByText("已寫入 120 行")).toBeVisible();
    await expect(list.getAllByRole("button", { name: /的錯誤報告$/ })).toHaveLength(1);
    await expect(list.getByRole("link", { name: "2026-27 校際比賽成績.xlsx" })).toHaveAttribute(
      "href",
      expect.stringContaining("/smarteca/import?id=7"),
    );
    // Every row leads to the same page: none is marked as the one being shown.
    for (const link of list.getAllByRole("link"))
      await expect(link).not.toHaveAttribute("aria-current");
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Undo asks first, says what goes and what stays, then removes the import's records. */
export const UndoAfterAQuestion: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "撤銷匯入 上學期服務時數.xlsx" }),
    );
    const ask = within(
      await canvas.findByRole("alertdialog", { name: "撤銷匯入「上學期服務時數.xlsx」？" }),
    );
    await expect(ask.getByText(/此匯入寫入的 120 行紀錄會被刪除/)).toBeVisible();
    await userEvent.click(ask.getByRole("button", { name: "撤銷匯入" }));
    await waitFor(() => expect(log.last("ecaImportUndo")).toEqual({ id: 6 }));
    await expect(await canvas.findByText("已撤銷 120 行紀錄")).toBeVisible();
  },
};

/**
 * A file checked and never confirmed can be discarded (issue 37, item 12), after a question
 * that says it wrote nothing; one imported cannot (it is undone instead).
 */
export const DiscardOneNeverImported: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole("list", { name: "匯入記錄" }));
    await expect(await list.findAllByRole("button", { name: /^捨棄/ })).toHaveLength(1);
    await userEvent.click(list.getByRole("button", { name: "捨棄 2026-27 校際比賽成績.xlsx" }));
    const ask = within(
      await canvas.findByRole("alertdialog", { name: "捨棄「2026-27 校際比賽成績.xlsx」？" }),
    );
    await expect(ask.getByText(/沒有寫入任何紀錄/)).toBeVisible();
    await userEvent.click(ask.getByRole("button", { name: "捨棄" }));
    await waitFor(() => expect(log.last("ecaImportDiscard")).toEqual({ id: 7 }));
    await expect(await canvas.findByText("已捨棄 2026-27 校際比賽成績.xlsx")).toBeVisible();
  },
};

/** Without the import key (a teacher who may read the history), no undo. */
export const ReadOnly: Story = {
  args: {
    user: {
      ...ecaTeacher,
      permissions: { ...ecaTeacher.permissions, "eca.import": ["query", "get"] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("link", { name: "上學期服務時數.xlsx" });
    await expect(canvas.queryByRole("button", { name: /^撤銷匯入/ })).toBeNull();
    await expect(canvas.queryByRole("button", { name: /^捨棄/ })).toBeNull();
  },
};

export const NoImportsYet: Story = {
  args: { answers: [answer(endpoints.ecaImports, page([]))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("未有匯入記錄")).toBeVisible();
  },
};
