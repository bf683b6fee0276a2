import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import {
  calendarKinds,
  itemsBetween,
  lessonItemsBetween,
  person,
  SIU_MING,
  SIU_YAN,
} from "../testing/calendar-fixtures";
import { personColours } from "../kinds";
import { EntryList, type EntryLink } from "./entry-list";

/** A plain link, as a compact view's. */
const Link: EntryLink = ({ to, className, children }) => (
  <a href={to} className={className}>
    {children}
  </a>
);

const meta = {
  title: "Calendar/Components/EntryList",
  component: EntryList,
  args: {
    entries: itemsBetween([SIU_MING], "2026-11-19", "2026-11-20"),
    kinds: calendarKinds(),
    people: [person(SIU_MING)],
    label: "行程",
    Link,
  },
} satisfies Meta<typeof EntryList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One child's events: times, titles, places, the kind said in words; each links to its page. */
export const OneChildsEvents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: "行程" });
    const links = within(list).getAllByRole("link");
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAccessibleName(/^08:30 15:30 學校活動： 陸運會/);
    await expect(links[0]).toHaveTextContent("08:30");
    await expect(links[0]).toHaveTextContent("15:30");
    await expect(links[0]).toHaveTextContent("將軍澳運動場");
    await expect(links[0]).toHaveAttribute("href", expect.stringContaining("event%3A101"));
    // One person: no names under the titles.
    await expect(list).not.toHaveTextContent("陳小明");
  },
};

/** Both children: each entry names whose it is; a multi-day exam says its range, all day. */
export const BothChildren: Story = {
  args: {
    entries: itemsBetween([SIU_MING, SIU_YAN], "2026-11-24", "2026-11-27"),
    people: [person(SIU_MING), person(SIU_YAN)],
    colours: personColours([person(SIU_MING), person(SIU_YAN)]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: "行程" });
    const evening = within(list).getByRole("link", { name: /一年級家長晚會/ });
    await expect(evening).toHaveTextContent("陳小欣");
    await expect(evening).not.toHaveTextContent("陳小明");
    const exam = within(list).getByRole("link", { name: /^全日 考試： 四年級第一次測驗/ });
    await expect(exam).toHaveTextContent("全日");
    await expect(exam).toHaveTextContent(/11月26日.*至.*11月27日/);
  },
};

/** A day of lessons: period and teacher under each subject. */
export const Lessons: Story = {
  args: {
    entries: lessonItemsBetween([SIU_MING], "2026-11-24", "2026-11-24", "zh-TW"),
    label: "11月24日的課堂",
    day: "2026-11-24",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = within(canvas.getByRole("list", { name: "11月24日的課堂" })).getAllByRole("link");
    await expect(links).toHaveLength(8);
    await expect(links[0]).toHaveAccessibleName(/^08:30 09:05 課堂： /);
    await expect(links[0]).toHaveTextContent("08:30");
    await expect(links[0]).toHaveTextContent("第 1 節");
  },
};

/** Nothing to list: an empty, still named, list. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: "行程" });
    await expect(within(list).queryAllByRole("listitem")).toHaveLength(0);
  },
};
