import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { frameOf, phoneFrame } from "../story-helpers/story-helpers";
import { STATUS_KEYS, StatusTag, statusTone } from "./status-tag";

const meta = {
  title: "UI/StatusTag",
  component: StatusTag,
  args: { status: "loan.overdue" },
} satisfies Meta<typeof StatusTag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overdue: Story = {
  play: async ({ canvasElement }) => {
    const tag = within(canvasElement).getByText("已逾期");
    await expect(tag).toHaveAttribute("data-tone", "danger");
    await expect(statusTone("loan.overdue")).toBe("danger");
  },
};

const all = (
  <ul style={{ display: "flex", flexWrap: "wrap", gap: 8, padding: 0, listStyle: "none" }}>
    {STATUS_KEYS.map((status) => (
      <li key={status}>
        <StatusTag status={status} />
      </li>
    ))}
  </ul>
);

/** Every status of the glossary, in Hong Kong wording; axe checks the contrast of each tone. */
export const AllStatusesTraditional: Story = {
  render: () => all,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(33);
    for (const text of [
      "報失審批中",
      "可取書",
      "未完成（繼續填寫）",
      "不獲取錄",
      "面試不通過",
      "候補",
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    // No status falls back to its id: every key has a label.
    await expect(canvasElement).not.toHaveTextContent(/ui\.statusTag/);
  },
};

export const AllStatusesSimplified: Story = {
  render: () => all,
  parameters: { locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ["报失审批中", "可取书", "未获录取", "已录取", "面试审核中", "候补"]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await expect(canvasElement).not.toHaveTextContent(/ui\.statusTag/);
  },
};

export const AllStatusesEnglish: Story = {
  render: () => all,
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ["Loss under approval", "Ready for pickup", "Incomplete (continue)"]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await expect(canvas.getByText("Awaiting interview")).toHaveAttribute("data-tone", "info");
    await expect(canvasElement).not.toHaveTextContent(/ui\.statusTag/);
  },
};

export const TonesAreMoreThanColour: Story = {
  render: () => (
    <p style={{ display: "flex", gap: 8 }}>
      <StatusTag status="approval.pending" />
      <StatusTag status="approval.passed" />
      <StatusTag status="approval.rejected" />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Three tones, and each also says what it means in words (axe checks their contrast).
    const tags = ["待審批", "已通過", "不通過"].map((text) => canvas.getByText(text));
    for (const tag of tags) await expect(tag).toBeVisible();
    await expect(tags.map((tag) => tag.dataset.tone)).toEqual(["warning", "success", "danger"]);
  },
};

export const OnPhone: Story = {
  args: { status: "interview.reviewing" },
  parameters: { locale: "en-US" },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    const tag = within(frame).getByText("Interview under review");
    await expect(tag.getBoundingClientRect().right).toBeLessThanOrEqual(
      frame.getBoundingClientRect().right,
    );
  },
};
