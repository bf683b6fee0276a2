import { type Attachment } from "@campus/contract";
import { draftStorage, UploadedFilesField } from "@campus/ui";
import type { ReactNode } from "react";
import { useUploadCertificate } from "../../api/eca-certificates";
import { CertificatePhotos } from "../../components/certificate-photos";

/*
 * The submission form's photos, in a chunk of their own: the picker and its checks load beside
 * the form, not with it.
 */

/**
 * The certificate's photos: those the record has (each can be taken off) and a picker for
 * more, which sends each at once; the form's value is their ids, in order. Photos sent for a
 * draft are kept with it: after a reload they show as the record's.
 */
export function Certificates({
  kept,
  draft,
  value,
  ...props
}: {
  kept: readonly Attachment[];
  /** Where the photos sent for this draft are kept. */
  draft: string;
  legend: ReactNode;
  value: number[] | undefined;
  onChange: (ids: number[]) => void;
  "aria-describedby": string | undefined;
}) {
  const upload = useUploadCertificate();
  const sent = () => draftStorage().get<Attachment[]>(draft) ?? [];
  return (
    <UploadedFilesField
      {...props}
      kind="image"
      value={value}
      kept={[
        ...kept,
        ...sent().filter(
          (photo) => value?.includes(photo.id) && !kept.some((k) => k.id === photo.id),
        ),
      ]}
      upload={upload}
      onSent={(photo) => draftStorage().set(draft, [...sent(), photo])}
      list={(photos, onRemove) => <CertificatePhotos photos={photos} onRemove={onRemove} />}
    />
  );
}
