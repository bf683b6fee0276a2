import type { Meta, StoryObj } from "@storybook/react-vite";
import { teacherUser } from "@campus/contract/fixtures";
import { expect, waitFor, within } from "storybook/test";
import { ScreenStory } from "@campus/ui/testing";
import { LibrarianTexts } from "../../components/librarian-texts";
import { reportAnswers } from "../../testing/report-answers";
import { BookReport, ClassReport, OverdueReport, ReaderReport } from "./report-tables";

const PERIOD = { from: "2026-09-01", to: "2026-12-01" };

/** The four reports one under another, as a phone shows each list. */
function All() {
  return (
    <LibrarianTexts>
      <ClassReport period={PERIOD} />
      <ReaderReport filter={PERIOD} />
      <BookReport filter={{ ...PERIOD, class_name: "4A" }} />
      <OverdueReport className="4A" />
    </LibrarianTexts>
  );
}

const meta = {
  title: "Library/Screens/Reports/Tables",
  component: ScreenStory,
  args: {
    path: "/library/reports?xschoolCode=DEMO",
    route: "/library/reports",
    screen: All,
    answers: reportAnswers(),
    user: teacherUser({ roles: ["teacher", "librarian"] }),
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone each report is a list of cards: the class, the student, the book, the days. */
export const OnAPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole("list", { name: "各班借閱" })).toHaveTextContent("118"),
    );
    await waitFor(() =>
      expect(canvas.getByRole("list", { name: "學生借閱" })).toHaveTextContent("陳小明"),
    );
    await waitFor(() =>
      expect(canvas.getByRole("list", { name: "最多借閱" })).toHaveTextContent("海港的燈塔"),
    );
    await waitFor(() =>
      expect(canvas.getByRole("list", { name: "逾期未還" })).toHaveTextContent("逾期 11 日"),
    );
  },
};
