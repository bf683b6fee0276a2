import { answer, page, ScreenStory } from "@campus/ui/testing";
import { endpoints } from "@campus/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { bursar, classTeacher, office } from "../../testing/fees-fixtures";
import { ItemsPage } from "./items-page";

/* The office's fees with their counts, a new fee's link and the reconciliation's period; none yet. */

const meta = {
  title: "Fees/Screens/Items",
  component: ScreenStory,
  args: {
    path: "/fees/office",
    route: "/fees/office",
    screen: ItemsPage,
    answers: office(),
    user: bursar,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each fee: its last day, who has paid, what was collected; its page one click away. */
export const Items: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "所有收費項目" });
    const row = (await within(table).findByRole("link", { name: "四年級旅行日車費" })).closest(
      "tr",
    )!;
    await expect(row).toHaveTextContent("已繳 10／20 人（處理中 1，未繳 9）");
    await expect(row).toHaveTextContent("HK$1,200.00");
    await expect(within(row).getByRole("link", { name: "四年級旅行日車費" })).toHaveAttribute(
      "href",
      expect.stringContaining("/fees/item?id=2"),
    );
    await expect(canvas.getByRole("link", { name: "新增收費項目" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "下載對賬表（Excel）" })).toBeEnabled();
  },
};

/** A period that ends before it starts cannot be downloaded, and says why. */
export const BackwardsPeriod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const period = within(await canvas.findByRole("form", { name: "對賬期間" }));
    const [from] = period.getAllByLabelText(/由|至/);
    await userEvent.clear(from!);
    await userEvent.type(from!, "2099-01-01");
    await expect(await canvas.findByText("結束日期不能早於開始日期。")).toHaveAttribute(
      "role",
      "alert",
    );
    await expect(canvas.getByRole("button", { name: "下載對賬表（Excel）" })).toBeDisabled();
  },
};

/** No fee yet: where to start. */
export const Empty: Story = {
  args: { answers: [answer(endpoints.feesItems, page([]))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("還沒有收費項目。按「新增收費項目」開始。")).toBeVisible();
  },
};

/** A class teacher reads the fees: no new fee, no reconciliation. */
export const ClassTeacher: Story = {
  args: { user: classTeacher },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("table", { name: "所有收費項目" })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "新增收費項目" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "下載對賬表（Excel）" })).toBeNull();
  },
};
