import type { EcaDashboard } from "@campus/contract";
import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { InsightTexts } from "../../components/insight-texts";
import { dashboard, ecaOffice } from "../../testing/eca-fixtures";
import { DashboardFilters, ScopeCrumbs } from "./dashboard-filters";

/*
 * The dashboard's filters and its way back up, alone: the school year and semester shown, each
 * choice handed on at once; the export to whoever may; the school, grade and class crumbs.
 */

const changed = fn();
const exported = fn();

function Filters({ data, mayExport = true }: { data: EcaDashboard; mayExport?: boolean }) {
  return (
    <InsightTexts>
      <DashboardFilters
        data={data}
        onChange={changed}
        onExport={mayExport ? exported : undefined}
      />
      <ScopeCrumbs data={data} />
    </InsightTexts>
  );
}

const meta = {
  title: "ECA/Components/DashboardFilters",
  component: ScreenStory,
  args: {
    path: "/smarteca/dashboard?grade=4",
    route: "/smarteca/dashboard",
    screen: () => <Filters data={dashboard()} />,
    answers: [],
    user: ecaOffice,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A grade's year: each choice goes out as it is made; the export; the school a link back. */
export const AGrade: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filters = within(await canvas.findByRole("search", { name: "數據看板篩選" }));
    const year = filters.getByLabelText("學年");
    await expect(year).toHaveValue("2026");
    await expect(
      within(year)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["2026/27", "2025/26"]);
    const semester = filters.getByLabelText("學期");
    await expect(semester).toHaveValue("");
    await expect(within(semester).getByRole("option", { name: "全學年" })).toBeInTheDocument();
    await userEvent.selectOptions(year, "2025");
    await expect(changed).toHaveBeenLastCalledWith({ year: "2025" });
    await userEvent.selectOptions(semester, "上學期");
    await expect(changed).toHaveBeenLastCalledWith({ semester: "first" });
    await expect(exported).not.toHaveBeenCalled();
    await userEvent.click(filters.getByRole("button", { name: "匯出 Excel" }));
    await expect(exported).toHaveBeenCalledOnce();

    const scopes = within(canvas.getByRole("navigation", { name: "範圍" }));
    await expect(scopes.getByRole("link", { name: "全校" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/smarteca\/dashboard$/),
    );
    await expect(scopes.getByText("4 年級")).toHaveAttribute("aria-current", "page");
    await expect(scopes.queryByRole("link", { name: "4 年級" })).toBeNull();
  },
};

/** One who may not export: no button; a semester shown, and back to the whole year. */
export const NoExport: Story = {
  args: {
    screen: () => <Filters data={dashboard({ semester: "second" })} mayExport={false} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filters = within(await canvas.findByRole("search", { name: "數據看板篩選" }));
    await expect(filters.queryByRole("button")).toBeNull();
    const semester = filters.getByLabelText("學期");
    await expect(semester).toHaveValue("second");
    await userEvent.selectOptions(semester, "全學年");
    await expect(changed).toHaveBeenCalledOnce();
    await expect(changed).toHaveBeenCalledWith({ semester: "" });
  },
};

/** A class: the school and its grade are links back up, the class the current one. */
export const AClass: Story = {
  args: {
    path: "/smarteca/dashboard?class=4A",
    screen: () => <Filters data={dashboard({ scope: "class", class_name: "4A" })} />,
  },
  play: async ({ canvasElement }) => {
    const scopes = within(await within(canvasElement).findByRole("navigation", { name: "範圍" }));
    await expect(scopes.getByRole("link", { name: "全校" })).toBeVisible();
    await expect(scopes.getByRole("link", { name: "4 年級" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/smarteca\/dashboard\?grade=4$/),
    );
    await expect(scopes.getByText("4A")).toHaveAttribute("aria-current", "page");
  },
};

/** The whole school: one crumb, the current one, no link. */
export const TheSchool: Story = {
  args: {
    path: "/smarteca/dashboard",
    screen: () => <Filters data={dashboard({ scope: "school", grade: null })} />,
  },
  play: async ({ canvasElement }) => {
    const scopes = within(await within(canvasElement).findByRole("navigation", { name: "範圍" }));
    await expect(scopes.getAllByRole("listitem")).toHaveLength(1);
    await expect(scopes.getByText("全校")).toHaveAttribute("aria-current", "page");
    await expect(scopes.queryByRole("link")).toBeNull();
  },
};

/** In English. */
export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filters = within(await canvas.findByRole("search", { name: "Dashboard filters" }));
    await expect(filters.getByLabelText("School year")).toHaveValue("2026");
    await expect(filters.getByRole("option", { name: "Whole year" })).toBeInTheDocument();
    await expect(filters.getByRole("option", { name: "First term" })).toBeInTheDocument();
    await expect(filters.getByRole("button", { name: "Export to Excel" })).toBeVisible();
    const scopes = within(canvas.getByRole("navigation", { name: "Scope" }));
    await expect(scopes.getByRole("link", { name: "Whole school" })).toBeVisible();
    await expect(scopes.getByText("Grade 4")).toHaveAttribute("aria-current", "page");
  },
};
