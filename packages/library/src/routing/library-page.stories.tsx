import { endpoints } from "@campus/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { answer, ScreenStory, refuse } from "@campus/ui/testing";
import { demoLibrary } from "../testing/library-fixtures";
import { LibraryPage } from "./library-page";

/** Stands for any library screen: it shows only once the guard lets the page open. */
function Screen() {
  return <p>書架內容</p>;
}

function Page() {
  return <LibraryPage screen={Screen} />;
}

const meta = {
  title: "Library/Routing/LibraryPage",
  component: ScreenStory,
  args: {
    path: "/library/rank?xschoolCode=DEMO",
    route: "/library/rank",
    screen: Page,
    answers: [],
    user: null,
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The school in the address is the one in session: the page opens at once. */
export const KnownSchoolOpens: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("書架內容")).toBeVisible();
  },
};

/** Another school's code: looked up first, then the page opens. */
export const NewSchoolIsLookedUp: Story = {
  args: {
    path: "/library/rank?xschoolCode=OTHER",
    answers: [answer(endpoints.librarySchoolInfo, { ...demoLibrary, id: 2, code: "OTHER" })],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("書架內容")).toBeVisible();
  },
};

/** A code no school has: the reader is told so, and the screen never loads. */
export const UnknownSchoolCode: Story = {
  args: {
    path: "/library/rank?xschoolCode=NOPE",
    answers: [refuse(endpoints.librarySchoolInfo, 404, "找不到此學校")],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "找不到此學校的圖書館" }),
    ).toBeVisible();
    await expect(canvas.queryByText("書架內容")).not.toBeInTheDocument();
  },
};

/** No school named anywhere (not in the address, the session or the account). */
export const NoSchoolAnywhere: Story = {
  args: {
    path: "/library/rank",
    onRuntime: (runtime) => runtime.school.getState().clearSchool(),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("heading", { name: "未指定學校" }),
    ).toBeVisible();
  },
};
