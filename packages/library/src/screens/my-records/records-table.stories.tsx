import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { parentUser } from "@campus/contract/fixtures";
import type { PageArgs } from "@campus/core";
import { useLibraryLoans } from "../../api/library-loans";
import { refuse } from "../../testing/fixture-runtime";
import { currentLoans, page } from "../../testing/library-fixtures";
import { LibraryStory } from "../../testing/library-story";
import { RecordsTable } from "./records-table";
import { useRecords } from "./use-records";

/** The reader's current loans, one page. */
const useCurrentLoans = (page: PageArgs) => useLibraryLoans("current", page);

function Loans() {
  const { paging, query } = useRecords(useCurrentLoans);
  return (
    <RecordsTable
      caption="目前借閱"
      columns={[{ key: "serial", title: "編號", render: (loan) => loan.serial_no }]}
      query={query}
      paging={paging}
    />
  );
}

const meta = {
  title: "Library/Screens/MyRecords/RecordsTable",
  component: LibraryStory,
  args: {
    path: "/mine",
    route: "/mine",
    screen: Loans,
    handlers: { libraryLoans: () => page(currentLoans) },
    user: parentUser(),
  },
  globals: { viewport: { value: "desktop", isRotated: false } },
} satisfies Meta<typeof LibraryStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole("table", { name: "目前借閱" }));
    await expect(await table.findByText("L2026000104")).toBeVisible();
    await expect(table.getAllByRole("row")).toHaveLength(1 + currentLoans.length);
  },
};

export const FailedWithRetry: Story = {
  args: { handlers: { libraryLoans: () => refuse("伺服器發生錯誤，請稍後再試", 500) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      (await canvas.findAllByRole("button", { name: /重試|重新載入/ }))[0],
    ).toBeVisible();
  },
};
