import type { Meta, StoryObj } from "@storybook/react-vite";
import { useT } from "@campus/core";
import { expect, within } from "storybook/test";
import { ScreenStory } from "@campus/ui/testing";
import { cataloguingAnswers, librarianUser } from "../testing/cataloguing-answers";
import type { LibraryMessageId } from "../messages/message-ids";
import { LibrarianTexts } from "./librarian-texts";

function Words() {
  const t = useT<LibraryMessageId>();
  return <p>{t("library.catalogue.addCopy")}</p>;
}

const InTexts = () => (
  <LibrarianTexts>
    <Words />
  </LibrarianTexts>
);

const meta = {
  title: "Library/Screens/Catalogue/LibrarianTexts",
  component: ScreenStory,
  args: {
    path: "/library/catalogue?xschoolCode=DEMO",
    route: "/library/catalogue",
    screen: InTexts,
    answers: cataloguingAnswers(),
    user: librarianUser,
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The catalogue's own words, loaded in the reader's language. */
export const InSimplifiedChinese: Story = {
  args: { locale: "zh-CN" },
  parameters: { locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("添加复本")).toBeVisible();
  },
};
