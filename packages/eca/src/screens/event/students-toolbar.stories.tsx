import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { entries } from "../../testing/eca-fixtures";
import { StudentsActions, StudentsFilters, type Show } from "./students-toolbar";
import { useEntrySelection } from "./use-entry-selection";

/*
 * The students list's toolbars alone: the state shown (the waiting ones counted), this page
 * chosen at once with the count chosen and a way to let go, one class; the acts an editor and
 * a decider have, each handed to the list.
 */

const ROWS = entries();

function Toolbar({
  show,
  pending,
  className,
  classes,
  empty,
  pickable,
  onNarrow,
  editable,
  mayDecide,
  removing,
  passing,
  onAdd,
  onMove,
  onRemove,
  onPass,
  onReject,
}: {
  show: Show;
  pending: number;
  className: string;
  classes: string[];
  empty: boolean;
  pickable: boolean;
  onNarrow: (key: string, value: string | null) => void;
  editable: boolean;
  mayDecide: boolean;
  removing: boolean;
  passing: boolean;
  onAdd: () => void;
  onMove: () => void;
  onRemove: () => void;
  onPass: () => void;
  onReject: () => void;
}) {
  const selection = useEntrySelection(empty ? [] : ROWS);
  return (
    <>
      <StudentsFilters
        show={show}
        pending={pending}
        className={className}
        classes={classes}
        selection={selection}
        empty={empty}
        pickable={pickable}
        onNarrow={onNarrow}
      />
      <StudentsActions
        editable={editable}
        mayDecide={mayDecide}
        removing={removing}
        passing={passing}
        onAdd={onAdd}
        onMove={onMove}
        onRemove={onRemove}
        onPass={onPass}
        onReject={onReject}
      />
      {/* What a row's own box does, for the page box's half-ticked state. */}
      <button type="button" onClick={() => selection.toggle(ROWS[0]!)}>
        選第一行
      </button>
    </>
  );
}

const meta = {
  title: "ECA/Components/StudentsToolbar",
  component: Toolbar,
  args: {
    show: "all",
    pending: 1,
    className: "",
    classes: ["4A", "4B"],
    empty: false,
    pickable: true,
    onNarrow: fn(),
    editable: true,
    mayDecide: true,
    removing: false,
    passing: false,
    onAdd: fn(),
    onMove: fn(),
    onRemove: fn(),
    onPass: fn(),
    onReject: fn(),
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof Toolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The states, the waiting ones counted; each choice narrows the list, "all" and every class none. */
export const Narrowing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const states = within(canvas.getByRole("radiogroup", { name: "狀態" }));
    await expect(states.getAllByRole("radio").map((r) => r.closest("label")?.textContent)).toEqual([
      "全部",
      "待審批（1）",
      "已通過",
      "不通過",
    ]);
    await expect(states.getByRole("radio", { name: "全部" })).toBeChecked();
    await userEvent.click(states.getByRole("radio", { name: "待審批（1）" }));
    await expect(args.onNarrow).toHaveBeenLastCalledWith("show", "pending");
    const classes = canvas.getByRole("combobox", { name: /^班別/ });
    await expect(classes).toHaveValue("");
    await expect(
      within(classes)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["所有班別", "4A", "4B"]);
    await userEvent.selectOptions(classes, "4B");
    await expect(args.onNarrow).toHaveBeenLastCalledWith("class", "4B");
  },
};

/** Narrowed already: back to all states and every class, each said as no narrowing. */
export const Narrowed: Story = {
  args: { show: "passed", className: "4A" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "已通過" })).toBeChecked();
    await userEvent.click(canvas.getByRole("radio", { name: "全部" }));
    await expect(args.onNarrow).toHaveBeenLastCalledWith("show", null);
    const classes = canvas.getByRole("combobox", { name: /^班別/ });
    await expect(classes).toHaveValue("4A");
    await userEvent.selectOptions(classes, "所有班別");
    await expect(args.onNarrow).toHaveBeenLastCalledWith("class", null);
  },
};

/** The page chosen at once: the count said with a way to let go; one row chosen half-ticks it. */
export const ChoosingThePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole("checkbox", { name: "全選本頁" });
    await expect(all).not.toBeChecked();
    await expect(canvas.queryByRole("status")).toBeNull();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole("status")).toHaveTextContent("已選 3 人（包括其他頁）");
    await userEvent.click(canvas.getByRole("button", { name: "清除選擇" }));
    await expect(all).not.toBeChecked();
    await expect(canvas.queryByRole("status")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "選第一行" }));
    await expect(all).toBePartiallyChecked();
    await expect(canvas.getByRole("status")).toHaveTextContent("已選 1 人（包括其他頁）");
    // Half-ticked: the page box chooses the rest.
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole("status")).toHaveTextContent("已選 3 人（包括其他頁）");
  },
};

/** An empty page: nothing to choose; no class list when the school's is not known. */
export const EmptyPage: Story = {
  args: { empty: true, classes: [], pending: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("checkbox", { name: "全選本頁" })).toBeDisabled();
    await expect(canvas.getByRole("radio", { name: "待審批（0）" })).not.toBeChecked();
    await expect(canvas.queryByRole("combobox")).toBeNull();
  },
};

/** An editor who decides too: each act handed to the list. */
export const Acts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "新增學生" }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "移動" }));
    await expect(args.onMove).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "移除" }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "通過" }));
    await expect(args.onPass).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "不通過" }));
    await expect(args.onReject).toHaveBeenCalledOnce();
  },
};

/** Removing and passing under way: those two busy and shut, the others still there. */
export const Busy: Story = {
  args: { removing: true, passing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole("button", { name: /^移除/ });
    await expect(remove).toHaveAttribute("aria-busy", "true");
    await expect(remove).toBeDisabled();
    const pass = canvas.getByRole("button", { name: /^通過/ });
    await expect(pass).toHaveAttribute("aria-busy", "true");
    await expect(pass).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "移動" })).toBeEnabled();
    await userEvent.click(canvas.getByRole("button", { name: "不通過" }));
    await expect(args.onReject).toHaveBeenCalledOnce();
  },
};

/** One who reads only: the states and classes; nothing to choose, no acts. */
export const ReadOnly: Story = {
  args: { pickable: false, editable: false, mayDecide: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radiogroup", { name: "狀態" })).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: /^班別/ })).toBeVisible();
    await expect(canvas.queryByRole("checkbox")).toBeNull();
    await expect(canvas.getAllByRole("button").map((b) => b.textContent)).toEqual(["選第一行"]);
  },
};

/** A decider who does not edit: pass and refuse only. */
export const DeciderOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "通過" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "不通過" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "新增學生" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "移除" })).toBeNull();
  },
};

/** In English. */
export const English: Story = {
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "All" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "Pending (1)" })).not.toBeChecked();
    await expect(
      within(canvas.getByRole("combobox", { name: /^Class/ })).getByRole("option", {
        name: "All classes",
      }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select all on this page" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("3 chosen (on any page)");
    for (const name of ["Add students", "Move", "Remove", "Approve", "Reject", "Clear"])
      await expect(canvas.getByRole("button", { name })).toBeVisible();
  },
};
