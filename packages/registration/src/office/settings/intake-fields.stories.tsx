import {
  registrationSettingsRequestSchema,
  settingsRequestOf,
  type Locale,
  type RegistrationSettingsValues,
} from "@campus/contract";
import { useT } from "@campus/core";
import { Form, SubmitButton, useCampusForm } from "@campus/ui";
import { ScreenStory } from "@campus/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fireEvent, fn, userEvent, waitFor, within } from "storybook/test";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { officeAnswers, officeSettings, officeStaff } from "../testing/office-fixtures";
import { IntakeFields, InterviewFields, KeepingFields } from "./intake-fields";

/*
 * The settings' intake, interview-booking and document-keeping fields alone, in the settings' form (its schema
 * checks them as the server does; a field is checked on leaving it). Saving hands the checked
 * settings on.
 */

function IntakeStory({
  onSave,
  locale,
}: {
  onSave: (values: RegistrationSettingsValues) => void;
  locale?: Locale;
}) {
  const [Screen] = useState(
    () =>
      function Screen() {
        const t = useT<RegistrationMessageId>();
        const form = useCampusForm(registrationSettingsRequestSchema, {
          defaultValues: settingsRequestOf(officeSettings()),
        });
        return (
          <Form form={form} onSubmit={onSave}>
            <IntakeFields />
            <InterviewFields />
            <KeepingFields />
            <SubmitButton>{t("registration.office.settings.save")}</SubmitButton>
          </Form>
        );
      },
  );
  return (
    <ScreenStory
      path="/registration/settings"
      route="/registration/settings"
      screen={Screen}
      answers={officeAnswers()}
      user={officeStaff}
      locale={locale}
    />
  );
}

const meta = {
  title: "Registration/Office/IntakeFields",
  component: IntakeStory,
  args: { onSave: fn() },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof IntakeStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The intake as set: its year, dates, currency and fees as typed; the booking window. */
export const TheIntake: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const intake = within(await canvas.findByRole("group", { name: "招生" }));
    await expect(intake.getByLabelText(/^招生學年/)).toHaveValue("2027/28");
    await expect(intake.getByLabelText(/^招生學年/)).toHaveAccessibleDescription("例如 2027/28");
    await expect(intake.getByLabelText(/^貨幣/)).toHaveValue("HKD");
    await expect(
      within(intake.getByLabelText(/^貨幣/))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["HKD", "MOP", "CNY", "TWD"]);
    await expect(intake.getByLabelText(/^開始接受申請/)).toHaveValue("2026-09-01");
    await expect(intake.getByLabelText(/^截止申請/)).toHaveValue("2026-11-30");
    await expect(intake.getByLabelText(/^申請費/)).toHaveValue("50.00");
    await expect(intake.getByLabelText(/^申請費/)).toHaveAccessibleDescription(
      "遞交申請時繳付，不設退款；0 為免費",
    );
    await expect(intake.getByLabelText(/^註冊費/)).toHaveValue("1000.00");
    await expect(intake.getByLabelText(/^留位期限（日）/)).toHaveValue("14");
    await expect(intake.getByLabelText(/^留位期限（日）/)).toHaveAccessibleDescription(
      "獲取錄後須在這些日子內繳付註冊費，否則學位不獲保留；0 為不設期限（最多 60 日）",
    );
    const interviews = within(canvas.getByRole("group", { name: "面試預約" }));
    await expect(interviews.getByLabelText(/^家長可預約面試由/)).toHaveValue("2026-09-01");
    await expect(interviews.getByLabelText(/^家長可預約面試至/)).toHaveValue("2026-12-15");
    await expect(interviews.getByLabelText(/^可改期至面試前（日）/)).toHaveValue("2");
    await expect(interviews.getByLabelText(/^可改期至面試前（日）/)).toHaveAccessibleDescription(
      "面試前這些日子內，家長不能再更改預約",
    );
    const keeping = within(canvas.getByRole("group", { name: "文件保存" }));
    await expect(keeping.getByLabelText(/^已決定申請的文件保留月數/)).toHaveValue("24");
    await expect(keeping.getByLabelText(/^已決定申請的文件保留月數/)).toHaveAccessibleDescription(
      "申請有結果（取錄或不取錄）後，由最後一次更改起計，過了這些月份，系統會刪除其文件及入數紙；0 為保留至學校刪除申請為止（最多 120 個月）",
    );
  },
};

/** Each field checked on leaving it, in the server's words; nothing saved until corrected. */
export const WrongValues: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const year = await canvas.findByLabelText(/^招生學年/);
    await userEvent.clear(year);
    await userEvent.type(year, "2027-28");
    await userEvent.tab();
    await waitFor(() => expect(year).toHaveAccessibleDescription("例如 2027/28 格式不正確"));
    const fee = canvas.getByLabelText(/^申請費/);
    await userEvent.clear(fee);
    await userEvent.type(fee, "12.345");
    await userEvent.tab();
    await waitFor(() => expect(fee).toHaveAccessibleDescription(/請輸入數字，最多兩位小數$/));
    const registration = canvas.getByLabelText(/^註冊費/);
    await userEvent.clear(registration);
    await userEvent.type(registration, "2000000");
    await userEvent.tab();
    await waitFor(() =>
      expect(registration).toHaveAccessibleDescription(/數值不可大於 1,000,000$/),
    );
    const offer = canvas.getByLabelText(/^留位期限（日）/);
    await userEvent.clear(offer);
    await userEvent.type(offer, "61");
    await userEvent.tab();
    await waitFor(() => expect(offer).toHaveAccessibleDescription(/數值不可大於 60$/));
    const move = canvas.getByLabelText(/^可改期至面試前（日）/);
    await userEvent.clear(move);
    await userEvent.tab();
    await waitFor(() => expect(move).toHaveAccessibleDescription(/請填寫此項$/));
    const kept = canvas.getByLabelText(/^已決定申請的文件保留月數/);
    await userEvent.clear(kept);
    await userEvent.type(kept, "121");
    await userEvent.tab();
    await waitFor(() => expect(kept).toHaveAccessibleDescription(/數值不可大於 120$/));
    await userEvent.click(canvas.getByRole("button", { name: "儲存設定" }));
    await expect(await canvas.findByText("請完成表格")).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    // Corrected as typed.
    await userEvent.clear(year);
    await userEvent.type(year, "2027/28");
    await waitFor(() => expect(year).toHaveAccessibleDescription("例如 2027/28"));
  },
};

/** Applications closing before they open, and booking ending before it starts: said. */
export const EndBeforeStart: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    fireEvent.change(await canvas.findByLabelText(/^截止申請/), {
      target: { value: "2026-08-31" },
    });
    fireEvent.change(canvas.getByLabelText(/^家長可預約面試至/), {
      target: { value: "2026-08-01" },
    });
    await userEvent.click(canvas.getByRole("button", { name: "儲存設定" }));
    await expect(canvas.getByLabelText(/^截止申請/)).toHaveAccessibleDescription(
      "結束不可早於開始",
    );
    await expect(canvas.getByLabelText(/^家長可預約面試至/)).toHaveAccessibleDescription(
      "結束不可早於開始",
    );
    await expect(canvas.getByLabelText(/^開始接受申請/)).not.toHaveAttribute("aria-invalid");
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Another currency, fee and closing day chosen: saved as chosen. */
export const Save: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText(/^貨幣/), "MOP");
    const fee = canvas.getByLabelText(/^申請費/);
    await userEvent.clear(fee);
    await userEvent.type(fee, "80");
    fireEvent.change(canvas.getByLabelText(/^截止申請/), { target: { value: "2026-12-31" } });
    await userEvent.click(canvas.getByRole("button", { name: "儲存設定" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        intake_year: "2027/28",
        opens_on: "2026-09-01",
        closes_on: "2026-12-31",
        currency: "MOP",
        application_fee: "80",
        registration_fee: "1000.00",
        offer_days: "14",
        interview_move_days: "2",
        documents_kept_months: "24",
      }),
    );
  },
};

/** Booking open whenever applications are: both booking days emptied, saved blank, not refused. */
export const BookingDaysLeftBlank: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const from = await canvas.findByLabelText(/^家長可預約面試由/);
    const until = canvas.getByLabelText(/^家長可預約面試至/);
    fireEvent.change(from, { target: { value: "" } });
    fireEvent.change(until, { target: { value: "" } });
    await userEvent.click(canvas.getByRole("button", { name: "儲存設定" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ interviews_book_from: "", interviews_book_until: "" }),
    );
    await expect(from).not.toHaveAttribute("aria-invalid");
  },
};

/** In English: the groups, labels and a check's words in the reader's language. */
export const InEnglish: Story = {
  args: { locale: "en-US" },
  parameters: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("group", { name: "Intake" })).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Interview booking" })).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Keeping documents" })).toBeVisible();
    await expect(
      canvas.getByLabelText(/^Months to keep a decided application's documents/),
    ).toHaveAccessibleDescription(/deposit slips are deleted; .*\(at most 120\)$/);
    await expect(canvas.getByLabelText(/^School year applied for/)).toHaveValue("2027/28");
    const offer = canvas.getByLabelText(/^Days to secure a place/);
    await expect(offer).toHaveAccessibleDescription(/\(at most 60\)$/);
    await userEvent.clear(offer);
    await userEvent.type(offer, "sixty");
    await userEvent.tab();
    await waitFor(() => expect(offer).toHaveAccessibleDescription(/Enter a whole number$/));
  },
};
