import { NOTICE_QUESTIONS_MAX } from "@campus/contract/notices";
import { teacherUser } from "@campus/contract/fixtures";
import { Form, SubmitButton, useCampusForm } from "@campus/ui";
import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SlipFields } from "./slip-fields";
import { slipFormSchema, slipValuesOf } from "./slip-form";

/*
 * A reply slip's fields alone in a form of the slip page's schema, on a phone: the last day, the
 * signing box, and the questions — ten at most, the last one never removed, a text question
 * without options and a choice with them.
 */

const submitted = fn();

function Fields() {
  const form = useCampusForm(slipFormSchema, { defaultValues: slipValuesOf(null) });
  return (
    <Form form={form} onSubmit={submitted}>
      <SlipFields form={form} />
      <SubmitButton>儲存</SubmitButton>
    </Form>
  );
}

const meta = {
  title: "Notices/Components/SlipFields",
  component: ScreenStory,
  args: {
    path: "/notices/slip?id=4",
    route: "/notices/slip",
    screen: Fields,
    answers: [],
    user: teacherUser(),
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One choice of two options to start with: the only question cannot be removed. */
export const OneQuestionToStart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = await canvas.findByRole("group", { name: "問題 1" });
    await expect(within(question).getByRole("radio", { name: "選擇其中一項" })).toBeChecked();
    await expect(within(question).getByRole("checkbox", { name: "家長必須回答" })).toBeChecked();
    await expect(
      within(question).getAllByRole("textbox", { name: /^選項 \d（中文）/ }),
    ).toHaveLength(2);
    await expect(canvas.queryByRole("button", { name: /^刪除問題/ })).toBeNull();
    // Fits the phone: nothing wider than the screen.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Ten questions at most: then no more can be added; any but the last one left is removed. */
export const TenQuestionsAtMost: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = await canvas.findByRole("button", { name: "新增問題" });
    for (let n = 2; n <= NOTICE_QUESTIONS_MAX; n++) await userEvent.click(add);
    await expect(canvas.getAllByRole("group", { name: /^問題 \d+$/ })).toHaveLength(10);
    await expect(canvas.queryByRole("button", { name: "新增問題" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "刪除問題 10" }));
    await expect(canvas.getAllByRole("group", { name: /^問題 \d+$/ })).toHaveLength(9);
    await expect(canvas.getByRole("button", { name: "新增問題" })).toBeVisible();
  },
};

/** A text question sends no options; what is filled in goes with the form. */
export const TextQuestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = await canvas.findByRole("group", { name: "問題 1" });
    await userEvent.click(within(question).getByRole("radio", { name: "填寫簡短文字" }));
    await expect(within(question).queryByRole("textbox", { name: /^選項/ })).toBeNull();
    await expect(within(question).queryByRole("button", { name: "新增選項" })).toBeNull();
    await userEvent.type(
      within(question).getByRole("textbox", { name: /^題目（中文）/ }),
      "聯絡電話",
    );
    await userEvent.type(canvas.getByLabelText(/^回覆截止日期/), "2099-12-31");
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    await expect(submitted.mock.lastCall![0]).toMatchObject({
      slip: {
        deadline: "2099-12-31",
        questions: [{ kind: "text", label_zh: "聯絡電話" }],
      },
    });
  },
};
