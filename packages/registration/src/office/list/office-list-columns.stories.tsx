import type { ApplicationSummary, Locale } from "@campus/contract";
import { useT } from "@campus/core";
import { Table, type UiMessageId } from "@campus/ui";
import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import type { RegistrationMessageId } from "../../messages/message-ids";
import {
  application,
  demoSchool,
  submittedApplication,
  summaryOf,
} from "../../testing/registration-fixtures";
import { officeScreen } from "../office-screen";
import { officeAnswers, officeStaff } from "../testing/office-fixtures";
import { useOfficeListColumns } from "./office-list-columns";

/*
 * The office list's columns in the table the list uses, over three applications: one to decide,
 * one the family is still filling in (no name, no class, not submitted), one under review for a
 * class the school no longer has. On a phone the table reads as cards.
 */

const ROWS: ApplicationSummary[] = [
  summaryOf(submittedApplication()),
  summaryOf(application({ id: 14, number: "A2027-00014", form: {} })),
  summaryOf(
    submittedApplication({
      id: 15,
      number: "A2027-00015",
      status: "under_approval",
      fee_status: "paid",
      interview_status: "awaiting",
      form: { name_zh: "何小晴", class_code: "N9" },
    }),
  ),
];

/** The list's table with its columns; what is chosen kept here, as the page keeps it. */
function ListTable({
  mayDecide,
  onChoose,
}: {
  mayDecide: boolean;
  onChoose: (numbers: string[], on: boolean) => void;
}) {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const [chosen, setChosen] = useState<ReadonlyMap<number, ApplicationSummary>>(new Map());
  const columns = useOfficeListColumns({
    mayDecide,
    chosen,
    classes: demoSchool().classes,
    choose: (rows, on) => {
      onChoose(
        rows.map((a) => a.number),
        on,
      );
      setChosen((current) => {
        const next = new Map(current);
        for (const a of rows)
          if (on) next.set(a.id, a);
          else next.delete(a.id);
        return next;
      });
    },
  });
  return (
    <Table
      caption={t("registration.office.route.list")}
      columns={columns}
      rows={ROWS}
      rowKey="id"
    />
  );
}

function ColumnsStory({
  mayDecide,
  onChoose,
  locale,
}: {
  mayDecide: boolean;
  onChoose: (numbers: string[], on: boolean) => void;
  locale?: Locale;
}) {
  const [Screen] = useState(() =>
    officeScreen(function Screen() {
      return <ListTable mayDecide={mayDecide} onChoose={onChoose} />;
    }),
  );
  return (
    <ScreenStory
      path="/registration/office"
      route="/registration/office"
      screen={Screen}
      answers={officeAnswers()}
      user={officeStaff}
      locale={locale}
    />
  );
}

const meta = {
  title: "Registration/Office/OfficeListColumns",
  component: ColumnsStory,
  args: { mayDecide: true, onChoose: fn() },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ColumnsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The phone's card of the application numbered `number`, as "title: value" pairs. */
async function cardOf(canvasElement: HTMLElement, number: string) {
  const link = await within(canvasElement).findByRole("link", { name: number });
  return link.closest("li")!;
}

const fact = (card: HTMLElement, term: string) =>
  [...card.querySelectorAll("dt")].find((dt) => dt.textContent === term)?.nextElementSibling
    ?.textContent;

/** Each application: its number leading to it, the child, the class's name, the day, its states. */
export const TheColumns: Story = {
  play: async ({ canvasElement }) => {
    const first = await cardOf(canvasElement, "A2027-00012");
    await expect(within(first).getByRole("link", { name: "A2027-00012" })).toHaveAttribute(
      "href",
      "/registration/office/detail?id=12",
    );
    await expect(fact(first, "學童")).toBe("陳小文");
    await expect(fact(first, "申請班級")).toBe("小一");
    await expect(fact(first, "提交日期")).toBe("2026年11月23日");
    const states = within(first.querySelector("dd:last-of-type") as HTMLElement);
    await expect(states.getByText("已提交")).toBeVisible();
    await expect(states.getByText("未繳費")).toBeVisible();
    await expect(states.getByText("未預約")).toBeVisible();
    // A class the school no longer offers: its code.
    const other = await cardOf(canvasElement, "A2027-00015");
    await expect(fact(other, "申請班級")).toBe("N9");
    await expect(fact(other, "學童")).toBe("何小晴");
    const otherStates = within(other.querySelector("dd:last-of-type") as HTMLElement);
    await expect(otherStates.getByText("審核中")).toBeVisible();
    await expect(otherStates.getByText("已繳費")).toBeVisible();
    await expect(otherStates.getByText("待面試")).toBeVisible();
  },
};

/** Not filled in yet: "no name" said, no class and no day (nothing to show), nothing to choose. */
export const NotFilledIn: Story = {
  play: async ({ canvasElement }) => {
    const draft = await cardOf(canvasElement, "A2027-00014");
    await expect(fact(draft, "學童")).toBe("（未填寫學童姓名）");
    await expect(fact(draft, "申請班級")).toBeUndefined();
    await expect(fact(draft, "提交日期")).toBeUndefined();
    await expect(fact(draft, "選擇")).toBeUndefined();
    await expect(within(draft).queryByRole("checkbox")).toBeNull();
    await expect(within(draft).getByText("未完成（繼續填寫）")).toBeVisible();
  },
};

/** A box to choose each application a decision applies to: ticked, then unticked. */
export const Choose: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole("checkbox", { name: "選擇申請 A2027-00012" });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(args.onChoose).toHaveBeenLastCalledWith(["A2027-00012"], true);
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByRole("checkbox", { name: "選擇申請 A2027-00015" }));
    await expect(args.onChoose).toHaveBeenLastCalledWith(["A2027-00015"], true);
    await userEvent.click(box);
    await expect(args.onChoose).toHaveBeenLastCalledWith(["A2027-00012"], false);
    await expect(box).not.toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "選擇申請 A2027-00015" })).toBeChecked();
    await expect(canvas.getAllByRole("checkbox")).toHaveLength(2);
  },
};

/** Staff who may not decide: no column to choose in. */
export const ReadOnly: Story = {
  args: { mayDecide: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await cardOf(canvasElement, "A2027-00012");
    await expect(fact(first, "學童")).toBe("陳小文");
    await expect(canvas.queryByRole("checkbox")).toBeNull();
    await expect(fact(first, "選擇")).toBeUndefined();
  },
};

/** In English: the titles, the date and the states in the reader's language. */
export const InEnglish: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = await cardOf(canvasElement, "A2027-00012");
    await expect(fact(first, "Child")).toBe("陳小文");
    await expect(fact(first, "Submitted on")).toBe("Nov 23, 2026");
    await expect(within(first).getByText("Submitted")).toBeVisible();
    await expect(within(first).getByText("Unpaid")).toBeVisible();
    const draft = await cardOf(canvasElement, "A2027-00014");
    await expect(fact(draft, "Child")).toBe("(child's name not filled in)");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Choose application A2027-00015" }));
    await expect(args.onChoose).toHaveBeenCalledWith(["A2027-00015"], true);
  },
};
