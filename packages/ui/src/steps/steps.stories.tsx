import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { frameOf, phoneFrame } from "../story-helpers/story-helpers";
import { Steps } from "./steps";

const eca = [{ title: "基本資料" }, { title: "AI 特質識別及獎項" }, { title: "學生及確認" }];

const registration = [
  { title: "填寫申請表", description: "學生及監護人資料" },
  { title: "上載文件", description: "疫苗接種紀錄" },
  { title: "繳交報名費" },
  { title: "預約面試" },
  { title: "等候取錄結果" },
];

const meta = {
  title: "UI/Steps",
  component: Steps,
  args: { items: eca, current: 1 },
} satisfies Meta<typeof Steps>;
export default meta;
type Story = StoryObj<typeof meta>;

function statusesOf(canvasElement: HTMLElement) {
  return within(canvasElement)
    .getAllByRole("listitem")
    .map((item) => item.dataset.status);
}

export const EcaThreeSteps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: "步驟" });
    await expect(list.tagName).toBe("OL");
    await expect(statusesOf(canvasElement)).toEqual(["finish", "process", "wait"]);
    const items = canvas.getAllByRole("listitem");
    await expect(items[1]).toHaveAttribute("aria-current", "step");
    await expect(items.filter((item) => item.hasAttribute("aria-current"))).toHaveLength(1);
    // Each step says its state in words, not only by colour or icon.
    await expect(items[0]).toHaveTextContent("已完成");
    await expect(items[1]).toHaveTextContent("進行中");
    await expect(items[2]).toHaveTextContent("未開始");
    // Wide enough: one row.
    const tops = items.map((item) => Math.round(item.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
};

export const ErrorOnCurrentStep: Story = {
  args: { status: "error", "aria-label": "新增課外活動" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("list", { name: "新增課外活動" })).toBeVisible();
    await expect(statusesOf(canvasElement)).toEqual(["finish", "error", "wait"]);
    await expect(within(canvasElement).getAllByRole("listitem")[1]).toHaveTextContent("出現錯誤");
  },
};

export const AllFinished: Story = {
  args: { current: 3 },
  play: async ({ canvasElement }) => {
    await expect(statusesOf(canvasElement)).toEqual(["finish", "finish", "finish"]);
    await expect(canvasElement.querySelector("[aria-current]")).toBeNull();
  },
};

export const RegistrationLongEnglish: Story = {
  parameters: { locale: "en-US" },
  args: {
    current: 2,
    items: [
      { title: "Fill in the application form", description: "Student and guardian details" },
      { title: "Upload documents", description: "Vaccination record and deposit slip" },
      { title: "Pay the registration fee" },
      { title: "Book an interview session" },
      { title: "Await the admission result" },
    ],
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole("listitem");
    await expect(items).toHaveLength(5);
    await expect(items[2]).toHaveAttribute("aria-current", "step");
    await expect(items[2]).toHaveTextContent("In progress");
    await expect(items[0]).toHaveTextContent("Completed");
  },
};

export const VerticalOnPhone: Story = {
  decorators: [phoneFrame],
  args: { items: registration, current: 3 },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    const items = within(frame).getAllByRole("listitem");
    // A phone-wide container stacks the steps, whatever the window width.
    const tops = items.map((item) => item.getBoundingClientRect().top);
    await expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    await expect(new Set(tops).size).toBe(5);
    for (const item of items) {
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(
        frame.getBoundingClientRect().right,
      );
    }
    await expect(items[3]).toHaveAttribute("aria-current", "step");
  },
};

export const LongChineseOnPhone: Story = {
  decorators: [phoneFrame],
  args: {
    current: 0,
    items: [
      {
        title: "填寫基本資料（活動名稱、性質、類別、地區及負責老師）",
        description: "請先儲存再前往下一步",
      },
      { title: "AI 特質識別及獎項" },
      { title: "學生及確認" },
    ],
  },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    const first = within(frame).getAllByRole("listitem")[0]!;
    await expect(first).toHaveTextContent("進行中");
    await expect(first.getBoundingClientRect().right).toBeLessThanOrEqual(
      frame.getBoundingClientRect().right,
    );
  },
};
