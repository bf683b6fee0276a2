import { teacherUser } from "@campus/contract/fixtures";
import { Form, SubmitButton, useCampusForm } from "@campus/ui";
import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { GradesField } from "./grades-field";
import { noticeFormSchema, valuesOf } from "./notice-form";

/* The grades a notice is for, alone in a form of the editor's schema with grades chosen. */

const submitted = fn();

function Fields({ grades = [] as number[] }) {
  const form = useCampusForm(noticeFormSchema, {
    defaultValues: { ...valuesOf(null), title_zh: "通告", body_zh: "內容", kind: "grades", grades },
  });
  return (
    <Form form={form} onSubmit={submitted}>
      <GradesField />
      <SubmitButton>儲存</SubmitButton>
    </Form>
  );
}

const meta = {
  title: "Notices/Components/GradesField",
  component: ScreenStory,
  args: {
    path: "/notices/edit",
    route: "/notices/edit",
    screen: () => <Fields />,
    answers: [],
    user: teacherUser(),
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** None ticked is said by the field; ticked out of order, they are kept in order. */
export const ChooseGrades: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole("group", { name: /^年級/ });
    await expect(within(group).getAllByRole("checkbox")).toHaveLength(6);
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await expect(await canvas.findByText("請填寫此項")).toBeVisible();
    await expect(submitted).not.toHaveBeenCalled();
    await userEvent.click(within(group).getByRole("checkbox", { name: "6年級" }));
    await userEvent.click(within(group).getByRole("checkbox", { name: "2年級" }));
    const before = submitted.mock.calls.length;
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() => expect(submitted.mock.calls.length).toBe(before + 1));
    await expect(submitted.mock.lastCall![0]).toMatchObject({ grades: [2, 6] });
  },
};

/** A draft's grades come ticked. */
export const Chosen: Story = {
  args: { screen: () => <Fields grades={[4, 5]} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("checkbox", { name: "4年級" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "5年級" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "1年級" })).not.toBeChecked();
  },
};

export const English: Story = {
  parameters: { locale: "en-US" },
  args: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("group", { name: /^Grades/ })).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "Grade 3" })).toBeVisible();
  },
};
