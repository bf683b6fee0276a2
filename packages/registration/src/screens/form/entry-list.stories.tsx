import { completeApplication } from "@campus/contract/fixtures";
import { useT } from "@campus/core";
import { Field, Form, Input, SubmitButton, type UiMessageId } from "@campus/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useForm, useFormState } from "react-hook-form";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Entry, Group } from "../../components/form-group";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { demoSchool, TODAY } from "../../testing/registration-fixtures";
import { AddButton, RemoveButton, listOf } from "./entry-list";
import { applicationResolver, emptySibling, toValues, type ApplicationValues } from "./form-values";
import { FormTexts } from "./form-texts";

/*
 * What the form's lists share, alone: a list added to and taken from as a whole value (what was
 * typed kept, its errors belonging to positions and cleared on removing), and the buttons that
 * do it — which never send the form. Here a bare list of siblings' names and classes, beside
 * the first guardian's phone (another list, whose errors stay).
 */

const UPLOADED = ["photo", "birthCertificate", "vaccination"];

function ListStory({
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
  const siblings = listOf(form, "siblings", emptySibling);
  const { isDirty } = useFormState({ control: form.control });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <Group>
        <legend>{t("registration.section.siblings")}</legend>
        {siblings.items.map((_, index) => (
          <Entry key={index} className="wide">
            <legend>{t("registration.form.sibling", { n: index + 1 })}</legend>
            <Field name={`siblings.${index}.name`} label={t("registration.form.siblingName")}>
              {(control) => <Input {...control} />}
            </Field>
            <Field
              name={`siblings.${index}.class_name`}
              label={t("registration.form.siblingClass")}
            >
              {(control) => <Input {...control} />}
            </Field>
            <RemoveButton onClick={() => siblings.remove(index)}>
              {t("registration.form.removeSibling", { n: index + 1 })}
            </RemoveButton>
          </Entry>
        ))}
        <AddButton onClick={siblings.add}>{t("registration.form.addSibling")}</AddButton>
      </Group>
      <Field name="guardians.0.phone" label={t("registration.form.guardianPhone")}>
        {(control) => <Input {...control} />}
      </Field>
      <output data-testid="dirty">{String(isDirty)}</output>
      <SubmitButton>{t("registration.form.submit")}</SubmitButton>
    </Form>
  );
}

const meta = {
  title: "Registration/Components/EntryList",
  // The form's own texts, as the form page puts them.
  decorators: [(Story) => <FormTexts>{Story()}</FormTexts>],
  component: ListStory,
  args: { values: toValues(completeApplication()), onSubmit: fn() },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ListStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const entry = (canvasElement: HTMLElement, n: number) =>
  within(within(canvasElement).getByRole("group", { name: `兄弟姊妹 ${n}` }));

/**
 * Added: a blank entry at the end, what was typed in the others kept, the form changed — and
 * the form not sent by the list's buttons.
 */
export const Add: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId("dirty")).toHaveTextContent("false");
    await userEvent.click(canvas.getByRole("button", { name: "新增兄弟姊妹" }));
    await expect(canvas.getByTestId("dirty")).toHaveTextContent("true");
    await userEvent.type(entry(canvasElement, 1).getByLabelText("姓名"), "陳大明");
    await userEvent.click(canvas.getByRole("button", { name: "新增兄弟姊妹" }));
    await expect(entry(canvasElement, 1).getByLabelText("姓名")).toHaveValue("陳大明");
    await expect(entry(canvasElement, 2).getByLabelText("姓名")).toHaveValue("");
    await expect(entry(canvasElement, 2).getByLabelText("班別")).toHaveValue("");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Removed: the entries after it move up, with their values. */
export const Remove: Story = {
  args: {
    values: toValues({
      ...completeApplication(),
      siblings: [
        { name: "陳大明", class_name: "5A" },
        { name: "陳二明", class_name: "3B" },
      ],
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "移除兄弟姊妹 1" }));
    await expect(canvas.queryByRole("group", { name: "兄弟姊妹 2" })).toBeNull();
    await expect(entry(canvasElement, 1).getByLabelText("姓名")).toHaveValue("陳二明");
    await expect(entry(canvasElement, 1).getByLabelText("班別")).toHaveValue("3B");
    await expect(canvas.getByTestId("dirty")).toHaveTextContent("true");
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "提交申請" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ siblings: [{ name: "陳二明", class_name: "3B" }] }),
    );
  },
};

/**
 * Errors belong to positions: once an entry is removed, the list's words go (the entry in its
 * place is another one); another list's stay.
 */
export const RemovingClearsTheListsErrors: Story = {
  args: {
    values: toValues({
      ...completeApplication(),
      guardians: [{ relation: "mother", name: "李美玲", country_code: "852", phone: "12" }],
      siblings: [
        { name: "陳大明", class_name: "" },
        { name: "", class_name: "" },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "提交申請" }));
    await expect(await canvas.findByText("請完成表格")).toBeVisible();
    await expect(entry(canvasElement, 1).getByLabelText("班別")).toHaveAccessibleDescription(
      "請填寫此項",
    );
    await expect(canvas.getByLabelText("手機號碼")).toHaveAccessibleDescription(
      "電話號碼格式不正確",
    );
    await userEvent.click(canvas.getByRole("button", { name: "移除兄弟姊妹 1" }));
    await expect(entry(canvasElement, 1).getByLabelText("班別")).not.toHaveAttribute(
      "aria-invalid",
    );
    await expect(canvas.queryByText("請填寫此項")).toBeNull();
    await expect(canvas.getByLabelText("手機號碼")).toHaveAccessibleDescription(
      "電話號碼格式不正確",
    );
  },
};

/** In English: the same list, its buttons in the reader's words. */
export const InEnglish: Story = {
  parameters: { locale: "en-US" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Add a brother or sister" }));
    await userEvent.click(canvas.getByRole("button", { name: "Add a brother or sister" }));
    await expect(canvas.getAllByRole("group", { name: /^Brother or sister \d$/ })).toHaveLength(2);
    await userEvent.click(canvas.getByRole("button", { name: "Remove brother or sister 2" }));
    await expect(canvas.getAllByRole("group", { name: /^Brother or sister \d$/ })).toHaveLength(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
