import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { encode } from "uqr";
import { ScanCode } from "./scan-code";

/*
 * The button that opens the office's scanner, and the scanner until it reads a code or is
 * closed. This test browser has no camera: the scanner says so and offers a photo, which is read
 * as the camera's picture would be.
 */

const CODE = "7fcfa59578a94f386f627584c71ac948";

/** A QR code as a phone's photo of it: the code drawn black on white, as a PNG file. */
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
  title: "Registration/Office/ScanCode",
  component: ScanCode,
  args: { next: false, onCode: fn() },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScanCode>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No code opened yet: one button; the scanner opens on it, and closes again on "stop". */
export const OpensAndCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText("相機畫面")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "用相機掃描二維碼" }));
    await expect(await canvas.findByLabelText("相機畫面")).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "用相機掃描二維碼" })).toBeNull();
    await expect(await canvas.findByText(/^未能開啟相機/, {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "停止掃描" }));
    await expect(canvas.queryByLabelText("相機畫面")).toBeNull();
    await expect(canvas.getByRole("button", { name: "用相機掃描二維碼" })).toBeVisible();
    await expect(args.onCode).not.toHaveBeenCalled();
  },
};

/** A code read (here from a photo): handed on, and the scanner closes for the next family. */
export const HandsTheCodeOn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "用相機掃描二維碼" }));
    await userEvent.upload(
      await canvas.findByLabelText("改用相片"),
      await photoOf(`https://school.example/parent_student/registration/checkin?code=${CODE}`),
    );
    await waitFor(() => expect(args.onCode).toHaveBeenCalledWith(CODE));
    await expect(args.onCode).toHaveBeenCalledOnce();
    await expect(canvas.queryByLabelText("相機畫面")).toBeNull();
    await expect(canvas.getByRole("button", { name: "用相機掃描二維碼" })).toBeVisible();
  },
};

/** A code opened already: the button offers the next one. */
export const Next: Story = {
  args: { next: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "掃描下一個二維碼" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "用相機掃描二維碼" })).toBeNull();
  },
};

/** In English: the button, and the scanner's way out. */
export const InEnglish: Story = {
  parameters: { locale: "en-US" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Scan a QR code with the camera" }));
    await expect(await canvas.findByLabelText("Camera view")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Stop scanning" }));
    await expect(
      canvas.getByRole("button", { name: "Scan a QR code with the camera" }),
    ).toBeVisible();
    await expect(args.onCode).not.toHaveBeenCalled();
  },
};
