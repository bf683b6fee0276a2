import { useSearchParams } from "@campus/ui";
import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { officeScreen } from "../office-screen";
import { officeAnswers, officeStaff } from "../testing/office-fixtures";
import { OfficeListFilters, useOfficeListFilter } from "./office-list-filters";

/*
 * The office list's search and state filters alone: each change goes to the address, which is
 * shown under them, and the filters are read back from it (a stray value is none).
 */

const Filters = officeScreen(function Filters() {
  const filter = useOfficeListFilter();
  const [params] = useSearchParams();
  return (
    <>
      <OfficeListFilters filter={filter} />
      <output data-testid="address">{params.toString()}</output>
      <output data-testid="filter">{JSON.stringify(filter)}</output>
    </>
  );
});

const meta = {
  title: "Registration/Office/OfficeListFilters",
  component: ScreenStory,
  args: {
    path: "/registration/office",
    route: "/registration/office",
    screen: Filters,
    answers: officeAnswers(),
    user: officeStaff,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const address = (canvasElement: HTMLElement) =>
  new URLSearchParams(within(canvasElement).getByTestId("address").textContent ?? "");

/** Nothing chosen: every filter "all", the search empty. */
export const Nothing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("search", { name: "篩選申請" })).toBeVisible();
    for (const label of ["申請狀態", "繳費狀態", "面試狀態"]) {
      await expect(canvas.getByLabelText(label)).toHaveValue("");
      await expect(canvas.getByLabelText(label)).toHaveDisplayValue("全部");
    }
    await expect(
      canvas.getByRole("searchbox", { name: "姓名、申請編號、電話或證件號碼" }),
    ).toHaveValue("");
    await expect(canvas.getByTestId("filter")).toHaveTextContent("{}");
  },
};

/** Filters read from the address; a fee state that is none of the fee's is no filter. */
export const FromTheAddress: Story = {
  args: {
    path: `/registration/office?status=under_approval&fee=refunded&interview=awaiting&q=${encodeURIComponent(" 何小晴 ")}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText("申請狀態")).toHaveDisplayValue("審核中");
    await expect(canvas.getByLabelText("繳費狀態")).toHaveValue("");
    await expect(canvas.getByLabelText("面試狀態")).toHaveDisplayValue("待面試");
    await expect(canvas.getByRole("searchbox")).toHaveValue("何小晴");
    await expect(JSON.parse(canvas.getByTestId("filter").textContent ?? "")).toEqual({
      status: "under_approval",
      interview_status: "awaiting",
      search: "何小晴",
    });
  },
};

/** A state chosen goes to the address at once, back to the first page; "all" takes it away. */
export const ChooseAState: Story = {
  args: { path: "/registration/office?status=submitted&page=3" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fee = await canvas.findByLabelText("繳費狀態");
    await expect(
      within(fee)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["全部", "未繳費", "繳費中", "已繳費"]);
    await userEvent.selectOptions(fee, "paying");
    await waitFor(() => expect(address(canvasElement).get("fee")).toBe("paying"));
    await expect(address(canvasElement).get("page")).toBeNull();
    await expect(address(canvasElement).get("status")).toBe("submitted");
    await expect(fee).toHaveDisplayValue("繳費中");
    await userEvent.selectOptions(canvas.getByLabelText("申請狀態"), "");
    await waitFor(() => expect(address(canvasElement).has("status")).toBe(false));
    await expect(address(canvasElement).get("fee")).toBe("paying");
    await userEvent.selectOptions(canvas.getByLabelText("面試狀態"), "waitlist");
    await waitFor(() => expect(address(canvasElement).get("interview")).toBe("waitlist"));
  },
};

/** The search goes to the address only when sent (trimmed); clearing it takes it away. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole("searchbox", { name: "姓名、申請編號、電話或證件號碼" });
    await userEvent.type(box, "何小晴");
    await expect(address(canvasElement).has("q")).toBe(false);
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(address(canvasElement).get("q")).toBe("何小晴"));
    await userEvent.clear(box);
    await userEvent.type(box, "  A2027-00012 ");
    await userEvent.click(canvas.getByRole("button", { name: "搜尋" }));
    await waitFor(() => expect(address(canvasElement).get("q")).toBe("A2027-00012"));
    await userEvent.click(canvas.getByRole("button", { name: /清除/ }));
    await waitFor(() => expect(address(canvasElement).has("q")).toBe(false));
    await expect(box).toHaveValue("");
  },
};

/** In English: the filters' names and states in the reader's language. */
export const InEnglish: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("search", { name: "Filter applications" })).toBeVisible();
    await expect(canvas.getByLabelText("Application")).toHaveDisplayValue("All");
    await userEvent.selectOptions(canvas.getByLabelText("Interview"), "Passed");
    await waitFor(() => expect(address(canvasElement).get("interview")).toBe("passed"));
    await expect(canvas.getByLabelText("Fee")).toHaveDisplayValue("All");
    await expect(
      canvas.getByRole("searchbox", { name: "Name, application number, phone or ID number" }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Search" })).toBeVisible();
  },
};
