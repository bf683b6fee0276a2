import { completeApplication } from "@campus/contract/fixtures";
import { useT } from "@campus/core";
import { Form, SubmitButton, type UiMessageId } from "@campus/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useForm } from "react-hook-form";
import { expect, fireEvent, fn, userEvent, waitFor, within } from "storybook/test";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { demoSchool, TODAY } from "../../testing/registration-fixtures";
import { ChildFields, ClassFields, HomeFields } from "./child-fields";
import { applicationResolver, toValues, type ApplicationValues } from "./form-values";
import { FormTexts } from "./form-texts";

/*
 * The application's class, child and home fields alone, in the form as the editor makes it:
 * each field checked on leaving it by the server's own rules (documents all uploaded here, so
 * only these fields count), submitted with what was chosen and typed.
 */

const UPLOADED = ["photo", "birthCertificate", "vaccination"];

function ChildStory({
  values,
  onSubmit,
}: {
  values: ApplicationValues;
  onSubmit: (values: ApplicationValues) => void;
}) {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const school = demoSchool();
  const form = useForm<ApplicationValues>({
    mode: "onTouched",
    shouldFocusError: true,
    defaultValues: values,
    resolver: applicationResolver(
      school,
      () => UPLOADED,
      () => TODAY,
    ),
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <ClassFields classes={school.classes} />
      <ChildFields form={form} />
      <HomeFields />
      <SubmitButton>{t("registration.form.submit")}</SubmitButton>
    </Form>
  );
}

const meta = {
  title: "Registration/Components/ChildFields",
  // The form's own texts, as the form page puts them.
  decorators: [(Story) => <FormTexts>{Story()}</FormTexts>],
  component: ChildStory,
  args: { values: toValues({}), onSubmit: fn() },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ChildStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Blank: the school's classes with their places and ages, the child's fields, the home's. */
export const Blank: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const classes = within(await canvas.findByRole("group", { name: "申請班級" }));
    await expect(classes.getAllByRole("radio").map((r) => r.getAttribute("value"))).toEqual([
      "K1",
      "P1",
    ]);
    await expect(classes.getByRole("radio", { name: /^幼兒班（K1）/ })).toHaveAccessibleName(
      /學額 60 個/,
    );
    await expect(classes.getByRole("radio", { name: /^小一/ })).not.toBeChecked();
    const child = within(canvas.getByRole("group", { name: "學童資料" }));
    await expect(child.getByLabelText(/^中文姓名/)).toHaveValue("");
    await expect(child.getByLabelText(/^中文姓名/)).toHaveAttribute("maxlength", "20");
    await expect(child.getByLabelText(/^英文姓名/)).toHaveAccessibleDescription(
      "按身份證明文件填寫，例如 CHAN Siu Man。",
    );
    await expect(child.getByRole("radio", { name: "男" })).not.toBeChecked();
    await expect(child.getByRole("radio", { name: "女" })).not.toBeChecked();
    // No birth date after today (the school's day).
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Hong_Kong" }).format(
      new Date(),
    );
    await expect(child.getByLabelText(/^出生日期/)).toHaveAttribute("max", today);
    await expect(child.getByRole("radio", { name: "香港身份證" })).toBeVisible();
    await expect(child.getByRole("radio", { name: "出生證明書／護照" })).toBeVisible();
    // No hint for the number until its kind is chosen.
    await expect(child.getByLabelText(/^證明文件號碼/)).not.toHaveAccessibleDescription();
    const home = within(canvas.getByRole("group", { name: "住址及現讀學校" }));
    await expect(home.getByLabelText(/^住址/)).toHaveAttribute("maxlength", "200");
    await expect(home.getByLabelText("現就讀學校（如有）")).toHaveValue("");
  },
};

/** The number's hint follows the kind of document chosen. */
export const IdHint: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const number = await canvas.findByLabelText(/^證明文件號碼/);
    await userEvent.click(canvas.getByRole("radio", { name: "香港身份證" }));
    await expect(number).toHaveAccessibleDescription("例如 A123456(3)，括號內的數字亦要填寫。");
    await userEvent.click(canvas.getByRole("radio", { name: "出生證明書／護照" }));
    await expect(number).toHaveAccessibleDescription("證明文件上的號碼，只填英文字母及數字。");
  },
};

/** Each field checked on leaving it: a name in the wrong script, a wrong card number, a day. */
export const Checks: Story = {
  args: { values: toValues({ ...completeApplication(), class_code: "K1" }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zh = await canvas.findByLabelText(/^中文姓名/);
    await userEvent.clear(zh);
    await userEvent.tab();
    await waitFor(() => expect(zh).toHaveAccessibleDescription("請填寫此項"));
    await userEvent.type(zh, "Chan Siu Man");
    await waitFor(() => expect(zh).toHaveAccessibleDescription("請以中文字填寫中文姓名"));
    const en = canvas.getByLabelText(/^英文姓名/);
    await userEvent.clear(en);
    await userEvent.type(en, "陳小文");
    await userEvent.tab();
    await waitFor(() => expect(en).toHaveAccessibleDescription(/請以英文字母填寫英文姓名$/));
    const id = canvas.getByLabelText(/^證明文件號碼/);
    await userEvent.clear(id);
    await userEvent.type(id, "A1234567");
    await userEvent.tab();
    await waitFor(() => expect(id).toHaveAccessibleDescription(/香港身份證號碼格式不正確$/));
    // Born in 2021: not a child K1 takes.
    await userEvent.click(canvas.getByRole("button", { name: "提交申請" }));
    await expect(await canvas.findByText("請完成表格")).toBeVisible();
    await expect(canvas.getByLabelText(/^出生日期/)).toHaveAccessibleDescription(
      "出生日期不在所選班級的收生範圍內",
    );
    fireEvent.change(canvas.getByLabelText(/^出生日期/), { target: { value: TODAY } });
    await waitFor(() =>
      expect(canvas.getByLabelText(/^出生日期/)).toHaveAccessibleDescription("出生日期須早於今天"),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Complete: a class, sex and kind of document chosen, submitted with what was typed. */
export const Submit: Story = {
  args: {
    values: toValues({ ...completeApplication(), class_code: "", gender: "", id_type: "" }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "提交申請" }));
    await expect(await canvas.findByText("請完成表格")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("radio", { name: /^小一/ }));
    await userEvent.click(canvas.getByRole("radio", { name: "女" }));
    await userEvent.click(canvas.getByRole("radio", { name: "香港身份證" }));
    await userEvent.type(canvas.getByLabelText("現就讀學校（如有）"), "快樂幼稚園");
    await userEvent.click(canvas.getByRole("button", { name: "提交申請" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        class_code: "P1",
        name_zh: "陳小文",
        gender: "F",
        birth_date: "2021-03-14",
        id_type: "hkid",
        previous_school: "快樂幼稚園",
      }),
    );
  },
};

/** In English: the groups, labels, options and a check's words. */
export const InEnglish: Story = {
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("group", { name: "Class applied for" })).toBeVisible();
    await expect(canvas.getByRole("group", { name: "The child" })).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Address and current school" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "Female" })).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "Hong Kong identity card" }));
    await expect(canvas.getByLabelText(/^Document number/)).toHaveAccessibleDescription(
      "E.g. A123456(3), including the digit in brackets.",
    );
    const en = canvas.getByLabelText(/^Name in English/);
    await userEvent.type(en, "陳");
    await userEvent.tab();
    await waitFor(() =>
      expect(en).toHaveAccessibleDescription(/Write the English name in English letters$/),
    );
  },
};
