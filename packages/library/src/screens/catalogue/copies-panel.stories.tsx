import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { callLog, ScreenStory } from "@campus/ui/testing";
import { catalogueReader, lighthouseCopies } from "../../testing/cataloguing-answers";
import { catalogueStoryArgs } from "../../testing/catalogue-story";
import { CopiesPanel } from "./copies-panel";

const { onRuntime, bodies: calls } = callLog();

const Copies = () => <CopiesPanel bookId={7} title="海港的燈塔" copies={lighthouseCopies} />;

const meta = {
  title: "Library/Screens/Catalogue/CopiesPanel",
  component: ScreenStory,
  args: catalogueStoryArgs(Copies, onRuntime),
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The row of a copy by its barcode. */
async function row(canvasElement: HTMLElement, bookNo: string) {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = [...canvasElement.querySelectorAll<HTMLElement>("tbody tr")].find((tr) =>
      tr.textContent?.includes(bookNo),
    );
    expect(found).toBeDefined();
  });
  return within(found!);
}

/**
 * Each copy with what may be done to it: one on the shelf is sent for repair or withdrawn (after
 * a question); one on loan shows who has it until when, and only the desk moves it.
 */
export const WithdrawAfterAQuestion: Story = {
  args: catalogueStoryArgs(Copies, onRuntime),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lent = await row(canvasElement, "LH-0002");
    await expect(lent.getByText("陳小明 · 4A")).toBeVisible();
    await expect(lent.getByText(/到期/)).toBeVisible();
    await expect(lent.queryByRole("button", { name: "註銷" })).toBeNull();
    const mended = await row(canvasElement, "LH-0003");
    await expect(mended.getByText("維修中")).toBeVisible();
    await expect(mended.getByRole("button", { name: "放回書架" })).toBeVisible();
    const shelved = await row(canvasElement, "LH-0001");
    await userEvent.click(shelved.getByRole("button", { name: "註銷" }));
    const confirm = within(await canvas.findByRole("alertdialog", { name: "註銷複本 LH-0001？" }));
    await userEvent.click(confirm.getByRole("button", { name: "註銷" }));
    await waitFor(() =>
      expect(calls("catalogueCopyStatus")).toEqual([{ id: 71, status: "withdrawn", schoolId: 1 }]),
    );
    await userEvent.click(shelved.getByRole("button", { name: "送修" }));
    await waitFor(() =>
      expect(calls("catalogueCopyStatus").at(-1)).toEqual({
        id: 71,
        status: "repair",
        schoolId: 1,
      }),
    );
  },
};

/** "Add a copy" opens the copy's form in a dialog. */
export const AddACopy: Story = {
  args: catalogueStoryArgs(Copies, onRuntime),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "新增複本" }));
    const dialog = within(await canvas.findByRole("dialog", { name: "新增複本" }));
    await expect(dialog.getByRole("textbox", { name: /^條碼/ })).toHaveValue("");
    await userEvent.click(dialog.getByRole("button", { name: "取消" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
  },
};

/** Read-only: the copies listed, nothing to change or add. */
export const ReadOnly: Story = {
  args: { ...catalogueStoryArgs(Copies, onRuntime), user: catalogueReader },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await row(canvasElement, "LH-0001");
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};
