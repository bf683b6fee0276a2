import { useSearchString } from "@campus/ui";
import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { guardian, registrationAnswers, withKeeper } from "../testing/registration-fixtures";
import { RegistrationGate } from "./registration-page";

function GuardedPage() {
  return (
    <RegistrationGate>
      <h1>申請紀錄</h1>
      <output data-testid="address">{useSearchString()}</output>
    </RegistrationGate>
  );
}

const meta = {
  title: "Registration/Routing/RegistrationGate",
  component: ScreenStory,
  args: {
    path: "/registration/history?xschoolCode=DEMO",
    route: "/registration/history",
    screen: withKeeper(GuardedPage),
    answers: registrationAnswers(),
    user: guardian,
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in guardian of the school in the address: the page shows. */
export const Proceeds: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "申請紀錄" })).toBeVisible();
  },
};

/** Signed out (spec §8): to registration's login, with the school's code. */
export const SignedOutGoesToLogin: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId("navigated")).toHaveTextContent(
      "/registration/login?xschoolCode=DEMO",
    );
  },
};

/** The stored code joins an address that lacks it (spec §2). */
export const AddsTheStoredCode: Story = {
  args: { path: "/registration/history" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "申請紀錄" })).toBeVisible();
    await expect(canvas.getByTestId("address")).toHaveTextContent("?xschoolCode=DEMO");
  },
};

/** Another school's code cancels the navigation for that school's login (spec §2). */
export const AnotherSchool: Story = {
  args: { path: "/registration/history?xschoolCode=OTHER" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId("navigated")).toHaveTextContent(
      "/registration/login?xschoolCode=OTHER",
    );
  },
};
