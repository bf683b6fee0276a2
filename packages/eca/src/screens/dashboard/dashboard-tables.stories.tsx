import type { EcaDashboard } from "@campus/contract";
import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { InsightTexts } from "../../components/insight-texts";
import { dashboard, ecaOffice, figures, students } from "../../testing/eca-fixtures";
import { AwardLevels, CategoryScores, ScopeRows, TopTraits } from "./dashboard-tables";
import { useScopeName } from "./use-scope-name";

/*
 * The dashboard's tables alone: the scopes below the one shown as rows to drill into (a
 * student's opening their detail), scores by category charted and tabled beside the wider
 * scopes, awards by level in the region's words, the traits most confirmed.
 */

function Tables({ data, year = null }: { data: EcaDashboard; year?: string | null }) {
  return (
    <InsightTexts>
      <Parts data={data} year={year} />
    </InsightTexts>
  );
}

function Parts({ data, year }: { data: EcaDashboard; year: string | null }) {
  const scopeName = useScopeName();
  return (
    <>
      <ScopeRows data={data} year={year} />
      <CategoryScores
        data={data}
        here={scopeName(data.scope, data.class_name ?? data.grade ?? "")}
      />
      <AwardLevels data={data} region="hk" />
      <TopTraits data={data} />
    </>
  );
}

const meta = {
  title: "ECA/Components/DashboardTables",
  component: ScreenStory,
  args: {
    path: "/smarteca/dashboard?grade=4&year=2026",
    route: "/smarteca/dashboard",
    screen: () => <Tables data={dashboard()} year="2026" />,
    answers: [],
    user: ecaOffice,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A grade: its classes as cards, each a link into the class in the same year with its numbers;
 * categories beside the school's; awards by level; the traits most confirmed.
 */
export const AGrade: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const classes = within(await canvas.findByRole("list", { name: "4 年級各班" }));
    await expect(classes.getAllByRole("listitem")).toHaveLength(3);
    await expect(classes.getByRole("link", { name: "4C" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/smarteca\/dashboard\?class=4C&year=2026$/),
    );
    const first = within(classes.getAllByRole("listitem")[0]!);
    await expect(first.getByText("班別")).toBeVisible();
    await expect(first.getByText("30")).toBeVisible();
    await expect(first.getByRole("progressbar", { name: "參與率" })).toHaveAttribute(
      "aria-valuenow",
      "93.3",
    );
    await expect(first.getByText("9")).toBeVisible();
    await expect(first.getByText("14.5")).toBeVisible();
    await expect(first.getByText("42")).toBeVisible();

    await expect(
      await canvas.findByRole("img", { name: "各類別人均得分：4 年級與較大範圍比較" }),
    ).toBeVisible();
    const categories = within(canvas.getByRole("list", { name: "各類別人均得分" }));
    const community = within(categories.getAllByRole("listitem")[0]!);
    await expect(community.getByText("社會服務")).toBeVisible();
    await expect(community.getByText("4 年級")).toBeVisible();
    await expect(community.getByText("3.5")).toBeVisible();
    await expect(community.getByText("全校")).toBeVisible();
    await expect(community.getByText("2.9")).toBeVisible();

    const levels = within(canvas.getByRole("list", { name: "按比賽級別的獎項" }));
    await expect(
      levels.getAllByRole("listitem").map((li) => li.querySelectorAll("dd")[0]?.textContent),
    ).toEqual(["校內", "校際", "全港"]);

    await expect(canvas.getByRole("heading", { name: "最常獲確認的特質" })).toBeVisible();
    await expect(canvas.getByText("團隊合作（14 次）")).toBeVisible();
    await expect(canvas.getByText("堅毅（9 次）")).toBeVisible();
  },
};

/** The school: its grades as rows, each a link into the grade (no year asked: none carried). */
export const TheSchool: Story = {
  args: {
    path: "/smarteca/dashboard",
    screen: () => (
      <Tables
        data={dashboard({
          scope: "school",
          grade: null,
          compare: [],
          rows: [
            { key: "4", student: null, figures: figures() },
            { key: "5", student: null, figures: figures({ awards: 7 }) },
          ],
          categories: dashboard().categories.map((c) => ({ ...c, compare: [] })),
          levels: [{ level: null, awards: 3 }],
          traits: [],
        })}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grades = within(await canvas.findByRole("list", { name: "各年級" }));
    await expect(grades.getAllByText("年級")).toHaveLength(2);
    await expect(grades.getByRole("link", { name: "5 年級" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/smarteca\/dashboard\?grade=5$/),
    );
    // Beside nothing wider: the school's own column only.
    const categories = within(canvas.getByRole("list", { name: "各類別人均得分" }));
    await expect(categories.getAllByText("全校")).toHaveLength(2);
    // An award whose level was not given is counted too.
    const levels = within(canvas.getByRole("list", { name: "按比賽級別的獎項" }));
    await expect(levels.getByText("未註明級別")).toBeVisible();
    await expect(levels.getByText("3")).toBeVisible();
    await expect(canvas.getByText("這段期間未有老師確認的特質")).toBeVisible();
    await expect(canvas.queryByText(/次）$/)).toBeNull();
  },
};

/** A class: its students, each opening their detail; no count or rate of one student. */
export const AClass: Story = {
  args: {
    path: "/smarteca/dashboard?class=4A",
    screen: () => (
      <Tables
        data={dashboard({
          scope: "class",
          class_name: "4A",
          rows: students()
            .slice(0, 2)
            .map((s) => ({ key: String(s.id), student: s, figures: figures({ students: 1 }) })),
        })}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(await canvas.findByRole("list", { name: "4A 學生" }));
    await expect(rows.getByRole("link", { name: "查看 4A (1) 陳大文" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/smarteca\/detail\?student=100$/),
    );
    await expect(rows.getByRole("link", { name: "查看 4A (2) 何美玲" })).toBeVisible();
    const first = rows.getAllByRole("listitem")[0]!;
    await expect(first).toHaveTextContent("學生");
    await expect(first).toHaveTextContent("人均時數");
    await expect(first).not.toHaveTextContent("學生人數");
    await expect(within(first).queryByRole("progressbar")).toBeNull();
  },
};

/** In English, on a desk: the tables' headings and the region's level words. */
export const EnglishDesktop: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const classes = within(await canvas.findByRole("table", { name: "Classes of grade 4" }));
    await expect(classes.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "Class",
      "Students",
      "Participation",
      "Hours per student",
      "Score per student",
      "Awards",
    ]);
    const categories = within(canvas.getByRole("table", { name: "Score per student by category" }));
    await expect(categories.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "Category",
      "Grade 4",
      "Whole school",
    ]);
    await expect(categories.getByText("Community Service")).toBeVisible();
    const levels = within(canvas.getByRole("table", { name: "Awards by competition level" }));
    await expect(levels.getByText("Hong Kong-wide")).toBeVisible();
    await expect(canvas.getByText("Teamwork (14 times)")).toBeVisible();
  },
};
