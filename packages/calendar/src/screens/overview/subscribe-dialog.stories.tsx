import { callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { calendarAnswers } from "../../testing/calendar-answers";
import { parentUser, teacher } from "../../testing/calendar-stories";
import { OverviewPage } from "./overview-page";

const log = callLog();

const meta = {
  title: "Calendar/Screens/Overview/Subscribe",
  component: ScreenStory,
  args: {
    path: "/calendar/PersonalOverview?month=2026-11",
    route: "/calendar/PersonalOverview",
    screen: OverviewPage,
    answers: calendarAnswers(),
    user: parentUser(),
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole("button", { name: "訂閱行事曆" }));
  return within(await canvas.findByRole("dialog", { name: "訂閱行事曆" }));
}

const feedBase = `${window.location.origin}/api/calendar/feed/`;

/** A parent's addresses (all children, and each child's), copied with one press. */
export const CopyAnAddress: Story = {
  play: async ({ canvasElement }) => {
    const writeText = fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByText(/Google 日曆、Apple 日曆或 Outlook/)).toBeVisible();
    const everyone = await dialog.findByRole("textbox", { name: "全部子女" });
    await expect(everyone).toHaveValue(`${feedBase}Xq3v9RrTn2wYpL5k.ics`);
    await expect(dialog.getByRole("textbox", { name: "只限陳小欣" })).toHaveValue(
      `${feedBase}Xq3v9RrTn2wYpL5k.ics?person=3`,
    );
    await userEvent.click(dialog.getByRole("button", { name: "複製「只限陳小明」的網址" }));
    await expect(writeText).toHaveBeenCalledWith(`${feedBase}Xq3v9RrTn2wYpL5k.ics?person=2`);
    await expect(
      await within(canvasElement.ownerDocument.body).findByText("已複製網址"),
    ).toBeVisible();
  },
};

/** No clipboard (a page on plain http): the address is selected for the user to copy. */
export const CopyFallsBackToSelecting: Story = {
  play: async ({ canvasElement }) => {
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
    const dialog = await openDialog(canvasElement);
    const everyone = await dialog.findByRole("textbox", { name: "全部子女" });
    await userEvent.click(dialog.getByRole("button", { name: "複製「全部子女」的網址" }));
    await waitFor(() => expect(everyone).toHaveFocus());
    const input = everyone as HTMLInputElement;
    await expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
    await expect(
      await within(canvasElement.ownerDocument.body).findByText("已選取網址，請自行複製。"),
    ).toBeVisible();
  },
};

/** Lessons only when asked: the addresses then say so. */
export const WithLessons: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(await dialog.findByRole("checkbox", { name: /包括課堂/ }));
    await expect(dialog.getByRole("textbox", { name: "只限陳小明" })).toHaveValue(
      `${feedBase}Xq3v9RrTn2wYpL5k.ics?person=2&lessons=1`,
    );
  },
};

/** Before any address exists: one button makes it. */
export const CreateTheFirstAddress: Story = {
  args: { answers: calendarAnswers({ feed: null, viewer: "teacher" }), user: teacher },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(await dialog.findByText("你還未有私人網址。")).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "建立我的網址" }));
    // One person (a teacher): one address, no per-child ones.
    await expect(await dialog.findByRole("textbox", { name: "我的行事曆" })).toHaveValue(
      `${feedBase}New1Secret8aZ.ics`,
    );
    await expect(log.entries("calendarFeedRenew")).toHaveLength(1);
    await expect(dialog.queryByRole("textbox", { name: /只限/ })).toBeNull();
  },
};

/** A new address only once the user has read that the old one stops working. */
export const MakeANewAddress: Story = {
  args: { answers: calendarAnswers() },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(await dialog.findByRole("button", { name: "建立新網址" }));
    const confirm = within(
      await within(canvasElement.ownerDocument.body).findByRole("alertdialog", {
        name: "建立新網址？",
      }),
    );
    await expect(confirm.getByText(/舊網址會即時失效/)).toBeVisible();
    // The way out first, the action last.
    const buttons = confirm
      .getAllByRole("button")
      .map((b) => b.textContent)
      .filter((text) => text === "取消" || text === "建立新網址");
    await expect(buttons).toEqual(["取消", "建立新網址"]);
    await userEvent.click(confirm.getByRole("button", { name: "建立新網址" }));
    await expect(await dialog.findByDisplayValue(`${feedBase}New1Secret8aZ.ics`)).toBeVisible();
    await expect(log.entries("calendarFeedRenew")).toHaveLength(1);
  },
};

export const English: Story = {
  args: { locale: "en-US", answers: calendarAnswers({ locale: "en-US" }) },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Subscribe" }));
    const dialog = within(await canvas.findByRole("dialog", { name: "Subscribe to the calendar" }));
    await expect(await dialog.findByRole("textbox", { name: "Chan Siu Yan only" })).toBeVisible();
  },
};
