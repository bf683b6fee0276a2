import { endpoints } from "@campus/contract";
import { teacherUser } from "@campus/contract/fixtures";
import type { OfficeNotice } from "@campus/contract/notices";
import { answer, page, pending, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { DRAFT, SENT } from "../../testing/notices-fixtures";
import { OfficeNoticesPage } from "./office-notices-page";

/** The school office: staff who write and send notices. */
const officeStaff = teacherUser({
  user_id: 9,
  user_name: "李志明",
  name_en: "Lee Chi Ming",
  roles: ["teacher", "staff"],
  permissions: { "notices.office": ["query", "get", "add", "edit"] },
});

const NOTICES: OfficeNotice[] = [
  DRAFT,
  SENT,
  {
    id: 2,
    status: "published",
    title_zh: "流感疫苗接種",
    title_en: "",
    body_zh: "本校將安排學生接種流感疫苗。",
    body_en: "",
    audience: { kind: "school" },
    attachments: [],
    published_at: "2026-10-05T01:30:00.000Z",
    publish_at: null,
    recipients: 400,
    read: 0,
    slip: null,
    replied: 0,
    reminders: 0,
    reminded_at: null,
    updated_at: "2026-10-05T01:30:00.000Z",
  },
];

const meta = {
  title: "Notices/Screens/Office",
  component: ScreenStory,
  args: {
    path: "/notices/office",
    route: "/notices/office",
    screen: OfficeNoticesPage,
    answers: [answer(endpoints.noticesOffice, page(NOTICES))],
    user: officeStaff,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Drafts and sent notices: status, whom for, how many have read a sent one, when changed. */
export const DraftAndSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "撰寫通告" })).toHaveAttribute(
      "href",
      "/notices/edit",
    );
    const table = await canvas.findByRole("table", { name: "學校的通告" });
    const draft = (await within(table).findByRole("link", { name: "家長日安排" })).closest("tr")!;
    await expect(within(table).getByRole("link", { name: "家長日安排" })).toHaveAttribute(
      "href",
      "/notices/edit?id=4",
    );
    await expect(within(draft).getByText("草稿")).toBeVisible();
    await expect(within(draft).getByText("4A、4B")).toBeVisible();
    await expect(within(draft).getByText("—")).toBeVisible();
    await expect(within(draft).queryByRole("progressbar")).toBeNull();
    await expect(within(draft).getByText("2026年12月1日")).toBeVisible();

    const sent = within(table).getByRole("link", { name: "陸運會通告" }).closest("tr")!;
    await expect(within(sent).getByText("已發出")).toBeVisible();
    await expect(within(sent).getByText(/^4年級.5年級$/)).toBeVisible();
    await expect(within(sent).getByText("45 / 60")).toBeVisible();
    await expect(within(sent).getByRole("progressbar", { name: "已讀" })).toHaveAttribute(
      "aria-valuenow",
      "75",
    );

    const school = within(table).getByRole("link", { name: "流感疫苗接種" }).closest("tr")!;
    await expect(within(school).getByText("全校")).toBeVisible();
    await expect(within(school).getByText("0 / 400")).toBeVisible();
  },
};

/** No notices yet: the way to write the first. */
export const Empty: Story = {
  args: { answers: [answer(endpoints.noticesOffice, page([]))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("還沒有通告。按「撰寫通告」寫第一份。")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "撰寫通告" })).toBeVisible();
  },
};

/** While the list loads: the table's frame, no rows yet, and the way to write one already. */
export const Loading: Story = {
  args: { answers: [pending(endpoints.noticesOffice)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("table", { name: "學校的通告" })).toBeVisible();
    await expect(canvas.queryByText("家長日安排")).toBeNull();
    await expect(canvas.getByRole("link", { name: "撰寫通告" })).toBeVisible();
  },
};

/** In English: the English title where the school wrote one, the Chinese one otherwise. */
export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole("table", { name: "The school's notices" });
    const sent = (await within(table).findByRole("link", { name: "Sports day" })).closest("tr")!;
    await expect(within(sent).getByText("Sent")).toBeVisible();
    await expect(within(sent).getByText("Grade 4, Grade 5")).toBeVisible();
    await expect(within(sent).getByText("45 of 60")).toBeVisible();
    const draft = within(table).getByRole("link", { name: "家長日安排" }).closest("tr")!;
    await expect(within(draft).getByText("Draft")).toBeVisible();
    await expect(within(draft).getByText("4A, 4B")).toBeVisible();
    await expect(within(table).getByText("Whole school")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Write a notice" })).toBeVisible();
  },
};

/** On a phone the notices are cards in a list, each with its status and counts. */
export const Phone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("list", { name: "學校的通告" });
    await expect(await within(list).findByRole("link", { name: "陸運會通告" })).toBeVisible();
    await expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    await expect(within(list).getByText("45 / 60")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "撰寫通告" })).toBeVisible();
  },
};
