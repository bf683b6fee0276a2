import type {
  RegistrationSettingsRequest,
  registrationSettingsRequestSchema,
} from "@campus/contract";
import { useT } from "@campus/core";
import { Field, Input, theme, type CampusForm } from "@campus/ui";
import styled from "styled-components";
import type { RegistrationMessageId } from "../../messages/message-ids";

/** The settings' form, as the groups of its fields get it. */
export type SettingsFormApi = CampusForm<typeof registrationSettingsRequestSchema>;

/** A line said quietly: an entry kept because applications use it, a list with none yet. */
export const Quiet = styled.p`
  margin: 0;
  color: ${theme.color.textSecondary};
`;

/** One of the settings' lists (classes, documents), as its entries show it. */
export interface SettingsList<T> {
  items: T[];
  add: () => void;
  remove: (index: number) => void;
}

/** A list of the settings' entries, added to and removed from as a whole value. */
export function listOf<K extends "classes" | "documents">(
  form: SettingsFormApi,
  name: K,
  empty: () => RegistrationSettingsRequest[K][number],
): SettingsList<RegistrationSettingsRequest[K][number]> {
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
}

/** An entry's name in the three languages; a blank simplified one is converted from the Chinese. */
export function NameFields({ prefix }: { prefix: `classes.${number}` | `documents.${number}` }) {
  const t = useT<RegistrationMessageId>();
  return (
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
}
