import type { UserInfo } from "@campus/contract";
import { ScreenStory, screenBox, screenBoxOf } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState, type ReactNode } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { parentUser } from "../testing/calendar-stories";
import { More, SignedOutCard, ViewCard } from "./view-card";

interface CardStoryProps {
  title: string;
  list?: { isPending: boolean; isError: boolean; refetch: () => unknown };
  more?: ReactNode;
  content: string;
  /** Show the signed-out card instead, with this reason. */
  signedOut?: string;
  user: UserInfo | null;
  onSignInPrompt?: () => boolean;
}

/** A card in a runtime (the signed-out card asks it for sign-in). */
function CardStory({
  title,
  list,
  more,
  content,
  signedOut,
  user,
  onSignInPrompt,
}: CardStoryProps) {
  const [Screen] = useState(
    () =>
      function Screen() {
        return signedOut ? (
          <SignedOutCard title={title} why={signedOut} />
        ) : (
          <ViewCard title={title} list={list} more={more}>
            <p>{content}</p>
          </ViewCard>
        );
      },
  );
  return (
    <ScreenStory
      path="/view"
      route="/view"
      screen={Screen}
      answers={[]}
      user={user}
      onSignInPrompt={onSignInPrompt}
    />
  );
}

const meta = {
  title: "Calendar/CompactViews/ViewCard",
  component: CardStory,
  args: {
    title: "即將舉行",
    content: "陸運會",
    list: { isPending: false, isError: false, refetch: fn() },
    more: <More href="/calendar.html">查看全部行程</More>,
    user: parentUser(),
  },
  decorators: [screenBox(280)],
} satisfies Meta<typeof CardStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: the heading, the content, the way on. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(screenBoxOf(canvasElement));
    await expect(canvas.getByRole("heading", { level: 2, name: "即將舉行" })).toBeVisible();
    await expect(canvas.getByText("陸運會")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "查看全部行程" })).toHaveAttribute(
      "href",
      "/calendar.html",
    );
  },
};

/** Loading: a skeleton instead of the content; the heading and the way on stay. */
export const Loading: Story = {
  args: { list: { isPending: true, isError: false, refetch: fn() } },
  play: async ({ canvasElement }) => {
    const box = screenBoxOf(canvasElement);
    const canvas = within(box);
    await expect(canvas.getByRole("heading", { level: 2, name: "即將舉行" })).toBeVisible();
    await expect(canvas.queryByText("陸運會")).toBeNull();
    await expect(box.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByRole("link", { name: "查看全部行程" })).toBeVisible();
  },
};

/** Failed: "could not load" and a retry that asks again. */
export const Failed: Story = {
  args: { list: { isPending: false, isError: true, refetch: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(screenBoxOf(canvasElement));
    await expect(canvas.getByText(/未能載入。/)).toBeVisible();
    await expect(canvas.queryByText("陸運會")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "重試" }));
    await expect(args.list!.refetch).toHaveBeenCalledTimes(1);
  },
};

/** Signed out: why to sign in, and the button that asks for it. */
export const SignedOut: Story = {
  args: {
    user: null,
    signedOut: "登入後，這裏會列出即將舉行的活動、考試和假期。",
    onSignInPrompt: fn(() => false),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(screenBoxOf(canvasElement));
    await expect(canvas.getByRole("heading", { level: 2, name: "即將舉行" })).toBeVisible();
    await expect(canvas.getByText("登入後，這裏會列出即將舉行的活動、考試和假期。")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "登入" }));
    await expect(args.onSignInPrompt).toHaveBeenCalledTimes(1);
  },
};
