import {
  OFFER_DAYS_MAX,
  REGISTRATION_CURRENCIES,
  REGISTRATION_SETTINGS_LIMITS,
  registrationSettingsRequestSchema,
  settingsRequestOf,
  type RegistrationSettings,
  type RegistrationSettingsRequest,
} from "@campus/contract";
import { can, useSession, useT } from "@campus/core";
import {
  Button,
  Checkbox,
  DayInput,
  Field,
  Form,
  Input,
  Select,
  SubmitButton,
  theme,
  useCampusForm,
  useMessage,
  useServerErrors,
  type UiMessageId,
} from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import { Entry, Group } from "../../components/form-group";
import { Notice } from "../../components/notice";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { useSaveRegistrationSettings } from "../office-api";
import { SETTINGS_ROUTE } from "../office-pages";

/** Every group, read-only together for staff without the "edit" key. */
const Fields = styled.fieldset`
  display: grid;
  gap: ${theme.space.lg};
  min-width: 0;
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  border: 0;
`;

const Quiet = styled.p`
  margin: 0;
  color: ${theme.color.textSecondary};
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
    interviews_book_from: "",
    interviews_book_until: "",
    interview_move_days: "2",
    classes: [emptyClass()],
    documents: [],
  };
}

const emptyClass = (): RegistrationSettingsRequest["classes"][number] => ({
  code: "",
  name_zh: "",
  name_cn: "",
  name_en: "",
  places: "",
  born_from: "",
  born_until: "",
});

const emptyDocument = (): RegistrationSettingsRequest["documents"][number] => ({
  code: "",
  name_zh: "",
  name_cn: "",
  name_en: "",
  kind: "document",
  required: true,
});

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
  const message = useMessage();
  const serverErrors = useServerErrors();
  const [problem, setProblem] = useState<string | null>(null);
  const inUse = {
    classes: new Set(settings?.classes.filter((c) => c.in_use).map((c) => c.code)),
    documents: new Set(settings?.documents.filter((d) => d.in_use).map((d) => d.code)),
  };

  const list = <K extends "classes" | "documents">(
    name: K,
    empty: () => RegistrationSettingsRequest[K][number],
  ) => {
    const items = form.watch(name) as RegistrationSettingsRequest[K];
    const set = (next: RegistrationSettingsRequest[K]) =>
      form.setValue(name, next as never, { shouldDirty: true, shouldTouch: false });
    return {
      items,
      add: () => set([...items, empty()] as RegistrationSettingsRequest[K]),
      remove: (index: number) => {
        set(items.filter((_, i) => i !== index) as RegistrationSettingsRequest[K]);
        // Errors belong to positions: the entry now at `index` is another one.
        form.clearErrors(name);
      },
    };
  };
  const classes = list("classes", emptyClass);
  const documents = list("documents", emptyDocument);

  const onSubmit = async (values: RegistrationSettingsRequest) => {
    setProblem(null);
    try {
      const saved = await save.mutateAsync(values);
      form.reset(settingsRequestOf(saved));
      message.success(t("registration.office.settings.saved"));
    } catch (error) {
      const shown = serverErrors(form, error);
      if (shown !== true) setProblem(shown);
    }
  };

  const names = (prefix: `classes.${number}` | `documents.${number}`) => (
    <>
      <Field name={`${prefix}.name_zh`} label={t("registration.office.settings.nameZh")} required>
        {(control) => <Input maxLength={40} {...control} />}
      </Field>
      <Field name={`${prefix}.name_en`} label={t("registration.office.settings.nameEn")} required>
        {(control) => <Input maxLength={60} {...control} />}
      </Field>
      <Field
        name={`${prefix}.name_cn`}
        label={t("registration.office.settings.nameCn")}
        hint={t("registration.office.settings.nameCnHint")}
      >
        {(control) => <Input maxLength={40} {...control} />}
      </Field>
    </>
  );

  return (
    <Form form={form} onSubmit={onSubmit}>
      {!settings && <Notice tone="info" title={t("registration.office.settings.none")} />}
      <Fields disabled={!mayEdit}>
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
            {(control) => <DayInput {...control} />}
          </Field>
          <Field name="closes_on" label={t("registration.office.settings.closesOn")} required>
            {(control) => <DayInput {...control} />}
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

        <Group>
          <legend>{t("registration.office.settings.interviews")}</legend>
          <Field name="interviews_book_from" label={t("registration.office.settings.bookFrom")}>
            {(control) => <DayInput {...control} />}
          </Field>
          <Field name="interviews_book_until" label={t("registration.office.settings.bookUntil")}>
            {(control) => <DayInput {...control} />}
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

        <Group>
          <legend>{t("registration.office.settings.classes")}</legend>
          {classes.items.map((c, index) => (
            <Entry key={index} className="wide">
              <legend>{c.code || t("registration.office.settings.newClass")}</legend>
              <Field
                name={`classes.${index}.code`}
                label={t("registration.office.settings.code")}
                hint={t("registration.office.settings.classCodeHint")}
                required
              >
                {(control) => (
                  <Input maxLength={32} readOnly={inUse.classes.has(c.code)} {...control} />
                )}
              </Field>
              <Field
                name={`classes.${index}.places`}
                label={t("registration.office.settings.places")}
                required
              >
                {(control) => <Input inputMode="numeric" {...control} />}
              </Field>
              {names(`classes.${index}`)}
              <Field
                name={`classes.${index}.born_from`}
                label={t("registration.office.settings.bornFrom")}
              >
                {(control) => <DayInput {...control} />}
              </Field>
              <Field
                name={`classes.${index}.born_until`}
                label={t("registration.office.settings.bornUntil")}
              >
                {(control) => <DayInput {...control} />}
              </Field>
              <div className="wide">
                {inUse.classes.has(c.code) ? (
                  <Quiet>{t("registration.office.settings.inUse")}</Quiet>
                ) : (
                  classes.items.length > 1 && (
                    <Button variant="text" onClick={() => classes.remove(index)}>
                      {t("registration.office.settings.removeClass", {
                        name: c.code || index + 1,
                      })}
                    </Button>
                  )
                )}
              </div>
            </Entry>
          ))}
          {classes.items.length < REGISTRATION_SETTINGS_LIMITS.classes && (
            <div className="wide">
              <Button onClick={classes.add}>{t("registration.office.settings.addClass")}</Button>
            </div>
          )}
        </Group>

        <Group>
          <legend>{t("registration.office.settings.documents")}</legend>
          {documents.items.length === 0 && (
            <Quiet className="wide">{t("registration.office.settings.noDocuments")}</Quiet>
          )}
          {documents.items.map((d, index) => (
            <Entry key={index} className="wide">
              <legend>
                {d.name_zh || d.code || t("registration.office.settings.newDocument")}
              </legend>
              <Field
                name={`documents.${index}.code`}
                label={t("registration.office.settings.code")}
                hint={t("registration.office.settings.documentCodeHint")}
                required
              >
                {(control) => (
                  <Input maxLength={32} readOnly={inUse.documents.has(d.code)} {...control} />
                )}
              </Field>
              <Field
                name={`documents.${index}.kind`}
                label={t("registration.office.settings.kind")}
                required
              >
                {(control) => (
                  <Select
                    options={(["image", "document"] as const).map((kind) => ({
                      value: kind,
                      label: t(`registration.office.settings.kind.${kind}`),
                    }))}
                    {...control}
                  />
                )}
              </Field>
              {names(`documents.${index}`)}
              <Checkbox
                className="wide"
                name={`documents.${index}.required`}
                checked={Boolean(d.required)}
                onChange={(event) =>
                  form.setValue(`documents.${index}.required`, event.currentTarget.checked, {
                    shouldDirty: true,
                  })
                }
              >
                {t("registration.office.settings.required")}
              </Checkbox>
              <div className="wide">
                {inUse.documents.has(d.code) ? (
                  <Quiet>{t("registration.office.settings.inUse")}</Quiet>
                ) : (
                  <Button variant="text" onClick={() => documents.remove(index)}>
                    {t("registration.office.settings.removeDocument", {
                      name: d.name_zh || d.code || index + 1,
                    })}
                  </Button>
                )}
              </div>
            </Entry>
          ))}
          {documents.items.length < REGISTRATION_SETTINGS_LIMITS.documents && (
            <div className="wide">
              <Button onClick={documents.add}>
                {t("registration.office.settings.addDocument")}
              </Button>
            </div>
          )}
        </Group>
      </Fields>
      {problem && <Notice tone="danger" title={problem} />}
      {mayEdit && <SubmitButton>{t("registration.office.settings.save")}</SubmitButton>}
    </Form>
  );
}
