import type { EcaEvent, EcaSettings } from "@campus/contract";
import { useLocale, useT } from "@campus/core";
import { CheckboxGroup, Field } from "@campus/ui";
import type { EcaMessageId } from "../../messages/message-ids";
import { nameOf } from "../../components/names";

/**
 * The trait items the event recognises, required of a competition. A trait the office disabled
 * is not offered unless the event has it.
 */
export function TraitsField({ event, settings }: { event: EcaEvent; settings: EcaSettings }) {
  const t = useT<EcaMessageId>();
  const locale = useLocale();
  const traits = settings.traits.filter(
    (x) => x.status === "enabled" || event.trait_ids.includes(x.id),
  );
  return (
    <Field
      name="trait_ids"
      label={t("eca.awards.traits")}
      hint={t(
        event.nature === "competition"
          ? "eca.awards.traitsHintCompetition"
          : "eca.awards.traitsHint",
      )}
      required={event.nature === "competition"}
      group
    >
      {({ value, onChange, ...control }) => (
        <CheckboxGroup
          {...control}
          direction="horizontal"
          value={(value ?? []).map(String)}
          onChange={(ids) => onChange(ids.map(Number))}
          options={traits.map((x) => ({ value: String(x.id), label: nameOf(locale, x) }))}
        />
      )}
    </Field>
  );
}
