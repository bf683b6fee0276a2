import { endpoints } from "@campus/contract";
import { answer, callLog, pending, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { officeStaff, schoolProfile } from "../../testing/office-fixtures";
import { SchoolPage } from "./school-page";

/*
 * The school's profile: the code it is known by (never changed), its names and its region,
 * checked before sending with the server's schema; saved, told so (or that nothing changed);
 * a refusal beside its field; read-only without `edit`; loading and a failed load.
 */

const log = callLog();

const meta = {
  title: "Office/Screens/School profile",
  component: ScreenStory,
  args: {
    path: "/office/school",
    route: "/office/school",
    screen: SchoolPage,
    answers: [
      answer(endpoints.officeSchool, schoolProfile()),
      answer(endpoints.officeSaveSchool, (sent) =>
        schoolProfile({ ...sent, name_cn: sent.name_cn || sent.name_zh }),
      ),
    ],
    user: officeStaff,
    onRuntime: log.onRuntime,
  },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Renamed and moved to Macau: what is sent is what was typed, trimmed; then said saved. */
export const Rename: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const english = await canvas.findByRole("textbox", { name: /學校英文名稱/ });
    await expect(canvas.getByText("DEMO")).toBeVisible();
    await expect(canvas.getByText(/以代碼 DEMO 找到學校，所以代碼不能修改/)).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /學校中文名稱（繁體）/ })).toHaveValue(
      "校園示範學校",
    );
    await expect(canvas.getByRole("radio", { name: "香港" })).toBeChecked();
    await userEvent.clear(english);
    await userEvent.type(english, "  Campus Demo School (Kowloon) ");
    await userEvent.click(canvas.getByRole("radio", { name: "澳門" }));
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() =>
      expect(log.last("officeSaveSchool")).toEqual({
        name_zh: "校園示範學校",
        name_cn: "校园示范学校",
        name_en: "Campus Demo School (Kowloon)",
        region: "mo",
      }),
    );
    await expect(await canvas.findByText("已儲存學校資料")).toBeVisible();
  },
};

/** Saved as it was: the office is told nothing changed. */
export const NothingChanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("textbox", { name: /學校英文名稱/ });
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await expect(await canvas.findByText("資料沒有改動")).toBeVisible();
  },
};

/** A name left blank: said beside it, in the user's language, and nothing is sent. */
export const BlankName: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chinese = await canvas.findByRole("textbox", { name: /Chinese name \(Traditional\)/ });
    await userEvent.clear(chinese);
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expect(await canvas.findByText("Please complete the form")).toBeVisible();
    await expect(chinese).toHaveAccessibleDescription(/required|fill/i);
    await expect(chinese).toHaveFocus();
    await expect(log.last("officeSaveSchool")).toBeUndefined();
  },
};

/** The server refuses a field: its words beside that field; what was typed stays. */
export const RefusedField: Story = {
  args: {
    answers: [
      answer(endpoints.officeSchool, schoolProfile()),
      refuse(endpoints.officeSaveSchool, 400, "請檢查輸入", {
        fields: [{ field: "name_en", message: "名稱太長" }],
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const english = await canvas.findByRole("textbox", { name: /學校英文名稱/ });
    await userEvent.type(english, " Annex");
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await expect(await canvas.findByText("名稱太長")).toBeVisible();
    await expect(english).toHaveValue("Campus Demo School Annex");
  },
};

/** In English on a desktop: the same page, the names side by side. */
export const InEnglishOnADesktop: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "School profile" })).toBeVisible();
    await expect(await canvas.findByRole("textbox", { name: /English name/ })).toHaveValue(
      "Campus Demo School",
    );
    await expect(canvas.getByRole("radio", { name: "Hong Kong" })).toBeChecked();
    await expect(canvas.getByText(/read as this region's/)).toBeVisible();
  },
};

/** An office member who may only read: every field disabled, no button, and why. */
export const ReadOnly: Story = {
  args: {
    user: {
      ...officeStaff,
      permissions: { ...officeStaff.permissions, "office.school": ["get"] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("textbox", { name: /學校英文名稱/ })).toBeDisabled();
    await expect(canvas.getByRole("radio", { name: "澳門" })).toBeDisabled();
    await expect(canvas.getByText("你可以查看學校資料，但沒有修改的權限。")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "儲存" })).toBeNull();
  },
};

export const Loading: Story = {
  args: { answers: [pending(endpoints.officeSchool)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "學校資料" })).toBeVisible();
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};

/** The profile could not be read: said, with a way to try again. */
export const LoadFailed: Story = {
  args: { answers: [refuse(endpoints.officeSchool, 500, "伺服器錯誤")] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("未能載入學校資料。")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "重試" })).toBeVisible();
  },
};
