import { REGISTRATION_SETTINGS_LIMITS, type RegistrationSettingsRequest } from "@campus/contract";
import { useT } from "@campus/core";
import { Button, Checkbox, Field, Input, Select } from "@campus/ui";
import { Entry, Group } from "../../components/form-group";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { NameFields, Quiet, listOf, type SettingsFormApi } from "./settings-entries";

const emptyDocument = (): RegistrationSettingsRequest["documents"][number] => ({
  code: "",
  name_zh: "",
  name_cn: "",
  name_en: "",
  kind: "document",
  required: true,
});

/** The documents families upload, perhaps none; a document applications use is kept. */
export function DocumentList({ form, inUse }: { form: SettingsFormApi; inUse: Set<string> }) {
  const t = useT<RegistrationMessageId>();
  const documents = listOf(form, "documents", emptyDocument);
  return (
    <Group>
      <legend>{t("registration.office.settings.documents")}</legend>
      {documents.items.length === 0 && (
        <Quiet className="wide">{t("registration.office.settings.noDocuments")}</Quiet>
      )}
      {documents.items.map((d, index) => (
        <Entry key={index} className="wide">
          <legend>{d.name_zh || d.code || t("registration.office.settings.newDocument")}</legend>
          <Field
            name={`documents.${index}.code`}
            label={t("registration.office.settings.code")}
            hint={t("registration.office.settings.documentCodeHint")}
            required
          >
            {(control) => <Input maxLength={32} readOnly={inUse.has(d.code)} {...control} />}
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
          <NameFields prefix={`documents.${index}`} />
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
            {inUse.has(d.code) ? (
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
          <Button onClick={documents.add}>{t("registration.office.settings.addDocument")}</Button>
        </div>
      )}
    </Group>
  );
}
