import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { useRuntime } from "@campus/core";
import { useStore } from "zustand";
import { StoryRuntime } from "../testing/story-runtime";
import { LanguageSelect } from "./language-select";

/** The runtime's language: what every Campus surface on the page follows. */
function Current() {
  const locale = useStore(useRuntime().locale, (s) => s.locale);
  return <output data-testid="locale">{locale}</output>;
}

const meta = {
  title: "UI/LanguageSelect",
  component: LanguageSelect,
  decorators: [
    (Story) => (
      <StoryRuntime signedIn={false}>
        <Story />
        <Current />
      </StoryRuntime>
    ),
  ],
} satisfies Meta<typeof LanguageSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each language named in itself; choosing one switches at once. */
export const SwitchesAtOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole("combobox", { name: "語言" });
    await expect(within(select).getByRole("option", { name: "English" })).toHaveAttribute(
      "lang",
      "en-US",
    );
    // The kit's select, drawn as every other field is, not the browser's bare control.
    await expect(getComputedStyle(select).appearance).toBe("none");
    await userEvent.selectOptions(select, "zh-CN");
    await expect(canvas.getByTestId("locale")).toHaveTextContent("zh-CN");
  },
};
