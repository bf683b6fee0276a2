import { endpoints, type EcaApproval } from "@campus/contract";
import { answer, callLog, page, pending, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ecaParent, ecaSettings, records } from "../../testing/eca-fixtures";
import { RecordsPage } from "./records-page";

/*
 * A student's own records as their parent reads them: what the passed ones add up to, each
 * record's award and level, a refused one with the school's reason, narrowed by state.
 */

const log = callLog();

const recordsAnswer = answer(endpoints.ecaMyRecords, (body) => {
  const list = records().filter((r) => !body.status || r.status === (body.status as EcaApproval));
  return {
    ...page(list, body.pageNum, body.pageSize),
    student: {
      id: 2,
      name_zh: "陳小明",
      name_en: "Chan Siu Ming",
      class_name: "4A",
      class_number: 1,
      student_no: "s2026001",
    },
    passed: 1,
    hours: 6,
    pending: 1,
  };
});

const meta = {
  title: "ECA/Screens/Records",
  component: ScreenStory,
  args: {
    path: "/smarteca/detail",
    route: "/smarteca/detail",
    screen: RecordsPage,
    answers: [answer(endpoints.ecaSettings, ecaSettings()), recordsAnswer],
    user: ecaParent,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The rows' text as shown: a phone's cards and a desktop's table hold it once each. */
const shown = async (canvas: ReturnType<typeof within>, text: string | RegExp) =>
  expect((await canvas.findAllByText(text)).some((el: HTMLElement) => el.checkVisibility())).toBe(
    true,
  );

export const AParentReadsTheirChilds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sums = within(await canvas.findByRole("region", { name: "4A (1) 陳小明" }));
    await expect(sums.getByText("已通過紀錄").nextElementSibling).toHaveTextContent("1");
    await expect(sums.getByText("時數").nextElementSibling).toHaveTextContent("6");
    await shown(canvas, "2026/27 全港學界田徑比賽");
    await shown(canvas, "100 米 · 冠軍");
    await shown(canvas, "全港");
    await shown(canvas, "不通過原因：未能核實得獎證書，請上載清晰的證書照片。");
    await userEvent.click(canvas.getByRole("radio", { name: "不通過" }));
    await waitFor(() => expect(log.last("ecaMyRecords")).toMatchObject({ status: "rejected" }));
    await waitFor(() => expect(canvas.queryAllByText("2026/27 全港學界田徑比賽")).toHaveLength(0));
    await shown(canvas, "校外獎項：鋼琴比賽");
  },
};

/** A parent opens the form for a new outside award, and the refused one filled in. */
export const AParentSendsAndCorrects: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/子女在校外參加的活動或獲得的獎項，可連同證書照片提交/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "提交校外活動／獎項" }));
    const dialog = within(await canvas.findByRole("dialog", { name: "提交校外活動紀錄" }));
    await expect(await dialog.findByLabelText(/^活動／比賽名稱/)).toHaveValue("");
    await userEvent.click(dialog.getByRole("button", { name: "取消" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());

    // The refused record: its photo in the list, and a way to correct it.
    await expect(
      canvas.getAllByRole("img", { name: /^證書照片 1：鋼琴比賽證書/ }).length,
    ).toBeGreaterThan(0);
    const correct = canvas
      .getAllByRole("button", { name: "修改並重新提交" })
      .find((el) => el.checkVisibility())!;
    await userEvent.click(correct);
    const again = within(await canvas.findByRole("dialog", { name: "修改並重新提交" }));
    await expect(await again.findByLabelText(/^活動／比賽名稱/)).toHaveValue("校外獎項：鋼琴比賽");
  },
};

/** A student reads their records; sending outside awards is their parent's. */
export const AStudentReads: Story = {
  args: { user: { ...ecaParent, permissions: { "eca.studentDetail": ["query", "get"] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(canvas, "2026/27 全港學界田徑比賽");
    await expect(canvas.queryByRole("button", { name: "提交校外活動／獎項" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "修改並重新提交" })).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(endpoints.ecaMyRecords, {
        ...page([]),
        student: {
          id: 3,
          name_zh: "陳小欣",
          name_en: "Chan Siu Yan",
          class_name: "1B",
          class_number: 3,
          student_no: "s2026002",
        },
        passed: 0,
        hours: 0,
        pending: 0,
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("還沒有課外活動紀錄")).toBeVisible();
  },
};

export const Loading: Story = {
  args: {
    answers: [answer(endpoints.ecaSettings, ecaSettings()), pending(endpoints.ecaMyRecords)],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("radio", { name: "全部" })).toBeChecked();
    await expect(canvas.queryByRole("region", { name: /陳小明/ })).toBeNull();
  },
};

export const EnglishDesktop: Story = {
  parameters: { locale: "en-US" },
  args: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(canvas, "Inter-school Athletics Meet 2026/27");
    await shown(canvas, "Hong Kong-wide");
    await expect(canvas.getByText("Approved records")).toBeVisible();
  },
};
