import {
  COPY_BARCODE_MAX,
  COPY_CALL_NUMBER_MAX,
  COPY_LOCATION_MAX,
  copyRequestSchema,
  type CatalogueCopy,
} from "@campus/contract";
import { useT } from "@campus/core";
import {
  Button,
  Dialog,
  DialogActions,
  Field,
  Form,
  Input,
  SubmitButton,
  useCampusForm,
  useMessage,
  useServerErrors,
  type UiMessageId,
} from "@campus/ui";
import { useState } from "react";
import { useCatalogueSaveCopy } from "../../api/catalogue-save-copy";
import type { LibraryMessageId } from "../../messages/message-ids";

/**
 * A copy's barcode, call number and location: a new copy of the book (on the shelf once added)
 * or one corrected. The barcode field takes a scanner's code and Enter as a typed one.
 */
export function CopyDialog({
  bookId,
  copy,
  onClose,
}: {
  bookId: number;
  copy: CatalogueCopy | null;
  onClose: () => void;
}) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const save = useCatalogueSaveCopy();
  const message = useMessage();
  const serverErrors = useServerErrors();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useCampusForm(copyRequestSchema, {
    defaultValues: {
      id: copy?.id,
      book_id: bookId,
      book_no: copy?.book_no ?? "",
      call_number: copy?.call_number ?? "",
      location: copy?.location ?? "",
    },
  });
  const title = copy
    ? t("library.catalogue.editCopy", { bookNo: copy.book_no })
    : t("library.catalogue.addCopy");
  return (
    <Dialog open title={title} onClose={onClose}>
      <Form
        form={form}
        aria-label={title}
        onSubmit={async (values) => {
          setProblem(null);
          try {
            const saved = await save.mutateAsync(values);
            message.success(t("library.catalogue.copySaved", { bookNo: saved.book_no }));
            onClose();
          } catch (error) {
            const said = serverErrors(form, error);
            if (said !== true) setProblem(said);
          }
        }}
      >
        <Field
          name="book_no"
          label={t("library.catalogue.barcode")}
          hint={t("library.catalogue.barcodeHint")}
          required
        >
          {(control) => <Input autoComplete="off" maxLength={COPY_BARCODE_MAX} {...control} />}
        </Field>
        <Field name="call_number" label={t("library.catalogue.callNumber")}>
          {(control) => <Input maxLength={COPY_CALL_NUMBER_MAX} {...control} />}
        </Field>
        <Field name="location" label={t("library.catalogue.location")}>
          {(control) => <Input maxLength={COPY_LOCATION_MAX} {...control} />}
        </Field>
        {problem && <p role="alert">{problem}</p>}
        <DialogActions>
          <Button onClick={onClose}>{t("library.catalogue.cancel")}</Button>
          <SubmitButton>{t("library.catalogue.save")}</SubmitButton>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
