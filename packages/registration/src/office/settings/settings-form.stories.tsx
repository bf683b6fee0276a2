import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { officeAnswers, officeSettings, officeStaff } from "../testing/office-fixtures";
import { SettingsForm } from "./settings-form";

/* The registration settings form alone (the page loads it with the settings). */

function FormStory({ fresh }: { fresh: boolean }) {
  const [Screen] = useState(
    () =>
      function Screen() {
        return <SettingsForm settings={fresh ? null : officeSettings()} />;
      },
  );
  return (
    <ScreenStory
      path="/registration/settings"
      route="/registration/settings"
      screen={Screen}
      answers={officeAnswers()}
      user={officeStaff}
    />
  );
}

const meta = {
  title: "Registration/Office/SettingsForm",
  component: FormStory,
  args: { fresh: false },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof FormStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A document added and named, then taken off again; one not in use can go, one in use stays. */
export const Documents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "新增文件" }));
    const added = canvas.getByRole("group", { name: "新文件" });
    await userEvent.type(within(added).getByLabelText(/^中文名稱/), "住址證明");
    await expect(canvas.getByRole("group", { name: "住址證明" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "刪除文件 住址證明" }));
    await expect(canvas.queryByRole("group", { name: "住址證明" })).toBeNull();
    const photo = canvas.getByRole("group", { name: "兒童近照" });
    await expect(within(photo).queryByRole("button", { name: /^刪除文件/ })).toBeNull();
    await expect(within(photo).getByLabelText(/^代號/)).toHaveAttribute("readonly");
  },
};

/** A new school: next year's intake, no fees, one class to name, no documents yet. */
export const NewSchool: Story = {
  args: { fresh: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^申請費/)).toHaveValue("0.00");
    const year = new Date().getFullYear() + 1;
    await expect(canvas.getByLabelText(/^招生學年/)).toHaveValue(
      `${year}/${String((year + 1) % 100).padStart(2, "0")}`,
    );
    await expect(canvas.getAllByRole("group", { name: "新班級" })).toHaveLength(1);
    await expect(canvas.queryByRole("button", { name: /^刪除班級/ })).toBeNull();
  },
};
