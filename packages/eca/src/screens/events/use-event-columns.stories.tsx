import type { EcaEventRow } from "@campus/contract";
import { Table } from "@campus/ui";
import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ecaTeacher, events } from "../../testing/eca-fixtures";
import { useEventColumns } from "./use-event-columns";

/*
 * The event list's columns alone, in the table the events page uses: the event (its name opens
 * it) with its code, category, days (one day said once), students, average score, source and
 * state; a phone's cards without the average and the source.
 */

function Columns({ rows }: { rows: EcaEventRow[] }) {
  return <Table caption="全部活動" columns={useEventColumns()} rows={rows} rowKey="id" />;
}

const meta = {
  title: "ECA/Components/EventColumns",
  component: ScreenStory,
  args: {
    path: "/smarteca/events",
    route: "/smarteca/events",
    screen: () => <Columns rows={events()} />,
    answers: [],
    user: ecaTeacher,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On a phone, a card per event: its name opening it, code, category, days, students, state;
 * no average score or source.
 */
export const Phone: Story = {
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole("list", { name: "全部活動" }));
    const [first, second, third] = list.getAllByRole("listitem").map((li) => within(li));
    await expect(first!.getByRole("link", { name: "2026/27 全港學界田徑比賽" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/smarteca\/event\?id=1$/),
    );
    await expect(first!.getByText("ECA2026-001")).toBeVisible();
    await expect(first!.getByText("體育發展")).toBeVisible();
    await expect(first!.getByText("2026年11月2日 至 2026年11月4日")).toBeVisible();
    await expect(first!.getByText("12 人")).toBeVisible();
    await expect(first!.getByText("已通過")).toBeVisible();
    await expect(second!.getByText("社會服務")).toBeVisible();
    // One day: said once.
    await expect(second!.getByText("2026年10月20日")).toBeVisible();
    await expect(second!.getByText("待審批")).toBeVisible();
    await expect(third!.getByText("1 人")).toBeVisible();
    await expect(third!.getByText("不通過")).toBeVisible();
    await expect(list.queryByText("平均分")).toBeNull();
    await expect(list.queryByText("31.25")).toBeNull();
    await expect(list.queryByText("資料來源")).toBeNull();
  },
};

/** On a desk, in English: every column, the average (a dash when none) and the source too. */
export const EnglishDesktop: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "全部活動" });
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Event", "Category", "Date", "Students", "Average score", "Source", "Status"]);
    const [, first, second, third] = within(table)
      .getAllByRole("row")
      .map((tr) =>
        within(tr)
          .queryAllByRole("cell")
          .map((td) => td.textContent),
      );
    await expect(first).toEqual([
      "Inter-school Athletics Meet 2026/27ECA2026-001",
      "Physical Development",
      "Nov 2, 2026 to Nov 4, 2026",
      "12",
      "31.25",
      "School office",
      "Approved",
    ]);
    await expect(second).toEqual([
      "Elderly Centre Visit 2026/27ECA2026-002",
      "Community Service",
      "Oct 20, 2026",
      "8",
      "—",
      "Teacher",
      "Pending",
    ]);
    await expect(third!.slice(4)).toEqual(["—", "Parent", "Not approved"]);
  },
};
