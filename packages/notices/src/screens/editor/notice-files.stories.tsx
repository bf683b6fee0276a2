import { teacherUser } from "@campus/contract/fixtures";
import { Form, SubmitButton, useCampusForm } from "@campus/ui";
import { callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { DRAFT, noticeFile, office } from "../../testing/notices-fixtures";
import { noticeFormSchema, valuesOf } from "./notice-form";
import { NoticeFiles } from "./notice-files";

/* A draft's files, alone in a form of the editor's schema: kept ones, one removed, one added. */

const submitted = fn();
const LETTER = noticeFile(31, "家長日通告.pdf");
const draft = { ...DRAFT, attachments: [LETTER] };

function Fields() {
  const form = useCampusForm(noticeFormSchema, { defaultValues: valuesOf(draft) });
  return (
    <Form form={form} onSubmit={submitted}>
      <NoticeFiles kept={draft.attachments} />
      <SubmitButton>儲存</SubmitButton>
    </Form>
  );
}

const log = callLog();
const meta = {
  title: "Notices/Components/NoticeFiles field",
  component: ScreenStory,
  args: {
    path: "/notices/edit",
    route: "/notices/edit",
    screen: Fields,
    answers: office([draft]),
    user: teacherUser(),
    onRuntime: log.onRuntime,
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const pdf = (name: string) => new File(["%PDF-1.7\n"], name, { type: "application/pdf" });

/** The letter kept, a timetable added (sent at once), both submitted by id in order. */
export const AddAFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const files = await canvas.findByRole("group", { name: "附件" });
    await expect(within(files).getByRole("link", { name: "家長日通告.pdf" })).toBeVisible();
    await expect(files).toHaveAccessibleDescription("通告信、表格或地圖：PDF 或圖片，最多 5 個。");
    await userEvent.upload(
      within(files).getByLabelText("按此選擇檔案，或把檔案拖放到這裏"),
      pdf("時間表.pdf"),
    );
    await expect(await within(files).findByText("已上載")).toBeVisible();
    await expect(log.entries("noticeUploadAttachment")).toHaveLength(1);
    const before = submitted.mock.calls.length;
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() => expect(submitted.mock.calls.length).toBe(before + 1));
    await expect(submitted.mock.lastCall![0]).toMatchObject({ attachments: [31, 101] });
  },
};

/** Removed, a file is no longer in the form's value. */
export const RemoveAFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const files = await canvas.findByRole("group", { name: "附件" });
    await userEvent.click(within(files).getByRole("button", { name: "移除 家長日通告.pdf" }));
    await expect(within(files).queryByRole("link")).toBeNull();
    const before = submitted.mock.calls.length;
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() => expect(submitted.mock.calls.length).toBe(before + 1));
    await expect(submitted.mock.lastCall![0]).toMatchObject({ attachments: [] });
  },
};

export const English: Story = {
  parameters: { locale: "en-US" },
  args: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const files = await within(canvasElement).findByRole("group", { name: "Attachments" });
    await expect(
      within(files).getByRole("button", { name: "Remove 家長日通告.pdf" }),
    ).toBeVisible();
  },
};
