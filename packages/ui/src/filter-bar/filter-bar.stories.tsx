import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../button/button";
import { Input } from "../input/input";
import { Select } from "../select/select";
import { FilterBar, FilterSearch } from "./filter-bar";

/* A list's filters: the search row across the width, the selects as many to a line as fit. */

const search = fn((event: { preventDefault(): void }) => event.preventDefault());

function Filters() {
  return (
    <FilterBar role="search" aria-label="篩選活動" onSubmit={search}>
      <FilterSearch>
        <Input type="search" aria-label="搜尋編號或名稱" placeholder="搜尋編號或名稱" />
        <Button type="submit">搜尋</Button>
      </FilterSearch>
      <label>
        學年
        <Select placeholder="全部" options={[{ value: "2026", label: "2026/27" }]} />
      </label>
      <label>
        狀態
        <Select placeholder="全部" options={[{ value: "pending", label: "待審批" }]} />
      </label>
    </FilterBar>
  );
}

const meta = { title: "UI/FilterBar", component: Filters } satisfies Meta<typeof Filters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Named for screen readers; each select labelled; Enter in the box searches. */
export const Filtering: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole("search", { name: "篩選活動" });
    await expect(within(bar).getByLabelText("學年")).toBeVisible();
    await userEvent.type(within(bar).getByRole("searchbox"), "游泳{enter}");
    await expect(search).toHaveBeenCalled();
  },
};

/** On a phone: the search row across the width, then two selects to a line. */
export const Phone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("searchbox").getBoundingClientRect();
    const year = canvas.getByLabelText("學年").getBoundingClientRect();
    const status = canvas.getByLabelText("狀態").getBoundingClientRect();
    await expect(year.top).toBeGreaterThan(box.bottom);
    await expect(status.top).toBe(year.top);
    await expect(status.left).toBeGreaterThan(year.right);
  },
};
