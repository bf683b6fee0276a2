import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CodeByHand } from "./code-by-hand";

/* A booking's code typed by hand, for a QR code that will not scan: checked before it is used. */

const CODE = "7fcfa59578a94f386f627584c71ac948";

const meta = {
  title: "Registration/Office/CodeByHand",
  component: CodeByHand,
  args: { onCode: fn() },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof CodeByHand>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A code with stray spaces: handed on trimmed, and the field cleared for the next family. */
export const TypedCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText("輸入報到碼");
    await expect(field).toHaveAccessibleDescription("二維碼無法掃描時，可輸入二維碼下方的報到碼。");
    await userEvent.type(field, `  ${CODE} `);
    await userEvent.click(canvas.getByRole("button", { name: "辦理報到" }));
    await expect(args.onCode).toHaveBeenCalledOnce();
    await expect(args.onCode).toHaveBeenCalledWith(CODE);
    await expect(field).toHaveValue("");
    await expect(field).not.toHaveAttribute("aria-invalid");
  },
};

/** Not a code (too short, a dash): said beside the field, nothing handed on; typing clears it. */
export const NotACode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText("輸入報到碼");
    await userEvent.type(field, "12-34");
    await userEvent.click(canvas.getByRole("button", { name: "辦理報到" }));
    await expect(canvas.getByText("報到碼格式不正確")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/報到碼格式不正確/);
    // The typing stays, to be corrected.
    await expect(field).toHaveValue("12-34");
    await expect(args.onCode).not.toHaveBeenCalled();
    await userEvent.type(field, "5");
    await expect(canvas.queryByText("報到碼格式不正確")).toBeNull();
    await expect(field).not.toHaveAttribute("aria-invalid");
  },
};

/** Nothing typed: the same word, nothing handed on. */
export const NothingTyped: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "辦理報到" }));
    await expect(canvas.getByText("報到碼格式不正確")).toBeVisible();
    await expect(args.onCode).not.toHaveBeenCalled();
  },
};

/** In English, sent with the Enter key; a wrong code said in English too. */
export const InEnglish: Story = {
  parameters: { locale: "en-US" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText("Enter a check-in code");
    await expect(field).toHaveAccessibleDescription(
      "If a QR code will not scan, type the code printed under it.",
    );
    await userEvent.type(field, "hello{Enter}");
    await expect(canvas.getByText("This is not a check-in code")).toBeVisible();
    await expect(args.onCode).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, `${CODE}{Enter}`);
    await expect(args.onCode).toHaveBeenCalledOnce();
    await expect(args.onCode).toHaveBeenCalledWith(CODE);
    await expect(canvas.getByRole("button", { name: "Check in" })).toBeVisible();
  },
};
