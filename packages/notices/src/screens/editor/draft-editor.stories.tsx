import { endpoints } from "@campus/contract";
import { teacherUser } from "@campus/contract/fixtures";
import { answer, callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { DRAFT } from "../../testing/notices-fixtures";
import { DraftEditor } from "./draft-editor";

/*
 * The draft form alone: a new draft saved with its texts trimmed, an existing draft's values
 * shown and saved under its id, what is required said by its field with nothing sent.
 */

const officeStaff = teacherUser({
  user_id: 9,
  user_name: "李志明",
  roles: ["teacher", "staff"],
  permissions: { "notices.office": ["query", "get", "add", "edit"] },
});

/** The server: a save answered as the draft it keeps. */
const saves = [
  answer(endpoints.noticeSave, ({ id = 7, ...body }) => ({
    ...DRAFT,
    id,
    title_zh: body.title_zh,
    title_en: body.title_en ?? "",
    body_zh: body.body_zh,
    body_en: body.body_en ?? "",
    audience: body.audience,
  })),
];

const changed = fn();

const meta = {
  title: "Notices/Components/DraftEditor",
  component: ScreenStory,
  args: {
    path: "/notices/edit",
    route: "/notices/edit",
    screen: () => <DraftEditor notice={null} onChanged={changed} />,
    answers: saves,
    user: officeStaff,
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const created = callLog();
/** A new draft: its texts sent trimmed, for the whole school, and said to be saved. */
export const NewDraftSaved: Story = {
  args: { onRuntime: created.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("radio", { name: "全校" })).toBeChecked();
    await userEvent.type(canvas.getByRole("textbox", { name: /^標題（中文）/ }), "  聖誕聯歡會 ");
    await userEvent.type(
      canvas.getByRole("textbox", { name: /^內容（中文）/ }),
      "十二月二十日舉行。{enter}請帶備禮物。  ",
    );
    await userEvent.click(canvas.getByRole("button", { name: "儲存草稿" }));
    await waitFor(() =>
      expect(created.last("noticeSave")).toEqual({
        title_zh: "聖誕聯歡會",
        title_en: "",
        body_zh: "十二月二十日舉行。\n請帶備禮物。",
        body_en: "",
        audience: { kind: "school" },
        attachments: [],
      }),
    );
    await expect(await canvas.findByText("草稿已儲存")).toBeVisible();
    await waitFor(() => expect(changed).toHaveBeenCalled());
  },
};

const existing = callLog();
/** A saved draft: its values shown, and saved again under its id with classes normalised. */
export const ExistingDraft: Story = {
  args: {
    screen: () => <DraftEditor notice={DRAFT} onChanged={changed} />,
    onRuntime: existing.onRuntime,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("textbox", { name: /^標題（中文）/ })).toHaveValue(
      "家長日安排",
    );
    await expect(canvas.getByRole("radio", { name: "指定班別" })).toBeChecked();
    const field = canvas.getByRole("textbox", { name: /^班別/ });
    await expect(field).toHaveValue("4A, 4B");
    await userEvent.clear(field);
    await userEvent.type(field, "4a，4c 4A");
    await userEvent.click(canvas.getByRole("button", { name: "儲存草稿" }));
    await waitFor(() =>
      expect(existing.last("noticeSave")).toEqual({
        id: 4,
        title_zh: "家長日安排",
        title_en: "",
        body_zh: DRAFT.body_zh,
        body_en: "",
        audience: { kind: "classes", classes: ["4A", "4C"] },
        attachments: [],
      }),
    );
  },
};

const blank = callLog();
/** Saved with nothing typed: each required field says so, and nothing is sent. */
export const RequiredFieldsEmpty: Story = {
  args: { onRuntime: blank.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "儲存草稿" }));
    await expect(await canvas.findAllByText("請填寫此項")).toHaveLength(2);
    await expect(canvas.getByRole("textbox", { name: /^標題（中文）/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(blank.entries("noticeSave")).toHaveLength(0);
  },
};
