import { endpoints, type CalendarTerms, type UserInfo } from "@campus/contract";
import { answer, callLog, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { officeStaff } from "../../testing/calendar-stories";
import { TermsForm } from "./terms-form";

/*
 * The school's terms and timetable cycle: as saved (two terms, six days, starting again each
 * term); a term added and the cycle changed, saved whole; terms out of order or a blank name
 * said beside the field with nothing sent; a school with none starts from one empty term; a
 * failed load.
 */

const log = callLog();

const DEMO_TERMS: CalendarTerms = {
  cycle_length: 6,
  restart_each_term: true,
  terms: [
    {
      name_zh: "上學期",
      name_cn: "上学期",
      name_en: "First term",
      start_day: "2026-09-01",
      end_day: "2027-01-31",
    },
    {
      name_zh: "下學期",
      name_cn: "下学期",
      name_en: "Second term",
      start_day: "2027-02-01",
      end_day: "2027-07-15",
    },
  ],
};

function FormStory({
  terms,
  onDone,
  user,
}: {
  terms: CalendarTerms | null;
  onDone: () => void;
  user: UserInfo | null;
}) {
  const [Screen] = useState(
    () =>
      function Screen() {
        return <TermsForm onDone={onDone} />;
      },
  );
  return (
    <ScreenStory
      path="/calendar/SchoolEvents"
      route="/calendar/SchoolEvents"
      screen={Screen}
      answers={[
        terms
          ? answer(endpoints.calendarTerms, terms)
          : refuse(endpoints.calendarTerms, 500, "伺服器錯誤"),
        answer(endpoints.calendarSaveTerms, (sent) => ({
          ...sent,
          terms: sent.terms.map((term) => ({ ...term, name_cn: term.name_cn || term.name_zh })),
        })),
      ]}
      user={user}
      onRuntime={log.onRuntime}
    />
  );
}

const meta = {
  title: "Calendar/Screens/TermsForm",
  component: FormStory,
  args: { terms: DEMO_TERMS, onDone: fn(), user: officeStaff },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof FormStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A third term added and a five-day cycle chosen: the whole list is sent, then closed. */
export const AddATerm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cycle = await canvas.findByRole("combobox", { name: /循環週/ });
    await expect(cycle).toHaveValue("6");
    await expect(canvas.getByRole("checkbox", { name: "每個學期由第 1 天重新開始" })).toBeChecked();
    await expect(canvas.getByRole("group", { name: "第 2 個學期" })).toBeVisible();
    await userEvent.selectOptions(cycle, "5");
    await userEvent.click(canvas.getByRole("button", { name: "加一個學期" }));
    const third = within(canvas.getByRole("group", { name: "第 3 個學期" }));
    await userEvent.type(third.getByRole("textbox", { name: /名稱（繁體中文）/ }), "暑期班");
    await userEvent.type(third.getByRole("textbox", { name: /名稱（英文）/ }), "Summer school");
    await userEvent.type(third.getByLabelText(/^第一日/), "2027-07-19");
    await userEvent.type(third.getByLabelText(/^最後一日/), "2027-08-13");
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce());
    const sent = log.last("calendarSaveTerms") as CalendarTerms;
    await expect(sent.cycle_length).toBe(5);
    await expect(sent.restart_each_term).toBe(true);
    await expect(sent.terms[2]).toEqual({
      name_zh: "暑期班",
      name_cn: "",
      name_en: "Summer school",
      start_day: "2027-07-19",
      end_day: "2027-08-13",
    });
    await expect(await within(document.body).findByText("已儲存學期及循環週")).toBeVisible();
  },
};

/** A term that starts before the one before it ends, and a blank name: said, nothing sent. */
export const TermsOutOfOrder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const second = within(await canvas.findByRole("group", { name: "第 2 個學期" }));
    const start = second.getByLabelText(/^第一日/);
    await userEvent.clear(start);
    await userEvent.type(start, "2027-01-15");
    await userEvent.clear(second.getByRole("textbox", { name: /名稱（英文）/ }));
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await expect(await canvas.findByText("學期須在上一個學期結束後才開始")).toBeVisible();
    await expect(second.getByText("請填寫此項")).toBeVisible();
    await expect(log.last("calendarSaveTerms")).toBeUndefined();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** One term removed: the rest is what is saved. In English, on a desktop. */
export const RemoveATermInEnglish: Story = {
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Remove term 2" }));
    await expect(canvas.queryByRole("group", { name: "Term 2" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Remove term 1" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect((log.last("calendarSaveTerms") as CalendarTerms).terms.map((t) => t.name_en)).toEqual([
        "First term",
      ]),
    );
  },
};

/** A school that has set none: one empty term to fill in, Hong Kong's six-day cycle. */
export const NoTermsYet: Story = {
  args: { terms: { cycle_length: 6, restart_each_term: true, terms: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = within(await canvas.findByRole("group", { name: "第 1 個學期" }));
    await expect(first.getByRole("textbox", { name: /名稱（繁體中文）/ })).toHaveValue("");
    await expect(canvas.queryByRole("group", { name: "第 2 個學期" })).toBeNull();
  },
};

/** The terms could not be read: said, with a way to try again. */
export const LoadFailed: Story = {
  args: { terms: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("未能載入學期。")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "重試" })).toBeVisible();
  },
};
