import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../button/button";
import { Empty } from "../empty/empty";
import { frameOf, phoneFrame } from "../story-helpers/story-helpers";
import { Card } from "./card";

const meta = {
  title: "UI/Card",
  component: Card,
  args: { title: "借閱中的圖書", children: "《小王子》 到期日：2025年9月30日" },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

const viewAll = fn();

export const Default: Story = {
  args: {
    extra: (
      <Button variant="link" onClick={viewAll}>
        查看全部
      </Button>
    ),
    footer: <Button>續借</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A titled card is a region named by its heading.
    const region = canvas.getByRole("region", { name: "借閱中的圖書" });
    await expect(region.tagName).toBe("SECTION");
    await expect(within(region).getByRole("heading", { level: 2 })).toHaveTextContent(
      "借閱中的圖書",
    );
    await userEvent.click(canvas.getByRole("button", { name: "查看全部" }));
    await expect(viewAll).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole("button", { name: "續借" })).toBeVisible();
  },
};

export const Untitled: Story = {
  args: { title: undefined, children: "沒有標題的卡片只是一個容器。" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("region")).toBeNull();
    await expect(canvas.queryByRole("heading")).toBeNull();
    await expect(canvas.getByText("沒有標題的卡片只是一個容器。")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "借閱中的圖書" });
    await expect(within(region).queryByText(/小王子/)).toBeNull();
    await expect(region.querySelector('[aria-busy="true"]')).toHaveTextContent("載入中");
  },
};

export const EmptyBody: Story = {
  args: { children: <Empty compact />, headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "借閱中的圖書" });
    await expect(within(region).getByRole("heading", { level: 3 })).toBeVisible();
    await expect(within(region).getByText("暫無資料")).toBeVisible();
  },
};

export const LongEnglishText: Story = {
  parameters: { locale: "en-US" },
  args: {
    title:
      "Extracurricular activities awaiting approval from the responsible teacher this semester",
    extra: <Button variant="link">View all</Button>,
    children:
      "Interschool Speech Festival — English Solo Verse Speaking (Secondary 1 and 2, Territory-wide)",
  },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole("heading");
    const card = within(canvasElement).getByRole("region");
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.getBoundingClientRect().right,
    );
  },
};

export const LongChineseTextOnPhone: Story = {
  decorators: [phoneFrame],
  args: {
    title: "本學期課外活動：全港學界朗誦節（中文詩詞獨誦）參賽紀錄及負責老師評語",
    extra: <Button variant="link">查看全部</Button>,
    footer: (
      <>
        <Button>取消</Button>
        <Button variant="primary">提交審批</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    const card = within(frame).getByRole("region");
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(
      frame.getBoundingClientRect().right,
    );
    await expect(within(card).getByRole("button", { name: "提交審批" })).toBeVisible();
  },
};
