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
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { officeAnswers, officeSettings, officeStaff } from "../testing/office-fixtures";
import { DocumentList } from "./document-list";

/*
 * The settings' documents alone, in the settings' form (its schema checks them as the server
 * does): the child's photo used by applications, the vaccination record not. Saving hands the
 * checked settings on.
 */

function DocumentsStory({
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
        const inUse = new Set(settings.documents.filter((d) => d.in_use).map((d) => d.code));
        return (
          <Form form={form} onSubmit={onSave}>
            <DocumentList form={form} inUse={inUse} />
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

/** The demo school's settings with these documents instead. */
const withDocuments = (documents: RegistrationSettings["documents"]): RegistrationSettings => ({
  ...officeSettings(),
  documents,
});

const aDocument = (code: string): RegistrationSettings["documents"][number] => ({
  code,
  name_zh: `文件 ${code}`,
  name_cn: "",
  name_en: `Document ${code}`,
  kind: "document",
  required: false,
  in_use: false,
});

const meta = {
  title: "Registration/Office/DocumentList",
  component: DocumentsStory,
  args: { settings: officeSettings(), onSave: fn() },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof DocumentsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each document named in Chinese, its type and whether it is required; one in use stays. */
export const TheDocuments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("group", { name: "證明文件" })).toBeVisible();
    const photo = within(canvas.getByRole("group", { name: "兒童近照" }));
    await expect(photo.getByLabelText(/^代號/)).toHaveValue("photo");
    await expect(photo.getByLabelText(/^代號/)).toHaveAttribute("readonly");
    await expect(photo.getByLabelText(/^代號/)).toHaveAccessibleDescription(
      "英文字母及數字，例如 photo、birthCertificate",
    );
    await expect(photo.getByLabelText(/^類型/)).toHaveDisplayValue("相片");
    await expect(photo.getByRole("checkbox", { name: "必須提交" })).toBeChecked();
    await expect(photo.getByText("已有申請使用，不能刪除")).toBeVisible();
    await expect(photo.queryByRole("button", { name: /^刪除文件/ })).toBeNull();
    const record = within(canvas.getByRole("group", { name: "針卡" }));
    await expect(record.getByLabelText(/^類型/)).toHaveDisplayValue("文件（PDF 或相片）");
    await expect(record.getByRole("checkbox", { name: "必須提交" })).not.toBeChecked();
    await expect(record.getByLabelText(/^代號/)).not.toHaveAttribute("readonly");
    await expect(record.getByRole("button", { name: "刪除文件 針卡" })).toBeVisible();
    await expect(canvas.queryByText("申請毋須附上文件。")).toBeNull();
  },
};

/** Whether required and the type changed, then saved as chosen. */
export const RequiredAndType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const photo = within(await canvas.findByRole("group", { name: "兒童近照" }));
    await userEvent.click(photo.getByRole("checkbox", { name: "必須提交" }));
    await expect(photo.getByRole("checkbox", { name: "必須提交" })).not.toBeChecked();
    const record = within(canvas.getByRole("group", { name: "針卡" }));
    await userEvent.click(record.getByRole("checkbox", { name: "必須提交" }));
    await userEvent.selectOptions(record.getByLabelText(/^類型/), "image");
    await userEvent.click(canvas.getByRole("button", { name: "儲存設定" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        documents: [
          expect.objectContaining({ code: "photo", kind: "image", required: false }),
          expect.objectContaining({ code: "vaccination", kind: "image", required: true }),
        ],
      }),
    );
  },
};

/** No documents: said; one added is named by its Chinese name as typed, and goes again. */
export const NoneThenOne: Story = {
  args: { settings: withDocuments([]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("申請毋須附上文件。")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "新增文件" }));
    await expect(canvas.queryByText("申請毋須附上文件。")).toBeNull();
    const added = canvas.getByRole("group", { name: "新文件" });
    // A new document is a required document, of any file.
    await expect(within(added).getByRole("checkbox", { name: "必須提交" })).toBeChecked();
    await expect(within(added).getByLabelText(/^類型/)).toHaveValue("document");
    await expect(within(added).getByRole("button", { name: "刪除文件 1" })).toBeVisible();
    await userEvent.type(within(added).getByLabelText(/^代號/), "address");
    await expect(canvas.getByRole("group", { name: "address" })).toBe(added);
    await userEvent.type(within(added).getByLabelText(/^中文名稱/), "住址證明");
    await expect(canvas.getByRole("group", { name: "住址證明" })).toBe(added);
    await userEvent.click(within(added).getByRole("button", { name: "刪除文件 住址證明" }));
    await expect(canvas.getByText("申請毋須附上文件。")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "儲存設定" }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ documents: [] })),
    );
  },
};

/** A document left blank, and a code another has: each said, nothing saved. */
export const WrongValues: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "新增文件" }));
    await userEvent.click(canvas.getByRole("button", { name: "儲存設定" }));
    await expect(await canvas.findByText("請完成表格")).toBeVisible();
    const added = within(canvas.getByRole("group", { name: "新文件" }));
    await expect(added.getByLabelText(/^代號/)).toHaveAccessibleDescription(/請填寫此項$/);
    await expect(added.getByLabelText(/^中文名稱/)).toHaveAccessibleDescription("請輸入中文名稱");
    await expect(added.getByLabelText(/^英文名稱/)).toHaveAccessibleDescription("請輸入英文名稱");
    // Codes are compared without case: "Photo" is the photo's.
    await userEvent.type(added.getByLabelText(/^代號/), "Photo");
    await userEvent.type(added.getByLabelText(/^中文名稱/), "近照");
    await userEvent.type(added.getByLabelText(/^英文名稱/), "Photo");
    await userEvent.click(canvas.getByRole("button", { name: "儲存設定" }));
    await expect(
      within(canvas.getByRole("group", { name: "近照" })).getByLabelText(/^代號/),
    ).toHaveAccessibleDescription(/代號不可重複$/);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Twelve documents, the most there may be: no more can be added. */
export const Full: Story = {
  args: { settings: withDocuments(Array.from({ length: 12 }, (_, i) => aDocument(`d${i + 1}`))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("group", { name: "文件 d12" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "新增文件" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "刪除文件 文件 d12" }));
    await expect(canvas.getByRole("button", { name: "新增文件" })).toBeVisible();
  },
};

/** In English: the group, the types, and the word for none. */
export const InEnglish: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("group", { name: "Documents" })).toBeVisible();
    const photo = within(canvas.getByRole("group", { name: "兒童近照" }));
    await expect(photo.getByLabelText(/^Type/)).toHaveDisplayValue("Photo");
    await expect(photo.getByRole("checkbox", { name: "Required" })).toBeChecked();
    await expect(photo.getByText("Applications use it: it cannot be removed")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remove document 針卡" }));
    await expect(canvas.queryByRole("group", { name: "針卡" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Add a document" })).toBeVisible();
  },
};
