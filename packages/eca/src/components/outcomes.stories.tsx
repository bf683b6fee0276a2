import type { BatchOutcomes } from "@campus/contract";
import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { useOutcomes } from "./outcomes";
import { ecaOffice } from "../testing/eca-fixtures";

/* A batch act's outcome: the count when all went through, each one's by name when some did not. */

const NAMES: Record<number, string> = { 1: "4A (1) 陳大文", 2: "4A (2) 何美玲" };

function Harness({ result }: { result: BatchOutcomes }) {
  const outcomes = useOutcomes();
  return (
    <button type="button" onClick={() => void outcomes(result, "已完成 2 項", (id) => NAMES[id]!)}>
      完成
    </button>
  );
}

const meta = {
  title: "ECA/Components/Outcomes",
  component: ScreenStory,
  args: {
    path: "/smarteca/approval",
    route: "/smarteca/approval",
    screen: () => (
      <Harness
        result={{
          results: [
            { id: 1, ok: true, msg: "已完成" },
            { id: 2, ok: true, msg: "已完成" },
          ],
        }}
      />
    ),
    answers: [],
    user: ecaOffice,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllDone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "完成" }));
    await expect(await canvas.findByText("已完成 2 項")).toBeVisible();
    await expect(canvas.queryByRole("alertdialog")).toBeNull();
  },
};

export const SomeFailed: Story = {
  args: {
    screen: () => (
      <Harness
        result={{
          results: [
            { id: 1, ok: true, msg: "已完成" },
            { id: 2, ok: false, msg: "此學生已在該活動（同一比賽項目）中" },
          ],
        }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "完成" }));
    const notice = within(
      await canvas.findByRole("alertdialog", { name: "完成 1 項，1 項未能處理" }),
    );
    await expect(notice.getByText(/4A \(2\) 何美玲.*此學生已在該活動/)).toBeVisible();
    await expect(notice.getByText(/4A \(1\) 陳大文.*已完成/)).toBeVisible();
  },
};
