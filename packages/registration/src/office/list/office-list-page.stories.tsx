import { endpoints } from "@campus/contract";
import { callLog, pending, refuse, ScreenStory, serveFile } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { application, submittedApplication } from "../../testing/registration-fixtures";
import { officeAnswers, officeStaff } from "../testing/office-fixtures";
import { OfficeListPage } from "./office-list-page";

/*
 * The school office's applications: every submitted one, narrowed by state, fee and interview,
 * or found by number or name — on a phone, where the table reads as cards.
 */

const log = callLog();

const EXPORTED = `/api/registration/office/export?fee_status=paying&search=${encodeURIComponent("何小晴")}`;

const applications = () => [
  submittedApplication(),
  submittedApplication({
    id: 13,
    number: "A2027-00013",
    form: { name_zh: "何小晴", class_code: "K1" },
    fee_status: "paying",
    status: "under_approval",
  }),
  application({
    id: 14,
    number: "A2027-00014",
    status: "incomplete",
    office_request: "請補交出生證明書副本",
    submitted_at: "2026-11-22T02:00:00.000Z",
  }),
];

const meta = {
  title: "Registration/Office/ApplicationsList",
  component: ScreenStory,
  args: {
    path: "/registration/office",
    route: "/registration/office",
    screen: OfficeListPage,
    answers: officeAnswers({ applications: applications() }),
    user: officeStaff,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every submitted application, oldest first: number (a link), child, class, states. */
export const Everything: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole("link", { name: "A2027-00013" });
    await expect(link).toHaveAttribute("href", "/registration/office/detail?id=13");
    // The phone's card (the wide table is there too, hidden).
    const k1 = (await canvas.findAllByText("幼兒班（K1）")).filter((el) => el.checkVisibility());
    await expect(k1).toHaveLength(1);
    await expect(canvas.getAllByText("審核中")[0]).toBeVisible();
    await expect(log.last("registrationOfficeApplications")).toEqual({ pageNum: 1, pageSize: 20 });
  },
};

/** The slips to check: the fee "paying" — asked of the server, the address keeps it. */
export const SlipsToCheck: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("link", { name: "A2027-00012" });
    await userEvent.selectOptions(canvas.getByLabelText("繳費狀態"), "paying");
    await expect(await canvas.findByRole("link", { name: "A2027-00013" })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "A2027-00012" })).toBeNull();
    await expect(log.last("registrationOfficeApplications")).toEqual({
      pageNum: 1,
      pageSize: 20,
      fee_status: "paying",
    });
  },
};

/** Found by the child's name; clearing the search shows them all again. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("link", { name: "A2027-00012" });
    await userEvent.type(
      canvas.getByRole("searchbox", { name: "姓名、申請編號、電話或證件號碼" }),
      "何小晴",
    );
    await userEvent.click(canvas.getByRole("button", { name: "搜尋" }));
    await expect(await canvas.findByText("共 1 項")).toBeVisible();
    await expect(log.last("registrationOfficeApplications")).toMatchObject({ search: "何小晴" });
    await userEvent.click(canvas.getByRole("button", { name: /清除/ }));
    await expect(await canvas.findByText("共 3 項")).toBeVisible();
  },
};

/** The list as filtered, as a workbook: the server is asked for the same filters. */
export const ExportAsFiltered: Story = {
  args: {
    path: "/registration/office?fee=paying&q=何小晴",
    answers: [
      ...officeAnswers({ applications: applications() }),
      serveFile(EXPORTED, () => new Blob(["xlsx"], { type: "application/octet-stream" })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("link", { name: "A2027-00013" });
    await userEvent.click(canvas.getByRole("button", { name: "匯出 Excel" }));
    await waitFor(() => expect(log.entries(`file:${EXPORTED}` as never)).toHaveLength(1));
  },
};

/** Staff who may list applications but not read them whole: no export of their contents. */
export const NoExportWithoutReading: Story = {
  args: {
    user: { ...officeStaff, permissions: { "registration.office": ["query"] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("link", { name: "A2027-00012" });
    await expect(canvas.queryByRole("button", { name: "匯出 Excel" })).toBeNull();
  },
};

/** Nothing matches: said so. */
export const NoneMatch: Story = {
  args: { path: "/registration/office?status=approved" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("沒有符合條件的申請")).toBeVisible();
    await expect(canvas.getByLabelText("申請狀態")).toHaveValue("approved");
    // Nothing to choose: no bulk decisions.
    await expect(canvas.queryByRole("group", { name: "為已選的申請一次審批" })).toBeNull();
  },
};

/** Loading: the list's skeleton. */
export const Loading: Story = {
  args: {
    answers: [...officeAnswers(), pending(endpoints.registrationOfficeApplications)],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText("申請狀態")).toBeVisible();
    await expect(within(canvasElement).queryByRole("link", { name: /A2027/ })).toBeNull();
  },
};

/** The list could not load: said, with a retry. */
export const Failed: Story = {
  args: {
    answers: [...officeAnswers(), refuse(endpoints.registrationOfficeApplications, 500)],
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("button", { name: /重試|再試/ }),
    ).toBeVisible();
  },
};

/**
 * One decision on many (issue 37, item 15): the page's decidable applications chosen at once;
 * one that cannot take the step is named with why, and stays chosen.
 */
export const DecideMany: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await canvas.findByRole("link", { name: "A2027-00012" });
    // The application waiting for the family is not for the office to decide.
    await expect(canvas.queryByRole("checkbox", { name: "選擇申請 A2027-00014" })).toBeNull();
    await userEvent.click(canvas.getByRole("checkbox", { name: "選擇本頁可審批的申請" }));
    await expect(canvas.getByText("已選 2 份")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "開始審核" }));
    const confirm = await body.findByRole("alertdialog", {
      name: "為已選的 2 份申請「開始審核」？",
    });
    await userEvent.click(within(confirm).getByRole("button", { name: "開始審核" }));
    const outcome = await body.findByRole("alertdialog", { name: "已處理 1 份，1 份未能處理" });
    await expect(within(outcome).getByText("A2027-00013：此申請現時不能進行這一步")).toBeVisible();
    await expect(log.last("registrationOfficeDecideMany")).toEqual({
      ids: [12, 13],
      decision: "start",
    });
    await userEvent.keyboard("{Escape}");
    await expect(canvas.getByText("已選 1 份")).toBeVisible();
    // Only what the one left (under review) can take is offered.
    await expect(canvas.getByRole("button", { name: "開始審核" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "不取錄…" })).toBeEnabled();
  },
};

/** Denying many takes one reason, which each family reads; without it nothing is sent. */
export const DenyManyWithOneReason: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole("checkbox", { name: "選擇申請 A2027-00013" }));
    await userEvent.click(canvas.getByRole("button", { name: "不取錄…" }));
    const dialog = await body.findByRole("dialog", { name: "為已選的 1 份申請「不取錄」？" });
    await expect(within(dialog).getByText(/同一段文字會發給這 1 份申請的家長/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "不取錄" }));
    await expect(log.entries("registrationOfficeDecideMany")).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^原因/ }), "學額已滿");
    await userEvent.click(within(dialog).getByRole("button", { name: "不取錄" }));
    await expect(await body.findByText("已處理 1 份申請")).toBeVisible();
    await expect(log.last("registrationOfficeDecideMany")).toEqual({
      ids: [13],
      decision: "deny",
      reason: "學額已滿",
    });
    await waitFor(() => expect(canvas.getByText("已選 0 份")).toBeVisible());
  },
};

/** Without the office's "edit", the list reads only: nothing to choose. */
export const ReadOnly: Story = {
  args: {
    user: {
      ...officeStaff,
      permissions: { ...officeStaff.permissions, "registration.office": ["query", "get"] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("link", { name: "A2027-00012" });
    await expect(canvas.queryByRole("checkbox")).toBeNull();
    await expect(canvas.queryByRole("group", { name: "為已選的申請一次審批" })).toBeNull();
  },
};
