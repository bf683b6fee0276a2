import type { Attachment } from "@campus/contract";
import { theme, Upload } from "@campus/ui";
import { useRef, useState, type ReactNode } from "react";
import styled from "styled-components";
import { useUploadAttachment } from "../../api/upload-attachment";
import { AttachmentList } from "../../components/attachment-list";

/** The files' part of the form: its title read as the form's other parts' (school-event-form). */
const Files = styled.fieldset`
  display: grid;
  gap: ${theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${theme.space.sm};
    padding: 0;
    font-size: ${theme.font.size.lg};
    font-weight: ${theme.font.weight.bold};
  }
`;

/**
 * The event's files: those it has (each with a remove button) and a picker for more, which
 * uploads each at once; the form's value is their ids, in order.
 */
export function AttachmentsField({
  kept: initial,
  legend,
  value,
  onChange,
  ...described
}: {
  kept: readonly Attachment[];
  legend: ReactNode;
  value: number[] | undefined;
  onChange: (ids: number[]) => void;
  "aria-describedby": string | undefined;
}) {
  const upload = useUploadAttachment();
  const [kept, setKept] = useState(initial);
  // The latest ids, for an upload that finishes after another change.
  const ids = useRef(value ?? []);
  ids.current = value ?? [];
  const added = useRef(new Map<File, number>());
  return (
    <Files {...described}>
      <legend>{legend}</legend>
      {kept.length > 0 && (
        <AttachmentList
          files={kept}
          onRemove={(file) => {
            setKept(kept.filter((k) => k.id !== file.id));
            onChange(ids.current.filter((id) => id !== file.id));
          }}
        />
      )}
      <Upload
        kind="document"
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
    </Files>
  );
}
