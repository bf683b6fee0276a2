import { APPLICATION_LIMITS, GENDERS, ID_TYPES, type RegistrationSchool } from "@campus/contract";
import { schoolDayOf, useT } from "@campus/core";
import { Field, Input, RadioGroup, TextArea, TextDayInput } from "@campus/ui";

import type { UseFormReturn } from "react-hook-form";
import { Group } from "../../components/form-group";
import { idPart } from "../../id-part";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { useClassLabel } from "./class-label";
import type { ApplicationValues } from "./form-values";

/** The class applied for, one of the school's. */
export function ClassFields({ classes }: { classes: RegistrationSchool["classes"] }) {
  const t = useT<RegistrationMessageId>();
  const classLabel = useClassLabel();
  return (
    <Group>
      <legend>{t("registration.section.class")}</legend>
      <Field name="class_code" label={t("registration.form.class")} group required className="wide">
        {(control) => (
          <RadioGroup
            hideLegend
            options={classes.map((c) => ({ value: c.code, label: classLabel(c) }))}
            {...control}
          />
        )}
      </Field>
    </Group>
  );
}

/** Who the child is: names, gender, birth date and identity document. */
export function ChildFields({ form }: { form: UseFormReturn<ApplicationValues> }) {
  const t = useT<RegistrationMessageId>();
  const idType = form.watch("id_type");
  const option = (value: string, label: RegistrationMessageId) => ({ value, label: t(label) });
  return (
    <Group>
      <legend>{t("registration.section.child")}</legend>
      <Field name="name_zh" label={t("registration.form.nameZh")} required>
        {(control) => (
          <Input autoComplete="off" maxLength={APPLICATION_LIMITS.nameZh} {...control} />
        )}
      </Field>
      <Field
        name="name_en"
        label={t("registration.form.nameEn")}
        required
        hint={t("registration.form.nameEnHint")}
      >
        {(control) => (
          <Input
            autoComplete="off"
            autoCapitalize="words"
            maxLength={APPLICATION_LIMITS.nameEn}
            {...control}
          />
        )}
      </Field>
      <Field name="gender" label={t("registration.form.gender")} group required>
        {(control) => (
          <RadioGroup
            direction="horizontal"
            options={GENDERS.map((g) => option(g, `registration.gender.${g}`))}
            {...control}
          />
        )}
      </Field>
      <Field name="birth_date" label={t("registration.form.birthDate")} required>
        {(control) => <TextDayInput max={schoolDayOf(new Date())} {...control} />}
      </Field>
      <Field name="id_type" label={t("registration.form.idType")} group required>
        {(control) => (
          <RadioGroup
            options={ID_TYPES.map((type) => option(type, `registration.idType.${idPart(type)}`))}
            {...control}
          />
        )}
      </Field>
      <Field
        name="id_number"
        label={t("registration.form.idNumber")}
        required
        hint={
          idType === "hkid" || idType === "birth_certificate"
            ? t(`registration.idHint.${idPart(idType)}`)
            : undefined
        }
      >
        {(control) => (
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={30}
            {...control}
          />
        )}
      </Field>
    </Group>
  );
}

/** Where the child lives, and the school before this one. */
export function HomeFields() {
  const t = useT<RegistrationMessageId>();
  return (
    <Group>
      <legend>{t("registration.section.home")}</legend>
      <Field name="address" label={t("registration.form.address")} required className="wide">
        {(control) => (
          <TextArea
            rows={2}
            autoComplete="street-address"
            maxLength={APPLICATION_LIMITS.address}
            {...control}
          />
        )}
      </Field>
      <Field name="previous_school" label={t("registration.form.previousSchool")} className="wide">
        {(control) => <Input maxLength={APPLICATION_LIMITS.previousSchool} {...control} />}
      </Field>
    </Group>
  );
}
