import { endpoints } from "@campus/contract";
import { answer, callLog, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import {
  application,
  demoSchool,
  guardian,
  registrationAnswers,
  submittedApplication,
  withKeeper,
} from "../../testing/registration-fixtures";
import { HistoryPage } from "./history-page";

const log = callLog();

const draft = application({ id: 14, number: "A2027-00014", form: { name_zh: "陳小欣" } });
const submitted = submittedApplication({ id: 12, status: "under_approval" });

const meta = {
  title: "Registration/Screens/History",
  component: ScreenStory,
  args: {
    path: "/registration/history?xschoolCode=DEMO",
    route: "/registration/history",
    screen: withKeeper(HistoryPage),
    answers: [
      ...registrationAnswers({ applications: [draft, submitted] }),
      answer(endpoints.registrationCopy, {
        id: 15,
        number: "A2027-00015",
        updated_at: "2026-11-24T02:00:00.000Z",
      }),
      answer(endpoints.registrationDeleteDraft, { id: 14 }),
    ],
    user: guardian,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvas: ReturnType<typeof within>, name: string) =>
  within(
    canvas
      .getAllByRole("listitem")
      .find((item: HTMLElement) => item.querySelector("h2")?.textContent?.startsWith(name))!,
  );

/** Each application with its number, class, state; a draft continues, a submitted one shows. */
export const Applications: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("list", { name: "申請紀錄" })).toBeVisible();
    const first = card(canvas, "陳小欣");
    await expect(first.getByText("未完成（繼續填寫）")).toBeVisible();
    await expect(first.getByRole("link", { name: "繼續填寫" })).toHaveAttribute(
      "href",
      "/registration/form/14?xschoolCode=DEMO",
    );
    const second = card(canvas, "陳小文");
    await expect(second.getByText("審核中")).toBeVisible();
    await expect(second.getByText("A2027-00012")).toBeVisible();
    await expect(second.getByText("小一")).toBeVisible();
    await expect(second.getByText("未繳費")).toBeVisible();
    await expect(second.queryByRole("button", { name: "刪除草稿" })).toBeNull();
    // Each says its next step and whose move it is.
    await expect(first.getByText("完成並提交申請表")).toBeVisible();
    await expect(second.getByText("繳交申請費")).toBeVisible();
    await expect(second.getByText("輪到你")).toBeVisible();
  },
};

/** A sibling's application starts from a copy, after a confirmation, and opens at once. */
export const CopyForASibling: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole("button", { name: "為兄弟姊妹申請" }))[1]!);
    const dialog = within(canvasElement.ownerDocument.body).getByRole("alertdialog", {
      name: "為兄弟姊妹開始新申請？",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "為兄弟姊妹申請" }));
    await expect(await canvas.findByTestId("navigated")).toHaveTextContent(
      "/registration/form/15?xschoolCode=DEMO",
    );
    await expect(log.last("registrationCopy")).toEqual({ id: 12 });
  },
};

/** Deleting asks first; cancelling deletes nothing. */
export const DeleteADraft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const remove = await canvas.findByRole("button", { name: "刪除草稿" });
    await userEvent.click(remove);
    await userEvent.click(
      within(body.getByRole("alertdialog", { name: "刪除這份草稿？" })).getByRole("button", {
        name: "取消",
      }),
    );
    await expect(log.entries("registrationDeleteDraft")).toHaveLength(0);
    await userEvent.click(remove);
    await userEvent.click(
      within(body.getByRole("alertdialog", { name: "刪除這份草稿？" })).getByRole("button", {
        name: "刪除草稿",
      }),
    );
    await expect(await body.findByText("已刪除草稿")).toBeVisible();
    await expect(log.last("registrationDeleteDraft")).toEqual({ id: 14 });
  },
};

/** None yet: said, with the way to start one. */
export const Empty: Story = {
  args: { answers: registrationAnswers({ applications: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("你尚未向這間學校提交任何申請。")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "新增申請" })).toBeVisible();
  },
};

/** After the window: no new applications or copies, the history still reads. */
export const WindowClosed: Story = {
  args: {
    answers: registrationAnswers({
      school: demoSchool({ open: false }),
      applications: [draft, submitted],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("陳小文", { exact: false })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "新增申請" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "為兄弟姊妹申請" })).toBeNull();
  },
};

/** The list could not be loaded: said, with a retry. */
export const LoadFailed: Story = {
  args: {
    answers: [
      ...registrationAnswers(),
      refuse(endpoints.registrationApplications, 500, "系統繁忙"),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("未能載入申請紀錄。")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "重試" })).toBeVisible();
  },
};
