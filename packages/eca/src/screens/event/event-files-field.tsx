import type { Attachment } from "@campus/contract";
import { useApiOrigin, useIntl, useT } from "@campus/core";
import { Button, formatFileSize, theme, Upload, type UiMessageId } from "@campus/ui";
import { useRef, useState, type ReactNode } from "react";
import styled from "styled-components";
import { useUploadEventFile } from "../../api/eca-event-files";
import { CertificatePhotos } from "../../certificate-photos";
import type { EcaMessageId } from "../../messages/message-ids";

/*
 * An event's files or photos in the editor's first step (issue 37, item 10), in a chunk of its
 * own: the picker and its checks load beside the form, not with it.
 */

const Files = styled.fieldset`
  display: grid;
  gap: ${theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${theme.space.xs};
    padding: 0;
    font-weight: ${theme.font.weight.medium};
  }
  ul.files {
    display: grid;
    gap: ${theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul.files li {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
    align-items: center;
  }
`;

/**
 * The event's files (`attachments`: a notice, a programme) or photos: those it has, each a link
 * that opens it (and, to its editors, a remove button), and a picker for more that sends each
 * at once; the form's value is their ids, in order.
 */
export function EventFilesField({
  as,
  kept: initial,
  legend,
  readOnly,
  value,
  onChange,
  ...described
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
  const intl = useIntl();
  const origin = useApiOrigin();
  const upload = useUploadEventFile(as);
  const [kept, setKept] = useState(initial);
  // The latest ids, for an upload that finishes after another change.
  const ids = useRef(value ?? []);
  ids.current = value ?? [];
  const added = useRef(new Map<File, number>());
  const remove = readOnly
    ? undefined
    : (file: Attachment) => {
        setKept(kept.filter((k) => k.id !== file.id));
        onChange(ids.current.filter((id) => id !== file.id));
      };
  const shown = kept.filter((file) => ids.current.includes(file.id));
  return (
    <Files {...described}>
      <legend>{legend}</legend>
      {shown.length > 0 &&
        (as === "photos" ? (
          <CertificatePhotos photos={shown} onRemove={remove} label={t("eca.event.photos")} />
        ) : (
          <ul className="files">
            {shown.map((file) => (
              <li key={file.id}>
                <a href={`${origin}${file.url}`} target="_blank" rel="noopener noreferrer">
                  {file.name}
                </a>
                <span>{formatFileSize(file.size, intl)}</span>
                {remove && (
                  <Button
                    size="sm"
                    variant="text"
                    onClick={() => remove(file)}
                    aria-label={t("ui.upload.removeFile", { name: file.name })}
                  >
                    {t("ui.upload.remove")}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ))}
      {!readOnly && (
        <Upload
          kind={as === "photos" ? "image" : "document"}
          multiple
          onUpload={async (file, { signal }) => {
            const stored = await upload(file, signal);
            added.current.set(file, stored.id);
            onChange([...ids.current, stored.id]);
          }}
          onRemove={(file) => {
            const id = added.current.get(file);
            if (id !== undefined) onChange(ids.current.filter((i) => i !== id));
          }}
        />
      )}
    </Files>
  );
}
