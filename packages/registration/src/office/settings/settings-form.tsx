import {
  registrationSettingsRequestSchema,
  settingsRequestOf,
  type RegistrationSettings,
  type RegistrationSettingsRequest,
} from "@campus/contract";
import { can, useSession, useT } from "@campus/core";
import {
  Form,
  SubmitButton,
  theme,
  useCampusForm,
  useFormAction,
  type UiMessageId,
} from "@campus/ui";
import styled from "styled-components";
import { useSaveRegistrationSettings } from "../../api/registration-office-save-settings";
import { Notice } from "../../components/notice";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { SETTINGS_ROUTE } from "../office-pages";
import { ClassList, emptyClass } from "./class-list";
import { DocumentList } from "./document-list";
import { InterviewFields, IntakeFields, KeepingFields } from "./intake-fields";

/** Every group, read-only together for staff without the "edit" key. */
const Fields = styled.fieldset`
  display: grid;
  gap: ${theme.space.lg};
  min-width: 0;
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  border: 0;
`;

/** Where a new school starts: next year's intake, no fees, one class to name, the two usual documents. */
function emptySettings(): RegistrationSettingsRequest {
  const year = new Date().getFullYear() + 1;
  return {
    intake_year: `${year}/${String((year + 1) % 100).padStart(2, "0")}`,
    opens_on: "",
    closes_on: "",
    currency: "HKD",
    application_fee: "0.00",
    registration_fee: "0.00",
    offer_days: "0",
    documents_kept_months: "0",
    interviews_book_from: "",
    interviews_book_until: "",
    interview_move_days: "2",
    classes: [emptyClass()],
    documents: [],
  };
}

/**
 * The school's registration as a form: each field checked as the server checks it (the
 * contract's schema), a class or document that applications use kept (no remove button, and
 * the server refuses too), the server's refusals beside their fields.
 */
export function SettingsForm({ settings }: { settings: RegistrationSettings | null }) {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const mayEdit = can(
    useSession((s) => s.user?.permissions),
    SETTINGS_ROUTE,
    "edit",
  );
  const form = useCampusForm(registrationSettingsRequestSchema, {
    defaultValues: settings ? settingsRequestOf(settings) : emptySettings(),
  });
  const save = useSaveRegistrationSettings();
  const inUse = {
    classes: new Set(settings?.classes.filter((c) => c.in_use).map((c) => c.code)),
    documents: new Set(settings?.documents.filter((d) => d.in_use).map((d) => d.code)),
  };

  const saving = useFormAction(form, {
    run: (values: RegistrationSettingsRequest) => save.mutateAsync(values),
    success: () => t("registration.office.settings.saved"),
    done: (saved) => form.reset(settingsRequestOf(saved)),
  });

  return (
    <Form form={form} onSubmit={saving.submit}>
      {!settings && <Notice tone="info" title={t("registration.office.settings.none")} />}
      <Fields disabled={!mayEdit}>
        <IntakeFields />
        <InterviewFields />
        <ClassList form={form} inUse={inUse.classes} />
        <DocumentList form={form} inUse={inUse.documents} />
        <KeepingFields />
      </Fields>
      {saving.problem && <Notice tone="danger" title={saving.problem} />}
      {mayEdit && <SubmitButton>{t("registration.office.settings.save")}</SubmitButton>}
    </Form>
  );
}
