import { endpoints } from "@campus/contract";
import { answer, callLog, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ecaOffice, prizes } from "../../testing/eca-fixtures";
import { SettingForm } from "./setting-form";

/*
 * The settings form alone, for each kind: a prize changed (its figures as typed), a label's
 * name taken (the server's words under the form, nothing typed lost).
 */

const log = callLog();
const done = fn();

const meta = {
  title: "ECA/Components/SettingForm",
  component: ScreenStory,
  args: {
    path: "/smarteca/settings",
    route: "/smarteca/settings",
    screen: () => <SettingForm kind="prize" setting={prizes()[1]!} onDone={done} />,
    answers: [answer(endpoints.ecaSavePrize, { ...prizes()[1]!, multiplier: 2.25 })],
    user: ecaOffice,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A prize's figures come as they were saved, and go as typed. */
export const ChangeAPrize: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const multiplier = await canvas.findByLabelText(/^倍數/);
    await expect(multiplier).toHaveValue("2.5");
    await expect(canvas.getByLabelText(/^數量/)).toHaveValue("1");
    await userEvent.clear(multiplier);
    await userEvent.type(multiplier, "2.25");
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() =>
      expect(log.last("ecaSavePrize")).toEqual({
        id: "2",
        name_zh: "亞軍",
        name_en: "1st runner-up",
        name_cn: "",
        status: "enabled",
        multiplier: "2.25",
        quantity: "1",
      }),
    );
    await waitFor(() => expect(done).toHaveBeenCalled());
  },
};

/**
 * A zh-CN office gives a prize its own Simplified name (issue 35, item 19): the field shows the
 * converted name a reader sees until then, and what is typed goes with the save.
 */
export const SimplifiedNameInSimplifiedChinese: Story = {
  args: { locale: "zh-CN" },
  parameters: { locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const own = await canvas.findByLabelText(/^简体中文名称/);
    await expect(own).toHaveValue("");
    await expect(own).toHaveAttribute("placeholder", "亚军");
    await expect(own).toHaveAccessibleDescription(/留空即按中文名称自动转换/);
    await userEvent.type(own, "第二名");
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(log.last("ecaSavePrize")).toMatchObject({ name_zh: "亞軍", name_cn: "第二名" }),
    );
  },
};

/** A name the school uses already: said under the form; what was typed stays. */
export const NameTaken: Story = {
  args: {
    screen: () => <SettingForm kind="tag" setting={null} onDone={done} />,
    answers: [refuse(endpoints.ecaSaveTag, 409, "已有同名的項目，請改用其他名稱")],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^中文名稱/), "音樂");
    await userEvent.type(canvas.getByLabelText(/^英文名稱/), "Music");
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await expect(await canvas.findByText("已有同名的項目，請改用其他名稱")).toBeVisible();
    await expect(canvas.getByLabelText(/^英文名稱/)).toHaveValue("Music");
    // A label has no score or quantity.
    await expect(canvas.queryByLabelText(/^分數/)).toBeNull();
  },
};
