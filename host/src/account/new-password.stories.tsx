import { loadSetupValidationMessages } from "@campus/contract";
import { MoreTexts } from "@campus/core";
import { Form, SubmitButton, useCampusForm } from "@campus/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import * as z from "zod/mini";
import { NewPasswordFields, newPasswordTwice, typedTheSame } from "./new-password";

const schema = z.object(newPasswordTwice).check(typedTheSame);
const saved = fn();

/** The two fields in a form of their own, as the set-up and the password dialog use them. */
function NewPasswordForm() {
  const form = useCampusForm(schema, { defaultValues: { password: "", confirm: "" } });
  return (
    <MoreTexts loaders={[loadSetupValidationMessages]}>
      <Form form={form} onSubmit={saved}>
        <NewPasswordFields label="新密碼" hint="最少 8 個字元" confirmLabel="再次輸入新密碼" />
        <SubmitButton>儲存</SubmitButton>
      </Form>
    </MoreTexts>
  );
}

const meta = {
  title: "Portal/Account/NewPasswordFields",
  component: NewPasswordForm,
  beforeEach: () => {
    saved.mockClear();
  },
} satisfies Meta<typeof NewPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The rule on the first, the same text on the second; saved only when both hold. */
export const TypedTwice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByLabelText(/^新密碼/);
    await expect(first).toHaveAttribute("autocomplete", "new-password");
    await userEvent.type(first, "lantern2027");
    await userEvent.type(canvas.getByLabelText(/^再次輸入新密碼/), "lantern2028");
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await expect(await canvas.findByText("兩次輸入的密碼不一樣")).toBeVisible();
    await expect(saved).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText(/^再次輸入新密碼/));
    await userEvent.type(canvas.getByLabelText(/^再次輸入新密碼/), "lantern2027");
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
  },
};
