import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { inCatalogue } from "../../testing/catalogue-story";
import { librarianUser } from "../../testing/cataloguing-answers";
import { stocktakeAnswers } from "../../testing/stocktake-answers";
import { BarcodeCamera } from "./barcode-camera";

/*
 * The stocktake's camera alone. This test browser has no camera: it says so, in words, and
 * closes. Reading a label through it is the session's story (ScansByCamera).
 */

const onCode = fn();
const onClose = fn();

const meta = {
  title: "Library/Screens/Stocktake/BarcodeCamera",
  component: ScreenStory,
  args: {
    path: "/library/catalogue?xschoolCode=DEMO&view=stocktake&id=3",
    route: "/library/catalogue",
    screen: inCatalogue(() => <BarcodeCamera onCode={onCode} onClose={onClose} />),
    answers: stocktakeAnswers(),
    user: librarianUser,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
  beforeEach: () => {
    onCode.mockClear();
    onClose.mockClear();
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No camera: why not and what to do instead; closing hands back to the page. */
export const NoCamera: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const state = await canvas.findByRole("status", { name: "相機" });
    await expect(
      await within(state).findByText(/^未能開啟相機/, {}, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "關閉相機" }));
    await expect(onClose).toHaveBeenCalled();
    await expect(onCode).not.toHaveBeenCalled();
  },
};

/** In English, on a desktop: the hint while the camera starts. */
export const Aiming: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText("Camera view")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Close the camera" })).toBeVisible();
  },
};
