import { teacherUser } from "@campus/contract/fixtures";
import type { OfficeNotice } from "@campus/contract/notices";
import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SentNotice } from "./sent-notice";

/* A sent notice alone: read-only, with whom it went to, its texts and its counts. */

const SENT: OfficeNotice = {
  id: 3,
  status: "published",
  title_zh: "陸運會通告",
  title_en: "Sports day",
  body_zh: "陸運會將於十一月二十日舉行。\n請穿著運動服。",
  body_en: "Sports day is on 20 November.",
  audience: { kind: "grades", grades: [4, 5] },
  attachments: [],
  published_at: "2026-11-10T01:30:00.000Z",
  publish_at: null,
  recipients: 60,
  read: 45,
  slip: null,
  replied: 0,
  reminders: 0,
  reminded_at: null,
  updated_at: "2026-11-10T01:30:00.000Z",
};

const WITH_SLIP: OfficeNotice = {
  ...SENT,
  replied: 30,
  reminders: 0,
  reminded_at: null,
  slip: {
    questions: [
      {
        kind: "choice",
        label_zh: "會否參加？",
        options: [{ zh: "參加" }, { zh: "不參加" }],
        required: true,
      },
    ],
    deadline: "2026-11-18",
    sign: true,
  },
};

const meta = {
  title: "Notices/Components/SentNotice",
  component: ScreenStory,
  args: {
    path: "/notices/edit?id=3",
    route: "/notices/edit",
    screen: () => <SentNotice notice={SENT} />,
    answers: [],
    user: teacherUser(),
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sent without a slip: read-only, when, to whom, the counts and both languages' texts. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("這份通告已發出，不能再修改。")).toBeVisible();
    await expect(canvas.getByText("已發出")).toBeVisible();
    await expect(canvas.getByText("於 2026年11月10日 發出")).toBeVisible();
    await expect(canvas.getByText("已發給 60 位學生的家長，45 位的家長已閱讀。")).toBeVisible();
    await expect(canvas.getByText(/^4年級.5年級$/)).toBeVisible();
    await expect(canvas.getByText("陸運會通告")).toBeVisible();
    await expect(canvas.getByText("Sports day")).toBeVisible();
    await expect(canvas.queryByRole("textbox")).toBeNull();
    await expect(canvas.queryByText(/交回回條/)).toBeNull();
  },
};

/** With a reply slip: how many families have returned it, beside who has read it. */
export const WithSlip: Story = {
  args: { screen: () => <SentNotice notice={WITH_SLIP} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("30 位的家長已交回回條。")).toBeVisible();
    await expect(canvas.getByText("已發給 60 位學生的家長，45 位的家長已閱讀。")).toBeVisible();
  },
};

/** Chinese only: no English title or text is shown. */
export const ChineseOnly: Story = {
  args: { screen: () => <SentNotice notice={{ ...SENT, title_en: "", body_en: "" }} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("標題（中文）")).toBeVisible();
    await expect(canvas.queryByText("標題（英文）")).toBeNull();
    await expect(canvas.queryByText("內容（英文）")).toBeNull();
  },
};

/** In English: the note, the counts and the slips returned. */
export const English: Story = {
  args: { locale: "en-US", screen: () => <SentNotice notice={WITH_SLIP} /> },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("This notice has been sent and can no longer be changed."),
    ).toBeVisible();
    await expect(
      canvas.getByText("Sent for 60 students; the families of 45 have read it."),
    ).toBeVisible();
    await expect(
      canvas.getByText("The families of 30 have returned the reply slip."),
    ).toBeVisible();
    await expect(canvas.getByText("Grade 4, Grade 5")).toBeVisible();
  },
};
