import { completeApplication } from "@campus/contract/fixtures";
import { useT } from "@campus/core";
import { Form, SubmitButton, type UiMessageId } from "@campus/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useForm } from "react-hook-form";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { demoSchool, TODAY } from "../../testing/registration-fixtures";
import { applicationResolver, toValues, type ApplicationValues } from "./form-values";
import { FormTexts } from "./form-texts";
import { SiblingList } from "./sibling-list";

/*
 * The child's brothers and sisters at the school alone, in the form as the editor makes it (the
 * rest of the application complete, its documents uploaded): none at first, up to three, each
 * started one checked by the server's own rules.
 */

const UPLOADED = ["photo", "birthCertificate", "vaccination"];

function SiblingsStory({
  values,
  onSubmit,
}: {
  values: ApplicationValues;
  onSubmit: (values: ApplicationValues) => void;
}) {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const form = useForm<ApplicationValues>({
    mode: "onTouched",
    shouldFocusError: true,
    defaultValues: values,
    resolver: applicationResolver(
      demoSchool(),
      () => UPLOADED,
      () => TODAY,
    ),
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <SiblingList form={form} />
      <SubmitButton>{t("registration.form.submit")}</SubmitButton>
    </Form>
  );
}

const meta = {
  title: "Registration/Components/SiblingList",
  // The form's own texts, as the form page puts them.
  decorators: [(Story) => <FormTexts>{Story()}</FormTexts>],
  component: SiblingsStory,
  args: { values: toValues(completeApplication()), onSubmit: fn() },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof SiblingsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** None yet: only if there are any, it says; one may be added. */
export const None: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = within(await canvas.findByRole("group", { name: "在本校就讀的兄弟姊妹" }));
    await expect(
      group.getByText("如有兄弟姊妹正在本校就讀，請填寫；沒有則毋須填寫。"),
    ).toBeVisible();
    await expect(group.queryByRole("group")).toBeNull();
    await expect(group.getByRole("button", { name: "新增兄弟姊妹" })).toBeVisible();
  },
};

/** Three at most; removing the second moves the third up, numbered again. */
export const AddAndRemove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = await canvas.findByRole("button", { name: "新增兄弟姊妹" });
    for (const name of ["陳大明", "陳二明", "陳三明"]) {
      await userEvent.click(add);
      const entries = canvas.getAllByRole("group", { name: /^兄弟姊妹 \d$/ });
      await userEvent.type(within(entries.at(-1)!).getByLabelText(/^姓名/), name);
    }
    await expect(canvas.getAllByRole("group", { name: /^兄弟姊妹 \d$/ })).toHaveLength(3);
    await expect(canvas.queryByRole("button", { name: "新增兄弟姊妹" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "移除兄弟姊妹 2" }));
    await expect(canvas.getAllByRole("group", { name: /^兄弟姊妹 \d$/ })).toHaveLength(2);
    await expect(
      within(canvas.getByRole("group", { name: "兄弟姊妹 2" })).getByLabelText(/^姓名/),
    ).toHaveValue("陳三明");
    await expect(canvas.queryByRole("group", { name: "兄弟姊妹 3" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "新增兄弟姊妹" })).toBeVisible();
  },
};

/** One added but left blank is none: the form goes; once started, its class is needed. */
export const Checks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "新增兄弟姊妹" }));
    const sibling = within(canvas.getByRole("group", { name: "兄弟姊妹 1" }));
    await expect(sibling.getByLabelText(/^班別/)).toHaveAttribute("maxlength", "10");
    await userEvent.type(sibling.getByLabelText(/^姓名/), "陳大明");
    await userEvent.click(canvas.getByRole("button", { name: "提交申請" }));
    await expect(await canvas.findByText("請完成表格")).toBeVisible();
    await expect(sibling.getByLabelText(/^班別/)).toHaveAccessibleDescription("請填寫此項");
    await expect(sibling.getByLabelText(/^姓名/)).not.toHaveAttribute("aria-invalid");
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(sibling.getByLabelText(/^姓名/));
    await userEvent.click(canvas.getByRole("button", { name: "提交申請" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
  },
};

/** A brother in 3A: submitted as typed. */
export const Submit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "新增兄弟姊妹" }));
    const sibling = within(canvas.getByRole("group", { name: "兄弟姊妹 1" }));
    await userEvent.type(sibling.getByLabelText(/^姓名/), "陳大明");
    await userEvent.type(sibling.getByLabelText(/^班別/), "3A");
    await userEvent.click(canvas.getByRole("button", { name: "提交申請" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ siblings: [{ name: "陳大明", class_name: "3A" }] }),
    );
  },
};

/** In English. */
export const InEnglish: Story = {
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("group", { name: "Brothers and sisters at this school" }),
    ).toBeVisible();
    await expect(
      canvas.getByText("Only if a brother or sister is at this school now."),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Add a brother or sister" }));
    const sibling = within(canvas.getByRole("group", { name: "Brother or sister 1" }));
    await expect(sibling.getByLabelText(/^Name/)).toHaveValue("");
    await expect(sibling.getByLabelText(/^Class/)).toHaveValue("");
    await userEvent.click(sibling.getByRole("button", { name: "Remove brother or sister 1" }));
    await expect(canvas.queryByRole("group", { name: "Brother or sister 1" })).toBeNull();
  },
};
