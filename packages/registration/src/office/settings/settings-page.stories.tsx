import { callLog, pending, refuse, ScreenStory } from "@campus/ui/testing";
import { endpoints } from "@campus/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { officeAnswers, officeStaff } from "../testing/office-fixtures";
import { SettingsPage } from "./settings-page";

/*
 * The school's registration as the office sets it (issue 37, item 15): the intake, fees,
 * interview booking, classes and documents — checked as the server checks them, a class in use
 * kept, the server's refusal said.
 */

const log = callLog();

const meta = {
  title: "Registration/Office/Settings",
  component: ScreenStory,
  args: {
    path: "/registration/settings",
    route: "/registration/settings",
    screen: SettingsPage,
    answers: officeAnswers(),
    user: officeStaff,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As set: fees in dollars, a class that applications use cannot be removed, one that none do can. */
export const AsSet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^招生學年/)).toHaveValue("2027/28");
    await expect(canvas.getByLabelText(/^申請費/)).toHaveValue("50.00");
    await expect(canvas.getByLabelText(/^註冊費/)).toHaveValue("1000.00");
    const k1 = canvas.getByRole("group", { name: "K1" });
    await expect(within(k1).getByText("已有申請使用，不能刪除")).toBeVisible();
    await expect(within(k1).queryByRole("button", { name: /^刪除班級/ })).toBeNull();
    const p1 = canvas.getByRole("group", { name: "P1" });
    await expect(within(p1).getByRole("button", { name: "刪除班級 P1" })).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "必須提交", checked: true })).toBeVisible();
  },
};

/** A fee changed and a class added: what the server is sent, figures as typed. */
export const ChangeAndSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fee = await canvas.findByLabelText(/^申請費/);
    await userEvent.clear(fee);
    await userEvent.type(fee, "80");
    await userEvent.click(canvas.getByRole("button", { name: "新增班級" }));
    const added = canvas.getByRole("group", { name: "新班級" });
    await userEvent.type(within(added).getByLabelText(/^代號/), "K2");
    await userEvent.type(within(added).getByLabelText(/^學額/), "30");
    await userEvent.type(within(added).getByLabelText(/^中文名稱/), "低班（K2）");
    await userEvent.type(within(added).getByLabelText(/^英文名稱/), "Lower (K2)");
    await userEvent.click(canvas.getByRole("button", { name: "儲存設定" }));
    await expect(await canvas.findByText("已儲存報名設定")).toBeVisible();
    const sent = log.last("registrationOfficeSaveSettings") as {
      application_fee: string;
      classes: { code: string; places: string }[];
    };
    await expect(sent.application_fee).toBe("80");
    await expect(sent.classes.map((c) => c.code)).toEqual(["K1", "P1", "K2"]);
    await expect(sent.classes[2]!.places).toBe("30");
  },
};

/** Wrong or missing: said beside each field, in the reader's words, nothing sent. */
export const CheckedBeforeSending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const year = await canvas.findByLabelText(/^招生學年/);
    await userEvent.clear(year);
    await userEvent.type(year, "2027");
    const closes = canvas.getByLabelText(/^截止申請/);
    await userEvent.clear(closes);
    await userEvent.type(closes, "2026-08-01");
    const code = within(canvas.getByRole("group", { name: "P1" })).getByLabelText(/^代號/);
    await userEvent.clear(code);
    await userEvent.type(code, "K1");
    await userEvent.click(canvas.getByRole("button", { name: "儲存設定" }));
    await expect(await canvas.findByText("格式不正確")).toBeVisible();
    await expect(canvas.getByText("結束不可早於開始")).toBeVisible();
    await expect(canvas.getByText("代號不可重複")).toBeVisible();
    await expect(log.entries("registrationOfficeSaveSettings")).toHaveLength(0);
  },
};

/** A school without one: said, and the form starts empty. */
export const NoneYet: Story = {
  args: { answers: officeAnswers({ settings: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^學校尚未設定網上報名/)).toBeVisible();
    await expect(canvas.getByRole("group", { name: "新班級" })).toBeVisible();
    await expect(canvas.getByText("申請毋須附上文件。")).toBeVisible();
  },
};

/** The server's refusal (a class in use taken away by someone else meanwhile): said, kept. */
export const Refused: Story = {
  args: {
    answers: [
      ...officeAnswers(),
      refuse(endpoints.registrationOfficeSaveSettings, 409, "已有申請使用「P1」，不能刪除"),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "刪除班級 P1" }));
    await userEvent.click(canvas.getByRole("button", { name: "儲存設定" }));
    await expect(await canvas.findByText("已有申請使用「P1」，不能刪除")).toBeVisible();
    await expect(canvas.queryByRole("group", { name: "P1" })).toBeNull();
  },
};

/** Staff who may only look: every field read-only, no save. */
export const LookOnly: Story = {
  args: {
    user: { ...officeStaff, permissions: { "registration.settings": ["query", "get"] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^招生學年/)).toBeDisabled();
    await expect(canvas.queryByRole("button", { name: "儲存設定" })).toBeNull();
  },
};

export const Loading: Story = {
  args: { answers: [pending(endpoints.registrationOfficeSettings)] },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector("[aria-busy='true'], [role='status']")).not.toBeNull(),
    );
  },
};

/** In English, on a desktop: two columns. */
export const English: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^School year applied for/)).toHaveValue("2027/28");
    await expect(canvas.getByRole("button", { name: "Save settings" })).toBeVisible();
  },
};
