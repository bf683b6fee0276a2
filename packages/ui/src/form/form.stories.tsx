import {
  isValidPhone,
  LOGIN_TYPES,
  optionalText,
  PHONE_REGIONS,
  requiredText,
} from "@campus/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { z } from "zod";
import { Checkbox } from "../checkbox/checkbox";
import { DatePicker } from "../date-picker/date-picker";
import { Input } from "../input/input";
import { TextArea } from "../text-area/text-area";
import { RadioGroup } from "../radio/radio";
import { Select } from "../select/select";
import { frameOf, phoneFrame } from "../story-helpers/story-helpers";
import { Field } from "./field";
import { Form, SubmitButton, useCampusForm } from "./form";

/** A registration-like form: every kind of control, the contract's building blocks. */
const schema = z.object({
  name: requiredText(20),
  phone: z
    .string()
    .trim()
    .min(1, { error: "validation.required" })
    .refine((value) => isValidPhone(value), { error: "validation.phoneFormat" }),
  region: z.enum(PHONE_REGIONS, { error: "validation.required" }),
  loginType: z.enum(LOGIN_TYPES, { error: "validation.invalidOption" }),
  birthday: z.iso.date({ error: "validation.required" }),
  remarks: optionalText(200),
  agree: z.boolean().refine((value) => value, { error: "validation.required" }),
});
type Values = z.output<typeof schema>;

/** Story texts: features take theirs from their own catalogues. */
const texts = {
  "zh-TW": {
    name: "學生姓名",
    nameHint: "與出世紙上的姓名相同",
    phone: "電話號碼",
    region: "地區",
    loginType: "登入身份",
    birthday: "出生日期",
    remarks: "備註",
    agree: "我確認以上資料正確",
    submit: "提交",
    regions: ["中國內地 (+86)", "香港 (+852)", "澳門 (+853)", "台灣 (+886)"],
    types: ["家長", "教職員", "學生"],
  },
  "zh-CN": {
    name: "学生姓名",
    nameHint: "与出生证明上的姓名相同",
    phone: "手机号码",
    region: "地区",
    loginType: "登录身份",
    birthday: "出生日期",
    remarks: "备注",
    agree: "我确认以上资料正确",
    submit: "提交",
    regions: ["中国内地 (+86)", "香港 (+852)", "澳门 (+853)", "台湾 (+886)"],
    types: ["家长", "教职员", "学生"],
  },
  "en-US": {
    name: "Student name",
    nameHint: "As on the birth certificate",
    phone: "Phone number",
    region: "Region",
    loginType: "Sign in as",
    birthday: "Date of birth",
    remarks: "Remarks",
    agree: "I confirm the details above are correct",
    submit: "Submit",
    regions: ["Mainland China (+86)", "Hong Kong (+852)", "Macau (+853)", "Taiwan (+886)"],
    types: ["Parent", "Teaching staff", "Student"],
  },
};

interface DemoProps {
  onSubmit: (values: Values) => unknown;
  lang?: keyof typeof texts;
  disabled?: boolean;
  defaults?: Partial<z.input<typeof schema>>;
}

function RegistrationForm({ onSubmit, lang = "zh-TW", disabled, defaults }: DemoProps) {
  const t = texts[lang];
  const form = useCampusForm(schema, {
    defaultValues: {
      name: "",
      phone: "",
      region: undefined,
      loginType: "parent",
      birthday: undefined,
      remarks: "",
      agree: false,
      ...defaults,
    },
    disabled,
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label={t.submit} style={{ maxWidth: 480 }}>
      <Field name="name" label={t.name} hint={t.nameHint} required>
        {(control) => <Input autoComplete="name" {...control} />}
      </Field>
      <Field name="region" label={t.region} required>
        {(control) => (
          <Select
            placeholder
            options={PHONE_REGIONS.map((value, i) => ({ value, label: t.regions[i]! }))}
            {...control}
          />
        )}
      </Field>
      <Field name="phone" label={t.phone} required>
        {(control) => <Input type="tel" autoComplete="tel" {...control} />}
      </Field>
      <Field name="loginType" label={t.loginType} group required>
        {(control) => (
          <RadioGroup
            appearance="button"
            options={LOGIN_TYPES.map((value, i) => ({ value, label: t.types[i] }))}
            {...control}
          />
        )}
      </Field>
      <Field name="birthday" label={t.birthday} required>
        {(control) => <DatePicker max="2030-12-31" {...control} />}
      </Field>
      <Field name="remarks" label={t.remarks}>
        {(control) => <TextArea showCount maxLength={200} {...control} />}
      </Field>
      <Field name="agree">
        {({ value, ...control }) => (
          <Checkbox checked={value} {...control}>
            {t.agree}
          </Checkbox>
        )}
      </Field>
      <div>
        <SubmitButton>{t.submit}</SubmitButton>
      </div>
    </Form>
  );
}

const meta = {
  title: "UI/Form",
  component: RegistrationForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof RegistrationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SubmitEmptyThenComplete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));

    await expect(await canvas.findByRole("alert")).toHaveTextContent("請完成表格");
    await expect(canvas.getAllByText("請填寫此項")).toHaveLength(5);
    const name = canvas.getByRole("textbox", { name: /^學生姓名/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toBeInvalid();
    await expect(name).toHaveAccessibleDescription("與出世紙上的姓名相同 請填寫此項");
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(name, "  陳大文 ");
    // Rechecked while typing once the field has failed: the error goes as soon as it is right.
    await waitFor(() => expect(name).not.toBeInvalid());
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: /^地區/ }), "852");
    const phone = canvas.getByRole("textbox", { name: /^電話號碼/ });
    await userEvent.type(phone, "1234");
    await userEvent.tab();
    await expect(await canvas.findByText("電話號碼格式不正確")).toBeVisible();
    await userEvent.clear(phone);
    await userEvent.type(phone, "91234567");
    await userEvent.click(canvas.getByRole("radio", { name: "學生" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /^出生日期/ }), "2017/09/01");
    await userEvent.click(canvas.getByRole("checkbox", { name: "我確認以上資料正確" }));
    await waitFor(() => expect(canvas.queryByRole("alert")).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: "陳大文",
        phone: "91234567",
        region: "852",
        loginType: "student",
        birthday: "2017-09-01",
        remarks: "",
        agree: true,
      }),
    );
    await expect(canvas.queryByText("請填寫此項")).not.toBeInTheDocument();
  },
};

const filled = {
  name: "陳大文",
  phone: "91234567",
  region: "852",
  birthday: "2017-09-01",
  agree: true,
} as const;

export const RequiredIsReadAsRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /^學生姓名\s*（必填）$/ })).toBeVisible();
    await expect(canvas.getByRole("radiogroup", { name: /^登入身份\s*（必填）$/ })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "備註" })).toBeVisible();
  },
};

export const ErrorOnLeavingAField: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole("textbox", { name: /^學生姓名/ });
    await userEvent.click(name);
    await userEvent.tab();
    await expect(await canvas.findByText("請填寫此項")).toBeVisible();
    await expect(name).toBeInvalid();
    // The summary belongs to a failed submit, not to one field left empty.
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
    await userEvent.type(name, "一二三四五六七八九十一二三四五六七八九十廿");
    await expect(await canvas.findByText("不可多於 20 個字")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const UnreadableDateBlocksSubmit: Story = {
  args: { defaults: { ...filled, birthday: undefined } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const birthday = canvas.getByRole("textbox", { name: /^出生日期/ });
    await userEvent.type(birthday, "2017/02/30");
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    // Not "please fill in": the user did type something, it is just not a date.
    await expect(await canvas.findByRole("alert")).toHaveTextContent("請完成表格");
    await expect(birthday).toHaveAccessibleDescription("請按 YYYY/MM/DD 格式輸入有效日期");
    await expect(canvas.queryByText("請填寫此項")).not.toBeInTheDocument();
    await waitFor(() => expect(birthday).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(birthday);
    await userEvent.type(birthday, "2017/02/28{Enter}");
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ birthday: "2017-02-28" }),
      ),
    );
  },
};

export const ServerErrorShownAsIs: Story = {
  args: { defaults: filled },
  render: function Render(args) {
    return (
      <ServerCheckedForm
        onSubmit={args.onSubmit}
        // A server's answer is already in the user's language: shown as it comes.
        serverMessage="此電話號碼已被另一個帳戶使用"
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await expect(await canvas.findByText("此電話號碼已被另一個帳戶使用")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^電話號碼/ })).toBeInvalid();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

function ServerCheckedForm({
  onSubmit,
  serverMessage,
}: {
  onSubmit: (values: { phone: string }) => unknown;
  serverMessage: string;
}) {
  const form = useCampusForm(z.object({ phone: requiredText(20) }), {
    defaultValues: { phone: "91234567" },
  });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await onSubmit(values);
        form.setError("phone", { type: "server", message: serverMessage });
      }}
    >
      <Field name="phone" label="電話號碼">
        {(control) => <Input type="tel" {...control} />}
      </Field>
      <div>
        <SubmitButton>提交</SubmitButton>
      </div>
    </Form>
  );
}

export const Submitting: Story = {
  args: {
    defaults: filled,
    onSubmit: fn(() => new Promise((resolve) => setTimeout(resolve, 300))),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole("button", { name: "提交" });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute("aria-busy", "true"));
    await expect(submit).toBeDisabled();
    await waitFor(() => expect(submit).toBeEnabled());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaults: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /^學生姓名/ })).toBeDisabled();
    await expect(canvas.getByRole("combobox", { name: /^地區/ })).toBeDisabled();
    await expect(canvas.getByRole("radio", { name: "家長" })).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: /^出生日期/ })).toBeDisabled();
    await expect(canvas.getByRole("checkbox")).toBeDisabled();
  },
};

function LongTextForm({ onSubmit }: { onSubmit: (values: unknown) => unknown }) {
  const form = useCampusForm(z.object({ reason: requiredText(500) }), {
    defaultValues: { reason: "" },
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <Field
        name="reason"
        required
        label="請詳細說明報失原因，包括遺失的日期、地點及經過，以便圖書館職員跟進及評估是否需要賠償"
        hint="如書本於校內遺失，請同時註明最後一次見到該書的課室或地點；圖書館會於三個工作天內以電郵回覆。"
      >
        {(control) => <TextArea showCount maxLength={500} {...control} />}
      </Field>
      <div>
        <SubmitButton block>提交報失申請</SubmitButton>
      </div>
    </Form>
  );
}

export const LongChineseTextOnPhone: Story = {
  render: (args) => <LongTextForm onSubmit={args.onSubmit} />,
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "提交報失申請" }));
    await expect(await canvas.findByText("請填寫此項")).toBeVisible();
    const frame = frameOf(canvasElement).getBoundingClientRect();
    for (const element of [canvas.getByRole("alert"), canvas.getByRole("textbox")]) {
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right);
    }
  },
};

export const English: Story = {
  args: { lang: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Please complete the form");
    await expect(canvas.getAllByText("Please fill in this item")).toHaveLength(5);
    await expect(canvas.getByRole("textbox", { name: "Student name (required)" })).toBeInvalid();
  },
};

export const SimplifiedChinese: Story = {
  args: { lang: "zh-CN" },
  parameters: { locale: "zh-CN" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("请完善表单");
    await expect(canvas.getAllByText("请填写此项")).toHaveLength(5);
    const phone = canvas.getByRole("textbox", { name: /^手机号码/ });
    await userEvent.type(phone, "12345");
    await expect(await canvas.findByText("手机号码格式不正确")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  decorators: [phoneFrame],
  args: { defaults: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const frame = frameOf(canvasElement).getBoundingClientRect();
    for (const control of [
      ...canvas.getAllByRole("textbox"),
      canvas.getByRole("combobox"),
      canvas.getByRole("radiogroup"),
    ]) {
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right);
    }
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
};
