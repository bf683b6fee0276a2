import { endpoints } from "@campus/contract";
import { callLog, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { submittedApplication } from "../../testing/registration-fixtures";
import { officeAnswers, officeSession, officeStaff } from "../testing/office-fixtures";
import { ReviewPage } from "./review-page";

/*
 * One application under the office's review: each state's decision, each document, the slip,
 * the interview — and the reasons the family reads, which are required.
 */

const log = callLog();

const booking = {
  session: officeSession(),
  check_in_code: "7fcfa59578a94f386f627584c71ac948",
  checked_in_at: null,
  movable_until: "2026-12-09T16:00:00.000Z",
};

const slipFamily = () =>
  submittedApplication({
    fee_status: "paying",
    payment: {
      fee: "application",
      method: "slip",
      state: "open",
      amount: 5000,
      currency: "HKD",
      trade_no: "S12-1A2B3C4D5E6F",
      created_at: "2026-11-24T02:00:00.000Z",
      paid_at: null,
      refunded_at: null,
      closed_as: null,
      reason: null,
      slip: { name: "slip.png", type: "image/png", size: 84_000 },
    },
  });

const meta = {
  title: "Registration/Office/Review",
  component: ScreenStory,
  args: {
    path: "/registration/office/detail?id=12",
    route: "/registration/office/detail",
    screen: ReviewPage,
    answers: officeAnswers({ applications: [submittedApplication()] }),
    user: officeStaff,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = async (canvasElement: HTMLElement, name: RegExp | string) =>
  within(await within(canvasElement).findByRole("region", { name }));

/** Submitted: the review starts after a question; the heading says "under review". */
export const StartTheReview: Story = {
  args: { answers: officeAnswers({ applications: [submittedApplication()] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const decision = await region(canvasElement, "審批");
    await expect(decision.queryByRole("button", { name: "取錄" })).toBeNull();
    await userEvent.click(decision.getByRole("button", { name: "開始審核" }));
    const dialog = within(await canvas.findByRole("alertdialog"));
    await userEvent.click(dialog.getByRole("button", { name: "開始審核" }));
    await expect(await canvas.findByText("已開始審核")).toBeVisible();
    await expect(log.last("registrationOfficeDecide")).toEqual({ id: 12, decision: "start" });
    await expect(await decision.findByRole("button", { name: "取錄" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: /陳/ })).toHaveTextContent("審核中");
  },
};

/** Denying asks why — required, the family reads it — and then says so. */
export const DenyWithAReason: Story = {
  args: {
    answers: officeAnswers({ applications: [submittedApplication({ status: "under_approval" })] }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const decision = await region(canvasElement, "審批");
    await userEvent.click(decision.getByRole("button", { name: "不取錄" }));
    const dialog = within(await canvas.findByRole("dialog", { name: /不取錄申請/ }));
    await userEvent.click(dialog.getByRole("button", { name: "不取錄" }));
    await expect(dialog.getByText("請填寫此項")).toBeVisible();
    await expect(log.last("registrationOfficeDecide")).toBeUndefined();
    await userEvent.type(dialog.getByLabelText(/^原因/), "本年度學額已滿");
    await userEvent.click(dialog.getByRole("button", { name: "不取錄" }));
    await expect(await decision.findByText(/此申請不獲取錄/)).toBeVisible();
    await expect(decision.getByText("本年度學額已滿")).toBeVisible();
    await expect(log.last("registrationOfficeDecide")).toEqual({
      id: 12,
      decision: "deny",
      reason: "本年度學額已滿",
    });
  },
};

/** Asking for more reopens the form for the family, with the request shown here. */
export const AskForMore: Story = {
  args: { answers: officeAnswers({ applications: [submittedApplication()] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const decision = await region(canvasElement, "審批");
    await userEvent.click(decision.getByRole("button", { name: "要求補充資料" }));
    const dialog = within(await canvas.findByRole("dialog"));
    await userEvent.type(dialog.getByLabelText(/^需要補充甚麼/), "請補交出生證明書副本");
    await userEvent.click(dialog.getByRole("button", { name: "要求補充資料" }));
    await expect(await decision.findByText(/已要求家長補充資料，正待家長再次提交/)).toBeVisible();
    await expect(decision.getByText("請補交出生證明書副本")).toBeVisible();
  },
};

/** A refused step (another officer moved it first): the server's reason in a dialog. */
export const Refused: Story = {
  args: {
    answers: [
      ...officeAnswers({ applications: [submittedApplication()] }),
      refuse(endpoints.registrationOfficeDecide, 409, "此申請現時不能進行這一步"),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const decision = await region(canvasElement, "審批");
    await userEvent.click(decision.getByRole("button", { name: "開始審核" }));
    await userEvent.click(
      within(await canvas.findByRole("alertdialog")).getByRole("button", { name: "開始審核" }),
    );
    const refused = within(await canvas.findByRole("alertdialog", { name: "未能完成" }));
    await expect(refused.getByText("此申請現時不能進行這一步")).toBeVisible();
  },
};

/** Each document on its own: accepted, or sent back with a remark the family reads. */
export const ReviewTheDocuments: Story = {
  args: { answers: officeAnswers({ applications: [submittedApplication()] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const documents = await region(canvasElement, "證明文件");
    await expect(await documents.findByRole("img", { name: "兒童近照 的預覽" })).toBeVisible();
    await userEvent.click(documents.getByRole("button", { name: "接納 兒童近照" }));
    await expect(await canvas.findByText("已接納文件")).toBeVisible();
    await expect(log.last("registrationOfficeReviewDocument")).toEqual({
      id: 12,
      code: "photo",
      review: "accepted",
    });
    await userEvent.click(
      documents.getByRole("button", { name: "要求重新上載 針卡（疫苗接種紀錄）" }),
    );
    const dialog = within(await canvas.findByRole("dialog"));
    await userEvent.type(dialog.getByLabelText(/^備註/), "第 2 頁不清晰");
    await userEvent.click(dialog.getByRole("button", { name: "要求重新上載" }));
    await expect(await documents.findByText("請重新上載")).toBeVisible();
    await expect(documents.getByText("第 2 頁不清晰")).toBeVisible();
  },
};

/** A slip to check: shown, confirmed after a question that names the amount. */
export const ConfirmASlip: Story = {
  args: { answers: officeAnswers({ applications: [slipFamily()] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fee = await region(canvasElement, /^申請費/);
    await expect(await fee.findByRole("img", { name: "入數紙預覽" })).toBeVisible();
    await userEvent.click(fee.getByRole("button", { name: "確認已收款" }));
    const dialog = within(await canvas.findByRole("alertdialog"));
    await expect(dialog.getByText(/請確認銀行已收到 HK\$50\.00/)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "確認已收款" }));
    await expect(await fee.findByText("已繳費")).toBeVisible();
    await expect(log.last("registrationOfficeDecideSlip")).toEqual({ id: 12, decision: "confirm" });
  },
};

/** A slip rejected with a reason: the fee is due again and the reason shown. */
export const RejectASlip: Story = {
  args: { answers: officeAnswers({ applications: [slipFamily()] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fee = await region(canvasElement, /^申請費/);
    await userEvent.click(await fee.findByRole("button", { name: "退回入數紙" }));
    const dialog = within(await canvas.findByRole("dialog"));
    await userEvent.type(dialog.getByLabelText(/^原因/), "金額不符");
    await userEvent.click(dialog.getByRole("button", { name: "退回入數紙" }));
    // Once the dialog has gone (the typed reason was in it), the card says so.
    await expect(await fee.findByText("上一張入數紙已退回：")).toBeVisible();
    await expect(fee.getByText("金額不符")).toBeVisible();
    await expect(fee.getByText("未繳費")).toBeVisible();
  },
};

/** No session suits the family: the office places them in one with places left. */
export const PlaceInASession: Story = {
  args: {
    answers: officeAnswers({
      applications: [submittedApplication({ fee_status: "paid", interview_status: "to_schedule" })],
      sessions: [
        officeSession(),
        officeSession({ id: 2, group_name: "B", places_left: 0, booked: 6 }),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const interview = await region(canvasElement, /^入學面試/);
    await expect(interview.getByText(/所有時段都不合適/)).toBeVisible();
    const select = await interview.findByLabelText("安排面試場次");
    await expect(within(select).getByRole("option", { name: /B 組.*已滿/ })).toBeDisabled();
    await userEvent.selectOptions(select, "1");
    await userEvent.click(interview.getByRole("button", { name: "確定安排" }));
    await expect(await interview.findByText("本校禮堂")).toBeVisible();
    await expect(log.last("registrationOfficeAssignInterview")).toEqual({ id: 12, session_id: 1 });
    await expect(interview.getByRole("button", { name: "辦理報到" })).toBeVisible();
  },
};

/** Checked in and interviewed: the result, the waitlist numbered. */
export const RecordTheResult: Story = {
  args: {
    answers: officeAnswers({
      applications: [
        submittedApplication({
          status: "under_approval",
          fee_status: "paid",
          interview_status: "reviewing",
          interview: { ...booking, checked_in_at: "2026-12-12T01:20:00.000Z" },
        }),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const interview = await region(canvasElement, /^入學面試/);
    await expect(interview.getByText("報到時間")).toBeVisible();
    await userEvent.click(interview.getByRole("button", { name: "列入候補" }));
    await userEvent.click(
      within(await canvas.findByRole("alertdialog")).getByRole("button", { name: "列入候補" }),
    );
    await expect(await interview.findByText("候補編號 3")).toBeVisible();
    await expect(log.last("registrationOfficeInterviewResult")).toEqual({
      id: 12,
      result: "waitlist",
    });
    // Waitlisted, a family may still pass later.
    await expect(interview.getByRole("button", { name: "面試通過" })).toBeVisible();
  },
};

/** 面試通過 clicked by mistake: corrected while the place is undecided, the dialog says what was. */
export const CorrectAMisClick: Story = {
  args: {
    answers: officeAnswers({
      applications: [
        submittedApplication({
          status: "under_approval",
          fee_status: "paid",
          interview_status: "passed",
          interview: { ...booking, checked_in_at: "2026-12-12T01:20:00.000Z" },
        }),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const interview = await region(canvasElement, /^入學面試/);
    await expect(interview.queryByRole("button", { name: "面試通過" })).toBeNull();
    await userEvent.click(interview.getByRole("button", { name: "面試不通過" }));
    const dialog = within(await canvas.findByRole("alertdialog"));
    await expect(dialog.getByText(/已記錄為「面試通過」；確定後會更正/)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "面試不通過" }));
    await expect(log.last("registrationOfficeInterviewResult")).toEqual({
      id: 12,
      result: "failed",
    });
  },
};

/** Decided: the result said, no more steps. */ /** Decided: the result said, no more steps. */
export const Decided: Story = {
  args: {
    answers: officeAnswers({
      applications: [submittedApplication({ status: "not_passed", decision_reason: "學額已滿" })],
    }),
  },
  play: async ({ canvasElement }) => {
    const decision = await region(canvasElement, "審批");
    await expect(decision.getByText("學額已滿")).toBeVisible();
    await expect(decision.queryByRole("button")).toBeNull();
  },
};

/** An address without an application (or another school's): not found, and the way back. */
export const NotFound: Story = {
  args: { path: "/registration/office/detail?id=99" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("找不到這份申請。")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "返回報名審批" })).toBeVisible();
  },
};

/** A place offered and its registration fee paid by slip: confirmed, then the child enrolled. */
export const EnrolAndRefund: Story = {
  args: {
    answers: officeAnswers({
      applications: [
        submittedApplication({
          status: "approved",
          fee_status: "paid",
          registration_fee_status: "paying",
          registration_payment: {
            fee: "registration",
            method: "slip",
            state: "open",
            amount: 100_000,
            currency: "HKD",
            trade_no: "Q12-1A2B3C4D5E6F",
            created_at: "2026-11-24T02:00:00.000Z",
            paid_at: null,
            refunded_at: null,
            closed_as: null,
            reason: null,
            slip: { name: "registration.pdf", type: "application/pdf", size: 120_000 },
          },
        }),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fee = await region(canvasElement, /^註冊費/);
    await expect(fee.getByText("HK$1,000.00")).toBeVisible();
    await userEvent.click(fee.getByRole("button", { name: "確認已收款" }));
    await userEvent.click(
      within(await canvas.findByRole("alertdialog")).getByRole("button", { name: "確認已收款" }),
    );
    await expect(await fee.findByText("已繳費")).toBeVisible();
    await expect(log.last("registrationOfficeDecideSlip")).toEqual({
      id: 12,
      decision: "confirm",
      fee: "registration",
    });
    await userEvent.click(fee.getByRole("button", { name: "已入學（退還註冊費）" }));
    const dialog = within(await canvas.findByRole("alertdialog"));
    await expect(dialog.getByText(/以入數紙繳付：請以學校的方式退還家長/)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "已入學（退還註冊費）" }));
    await expect(await fee.findByText("已退還")).toBeVisible();
    await expect(fee.getByText("入學記錄")).toBeVisible();
    await expect(log.last("registrationOfficeEnrol")).toEqual({ id: 12 });
  },
};
