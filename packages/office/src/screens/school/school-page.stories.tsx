import { endpoints } from "@campus/contract";
import { answer, callLog, pending, refuse, ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, userEvent, waitFor, within } from "storybook/test";
import { LOGO_PNG, logoUpload, officeStaff, schoolProfile } from "../../testing/office-fixtures";
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
        schoolProfile({
          ...sent,
          name_cn: sent.name_cn || sent.name_zh,
          brand_color: sent.brand_color ?? null,
          logo: sent.logo ? logoUpload(sent.logo) : null,
        }),
      ),
      answer(endpoints.officeUploadLogo, logoUpload(42)),
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
        brand_color: null,
        logo: null,
      }),
    );
    await expect(await canvas.findByText("已儲存學校資料")).toBeVisible();
  },
};

/**
 * The school's own colour and logo: a colour from the picker, a picture uploaded at once and
 * shown, both sent with the save (the logo by its upload's id).
 */
export const ColourAndLogo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colour = await canvas.findByLabelText(/^主色/);
    await expect(colour).toHaveValue("#ffb300");
    await expect(canvas.getByText("預設琥珀色")).toBeVisible();
    fireEvent.input(colour, { target: { value: "#0f766e" } });
    await expect(await canvas.findByText("#0f766e")).toBeVisible();
    await expect(canvas.queryByRole("img")).toBeNull();
    // The picker loads when asked for.
    await userEvent.click(canvas.getByRole("button", { name: "上載標誌" }));
    await canvas.findByText("按此選擇檔案，或把檔案拖放到這裏");

    const bytes = Uint8Array.from(atob(LOGO_PNG), (c) => c.charCodeAt(0));
    const file = new File([bytes], "logo.png", { type: "image/png" });
    await userEvent.upload(
      canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!,
      file,
    );
    // The chosen file itself is shown: the server serves a logo only once it is saved.
    const preview = await canvas.findByRole<HTMLImageElement>("img", {
      name: "校園示範學校 的標誌",
    });
    await waitFor(() => expect(preview.naturalWidth).toBe(16));
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() =>
      expect(log.last("officeSaveSchool")).toMatchObject({ brand_color: "#0f766e", logo: 42 }),
    );
    await expect(await canvas.findByText("已儲存學校資料")).toBeVisible();
  },
};

/** A school with its colour and logo goes back to the product's: both sent as none. */
export const BackToTheDefaults: Story = {
  args: {
    answers: [
      answer(endpoints.officeSchool, schoolProfile({ brand_color: "#0f766e", logo: logoUpload() })),
      answer(endpoints.officeSaveSchool, (sent) =>
        schoolProfile({ ...sent, brand_color: null, logo: null }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("img", { name: "校園示範學校 的標誌" })).toBeVisible();
    await expect(canvas.getByLabelText(/^主色/)).toHaveValue("#0f766e");
    await userEvent.click(canvas.getByRole("button", { name: "改回預設" }));
    await userEvent.click(canvas.getByRole("button", { name: "移除標誌" }));
    await expect(canvas.queryByRole("img", { name: "校園示範學校 的標誌" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "儲存" }));
    await waitFor(() =>
      expect(log.last("officeSaveSchool")).toMatchObject({ brand_color: null, logo: null }),
    );
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
    await expect(canvas.getByLabelText(/^主色/)).toBeDisabled();
    await expect(canvas.queryByRole("button", { name: "改回預設" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "上載標誌" })).toBeNull();
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
