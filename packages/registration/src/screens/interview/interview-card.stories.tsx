import {
  endpoints,
  type Application,
  type InterviewSession,
  type InterviewSessions,
} from "@campus/contract";
import { answer, callLog, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import {
  guardian,
  registrationAnswers,
  submittedApplication,
  withKeeper,
} from "../../testing/registration-fixtures";
import { DetailPage } from "../detail/detail-page";

/*
 * The interview on the application's page (spec §3, §4): booking once the fee is paid, the booked
 * session with its check-in QR code, moving it, asking for another time, and the results.
 */

const log = callLog();

const session = (
  id: number,
  day: string,
  time: string,
  overrides: Partial<InterviewSession> = {},
) => ({
  id,
  class_code: null,
  starts_at: `${day}T${time}:00.000Z`,
  ends_at: `${day}T${time.replace(/:\d\d$/, ":45")}:00.000Z`,
  venue: "本校禮堂",
  venue_cn: "本校礼堂",
  venue_en: "School Hall",
  group_name: "A",
  places_left: 6,
  ...overrides,
});

const SESSIONS: InterviewSession[] = [
  session(1, "2026-12-12", "01:30"),
  session(2, "2026-12-12", "03:00", { group_name: "B", places_left: 0 }),
  session(3, "2026-12-19", "06:30", {
    venue: "一樓活動室",
    venue_cn: "一楼活动室",
    venue_en: "",
    group_name: "C",
    places_left: 2,
  }),
];

const window = (overrides: Partial<InterviewSessions> = {}): InterviewSessions => ({
  sessions: SESSIONS,
  books_from: "2026-11-24",
  books_until: "2026-12-30",
  move_days: 2,
  open: true,
  ...overrides,
});

const paid = (overrides: Partial<Application> = {}) =>
  submittedApplication({ fee_status: "paid", ...overrides });

const booked = (overrides: Partial<Application> = {}) =>
  paid({
    interview_status: "awaiting",
    interview: {
      session: SESSIONS[0]!,
      check_in_code: "7fcfa59578a94f386f627584c71ac948",
      checked_in_at: null,
      movable_until: "2099-12-10T01:30:00.000Z",
    },
    ...overrides,
  });

/** Answers for one application, its sessions, and what booking answers. */
const answers = (application: Application, sessions = window()) => [
  ...registrationAnswers({ applications: [application] }),
  answer(endpoints.registrationInterviewSessions, sessions),
  answer(endpoints.registrationBookInterview, booked()),
  answer(endpoints.registrationAskInterviewTime, paid({ interview_status: "to_schedule" })),
];

const meta = {
  title: "Registration/Components/InterviewCard",
  component: ScreenStory,
  args: {
    path: "/registration/history/12?xschoolCode=DEMO",
    route: "/registration/history/:id",
    screen: withKeeper(DetailPage),
    answers: answers(paid()),
    user: guardian,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole("region", { name: /^入學面試/ }));

/** Fee unpaid: booking comes after paying. */
export const AfterTheFee: Story = {
  args: { answers: answers(submittedApplication()) },
  play: async ({ canvasElement }) => {
    const interview = await card(canvasElement);
    await expect(interview.getByText("繳付申請費後即可預約面試。")).toBeVisible();
    await expect(interview.queryByRole("radio")).toBeNull();
  },
};

/** Paid: the sessions with places left (a full one cannot be chosen); booking asks first. */
export const Book: Story = {
  play: async ({ canvasElement }) => {
    const interview = await card(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await interview.findByText(/^預約期：/)).toHaveTextContent(
      "預約期：2026年11月24日 至 2026年12月30日。面試前 2 日內不可更改。",
    );
    await expect(interview.getByRole("radio", { name: /B 組（已滿）/ })).toBeDisabled();
    // Nothing chosen yet: said beside the button.
    await userEvent.click(interview.getByRole("button", { name: "預約此時段" }));
    await expect(interview.getByRole("alert")).toHaveTextContent("請先選擇一個面試時段");
    await userEvent.click(interview.getByRole("radio", { name: /C 組（尚餘 2 個名額）/ }));
    await userEvent.click(interview.getByRole("button", { name: "預約此時段" }));
    const dialog = within(body.getByRole("alertdialog", { name: "預約面試？" }));
    await expect(dialog.getByText(/一樓活動室 · C 組/)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "預約此時段" }));
    await expect(await body.findByText("已預約面試")).toBeVisible();
    await expect(log.last("registrationBookInterview")).toEqual({ id: 12, session_id: 3 });
  },
};

/** Booked: when, where, the group, the check-in QR code and its code, the calendar, moving. */
export const Booked: Story = {
  args: { answers: answers(booked()) },
  play: async ({ canvasElement }) => {
    const interview = await card(canvasElement);
    await expect(interview.getByRole("heading", { level: 2 })).toHaveTextContent("入學面試待面試");
    await expect(await interview.findByRole("img", { name: "面試報到二維碼" })).toBeVisible();
    await expect(interview.getByText("7fcfa59578a94f386f627584c71ac948")).toBeVisible();
    await expect(interview.getByText("本校禮堂")).toBeVisible();
    await expect(interview.getByText("A 組")).toBeVisible();
    await expect(interview.getByRole("button", { name: "加入手機行事曆" })).toBeEnabled();
    // Moving shows the other sessions, and keeping goes back.
    await userEvent.click(interview.getByRole("button", { name: "更改時段" }));
    await expect(await interview.findByRole("radio", { name: /C 組/ })).toBeVisible();
    await expect(
      interview.queryByRole("radio", { name: /2026年12月12日 星期六 上午9:30/ }),
    ).toBeNull();
    await userEvent.click(interview.getByRole("button", { name: "保留現有時段" }));
    await expect(await interview.findByRole("img", { name: "面試報到二維碼" })).toBeVisible();
  },
};

/**
 * In English: the venue the school named in English; a session without one reads in Chinese
 * (issue 37, item 15).
 */
export const BookedInEnglish: Story = {
  args: { answers: answers(booked()), locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const interview = within(
      await within(canvasElement).findByRole("region", { name: /^Admission interview/ }),
    );
    await expect(interview.getByText("School Hall")).toBeVisible();
    await expect(interview.queryByText("本校禮堂")).toBeNull();
    await userEvent.click(interview.getByRole("button", { name: "Change the time" }));
    await expect(await interview.findByRole("radio", { name: /一樓活動室/ })).toBeVisible();
  },
};

/** Close to the day: it can no longer be moved, and the card says whom to call. */
export const TooLateToMove: Story = {
  args: {
    answers: answers(
      booked({
        interview: {
          session: SESSIONS[0]!,
          check_in_code: "7fcfa59578a94f386f627584c71ac948",
          checked_in_at: null,
          movable_until: "2020-01-01T00:00:00.000Z",
        },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const interview = await card(canvasElement);
    await expect(
      interview.getByText("面試臨近，已不可更改時段；如有需要請致電學校。"),
    ).toBeVisible();
    await expect(interview.queryByRole("button", { name: "更改時段" })).toBeNull();
  },
};

/** None of the times suits: asking the school, after a confirmation. */
export const AskForAnotherTime: Story = {
  play: async ({ canvasElement }) => {
    const interview = await card(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await interview.findByRole("button", { name: "以上時段都不合適" }));
    const dialog = within(body.getByRole("alertdialog", { name: "請學校另行安排面試時間？" }));
    await userEvent.click(dialog.getByRole("button", { name: "請學校安排" }));
    await expect(await body.findByText("已請學校安排面試時間")).toBeVisible();
    await expect(log.last("registrationAskInterviewTime")).toEqual({ id: 12 });
  },
};

/** Asked for another time: said, and a session can still be booked. */
export const ToBeScheduled: Story = {
  args: { answers: answers(paid({ interview_status: "to_schedule" })) },
  play: async ({ canvasElement }) => {
    const interview = await card(canvasElement);
    await expect(interview.getByText(/^你已請學校另行安排面試時間/)).toBeVisible();
    await expect(await interview.findByRole("radio", { name: /C 組/ })).toBeEnabled();
    await expect(interview.queryByRole("button", { name: "以上時段都不合適" })).toBeNull();
  },
};

/** Outside the booking window: said with its days. */
export const WindowClosed: Story = {
  args: { answers: answers(paid(), window({ open: false })) },
  play: async ({ canvasElement }) => {
    const interview = await card(canvasElement);
    await expect(
      await interview.findByText(
        "現時不是面試預約期（2026年11月24日 至 2026年12月30日）。如需協助，請聯絡學校。",
      ),
    ).toBeVisible();
  },
};

/** No sessions published yet. */
export const NoSessionsYet: Story = {
  args: { answers: answers(paid(), window({ sessions: [] })) },
  play: async ({ canvasElement }) => {
    const interview = await card(canvasElement);
    await expect(
      await interview.findByText("學校尚未公布面試時段，公布後會在這裡顯示。"),
    ).toBeVisible();
  },
};

/** A full session taken meanwhile: the server's reason in a dialog, nothing booked. */
export const TakenMeanwhile: Story = {
  args: {
    answers: [
      ...answers(paid()),
      refuse(endpoints.registrationBookInterview, 409, "此面試場次已滿，請選擇其他場次"),
    ],
  },
  play: async ({ canvasElement }) => {
    const interview = await card(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await interview.findByRole("radio", { name: /A 組/ }));
    await userEvent.click(interview.getByRole("button", { name: "預約此時段" }));
    await userEvent.click(
      within(body.getByRole("alertdialog", { name: "預約面試？" })).getByRole("button", {
        name: "預約此時段",
      }),
    );
    await expect(await body.findByText("此面試場次已滿，請選擇其他場次")).toBeVisible();
  },
};

/** Checked in, then the results: under review, waitlisted with a number, passed, failed. */
export const Results: Story = {
  args: {
    answers: answers(booked({ interview_status: "waitlist", waitlist_no: 3 })),
  },
  play: async ({ canvasElement }) => {
    const interview = await card(canvasElement);
    await expect(interview.getByRole("heading", { level: 2 })).toHaveTextContent("候補");
    await expect(
      interview.getByText("你已列入候補名單，候補編號 3。如有學位，學校會聯絡你。"),
    ).toBeVisible();
    // The QR code is for checking in: no longer shown.
    await expect(interview.queryByRole("img", { name: "面試報到二維碼" })).toBeNull();
  },
};

/** In English. */
export const English: Story = {
  args: { locale: "en-US", answers: answers(booked()) },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const interview = within(
      await within(canvasElement).findByRole("region", { name: /^Admission interview/ }),
    );
    await expect(interview.getByText("Group A")).toBeVisible();
    await expect(interview.getByRole("button", { name: "Add to my calendar" })).toBeVisible();
  },
};
