import type { Attachment } from "@campus/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { pngFile } from "../testing/files";
import { UploadedFilesField } from "./uploaded-files-field";

/* A form's uploaded files: kept ones removable, new ones sent at once; the value is their ids. */

const notice: Attachment = {
  id: 3,
  name: "notice.pdf",
  type: "application/pdf",
  size: 1200,
  url: "/files/3/k/notice.pdf",
};

/** The field in a form of its own, showing the value it holds. */
function Harness({ readOnly = false, sent }: { readOnly?: boolean; sent: (id: number) => void }) {
  const [value, setValue] = useState<number[]>([notice.id]);
  return (
    <>
      <UploadedFilesField
        kind="document"
        kept={[notice]}
        legend="Files"
        readOnly={readOnly}
        value={value}
        onChange={setValue}
        aria-describedby={undefined}
        upload={async (file) => ({ ...notice, id: 9, name: file.name, type: "image/png" })}
        onSent={(file) => sent(file.id)}
        list={(files, remove) => (
          <ul aria-label="Kept">
            {files.map((file) => (
              <li key={file.id}>
                {file.name}
                {remove && <Button onClick={() => remove(file)}>{`Remove ${file.name}`}</Button>}
              </li>
            ))}
          </ul>
        )}
      />
      <output aria-label="Value">{value.join(",")}</output>
    </>
  );
}

const meta = {
  title: "UI/UploadedFilesField",
  component: Harness,
  args: { sent: fn() },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A kept file taken off, a new one sent: the value follows, in order. */
export const KeepsTheIds: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Files" })).toBeVisible();
    await expect(canvas.getByLabelText("Value")).toHaveTextContent("3");
    const input = canvasElement.querySelector<HTMLInputElement>("input[type=file]")!;
    await userEvent.upload(input, pngFile("day.png"));
    await waitFor(() => expect(canvas.getByLabelText("Value")).toHaveTextContent("3,9"));
    await expect(args.sent).toHaveBeenCalledWith(9);
    await userEvent.click(canvas.getByRole("button", { name: "Remove notice.pdf" }));
    await expect(canvas.getByLabelText("Value")).toHaveTextContent(/^9$/);
    await expect(canvas.queryByRole("list", { name: "Kept" })).toBeNull();
  },
};

/** Read-only: the files listed, nothing to take off, no picker. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("list", { name: "Kept" })).toHaveTextContent("notice.pdf");
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(canvasElement.querySelector("input[type=file]")).toBeNull();
  },
};
