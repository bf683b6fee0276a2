import { endpoints } from "@campus/contract";
import { answer, callLog, pending, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { officeStaff, roleGrants } from "../../testing/office-fixtures";
import { RolesPage } from "./roles-page";

/*
 * Which role sees which page, and may do what there: a tab per role, its pages by menu section
 * with the page's actions ticked; a changed page says its default; the office's own access to
 * this page cannot be unticked; saved, only the changed pages go to the server. Read-only for
 * an office member without `edit`; loading and a failed load.
 */

const log = callLog();

const meta = {
  title: "Office/Screens/Roles",
  component: ScreenStory,
  args: {
    path: "/office/roles",
    route: "/office/roles",
    screen: RolesPage,
    answers: [
      answer(endpoints.officeRoles, (sent) => roleGrants(sent.role)),
      answer(endpoints.officeSaveRole, (sent) => roleGrants(sent.role)),
    ],
    user: officeStaff,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Parents' pages by section; a narrowed page says so, and saving sends only what changed. */
export const ParentsPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const records = await canvas.findByRole("group", { name: "我的借閱紀錄" });
    await expect(canvas.getByRole("heading", { name: "學校圖書館" })).toBeVisible();
    await expect(within(records).getByRole("checkbox", { name: "查詢" })).toBeChecked();
    await expect(within(records).getByRole("checkbox", { name: "新增" })).not.toBeChecked();
    await expect(canvas.getByText("已修改")).toBeVisible();
    await expect(canvas.getByText("預設：新增、刪除、修改、查詢和查看")).toBeVisible();
    const save = canvas.getByRole("button", { name: "儲存" });
    await expect(save).toBeDisabled();

    // The library's home taken from parents: not in their menu.
    const home = canvas.getByRole("group", { name: "圖書館首頁" });
    await userEvent.click(within(home).getByRole("checkbox", { name: "查詢" }));
    await userEvent.click(within(home).getByRole("checkbox", { name: "查看" }));
    await expect(canvas.getByText("此角色的選單不會顯示這個頁面。")).toBeVisible();
    await userEvent.click(save);
    await waitFor(() =>
      expect(log.last("officeSaveRole")).toEqual({
        role: "parent",
        pages: [{ code: "library.home", actions: [] }],
      }),
    );
    await expect(await canvas.findByText("已儲存家長的權限")).toBeVisible();
  },
};

/** Every default back at once: the narrowed page is ticked again, to be saved. */
export const RestoreDefaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const records = await canvas.findByRole("group", { name: "我的借閱紀錄" });
    await userEvent.click(canvas.getByRole("button", { name: "全部恢復預設" }));
    await expect(within(records).getByRole("checkbox", { name: "新增" })).toBeChecked();
    await expect(canvas.queryByText("已修改")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() =>
      expect(log.last("officeSaveRole")).toEqual({
        role: "parent",
        pages: [{ code: "library.myrecord", actions: ["add", "delete", "edit", "query", "get"] }],
      }),
    );
  },
};

/** The office's tab: its access to this page stays ticked and cannot be unticked. */
export const OfficeKeepsItsAccess: Story = {
  args: { path: "/office/roles?role=staff" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const roles = await canvas.findByRole("group", { name: "角色權限" });
    for (const name of ["修改", "查詢", "查看"])
      await expect(within(roles).getByRole("checkbox", { name })).toBeDisabled();
    await expect(canvas.getByText(/校務處須保留此頁的查詢、查看及修改/)).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "校務處", selected: true })).toBeVisible();
    await expect(log.last("officeRoles")).toEqual({ role: "staff" });
  },
};

/** Another tab asks the server for that role's pages (in English, on a desktop). */
export const TeachersInEnglish: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("group", { name: "My records" });
    await userEvent.click(canvas.getByRole("tab", { name: "Teachers" }));
    await waitFor(() => expect(log.last("officeRoles")).toEqual({ role: "teacher" }));
    await expect(
      await canvas.findByText("Default: Add, Delete, Edit, Find, and View"),
    ).toBeVisible();
  },
};

/** An office member who may not change roles reads them: no box to tick, nothing to save. */
export const ReadOnly: Story = {
  args: {
    user: {
      ...officeStaff,
      permissions: { ...officeStaff.permissions, "office.roles": ["query", "get"] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const home = await canvas.findByRole("group", { name: "圖書館首頁" });
    await expect(within(home).getByRole("checkbox", { name: "查詢" })).toBeDisabled();
    await expect(canvas.getByText(/你沒有修改權限的權限/)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "儲存" })).toBeNull();
  },
};

export const Loading: Story = {
  args: { answers: [pending(endpoints.officeRoles)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("tab", { name: "家長" })).toBeVisible();
    await expect(within(canvasElement).queryByRole("group")).toBeNull();
  },
};

/** The pages could not be read: said, with a way to try again. */
export const LoadFailed: Story = {
  args: { answers: [refuse(endpoints.officeRoles, 500, "伺服器錯誤")] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("未能載入此角色的權限。")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "重試" })).toBeVisible();
  },
};
