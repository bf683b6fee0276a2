import { teacherUser } from "@campus/contract/fixtures";
import { Form, SubmitButton, useCampusForm } from "@campus/ui";
import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { AudienceFields } from "./audience-fields";
import { noticeFormSchema, valuesOf } from "./notice-form";

/*
 * Whom a notice is for, alone in a form of the editor's schema: the whole school by default,
 * six grade boxes or a classes field only once that kind is chosen.
 */

const submitted = fn();

function Fields() {
  const form = useCampusForm(noticeFormSchema, {
    defaultValues: { ...valuesOf(null), title_zh: "通告", body_zh: "內容" },
  });
  return (
    <Form form={form} onSubmit={submitted}>
      <AudienceFields form={form} />
      <SubmitButton>儲存</SubmitButton>
    </Form>
  );
}

const meta = {
  title: "Notices/Components/AudienceFields",
  component: ScreenStory,
  args: {
    path: "/notices/edit",
    route: "/notices/edit",
    screen: Fields,
    answers: [],
    user: teacherUser(),
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole school by default: no grades or classes asked for. */
export const WholeSchool: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("radio", { name: "全校" })).toBeChecked();
    await expect(canvas.queryByRole("textbox", { name: /^班別/ })).toBeNull();
    await expect(canvas.queryAllByRole("checkbox")).toHaveLength(0);
  },
};

/** 指定班別 asks for the classes; 指定年級 for the grades, six boxes. */
export const SwitchingKind: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("radio", { name: "指定班別" }));
    const classes = canvas.getByRole("textbox", { name: /^班別/ });
    await expect(classes).toBeVisible();
    await expect(classes).toHaveAccessibleDescription(/以逗號或空格分隔/);
    await userEvent.click(canvas.getByRole("radio", { name: "指定年級" }));
    await expect(canvas.queryByRole("textbox", { name: /^班別/ })).toBeNull();
    const group = await canvas.findByRole("group", { name: /^年級/ });
    await expect(within(group).getAllByRole("checkbox")).toHaveLength(6);
    await expect(within(group).getByRole("checkbox", { name: "1年級" })).toBeVisible();
    await expect(within(group).getByRole("checkbox", { name: "6年級" })).toBeVisible();
    await userEvent.click(within(group).getByRole("checkbox", { name: "5年級" }));
    await userEvent.click(within(group).getByRole("checkbox", { name: "2年級" }));
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    await expect(submitted.mock.lastCall![0]).toMatchObject({ kind: "grades", grades: [2, 5] });
  },
};

/** In English: the kinds, the grades and the classes field. */
export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("radio", { name: "The whole school" })).toBeChecked();
    await userEvent.click(canvas.getByRole("radio", { name: "Some grades" }));
    await expect(canvas.getByRole("checkbox", { name: "Grade 6" })).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "Some classes" }));
    await expect(canvas.getByRole("textbox", { name: /^Classes/ })).toBeVisible();
  },
};
