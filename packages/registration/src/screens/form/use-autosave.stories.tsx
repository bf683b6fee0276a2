import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SaveStatus, type Autosave } from "./use-autosave";
import { FormTexts } from "./form-texts";

const autosave = (phase: Autosave["phase"], saveNow = fn(async () => 12)): Autosave => ({
  phase,
  id: 12,
  number: "A2027-00012",
  savedAt: "2026-11-24T06:32:00.000Z",
  saveNow,
});

const meta = {
  title: "Registration/Components/SaveStatus",
  // The form's own texts, as the form page puts them.
  decorators: [(Story) => <FormTexts>{Story()}</FormTexts>],
  component: SaveStatus,
  args: { autosave: autosave("saved") },
} satisfies Meta<typeof SaveStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Saved: when, in the reader's time format, said politely. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(/^已自動儲存 /);
  },
};

export const Saving: Story = {
  args: { autosave: autosave("saving") },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("儲存中…");
  },
};

/** Not saved: said, with a retry now; the typing is kept meanwhile. */
export const Failed: Story = {
  args: { autosave: autosave("failed") },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent(/^未能儲存/);
    // It stays in view down a long form (issue 35, item 35), not only at its top.
    await expect(getComputedStyle(canvas.getByRole("status")).position).toBe("sticky");
    await userEvent.click(canvas.getByRole("button", { name: "立即重試" }));
    await expect(args.autosave.saveNow).toHaveBeenCalledOnce();
  },
};
