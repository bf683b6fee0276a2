import { endpoints } from "@campus/contract";
import { answer, callLog, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { activationLetters, officeStaff } from "../../testing/office-fixtures";
import { LettersDialog } from "./letters-dialog";

const log = callLog();
const closed = fn();
const issued = fn();

/** The dialog as the activation table opens it, for 4A. */
function LettersFor4A() {
  return <LettersDialog className="4A" onClose={closed} onIssued={issued} />;
}

const meta = {
  title: "Office/Components/LettersDialog",
  component: ScreenStory,
  args: {
    path: "/office/roster?view=activation",
    route: "/office/roster",
    screen: LettersFor4A,
    answers: [
      answer(endpoints.officeActivationLetters, (sent) =>
        activationLetters({ expires_on: String(sent.expires_on) }),
      ),
    ],
    user: officeStaff,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
  beforeEach: () => {
    closed.mockClear();
    issued.mockClear();
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const dayField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/^啟用碼有效至/) as HTMLInputElement;

/** Four weeks from today by default; made, the letters go to the page. */
export const MakeTheLetters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("dialog", { name: "4A 的學生啟用信" })).toBeVisible();
    const day = dayField(canvasElement);
    const inFourWeeks = new Date(Date.now() + 28 * 86_400_000);
    await expect(Date.parse(day.value)).toBeGreaterThan(Date.now() + 26 * 86_400_000);
    await expect(Date.parse(day.value)).toBeLessThan(inFourWeeks.getTime() + 2 * 86_400_000);
    await expect(day.min < day.value && day.value < day.max).toBe(true);
    await userEvent.click(canvas.getByRole("button", { name: "產生啟用信" }));
    await waitFor(() => expect(issued).toHaveBeenCalledOnce());
    await expect(log.last("officeActivationLetters")).toEqual({
      class_name: "4A",
      expires_on: day.value,
      reissue: false,
    });
  },
};

/** No day: said beside the field in the office's words, nothing sent; cancel closes. */
export const NoDay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await waitFor(() => dayField(canvasElement)));
    await userEvent.click(canvas.getByRole("button", { name: "產生啟用信" }));
    await expect(await canvas.findByText("請填寫此項")).toBeVisible();
    await expect(dayField(canvasElement)).toHaveAttribute("aria-invalid", "true");
    await expect(log.entries("officeActivationLetters")).toHaveLength(0);
    await userEvent.click(canvas.getByRole("button", { name: "取消" }));
    await expect(closed).toHaveBeenCalledOnce();
  },
};

/** A class the server does not know: its words in the dialog's alert, nothing issued. */
export const ClassRefused: Story = {
  args: {
    answers: [
      refuse(endpoints.officeActivationLetters, 400, "找不到這個班別，或班內沒有在讀學生", {
        fields: [{ field: "class_name", message: "找不到這個班別，或班內沒有在讀學生" }],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "產生啟用信" }));
    await expect(await canvas.findByText("找不到這個班別，或班內沒有在讀學生")).toHaveAttribute(
      "role",
      "alert",
    );
    await expect(issued).not.toHaveBeenCalled();
  },
};

/** English: every word in the reader's language; the reissue choice is sent when ticked. */
export const InEnglish: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("dialog", { name: "Activation letters for 4A" }),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole("checkbox", { name: /Include students who have set a password/ }),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Make the letters" }));
    await waitFor(() => expect(issued).toHaveBeenCalledOnce());
    await expect(log.last("officeActivationLetters")).toMatchObject({ reissue: true });
  },
};
