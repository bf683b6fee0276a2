import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { phoneFrame } from "../story-helpers/story-helpers";
import { FilePreview } from "./file-preview";
import { Upload, type UploadProps, type UploadRequestOptions } from "./upload";

const meta = {
  title: "UI/Upload",
  component: Upload,
  args: { kind: "image", onUpload: fn(), onRemove: fn() },
} satisfies Meta<typeof Upload>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A real 1 × 1 PNG. */
const PNG_BYTES = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  ),
  (c) => c.charCodeAt(0),
);
const png = (name = "photo.png") => new File([PNG_BYTES], name, { type: "image/png" });
/** Text pretending to be an image: the name and type say PNG, the bytes do not. */
const fakePng = () => new File(["just some notes"], "notes.png", { type: "image/png" });
const bigPng = () =>
  new File([PNG_BYTES, new Uint8Array(6_000_000)], "big.png", { type: "image/png" });

interface PendingUpload extends UploadRequestOptions {
  file: File;
  resolve(): void;
  reject(error: Error): void;
}

/** Makes `onUpload` wait for the play function, which then drives progress and the outcome. */
function driveUploads(onUpload: UploadProps["onUpload"]): PendingUpload[] {
  const pending: PendingUpload[] = [];
  mocked(onUpload).mockImplementation(
    (file, options) =>
      new Promise<void>((resolve, reject) => pending.push({ file, ...options, resolve, reject })),
  );
  return pending;
}

function drop(target: Element, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  for (const type of ["dragenter", "dragover", "drop"]) {
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  }
}

const chooseZh = "按此選擇檔案，或把檔案拖放到這裏";

export const Default: Story = {
  name: "Default (accepts a real PNG, shows progress)",
  play: async ({ canvasElement, args }) => {
    const pending = driveUploads(args.onUpload);
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(chooseZh);
    await expect(input).toHaveAccessibleDescription(
      "可上載 GIF、JPG、JPEG、PNG或BMP 檔案，上限 5 MB",
    );
    await userEvent.upload(input, png());
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledTimes(1));
    await expect(pending[0]?.file.name).toBe("photo.png");

    const row = within(canvas.getByRole("list", { name: "已選擇的檔案" })).getByRole("listitem");
    const bar = within(row).getByRole("progressbar", { name: "photo.png 上載進度" });
    await expect(bar).toHaveAttribute("aria-valuenow", "0");
    await expect(within(row).getByRole("status")).toHaveTextContent("上載中");
    pending[0]?.onProgress(40);
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "40"));
    pending[0]?.resolve();
    await waitFor(() => expect(within(row).getByRole("status")).toHaveTextContent("已上載"));
    await expect(within(row).queryByRole("progressbar")).toBeNull();
    await expect(canvas.getByRole("alert")).toBeEmptyDOMElement();
  },
};

export const RejectsByContent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(chooseZh);
    await userEvent.upload(input, fakePng());
    await waitFor(() =>
      expect(canvas.getByRole("alert")).toHaveTextContent("notes.png：檔案格式無效"),
    );
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(/notes\.png：檔案格式無效/);
    // A .txt dropped on the zone is refused by its name.
    drop(input.closest("label") as HTMLElement, [new File(["hi"], "readme.txt")]);
    await waitFor(() =>
      expect(canvas.getByRole("alert")).toHaveTextContent("readme.txt：檔案格式無效"),
    );
    await expect(args.onUpload).not.toHaveBeenCalled();
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

export const RejectsOversize: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(chooseZh), bigPng());
    await waitFor(() =>
      expect(canvas.getByRole("alert")).toHaveTextContent("big.png：檔案超過大小上限（5 MB）"),
    );
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const UploadFailedWithRetry: Story = {
  name: "Error (upload failed, retry)",
  play: async ({ canvasElement, args }) => {
    const pending = driveUploads(args.onUpload);
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(chooseZh), png("slip.png"));
    await waitFor(() => expect(pending).toHaveLength(1));
    pending[0]?.onProgress(70);
    pending[0]?.reject(new Error("500"));
    const row = canvas.getByRole("listitem");
    await waitFor(() => expect(within(row).getByRole("status")).toHaveTextContent("上載失敗"));
    await expect(within(row).queryByRole("progressbar")).toBeNull();

    await userEvent.click(within(row).getByRole("button", { name: "重試上載 slip.png" }));
    await waitFor(() => expect(pending).toHaveLength(2));
    await expect(pending[1]?.file).toBe(pending[0]?.file);
    await expect(within(row).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    pending[1]?.resolve();
    await waitFor(() => expect(within(row).getByRole("status")).toHaveTextContent("已上載"));
    await expect(within(row).queryByRole("button", { name: /重試/ })).toBeNull();
  },
};

export const RemoveWhileUploading: Story = {
  args: { multiple: true },
  play: async ({ canvasElement, args }) => {
    const pending = driveUploads(args.onUpload);
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText("按此選擇檔案，或把檔案拖放到這裏"), [
      png("a.png"),
      png("b.png"),
    ]);
    await waitFor(() => expect(pending).toHaveLength(2));
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
    await userEvent.click(canvas.getByRole("button", { name: "移除 a.png" }));
    await expect(pending[0]?.signal.aborted).toBe(true);
    await expect(pending[1]?.signal.aborted).toBe(false);
    await expect(args.onRemove).toHaveBeenCalledWith(pending[0]?.file);
    // A late answer for the removed file changes nothing.
    pending[0]?.resolve();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(1);
    await expect(canvas.getByRole("listitem")).toHaveTextContent("b.png");
  },
};

export const DragAndDrop: Story = {
  args: { multiple: true },
  play: async ({ canvasElement, args }) => {
    const pending = driveUploads(args.onUpload);
    const canvas = within(canvasElement);
    const zone = canvas.getByLabelText(chooseZh).closest("label") as HTMLElement;
    drop(zone, [png("class-photo.png"), fakePng()]);
    await waitFor(() => expect(pending).toHaveLength(1));
    await expect(pending[0]?.file.name).toBe("class-photo.png");
    await expect(canvas.getByRole("alert")).toHaveTextContent("notes.png：檔案格式無效");
    await expect(canvas.getByRole("listitem")).toHaveTextContent("class-photo.png");
  },
};

export const RequiredInForm: Story = {
  args: { required: true },
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        event.currentTarget.dataset.submitted = "yes";
      }}
    >
      <Upload {...args} />
      <Button type="submit" variant="primary" style={{ marginTop: 8 }}>
        提交
      </Button>
    </form>
  ),
  play: async ({ canvasElement, args }) => {
    const pending = driveUploads(args.onUpload);
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(chooseZh);
    const form = canvasElement.querySelector("form") as HTMLFormElement;
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(canvas.getByRole("alert")).toHaveTextContent("請上載檔案"));
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(form.dataset.submitted).toBeUndefined();

    await userEvent.upload(input, png("vaccination.png"));
    await waitFor(() => expect(pending).toHaveLength(1));
    pending[0]?.resolve();
    await waitFor(() => expect(canvas.getByRole("listitem")).toHaveTextContent("已上載"));
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await expect(form.dataset.submitted).toBe("yes");

    // Removing the only file brings the requirement back.
    await userEvent.click(canvas.getByRole("button", { name: "移除 vaccination.png" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("請上載檔案");
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(chooseZh);
    await userEvent.tab();
    // The hidden input itself takes focus: Enter or Space opens the system file picker.
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute("type", "file");
    await expect(input).toHaveAttribute("accept", expect.stringContaining(".png"));
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(chooseZh);
    await expect(input).toBeDisabled();
    drop(input.closest("label") as HTMLElement, [png()]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(args.onUpload).not.toHaveBeenCalled();
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

export const LongTextZhTW: Story = {
  args: {
    label: "上載疫苗接種紀錄或入數紙（請確保文件上的學生姓名、申請編號及日期清晰可見）",
    kind: "document",
  },
  play: async ({ canvasElement, args }) => {
    const pending = driveUploads(args.onUpload);
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/上載疫苗接種紀錄或入數紙/);
    await expect(input).toHaveAccessibleDescription(
      "可上載 PDF、GIF、JPG、JPEG、PNG或BMP 檔案，上限 10 MB",
    );
    const name =
      "二零二五至二零二六學年新生報名疫苗接種紀錄及監護人身份證明文件掃描本（第一頁）.png";
    await userEvent.upload(input, png(name));
    await waitFor(() => expect(pending).toHaveLength(1));
    const row = canvas.getByRole("listitem");
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};

export const LongTextEnUS: Story = {
  parameters: { locale: "en-US" },
  args: { multiple: true },
  play: async ({ canvasElement, args }) => {
    const pending = driveUploads(args.onUpload);
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText("Choose files or drop them here");
    await expect(input).toHaveAccessibleDescription(
      "GIF, JPG, JPEG, PNG, or BMP files, up to 5 MB",
    );
    await userEvent.upload(input, [png("extracurricular-activity-certificate-2025.png"), bigPng()]);
    await waitFor(() =>
      expect(canvas.getByRole("alert")).toHaveTextContent(
        "big.png: File exceeds maximum size (5 MB)",
      ),
    );
    await waitFor(() => expect(pending).toHaveLength(1));
    pending[0]?.reject(new Error("offline"));
    await waitFor(() => expect(canvas.getByRole("listitem")).toHaveTextContent("Upload failed"));
    await expect(
      canvas.getByRole("button", {
        name: "Retry uploading extracurricular-activity-certificate-2025.png",
      }),
    ).toBeVisible();
    await userEvent.upload(input, fakePng());
    await waitFor(() =>
      expect(canvas.getByRole("alert")).toHaveTextContent("notes.png: Invalid file format"),
    );
  },
};

export const Phone: Story = {
  decorators: [phoneFrame],
  globals: { viewport: { value: "phone" } },
  play: async ({ canvasElement, args }) => {
    const pending = driveUploads(args.onUpload);
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(chooseZh), png("deposit-slip.png"));
    await waitFor(() => expect(pending).toHaveLength(1));
    pending[0]?.reject(new Error("500"));
    const row = await canvas.findByRole("listitem");
    await waitFor(() => expect(row).toHaveTextContent("上載失敗"));
    const frame = canvas.getByTestId("phone-frame").getBoundingClientRect();
    await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right);
    for (const button of within(row).getAllByRole("button")) {
      await expect(button).toBeVisible();
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right);
    }
  },
};

/**
 * Looked at before it is sent (`review`): a chosen file waits with its preview until its button
 * sends it; choosing another replaces it, still unsent. For a payment's proof (issue 35, 33).
 */
export const ReviewBeforeSending: Story = {
  args: { review: { send: "提交入數紙", preview: (file) => <FilePreview file={file} /> } },
  play: async ({ canvasElement, args }) => {
    const pending = driveUploads(args.onUpload);
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(chooseZh);
    await userEvent.upload(input, png("first.png"));
    await expect(await canvas.findByRole("img", { name: "first.png 的預覽" })).toBeVisible();
    await userEvent.upload(input, png("second.png"));
    await expect(await canvas.findByRole("img", { name: "second.png 的預覽" })).toBeVisible();
    await expect(canvas.queryByRole("img", { name: "first.png 的預覽" })).toBeNull();
    const row = within(canvas.getByRole("list", { name: "已選擇的檔案" })).getByRole("listitem");
    await expect(within(row).getByRole("status")).toHaveTextContent("尚未提交");
    await expect(args.onUpload).not.toHaveBeenCalled();

    await userEvent.click(within(row).getByRole("button", { name: "提交入數紙" }));
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledTimes(1));
    await expect(pending[0]?.file.name).toBe("second.png");
    await expect(within(row).queryByRole("img")).toBeNull();
    pending[0]?.resolve();
    await expect(await within(row).findByText("已上載")).toBeVisible();
  },
};

/** Failed with the device offline: said so, not a bare "failed", with a retry (issue 35, 35). */
export const FailsOffline: Story = {
  play: async ({ canvasElement, args }) => {
    const pending = driveUploads(args.onUpload);
    const offline = spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      const canvas = within(canvasElement);
      await userEvent.upload(canvas.getByLabelText(chooseZh), png());
      await waitFor(() => expect(pending).toHaveLength(1));
      pending[0]?.reject(new Error("offline"));
      const row = within(canvas.getByRole("list", { name: "已選擇的檔案" })).getByRole("listitem");
      await waitFor(() =>
        expect(within(row).getByRole("status")).toHaveTextContent(
          "未能上載：裝置似乎已離線，連線後請重試",
        ),
      );
      await expect(within(row).getByRole("button", { name: "重試上載 photo.png" })).toBeVisible();
    } finally {
      offline.mockRestore();
    }
  },
};
