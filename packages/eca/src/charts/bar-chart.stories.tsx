import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { BarChart } from "./bar-chart";

/*
 * The insight's bar chart: a named picture (`role="img"`), each group's label above its bars,
 * each bar as long as its value on a scale of round ticks, the value beside it; a legend only
 * when there is more than one series. On a phone, long English names stay inside the screen.
 */

const COLOURS = ["#1f6feb", "#0a7ea4", "#8c959f"];

const series = (...labels: string[]) =>
  labels.map((label, i) => ({ label, color: COLOURS[i % COLOURS.length]! }));

const english = (n: number) =>
  new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }).format(n);

/** The chart once it has measured its width (it draws nothing before). */
const chartOf = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).findByRole("img", { name }, { timeout: 5000 });

/** The texts drawn with `text` (a label's `<title>`, a tooltip, is not drawn). */
const drawn = (chart: HTMLElement, text: string | RegExp) =>
  within(chart)
    .queryAllByText(text)
    .filter((el) => el.checkVisibility());

/** The scale's tick labels, left to right. */
const ticksOf = (chart: Element) =>
  [...chart.querySelectorAll("text[text-anchor=middle]")].map((t) => t.textContent);

/** Each bar's drawn width, in the groups' order. */
const barWidths = (chart: Element) =>
  [...chart.querySelectorAll("rect")].map((r) => Number(r.getAttribute("width")));

/** A box of known width (a 320 px column): its scale asks for three ticks. */
const column: Decorator = (Story) => (
  <div style={{ width: 320 }}>
    <Story />
  </div>
);

const meta = {
  title: "ECA/Components/BarChart",
  component: BarChart,
  args: {
    summary: "各類別人均得分",
    groups: [
      { label: "社會服務", values: [42] },
      { label: "體育發展", values: [21] },
      { label: "藝術發展", values: [10.5] },
    ],
    series: series("得分"),
    format: (n: number) => String(n),
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Values on a scale of round ticks: each bar as long as its value, the value printed beside it. */
export const ValuesWithTicks: Story = {
  decorators: [column],
  play: async ({ canvasElement }) => {
    const chart = await chartOf(canvasElement, "各類別人均得分");
    for (const text of ["社會服務", "體育發展", "藝術發展", "42", "21", "10.5"])
      await expect(drawn(chart, text)).toHaveLength(1);
    // A 320 px box asks for 3 ticks: steps of 20 up past the largest value.
    await expect(chart).toHaveAttribute("width", "320");
    await expect(ticksOf(chart)).toEqual(["0", "20", "40", "60"]);
    // 42 on a scale to 60 over 320 − 48 px; the others in proportion.
    const [a, b, c] = barWidths(chart);
    await expect(a).toBeCloseTo((42 / 60) * 272, 5);
    await expect(b! / a!).toBeCloseTo(0.5, 5);
    await expect(c! / a!).toBeCloseTo(0.25, 5);
    // One series: no legend.
    await expect(canvasElement.querySelector("figcaption")).toBeNull();
  },
};

/**
 * Percentages on a scale to 100 (`max`), three series with a legend. Bars take their series'
 * colour whatever their value: the spec's bands colour a single percentage (`Progress`).
 */
export const PercentagesBySeries: Story = {
  decorators: [column],
  args: {
    summary: "參與率：4A、4 年級與全校比較",
    groups: [
      { label: "參與率", values: [45, 62.5, 88] },
      { label: "得獎率", values: [95, 70, 52] },
    ],
    series: series("4A", "4 年級", "全校"),
    format: (n: number) => `${n}%`,
    max: 100,
  },
  play: async ({ canvasElement }) => {
    const chart = await chartOf(canvasElement, "參與率：4A、4 年級與全校比較");
    await expect(ticksOf(chart)).toEqual(["0%", "50%", "100%"]);
    for (const value of ["45%", "62.5%", "88%", "95%", "70%", "52%"])
      await expect(drawn(chart, value)).toHaveLength(1);
    // The scale ends at `max`, not at the largest value: 95 % falls short of the axis's end
    // (the axis leaves room on its right for the widest value, "62.5%").
    const axis = Number(chart.querySelector("line")!.getAttribute("x2"));
    await expect(axis).toBeGreaterThan(260);
    await expect(axis).toBeLessThan(272);
    await expect(barWidths(chart)[3]).toBeCloseTo(0.95 * axis, 5);
    // Bars by series, in the series' order in each group.
    const fills = [...chart.querySelectorAll("rect")].map((r) => r.getAttribute("fill"));
    await expect(fills).toEqual([...COLOURS, ...COLOURS]);
    // The legend names each series with its colour; a picture's key, hidden from readers.
    const legend = canvasElement.querySelector("figcaption")!;
    await expect(legend).toHaveAttribute("aria-hidden", "true");
    await expect(legend).toHaveTextContent("4A4 年級全校");
    const keys = [...legend.querySelectorAll("i")].map((i) => getComputedStyle(i).backgroundColor);
    await expect(keys).toEqual(["rgb(31, 111, 235)", "rgb(10, 126, 164)", "rgb(140, 149, 159)"]);
  },
};

/** Nothing yet (every value zero): no bar drawn, a scale from 0 to 1, no "NaN" anywhere. */
export const AllZero: Story = {
  decorators: [column],
  args: {
    summary: "各特質獲老師確認的次數",
    groups: [
      { label: "堅毅", values: [0] },
      { label: "領導才能", values: [0] },
    ],
  },
  play: async ({ canvasElement }) => {
    const chart = await chartOf(canvasElement, "各特質獲老師確認的次數");
    await expect(barWidths(chart)).toEqual([0, 0]);
    await expect(ticksOf(chart)).toEqual(["0", "0.5", "1"]);
    await expect(chart).not.toHaveTextContent(/NaN|Infinity/);
    // Each group's value, and the scale's first tick.
    await expect(drawn(chart, "0")).toHaveLength(3);
    await expect(drawn(chart, "領導才能")).toHaveLength(1);
  },
};

/** A value just above zero still shows as a sliver; a negative one draws nothing. */
export const TinyAndNegative: Story = {
  decorators: [column],
  args: {
    summary: "微小及負數值",
    groups: [
      { label: "少", values: [0.01] },
      { label: "負", values: [-5] },
      { label: "多", values: [80] },
    ],
    max: 100,
  },
  play: async ({ canvasElement }) => {
    const chart = await chartOf(canvasElement, "微小及負數值");
    const [tiny, negative, many] = barWidths(chart);
    await expect(tiny).toBe(2);
    await expect(negative).toBe(0);
    await expect(many).toBeCloseTo(0.8 * 272, 5);
    await expect(drawn(chart, "-5")).toHaveLength(1);
  },
};

/** No groups at all: still a named picture, only its scale. */
export const NoGroups: Story = {
  decorators: [column],
  args: { summary: "沒有資料", groups: [] },
  play: async ({ canvasElement }) => {
    const chart = await chartOf(canvasElement, "沒有資料");
    await expect(chart.querySelectorAll("rect")).toHaveLength(0);
    await expect(chart).toHaveAttribute("height", "28");
    await expect(ticksOf(chart)).toEqual(["0", "0.5", "1"]);
  },
};

/**
 * Long English names at a phone's 360 px: each label above its bars, a name too long for the
 * width cut with "…" (its whole name the label's title), and nothing drawn past the screen.
 */
export const LongEnglishLabelsOnAPhone: Story = {
  parameters: { locale: "en-US" },
  args: {
    summary: "Chan Siu Ming's score in each category beside the class and grade averages",
    groups: [
      { label: "Moral and Civic Education", values: [10, 4.2, 3.8] },
      { label: "Career-related Experiences", values: [0, 2.5, 3.1] },
      {
        label: "Inter-school Community Service and Career-related Experiences Programme",
        values: [12.5, 6, 5.25],
      },
      { label: "Physical Development", values: [42, 12.6, 12.07] },
    ],
    series: series("Chan Siu Ming", "4A average", "Grade 4 average"),
    format: english,
  },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(360);
    const chart = await chartOf(
      canvasElement,
      "Chan Siu Ming's score in each category beside the class and grade averages",
    );
    for (const label of [
      "Moral and Civic Education",
      "Career-related Experiences",
      "Physical Development",
      "12.07",
    ])
      await expect(drawn(chart, label)).toHaveLength(1);
    const [cut] = drawn(chart, /^Inter-school Community Service.*…$/);
    await expect(cut).toBeDefined();
    await expect(cut!.querySelector("title")).toHaveTextContent(
      /^Inter-school Community Service and Career-related Experiences Programme$/,
    );
    const edge = Math.min(canvasElement.getBoundingClientRect().right, window.innerWidth);
    await expect(chart.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    for (const text of chart.querySelectorAll("text"))
      await expect(text.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * A school's own long Chinese category and a large value on a phone: the label is cut and the
 * value's words still end inside the chart.
 */
export const LongChineseLabelsAndLargeValuesOnAPhone: Story = {
  args: {
    summary: "各類別的服務時數",
    groups: [
      {
        label: "跨學科科學、科技、工程及數學（STEM）創新探究及社區服務計劃全年延伸活動",
        values: [1998.75],
      },
      { label: "德育及公民教育", values: [12] },
    ],
    series: series("時數"),
    format: english,
  },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(360);
    const chart = await chartOf(canvasElement, "各類別的服務時數");
    const [cut] = drawn(chart, /^跨學科科學.*…$/);
    await expect(cut).toBeDefined();
    await expect(drawn(chart, "德育及公民教育")).toHaveLength(1);
    await expect(drawn(chart, "1,998.75")).toHaveLength(1);
    const edge = Math.min(canvasElement.getBoundingClientRect().right, window.innerWidth);
    for (const text of chart.querySelectorAll("text"))
      await expect(text.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
