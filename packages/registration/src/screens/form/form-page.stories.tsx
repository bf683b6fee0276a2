import { endpoints } from "@campus/contract";
import { completeApplication } from "@campus/contract/fixtures";
import { answer, callLog, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  application,
  guardian,
  registrationAnswers,
  submittedApplication,
  withKeeper,
} from "../../testing/registration-fixtures";
import { FormPage } from "./form-page";

const log = callLog();

const meta = {
  title: "Registration/Screens/Form",
  component: ScreenStory,
  args: {
    path: "/registration/form?xschoolCode=DEMO",
    route: "/registration/form/:id?",
    screen: withKeeper(FormPage),
    answers: registrationAnswers({ applications: [] }),
    user: guardian,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new application: nothing is saved until something is typed; then it is, by itself. */
export const NewApplicationSavesAsTyped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("新申請（輸入後會自動儲存）")).toBeVisible();
    await expect(log.entries("registrationSaveDraft")).toHaveLength(0);
    await userEvent.type(canvas.getByLabelText(/^中文姓名/), "陳小文");
    await expect(await canvas.findByText(/^已自動儲存/, {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByText("申請編號：A2027-00030")).toBeVisible();
    await expect(log.last("registrationSaveDraft")).toMatchObject({
      school_code: "DEMO",
      form: { name_zh: "陳小文" },
    });
    // Further typing replaces that draft, never starts another.
    await userEvent.type(canvas.getByLabelText(/^英文姓名/), "CHAN");
    await waitFor(() => expect(log.last("registrationSaveDraft")).toMatchObject({ id: 30 }), {
      timeout: 4000,
    });
  },
};

/** A document before anything is typed (issue 35, item 6): the upload starts the application. */
export const UploadBeforeTyping: Story = {
  args: {
    answers: [
      ...registrationAnswers({ applications: [] }),
      answer(endpoints.registrationUploadDocument, (sent) => ({
        ...submittedApplication().documents[0]!,
        code: String(sent.document_code),
        name: "birth.pdf",
        size: 17,
        review: "pending" as const,
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("新申請（輸入後會自動儲存）")).toBeVisible();
    // The school's documents in order: the child's photo, then the birth certificate.
    const input = canvasElement.querySelectorAll<HTMLInputElement>("input[type=file]")[1]!;
    await userEvent.upload(
      input,
      new File(["%PDF-1.7\n1 0 obj\n"], "birth.pdf", { type: "application/pdf" }),
    );
    await waitFor(() =>
      expect(log.last("registrationUploadDocument")).toMatchObject({
        application_id: 30,
        document_code: "birthCertificate",
      }),
    );
    // One new application, started by the upload; no failure said.
    await expect(log.entries("registrationSaveDraft")).toHaveLength(1);
    await expect(log.last("registrationSaveDraft")).not.toHaveProperty("id");
    await expect(await canvas.findByText(/^已上載：birth\.pdf/)).toBeVisible();
    await expect(canvas.queryByText("上載失敗")).toBeNull();
  },
};

/** Submitting too early: the summary, each field's message, and the checklist of what is left. */
export const SubmitIncomplete: Story = {
  args: {
    path: "/registration/form/12?xschoolCode=DEMO",
    answers: registrationAnswers({ applications: [application()] }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "提交申請" }));
    await expect(await canvas.findByText("請完成表格")).toBeVisible();
    const checklist = within(canvas.getByRole("region", { name: "提交前檢查" }));
    await expect(checklist.getByText(/^尚欠以下 \d+ 項：$/)).toBeVisible();
    await expect(checklist.getByRole("button", { name: "申請班級：請填寫此項" })).toBeVisible();
    await userEvent.click(checklist.getByRole("button", { name: "英文姓名：請填寫此項" }));
    await expect(canvas.getByLabelText(/^英文姓名/)).toHaveFocus();
    await expect(log.entries("registrationSubmit")).toHaveLength(0);
  },
};

/** Everything there: a confirmation, then submitted, and on to where it stands. */
export const SubmitComplete: Story = {
  args: {
    path: "/registration/form/12?xschoolCode=DEMO",
    answers: [
      ...registrationAnswers({
        applications: [
          application({
            form: completeApplication(),
            documents: submittedApplication().documents,
          }),
        ],
      }),
      answer(endpoints.registrationSubmit, submittedApplication()),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText("所有必須資料及文件已齊備，可以提交。")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "提交申請" }));
    const dialog = body.getByRole("alertdialog", { name: "提交申請？" });
    await expect(
      within(dialog).getByText("提交後便不能再修改，學校會開始處理你的申請。"),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "提交申請" }));
    await expect(await canvas.findByTestId("navigated")).toHaveTextContent(
      "/registration/history/12?xschoolCode=DEMO",
    );
    await expect(log.last("registrationSubmit")).toEqual({ id: 12 });
  },
};

/** The server finds the same child applied already: its words, the form as it was. */
export const DuplicateChild: Story = {
  args: {
    path: "/registration/form/12?xschoolCode=DEMO",
    answers: [
      ...registrationAnswers({
        applications: [
          application({ form: completeApplication(), documents: submittedApplication().documents }),
        ],
      }),
      refuse(endpoints.registrationSubmit, 409, "此學童已向本校報讀同一學年，不可重複申請"),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("button", { name: "提交申請" }));
    await userEvent.click(
      within(body.getByRole("alertdialog")).getByRole("button", { name: "提交申請" }),
    );
    await expect(await canvas.findByText("此學童已向本校報讀同一學年，不可重複申請")).toBeVisible();
    await expect(canvas.getByLabelText(/^中文姓名/)).toHaveValue("陳小文");
  },
};

/** This tab kept typing the server had not had: it comes back, said, and is saved again. */
export const RestoredFromThisTab: Story = {
  args: {
    path: "/registration/form/12?xschoolCode=DEMO",
    answers: registrationAnswers({ applications: [application()] }),
    screen: withKeeper(FormPage, {
      draft: {
        schoolCode: "DEMO",
        id: 12,
        form: { name_zh: "陳小文", address: "香港九龍彌敦道 1 號" },
        changedAt: Date.parse("2026-11-23T12:00:00.000Z"),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("已還原你在此裝置上輸入但未儲存的內容。")).toBeVisible();
    await expect(canvas.getByLabelText(/^住址/)).toHaveValue("香港九龍彌敦道 1 號");
    await waitFor(() =>
      expect(log.last("registrationSaveDraft")).toMatchObject({
        id: 12,
        form: { address: "香港九龍彌敦道 1 號" },
      }),
    );
  },
};

/** The tab's application was deleted on another device: a new form, not "not found". */
export const TabsApplicationGone: Story = {
  args: {
    screen: withKeeper(FormPage, {
      draft: { schoolCode: "DEMO", id: 99, form: { name_zh: "王" }, changedAt: 0 },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("新申請（輸入後會自動儲存）")).toBeVisible();
    await expect(canvas.queryByText("找不到這份申請。")).toBeNull();
  },
};

/** A save that fails: said, with a retry; what was typed stays. */
export const SaveFails: Story = {
  args: {
    answers: [
      ...registrationAnswers({ applications: [] }),
      refuse(endpoints.registrationSaveDraft, 500, "系統繁忙"),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^中文姓名/), "陳");
    await expect(
      await canvas.findByText(/^未能儲存，內容已保留在此裝置/, {}, { timeout: 4000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "立即重試" })).toBeVisible();
    await expect(canvas.getByLabelText(/^中文姓名/)).toHaveValue("陳");
  },
};

/** The office asked for more: its request leads the form. */
export const OfficeAskedForMore: Story = {
  args: {
    path: "/registration/form/12?xschoolCode=DEMO",
    answers: registrationAnswers({
      applications: [
        submittedApplication({ status: "incomplete", office_request: "請補交針卡副本" }),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("學校要求補充資料")).toBeVisible();
    await expect(canvas.getByText("請補交針卡副本")).toBeVisible();
  },
};

/** A submitted application is not edited here: said, with the way to it. */
export const Submitted: Story = {
  args: {
    path: "/registration/form/12?xschoolCode=DEMO",
    answers: registrationAnswers({ applications: [submittedApplication()] }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("此申請已提交，不能再修改。")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "查看申請" })).toHaveAttribute(
      "href",
      "/registration/history/12?xschoolCode=DEMO",
    );
  },
};

/** A second guardian and a sibling are added and removed as the family needs. */
export const GuardiansAndSiblings: Story = {
  args: {
    path: "/registration/form/12?xschoolCode=DEMO",
    answers: registrationAnswers({ applications: [application()] }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "新增另一位家長／監護人" }));
    await expect(canvas.getByRole("group", { name: "第 2 位家長／監護人" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "新增另一位家長／監護人" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "新增兄弟姊妹" }));
    await userEvent.type(canvas.getAllByLabelText(/^姓名/)[2]!, "陳大文");
    await userEvent.click(canvas.getByRole("button", { name: "移除第 2 位家長／監護人" }));
    await expect(canvas.queryByRole("group", { name: "第 2 位家長／監護人" })).toBeNull();
    await expect(canvas.getByRole("group", { name: "兄弟姊妹 1" })).toBeVisible();
  },
};

/** In English, on a phone. */
export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "Application for admission" }),
    ).toBeVisible();
    await expect(canvas.getByRole("region", { name: "Before you submit" })).toBeVisible();
    // English brackets in English (issue 35, item 32): "… (60 places, …)", never "（60 places）";
    // each class says the birth dates it takes (item 34).
    const classes = canvas.getAllByRole("radio").map((r) => r.closest("label")?.textContent ?? "");
    await expect(classes).toContain("小一 (120 places, born Jan 1, 2021 – Dec 31, 2021)");
    await expect(classes.filter((label) => label.includes("places）"))).toEqual([]);
  },
};
