import { DialogProvider, MessageProvider } from "@campus/ui";
import { StoryRuntime } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ConversationsTexts } from "../../components/conversations-texts";
import { MessageComposer } from "./message-composer";

/*
 * Writing a short message: required, plain text, the words kept as typed; with the classes to
 * write to, the first chosen.
 */

const meta = {
  title: "Notices/Components/MessageComposer",
  component: MessageComposer,
  args: {
    label: "訊息內容",
    hint: "班主任會在 Campus 收到及回覆。",
    send: fn(async () => "訊息已發送"),
  },
  // A form's success is a toast, its questions dialogs: the portal's providers.
  decorators: [
    (Story) => (
      <MessageProvider>
        <DialogProvider>
          <StoryRuntime>
            <ConversationsTexts>
              <Story />
            </ConversationsTexts>
          </StoryRuntime>
        </DialogProvider>
      </MessageProvider>
    ),
  ],
} satisfies Meta<typeof MessageComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A blank message is said beside the field, and not sent; a written one is, and the field empties. */
export const Required: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The field's words load with the conversations' texts: found once they are in.
    const field = await canvas.findByRole("textbox", { name: /^訊息內容/ });
    await userEvent.type(field, "   ");
    await userEvent.click(canvas.getByRole("button", { name: "發送" }));
    await expect(field).toHaveAccessibleDescription(expect.stringContaining("請填寫此項"));
    await expect(args.send).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, "收到，謝謝。");
    await userEvent.click(canvas.getByRole("button", { name: "發送" }));
    await waitFor(() => expect(args.send).toHaveBeenCalledWith({ body: "收到，謝謝。" }));
    await waitFor(() => expect(field).toHaveValue(""));
  },
};

/** To a class: the classes offered, the one chosen sent with the words. */
export const ToAClass: Story = {
  args: { label: "寫訊息給全班家長", classes: ["4A", "5B"] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const classes = await canvas.findByRole("combobox", { name: /^班別/ });
    await expect(classes).toHaveValue("4A");
    await userEvent.selectOptions(classes, "5B");
    await userEvent.type(canvas.getByRole("textbox", { name: /^寫訊息給全班家長/ }), "便服日");
    await userEvent.click(canvas.getByRole("button", { name: "發送" }));
    await waitFor(() =>
      expect(args.send).toHaveBeenCalledWith({ class_name: "5B", body: "便服日" }),
    );
    // The class stays chosen for the next one.
    await waitFor(() => expect(classes).toHaveValue("5B"));
  },
};
