import { endpoints } from "@campus/contract";
import { parentUser } from "@campus/contract/fixtures";
import { answer, callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { SigningPinForm } from "./signing-pin-form";

/** The form alone, as a parent with no PIN yet sees it. */
function PinForm() {
  return <SigningPinForm />;
}

const calls = callLog();

const meta = {
  title: "Notices/Screens/Notice/Signing PIN form",
  component: ScreenStory,
  args: {
    path: "/notices/detail?id=3&child=2",
    route: "/notices/detail",
    screen: PinForm,
    answers: [answer(endpoints.noticeSetSigningPin, { has_pin: true })],
    user: parentUser(),
    onRuntime: calls.onRuntime,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The password, then the PIN and the PIN again, as typed. */
async function fillIn(form: Canvas, pin: string, again: string) {
  await userEvent.type(form.getByLabelText(/^帳戶密碼/), "my-secret-1");
  await userEvent.type(form.getByLabelText(/^新的簽署 PIN/), pin);
  await userEvent.type(form.getByLabelText(/^再次輸入 PIN/), again);
}

/** The two PINs differ: said beside the second, and nothing is sent. */
export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole("form", { name: "設定簽署 PIN" }));
    await fillIn(form, "4826", "4862");
    await userEvent.click(form.getByRole("button", { name: "設定 PIN" }));
    const again = form.getByLabelText(/^再次輸入 PIN/);
    await waitFor(() => expect(again).toHaveAccessibleDescription(/兩次輸入的 PIN 不一樣/));
    await expect(canvas.getByText("兩次輸入的 PIN 不一樣")).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(calls.entries("noticeSetSigningPin")).toHaveLength(0);
  },
};

/** The two PINs match: the password and the PIN go (not the PIN again), and it says so. */
export const Match: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole("form", { name: "設定簽署 PIN" }));
    await expect(form.getByLabelText(/^帳戶密碼/)).toHaveAttribute(
      "autocomplete",
      "current-password",
    );
    await fillIn(form, "4826", "4826");
    await userEvent.click(form.getByRole("button", { name: "設定 PIN" }));
    await expect(await canvas.findByText("簽署 PIN 已設定")).toBeVisible();
    await expect(calls.entries("noticeSetSigningPin")).toHaveLength(1);
    await expect(calls.last("noticeSetSigningPin")).toEqual({
      current_password: "my-secret-1",
      pin: "4826",
    });
  },
};

/** In English: the title, the fields and the mismatch said in English. */
export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole("form", { name: "Set a signing PIN" }));
    await userEvent.type(form.getByLabelText(/^Account password/), "my-secret-1");
    await userEvent.type(form.getByLabelText(/^New signing PIN/), "4826");
    const again = form.getByLabelText(/^Enter the PIN again/);
    await userEvent.type(again, "4862");
    await userEvent.click(form.getByRole("button", { name: "Set PIN" }));
    await waitFor(() => expect(again).toHaveAccessibleDescription(/The two PINs are not the same/));
    await expect(calls.entries("noticeSetSigningPin")).toHaveLength(0);
  },
};
