import {
  endpoints,
  REGISTRATION_DOCUMENT_PATH,
  type Application,
  type RegistrationSchool,
} from "@campus/contract";
import { answer, callLog, ScreenStory, serveFile } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import {
  application,
  demoSchool,
  guardian,
  registrationAnswers,
  submittedApplication,
} from "../../testing/registration-fixtures";
import { ApplicationDocuments } from "./application-documents";

/*
 * An application's documents alone, as its page and its paper show them: each one the school
 * asks for with its file (a photo's preview), the office's review once submitted, and a way to
 * replace one sent back while the school is still deciding.
 */

// A 1×1 PNG: the child's photo as the server serves it to the guardian.
const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);

const log = callLog();

/** The documents of `a`; `withSchool`: the school's list is known (its page has loaded it). */
const documentsOf = (
  a: Application,
  { withSchool = true, onScreen = true }: { withSchool?: boolean; onScreen?: boolean } = {},
) =>
  function Documents() {
    const asked: RegistrationSchool["documents"] | undefined = withSchool
      ? demoSchool().documents
      : undefined;
    return <ApplicationDocuments application={a} asked={asked} onScreen={onScreen} />;
  };

/** Submitted; the birth certificate sent back by the office with its reason. */
const sentBack = (overrides: Partial<Application> = {}) => {
  const a = submittedApplication(overrides);
  return {
    ...a,
    documents: a.documents.map((d) =>
      d.code === "birthCertificate"
        ? { ...d, review: "rejected" as const, remark: "影像不清晰，請重新上載" }
        : d.code === "photo"
          ? { ...d, review: "accepted" as const }
          : d,
    ),
  };
};

const meta = {
  title: "Registration/Components/ApplicationDocuments",
  component: ScreenStory,
  args: {
    path: "/registration/history/12",
    route: "/registration/history/:id",
    screen: documentsOf(submittedApplication()),
    answers: [
      ...registrationAnswers({ applications: [submittedApplication()] }),
      serveFile(
        `${REGISTRATION_DOCUMENT_PATH}/12/photo`,
        () => new Blob([PNG], { type: "image/png" }),
      ),
      answer(endpoints.registrationUploadDocument, {
        code: "birthCertificate",
        name: "birth-new.pdf",
        type: "application/pdf",
        size: 9,
        review: "pending",
        remark: null,
      }),
    ],
    user: guardian,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The item of the document named `name`. */
const itemOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByText(name).closest("li")!);

/**
 * Submitted: every document the school asks for, in its order — the photo previewed, each file
 * with its size, the one not uploaded said — each waiting for the school.
 */
export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole("region", { name: "證明文件" }));
    await expect(
      section.getAllByRole("listitem").map((li) => li.querySelector("strong")?.textContent),
    ).toEqual(["兒童近照", "出生證明書", "針卡（疫苗接種紀錄）", "最近的成績表（如有）"]);
    await expect(await canvas.findByRole("img", { name: "兒童近照 的預覽" })).toBeVisible();
    const birth = itemOf(canvasElement, "出生證明書");
    await expect(birth.getByText("birth.pdf（210.4 kB）")).toBeVisible();
    await expect(birth.getByText("待學校審閱")).toBeVisible();
    // A PDF: no preview.
    await expect(birth.queryByRole("img")).toBeNull();
    const reports = itemOf(canvasElement, "最近的成績表（如有）");
    await expect(reports.getByText("未上載")).toBeVisible();
    await expect(reports.queryByText("待學校審閱")).toBeNull();
    await expect(canvas.queryByText(/^重新上載/)).toBeNull();
  },
};

/**
 * One sent back while the school decides: its reason, and a new file of that document alone
 * sent; the accepted one said so.
 */
export const SentBack: Story = {
  args: { screen: documentsOf(sentBack({ status: "under_approval" })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(itemOf(canvasElement, "兒童近照").getByText("已接納")).toBeVisible();
    const birth = itemOf(canvasElement, "出生證明書");
    await expect(birth.getByText("請重新上載")).toBeVisible();
    await expect(birth.getByText("影像不清晰，請重新上載")).toBeVisible();
    await expect(canvas.getAllByText(/^重新上載「/)).toHaveLength(1);
    await expect(birth.getByText("重新上載「出生證明書」")).toBeVisible();
    await userEvent.upload(
      birth.getByLabelText(/重新上載「出生證明書」/),
      new File(["%PDF-1.7\n"], "birth-new.pdf", { type: "application/pdf" }),
    );
    await expect(await birth.findByText(/已上載|上載完成/)).toBeVisible();
    await expect(log.last("registrationUploadDocument")).toMatchObject({
      application_id: 12,
      document_code: "birthCertificate",
    });
  },
};

/** Sent back, but the school has decided: nothing to replace any more. */
export const SentBackAfterTheDecision: Story = {
  args: { screen: documentsOf(sentBack({ status: "approved" })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(itemOf(canvasElement, "出生證明書").getByText("請重新上載")).toBeVisible();
    await expect(canvas.queryByText(/^重新上載「/)).toBeNull();
  },
};

/** On paper: the review said, never a way to upload. */
export const OnPaper: Story = {
  args: { screen: documentsOf(sentBack({ status: "under_approval" }), { onScreen: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(itemOf(canvasElement, "出生證明書").getByText("請重新上載")).toBeVisible();
    await expect(canvas.queryByText(/^重新上載「/)).toBeNull();
    await expect(canvasElement.querySelector("input[type=file]")).toBeNull();
  },
};

/** A draft: the files so far, no review yet. */
export const Draft: Story = {
  args: {
    screen: documentsOf(application({ documents: submittedApplication().documents.slice(1, 2) })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      itemOf(canvasElement, "出生證明書").getByText("birth.pdf（210.4 kB）"),
    ).toBeVisible();
    await expect(canvas.getAllByText("未上載")).toHaveLength(3);
    await expect(canvas.queryByText("待學校審閱")).toBeNull();
  },
};

/** The school not known: the application's own files, each under its file's name. */
export const WithoutTheSchool: Story = {
  args: { screen: documentsOf(submittedApplication(), { withSchool: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole("region", { name: "證明文件" }));
    await expect(
      section.getAllByRole("listitem").map((li) => li.querySelector("strong")?.textContent),
    ).toEqual(["photo.png", "birth.pdf", "vaccination.pdf"]);
    await expect(canvas.queryByText("未上載")).toBeNull();
    await expect(await canvas.findByRole("img", { name: "photo.png 的預覽" })).toBeVisible();
  },
};

/** In English: the heading, reviews and the word for a missing file. */
export const InEnglish: Story = {
  args: { screen: documentsOf(sentBack({ status: "under_approval" })), locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Documents" })).toBeVisible();
    await expect(await canvas.findByRole("img", { name: "Preview of 兒童近照" })).toBeVisible();
    const birth = itemOf(canvasElement, "出生證明書");
    await expect(birth.getByText("Please upload again")).toBeVisible();
    await expect(birth.getByText("birth.pdf (210.4 kB)")).toBeVisible();
    await expect(birth.getByText("Upload a new “出生證明書”")).toBeVisible();
    await expect(
      itemOf(canvasElement, "最近的成績表（如有）").getByText("Not uploaded"),
    ).toBeVisible();
    await expect(itemOf(canvasElement, "兒童近照").getByText("Accepted")).toBeVisible();
  },
};
