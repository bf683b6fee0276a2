import {
  registrationSettingsRequestSchema,
  settingsRequestOf,
  type Locale,
  type RegistrationSettingsRequest,
  type RegistrationSettingsValues,
} from "@campus/contract";
import { useT } from "@campus/core";
import { Button, Form, SubmitButton, useCampusForm } from "@campus/ui";
import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { useFormState } from "react-hook-form";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Entry, Group } from "../../components/form-group";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { officeAnswers, officeSettings, officeStaff } from "../testing/office-fixtures";
import { NameFields, Quiet, listOf } from "./settings-entries";

/*
 * What the settings' lists share, alone: an entry's names in three languages, and a list added
 * to and taken from as a whole value (its errors belonging to positions, cleared on removing).
 * The classes here are a bare list of names; the document beside them shows another list's
 * errors stay.
 */

const blankClass = (): RegistrationSettingsRequest["classes"][number] => ({
  code: "",
  name_zh: "",
  name_cn: "",
  name_en: "",
  places: "",
  born_from: "",
  born_until: "",
});

function EntriesStory({
  onSave,
  locale,
}: {
  onSave: (values: RegistrationSettingsValues) => void;
  locale?: Locale;
}) {
  const [Screen] = useState(
    () =>
      function Screen() {
        const t = useT<RegistrationMessageId>();
        const settings = settingsRequestOf(officeSettings());
        const form = useCampusForm(registrationSettingsRequestSchema, {
          defaultValues: {
            ...settings,
            classes: [{ ...settings.classes[0]!, name_cn: "" }],
            documents: [{ ...settings.documents[0]!, name_zh: "" }],
          },
        });
        const classes = listOf(form, "classes", blankClass);
        const { isDirty } = useFormState({ control: form.control });
        return (
          <Form form={form} onSubmit={onSave}>
            <Group>
              <legend>{t("registration.office.settings.classes")}</legend>
              {classes.items.map((c, index) => (
                <Entry key={index}>
                  <legend>{c.code || t("registration.office.settings.newClass")}</legend>
                  <NameFields prefix={`classes.${index}`} />
                  <Button variant="text" onClick={() => classes.remove(index)}>
                    {t("registration.office.settings.removeClass", { name: c.code || index + 1 })}
                  </Button>
                </Entry>
              ))}
              <Button onClick={classes.add}>{t("registration.office.settings.addClass")}</Button>
            </Group>
            <Entry>
              <legend>{t("registration.office.settings.documents")}</legend>
              <NameFields prefix="documents.0" />
              <Quiet>{t("registration.office.settings.inUse")}</Quiet>
            </Entry>
            <output data-testid="dirty">{String(isDirty)}</output>
            <SubmitButton>{t("registration.office.settings.save")}</SubmitButton>
          </Form>
        );
      },
  );
  return (
    <ScreenStory
      path="/registration/settings"
      route="/registration/settings"
      screen={Screen}
      answers={officeAnswers()}
      user={officeStaff}
      locale={locale}
    />
  );
}

const meta = {
  title: "Registration/Office/SettingsEntries",
  component: EntriesStory,
  args: { onSave: fn() },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof EntriesStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An entry's names: Chinese and English required, Simplified optional (converted when blank). */
export const Names: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const k1 = within(await canvas.findByRole("group", { name: "K1" }));
    await expect(k1.getByRole("textbox", { name: /^中文名稱\s*（必填）$/ })).toHaveValue(
      "幼兒班（K1）",
    );
    await expect(k1.getByRole("textbox", { name: /^中文名稱\s*（必填）$/ })).toHaveAttribute(
      "maxlength",
      "40",
    );
    await expect(k1.getByRole("textbox", { name: /^英文名稱\s*（必填）$/ })).toHaveValue(
      "Nursery (K1)",
    );
    await expect(k1.getByRole("textbox", { name: /^英文名稱\s*（必填）$/ })).toHaveAttribute(
      "maxlength",
      "60",
    );
    // Not required: no mark.
    const simplified = k1.getByRole("textbox", { name: "簡體中文名稱" });
    await expect(simplified).toHaveValue("");
    await expect(simplified).toHaveAttribute("maxlength", "40");
    await expect(simplified).toHaveAccessibleDescription("留空則由中文名稱自動轉換");
    // The document's Chinese name is missing: said in its own words; the Simplified one is not.
    await userEvent.click(canvas.getByRole("button", { name: "儲存設定" }));
    const documents = within(canvas.getByRole("group", { name: "證明文件" }));
    await expect(documents.getByLabelText(/^中文名稱/)).toHaveAccessibleDescription(
      "請輸入中文名稱",
    );
    await expect(k1.getByLabelText(/^簡體中文名稱/)).not.toHaveAttribute("aria-invalid");
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(documents.getByLabelText(/^中文名稱/), "兒童近照");
    await userEvent.click(canvas.getByRole("button", { name: "儲存設定" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        classes: [expect.objectContaining({ code: "K1", name_cn: "" })],
        documents: [expect.objectContaining({ code: "photo", name_zh: "兒童近照" })],
      }),
    );
  },
};

/** Added: a blank entry at the end, and the form changed; taken off: the list as it was. */
export const AddAndRemove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId("dirty")).toHaveTextContent("false");
    await userEvent.click(canvas.getByRole("button", { name: "新增班級" }));
    const added = within(canvas.getByRole("group", { name: "新班級" }));
    await expect(added.getByLabelText(/^中文名稱/)).toHaveValue("");
    await expect(added.getByLabelText(/^英文名稱/)).toHaveValue("");
    await expect(canvas.getByTestId("dirty")).toHaveTextContent("true");
    await userEvent.click(canvas.getByRole("button", { name: "刪除班級 2" }));
    await expect(canvas.queryByRole("group", { name: "新班級" })).toBeNull();
    await expect(canvas.getByRole("group", { name: "K1" })).toBeVisible();
  },
};

/**
 * Errors belong to positions: once an entry is taken off, the list's words go (the entry now
 * in its place is another one); another list's stay.
 */
export const RemovingClearsTheListsErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "新增班級" }));
    await userEvent.click(canvas.getByRole("button", { name: "儲存設定" }));
    const added = within(canvas.getByRole("group", { name: "新班級" }));
    await expect(added.getByLabelText(/^英文名稱/)).toHaveAccessibleDescription("請輸入英文名稱");
    await userEvent.click(canvas.getByRole("button", { name: "刪除班級 K1" }));
    // The blank class is first now: its values, no words until checked again.
    const left = within(canvas.getByRole("group", { name: "新班級" }));
    await expect(left.getByLabelText(/^中文名稱/)).toHaveValue("");
    await expect(left.getByLabelText(/^英文名稱/)).not.toHaveAttribute("aria-invalid");
    await expect(canvas.queryByText("請輸入英文名稱")).toBeNull();
    const documents = within(canvas.getByRole("group", { name: "證明文件" }));
    await expect(documents.getByLabelText(/^中文名稱/)).toHaveAccessibleDescription(
      "請輸入中文名稱",
    );
  },
};

/** In English: the names' labels and hint. */
export const InEnglish: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const k1 = within(await canvas.findByRole("group", { name: "K1" }));
    await expect(k1.getByLabelText(/^Chinese name/)).toHaveValue("幼兒班（K1）");
    await expect(k1.getByLabelText(/^English name/)).toHaveValue("Nursery (K1)");
    await expect(k1.getByLabelText("Simplified Chinese name")).toHaveAccessibleDescription(
      "Leave blank to convert the Chinese name",
    );
    await userEvent.clear(k1.getByLabelText(/^English name/));
    await userEvent.tab();
    await waitFor(() =>
      expect(k1.getByLabelText(/^English name/)).toHaveAccessibleDescription(
        "Please enter the English name",
      ),
    );
  },
};
