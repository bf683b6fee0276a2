import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { callLog, ScreenStory } from "@campus/ui/testing";
import { lighthouse } from "../../testing/cataloguing-answers";
import { catalogueStoryArgs } from "../../testing/catalogue-story";
import { BookForm } from "./book-form";

const { onRuntime, bodies: calls } = callLog();
const saved = fn();

const NewBook = () => <BookForm record={null} onSaved={saved} />;
const Lighthouse = () => <BookForm record={lighthouse} onSaved={saved} />;

const meta = {
  title: "Library/Screens/Catalogue/BookForm",
  component: ScreenStory,
  args: catalogueStoryArgs(NewBook, onRuntime),
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sent empty: each required field says so; a check digit that does not add up is named. */
export const RefusesBadInput: Story = {
  args: catalogueStoryArgs(NewBook, onRuntime),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "儲存" }));
    await expect(await canvas.findAllByText("請填寫此項")).toHaveLength(4);
    await userEvent.type(canvas.getByRole("textbox", { name: /^ISBN/ }), "978-962-07-0211-9");
    await userEvent.tab();
    await expect(await canvas.findByText(/ISBN 不正確/)).toBeVisible();
    await expect(calls("catalogueSaveBook")).toEqual([]);
  },
};

/** Readers' ages upside down: said beside the oldest age, nothing sent. */
export const AgesUpsideDown: Story = {
  args: catalogueStoryArgs(Lighthouse, onRuntime),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const oldest = await canvas.findByRole("textbox", { name: /^最大適讀年齡/ });
    await userEvent.clear(oldest);
    await userEvent.type(oldest, "3");
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await expect(await canvas.findByText("最大年齡不可小於最小年齡")).toBeVisible();
    await expect(calls("catalogueSaveBook")).toEqual([]);
  },
};

/** A scanned ISBN the catalogue has: that book is offered, to add a copy to it instead. */
export const IsbnAlreadyInTheCatalogue: Story = {
  args: catalogueStoryArgs(NewBook, onRuntime),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole("textbox", { name: /^ISBN/ }),
      "9789620702112{Enter}",
    );
    await expect(await canvas.findByText("館藏已有此 ISBN：《海港的燈塔》。")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "開啟該書以新增複本" })).toBeVisible();
    // Enter looked the book up; it did not send the form.
    await expect(calls("catalogueSaveBook")).toEqual([]);
  },
};

/** A correction sent: the record's id with it, and the school's answer kept by the page. */
export const CorrectsABook: Story = {
  args: catalogueStoryArgs(Lighthouse, onRuntime),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const author = await canvas.findByRole("textbox", { name: /^作者/ });
    await userEvent.clear(author);
    await userEvent.type(author, "周美玲、陳家明");
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() =>
      expect(calls("catalogueSaveBook")).toEqual([
        expect.objectContaining({ id: 7, isbn: "9789620702112", author: "周美玲、陳家明" }),
      ]),
    );
    await waitFor(() => expect(saved).toHaveBeenCalled());
    await expect(await canvas.findByText("已儲存")).toBeVisible();
  },
};
