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
import { GuardianList } from "./guardian-list";

/*
 * The application's guardians alone, in the form as the editor makes it (the rest of the
 * application complete, its documents uploaded): the first guardian always there, a second
 * added and removed, each checked by the server's own rules.
 */

const UPLOADED = ["photo", "birthCertificate", "vaccination"];

function GuardiansStory({
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
      <GuardianList form={form} />
      <SubmitButton>{t("registration.form.submit")}</SubmitButton>
    </Form>
  );
}

const meta = {
  title: "Registration/Components/GuardianList",
  // The form's own texts, as the form page puts them.
  decorators: [(Story) => <FormTexts>{Story()}</FormTexts>],
  component: GuardiansStory,
  args: { values: toValues({ ...completeApplication(), guardians: [] }), onSubmit: fn() },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof GuardiansStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first guardian, blank but for Hong Kong's region; it cannot be removed. */
export const FirstGuardian: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("group", { name: "家長／監護人" })).toBeVisible();
    const first = within(canvas.getByRole("group", { name: "第 1 位家長／監護人" }));
    const relation = first.getByLabelText(/^與學童關係/);
    await expect(relation).toHaveValue("");
    await expect(
      within(relation)
        .getAllByRole("option")
        .map((o) => o.textContent)
        .slice(1),
    ).toEqual(["父親", "母親", "監護人"]);
    await expect(first.getByLabelText(/^電話地區/)).toHaveDisplayValue("香港 +852");
    await expect(first.getByLabelText(/^手機號碼/)).toHaveAttribute("type", "tel");
    await expect(first.getByLabelText(/^姓名/)).toHaveAttribute("autocomplete", "name");
    await expect(first.getByRole("textbox", { name: "電郵（選填）" })).toHaveAttribute(
      "type",
      "email",
    );
    await expect(first.queryByRole("button", { name: /^移除/ })).toBeNull();
    await expect(canvas.getByRole("button", { name: "新增另一位家長／監護人" })).toBeVisible();
  },
};

/** A second added (the most there may be, so no more), then removed again. */
export const AddAndRemove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "新增另一位家長／監護人" }));
    const second = within(canvas.getByRole("group", { name: "第 2 位家長／監護人" }));
    await expect(second.getByLabelText(/^電話地區/)).toHaveValue("852");
    await expect(second.getByLabelText(/^姓名/)).toHaveAttribute("autocomplete", "off");
    await expect(canvas.queryByRole("button", { name: "新增另一位家長／監護人" })).toBeNull();
    await userEvent.click(second.getByRole("button", { name: "移除第 2 位家長／監護人" }));
    await expect(canvas.queryByRole("group", { name: "第 2 位家長／監護人" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "新增另一位家長／監護人" })).toBeVisible();
  },
};

/**
 * The first guardian is needed, each field said; a wrong phone and email said for what they
 * are. A second left blank is no guardian; once started, it is checked as the first.
 */
export const Checks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "新增另一位家長／監護人" }));
    await userEvent.click(canvas.getByRole("button", { name: "提交申請" }));
    await expect(await canvas.findByText("請完成表格")).toBeVisible();
    const first = within(canvas.getByRole("group", { name: "第 1 位家長／監護人" }));
    await expect(first.getByLabelText(/^與學童關係/)).toHaveAccessibleDescription("請填寫此項");
    await expect(first.getByLabelText(/^姓名/)).toHaveAccessibleDescription("請填寫此項");
    await expect(first.getByLabelText(/^手機號碼/)).toHaveAccessibleDescription("請填寫此項");
    await expect(first.getByLabelText(/^電郵/)).not.toHaveAttribute("aria-invalid");
    const second = within(canvas.getByRole("group", { name: "第 2 位家長／監護人" }));
    await expect(second.getByLabelText(/^姓名/)).not.toHaveAttribute("aria-invalid");
    await userEvent.type(first.getByLabelText(/^手機號碼/), "1234");
    await userEvent.type(first.getByLabelText(/^電郵/), "not-an-email");
    await userEvent.type(second.getByLabelText(/^姓名/), "陳大文");
    await userEvent.click(canvas.getByRole("button", { name: "提交申請" }));
    await waitFor(() =>
      expect(first.getByLabelText(/^手機號碼/)).toHaveAccessibleDescription("電話號碼格式不正確"),
    );
    await expect(first.getByLabelText(/^電郵/)).toHaveAccessibleDescription("內容不正確");
    await expect(second.getByLabelText(/^與學童關係/)).toHaveAccessibleDescription("請填寫此項");
    await expect(second.getByLabelText(/^手機號碼/)).toHaveAccessibleDescription("請填寫此項");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Two guardians, the second in Macau: submitted as typed and chosen. */
export const Submit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = within(await canvas.findByRole("group", { name: "第 1 位家長／監護人" }));
    await userEvent.selectOptions(first.getByLabelText(/^與學童關係/), "母親");
    await userEvent.type(first.getByLabelText(/^姓名/), "李美玲");
    await userEvent.type(first.getByLabelText(/^手機號碼/), "91234567");
    await userEvent.click(canvas.getByRole("button", { name: "新增另一位家長／監護人" }));
    const second = within(canvas.getByRole("group", { name: "第 2 位家長／監護人" }));
    await userEvent.selectOptions(second.getByLabelText(/^與學童關係/), "father");
    await userEvent.type(second.getByLabelText(/^姓名/), "陳大文");
    await userEvent.selectOptions(second.getByLabelText(/^電話地區/), "853");
    await userEvent.type(second.getByLabelText(/^手機號碼/), "66123456");
    await userEvent.type(second.getByLabelText(/^電郵/), "dad@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "提交申請" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        guardians: [
          {
            relation: "mother",
            name: "李美玲",
            country_code: "852",
            phone: "91234567",
            email: "",
          },
          {
            relation: "father",
            name: "陳大文",
            country_code: "853",
            phone: "66123456",
            email: "dad@example.com",
          },
        ],
      }),
    );
  },
};

/** In English: the entry's name, its labels, relations and regions. */
export const InEnglish: Story = {
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("group", { name: "Parents or guardians" })).toBeVisible();
    const first = within(canvas.getByRole("group", { name: "Parent or guardian 1" }));
    await expect(first.getByLabelText(/^Phone region/)).toHaveDisplayValue("Hong Kong +852");
    await userEvent.selectOptions(first.getByLabelText(/^Relationship to the child/), "Guardian");
    await expect(first.getByLabelText(/^Relationship to the child/)).toHaveValue("guardian");
    await userEvent.click(canvas.getByRole("button", { name: "Add another parent or guardian" }));
    await expect(canvas.getByRole("button", { name: "Remove parent or guardian 2" })).toBeVisible();
  },
};
