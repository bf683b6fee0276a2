import { endpoints } from "@campus/contract";
import { ApiError } from "@campus/core";
import { answer, callLog, refusal, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { submittedApplication } from "../../testing/registration-fixtures";
import { officeAnswers, officeSession, officeStaff } from "../testing/office-fixtures";
import { encode } from "uqr";
import { CheckInPage } from "./check-in-page";

/*
 * Check-in at the interview: the booking's QR code opens this page on the office's phone, which
 * says whose booking it is; the office confirms, on another day with a reason; a code that is
 * not the school's, or not a code, is said.
 */

const log = callLog();
const CODE = "7fcfa59578a94f386f627584c71ac948";

const booked = () =>
  submittedApplication({
    fee_status: "paid",
    interview_status: "awaiting",
    interview: {
      session: officeSession(),
      check_in_code: CODE,
      checked_in_at: null,
      movable_until: "2026-12-09T16:00:00.000Z",
    },
  });

const meta = {
  title: "Registration/Office/CheckIn",
  component: ScreenStory,
  args: {
    path: `/registration/checkin?code=${CODE}`,
    route: "/registration/checkin",
    screen: CheckInPage,
    answers: officeAnswers({ applications: [booked()] }),
    user: officeStaff,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Scanned: whose booking, which session — nothing done until the office confirms; then checked
 * in, with a link to the application.
 */
export const Scanned: Story = {
  args: { answers: officeAnswers({ applications: [booked()] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const found = within(await canvas.findByRole("region", { name: /的面試$/ }));
    await expect(found.getByText("本校禮堂")).toBeVisible();
    await expect(found.getByText("待面試")).toBeVisible();
    await expect(log.last("registrationOfficeCheckIn")).toEqual({ code: CODE, look: true });
    await userEvent.click(found.getByRole("button", { name: "確認報到" }));
    const done = within(await canvas.findByRole("status", { name: /已報到/ }));
    await expect(done.getByText("面試審核中")).toBeVisible();
    await expect(done.getByText("本校禮堂")).toBeVisible();
    await expect(done.getByRole("link", { name: "查看申請" })).toHaveAttribute(
      "href",
      "/registration/office/detail?id=12",
    );
    await expect(log.entries("registrationOfficeCheckIn")).toHaveLength(2);
  },
};

/** On another day than the session's: said, and checked in only with a reason. */
export const AnotherDay: Story = {
  args: {
    answers: [
      ...officeAnswers({ applications: [booked()] }),
      answer(endpoints.registrationOfficeCheckIn, (sent) =>
        sent.look || sent.reason
          ? booked()
          : refusal(409, "此面試在 2026-12-19，不是今天：如仍要報到，請寫下理由"),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "確認報到" }));
    await expect(
      await canvas.findByText("此面試在 2026-12-19，不是今天：如仍要報到，請寫下理由"),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "仍要報到" }));
    const why = within(await canvas.findByRole("dialog", { name: "仍要報到" }));
    await userEvent.type(why.getByRole("textbox"), "家長改期，校長批准提早面試");
    await userEvent.click(why.getByRole("button", { name: "確認報到" }));
    await expect(log.last("registrationOfficeCheckIn")).toEqual({
      code: CODE,
      reason: "家長改期，校長批准提早面試",
    });
  },
};

/** Another school's code, or none of ours: said in the office's words. */
export const NotOurs: Story = {
  args: { path: "/registration/checkin?code=0123456789abcdef0123456789abcdef" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("找不到這個報到碼，請確認是本校的面試二維碼。"),
    ).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "再試一次" })).toBeNull();
  },
};

/** Not a code at all: said, and nothing asked of the server. */
export const NotACode: Story = {
  args: { path: "/registration/checkin?code=hello" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("報到碼格式不正確")).toBeVisible();
    await expect(log.entries("registrationOfficeCheckIn")).toHaveLength(0);
  },
};

/** A QR code that will not scan: the code typed by hand (checked first). */
export const TypedByHand: Story = {
  args: {
    path: "/registration/checkin",
    answers: officeAnswers({ applications: [booked()] }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText("輸入報到碼");
    await userEvent.type(field, "12-34");
    await userEvent.click(canvas.getByRole("button", { name: "辦理報到" }));
    await expect(await canvas.findByText("報到碼格式不正確")).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, CODE);
    await userEvent.click(canvas.getByRole("button", { name: "辦理報到" }));
    await userEvent.click(await canvas.findByRole("button", { name: "確認報到" }));
    await expect(await canvas.findByRole("status", { name: /已報到/ })).toBeVisible();
    await expect(log.last("registrationOfficeCheckIn")).toEqual({ code: CODE });
  },
};

/** The server not reached (a phone at the school gate): said, with "try again". */
export const Unreachable: Story = {
  args: {
    answers: [
      ...officeAnswers({ applications: [booked()] }),
      // A time-out, as the client reports one when the answer never comes.
      answer(endpoints.registrationOfficeCheckIn, () =>
        Promise.reject(new ApiError(endpoints.registrationOfficeCheckIn.id, { kind: "timeout" })),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/未能連線至學校伺服器/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "再試一次" })).toBeVisible();
  },
};

/** A QR code as a phone's photo of it: the code drawn black on white, as a PNG file. */
async function photoOf(text: string): Promise<File> {
  const { data } = encode(text, { border: 4 });
  const scale = 8;
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = data.length * scale;
  const g = canvas.getContext("2d")!;
  g.fillStyle = "#fff";
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = "#000";
  data.forEach((row, y) =>
    row.forEach((dark, x) => dark && g.fillRect(x * scale, y * scale, scale, scale)),
  );
  const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), "image/png"));
  return new File([blob], "qr.png", { type: "image/png" });
}

/**
 * Scanning on a device with no camera (this test browser has none): said, with the other ways —
 * a photo of the code, whose booking is then shown as from a scan; a photo of another kind of
 * QR code is said to be none of the school's.
 */
export const ScanAPhoto: Story = {
  args: { path: "/registration/checkin" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "用相機掃描二維碼" }));
    await expect(await canvas.findByText(/^未能開啟相機/, {}, { timeout: 5000 })).toBeVisible();
    const photo = canvas.getByLabelText("改用相片");
    await userEvent.upload(photo, await photoOf("WIFI:S:school;T:WPA;P:secret;;"));
    await expect(await canvas.findByText(/^這不是本校的面試二維碼/)).toBeVisible();
    await userEvent.upload(
      photo,
      await photoOf(
        `https://campus.example.edu.hk/parent_student/registration/checkin?code=${CODE}`,
      ),
    );
    const found = within(await canvas.findByRole("region", { name: /的面試$/ }));
    await expect(found.getByText("待面試")).toBeVisible();
    await expect(log.last("registrationOfficeCheckIn")).toEqual({ code: CODE, look: true });
    // The camera closed; the next family's code is one tap away.
    await expect(canvas.getByRole("button", { name: "掃描下一個二維碼" })).toBeVisible();
  },
};
