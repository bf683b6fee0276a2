import {
  registrationSettingsRequestSchema,
  settingsRequestOf,
  type Locale,
  type RegistrationSettings,
  type RegistrationSettingsValues,
} from "@campus/contract";
import { useT } from "@campus/core";
import { Form, SubmitButton, useCampusForm } from "@campus/ui";
import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fireEvent, fn, userEvent, waitFor, within } from "storybook/test";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { officeAnswers, officeSettings, officeStaff } from "../testing/office-fixtures";
import { ClassList } from "./class-list";

/*
 * The settings' classes alone, in the settings' form (its schema checks them as the server
 * does): K1 used by applications, P1 not. Saving hands the checked settings on.
 */

function ClassesStory({
  settings,
  onSave,
  locale,
}: {
  settings: RegistrationSettings;
  onSave: (values: RegistrationSettingsValues) => void;
  locale?: Locale;
}) {
  const [Screen] = useState(
    () =>
      function Screen() {
        const t = useT<RegistrationMessageId>();
        const form = useCampusForm(registrationSettingsRequestSchema, {
          defaultValues: settingsRequestOf(settings),
        });
        const inUse = new Set(settings.classes.filter((c) => c.in_use).map((c) => c.code));
        return (
          <Form form={form} onSubmit={onSave}>
            <ClassList form={form} inUse={inUse} />
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

/** The demo school's settings with these classes instead (none of them in use). */
const withClasses = (classes: RegistrationSettings["classes"]): RegistrationSettings => ({
  ...officeSettings(),
  classes,
});

const aClass = (code: string): RegistrationSettings["classes"][number] => ({
  code,
  name_zh: `${code} 班`,
  name_cn: "",
  name_en: `Class ${code}`,
  places: 30,
  born_from: null,
  born_until: null,
  in_use: false,
});

const meta = {
  title: "Registration/Office/ClassList",
  component: ClassesStory,
  args: { settings: officeSettings(), onSave: fn() },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ClassesStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each class named by its code; one applications use keeps its code and cannot go. */
export const TheClasses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("group", { name: "招生班級" })).toBeVisible();
    const k1 = within(canvas.getByRole("group", { name: "K1" }));
    await expect(k1.getByLabelText(/^代號/)).toHaveValue("K1");
    await expect(k1.getByLabelText(/^代號/)).toHaveAttribute("readonly");
    await expect(k1.getByLabelText(/^代號/)).toHaveAccessibleDescription(
      "英文字母及數字，例如 K1、P1",
    );
    await expect(k1.getByLabelText(/^學額/)).toHaveValue("60");
    await expect(k1.getByLabelText(/^中文名稱/)).toHaveValue("幼兒班（K1）");
    await expect(k1.getByLabelText(/^英文名稱/)).toHaveValue("Nursery (K1)");
    await expect(k1.getByLabelText(/^出生日期由/)).toHaveValue("2024-01-01");
    await expect(k1.getByLabelText(/^出生日期至/)).toHaveValue("2024-12-31");
    await expect(k1.getByText("已有申請使用，不能刪除")).toBeVisible();
    await expect(k1.queryByRole("button", { name: /^刪除班級/ })).toBeNull();
    const p1 = within(canvas.getByRole("group", { name: "P1" }));
    await expect(p1.getByLabelText(/^代號/)).not.toHaveAttribute("readonly");
    await expect(p1.getByLabelText(/^出生日期由/)).toHaveValue("");
    await expect(p1.queryByText("已有申請使用，不能刪除")).toBeNull();
    await expect(p1.getByRole("button", { name: "刪除班級 P1" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "新增班級" })).toBeVisible();
  },
};

/** A class added, named by its code as it is typed; P1 taken off; the whole list saved. */
export const AddAndRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "新增班級" }));
    const added = canvas.getByRole("group", { name: "新班級" });
    // Not named yet: its place in the list.
    await expect(within(added).getByRole("button", { name: "刪除班級 3" })).toBeVisible();
    await userEvent.type(within(added).getByLabelText(/^代號/), "N1");
    await expect(canvas.getByRole("group", { name: "N1" })).toBe(added);
    await userEvent.type(within(added).getByLabelText(/^學額/), "40");
    await userEvent.type(within(added).getByLabelText(/^中文名稱/), "預備班");
    await userEvent.type(within(added).getByLabelText(/^英文名稱/), "Pre-nursery");
    await userEvent.click(canvas.getByRole("button", { name: "刪除班級 P1" }));
    await expect(canvas.queryByRole("group", { name: "P1" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "儲存設定" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        classes: [
          expect.objectContaining({ code: "K1", places: "60", name_zh: "幼兒班（K1）" }),
          {
            code: "N1",
            places: "40",
            name_zh: "預備班",
            name_cn: "",
            name_en: "Pre-nursery",
            born_from: "",
            born_until: "",
          },
        ],
      }),
    );
  },
};

/** A class left blank: each field says what it needs, and nothing is saved. */
export const BlankClass: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "新增班級" }));
    await userEvent.click(canvas.getByRole("button", { name: "儲存設定" }));
    await expect(await canvas.findByText("請完成表格")).toBeVisible();
    const added = within(canvas.getByRole("group", { name: "新班級" }));
    await expect(added.getByLabelText(/^代號/)).toHaveAccessibleDescription(/請填寫此項$/);
    await expect(added.getByLabelText(/^學額/)).toHaveAccessibleDescription("請填寫此項");
    await expect(added.getByLabelText(/^中文名稱/)).toHaveAccessibleDescription("請輸入中文名稱");
    await expect(added.getByLabelText(/^英文名稱/)).toHaveAccessibleDescription("請輸入英文名稱");
    // Optional: no word.
    await expect(added.getByLabelText(/^出生日期由/)).not.toHaveAttribute("aria-invalid");
    await expect(args.onSave).not.toHaveBeenCalled();
    // Taken off again: its words go with it.
    await userEvent.click(added.getByRole("button", { name: "刪除班級 3" }));
    await expect(canvas.queryByText("請輸入中文名稱")).toBeNull();
  },
};

/** Wrong values, said as the server says them: a code, a repeated code, places, the ages. */
export const WrongValues: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const p1 = within(await canvas.findByRole("group", { name: "P1" }));
    const code = p1.getByLabelText(/^代號/);
    await userEvent.clear(code);
    await userEvent.type(code, "1A");
    await userEvent.tab();
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(/代號以英文字母開頭，只可用英文字母及數字$/),
    );
    await userEvent.clear(code);
    await userEvent.type(code, "k1");
    const places = p1.getByLabelText(/^學額/);
    await userEvent.clear(places);
    await userEvent.type(places, "3000");
    fireEvent.change(p1.getByLabelText(/^出生日期由/), { target: { value: "2021-12-31" } });
    fireEvent.change(p1.getByLabelText(/^出生日期至/), { target: { value: "2021-01-01" } });
    await userEvent.click(canvas.getByRole("button", { name: "儲存設定" }));
    const k1 = within(canvas.getByRole("group", { name: "k1" }));
    await expect(k1.getByLabelText(/^代號/)).toHaveAccessibleDescription(/代號不可重複$/);
    await expect(k1.getByLabelText(/^學額/)).toHaveAccessibleDescription("數值不可大於 2,000");
    await expect(k1.getByLabelText(/^出生日期至/)).toHaveAccessibleDescription("結束不可早於開始");
    await userEvent.clear(k1.getByLabelText(/^學額/));
    await userEvent.type(k1.getByLabelText(/^學額/), "9O");
    await waitFor(() =>
      expect(k1.getByLabelText(/^學額/)).toHaveAccessibleDescription("請輸入整數"),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The only class, unused: it cannot go (an intake offers one at least). */
export const OnlyOne: Story = {
  args: { settings: withClasses([aClass("K1")]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const k1 = within(await canvas.findByRole("group", { name: "K1" }));
    await expect(k1.queryByRole("button", { name: /^刪除班級/ })).toBeNull();
    await expect(k1.queryByText("已有申請使用，不能刪除")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "新增班級" }));
    await expect(k1.getByRole("button", { name: "刪除班級 K1" })).toBeVisible();
  },
};

/** Twenty classes, the most there may be: no more can be added. */
export const Full: Story = {
  args: { settings: withClasses(Array.from({ length: 20 }, (_, i) => aClass(`C${i + 1}`))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("group", { name: "C20" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "新增班級" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "刪除班級 C20" }));
    await expect(canvas.getByRole("button", { name: "新增班級" })).toBeVisible();
  },
};

/** In English: the group, the fields and the word on a class in use. */
export const InEnglish: Story = {
  args: { locale: "en-US", settings: withClasses([officeSettings().classes[0]!, aClass("P1")]) },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("group", { name: "Classes open for application" }),
    ).toBeVisible();
    const k1 = within(canvas.getByRole("group", { name: "K1" }));
    await expect(k1.getByLabelText(/^Places/)).toHaveValue("60");
    await expect(k1.getByText("Applications use it: it cannot be removed")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Add a class" }));
    await expect(canvas.getByRole("group", { name: "New class" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remove class P1" }));
    await expect(canvas.queryByRole("group", { name: "P1" })).toBeNull();
  },
};
