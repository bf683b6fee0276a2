import type { Attachment } from "@campus/contract";
import { useT } from "@campus/core";
import { AttachmentList, UploadedFilesField } from "@campus/ui";
import type { ReactNode } from "react";
import { useUploadEventFile } from "../../api/eca-event-files";
import { CertificatePhotos } from "../../components/certificate-photos";
import type { EcaMessageId } from "../../messages/message-ids";

/*
 * An event's files or photos in the editor's first step (issue 37, item 10), in a chunk of its
 * own: the picker and its checks load beside the form, not with it.
 */

/**
 * The event's files (`attachments`: a notice, a programme) or photos: those it has, each a link
 * that opens it (and, to its editors, a remove button), and a picker for more that sends each
 * at once; the form's value is their ids, in order.
 */
export function EventFilesField({
  as,
  ...props
}: {
  as: "attachments" | "photos";
  kept: readonly Attachment[];
  legend: ReactNode;
  readOnly: boolean;
  value: number[] | undefined;
  onChange: (ids: number[]) => void;
  "aria-describedby": string | undefined;
}) {
  const t = useT<EcaMessageId>();
  const upload = useUploadEventFile(as);
  return (
    <UploadedFilesField
      {...props}
      kind={as === "photos" ? "image" : "document"}
      upload={upload}
      list={(files, onRemove) =>
        as === "photos" ? (
          <CertificatePhotos photos={files} onRemove={onRemove} label={t("eca.event.photos")} />
        ) : (
          <AttachmentList files={files} onRemove={onRemove} />
        )
      }
    />
  );
}
