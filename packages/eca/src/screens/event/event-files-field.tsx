import type { Attachment } from "@campus/contract";
import { useApiOrigin, useIntl, useT } from "@campus/core";
import { Button, formatFileSize, theme, UploadedFilesField, type UiMessageId } from "@campus/ui";
import type { ReactNode } from "react";
import styled from "styled-components";
import { useUploadEventFile } from "../../api/eca-event-files";
import { CertificatePhotos } from "../../components/certificate-photos";
import type { EcaMessageId } from "../../messages/message-ids";

/*
 * An event's files or photos in the editor's first step (issue 37, item 10), in a chunk of its
 * own: the picker and its checks load beside the form, not with it.
 */

const Files = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
    align-items: center;
  }
`;

/** An event's files as links that open them, each removable by its editors. */
function FileList({
  files,
  onRemove,
}: {
  files: readonly Attachment[];
  onRemove?: (file: Attachment) => void;
}) {
  const t = useT<EcaMessageId | UiMessageId>();
  const intl = useIntl();
  const origin = useApiOrigin();
  return (
    <Files>
      {files.map((file) => (
        <li key={file.id}>
          <a href={`${origin}${file.url}`} target="_blank" rel="noopener noreferrer">
            {file.name}
          </a>
          <span>{formatFileSize(file.size, intl)}</span>
          {onRemove && (
            <Button
              size="sm"
              variant="text"
              onClick={() => onRemove(file)}
              aria-label={t("ui.upload.removeFile", { name: file.name })}
            >
              {t("ui.upload.remove")}
            </Button>
          )}
        </li>
      ))}
    </Files>
  );
}

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
  const t = useT<EcaMessageId | UiMessageId>();
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
          <FileList files={files} onRemove={onRemove} />
        )
      }
    />
  );
}
