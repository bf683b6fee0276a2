import type { Attachment } from "@campus/contract";
import { NOTICE_ATTACHMENTS_MAX } from "@campus/contract/notices";
import { useT } from "@campus/core";
import { AttachmentList, Field, UploadedFilesField } from "@campus/ui";
import { useUploadAttachment } from "../../api/upload-attachment";
import type { NoticesMessageId } from "../../messages/message-ids";

/**
 * A draft's files (a PDF letter, a form to print, a map), a field of the editor's form: those it
 * has, each with a remove button, and a picker for more that uploads each at once; the field's
 * value is their ids, in order. Code of its own, loaded with the editor: the editor stays small.
 */
export function NoticeFiles({ kept }: { kept: readonly Attachment[] }) {
  const t = useT<NoticesMessageId>();
  const upload = useUploadAttachment();
  return (
    <Field
      name="attachments"
      label={t("notices.editor.attachments")}
      hint={t("notices.editor.attachmentsHint", { max: NOTICE_ATTACHMENTS_MAX })}
      group
    >
      {({ value, onChange, legend, "aria-describedby": describedBy }) => (
        <UploadedFilesField
          kind="document"
          kept={kept}
          upload={upload}
          list={(files, onRemove) => <AttachmentList files={files} onRemove={onRemove} />}
          legend={legend}
          value={value as number[] | undefined}
          onChange={onChange}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
}
