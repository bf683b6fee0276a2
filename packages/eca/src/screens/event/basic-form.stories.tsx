import { endpoints } from "@campus/contract";
import { answer, callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ecaEvent, ecaSettings, ecaTeacher, teachers } from "../../testing/eca-fixtures";
import { BasicForm } from "./basic-form";

/*
 * The first step's form alone: what it offers (enabled settings, the school's teachers, next
 * year too) and what it sends.
 */

const log = callLog();
const saved = fn();

const meta = {
  title: "ECA/Components/BasicForm",
  component: ScreenStory,
  args: {
    path: "/smarteca/event?id=1",
    route: "/smarteca/event",
    screen: () => (
      <BasicForm event={ecaEvent()} settings={ecaSettings()} readOnly={false} onSaved={saved} />
    ),
    answers: [
      answer(endpoints.ecaTeachers, teachers()),
      answer(endpoints.ecaSaveEvent, ecaEvent({ version: 4 })),
    ],
    user: ecaTeacher,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Only enabled categories are offered; next school year is there; the event saves as it is. */
export const Offers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const category = await canvas.findByLabelText(/^類別/);
    await expect(within(category).queryByRole("option", { name: "學術研習" })).toBeNull();
    await expect(
      within(canvas.getByLabelText(/^學年/)).getByRole("option", { name: "2027/28" }),
    ).toBeInTheDocument();
    await expect(await canvas.findByRole("checkbox", { name: "李志明" })).not.toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() =>
      expect(log.last("ecaSaveEvent")).toMatchObject({
        id: 1,
        version: 3,
        hours: "6",
        teacher_ids: [8],
        sub_items: ["100 米", "跳遠"],
      }),
    );
    await waitFor(() => expect(saved).toHaveBeenCalled());
  },
};
