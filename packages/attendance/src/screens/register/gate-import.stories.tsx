import { endpoints } from "@campus/contract";
import { callLog, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { classKeeper, gate, office } from "../../testing/attendance-fixtures";
import { GateImport } from "./gate-import";

/*
 * The office's import of the gate's taps: a CSV sent with the day and the late time, what it did
 * said after; a file the server cannot read said beside it.
 */

const csv = () => new File(["學生編號,時間\ns2026001,07:52\n"], "gate.csv", { type: "text/csv" });

const meta = {
  title: "Attendance/Components/GateImport",
  component: ScreenStory,
  args: {
    path: "/attendance/register",
    route: "/attendance/register",
    screen: () => <GateImport day="2026-12-02" />,
    answers: [...classKeeper(), gate()],
    user: office,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const sent = callLog();
/** Late after 08:10: 26 present, 2 late, one number unknown. */
export const Imported: Story = {
  args: { onRuntime: sent.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const part = canvas.getByRole("region", { name: "匯入閘機拍卡紀錄" });
    const late = within(part).getByLabelText("此時間後到校記為遲到");
    await userEvent.clear(late);
    await userEvent.type(late, "08:10");
    await userEvent.upload(within(part).getByLabelText("按此選擇檔案，或把檔案拖放到這裏"), csv());
    await expect(
      await within(part).findByText(
        "已記錄出席 26 人、遲到 2 人；1 人已有點名紀錄，維持不變。 找不到這些學生編號：s9999999",
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(sent.last("attendanceGateImport")).toMatchObject({
        day: "2026-12-02",
        late_after: "08:10",
      }),
    );
  },
};

/** Not a gate's file: the server's reason beside the upload. */
export const Refused: Story = {
  args: {
    answers: [
      refuse(
        endpoints.attendanceGateImport,
        400,
        "檔案格式無效：請上載閘機系統匯出的 CSV 或 Excel（.xlsx）檔案",
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const part = within(canvasElement).getByRole("region", { name: "匯入閘機拍卡紀錄" });
    await userEvent.upload(within(part).getByLabelText("按此選擇檔案，或把檔案拖放到這裏"), csv());
    await expect(
      await within(part).findByText("檔案格式無效：請上載閘機系統匯出的 CSV 或 Excel（.xlsx）檔案"),
    ).toBeVisible();
  },
};
