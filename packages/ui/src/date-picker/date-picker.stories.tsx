import type { Meta, StoryObj } from "@storybook/react-vite";
import { useId, useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { InShadowRoot } from "../story-helpers/in-shadow-root";
import { frameOf, phoneFrame } from "../story-helpers/story-helpers";
import { DatePicker, type DatePickerProps } from "./date-picker";

function Labelled({ label, ...props }: DatePickerProps & { label: string }) {
  const id = useId();
  return (
    <div style={{ display: "grid", gap: 4, maxWidth: 320 }}>
      <label htmlFor={id}>{label}</label>
      <DatePicker id={id} {...props} />
    </div>
  );
}

const meta = {
  title: "UI/DatePicker",
  component: Labelled,
  args: { label: "出生日期", onChange: fn(), onBlur: fn() },
  // Room below the field for the calendar.
  decorators: [(Story) => <div style={{ minHeight: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Labelled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "出生日期" });
    await expect(input).toHaveAttribute("placeholder", "YYYY/MM/DD");
    await userEvent.type(input, "2018/3/9");
    await expect(args.onChange).toHaveBeenLastCalledWith("2018-03-09");
    await userEvent.tab();
    // Tidied to the spec's format once the user is done.
    await expect(input).toHaveValue("2018/03/09");
    await expect(input).not.toBeInvalid();
    await expect(
      canvas.getByRole("button", { name: "更改日期，目前為 2018年3月9日" }),
    ).toBeVisible();
  },
};

export const PickFromCalendar: Story = {
  args: { defaultValue: "2024-05-15" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole("button", { name: /更改日期/ });
    await userEvent.click(opener);
    await expect(opener).toHaveAttribute("aria-expanded", "true");
    const dialog = canvas.getByRole("dialog", { name: "選擇日期" });
    const grid = within(dialog).getByRole("grid", { name: "2024年5月" });
    // Focus starts on the chosen day, which is marked selected.
    const chosen = within(grid).getByRole("button", { name: /2024年5月15日/ });
    await expect(chosen).toHaveFocus();
    await expect(chosen.closest("td")).toHaveAttribute("aria-selected", "true");
    await userEvent.click(within(grid).getByRole("button", { name: /2024年5月20日/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith("2024-05-20");
    await expect(canvas.getByRole("textbox", { name: "出生日期" })).toHaveValue("2024/05/20");
    await expect(canvas.queryByRole("dialog")).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: /更改日期/ })).toHaveFocus();
  },
};

export const Keyboard: Story = {
  args: { defaultValue: "2024-05-31" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("textbox"));
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const dialog = canvas.getByRole("dialog");
    const focused = () => dialog.querySelector(":focus")?.getAttribute("data-date");
    await expect(focused()).toBe("2024-05-31");
    await userEvent.keyboard("{ArrowRight}");
    // Past the month's end: the next month is shown.
    await expect(focused()).toBe("2024-06-01");
    await expect(within(dialog).getByRole("grid", { name: "2024年6月" })).toBeVisible();
    await userEvent.keyboard("{ArrowDown}");
    await expect(focused()).toBe("2024-06-08");
    await userEvent.keyboard("{ArrowUp}{ArrowLeft}");
    await expect(focused()).toBe("2024-05-31");
    await userEvent.keyboard("{PageUp}");
    await expect(focused()).toBe("2024-04-30");
    await userEvent.keyboard("{Home}");
    await expect(focused()).toBe("2024-04-28");
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith("2024-04-28");
    await expect(canvas.getByRole("textbox")).toHaveValue("2024/04/28");
    await expect(canvas.getByRole("button", { name: /更改日期/ })).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  args: { defaultValue: "2024-05-15" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole("button", { name: /更改日期/ });
    await userEvent.click(opener);
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await userEvent.keyboard("{Escape}");
    await expect(canvas.queryByRole("dialog")).not.toBeInTheDocument();
    await expect(opener).toHaveFocus();
    await expect(opener).toHaveAttribute("aria-expanded", "false");
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole("textbox")).toHaveValue("2024/05/15");
  },
};

export const MonthButtons: Story = {
  args: { defaultValue: "2024-01-10" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /更改日期/ }));
    const dialog = canvas.getByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "上個月" }));
    await expect(within(dialog).getByRole("grid", { name: "2023年12月" })).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "下個月" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "下個月" }));
    await expect(within(dialog).getByRole("grid", { name: "2024年2月" })).toBeVisible();
    // Clicking away closes the calendar.
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole("dialog")).not.toBeInTheDocument();
  },
};

export const MinAndMax: Story = {
  args: { label: "面試日期", min: "2024-05-10", max: "2024-05-20", defaultValue: "2024-05-12" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /更改日期/ }));
    const dialog = canvas.getByRole("dialog");
    await expect(within(dialog).getByRole("button", { name: "上個月" })).toBeDisabled();
    await expect(within(dialog).getByRole("button", { name: "下個月" })).toBeDisabled();
    await expect(within(dialog).getByRole("button", { name: /2024年5月9日/ })).toBeDisabled();
    // Arrows stop at the limits.
    await userEvent.keyboard("{ArrowUp}");
    await expect(dialog.querySelector(":focus")).toHaveAttribute("data-date", "2024-05-10");
    await userEvent.keyboard("{Escape}");
    const input = canvas.getByRole("textbox", { name: "面試日期" });
    await userEvent.clear(input);
    await userEvent.type(input, "2024/05/25");
    await userEvent.tab();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("日期不可遲於 2024/05/20");
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const InvalidText: Story = {
  args: { defaultValue: "2024-02-01" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "出生日期" });
    await userEvent.clear(input);
    await userEvent.type(input, "2024/02/30");
    // Nothing is said while the user is still typing.
    await expect(input).not.toBeInvalid();
    await userEvent.tab();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("請按 YYYY/MM/DD 格式輸入有效日期");
    // The text stays for the user to correct; the value is no longer a date.
    await expect(input).toHaveValue("2024/02/30");
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    // Tab reached the calendar button: still inside the picker, so not yet "left".
    await expect(args.onBlur).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
    await userEvent.clear(input);
    await userEvent.type(input, "2024/02/29{Enter}");
    await expect(input).not.toBeInvalid();
    await expect(args.onChange).toHaveBeenLastCalledWith("2024-02-29");
  },
};

export const InvalidFromOutside: Story = {
  render: (args) => (
    <div>
      <Labelled {...args} aria-invalid aria-describedby="birthday-error" />
      <p id="birthday-error">請填寫此項</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "出生日期" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("請填寫此項");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "2024-05-15" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox")).toBeDisabled();
    await expect(canvas.getByRole("button", { name: /更改日期/ })).toBeDisabled();
    await expect(canvas.getByRole("textbox")).toHaveValue("2024/05/15");
  },
};

function Controlled() {
  const [value, setValue] = useState<string | null>("2024-09-01");
  return (
    <div>
      <Labelled label="開學日期" value={value} onChange={setValue} />
      <button type="button" onClick={() => setValue("2025-01-06")}>
        下學期
      </button>
      <button type="button" onClick={() => setValue(null)}>
        清除
      </button>
      <output>{value ?? "—"}</output>
    </div>
  );
}

export const ControlledFromOutside: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "開學日期" });
    await expect(input).toHaveValue("2024/09/01");
    await userEvent.click(canvas.getByRole("button", { name: "下學期" }));
    await expect(input).toHaveValue("2025/01/06");
    await userEvent.click(canvas.getByRole("button", { name: "清除" }));
    await expect(input).toHaveValue("");
    await userEvent.type(input, "2025/2/3");
    await expect(canvas.getByRole("status")).toHaveTextContent("2025-02-03");
    // Mid-typing, the text is left alone: "2025/2/3" is not rewritten to "2025/02/03" yet.
    await expect(input).toHaveValue("2025/2/3");
  },
};

export const LongChineseText: Story = {
  args: {
    label: "如學生曾於其他學校就讀，請填寫最後一日在該校上課的日期（以離校證明書上的日期為準）",
    defaultValue: "2023-07-14",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /離校證明書/ })).toHaveValue("2023/07/14");
  },
};

export const English: Story = {
  args: { label: "Date of birth", defaultValue: "2024-05-15" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole("button", { name: "Change date, currently May 15, 2024" }),
    );
    const dialog = canvas.getByRole("dialog", { name: "Choose date" });
    await expect(within(dialog).getByRole("grid", { name: "May 2024" })).toBeVisible();
    const headers = within(dialog).getAllByRole("columnheader");
    await expect(headers[0]).toHaveTextContent("Sun");
    await expect(headers[0]).toHaveAttribute("abbr", "Sunday");
    await expect(
      within(dialog).getByRole("button", { name: "Wednesday, May 15, 2024" }),
    ).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "Next month" }));
    await expect(within(dialog).getByRole("grid", { name: "June 2024" })).toBeVisible();
  },
};

export const SimplifiedChinese: Story = {
  args: { label: "出生日期", defaultValue: "2024-05-15" },
  parameters: { locale: "zh-CN" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "更改日期，当前为 2024年5月15日" }));
    // Mainland calendars start on Monday.
    const headers = within(canvas.getByRole("dialog", { name: "选择日期" })).getAllByRole(
      "columnheader",
    );
    await expect(headers[0]).toHaveTextContent("周一");
  },
};

export const Phone: Story = {
  args: { defaultValue: "2024-05-15" },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /更改日期/ }));
    const frame = frameOf(canvasElement).getBoundingClientRect();
    const dialog = canvas.getByRole("dialog").getBoundingClientRect();
    await expect(dialog.left).toBeGreaterThanOrEqual(frame.left);
    await expect(dialog.right).toBeLessThanOrEqual(frame.right);
  },
};

export const InsideShadowRoot: Story = {
  args: { defaultValue: "2024-05-15" },
  render: (args) => (
    <InShadowRoot>
      <Labelled {...args} />
    </InShadowRoot>
  ),
  play: async ({ canvasElement, args }) => {
    const host = within(canvasElement).getByTestId("shadow-host");
    await waitFor(() => expect(host.shadowRoot?.querySelector("input")).toBeTruthy());
    const shadow = host.shadowRoot!;
    const inside = within(shadow.firstElementChild as HTMLElement);
    const bodyChildren = document.body.children.length;
    await userEvent.click(inside.getByRole("button", { name: /更改日期/ }));
    const dialog = inside.getByRole("dialog");
    // The calendar lives in the shadow root, next to the field, not in document.body.
    await expect(shadow.contains(dialog)).toBe(true);
    await expect(document.body.children.length).toBe(bodyChildren);
    await expect(getComputedStyle(dialog).position).toBe("absolute");
    await expect(shadow.activeElement?.getAttribute("data-date")).toBe("2024-05-15");
    await userEvent.keyboard("{ArrowRight}{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith("2024-05-16");
    await expect(inside.getByRole("textbox")).toHaveValue("2024/05/16");
  },
};
