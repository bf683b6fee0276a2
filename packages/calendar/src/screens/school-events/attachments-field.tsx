import type { Attachment } from "@campus/contract";
import { theme, UploadedFilesField, AttachmentList } from "@campus/ui";
import type { ReactNode } from "react";
import styled from "styled-components";
import { useUploadAttachment } from "../../api/upload-attachment";

/** The files' part of the form: its title read as the form's other parts' (school-event-form). */
const Files = styled(UploadedFilesField)`
  legend {
    margin-bottom: ${theme.space.sm};
    font-size: ${theme.font.size.lg};
    font-weight: ${theme.font.weight.bold};
  }
`;

/**
 * The event's files: those it has (each with a remove button) and a picker for more, which
 * uploads each at once; the form's value is their ids, in order.
 */
export function AttachmentsField(props: {
  kept: readonly Attachment[];
  legend: ReactNode;
  value: number[] | undefined;
  onChange: (ids: number[]) => void;
  "aria-describedby": string | undefined;
}) {
  const upload = useUploadAttachment();
  return (
    <Files
      {...props}
      kind="document"
      upload={upload}
      list={(files, onRemove) => <AttachmentList files={files} onRemove={onRemove} />}
    />
  );
}
