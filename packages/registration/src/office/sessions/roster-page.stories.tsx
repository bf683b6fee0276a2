import type { Meta, StoryObj } from "@storybook/react-vite";
import { ScreenStory } from "@campus/ui/testing";
import { expect, within } from "storybook/test";
import { submittedApplication } from "../../testing/registration-fixtures";
import { officeAnswers, officeSession, officeStaff } from "../testing/office-fixtures";
import { RosterPage } from "./roster-page";

/* One interview session's roster for the interview day (issue 37, item 15). */

const session = officeSession();
const booking = (checked_in_at: string | null) => ({
  session,
  check_in_code: "7fcfa59578a94f386f627584c71ac948",
  checked_in_at,
  movable_until: "2026-12-09T16:00:00.000Z",
});
const families = [
  submittedApplication({
    interview_status: "reviewing",
    interview: booking("2026-12-12T01:20:00.000Z"),
  }),
  submittedApplication({
    id: 13,
    number: "A2027-00013",
    form: { ...submittedApplication().form, name_zh: "何小晴", name_en: "HO Siu Ching" },
    interview_status: "awaiting",
    interview: booking(null),
  }),
];

const meta = {
  title: "Registration/Office/Roster",
  component: ScreenStory,
  args: {
    path: "/registration/sessions/roster?id=1",
    route: "/registration/sessions/roster",
    screen: RosterPage,
    answers: officeAnswers({ applications: families }),
    user: officeStaff,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** When and where; each family by number, who has come and when, and whom to call. */
export const TheRoster: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("已預約 2／6，已報到 1")).toBeVisible();
    await expect(canvas.getByText(/2026年12月12日 星期六 上午9:30/)).toBeVisible();
    await expect(canvas.getByText("本校禮堂")).toBeVisible();
    // On a phone, one card per family.
    const rows = within(canvas.getByRole("list", { name: "預約家庭" })).getAllByRole("listitem");
    await expect(rows).toHaveLength(2);
    await expect(within(rows[0]!).getByText("2026年12月12日 上午9:20")).toBeVisible();
    await expect(within(rows[1]!).getByText("未報到")).toBeVisible();
    await expect(within(rows[1]!).getByText("何小晴 HO Siu Ching")).toBeVisible();
    await expect(within(rows[1]!).getByRole("link", { name: "A2027-00013" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/registration\/office\/detail\?id=13$/),
    );
    await expect(canvas.getByRole("button", { name: "列印名單" })).toBeVisible();
  },
};

/** Nobody booked yet. */
export const NobodyYet: Story = {
  args: { answers: officeAnswers({ applications: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("此場次尚未有家庭預約。")).toBeVisible();
    await expect(canvas.getByText("已預約 0／6，已報到 0")).toBeVisible();
  },
};

/** A session that is not the school's (or was deleted): said, with the way back. */
export const NotFound: Story = {
  args: { path: "/registration/sessions/roster?id=77" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("找不到此面試場次")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "面試場次" })).toBeVisible();
  },
};

/** In English, on a desktop. */
export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("2 of 6 booked, 1 checked in")).toBeVisible();
    const table = canvas.getByRole("table", { name: "Families booked" });
    await expect(within(table).getByRole("columnheader", { name: "Family's phone" })).toBeVisible();
    await expect(within(table).getAllByRole("row")).toHaveLength(3);
    await expect(within(table).getByText("Not yet")).toBeVisible();
  },
};
