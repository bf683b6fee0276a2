import { endpoints } from "@campus/contract";
import { answer, callLog, pending, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { dashboard, ecaOffice, ecaSettings, figures, students } from "../../testing/eca-fixtures";
import { DashboardPage } from "./dashboard-page";

/*
 * The ECA dashboard: grade 4 beside the school (figures, classes to drill into, categories
 * charted and tabled, awards by level, traits); a class with its students, each opening their
 * detail; another year and semester asked of the server; the export; loading and failure.
 */

const log = callLog();

/** What a reader sees: tables show as cards on a phone. */
const shown = (elements: HTMLElement[]) => elements.filter((el) => el.checkVisibility());

const meta = {
  title: "ECA/Screens/Dashboard",
  component: ScreenStory,
  args: {
    path: "/smarteca/dashboard?grade=4",
    route: "/smarteca/dashboard",
    screen: DashboardPage,
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(endpoints.ecaDashboard, dashboard()),
    ],
    user: ecaOffice,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A grade beside the school: each figure with the school's under it; its classes as rows. */
export const GradeBesideTheSchool: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("180 名學生中 117 名有紀錄", undefined, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(log.last("ecaDashboard")).toMatchObject({ grade: "4" }));
    await expect(canvas.getByText("全校：56.5%")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "全校" })).toBeVisible();
    const link = shown(canvas.getAllByRole("link", { name: "4C" }))[0]!;
    await expect(link).toHaveAttribute(
      "href",
      expect.stringContaining("/smarteca/dashboard?class=4C"),
    );
    await expect(
      await canvas.findByRole("img", { name: "各類別人均得分：4 年級與較大範圍比較" }),
    ).toBeVisible();
    await expect(shown(canvas.getAllByText("團隊合作（14 次）"))).toHaveLength(1);
  },
};

/** A class: its students, each opening their detail. */
export const AClassAndItsStudents: Story = {
  args: {
    path: "/smarteca/dashboard?class=4A",
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(
        endpoints.ecaDashboard,
        dashboard({
          scope: "class",
          class_name: "4A",
          compare: [
            { scope: "grade", key: "4", figures: figures() },
            { scope: "school", key: "", figures: figures({ participation: 56.5 }) },
          ],
          rows: students().map((s) => ({
            key: String(s.id),
            student: s,
            figures: figures({ students: 1 }),
          })),
          categories: [
            { category: dashboard().categories[0]!.category, average: 4, compare: [3.5, 2.9] },
          ],
        }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = await canvas.findAllByRole(
      "link",
      { name: "查看 4A (1) 陳大文" },
      { timeout: 5000 },
    );
    await expect(shown(open)[0]).toHaveAttribute(
      "href",
      expect.stringContaining("/smarteca/detail?student=100"),
    );
    await expect(canvas.getByRole("link", { name: "4 年級" })).toBeVisible();
    await expect(canvas.getByText("4A", { selector: "[aria-current]" })).toBeVisible();
    // A row per student: no group columns that could only read "1" and "0 %/100 %" (item 20).
    const row = shown(open)[0]!.closest("tr, li")!;
    await expect(row).toHaveTextContent("人均時數");
    await expect(row).not.toHaveTextContent("學生人數");
    await expect(row).not.toHaveTextContent("參與率");
  },
};

/** Another year and a semester: asked of the server. */
export const YearAndSemester: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByRole("combobox", { name: "學年" }, { timeout: 5000 }),
      "2025",
    );
    await waitFor(() =>
      expect(log.last("ecaDashboard")).toMatchObject({ school_year: 2025, grade: "4" }),
    );
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "學期" }), "first");
    await waitFor(() => expect(log.last("ecaDashboard")).toMatchObject({ semester: "first" }));
  },
};

/** The school's figures have no wider scope, and offer the export to whoever may. */
export const TheSchool: Story = {
  args: {
    path: "/smarteca/dashboard",
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(
        endpoints.ecaDashboard,
        dashboard({
          scope: "school",
          grade: null,
          compare: [],
          traits: [],
          categories: dashboard().categories.map((c) => ({ ...c, compare: [] })),
        }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("這段期間未有老師確認的特質", undefined, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText("全校", { selector: "[aria-current]" })).toBeVisible();
    await expect(canvas.queryByText(/^全校：/)).toBeNull();
    await expect(canvas.getByRole("button", { name: "匯出 Excel" })).toBeVisible();
  },
};

/** Failed: said, with "retry". */
export const Failed: Story = {
  args: {
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      refuse(endpoints.ecaDashboard, 400, "格式不正確"),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("未能載入數據看板", undefined, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "重試" })).toBeVisible();
  },
};

export const Loading: Story = {
  args: {
    answers: [answer(endpoints.ecaSettings, ecaSettings()), pending(endpoints.ecaDashboard)],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "數據看板" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole("img")).toBeNull();
  },
};

/** In English, on a desktop. */
export const InEnglish: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("117 of 180 students took part", undefined, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("columnheader", { name: "Whole school" })).toBeVisible();
  },
};
