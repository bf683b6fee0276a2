import { type EndpointId, MY_DATA_PATH } from "@campus/contract";
import { parentUser, studentUser } from "@campus/contract/fixtures";
import { callLog, ScreenStory, serveFile } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { MyDataDialog } from "./my-data-dialog";

const log = callLog();
const closed = fn();
const asked = () => log.entries(`file:${MY_DATA_PATH}` as EndpointId);

const zip = () => new Blob([new Uint8Array([0x50, 0x4b, 0x05, 0x06])], { type: "application/zip" });

const meta = {
  title: "Portal/Account/MyDataDialog",
  component: ScreenStory,
  args: {
    path: "/library/home",
    route: "/library/home",
    screen: () => <MyDataDialog guardian onClose={closed} />,
    answers: [serveFile(MY_DATA_PATH, zip)],
    user: parentUser(),
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
  beforeEach: () => {
    closed.mockClear();
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guardian's: about them and their children; downloaded as one ZIP file, then closed. */
export const Guardian: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole("dialog"));
    await expect(dialog.getByRole("heading", { name: "我的資料" })).toBeVisible();
    await expect(await dialog.findByText(/關於你及你子女的全部資料/)).toBeVisible();
    await expect(dialog.getByText(/切勿在公用電腦上下載/)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "下載 ZIP 檔" }));
    await waitFor(() => expect(closed).toHaveBeenCalledOnce());
    await expect(asked()).toHaveLength(1);
    await expect(await page.findByText("已下載你的資料。")).toBeVisible();
  },
};

/** A student's, in English: about themself only. */
export const Student: Story = {
  parameters: { locale: "en-US" },
  args: {
    locale: "en-US",
    user: studentUser(),
    screen: () => <MyDataDialog guardian={false} onClose={closed} />,
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("dialog"));
    await expect(
      await dialog.findByText(/^Download everything the school holds about you:/),
    ).toBeVisible();
    await expect(dialog.queryByText(/your children/)).toBeNull();
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await expect(closed).toHaveBeenCalledOnce();
    await expect(asked()).toHaveLength(0);
  },
};

/** The server could not make the file: said in the dialog, which stays open to try again. */
export const Failed: Story = {
  parameters: { locale: "zh-CN" },
  args: { locale: "zh-CN", answers: [] },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole("dialog"));
    await userEvent.click(await dialog.findByRole("button", { name: "下载 ZIP 文件" }));
    await expect(await dialog.findByText("未能下载，请稍后再试。")).toHaveAttribute(
      "role",
      "alert",
    );
    await expect(closed).not.toHaveBeenCalled();
    await expect(dialog.getByRole("button", { name: "下载 ZIP 文件" })).toBeEnabled();
  },
};
