import { endpoints } from "@campus/contract";
import { answer, callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ecaEvent, ecaTeacher, students } from "../../testing/eca-fixtures";
import { AddStudents } from "./add-students";

/*
 * Adding students alone: a class's register or a search, ticked one by one or all at once, for
 * a competition item; nothing ticked says the spec's message; one already in the event is said.
 */

const log = callLog();
const done = fn();

const meta = {
  title: "ECA/Components/AddStudents",
  component: ScreenStory,
  args: {
    path: "/smarteca/event?id=1&step=3",
    route: "/smarteca/event",
    screen: () => <AddStudents event={ecaEvent()} onDone={done} />,
    answers: [
      answer(endpoints.ecaStudents, (body) => ({
        classes: ["4A", "4B", "5A"],
        students: body.q
          ? students().filter((s) => s.name_zh.includes(body.q!))
          : body.class_name === "4A"
            ? students()
            : [],
      })),
      answer(endpoints.ecaAddEntries, (body) => ({
        added: body.student_ids.length - 1,
        already: 1,
      })),
    ],
    user: ecaTeacher,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An event for one grade offers only that grade's classes (the server refuses the rest). */
export const OneGradesClasses: Story = {
  args: { screen: () => <AddStudents event={ecaEvent({ grade: "P5" })} onDone={done} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const classes = canvas.getByRole("combobox", { name: /^班別/ });
    await waitFor(() =>
      expect(
        within(classes)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["選擇班別", "5A"]),
    );
  },
};

export const ByClass: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("請選擇班別或搜尋學生")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "加入（0）" }));
    await expect(await canvas.findByText("請先選擇學生")).toBeVisible();
    await canvas.findByRole("option", { name: "4A" });
    await userEvent.selectOptions(canvas.getByLabelText("班別"), "4A");
    await userEvent.click(await canvas.findByRole("checkbox", { name: "全選（4 名）" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "4A (3) 李嘉豪" }));
    await expect(canvas.getByText("已選 3 名學生")).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText("加入的比賽項目"), "跳遠");
    await userEvent.click(canvas.getByRole("button", { name: "加入（3）" }));
    await waitFor(() =>
      expect(log.last("ecaAddEntries")).toEqual({
        event_id: 1,
        student_ids: [100, 101, 103],
        competition_item: "跳遠",
      }),
    );
    await expect(await canvas.findByText("已加入 2 名學生；1 名已在活動中")).toBeVisible();
    await waitFor(() => expect(done).toHaveBeenCalled());
  },
};

export const BySearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("searchbox", { name: "搜尋學生" }), "美玲{enter}");
    await userEvent.click(await canvas.findByRole("checkbox", { name: "4A (2) 何美玲" }));
    await userEvent.click(canvas.getByRole("button", { name: "加入（1）" }));
    await waitFor(() =>
      expect(log.last("ecaAddEntries")).toEqual({ event_id: 1, student_ids: [101] }),
    );
  },
};

export const NoneFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("option", { name: "4B" });
    await userEvent.selectOptions(canvas.getByLabelText("班別"), "4B");
    await expect(await canvas.findByText("找不到學生")).toBeVisible();
  },
};
