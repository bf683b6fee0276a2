import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { callLog, ScreenStory } from "@campus/ui/testing";
import { lighthouseCopies } from "../../testing/cataloguing-answers";
import { catalogueStoryArgs } from "../../testing/catalogue-story";
import { CopyDialog } from "./copy-dialog";

const { onRuntime, bodies: calls } = callLog();
const closed = fn();

const NewCopy = () => <CopyDialog bookId={7} copy={null} onClose={closed} />;
const FirstCopy = () => <CopyDialog bookId={7} copy={lighthouseCopies[0]!} onClose={closed} />;

const meta = {
  title: "Library/Screens/Catalogue/CopyDialog",
  component: ScreenStory,
  args: catalogueStoryArgs(NewCopy, onRuntime),
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A barcode with a space is refused before sending; one another copy has, by the school (the
 * field says which); a new one is added, its label read as capitals, and the dialog closes.
 */
export const AddsACopy: Story = {
  args: catalogueStoryArgs(NewCopy, onRuntime),
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole("dialog", { name: "新增複本" }));
    const barcode = dialog.getByRole("textbox", { name: /^條碼/ });
    await userEvent.type(barcode, "LH 0009");
    await userEvent.click(dialog.getByRole("button", { name: "儲存" }));
    await expect(await dialog.findByText("只可使用英文字母、數字及 -")).toBeVisible();
    await userEvent.clear(barcode);
    await userEvent.type(barcode, "lh-0001");
    await userEvent.click(dialog.getByRole("button", { name: "儲存" }));
    await expect(await dialog.findByText("另一複本已使用條碼 LH-0001")).toBeVisible();
    await userEvent.clear(barcode);
    await userEvent.type(barcode, "lh-0009");
    await userEvent.type(dialog.getByRole("textbox", { name: /^索書號/ }), "857.7 CHO");
    await userEvent.click(dialog.getByRole("button", { name: "儲存" }));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    await expect(calls("catalogueSaveCopy").at(-1)).toEqual({
      book_id: 7,
      book_no: "lh-0009",
      call_number: "857.7 CHO",
      location: "",
      schoolId: 1,
    });
  },
};

/** A copy corrected: its own values to start from, its id sent. */
export const CorrectsACopy: Story = {
  args: catalogueStoryArgs(FirstCopy, onRuntime),
  play: async ({ canvasElement }) => {
    const dialog = within(
      await within(canvasElement).findByRole("dialog", { name: "編輯複本 LH-0001" }),
    );
    const location = dialog.getByRole("textbox", { name: /^位置/ });
    await expect(location).toHaveValue("兒童閱讀區");
    await userEvent.clear(location);
    await userEvent.type(location, "二樓");
    await userEvent.click(dialog.getByRole("button", { name: "儲存" }));
    await waitFor(() =>
      expect(calls("catalogueSaveCopy").at(-1)).toMatchObject({ id: 71, location: "二樓" }),
    );
  },
};
