import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { messagingParent } from "../testing/messages-fixtures";
import { ConversationsTexts } from "./conversations-texts";
import { Notifications } from "./notifications";

/*
 * The notifications part as a page places it: loaded after the page. Outside the portal (this
 * catalogue, an element on a school's page) the browser's push is not offered, so it shows
 * nothing; the switch's own states are PushSwitch's stories.
 */

const InPage = () => (
  <ConversationsTexts>
    <p>頁面內容</p>
    <Notifications />
  </ConversationsTexts>
);

const meta = {
  title: "Notices/Components/Notifications",
  component: ScreenStory,
  args: {
    path: "/notices/messages",
    route: "/notices/messages",
    screen: InPage,
    answers: [],
    user: messagingParent,
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Outside the portal: the page as it was, no switch and no error. */
export const NotOfferedOutsideThePortal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("頁面內容")).toBeVisible();
    // Its part has loaded (nothing is pending) and offers nothing here.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(canvas.queryByRole("group")).toBeNull();
    await expect(canvas.queryByText("部分頁面未能載入，請檢查網絡後重新載入。")).toBeNull();
  },
};
