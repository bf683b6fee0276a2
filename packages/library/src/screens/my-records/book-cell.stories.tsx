import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ScreenStory } from "@campus/ui/testing";
import { currentLoans } from "../../testing/library-fixtures";
import { BookCell } from "./book-cell";

const Cell = () => <BookCell record={currentLoans[0]!} />;
const NoCopyYet = () => <BookCell record={{ ...currentLoans[1]!, book_no: null }} />;

const meta = {
  title: "Library/Screens/MyRecords/BookCell",
  component: ScreenStory,
  args: { path: "/cell", route: "/cell", screen: Cell, answers: [], user: null },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndCopy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "恐龍大探險" })).toHaveAttribute(
      "href",
      "/library/bookdetail?id=1&xschoolCode=DEMO",
    );
    await expect(canvas.getByText("書號 B000001-1")).toBeVisible();
  },
};

export const InEnglishWithoutACopyYet: Story = {
  args: { screen: NoCopyYet, locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "The Little Prince" })).toBeVisible();
    await expect(canvas.queryByText(/Book no\./)).toBeNull();
  },
};
