import { endpoints, REGISTRATION_DOCUMENT_PATH } from "@campus/contract";
import { answer, callLog, ScreenStory, serveFile } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import {
  application,
  guardian,
  registrationAnswers,
  submittedApplication,
  withKeeper,
} from "../../testing/registration-fixtures";
import { DetailPage, PrintPage } from "./detail-page";

// A 1×1 PNG: the child's photo as the server serves it to the guardian.
const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);
const photo = serveFile(
  `${REGISTRATION_DOCUMENT_PATH}/12/photo`,
  () => new Blob([PNG], { type: "image/png" }),
);

const log = callLog();

const meta = {
  title: "Registration/Screens/Detail",
  component: ScreenStory,
  args: {
    path: "/registration/history/12?xschoolCode=DEMO",
    route: "/registration/history/:id",
    screen: withKeeper(DetailPage),
    answers: [...registrationAnswers({ applications: [submittedApplication()] }), photo],
    user: guardian,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const fact = (root: HTMLElement, term: string) =>
  [...root.querySelectorAll("dt")].find((dt) => dt.textContent === term)?.nextElementSibling
    ?.textContent;

/** Submitted: where it stands, the child, the family and each document with its photo. */
export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1 })).toHaveTextContent(
      "陳小文已提交",
    );
    await expect(canvas.getByText("學校正在處理你的申請，結果會在這裡顯示。")).toBeVisible();
    await expect(fact(canvasElement, "申請編號")).toBe("A2027-00012");
    await expect(fact(canvasElement, "申請班級")).toBe("小一");
    await expect(fact(canvasElement, "證明文件號碼")).toBe("A123456(3)"); // as the card prints it
    await expect(fact(canvasElement, "第 1 位家長／監護人")).toBe("李美玲（母親） · +852 91234567");
    await expect(await canvas.findByRole("img", { name: "兒童近照 的預覽" })).toBeVisible();
    await expect(canvas.getByText("birth.pdf（210.4 kB）")).toBeVisible();
    await expect(canvas.getByText("未上載")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "列印申請表" })).toHaveAttribute(
      "href",
      "/registration/print?id=12&xschoolCode=DEMO",
    );
  },
};

/** The printable form: the school and the title on top, a print button the paper leaves out. */
export const Printable: Story = {
  args: {
    path: "/registration/print?id=12&xschoolCode=DEMO",
    route: "/registration/print",
    screen: withKeeper(PrintPage),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const print = spyOn(window, "print").mockImplementation(() => undefined);
    await expect(await canvas.findByText("入學申請表")).toBeVisible();
    await expect(canvas.getByText("校園示範學校")).toBeVisible();
    await expect(fact(canvasElement, "證明文件號碼")).toBe("A123456(3)"); // as the card prints it
    // The steps and notes are the screen's, not the paper's.
    await expect(canvas.queryByText("學校正在處理你的申請，結果會在這裡顯示。")).toBeNull();
    // The paper ends with the declaration and lines to sign and date (issue 35, item 35).
    const declaration = within(canvas.getByRole("region", { name: "家長／監護人聲明" }));
    await expect(declaration.getByText(/^本人謹此聲明/)).toBeVisible();
    await expect(declaration.getByText("家長／監護人簽署")).toBeVisible();
    await expect(declaration.getByText("日期")).toBeVisible();
    // A heading never stands alone at a page's foot.
    const heading = canvas.getByRole("heading", { name: "證明文件" });
    await expect(getComputedStyle(heading).breakAfter).toBe("avoid");
    await userEvent.click(canvas.getByRole("button", { name: "列印" }));
    await expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  },
};

/** The office asked for more: its words, and the way back into the form. */
export const MoreInformationAsked: Story = {
  args: {
    answers: registrationAnswers({
      applications: [
        submittedApplication({
          status: "incomplete",
          office_request: "出世紙副本不清晰，請重新上載",
        }),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("學校要求補充資料")).toBeVisible();
    await expect(canvas.getByText("出世紙副本不清晰，請重新上載")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "補充及修改資料" })).toHaveAttribute(
      "href",
      "/registration/form/12?xschoolCode=DEMO",
    );
  },
};

/** Not successful: the school's reply, on the last step marked as failed. */
export const NotSuccessful: Story = {
  args: {
    answers: registrationAnswers({
      applications: [
        submittedApplication({ status: "not_passed", decision_reason: "本學年學額已滿" }),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("本學年學額已滿")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("不獲取錄");
    // The result step says the decision, not "an error occurred" (issue 35, item 32).
    const result = canvas.getByRole("listitem", { current: "step" });
    await expect(result).toHaveTextContent("結果不獲取錄");
    await expect(result).not.toHaveTextContent("出現錯誤");
  },
};

/**
 * An interview the child did not pass, the school not yet deciding: the result step and the
 * interview card say it; "the school is processing your application" no longer (issue 35, 32).
 */
export const InterviewFailed: Story = {
  args: {
    answers: registrationAnswers({
      applications: [
        submittedApplication({
          status: "under_approval",
          fee_status: "paid",
          interview_status: "failed",
        }),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("很遺憾，面試未獲通過。感謝你的申請。")).toBeVisible();
    const result = canvas.getByRole("listitem", { current: "step" });
    await expect(result).toHaveTextContent("結果面試不通過");
    await expect(canvas.queryByText("學校正在處理你的申請，結果會在這裡顯示。")).toBeNull();
  },
};

/** A waitlist place: the result step says 候補, in process, and nothing says "processing". */
export const Waitlisted: Story = {
  args: {
    answers: registrationAnswers({
      applications: [
        submittedApplication({
          status: "under_approval",
          fee_status: "paid",
          interview_status: "waitlist",
          waitlist_no: 3,
        }),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("你已列入候補名單，候補編號 3。如有學位，學校會聯絡你。"),
    ).toBeVisible();
    const result = canvas.getByRole("listitem", { current: "step" });
    await expect(result).toHaveTextContent("結果候補");
    await expect(result).toHaveAttribute("data-status", "process");
    await expect(canvas.queryByText("學校正在處理你的申請，結果會在這裡顯示。")).toBeNull();
  },
};

/**
 * Paid in another tab: coming back to this one asks again, so it no longer shows 未繳費 with pay
 * buttons (issue 35, item 33).
 */
export const PaidInAnotherTab: Story = {
  args: {
    answers: (() => {
      let asked = 0;
      return [
        ...registrationAnswers({ applications: [submittedApplication()] }),
        answer(endpoints.registrationApplication, () =>
          asked++ === 0 ? submittedApplication() : submittedApplication({ fee_status: "paid" }),
        ),
      ];
    })(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fee = await canvas.findByRole("region", { name: /申請費/ });
    await expect(within(fee).getByRole("heading", { level: 2 })).toHaveTextContent("未繳費");
    await expect(within(fee).getByRole("button", { name: "以支付寶付款" })).toBeVisible();
    // The family comes back to this tab.
    window.dispatchEvent(new Event("visibilitychange"));
    await waitFor(() =>
      expect(within(fee).getByRole("heading", { level: 2 })).toHaveTextContent("已繳費"),
    );
    await expect(within(fee).queryByRole("button", { name: "以支付寶付款" })).toBeNull();
  },
};

/** Approved by a school that charges no registration fee: the offer, in words a family reads first. */
export const Approved: Story = {
  args: {
    answers: registrationAnswers({
      applications: [submittedApplication({ status: "approved" })],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^恭喜！學校已取錄你的子女/)).toBeVisible();
    await expect(canvas.queryByRole("region", { name: /^註冊費/ })).toBeNull();
  },
};

/** Approved with a registration fee due: its card says what comes next, not a second notice. */
export const ApprovedRegistrationFeeDue: Story = {
  args: {
    answers: registrationAnswers({
      applications: [
        submittedApplication({ status: "approved", registration_fee_status: "unpaid" }),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("region", { name: /^註冊費/ })).toBeVisible();
    await expect(canvas.queryByText(/^恭喜！學校已取錄你的子女/)).toBeNull();
  },
};

/** A draft: continue filling it in. */
export const Draft: Story = {
  args: { answers: registrationAnswers({ applications: [application()] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: "繼續填寫" })).toHaveAttribute(
      "href",
      "/registration/form/12?xschoolCode=DEMO",
    );
  },
};

/** Another guardian's, or none: not found, and the way back. */
export const NotFound: Story = {
  args: { path: "/registration/history/99?xschoolCode=DEMO" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("找不到這份申請。")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "返回申請紀錄" })).toBeVisible();
  },
};

/** In English. */
export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1 })).toHaveTextContent("Submitted");
    await expect(canvas.getByRole("link", { name: "Back to my applications" })).toBeVisible();
  },
};

/** A document the school sent back: its remark, and a new file of that one document. */
export const DocumentSentBack: Story = {
  args: {
    answers: (() => {
      const sentBack = submittedApplication();
      sentBack.documents = sentBack.documents.map((d) =>
        d.code === "vaccination" ? { ...d, review: "rejected", remark: "第 2 頁不清晰" } : d,
      );
      let replaced = false;
      return [
        ...registrationAnswers({ applications: [sentBack] }),
        answer(endpoints.registrationApplication, () =>
          replaced ? submittedApplication() : sentBack,
        ),
        answer(endpoints.registrationUploadDocument, (sent) => {
          replaced = true;
          return {
            code: String(sent.document_code),
            name: "vaccination.pdf",
            type: "application/pdf",
            size: 98_000,
            review: "pending" as const,
            remark: null,
          };
        }),
        photo,
      ];
    })(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("第 2 頁不清晰")).toBeVisible();
    // Only the document sent back takes a new file.
    const documents = await canvas.findByRole("region", { name: "證明文件" });
    const pickers = documents.querySelectorAll<HTMLInputElement>("input[type=file]");
    await expect(pickers).toHaveLength(1);
    await userEvent.upload(
      pickers[0]!,
      new File(["%PDF-1.7\n"], "vaccination.pdf", { type: "application/pdf" }),
    );
    // Uploaded: it waits for the school again, as the two others do.
    await waitFor(() => expect(canvas.getAllByText("待學校審閱")).toHaveLength(3));
    await expect(log.last("registrationUploadDocument")).toMatchObject({
      application_id: 12,
      document_code: "vaccination",
    });
  },
};
