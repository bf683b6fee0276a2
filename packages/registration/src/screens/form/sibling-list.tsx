import { APPLICATION_LIMITS } from "@campus/contract";
import { useT } from "@campus/core";
import { Field, Input } from "@campus/ui";
import type { UseFormReturn } from "react-hook-form";
import { Entry, Group } from "../../components/form-group";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { AddButton, RemoveButton, listOf } from "./entry-list";
import { emptySibling, type ApplicationValues } from "./form-values";
import { Quiet } from "./quiet";

/** The child's brothers and sisters at the school, if any. */
export function SiblingList({ form }: { form: UseFormReturn<ApplicationValues> }) {
  const t = useT<RegistrationMessageId>();
  const siblings = listOf(form, "siblings", emptySibling);
  return (
    <Group>
      <legend>{t("registration.section.siblings")}</legend>
      <Quiet className="wide">{t("registration.form.siblingsHint")}</Quiet>
      {siblings.items.map((_, index) => (
        <Entry key={index} className="wide">
          <legend>{t("registration.form.sibling", { n: index + 1 })}</legend>
          <Field
            name={`siblings.${index}.name`}
            label={t("registration.form.siblingName")}
            required
          >
            {(control) => <Input maxLength={APPLICATION_LIMITS.siblingName} {...control} />}
          </Field>
          <Field
            name={`siblings.${index}.class_name`}
            label={t("registration.form.siblingClass")}
            required
          >
            {(control) => (
              <Input
                autoCapitalize="characters"
                maxLength={APPLICATION_LIMITS.siblingClass}
                {...control}
              />
            )}
          </Field>
          <RemoveButton onClick={() => siblings.remove(index)}>
            {t("registration.form.removeSibling", { n: index + 1 })}
          </RemoveButton>
        </Entry>
      ))}
      {siblings.items.length < APPLICATION_LIMITS.siblings && (
        <AddButton onClick={siblings.add}>{t("registration.form.addSibling")}</AddButton>
      )}
    </Group>
  );
}
