import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { encode } from "uqr";
import { officeScreen } from "../office-screen";
import { QrCamera } from "./qr-camera";
import { ScreenStory } from "@campus/ui/testing";
import { officeAnswers, officeStaff } from "../testing/office-fixtures";

/*
 * The office's scanner alone. This test browser has no camera: the scanner says so and offers a
 * photo, which is read as the camera's picture would be.
 */

const CODE = "7fcfa59578a94f386f627584c71ac948";
const onCode = fn();
const onClose = fn();

async function photoOf(text: string): Promise<File> {
  const { data } = encode(text, { border: 4 });
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = data.length * 8;
  const g = canvas.getContext("2d")!;
  g.fillStyle = "#fff";
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = "#000";
  data.forEach((row, y) => row.forEach((dark, x) => dark && g.fillRect(x * 8, y * 8, 8, 8)));
  const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), "image/png"));
  return new File([blob], "qr.png", { type: "image/png" });
}

const meta = {
  title: "Registration/Office/QrCamera",
  component: ScreenStory,
  args: {
    path: "/registration/checkin",
    route: "/registration/checkin",
    screen: officeScreen(() => <QrCamera onCode={onCode} onClose={onClose} />),
    answers: officeAnswers(),
    user: officeStaff,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A photo of a booking's code hands the code on; stopping closes the scanner. */
export const ReadsAPhoto: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^未能開啟相機/, {}, { timeout: 5000 })).toBeVisible();
    await userEvent.upload(
      canvas.getByLabelText("改用相片"),
      await photoOf(`https://school.example/parent_student/registration/checkin?code=${CODE}`),
    );
    await waitFor(() => expect(onCode).toHaveBeenCalledWith(CODE));
    await userEvent.click(canvas.getByRole("button", { name: "停止掃描" }));
    await expect(onClose).toHaveBeenCalled();
  },
};

/** A photo with no QR code in it says so, with the other way. */
export const NothingInThePhoto: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const blank = document.createElement("canvas");
    blank.width = blank.height = 64;
    const blob = await new Promise<Blob>((done) => blank.toBlob((b) => done(b!), "image/png"));
    await userEvent.upload(
      await canvas.findByLabelText("改用相片"),
      new File([blob], "blank.png", { type: "image/png" }),
    );
    await expect(await canvas.findByText(/^相片中找不到二維碼/)).toBeVisible();
  },
};
