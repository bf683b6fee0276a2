import { type Attachment } from "@campus/contract";
import { draftStorage, theme, Upload } from "@campus/ui";
import { useRef, useState, type ReactNode } from "react";
import styled from "styled-components";
import { useUploadCertificate } from "../../api/eca-certificates";
import { CertificatePhotos } from "../../certificate-photos";

/*
 * The submission form's photos, in a chunk of their own: the picker and its checks load beside
 * the form, not with it.
 */

const Photos = styled.fieldset`
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

/**
 * The certificate's photos: those the record has (each can be taken off) and a picker for
 * more, which sends each at once; the form's value is their ids, in order.
 */
export function Certificates({
  kept: initial,
  draft,
  legend,
  value,
  onChange,
  ...described
}: {
  kept: readonly Attachment[];
  /** Where the photos sent for this draft are kept: after a reload they show as the record's. */
  draft: string;
  legend: ReactNode;
  value: number[] | undefined;
  onChange: (ids: number[]) => void;
  "aria-describedby": string | undefined;
}) {
  const upload = useUploadCertificate();
  const sent = () => draftStorage().get<Attachment[]>(draft) ?? [];
  const [kept, setKept] = useState(() => [
    ...initial,
    ...sent().filter(
      (photo) => value?.includes(photo.id) && !initial.some((k) => k.id === photo.id),
    ),
  ]);
  // The latest ids, for an upload that finishes after another change.
  const ids = useRef(value ?? []);
  ids.current = value ?? [];
  const added = useRef(new Map<File, number>());
  return (
    <Photos {...described}>
      <legend>{legend}</legend>
      {kept.length > 0 && (
        <CertificatePhotos
          photos={kept}
          onRemove={(photo) => {
            setKept(kept.filter((k) => k.id !== photo.id));
            onChange(ids.current.filter((id) => id !== photo.id));
          }}
        />
      )}
      <Upload
        kind="image"
        multiple
        onUpload={async (file, { signal }) => {
          const stored = await upload(file, signal);
          draftStorage().set(draft, [...sent(), stored]);
          added.current.set(file, stored.id);
          onChange([...ids.current, stored.id]);
        }}
        onRemove={(file) => {
          const id = added.current.get(file);
          if (id !== undefined) onChange(ids.current.filter((i) => i !== id));
        }}
      />
    </Photos>
  );
}
