import { completeApplication } from "@campus/contract/fixtures";
import { endpoints, REGISTRATION_DOCUMENT_PATH, type Application } from "@campus/contract";
import { useT } from "@campus/core";
import { Form, SubmitButton, type UiMessageId } from "@campus/ui";
import { answer, callLog, ScreenStory, serveFile } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { expect, fn, userEvent, within } from "storybook/test";
import type { RegistrationMessageId } from "../../messages/message-ids";
import {
  demoSchool,
  guardian,
  submittedApplication,
  TODAY,
} from "../../testing/registration-fixtures";
import { DocumentFields } from "./document-fields";
import { applicationResolver, toValues, type ApplicationValues } from "./form-values";
import { FormTexts } from "./form-texts";

/*
 * The application's documents alone, in the form as the editor makes it (every other field
 * complete): one picker per document the school asks for, each uploaded as soon as it is picked
 * — after the application is saved, which a document may be the first to need.
 */

// A 1×1 PNG: the child's photo as the server serves it to the guardian.
const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);

const log = callLog();

interface Props {
  /** The documents the server has already. */
  saved: Application["documents"];
  /** The application's id, null before its first save. */
  id: number | null;
  saveNow: (options?: { evenBlank?: boolean }) => Promise<number | null>;
  onUploaded: (code: string) => void;
  locale?: "zh-TW" | "en-US";
}

/** The documents in the form, as the editor has them. */
function InForm({ saved, id: savedId, saveNow, onUploaded }: Omit<Props, "locale">) {
  const t = useT<RegistrationMessageId | UiMessageId>();
  // As the autosave keeps it: the id once a save has started the application.
  const [id, setId] = useState(savedId);
  const save = async (options?: { evenBlank?: boolean }) => {
    const started = await saveNow(options);
    if (started !== null) setId(started);
    return started;
  };
  const school = demoSchool();
  const [uploaded, setUploaded] = useState(() => saved.map((d) => d.code));
  const form = useForm<ApplicationValues>({
    mode: "onTouched",
    shouldFocusError: true,
    defaultValues: toValues(completeApplication()),
    resolver: applicationResolver(
      school,
      () => uploaded,
      () => TODAY,
    ),
  });
  return (
    <Form form={form} onSubmit={() => undefined}>
      <DocumentFields
        documents={school.documents}
        saved={saved}
        autosave={{ phase: "idle", id, number: null, savedAt: null, saveNow: save }}
        onUploaded={(code) => {
          setUploaded((codes) => [...codes, code]);
          onUploaded(code);
        }}
      />
      <SubmitButton>{t("registration.form.submit")}</SubmitButton>
    </Form>
  );
}

function DocumentsStory({ locale, ...props }: Props) {
  const [Screen] = useState(
    () =>
      function Screen() {
        // The form's own texts, as the form page puts them.
        return (
          <FormTexts>
            <InForm {...props} />
          </FormTexts>
        );
      },
  );
  return (
    <ScreenStory
      path="/registration/form/12"
      route="/registration/form/:id"
      screen={Screen}
      answers={[
        serveFile(
          `${REGISTRATION_DOCUMENT_PATH}/12/photo`,
          () => new Blob([PNG], { type: "image/png" }),
        ),
        answer(endpoints.registrationUploadDocument, (sent) => ({
          code: String(sent.document_code),
          name: "birth.pdf",
          type: "application/pdf",
          size: 17,
          review: "pending" as const,
          remark: null,
        })),
      ]}
      user={guardian}
      locale={locale}
      onRuntime={log.onRuntime}
    />
  );
}

const meta = {
  title: "Registration/Components/DocumentFields",
  component: DocumentsStory,
  args: {
    saved: [],
    id: null,
    saveNow: fn(async (): Promise<number | null> => 30),
    onUploaded: fn(),
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof DocumentsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const PDF = () => new File(["%PDF-1.7\n1 0 obj\n"], "birth.pdf", { type: "application/pdf" });

/** The box of the document named `name` (its heading says whether it is required). */
const boxOf = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole("region", { name }));

/** The file picker of the document coded `code`. */
const fileInput = (canvasElement: HTMLElement, code: string) =>
  canvasElement.querySelector<HTMLInputElement>(`#document-${code} input[type=file]`)!;

/** Each document the school asks for, in its order, required or not; what was uploaded shown. */
export const TheDocuments: Story = {
  args: { id: 12, saved: submittedApplication().documents.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = within(await canvas.findByRole("group", { name: "證明文件" }));
    await expect(
      group.getByText("相片接受 JPG、PNG、GIF 或 BMP；其他文件亦接受 PDF。"),
    ).toBeVisible();
    await expect(
      (await group.findAllByRole("heading", { level: 2 })).map((h) => h.textContent),
    ).toEqual([
      "兒童近照必須",
      "出生證明書必須",
      "針卡（疫苗接種紀錄）必須",
      "最近的成績表（如有）選填",
    ]);
    const photo = await boxOf(canvasElement, "兒童近照 必須");
    await expect(await photo.findByRole("img", { name: "兒童近照 的預覽" })).toBeVisible();
    await expect(photo.getByText("已上載：photo.png（48.2 kB）")).toBeVisible();
    const birth = await boxOf(canvasElement, "出生證明書 必須");
    await expect(birth.getByText("已上載：birth.pdf（210.4 kB）")).toBeVisible();
    await expect(birth.getByText("更換檔案")).toBeVisible();
    const record = await boxOf(canvasElement, "針卡（疫苗接種紀錄） 必須");
    await expect(record.queryByText(/^已上載/)).toBeNull();
  },
};

/**
 * The first thing done is a document: the application saved first (even blank), the file sent
 * for it under its own code, and the form told which document came.
 */
export const UploadFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const birth = await boxOf(canvasElement, "出生證明書 必須");
    await userEvent.upload(fileInput(canvasElement, "birthCertificate"), PDF());
    await expect(await birth.findByText("已上載：birth.pdf（17 byte）")).toBeVisible();
    await expect(args.saveNow).toHaveBeenCalledWith({ evenBlank: true });
    await expect(log.last("registrationUploadDocument")).toMatchObject({
      application_id: 30,
      document_code: "birthCertificate",
    });
    await expect(args.onUploaded).toHaveBeenCalledOnce();
    await expect(args.onUploaded).toHaveBeenCalledWith("birthCertificate");
  },
};

/** The application could not be saved: the upload fails, the file is not sent, the form not told. */
export const NotSaved: Story = {
  args: { saveNow: fn(async () => null) },
  play: async ({ canvasElement, args }) => {
    const calls = log.entries("registrationUploadDocument").length;
    const record = await boxOf(canvasElement, "針卡（疫苗接種紀錄） 必須");
    await userEvent.upload(fileInput(canvasElement, "vaccination"), PDF());
    // The upload fails (with a way to try again); nothing was sent.
    await expect(await record.findByText("上載失敗")).toBeVisible();
    await expect(record.getByRole("button", { name: "重試上載 birth.pdf" })).toBeVisible();
    await expect(args.saveNow).toHaveBeenCalledWith({ evenBlank: true });
    await expect(record.queryByText(/^已上載：/)).toBeNull();
    await expect(log.entries("registrationUploadDocument")).toHaveLength(calls);
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};

/** Submitted without them: each required document says so, the optional one not; one uploaded is clear. */
export const Missing: Story = {
  args: { id: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "提交申請" }));
    await expect(await canvas.findByText("請完成表格")).toBeVisible();
    const birth = await boxOf(canvasElement, "出生證明書 必須");
    await expect(birth.getByText("請上載檔案")).toBeVisible();
    await expect(
      (await boxOf(canvasElement, "兒童近照 必須")).getByText("請上載檔案"),
    ).toBeVisible();
    await expect(
      (await boxOf(canvasElement, "最近的成績表（如有） 選填")).queryByText("請上載檔案"),
    ).toBeNull();
    await userEvent.upload(fileInput(canvasElement, "birthCertificate"), PDF());
    await expect(await birth.findByText(/^已上載：birth\.pdf/)).toBeVisible();
    await expect(birth.queryByText("請上載檔案")).toBeNull();
  },
};

/** In English: the group, its hint, and required or optional. */
export const InEnglish: Story = {
  args: { locale: "en-US", id: 12, saved: submittedApplication().documents.slice(1, 2) },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("group", { name: "Documents" })).toBeVisible();
    await expect(
      canvas.getByText("Photos as JPG, PNG, GIF or BMP; other documents may also be PDF."),
    ).toBeVisible();
    const birth = await boxOf(canvasElement, "出生證明書 Required");
    await expect(birth.getByText("Uploaded: birth.pdf (210.4 kB)")).toBeVisible();
    await expect(birth.getByText("Replace the file")).toBeVisible();
    await expect(
      await canvas.findByRole("region", { name: "最近的成績表（如有） Optional" }),
    ).toBeVisible();
  },
};
