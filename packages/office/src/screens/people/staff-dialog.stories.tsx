import { endpoints } from "@campus/contract";
import { answer, callLog, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { officeStaff, peopleOf } from "../../testing/office-fixtures";
import { AddStaffDialog, StaffLinkDialog } from "./staff-dialog";

/*
 * The staff dialogs on their own (the people page's stories walk them end to end): the form's
 * rules before anything is sent and what it sends, and the link shown once — its address, its
 * QR code, where the code goes and until when.
 */

const log = callLog();
const closed = fn();
const added = fn();

const link = {
  person: {
    ...peopleOf("staff")[0]!,
    name_zh: "陳偉文",
    name_en: "Chan Wai Man",
    username: "t.chan",
  },
  token: "Abc123-setup-token-for-the-story",
  expires_at: "2026-11-30T03:00:00Z",
  phone_hint: "+853 •••• 3456",
};

function Adding() {
  return <AddStaffDialog onClose={closed} onAdded={added} />;
}

function Made() {
  return <StaffLinkDialog link={link} onClose={closed} />;
}

const meta = {
  title: "Office/Components/StaffDialogs",
  component: ScreenStory,
  args: {
    path: "/office/people?kind=staff",
    route: "/office/people",
    screen: Adding,
    answers: [answer(endpoints.officeAddStaff, link)],
    user: officeStaff,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
  beforeEach: () => {
    closed.mockClear();
    added.mockClear();
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Macau mobile for a Macau teacher: the region chosen, the number as typed, then sent. */
export const AddWithAnotherRegion: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole("dialog", { name: "新增教職員" }));
    await userEvent.type(dialog.getByRole("textbox", { name: /^中文姓名/ }), "陳偉文");
    await userEvent.type(dialog.getByRole("textbox", { name: /^英文姓名/ }), "Chan Wai Man");
    await userEvent.type(dialog.getByRole("textbox", { name: /^登入名稱/ }), "t.chan");
    await userEvent.selectOptions(dialog.getByRole("combobox", { name: /^地區/ }), "853");
    await userEvent.type(dialog.getByRole("textbox", { name: /^手機號碼/ }), "6612 3456");
    await userEvent.click(dialog.getByRole("button", { name: "新增並產生設定連結" }));
    await waitFor(() => expect(added).toHaveBeenCalledWith(link));
    await expect(log.last("officeAddStaff")).toEqual({
      name_zh: "陳偉文",
      name_en: "Chan Wai Man",
      username: "t.chan",
      country_code: "853",
      phone: "66123456",
      office: false,
    });
  },
};

/** Cancelled: nothing sent. */
export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole("dialog", { name: "新增教職員" }));
    await userEvent.click(dialog.getByRole("button", { name: "取消" }));
    await expect(closed).toHaveBeenCalled();
    await expect(log.last("officeAddStaff")).toBeUndefined();
  },
};

/** The link shown once, in English: where the code goes, the address, its QR code, its expiry. */
export const TheLinkInEnglish: Story = {
  args: { screen: Made, locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const dialog = within(
      await within(canvasElement).findByRole("dialog", { name: "Set-up link for Chan Wai Man" }),
    );
    await expect(dialog.getByText(/It texts a code to \+853 •••• 3456/)).toBeVisible();
    await expect(dialog.getByText(/sign in as t\.chan from then on/)).toBeVisible();
    await expect(
      dialog.getByText(/\/parent_student\/setup\?token=Abc123-setup-token-for-the-story$/),
    ).toBeVisible();
    await expect(
      dialog.getByRole("img", { name: "Set-up link for Chan Wai Man as a QR code" }),
    ).toBeVisible();
    await expect(dialog.getByText(/^It works once, until /)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Done" }));
    await expect(closed).toHaveBeenCalled();
  },
};
