import { Table } from "@campus/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SICK_LEAVE, WAITING } from "../testing/attendance-fixtures";
import { useLeaveColumns } from "./leave-columns";

/*
 * The columns both lists of applications share: the days, the reason with the family's note and
 * files (and, for the class teacher, who sent it when), the state with the teacher's words and
 * the reader's buttons.
 */

function Applications({ sender }: { sender: boolean }) {
  const columns = useLeaveColumns({
    sender,
    actions: (leave) => leave.status === "pending" && <button type="button">批准</button>,
  });
  return <Table caption="請假申請" columns={columns} rows={[WAITING, SICK_LEAVE]} rowKey="id" />;
}

const meta = {
  title: "Attendance/Components/LeaveColumns",
  component: Applications,
  args: { sender: true },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof Applications>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The class teacher's: who sent each, buttons only on the one waiting. */
export const ForTheTeacher: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "請假申請" });
    const [, waiting, approved] = within(table).getAllByRole("row");
    await expect(waiting).toHaveTextContent("2026年12月4日 (上午)");
    await expect(waiting).toHaveTextContent("覆診牙醫，約十一時回校。");
    await expect(waiting).toHaveTextContent(/麥太 · 2026年12月1日/);
    await expect(within(waiting!).getByRole("link", { name: /覆診紙\.pdf/ })).toBeVisible();
    await expect(within(waiting!).getByRole("button", { name: "批准" })).toBeVisible();
    await expect(approved).toHaveTextContent("班主任：祝早日康復。");
    await expect(within(approved!).queryByRole("button")).toBeNull();
  },
};

/** The family's: no sender line. */
export const ForTheFamily: Story = {
  args: { sender: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/麥太 ·/)).toBeNull();
  },
};
