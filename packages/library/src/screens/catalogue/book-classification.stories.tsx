import type { Meta, StoryObj } from "@storybook/react-vite";
import { bookRecordRequestSchema } from "@campus/contract";
import { Form, useCampusForm } from "@campus/ui";
import { ScreenStory } from "@campus/ui/testing";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { catalogueStoryArgs } from "../../testing/catalogue-story";
import { BookClassification } from "./book-classification";

function Classification() {
  const form = useCampusForm(bookRecordRequestSchema, {
    defaultValues: { category_id: 2, subcategory_id: 21, language: "zh", age_min: 6, age_max: 12 },
  });
  return (
    <Form form={form} aria-label="Book" onSubmit={() => undefined}>
      <BookClassification form={form} />
      <output aria-label="Subcategory">{JSON.stringify(form.watch("subcategory_id"))}</output>
    </Form>
  );
}

const meta = {
  title: "Library/Screens/Catalogue/BookClassification",
  component: ScreenStory,
  args: catalogueStoryArgs(Classification, undefined),
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The subcategories are the chosen category's; another category takes the old subcategory
 * away, and one without any leaves none to choose.
 */
export const SubcategoriesFollowTheCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sub = await canvas.findByRole("combobox", { name: /^子分類/ });
    await waitFor(() => expect(sub).toHaveValue("21"));
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: /^分類/ }), "科學");
    await expect(canvas.getByLabelText("Subcategory")).toHaveTextContent("null");
    await expect(within(sub).getByRole("option", { name: "太空" })).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: /^分類/ }), "繪本");
    await expect(sub).toBeDisabled();
  },
};
