import { APPLICATION_LIMITS, GUARDIAN_RELATIONS, PHONE_REGIONS } from "@campus/contract";
import { useT } from "@campus/core";
import { Field, Input, Select } from "@campus/ui";
import type { UseFormReturn } from "react-hook-form";
import { Entry, Group } from "../../components/form-group";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { AddButton, RemoveButton, listOf } from "./entry-list";
import { emptyGuardian, type ApplicationValues } from "./form-values";

/** The child's guardians, one entry each; the first one stays (an application needs one). */
export function GuardianList({ form }: { form: UseFormReturn<ApplicationValues> }) {
  const t = useT<RegistrationMessageId>();
  const guardians = listOf(form, "guardians", emptyGuardian);
  const option = (value: string, label: RegistrationMessageId) => ({ value, label: t(label) });
  return (
    <Group>
      <legend>{t("registration.section.guardians")}</legend>
      {guardians.items.map((_, index) => (
        <Entry key={index} className="wide">
          <legend>{t("registration.form.guardian", { n: index + 1 })}</legend>
          <Field
            name={`guardians.${index}.relation`}
            label={t("registration.form.relation")}
            required
          >
            {(control) => (
              <Select
                placeholder
                options={GUARDIAN_RELATIONS.map((r) => option(r, `registration.relation.${r}`))}
                {...control}
              />
            )}
          </Field>
          <Field
            name={`guardians.${index}.name`}
            label={t("registration.form.guardianName")}
            required
          >
            {(control) => (
              <Input
                autoComplete={index === 0 ? "name" : "off"}
                maxLength={APPLICATION_LIMITS.guardianName}
                {...control}
              />
            )}
          </Field>
          <Field
            name={`guardians.${index}.country_code`}
            label={t("registration.form.guardianRegion")}
            required
          >
            {(control) => (
              <Select
                options={PHONE_REGIONS.map((r) => option(r, `registration.region.${r}`))}
                {...control}
              />
            )}
          </Field>
          <Field
            name={`guardians.${index}.phone`}
            label={t("registration.form.guardianPhone")}
            required
          >
            {(control) => (
              <Input
                type="tel"
                inputMode="tel"
                autoComplete={index === 0 ? "tel-national" : "off"}
                {...control}
              />
            )}
          </Field>
          <Field
            name={`guardians.${index}.email`}
            label={t("registration.form.guardianEmail")}
            className="wide"
          >
            {(control) => (
              <Input
                type="email"
                autoComplete={index === 0 ? "email" : "off"}
                maxLength={APPLICATION_LIMITS.email}
                {...control}
              />
            )}
          </Field>
          {index > 0 && (
            <RemoveButton onClick={() => guardians.remove(index)}>
              {t("registration.form.removeGuardian", { n: index + 1 })}
            </RemoveButton>
          )}
        </Entry>
      ))}
      {guardians.items.length < APPLICATION_LIMITS.guardians && (
        <AddButton onClick={guardians.add}>{t("registration.form.addGuardian")}</AddButton>
      )}
    </Group>
  );
}
