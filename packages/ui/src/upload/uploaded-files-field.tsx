import type { Attachment, UploadKind } from "@campus/contract";
import { useRef, useState, type ReactNode } from "react";
import styled from "styled-components";
import { theme } from "../theme/theme";
import { Upload } from "./upload";

/** The files' part of a form: its title read as a field's label. */
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
`;

export interface UploadedFilesFieldProps {
  kind: UploadKind;
  /** The files the record has (each can be taken off unless read-only). */
  kept: readonly Attachment[];
  /** Sends one file; removing it while it goes aborts it. */
  upload: (file: File, signal: AbortSignal) => Promise<Attachment>;
  /** The record's files as the feature shows them: a list of links, thumbnails. */
  list: (files: readonly Attachment[], remove?: (file: Attachment) => void) => ReactNode;
  /** After a file is sent (a draft keeps it, say). */
  onSent?: (file: Attachment) => void;
  readOnly?: boolean;
  legend: ReactNode;
  value: number[] | undefined;
  onChange: (ids: number[]) => void;
  "aria-describedby": string | undefined;
  className?: string;
}

/**
 * A form's uploaded files (a school event's files, an ECA event's photos, a certificate's): the
 * record's, each shown by the feature's `list` and removable, and a picker for more that sends
 * each at once; the field's value is their ids, in order. For `Field`'s `group` controls.
 */
export function UploadedFilesField({
  kind,
  kept: initial,
  upload,
  list,
  onSent,
  readOnly = false,
  legend,
  value,
  onChange,
  ...described
}: UploadedFilesFieldProps) {
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
      {shown.length > 0 && list(shown, remove)}
      {!readOnly && (
        <Upload
          kind={kind}
          multiple
          onUpload={async (file, { signal }) => {
            const stored = await upload(file, signal);
            onSent?.(stored);
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
