import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ScreenStory } from "@campus/ui/testing";
import { useSearchParams } from "@campus/ui";
import { catalogueStoryArgs } from "../../testing/catalogue-story";
import { IsbnTaken } from "./isbn-taken";

function Taken() {
  const [params] = useSearchParams();
  return (
    <>
      <IsbnTaken
        book={{
          id: 7,
          name_zh: "海港的燈塔",
          name_en: "The Harbour Lighthouse",
          status: "enabled",
        }}
      />
      <output aria-label="Book">{params.get("book") ?? ""}</output>
    </>
  );
}

const meta = {
  title: "Library/Screens/Catalogue/IsbnTaken",
  component: ScreenStory,
  args: catalogueStoryArgs(Taken, undefined),
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The book that has the ISBN, and the way to it (its record, to add a copy). */
export const OpensTheBook: Story = {
  args: { ...catalogueStoryArgs(Taken, undefined), locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("This ISBN is already in the catalogue: The Harbour Lighthouse."),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Open it to add a copy" }));
    await expect(canvas.getByLabelText("Book")).toHaveTextContent("7");
  },
};
