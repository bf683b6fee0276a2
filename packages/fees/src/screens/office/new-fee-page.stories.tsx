import { endpoints } from "@campus/contract";
import { callLog, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { bursar, office } from "../../testing/fees-fixtures";
import { NewFeePage } from "./new-fee-page";

/*
 * The office sets a fee: for some classes, in dollars sent as cents; what is missing or wrong said
 * by its field with nothing sent; a last day the server refuses, said beside it, nothing lost.
 */

const meta = {
  title: "Fees/Screens/NewFee",
  component: ScreenStory,
  args: {
    path: "/fees/new",
    route: "/fees/new",
    screen: NewFeePage,
    answers: office(),
    user: bursar,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const created = callLog();
/** A fee for two classes: the amount in cents, the classes as a list; its page next. */
export const ForClasses: Story = {
  args: { onRuntime: created.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole("textbox", { name: /項目名稱（中文）/ }),
      "數學比賽報名費",
    );
    await userEvent.type(canvas.getByRole("textbox", { name: /金額（元）/ }), "80.50");
    await userEvent.click(canvas.getByRole("radio", { name: "指定班別" }));
    await userEvent.type(await canvas.findByRole("textbox", { name: /班別/ }), "4a, 4B");
    await userEvent.click(canvas.getByRole("button", { name: "新增並通知家長" }));
    await waitFor(() =>
      expect(created.last("feesCreateItem")).toMatchObject({
        title_zh: "數學比賽報名費",
        amount: 8_050,
        audience: { kind: "classes", classes: ["4A", "4B"] },
      }),
    );
    await expect(await canvas.findByTestId("navigated")).toHaveTextContent("/fees/item?id=3");
  },
};

const blank = callLog();
/** Missing and wrong fields are said by each field; nothing is sent. */
export const Invalid: Story = {
  args: { onRuntime: blank.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: /金額（元）/ }), "12.345");
    await userEvent.click(canvas.getByRole("radio", { name: "指定年級" }));
    await userEvent.click(canvas.getByRole("button", { name: "新增並通知家長" }));
    await expect(
      await canvas.findByRole("textbox", { name: /項目名稱（中文）/ }),
    ).toHaveAccessibleDescription(/請填寫此項/);
    await expect(canvas.getByRole("textbox", { name: /金額（元）/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(blank.entries("feesCreateItem")).toHaveLength(0);
  },
};

/** The server's word on the last day stays beside it, with everything typed. */
export const RefusedDay: Story = {
  args: {
    answers: [
      refuse(endpoints.feesCreateItem, 400, "繳費限期不能早於今天", {
        fields: [{ field: "due_on", message: "繳費限期不能早於今天" }],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole("textbox", { name: /項目名稱（中文）/ }), "車費");
    await userEvent.type(canvas.getByRole("textbox", { name: /金額（元）/ }), "50");
    await userEvent.click(canvas.getByRole("button", { name: "新增並通知家長" }));
    await expect(await canvas.findByText("繳費限期不能早於今天")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /項目名稱（中文）/ })).toHaveValue("車費");
  },
};

const replied = callLog();
/** For the families who chose "參加" on the picnic's reply slip: the option's key is sent. */
export const ForAReplySlip: Story = {
  args: { onRuntime: replied.onRuntime },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole("textbox", { name: /項目名稱（中文）/ }),
      "旅行日車費",
    );
    await userEvent.type(canvas.getByRole("textbox", { name: /金額（元）/ }), "120");
    await userEvent.click(canvas.getByRole("radio", { name: "通告回條" }));
    const choice = await canvas.findByRole("combobox", { name: /回條的選擇/ });
    await userEvent.click(canvas.getByRole("button", { name: "新增並通知家長" }));
    await expect(replied.entries("feesCreateItem")).toHaveLength(0);
    await userEvent.selectOptions(
      choice,
      await canvas.findByRole("option", {
        name: "四年級旅行日 · 貴子弟會否參加？ · 參加（48 人）",
      }),
    );
    await userEvent.click(canvas.getByRole("button", { name: "新增並通知家長" }));
    await waitFor(() =>
      expect(replied.last("feesCreateItem")).toMatchObject({
        audience: { kind: "replies", key: "7.0.0" },
      }),
    );
  },
};

/** In English. */
export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("textbox", { name: /Name \(Chinese\)/ })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "Whole school" })).toBeChecked();
    await expect(
      canvas.getByRole("button", { name: "Set the fee and tell families" }),
    ).toBeVisible();
  },
};
