import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { family, guardian, leaveFile } from "../../testing/attendance-fixtures";
import { LeaveFiles } from "./leave-files";

/*
 * An application's files alone: the one it has, removed; a photo uploaded at once and named by
 * its id; a page renamed .jpg refused before it leaves the phone.
 */

const changed = fn();

function Files() {
  const [ids, setIds] = useState<number[]>([41]);
  return (
    <LeaveFiles
      kept={[leaveFile(41, "醫生證明書.jpg")]}
      legend="證明文件"
      value={ids}
      onChange={(next) => {
        setIds(next);
        changed(next);
      }}
    />
  );
}

const meta = {
  title: "Attendance/Components/LeaveFiles",
  component: ScreenStory,
  args: {
    path: "/attendance/apply",
    route: "/attendance/apply",
    screen: Files,
    answers: family(),
    user: guardian,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One removed, one added (after a fake refused): the ids in order. */
export const AddAndRemove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const files = canvas.getByRole("group", { name: "證明文件" });
    await userEvent.click(within(files).getByRole("button", { name: "移除 醫生證明書.jpg" }));
    await waitFor(() => expect(changed).toHaveBeenLastCalledWith([]));
    const input = within(files).getByLabelText("按此選擇檔案，或把檔案拖放到這裏");
    await userEvent.upload(input, new File(["<html></html>"], "證明.jpg", { type: "image/jpeg" }));
    await waitFor(() =>
      expect(within(files).getByRole("alert")).toHaveTextContent("證明.jpg：檔案格式無效"),
    );
    await userEvent.upload(
      input,
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], "覆診紙.jpg", {
        type: "image/jpeg",
      }),
    );
    await expect(await within(files).findByText("已上載")).toBeVisible();
    await waitFor(() => expect(changed).toHaveBeenLastCalledWith([101]));
  },
};
