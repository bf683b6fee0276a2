import {
  BOOK_AUTHOR_MAX,
  BOOK_INTRO_MAX,
  BOOK_PUBLISHER_MAX,
  BOOK_TITLE_MAX,
  bookRecordRequestSchema,
  type CatalogueRecord,
  type IsbnLookup,
} from "@campus/contract";
import { useT } from "@campus/core";
import {
  Field,
  Form,
  Input,
  PictureField,
  SubmitButton,
  TextArea,
  draftStorage,
  useCampusForm,
  useMessage,
  useServerErrors,
  type UiMessageId,
} from "@campus/ui";
import { useState } from "react";
import { useCatalogueIsbn } from "../../api/catalogue-isbn";
import { useCatalogueSaveBook } from "../../api/catalogue-save-book";
import { useCatalogueUploadCover } from "../../api/catalogue-upload-cover";
import type { LibraryMessageId } from "../../messages/message-ids";
import { BookClassification } from "./book-classification";
import { FormPair } from "./form-pair";
import { IsbnTaken } from "./isbn-taken";
import { NumberInput } from "./number-input";

/** A new book's form as it starts: Chinese, for readers of 6 to 12, the rest blank. */
const BLANK = {
  isbn: "",
  name_zh: "",
  name_en: "",
  author: "",
  publisher: "",
  subcategory_id: null,
  language: "zh",
  age_min: 6,
  age_max: 12,
  publish_year: null,
  intro_zh: "",
  intro_en: "",
} as const;

/** A record as its form holds it: its own fields, the cover by its upload's id. */
const valuesOf = ({ copies: _copies, status: _status, cover, ...fields }: CatalogueRecord) => ({
  ...fields,
  cover: cover?.id ?? null,
});

/**
 * A book's record as the librarian types it (spec §1's book fields): checked with the server's
 * own schema before sending, kept as a draft in the tab while typed. The ISBN is looked up as
 * soon as it is typed or scanned: one the catalogue has already offers that book instead.
 */
export function BookForm({
  record,
  onSaved,
}: {
  record: CatalogueRecord | null;
  onSaved: (saved: CatalogueRecord) => void;
}) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const draft = `library.catalogue.book.${record?.id ?? "new"}`;
  const form = useCampusForm(bookRecordRequestSchema, {
    defaultValues: record ? valuesOf(record) : BLANK,
    draft,
  });
  const save = useCatalogueSaveBook();
  const lookUp = useCatalogueIsbn();
  const upload = useCatalogueUploadCover();
  const message = useMessage();
  const serverErrors = useServerErrors();
  const [taken, setTaken] = useState<IsbnLookup["book"]>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const checkIsbn = async () => {
    setTaken(null);
    if (!(await form.trigger("isbn"))) return;
    const parsed = bookRecordRequestSchema.shape.isbn.safeParse(form.getValues("isbn"));
    if (!parsed.success) return;
    const found = await lookUp(parsed.data).catch(() => null);
    if (found?.book && found.book.id !== record?.id) setTaken(found.book);
  };

  return (
    <Form
      form={form}
      aria-label={t(record ? "library.catalogue.editTitle" : "library.catalogue.newTitle")}
      onSubmit={async (values) => {
        setProblem(null);
        try {
          const saved = await save.mutateAsync({ ...values, id: record?.id });
          draftStorage().remove(draft);
          message.success(t(record ? "library.catalogue.saved" : "library.catalogue.added"));
          onSaved(saved);
        } catch (error) {
          const said = serverErrors(form, error);
          if (said !== true) setProblem(said);
        }
      }}
    >
      <Field
        name="isbn"
        label={t("library.catalogue.isbn")}
        hint={t("library.catalogue.isbnHint")}
        required
      >
        {({ onBlur, ...control }) => (
          <Input
            autoComplete="off"
            inputMode="numeric"
            maxLength={20}
            {...control}
            onBlur={() => {
              onBlur();
              void checkIsbn();
            }}
            onKeyDown={(event) => {
              // A scanner types the digits and Enter: look the book up, do not send the form.
              if (event.key !== "Enter") return;
              event.preventDefault();
              void checkIsbn();
            }}
          />
        )}
      </Field>
      {taken && <IsbnTaken book={taken} />}
      <FormPair>
        <Field name="name_zh" label={t("library.catalogue.nameZh")} required>
          {(control) => <Input lang="zh-Hant" maxLength={BOOK_TITLE_MAX} {...control} />}
        </Field>
        <Field name="name_en" label={t("library.catalogue.nameEn")}>
          {(control) => <Input lang="en" maxLength={BOOK_TITLE_MAX} {...control} />}
        </Field>
        <Field name="author" label={t("library.catalogue.author")} required>
          {(control) => <Input maxLength={BOOK_AUTHOR_MAX} {...control} />}
        </Field>
        <Field name="publisher" label={t("library.catalogue.publisher")} required>
          {(control) => <Input maxLength={BOOK_PUBLISHER_MAX} {...control} />}
        </Field>
        <Field name="publish_year" label={t("library.catalogue.publishYear")}>
          {(control) => <NumberInput maxLength={4} {...control} />}
        </Field>
      </FormPair>
      <BookClassification form={form} />
      <Field name="intro_zh" label={t("library.catalogue.introZh")}>
        {(control) => <TextArea lang="zh-Hant" maxLength={BOOK_INTRO_MAX} showCount {...control} />}
      </Field>
      <Field name="intro_en" label={t("library.catalogue.introEn")}>
        {(control) => <TextArea lang="en" maxLength={BOOK_INTRO_MAX} showCount {...control} />}
      </Field>
      <Field
        name="cover"
        label={t("library.catalogue.cover")}
        hint={t("library.catalogue.coverHint")}
      >
        {({ onChange }) => (
          <PictureField
            kind="image"
            initial={record?.cover ?? null}
            alt={t("library.catalogue.coverOf", { title: record?.name_zh ?? "" })}
            upload={upload}
            onChange={(id) => onChange(id)}
            width={60}
            height={84}
            texts={{
              add: t("library.catalogue.coverAdd"),
              change: t("library.catalogue.coverChange"),
              remove: t("library.catalogue.coverRemove"),
            }}
          />
        )}
      </Field>
      {problem && <p role="alert">{problem}</p>}
      <div>
        <SubmitButton>{t("library.catalogue.save")}</SubmitButton>
      </div>
    </Form>
  );
}
