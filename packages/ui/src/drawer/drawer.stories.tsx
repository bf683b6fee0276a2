import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { phoneFrame } from "../story-helpers/story-helpers";
import { Drawer, type DrawerProps } from "./drawer";

const meta = {
  title: "UI/Drawer",
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const zhMenu = ["學校圖書館", "課外活動", "個人行事曆", "新生報名", "使用手冊"];

function DrawerDemo({
  opener = "選單",
  title = "選單",
  items = zhMenu,
  disabledItem,
  ...props
}: Omit<Partial<DrawerProps>, "title"> & {
  title?: string;
  opener?: string;
  items?: string[];
  disabledItem?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{opener}</Button>
      <Drawer {...props} open={open} onClose={() => setOpen(false)} title={title}>
        <nav aria-label={title}>
          <ul style={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 4 }}>
            {items.map((item) => (
              <li key={item}>
                <Button
                  variant="text"
                  block
                  disabled={item === disabledItem}
                  onClick={() => setOpen(false)}
                >
                  {item}
                </Button>
              </li>
            ))}
          </ul>
        </nav>
      </Drawer>
    </>
  );
}

const activeIn = (el: Element) => el.contains(document.activeElement);

/** Measure after the slide-in, not halfway through it. */
async function settled(el: Element) {
  await Promise.all(el.getAnimations().map((animation) => animation.finished));
  return el.getBoundingClientRect();
}

export const Default: Story = {
  render: () => <DrawerDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole("button", { name: "選單" });
    await userEvent.click(opener);
    const drawer = await canvas.findByRole("dialog", { name: "選單" });
    await expect(within(drawer).getByRole("button", { name: "學校圖書館" })).toHaveFocus();
    // It hugs the left edge, at the side menu's width.
    const box = await settled(drawer);
    await expect(box.left).toBe(0);
    await expect(box.width).toBe(280);
    await expect(document.documentElement.style.overflow).toBe("hidden");
    for (let i = 0; i < zhMenu.length + 2; i++) {
      await userEvent.tab();
      await expect(activeIn(drawer)).toBe(true);
    }
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(opener).toHaveFocus();
    await expect(document.documentElement.style.overflow).toBe("");
  },
};

export const BackdropAndCloseButton: Story = {
  render: () => <DrawerDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole("button", { name: "選單" });
    await userEvent.click(opener);
    // A click on the backdrop lands on the dialog element itself.
    await userEvent.click(await canvas.findByRole("dialog"));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(opener).toHaveFocus();

    await userEvent.click(opener);
    const drawer = await canvas.findByRole("dialog");
    // A click inside the sheet does not close it.
    await userEvent.click(within(drawer).getByRole("navigation"));
    await expect(drawer).toBeVisible();
    await userEvent.click(within(drawer).getByRole("button", { name: "關閉" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

export const RightAndWide: Story = {
  render: () => <DrawerDemo opener="篩選" title="篩選條件" placement="right" width={320} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "篩選" }));
    const drawer = await canvas.findByRole("dialog", { name: "篩選條件" });
    const box = await settled(drawer);
    await expect(Math.round(box.right)).toBe(window.innerWidth);
    await expect(box.width).toBe(320);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
  },
};

export const DisabledItem: Story = {
  render: () => <DrawerDemo disabledItem="學校圖書館" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "選單" }));
    const drawer = await canvas.findByRole("dialog");
    // Focus skips the disabled entry and lands on the first one that can be used.
    await expect(within(drawer).getByRole("button", { name: "學校圖書館" })).toBeDisabled();
    await expect(within(drawer).getByRole("button", { name: "課外活動" })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(drawer).getByRole("button", { name: "關閉" })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(drawer).getByRole("button", { name: "使用手冊" })).toHaveFocus();
  },
};

export const LongTextZhTW: Story = {
  render: () => (
    <DrawerDemo
      title="學校圖書館、課外活動及新生報名服務（家長及學生專用）"
      items={[
        "學校圖書館：排行榜、推薦書目及我的借閱紀錄",
        "課外活動：其他學習經歷、獎項及個人特質",
        "個人行事曆",
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "選單" }));
    const drawer = await canvas.findByRole("dialog", { name: /學校圖書館、課外活動/ });
    await expect(drawer.scrollWidth).toBeLessThanOrEqual(drawer.clientWidth);
  },
};

export const LongTextEnUS: Story = {
  parameters: { locale: "en-US" },
  render: () => (
    <DrawerDemo
      opener="Menu"
      title="School library, extracurricular activities and new-student registration"
      items={["School library", "Extracurricular activities (ECA)", "Personal calendar"]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Menu" }));
    const drawer = await canvas.findByRole("dialog", { name: /School library/ });
    await userEvent.click(within(drawer).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
  },
};

export const Phone: Story = {
  decorators: [phoneFrame],
  globals: { viewport: { value: "phone" } },
  render: () => <DrawerDemo width={400} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "選單" }));
    const drawer = await canvas.findByRole("dialog");
    // Never wider than the screen less a strip of backdrop to tap.
    await expect((await settled(drawer)).width).toBe(360 - 48);
    await userEvent.click(within(drawer).getByRole("button", { name: "課外活動" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
  },
};
