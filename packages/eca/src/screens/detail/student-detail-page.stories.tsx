import { endpoints } from "@campus/contract";
import {
  answer,
  callLog,
  page,
  PAYLOADS,
  pending,
  refuse,
  ScreenStory,
  userTextStory,
} from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  ecaOffice,
  ecaParent,
  ecaSettings,
  profile,
  profileRecord,
  records,
  students,
} from "../../testing/eca-fixtures";
import { DetailPage } from "./student-detail-page";

/*
 * A student's ECA: the family's overview (traits teachers confirmed as a chart, a sentence and a
 * table; scores beside the class and grade; the timeline), their records, the SLP to print and
 * the JUPAS OEA list; the office choosing a student first.
 */

const log = callLog();

/** What a reader sees: tables show as cards on a phone. */
const shown = (elements: HTMLElement[]) => elements.filter((el) => el.checkVisibility());

const meta = {
  title: "ECA/Screens/Student detail",
  component: ScreenStory,
  args: {
    path: "/smarteca/detail",
    route: "/smarteca/detail",
    screen: DetailPage,
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(endpoints.ecaProfile, (sent) =>
        profile(sent.school_year ? { school_year: sent.school_year } : {}),
      ),
      answer(endpoints.ecaMyRecords, (body) => ({
        ...page(records(), body.pageNum, body.pageSize),
        student: profile().student,
        passed: 2,
        hours: 12,
        pending: 1,
      })),
    ],
    user: ecaParent,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The overview: the year's figures, the confirmed traits said in a sentence, charted and tabled. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        "最常獲肯定的特質：堅毅（4 次）、領導才能（2 次）和團隊合作（1 次）",
        undefined,
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByRole("img", { name: "各特質獲老師確認的次數" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(shown(canvas.getAllByText(/^學界田徑接力賽.校際游泳比賽$/))).toHaveLength(1);
    await expect(canvas.getByText("得分")).toBeVisible();
    await expect(
      await canvas.findByRole("img", { name: "陳小明在各類別的得分，與班級及級別平均比較" }),
    ).toBeVisible();
    // The scores' table: the student's, the class's and the grade's (on a phone, cards).
    await expect(shown(canvas.getAllByText("4A 平均")).length).toBeGreaterThan(0);
    await expect(canvas.getByRole("region", { name: "活動及獎項時間線" })).toBeVisible();
    await expect(canvas.getByText("冠軍 · 校際 · 4×100 米")).toBeVisible();
  },
};

/** Another school year: asked of the server. */
export const AnotherYear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const year = await canvas.findByRole("combobox", { name: "學年" }, { timeout: 5000 });
    await userEvent.selectOptions(year, "2025");
    await waitFor(() => expect(log.last("ecaProfile")).toMatchObject({ school_year: 2025 }));
  },
};

/** No trait confirmed yet: where they come from. */
export const NoTraitsYet: Story = {
  args: {
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(endpoints.ecaProfile, profile({ traits: [] })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/老師未確認任何特質/, undefined, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The family's records tab: the list they had, with sending an outside award. */
export const RecordsTab: Story = {
  args: { path: "/smarteca/detail?tab=records" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("tab", { name: "紀錄", selected: true }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByRole("button", { name: "提交校外活動／獎項" })).toBeVisible();
    await expect(log.last("ecaProfile")).toBeUndefined();
  },
};

/** The SLP: every record in its shape, and "print" prints it. */
export const StudentLearningProfile: Story = {
  args: { path: "/smarteca/detail?tab=slp" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "學生學習概覽：其他學習經歷" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText("學生：陳小明 Chan Siu Ming")).toBeVisible();
    const rows = canvas.getAllByRole("row");
    await expect(rows).toHaveLength(5);
    await expect(within(rows[1]!).getByText("隊長")).toBeVisible();
    await expect(within(rows[1]!).getByText("冠軍 · 校際")).toBeVisible();
    await expect(within(rows[4]!).getByText("2025/26")).toBeVisible();
    const print = fn();
    const real = window.print;
    window.print = print;
    try {
      await userEvent.click(canvas.getByRole("button", { name: "列印" }));
      await expect(print).toHaveBeenCalledOnce();
    } finally {
      window.print = real;
    }
  },
};

/** The OEA list: the award-bearing ones first, each in JUPAS's categories; a leader's role is leadership. */
export const JupasOea: Story = {
  args: { path: "/smarteca/detail?tab=oea" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        "heading",
        { name: "JUPAS 其他經驗及成就（最多 10 項）" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const rows = canvas.getAllByRole("row").slice(1);
    await expect(within(rows[0]!).getByText("校際游泳比賽")).toBeVisible();
    await expect(within(rows[0]!).getByText("體育及運動")).toBeVisible();
    await expect(within(rows[1]!).getByText("藝術、音樂及其他文化發展")).toBeVisible();
    await expect(within(rows[2]!).getByText("領袖訓練")).toBeVisible();
    await expect(within(rows[3]!).getByText("參與（沒有獎項）")).toBeVisible();
  },
};

/** The office first chooses a student: by class and number, then opens their overview. */
export const OfficeChoosesAStudent: Story = {
  args: {
    user: ecaOffice,
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      answer(endpoints.ecaStudents, { classes: ["4A", "4B"], students: students().slice(0, 1) }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole("searchbox", { name: "選擇學生" }, { timeout: 5000 }),
      "4A 1",
    );
    await userEvent.click(canvas.getByRole("button", { name: "搜尋" }));
    await waitFor(() => expect(log.last("ecaStudents")).toEqual({ q: "4A 1" }));
    const link = await canvas.findByRole("link", { name: "查看 4A (1) 陳大文 的概覽" });
    await expect(link).toHaveAttribute(
      "href",
      expect.stringContaining("/smarteca/detail?student=100"),
    );
  },
};

/** The office reading a student: named above the tabs, no family records tab. */
export const OfficeReadsAStudent: Story = {
  args: { user: ecaOffice, path: "/smarteca/detail?student=2" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "4A (1) 陳小明" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(log.last("ecaProfile")).toMatchObject({ student_id: 2 });
    await expect(canvas.queryByRole("tab", { name: "紀錄" })).toBeNull();
  },
};

/** A student the caller may not see (or none): said, with "retry". */
export const NotFound: Story = {
  args: {
    user: ecaOffice,
    path: "/smarteca/detail?student=999",
    answers: [
      answer(endpoints.ecaSettings, ecaSettings()),
      refuse(endpoints.ecaProfile, 404, "找不到此頁面"),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("找不到此學生，或你未能查看其紀錄", undefined, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Loading: the page holds its place. */
export const Loading: Story = {
  args: {
    answers: [answer(endpoints.ecaSettings, ecaSettings()), pending(endpoints.ecaProfile)],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "學生活動概覽" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole("img")).toBeNull();
  },
};

/** On a phone the SLP reads as cards: each value with its column's name. */
export const StudentLearningProfileOnAPhone: Story = {
  args: { path: "/smarteca/detail?tab=slp" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cell = await canvas.findByText("香港學校音樂及朗誦協會", undefined, { timeout: 5000 });
    await expect(cell).toHaveAttribute("data-label", "合辦機構");
    await expect(getComputedStyle(cell, "::before").content).toBe('"合辦機構："');
  },
};

/** In English, on a desktop: the same overview, and the table with the three columns. */
export const InEnglish: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        "Most often recognised: Perseverance (4 times), Leadership (2 times), and Teamwork (1 time)",
        undefined,
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole("columnheader", { name: "Grade 4 average" })).toBeVisible();
  },
};

/** Stored user text (issue 7): records whose competition item, achievement and role are the payloads. */
const written = (tab: "" | "&tab=slp") => ({
  user: ecaOffice,
  path: `/smarteca/detail?student=2${tab}`,
  answers: [
    answer(endpoints.ecaSettings, ecaSettings()),
    answer(
      endpoints.ecaProfile,
      profile({
        records: PAYLOADS.map((payload, i) =>
          profileRecord({
            id: 1000 + i,
            event: { ...profileRecord().event, id: 1000 + i, code: `X-${i}` },
            competition_item: payload.text,
            achievement: payload.text,
            role: payload.text,
          }),
        ),
      }),
    ),
  ],
});
export const UserTextOnAPhone: Story = userTextStory("phone", written(""));
export const UserTextOnADesktop: Story = userTextStory("desktop", written(""));
export const UserTextInTheSlpOnAPhone: Story = userTextStory("phone", written("&tab=slp"));
export const UserTextInTheSlpOnADesktop: Story = userTextStory("desktop", written("&tab=slp"));
