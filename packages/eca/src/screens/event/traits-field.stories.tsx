import { saveAwardsSchema, type EcaEvent } from "@campus/contract";
import { Form, SubmitButton, useCampusForm } from "@campus/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ecaEvent, ecaSettings } from "../../testing/eca-fixtures";
import { TraitsField } from "./traits-field";

/*
 * The event's trait items alone, in the awards step's form: the enabled traits offered (and a
 * disabled one the event has), those it has ticked, required of a competition and said so, the
 * ticked ones going out as ids.
 */

const submitted = fn();

function Traits({ event }: { event: EcaEvent }) {
  const form = useCampusForm(saveAwardsSchema, {
    defaultValues: { id: event.id, version: event.version, trait_ids: event.trait_ids, prizes: [] },
  });
  return (
    <Form form={form} onSubmit={submitted}>
      <TraitsField event={event} settings={ecaSettings()} />
      <SubmitButton>儲存</SubmitButton>
    </Form>
  );
}

const meta = {
  title: "ECA/Components/TraitsField",
  component: Traits,
  args: { event: ecaEvent() },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof Traits>;
export default meta;
type Story = StoryObj<typeof meta>;

const labels = (group: HTMLElement) =>
  within(group)
    .getAllByRole("checkbox")
    .map((box) => box.closest("label")?.textContent);

/**
 * A competition: required, said in its hint; the enabled traits offered, the event's ticked;
 * one more ticked and one let go, the ids go out.
 */
export const ACompetition: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("group", { name: /^特質項目\s*（必填）$/ });
    await expect(labels(group)).toEqual(["領導才能", "團隊合作", "堅毅", "體育精神"]);
    await expect(canvas.getByText("比賽須至少選擇一項特質")).toBeVisible();
    await expect(within(group).getByRole("checkbox", { name: "堅毅" })).toBeChecked();
    await expect(within(group).getByRole("checkbox", { name: "體育精神" })).toBeChecked();
    await expect(within(group).getByRole("checkbox", { name: "領導才能" })).not.toBeChecked();
    await userEvent.click(within(group).getByRole("checkbox", { name: "領導才能" }));
    await userEvent.click(within(group).getByRole("checkbox", { name: "堅毅" }));
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() => expect(submitted).toHaveBeenCalledOnce());
    await expect([...submitted.mock.calls[0]![0].trait_ids].sort()).toEqual([1, 4]);
  },
};

/** Not a competition: optional, with the plain hint; none ticked goes out as none. */
export const NotACompetition: Story = {
  args: { event: ecaEvent({ nature: "service", trait_ids: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("group", { name: "特質項目" });
    await expect(canvas.getByText("此活動可培養或展現的特質")).toBeVisible();
    await expect(canvas.queryByText("比賽須至少選擇一項特質")).toBeNull();
    await expect(within(group).queryAllByRole("checkbox", { checked: true })).toHaveLength(0);
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() => expect(submitted).toHaveBeenCalledOnce());
    await expect(submitted.mock.calls[0]![0]).toMatchObject({ trait_ids: [] });
  },
};

/** A trait the office disabled since stays on the event that has it, and only there. */
export const DisabledTraitKept: Story = {
  args: { event: ecaEvent({ trait_ids: [5] }) },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole("group", { name: /^特質項目/ });
    await expect(labels(group)).toEqual(["領導才能", "團隊合作", "堅毅", "體育精神", "舊特質"]);
    await expect(within(group).getByRole("checkbox", { name: "舊特質" })).toBeChecked();
  },
};

/** In English. */
export const English: Story = {
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("group", { name: "Trait items (required)" });
    await expect(labels(group)).toEqual([
      "Leadership",
      "Teamwork",
      "Perseverance",
      "Sportsmanship",
    ]);
    await expect(canvas.getByText("A competition needs at least one trait item")).toBeVisible();
  },
};
