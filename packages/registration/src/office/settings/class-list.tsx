import { REGISTRATION_SETTINGS_LIMITS, type RegistrationSettingsRequest } from "@campus/contract";
import { useT } from "@campus/core";
import { Button, Field, Input, TextDayInput } from "@campus/ui";

import { Entry, Group } from "../../components/form-group";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { NameFields, Quiet, listOf, type SettingsFormApi } from "./settings-entries";

export const emptyClass = (): RegistrationSettingsRequest["classes"][number] => ({
  code: "",
  name_zh: "",
  name_cn: "",
  name_en: "",
  places: "",
  born_from: "",
  born_until: "",
});

/** The classes the intake offers, at least one; a class applications use is kept. */
export function ClassList({ form, inUse }: { form: SettingsFormApi; inUse: Set<string> }) {
  const t = useT<RegistrationMessageId>();
  const classes = listOf(form, "classes", emptyClass);
  return (
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
            {(control) => <Input maxLength={32} readOnly={inUse.has(c.code)} {...control} />}
          </Field>
          <Field
            name={`classes.${index}.places`}
            label={t("registration.office.settings.places")}
            required
          >
            {(control) => <Input inputMode="numeric" {...control} />}
          </Field>
          <NameFields prefix={`classes.${index}`} />
          <Field
            name={`classes.${index}.born_from`}
            label={t("registration.office.settings.bornFrom")}
          >
            {(control) => <TextDayInput {...control} />}
          </Field>
          <Field
            name={`classes.${index}.born_until`}
            label={t("registration.office.settings.bornUntil")}
          >
            {(control) => <TextDayInput {...control} />}
          </Field>
          <div className="wide">
            {inUse.has(c.code) ? (
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
  );
}
