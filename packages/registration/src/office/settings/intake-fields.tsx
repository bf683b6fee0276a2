import {
  DOCUMENTS_KEPT_MONTHS_MAX,
  OFFER_DAYS_MAX,
  REGISTRATION_CURRENCIES,
} from "@campus/contract";
import { useT } from "@campus/core";
import { Field, Input, Select, TextDayInput } from "@campus/ui";

import { Group } from "../../components/form-group";
import type { RegistrationMessageId } from "../../messages/message-ids";

/** The intake: its year, when applications open and close, and what they cost. */
export function IntakeFields() {
  const t = useT<RegistrationMessageId>();
  return (
    <Group>
      <legend>{t("registration.office.settings.intake")}</legend>
      <Field
        name="intake_year"
        label={t("registration.office.settings.intakeYear")}
        hint={t("registration.office.settings.intakeYearHint")}
        required
      >
        {(control) => <Input maxLength={7} placeholder="2027/28" {...control} />}
      </Field>
      <Field name="currency" label={t("registration.office.settings.currency")} required>
        {(control) => (
          <Select
            options={REGISTRATION_CURRENCIES.map((c) => ({ value: c, label: c }))}
            {...control}
          />
        )}
      </Field>
      <Field name="opens_on" label={t("registration.office.settings.opensOn")} required>
        {(control) => <TextDayInput {...control} />}
      </Field>
      <Field name="closes_on" label={t("registration.office.settings.closesOn")} required>
        {(control) => <TextDayInput {...control} />}
      </Field>
      <Field
        name="application_fee"
        label={t("registration.office.settings.applicationFee")}
        hint={t("registration.office.settings.applicationFeeHint")}
        required
      >
        {(control) => <Input inputMode="decimal" {...control} />}
      </Field>
      <Field
        name="registration_fee"
        label={t("registration.office.settings.registrationFee")}
        hint={t("registration.office.settings.registrationFeeHint")}
        required
      >
        {(control) => <Input inputMode="decimal" {...control} />}
      </Field>
      <Field
        name="offer_days"
        label={t("registration.office.settings.offerDays")}
        hint={t("registration.office.settings.offerDaysHint", { max: OFFER_DAYS_MAX })}
        required
      >
        {(control) => <Input inputMode="numeric" {...control} />}
      </Field>
    </Group>
  );
}

/** When families may book an interview, and how late they may move one. */
export function InterviewFields() {
  const t = useT<RegistrationMessageId>();
  return (
    <Group>
      <legend>{t("registration.office.settings.interviews")}</legend>
      <Field name="interviews_book_from" label={t("registration.office.settings.bookFrom")}>
        {(control) => <TextDayInput {...control} />}
      </Field>
      <Field name="interviews_book_until" label={t("registration.office.settings.bookUntil")}>
        {(control) => <TextDayInput {...control} />}
      </Field>
      <Field
        name="interview_move_days"
        label={t("registration.office.settings.moveDays")}
        hint={t("registration.office.settings.moveDaysHint")}
        required
      >
        {(control) => <Input inputMode="numeric" {...control} />}
      </Field>
    </Group>
  );
}

/** How long a decided application keeps its documents and slips (docs/retention.md). */
export function KeepingFields() {
  const t = useT<RegistrationMessageId>();
  return (
    <Group>
      <legend>{t("registration.office.settings.keeping")}</legend>
      <Field
        name="documents_kept_months"
        label={t("registration.office.settings.keptMonths")}
        hint={t("registration.office.settings.keptMonthsHint", { max: DOCUMENTS_KEPT_MONTHS_MAX })}
        required
      >
        {(control) => <Input inputMode="numeric" {...control} />}
      </Field>
    </Group>
  );
}
