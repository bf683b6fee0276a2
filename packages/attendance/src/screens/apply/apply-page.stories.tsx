import { endpoints } from "@campus/contract";
import { callLog, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { family, guardian } from "../../testing/attendance-fixtures";
import { ApplyPage } from "./apply-page";

/*
 * A guardian's leave application: filled in (a certificate's photo uploaded at once, checked by
 * its content first) and sent; the reason missing and a half of two days said by their fields;
 * sent again with what the class teacher asked for; a refusal that keeps everything typed.
 */

const meta = {
  title: "Attendance/Screens/Apply",
  component: ScreenStory,
  args: {
    path: "/attendance/apply",
    route: "/attendance/apply",
    screen: ApplyPage,
    answers: family(),
    user: guardian,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])], name, {
    type: "image/jpeg",
  });

const sent = callLog();
/** A day of sick leave with a certificate: sent as the server takes it. */
export const Sent: Story = {
  args: { answers: family(), onRuntime: sent.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("為 陳小明 申請")).toBeVisible();
    const from = canvas.getByLabelText(/^由/);
    await userEvent.clear(from);
    await userEvent.type(from, "2026-12-03");
    const to = canvas.getByLabelText(/^至/);
    await userEvent.clear(to);
    await userEvent.type(to, "2026-12-03");
    await userEvent.click(canvas.getByRole("radio", { name: "上午" }));
    await userEvent.click(canvas.getByRole("radio", { name: "病假" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /^說明/ }), "發燒，已看醫生。");
    // The files field is a part of its own: it comes after the form.
    const files = await canvas.findByRole("group", { name: "證明文件" });
    await userEvent.upload(
      within(files).getByLabelText("按此選擇檔案，或把檔案拖放到這裏"),
      jpeg("醫生證明書.jpg"),
    );
    await expect(await within(files).findByText("已上載")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "提交申請" }));
    await waitFor(() =>
      expect(sent.last("attendanceApplyLeave")).toEqual({
        from: "2026-12-03",
        to: "2026-12-03",
        part: "am",
        reason: "sick",
        note: "發燒，已看醫生。",
        attachments: [101],
      }),
    );
    await expect(
      await within(canvasElement.ownerDocument.body).findByText("請假申請已提交，班主任會盡快處理"),
    ).toBeVisible();
  },
};

const refused = callLog();
/** No reason chosen: said beside the reasons; two days cannot be a half; nothing is sent. */
export const Missing: Story = {
  args: { answers: family(), onRuntime: refused.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const to = await canvas.findByLabelText(/^至/);
    await userEvent.clear(to);
    await userEvent.type(to, "2099-01-02");
    const from = canvas.getByLabelText(/^由/);
    await userEvent.clear(from);
    await userEvent.type(from, "2099-01-01");
    // A half day is for one day: not offered for two.
    await expect(canvas.getByRole("radio", { name: "上午" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "提交申請" }));
    const reasons = canvas.getByRole("radiogroup", { name: /原因/ });
    await expect(reasons).toHaveAccessibleDescription(expect.stringContaining("請填寫此項"));
    await expect(refused.entries("attendanceApplyLeave")).toHaveLength(0);
  },
};

const again = callLog();
/** Asked for more: what the class teacher asked, the application as sent, sent again. */
export const SendAgain: Story = {
  args: {
    path: "/attendance/apply?id=12",
    answers: family(),
    onRuntime: again.onRuntime,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("班主任要求補充：請附上婚禮請柬。")).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "事假" })).toBeChecked();
    const note = canvas.getByRole("textbox", { name: /^說明/ });
    await expect(note).toHaveValue("出席親戚婚禮。");
    await userEvent.type(note, "請柬已交班主任。");
    await userEvent.click(canvas.getByRole("button", { name: "再次提交" }));
    await waitFor(() =>
      expect(again.last("attendanceApplyLeave")).toMatchObject({
        id: 12,
        from: "2026-12-09",
        reason: "personal",
        note: "出席親戚婚禮。請柬已交班主任。",
      }),
    );
  },
};

/** Refused (the days are taken): the reason above the button, everything as typed. */
export const Refused: Story = {
  args: {
    answers: [
      ...family(),
      refuse(
        endpoints.attendanceApplyLeave,
        409,
        "這些日子已有請假申請（2026-12-09 至 2026-12-09）",
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("radio", { name: "事假" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /^說明/ }), "家庭旅行");
    await userEvent.click(canvas.getByRole("button", { name: "提交申請" }));
    await waitFor(() =>
      expect(
        canvas
          .getAllByRole("alert")
          .map((a) => a.textContent)
          .filter(Boolean),
      ).toEqual(["這些日子已有請假申請（2026-12-09 至 2026-12-09）"]),
    );
    await expect(canvas.getByRole("textbox", { name: /^說明/ })).toHaveValue("家庭旅行");
    await expect(canvas.getByRole("radio", { name: "事假" })).toBeChecked();
  },
};

/** In English, on a desktop. */
export const EnglishDesktop: Story = {
  args: { locale: "en-US", path: "/attendance/apply?id=12" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("The class teacher asks: 請附上婚禮請柬。")).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "Personal leave" })).toBeChecked();
    await expect(canvas.getByRole("button", { name: "Send again" })).toBeVisible();
  },
};
