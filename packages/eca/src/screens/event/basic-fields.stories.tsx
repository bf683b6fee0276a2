import { saveEventSchema, type EcaEvent } from "@campus/contract";
import { Form, SubmitButton, useCampusForm } from "@campus/ui";
import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, userEvent, waitFor, within } from "storybook/test";
import { ecaEvent, ecaSettings, ecaTeacher } from "../../testing/eca-fixtures";
import { EventAboutFields, EventFilesFields, EventWhenFields } from "./basic-fields";
import { valuesOf } from "./basic-form";

/*
 * The event's basic fields alone, in a form of the editor's schema: what each offers (enabled
 * categories, next school year too, any grade), what is typed and chosen going out as the
 * schema reads it, a new event's required fields, the files' hints only where they can change.
 */

const submitted = fn();

function Fields({ event, readOnly = false }: { event: EcaEvent | null; readOnly?: boolean }) {
  const form = useCampusForm(saveEventSchema, { defaultValues: valuesOf(event, ecaSettings()) });
  return (
    <Form form={form} onSubmit={submitted}>
      <EventAboutFields event={event} settings={ecaSettings()} />
      <EventWhenFields settings={ecaSettings()} />
      <EventFilesFields event={event} readOnly={readOnly} />
      <SubmitButton>儲存</SubmitButton>
    </Form>
  );
}

const meta = {
  title: "ECA/Components/BasicFields",
  component: ScreenStory,
  args: {
    path: "/smarteca/event?id=1",
    route: "/smarteca/event",
    screen: () => <Fields event={ecaEvent()} />,
    answers: [],
    user: ecaTeacher,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An event's fields as it is: enabled categories only, the next school year offered, any grade
 * or one; a change goes out with the rest, as the schema reads it.
 */
export const AnEvent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^活動編號/)).toHaveValue("ECA2026-001");
    await expect(canvas.getByText("例如 ECA2026-001，校內不可重複")).toBeVisible();
    const category = canvas.getByLabelText(/^類別/);
    await expect(category).toHaveValue("5");
    await expect(within(category).queryByRole("option", { name: "學術研習" })).toBeNull();
    await expect(within(category).getByRole("option", { name: "體育發展" })).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^中文名稱/)).toHaveValue("2026/27 全港學界田徑比賽");
    await expect(canvas.getByLabelText(/^性質/)).toHaveValue("competition");
    await expect(canvas.getByRole("radio", { name: "個人" })).toBeChecked();
    await expect(canvas.getByLabelText(/^主辦機構/)).toHaveValue("香港學界體育聯會");
    await expect(
      within(canvas.getByLabelText(/^學年/))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["2027/28", "2026/27", "2025/26"]);
    const grade = canvas.getByLabelText(/^年級/);
    await expect(grade).toHaveValue("");
    await expect(within(grade).getByRole("option", { name: "不限年級" })).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^開始時間/)).toHaveValue("08:30");

    await userEvent.click(canvas.getByRole("radio", { name: "團體" }));
    await userEvent.selectOptions(canvas.getByLabelText(/^學年/), "2027/28");
    await userEvent.selectOptions(canvas.getByLabelText(/^學期/), "下學期");
    await userEvent.selectOptions(grade, "中四");
    await userEvent.selectOptions(canvas.getByLabelText(/^地域/), "亞洲");
    await userEvent.selectOptions(category, "社會服務");
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() => expect(submitted).toHaveBeenCalledOnce());
    await expect(submitted.mock.calls[0]![0]).toMatchObject({
      id: 1,
      code: "ECA2026-001",
      category_id: 2,
      type: "group",
      school_year: 2027,
      semester: "second",
      grade: "S4",
      region: "asia",
      hours: "6",
      starts_on: "2026-11-02",
    });
  },
};

/** The times emptied (an event without set hours): saved blank, not refused. */
export const TimesLeftBlank: Story = {
  play: async ({ canvasElement }) => {
    submitted.mockClear();
    const canvas = within(canvasElement);
    const start = canvas.getByLabelText(/^開始時間/);
    await expect(start).toHaveValue("08:30");
    fireEvent.change(start, { target: { value: "" } });
    fireEvent.change(canvas.getByLabelText(/^結束時間/), { target: { value: "" } });
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() => expect(submitted).toHaveBeenCalledOnce());
    await expect(submitted.mock.calls[0]![0]).toMatchObject({ start_time: "", end_time: "" });
    await expect(start).not.toHaveAttribute("aria-invalid", "true");
  },
};

/** A category the office disabled since is kept on the event that has it. */
export const DisabledCategoryKept: Story = {
  args: {
    screen: () => (
      <Fields
        event={ecaEvent({
          category: { id: 6, name_zh: "學術研習", name_cn: "学术研习", name_en: "Academic study" },
        })}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const category = within(canvasElement).getByLabelText(/^類別/);
    await expect(category).toHaveValue("6");
    await expect(within(category).getByRole("option", { name: "學術研習" })).toBeInTheDocument();
  },
};

/** A new event: nothing chosen yet; the required fields say so, and nothing goes out. */
export const NewEventRequired: Story = {
  args: { path: "/smarteca/event", screen: () => <Fields event={null} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const category = canvas.getByLabelText(/^類別/);
    await expect(category).toHaveValue("");
    await expect(within(category).getByRole("option", { name: "請選擇" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await expect(await canvas.findByText("請完成表格")).toBeVisible();
    await expect(canvas.getByText("請選擇類別")).toBeVisible();
    await expect(canvas.getByText("請輸入中文名稱")).toBeVisible();
    await expect(canvas.getByText("請輸入英文名稱")).toBeVisible();
    await expect(submitted).not.toHaveBeenCalled();
  },
};

/** The files and photos: their hints where they can be changed, none read-only. */
export const Files: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("group", { name: /^附件/ })).toBeVisible();
    await expect(canvas.getByText("通告、活動程序等，PDF 或圖片，最多 5 個")).toBeVisible();
    await expect(canvas.getByRole("group", { name: /^活動相片/ })).toBeVisible();
    await expect(canvas.getByText("最多 12 張；活動通過後加入相片，毋須再次審批")).toBeVisible();
  },
};

/** Read-only files: no hints about adding any. */
export const FilesReadOnly: Story = {
  args: { screen: () => <Fields event={ecaEvent()} readOnly /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("group", { name: /^附件/ })).toBeVisible();
    await expect(canvas.queryByText("通告、活動程序等，PDF 或圖片，最多 5 個")).toBeNull();
    await expect(canvas.queryByText(/最多 12 張/)).toBeNull();
  },
};

/** In English. */
export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Event code/)).toHaveValue("ECA2026-001");
    await expect(
      within(canvas.getByLabelText(/^Category/)).getByRole("option", {
        name: "Physical Development",
      }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole("radio", { name: "Individual" })).toBeChecked();
    await expect(
      within(canvas.getByLabelText(/^Grade/)).getByRole("option", { name: "Any grade" }),
    ).toBeInTheDocument();
  },
};
