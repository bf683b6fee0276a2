import { browserSessionStorage, createNamespacedStorage } from "@campus/core";
import { parentUser } from "@campus/contract/fixtures";
import { callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { createDraftKeeper, type KeptDraft } from "../draft/draft-keeper";
import { DraftKeeperProvider } from "../routing/registration-page";
import { guardian, registrationAnswers, withKeeper } from "../testing/registration-fixtures";
import { RegistrationFrame } from "./registration-frame";

const log = callLog();

function FramedPage() {
  return (
    <RegistrationFrame>
      <h1>入學申請表</h1>
    </RegistrationFrame>
  );
}

const meta = {
  title: "Registration/Components/RegistrationFrame",
  component: ScreenStory,
  args: {
    path: "/registration/form?xschoolCode=DEMO",
    route: "/registration/form",
    screen: withKeeper(FramedPage),
    answers: registrationAnswers(),
    user: guardian,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** This tab's keeper, with a child's draft in it (the story reads it after signing out). */
const keeper = createDraftKeeper(createNamespacedStorage(browserSessionStorage()));
const draft: KeptDraft = { schoolCode: "DEMO", id: 30, form: { name_zh: "陳小文" }, changedAt: 0 };

/**
 * A guardian's way between the form and the history, with the school's code kept. Signing out
 * leaves no child's details in this tab (a shared phone; the server keeps the application).
 */
export const SignedIn: Story = {
  args: {
    screen: () => (
      <DraftKeeperProvider value={keeper}>
        <FramedPage />
      </DraftKeeperProvider>
    ),
  },
  play: async ({ canvasElement }) => {
    keeper.enter("DEMO");
    keeper.keep(draft);
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole("navigation", { name: "新生報名" }));
    await expect(nav.getByRole("link", { name: "申請紀錄" })).toHaveAttribute(
      "href",
      "/registration/history?xschoolCode=DEMO",
    );
    await expect(canvas.getByText("+852 61234567")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "登出" }));
    await expect(await canvas.findByTestId("navigated")).toHaveTextContent(
      "/registration/login?xschoolCode=DEMO",
    );
    await expect(keeper.draft()).toBeUndefined();
    await expect(keeper.schoolCode()).toBe("DEMO");
  },
};

/** Signed out (the login page): the title and the language, nothing else. */
export const SignedOut: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("新生報名")).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "語言" })).toBeVisible();
    await expect(canvas.queryByRole("navigation")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "登出" })).toBeNull();
  },
};

/**
 * A parent signed in with the school account, come from the portal's 報名紀錄: the way back to
 * the portal's home beside the language (issue 35, item 23); no guardian's menu or sign-out.
 */
export const SchoolAccountFromThePortal: Story = {
  args: { user: parentUser() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("link", { name: "返回首頁" }));
    await expect(await canvas.findByTestId("navigated")).toHaveTextContent(/^\/$/);
    await expect(canvas.queryByRole("navigation", { name: "新生報名" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "登出" })).toBeNull();
  },
};
