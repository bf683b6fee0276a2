import { endpoints, type EcaProfile } from "@campus/contract";
import { answer, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { InsightTexts } from "../../components/insight-texts";
import { ecaParent, ecaSettings, profile } from "../../testing/eca-fixtures";
import { ProfileOverview } from "./profile-overview";

/*
 * A student's overview for a school year: the year's figures, the traits teachers confirmed (a
 * sentence of the three most often, a chart and the table), the scores by category beside the
 * class's and grade's averages (a chart and the table), and every approved record on a
 * timeline — each level in the school's region's words.
 */

const overviewOf = (shown: EcaProfile) => () => (
  <InsightTexts>
    <ProfileOverview profile={shown} />
  </InsightTexts>
);

const meta = {
  title: "ECA/Components/ProfileOverview",
  component: ScreenStory,
  args: {
    path: "/smarteca/detail",
    route: "/smarteca/detail",
    screen: overviewOf(profile()),
    answers: [answer(endpoints.ecaSettings, ecaSettings())],
    user: ecaParent,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a reader sees: a table shows as cards on a phone, as a table on a desktop. */
const shown = (elements: HTMLElement[]) => elements.filter((el) => el.checkVisibility());

/** The figure under a term of the year's card. */
const figure = (canvas: ReturnType<typeof within>, term: string) =>
  canvas.getByText(term, { selector: "dt" }).nextElementSibling;

/** The texts a chart draws (a label's `<title>` is a tooltip, not drawn). */
const drawn = (chart: HTMLElement) =>
  [...chart.querySelectorAll("text")].map((t) =>
    [...t.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent)
      .join(""),
  );

/** Three traits confirmed: the year's figures, the sentence, the chart, the table as cards. */
export const WithTraits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("region", { name: "2026/27" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(figure(canvas, "活動紀錄")).toHaveTextContent(/^3$/);
    await expect(figure(canvas, "活動時數")).toHaveTextContent(/^42$/);
    await expect(figure(canvas, "得分")).toHaveTextContent(/^52$/);
    await expect(canvas.getByRole("heading", { name: "個人特質概覽" })).toBeVisible();
    await expect(
      canvas.getByText("最常獲肯定的特質：堅毅（4 次）、領導才能（2 次）和團隊合作（1 次）"),
    ).toBeVisible();
    const chart = await canvas.findByRole(
      "img",
      { name: "各特質獲老師確認的次數" },
      { timeout: 5000 },
    );
    await expect(drawn(chart)).toEqual(
      expect.arrayContaining(["堅毅", "4", "領導才能", "2", "團隊合作", "1"]),
    );
    // The table, as cards on a phone: each trait's times, average strength and where it was seen.
    const cards = within(canvas.getByRole("list", { name: "個人特質概覽" }));
    const rows = cards.getAllByRole("listitem");
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent(
      /^特質堅毅次數4平均強度62%見於學界田徑接力賽.校際游泳比賽$/,
    );
    await expect(rows[1]).toHaveTextContent("平均強度80%");
    await expect(rows[2]).toHaveTextContent("平均強度45%");
    await expect(
      await canvas.findByRole("img", { name: "陳小明在各類別的得分，與班級及級別平均比較" }),
    ).toBeVisible();
    await expect(canvas.queryByText(/老師未確認任何特質/)).toBeNull();
  },
};

/** More than three traits: the sentence names the three most often, the chart and table all. */
export const MoreThanThreeTraits: Story = {
  args: {
    screen: overviewOf(
      profile({
        traits: [
          ...profile().traits,
          {
            trait: { id: 4, name_zh: "體育精神", name_cn: "体育精神", name_en: "Sportsmanship" },
            count: 1,
            strength: 30,
            events: ["校際游泳比賽"],
          },
        ],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        "最常獲肯定的特質：堅毅（4 次）、領導才能（2 次）和團隊合作（1 次）",
        undefined,
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const chart = await canvas.findByRole(
      "img",
      { name: "各特質獲老師確認的次數" },
      { timeout: 5000 },
    );
    await expect(drawn(chart)).toContain("體育精神");
    const cards = within(canvas.getByRole("list", { name: "個人特質概覽" }));
    await expect(cards.getAllByRole("listitem")).toHaveLength(4);
    await expect(cards.getByText("體育精神")).toBeVisible();
  },
};

/** No trait confirmed yet: where they come from; no traits chart or table; the scores still. */
export const WithoutTraits: Story = {
  args: { screen: overviewOf(profile({ traits: [] })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        "老師未確認任何特質：老師在「AI 特質識別」接納的特質會在這裏顯示。",
        undefined,
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByRole(
        "img",
        { name: "陳小明在各類別的得分，與班級及級別平均比較" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole("img", { name: "各特質獲老師確認的次數" })).toBeNull();
    await expect(canvas.queryByRole("list", { name: "個人特質概覽" })).toBeNull();
    await expect(canvas.queryByText(/^最常獲肯定的特質/)).toBeNull();
  },
};

/** The scores beside the class's and the grade's: charted with a legend, and as cards. */
export const ScoresBesideClassAndGrade: Story = {
  args: { screen: overviewOf(profile({ traits: [] })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await canvas.findByRole(
      "img",
      { name: "陳小明在各類別的得分，與班級及級別平均比較" },
      { timeout: 5000 },
    );
    await expect(drawn(chart)).toEqual(
      expect.arrayContaining(["社會服務", "藝術發展", "體育發展", "42", "12.6", "12.07"]),
    );
    await expect(chart.querySelectorAll("rect")).toHaveLength(9);
    const legend = chart.closest("figure")!.querySelector("figcaption")!;
    await expect(legend).toHaveTextContent("陳小明4A 平均全級平均");
    await expect(canvas.getByRole("heading", { name: "各類別得分（2026/27）" })).toBeVisible();
    // On a phone the cards keep the grade's average the chart shows, and leave out the hours.
    const cards = within(canvas.getByRole("list", { name: "各類別得分（2026/27）" }));
    const [community] = cards.getAllByRole("listitem");
    await expect(community).toHaveTextContent(/^類別社會服務陳小明104A 平均4\.2全級平均3\.8$/);
  },
};

/** Every approved record on the timeline, latest first, each level in a Macau school's words. */
export const TimelineInAMacauSchool: Story = {
  args: {
    answers: [
      answer(
        endpoints.ecaSettings,
        ecaSettings({ rule: { region: "mo", level_factors: true, group_percent: 50 } }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const timeline = within(
      await canvas.findByRole("region", { name: "活動及獎項時間線" }, { timeout: 5000 }),
    );
    const items = timeline.getAllByRole("listitem");
    await expect(items).toHaveLength(4);
    await expect(items.map((item) => item.querySelector("strong")!.textContent)).toEqual([
      "學界田徑接力賽",
      "校際游泳比賽",
      "校園環保大使",
      "校際朗誦節",
    ]);
    const first = within(items[0]!);
    await expect(first.getByText("2026年11月14日")).toHaveAttribute("datetime", "2026-11-14");
    await expect(first.getByText("冠軍 · 校際 · 4×100 米")).toBeVisible();
    await expect(first.getByText("體育發展 · 隊長 · 6 時數")).toBeVisible();
    // A territory-wide award in Macau.
    await expect(
      await within(items[1]!).findByText("亞軍 · 全澳 · 50 米自由式", undefined, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByText(/全港/)).toBeNull();
    // No prize, no level: only its category, role and hours.
    await expect(within(items[2]!).getByText("社會服務 · 組長 · 12 時數")).toBeVisible();
    await expect(within(items[3]!).getByText("優異 · 地區")).toBeVisible();
  },
};

/** Nothing approved yet: the figures at nought and the timeline says so. */
export const NoRecordsYet: Story = {
  args: {
    screen: overviewOf(
      profile({
        traits: [],
        records: [],
        year: { records: 0, hours: 0, score: 0 },
        all: { records: 0, hours: 0 },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const timeline = within(
      await canvas.findByRole("region", { name: "活動及獎項時間線" }, { timeout: 5000 }),
    );
    await expect(timeline.getByText("還沒有已通過的紀錄")).toBeVisible();
    await expect(timeline.queryByRole("list")).toBeNull();
    await expect(figure(canvas, "活動紀錄")).toHaveTextContent(/^0$/);
  },
};

/** In English, on a desktop: the sentence, the table's columns, the timeline's words. */
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
    for (const column of ["Chan Siu Ming", "4A average", "Grade 4 average", "Hours"])
      await expect(shown(canvas.getAllByRole("columnheader", { name: column }))).toHaveLength(1);
    await expect(canvas.getByText("Champion · Inter-school · 4×100 米")).toBeVisible();
    await expect(canvas.getByText("Physical Development · 隊長 · 6 Hours")).toBeVisible();
    await expect(canvas.getByText("Nov 14, 2026")).toBeVisible();
    await expect(
      await canvas.findByRole("img", {
        name: "Chan Siu Ming's score in each category beside the class and grade averages",
      }),
    ).toBeVisible();
  },
};
