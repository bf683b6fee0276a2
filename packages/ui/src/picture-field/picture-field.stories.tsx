import type { Attachment } from "@campus/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { pngFile } from "../testing/files";
import { PictureField } from "./picture-field";

/* One picture of a record: shown, taken off, or replaced by one sent at once. */

const cover: Attachment = {
  id: 4,
  name: "cover.png",
  type: "image/png",
  size: 92,
  url: "/files/4/k/cover.png",
};

function Harness({
  initial,
  readOnly = false,
  sent,
}: {
  initial: Attachment | null;
  readOnly?: boolean;
  sent: (name: string) => void;
}) {
  const [value, setValue] = useState<number | null>(initial?.id ?? null);
  return (
    <>
      <PictureField
        kind="image"
        initial={initial}
        alt="The book's cover"
        readOnly={readOnly}
        upload={async (file) => {
          sent(file.name);
          return { ...cover, id: 9, name: file.name };
        }}
        onChange={setValue}
        texts={{ add: "Add a cover", change: "Change", remove: "Remove" }}
        width={60}
        height={84}
      />
      <output aria-label="Value">{String(value)}</output>
    </>
  );
}

const meta = {
  title: "UI/PictureField",
  component: Harness,
  args: { initial: cover, sent: fn() },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The record's picture taken off: the value is null, and a new one may be added. */
export const Removed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: "The book's cover" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remove" }));
    await expect(canvas.queryByRole("img")).toBeNull();
    await expect(canvas.getByLabelText("Value")).toHaveTextContent("null");
    await expect(canvas.getByRole("button", { name: "Add a cover" })).toBeVisible();
  },
};

/** A new picture chosen: sent at once, shown, and its id is the value. */
export const Replaced: Story = {
  args: { initial: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("img")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Add a cover" }));
    const input = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLInputElement>("input[type=file]");
      if (!found) throw new Error("no picker yet");
      return found;
    });
    await userEvent.upload(input, pngFile("lighthouse.png"));
    await waitFor(() => expect(canvas.getByLabelText("Value")).toHaveTextContent("9"));
    await expect(args.sent).toHaveBeenCalledWith("lighthouse.png");
    await expect(canvas.getByRole("img", { name: "The book's cover" })).toBeVisible();
  },
};

/** Read-only: the picture alone, no buttons. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: "The book's cover" })).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};
