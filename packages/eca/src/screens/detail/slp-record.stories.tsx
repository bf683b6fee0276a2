import { endpoints, type EcaProfile } from "@campus/contract";
import { answer, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { InsightTexts } from "../../components/insight-texts";
import { ecaParent, ecaSettings, profile, profileRecord } from "../../testing/eca-fixtures";
import { OeaView, SlpRecord } from "./slp-record";

/*
 * The records to print: the Student Learning Profile's OLE record (programme, year, role,
 * partner organisation, OLE component, awards, hours) and the JUPAS OEA list (at most 10, the
 * award-bearing first, each in an OEA category), each headed by the school, the student and the
 * day it was issued, with "print". On a phone each row reads as a card.
 */

const slpOf = (shown: EcaProfile) => () => (
  <InsightTexts>
    <SlpRecord profile={shown} />
  </InsightTexts>
);

const oeaOf = (shown: EcaProfile) => () => (
  <InsightTexts>
    <OeaView profile={shown} />
  </InsightTexts>
);

const meta = {
  title: "ECA/Components/SlpRecord",
  component: ScreenStory,
  args: {
    path: "/smarteca/detail?tab=slp",
    route: "/smarteca/detail",
    screen: slpOf(profile()),
    answers: [answer(endpoints.ecaSettings, ecaSettings())],
    user: ecaParent,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const DESKTOP = { viewport: { value: "desktop", isRotated: false } };

/** The cells of each body row, as text. */
const cellsOf = (element: HTMLElement): (string | null)[][] =>
  within(element)
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );

/** "Print" prints: `window.print` is called once (and put back). */
async function printsOnce(canvas: ReturnType<typeof within>, name: string) {
  const print = fn();
  const real = window.print;
  window.print = print;
  try {
    await userEvent.click(canvas.getByRole("button", { name }));
    await expect(print).toHaveBeenCalledOnce();
  } finally {
    window.print = real;
  }
}

/** The SLP on a desktop: the head, every record in the SLP's columns, and "print". */
export const Slp: Story = {
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = await canvas.findByRole("article", undefined, { timeout: 5000 });
    const paper = within(article);
    await expect(paper.getByRole("heading", { name: "學生學習概覽：其他學習經歷" })).toBeVisible();
    await expect(paper.getByText("校園示範學校")).toBeVisible();
    await expect(paper.getByText("學生：陳小明 Chan Siu Ming")).toBeVisible();
    await expect(paper.getByText("班別：4A (1)")).toBeVisible();
    await expect(paper.getByText("學生編號：s2026001")).toBeVisible();
    await expect(paper.getByText(/^發出日期：\d{4}年\d{1,2}月\d{1,2}日$/)).toBeVisible();
    await expect(paper.getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "活動項目",
      "學年",
      "參與角色",
      "合辦機構",
      "其他學習經歷範疇",
      "獎項／證書／成就",
      "時數",
    ]);
    await expect(cellsOf(article)).toEqual([
      ["學界田徑接力賽", "2026/27", "隊長", "香港學界體育聯會", "體育發展", "冠軍 · 校際", "6"],
      ["校際游泳比賽", "2026/27", "參加者", "香港學界體育聯會", "體育發展", "亞軍 · 全港", "6"],
      ["校園環保大使", "2026/27", "組長", "環境運動委員會", "社會服務", "", "12"],
      [
        "校際朗誦節",
        "2025/26",
        "參加者",
        "香港學校音樂及朗誦協會",
        "藝術發展",
        "優異 · 地區",
        "20",
      ],
    ]);
    await printsOnce(canvas, "列印");
  },
};

/** An achievement that only repeats the prize is said once; one that adds to it is kept. */
export const AchievementsBesideThePrize: Story = {
  globals: DESKTOP,
  args: {
    screen: slpOf(
      profile({
        records: [
          profileRecord({ achievement: "冠軍" }),
          profileRecord({
            id: 901,
            achievement: "打破大會紀錄",
            hours: 1.5,
            event: { ...profileRecord().event, id: 13, name_zh: "校際游泳比賽" },
          }),
          profileRecord({
            id: 902,
            prize: null,
            level: null,
            achievement: "完成 10 公里",
            event: { ...profileRecord().event, id: 14, name_zh: "毅行者" },
          }),
        ],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { name: "學生學習概覽：其他學習經歷" }, { timeout: 5000 });
    const awards = cellsOf(canvasElement).map((cells) => [cells[5], cells[6]]);
    await expect(awards).toEqual([
      ["冠軍 · 校際", "6"],
      ["冠軍 · 校際 · 打破大會紀錄", "1.5"],
      ["完成 10 公里", "6"],
    ]);
  },
};

/** On a phone: each row a card, every value with its column's name before it. */
export const SlpOnAPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const role = await canvas.findByText("隊長", undefined, { timeout: 5000 });
    await expect(role).toHaveAttribute("data-label", "參與角色");
    await expect(getComputedStyle(role, "::before").content).toBe('"參與角色："');
    await expect(getComputedStyle(role).display).toBe("block");
    await expect(canvas.queryAllByRole("columnheader")).toHaveLength(0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole("button", { name: "列印" })).toBeVisible();
  },
};

/** A student without a class number or student number: the head says only what is known. */
export const StudentWithoutNumbers: Story = {
  globals: DESKTOP,
  args: {
    screen: slpOf(
      profile({
        student: { ...profile().student, class_number: null, student_no: null },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("班別：4A", undefined, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText(/^學生編號/)).toBeNull();
  },
};

/** No approved record: said on the paper; "print" is still there. */
export const SlpWithoutRecords: Story = {
  args: { screen: slpOf(profile({ records: [] })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("還沒有已通過的紀錄", undefined, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
    await expect(canvas.getByText("學生：陳小明 Chan Siu Ming")).toBeVisible();
    await printsOnce(canvas, "列印");
  },
};

/**
 * The JUPAS OEA list: the award-bearing first, by level; a leader's role is leadership
 * training; one without an award is participation; and "print".
 */
export const Oea: Story = {
  globals: DESKTOP,
  args: { path: "/smarteca/detail?tab=oea", screen: oeaOf(profile()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        "heading",
        { name: "JUPAS 其他經驗及成就（最多 10 項）" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        "按獎項、比賽級別及時數選出最多 10 項紀錄，方便填寫 JUPAS 的「其他經驗及成就」。",
      ),
    ).toBeVisible();
    await expect(cellsOf(canvasElement)).toEqual([
      ["校際游泳比賽", "體育及運動", "2026/27", "參加者", "香港學界體育聯會", "亞軍 · 全港"],
      [
        "校際朗誦節",
        "藝術、音樂及其他文化發展",
        "2025/26",
        "參加者",
        "香港學校音樂及朗誦協會",
        "優異 · 地區",
      ],
      ["學界田徑接力賽", "領袖訓練", "2026/27", "隊長", "香港學界體育聯會", "冠軍 · 校際"],
      ["校園環保大使", "社會／學校服務", "2026/27", "組長", "環境運動委員會", "參與（沒有獎項）"],
    ]);
    await printsOnce(canvas, "列印");
  },
};

/** Twelve records: only the ten JUPAS takes, the award-bearing ones kept. */
export const OeaAtMostTen: Story = {
  globals: DESKTOP,
  args: {
    path: "/smarteca/detail?tab=oea",
    screen: oeaOf(
      profile({
        records: Array.from({ length: 12 }, (_, i) =>
          profileRecord({
            id: 950 + i,
            prize: i < 9 ? profileRecord().prize : null,
            level: i < 9 ? "school" : null,
            role: "",
            hours: i,
            event: { ...profileRecord().event, id: 50 + i, name_zh: `活動 ${i + 1}` },
          }),
        ),
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole(
      "heading",
      { name: "JUPAS 其他經驗及成就（最多 10 項）" },
      { timeout: 5000 },
    );
    const names = cellsOf(canvasElement).map((cells) => cells[0]);
    await expect(names).toHaveLength(10);
    // The nine with a prize (most hours first), then the no-prize one with the most hours.
    await expect(names).toEqual([
      "活動 9",
      "活動 8",
      "活動 7",
      "活動 6",
      "活動 5",
      "活動 4",
      "活動 3",
      "活動 2",
      "活動 1",
      "活動 12",
    ]);
  },
};

/** In English: the school's and the columns' English names, JUPAS's categories in English. */
export const OeaInEnglish: Story = {
  args: { locale: "en-US", path: "/smarteca/detail?tab=oea", screen: oeaOf(profile()) },
  parameters: { locale: "en-US" },
  globals: DESKTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        "heading",
        { name: "JUPAS Other Experiences and Achievements (up to 10 items)" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText("Campus Demo School")).toBeVisible();
    await expect(canvas.getByText("Student: 陳小明 Chan Siu Ming")).toBeVisible();
    await expect(canvas.getByRole("columnheader", { name: "Partner organisation" })).toBeVisible();
    const [first, , , last] = cellsOf(canvasElement);
    await expect(first).toEqual([
      "Inter-school Swimming Gala",
      "Sports and Games",
      "2026/27",
      "Participant",
      "香港學界體育聯會",
      "1st runner-up · Hong Kong-wide",
    ]);
    await expect(last![5]).toBe("Participation (no award)");
    await expect(canvas.getByRole("button", { name: "Print" })).toBeVisible();
  },
};
