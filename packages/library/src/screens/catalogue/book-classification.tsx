import { BOOK_LANGUAGES, type bookRecordRequestSchema } from "@campus/contract";
import { useLocale, useT } from "@campus/core";
import { Field, Select, type CampusForm, type UiMessageId } from "@campus/ui";
import { useLibraryCategories } from "../../api/library-categories";
import { localName } from "../../components/book-title";
import type { LibraryMessageId } from "../../messages/message-ids";
import { FormPair } from "./form-pair";
import { NumberInput } from "./number-input";

/**
 * Where a book sits and whom it is for: its category and subcategory (the school's own list),
 * its language and the readers' ages. A category changed takes its old subcategory away.
 */
export function BookClassification({ form }: { form: CampusForm<typeof bookRecordRequestSchema> }) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const locale = useLocale();
  const categories = useLibraryCategories().data?.list ?? [];
  const categoryId = form.watch("category_id");
  const children = categories.find((c) => c.id === categoryId)?.children ?? [];
  return (
    <>
      <FormPair>
        <Field name="category_id" label={t("library.catalogue.category")} required>
          {({ value, onChange, ...control }) => (
            <Select
              {...control}
              value={typeof value === "number" ? String(value) : ""}
              placeholder
              options={categories.map((c) => ({
                value: String(c.id),
                label: localName(c, locale),
              }))}
              onChange={(event) => {
                onChange(event.target.value ? Number(event.target.value) : null);
                form.setValue("subcategory_id", null);
              }}
            />
          )}
        </Field>
        <Field name="subcategory_id" label={t("library.catalogue.subcategory")}>
          {({ value, onChange, ...control }) => (
            <Select
              {...control}
              value={typeof value === "number" ? String(value) : ""}
              placeholder={t("library.catalogue.noSubcategory")}
              disabled={children.length === 0}
              options={children.map((c) => ({ value: String(c.id), label: localName(c, locale) }))}
              onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
            />
          )}
        </Field>
      </FormPair>
      <FormPair>
        <Field name="language" label={t("library.catalogue.language")} required>
          {(control) => (
            <Select
              {...control}
              options={BOOK_LANGUAGES.map((value) => ({
                value,
                label: t(`library.catalogue.language.${value}`),
              }))}
            />
          )}
        </Field>
        <Field name="age_min" label={t("library.catalogue.ageMin")} required>
          {(control) => <NumberInput maxLength={2} {...control} />}
        </Field>
        <Field name="age_max" label={t("library.catalogue.ageMax")} required>
          {(control) => <NumberInput maxLength={2} {...control} />}
        </Field>
      </FormPair>
    </>
  );
}
