import { endpoints } from "@campus/contract";
import { answer, callLog, ScreenStory, PNG_BYTES, pngFile } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ecaEvent, ecaSettings, ecaTeacher, teachers } from "../../testing/eca-fixtures";
import { BasicForm } from "./basic-form";

/*
 * The first step's form alone: what it offers (enabled settings, the school's teachers, next
 * year too) and what it sends.
 */

const log = callLog();
const saved = fn();

const meta = {
  title: "ECA/Components/BasicForm",
  component: ScreenStory,
  args: {
    path: "/smarteca/event?id=1",
    route: "/smarteca/event",
    screen: () => (
      <BasicForm event={ecaEvent()} settings={ecaSettings()} readOnly={false} onSaved={saved} />
    ),
    answers: [
      answer(endpoints.ecaTeachers, teachers()),
      answer(endpoints.ecaSaveEvent, ecaEvent({ version: 4 })),
    ],
    user: ecaTeacher,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Only enabled categories are offered; next school year is there; the event saves as it is. */
export const Offers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const category = await canvas.findByLabelText(/^類別/);
    await expect(within(category).queryByRole("option", { name: "學術研習" })).toBeNull();
    await expect(
      within(canvas.getByLabelText(/^學年/)).getByRole("option", { name: "2027/28" }),
    ).toBeInTheDocument();
    await expect(await canvas.findByRole("checkbox", { name: "李志明" })).not.toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() =>
      expect(log.last("ecaSaveEvent")).toMatchObject({
        id: 1,
        version: 3,
        hours: "6",
        teacher_ids: [8],
        sub_items: ["100 米", "跳遠"],
      }),
    );
    await waitFor(() => expect(saved).toHaveBeenCalled());
  },
};

const notice = {
  id: 41,
  name: "比賽通告.pdf",
  type: "application/pdf" as const,
  size: 182_000,
  url: "/api/eca/event_file/41/k41/%E6%AF%94%E8%B3%BD%E9%80%9A%E5%91%8A.pdf",
};

/**
 * The event's times of day, its file and a photo added (issue 37, item 10): the photo is sent
 * at once and the event saved names it; a file it has can be taken off.
 */
export const TimesFilesAndPhotos: Story = {
  args: {
    screen: () => (
      <BasicForm
        event={ecaEvent({ attachments: [notice] })}
        settings={ecaSettings()}
        readOnly={false}
        onSaved={saved}
      />
    ),
    answers: [
      answer(endpoints.ecaTeachers, teachers()),
      answer(endpoints.ecaSaveEvent, ecaEvent({ version: 4 })),
      answer(endpoints.ecaUploadEventPhoto, {
        id: 77,
        name: "day.png",
        type: "image/png",
        size: PNG_BYTES.length,
        url: "/api/eca/event_photo/77/k77/day.png",
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^開始時間/)).toHaveValue("08:30");
    await expect(canvas.getByLabelText(/^結束時間/)).toHaveValue("17:00");
    const files = within(await canvas.findByRole("group", { name: /^附件/ }));
    await expect(files.getByRole("link", { name: "比賽通告.pdf" })).toBeVisible();
    const photos = within(canvas.getByRole("group", { name: /^活動相片/ }));
    const picker = photos.getByLabelText(/選擇檔案|上載/, { selector: "input" });
    await userEvent.upload(picker, pngFile("day.png"));
    await waitFor(() => expect(log.entries("ecaUploadEventPhoto")).toHaveLength(1));
    await userEvent.click(files.getByRole("button", { name: /比賽通告\.pdf/ }));
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() =>
      expect(log.last("ecaSaveEvent")).toMatchObject({
        start_time: "08:30",
        end_time: "17:00",
        attachments: [],
        photos: [77],
      }),
    );
  },
};

/** Read-only: the files open, nothing to add or take off. */
export const FilesReadOnly: Story = {
  args: {
    screen: () => (
      <BasicForm
        event={ecaEvent({ attachments: [notice] })}
        settings={ecaSettings()}
        readOnly
        onSaved={saved}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const files = within(await canvas.findByRole("group", { name: /^附件/ }));
    await expect(files.getByRole("link", { name: "比賽通告.pdf" })).toBeVisible();
    await expect(files.queryByRole("button")).toBeNull();
  },
};
