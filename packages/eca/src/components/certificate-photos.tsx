import type { Attachment } from "@campus/contract";
import { useApiOrigin, useT } from "@campus/core";
import { Button, theme, type UiMessageId } from "@campus/ui";
import styled from "styled-components";
import type { EcaMessageId } from "../messages/message-ids";

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    justify-items: center;
    gap: ${theme.space.xs};
  }
  a {
    display: block;
    border-radius: ${theme.radius.sm};
  }
  img {
    display: block;
    width: 72px;
    height: 72px;
    object-fit: cover;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.sm};
    background: ${theme.color.surfaceMuted};
  }
`;

/**
 * A record's certificate photos as thumbnails, each a link that opens the photo whole (the
 * office checks the award by it); with `onRemove`, each can be taken off (the parent's form).
 */
export function CertificatePhotos({
  photos,
  onRemove,
  label,
}: {
  photos: readonly Attachment[];
  onRemove?: (photo: Attachment) => void;
  /** What the list is read as (an event's photos); a certificate's by default. */
  label?: string;
}) {
  const t = useT<EcaMessageId | UiMessageId>();
  const origin = useApiOrigin();
  return (
    <List aria-label={label ?? t("eca.submit.photos")}>
      {photos.map((photo, index) => {
        const label = t("eca.submit.photoOf", { n: index + 1, name: photo.name });
        return (
          <li key={photo.id}>
            <a href={`${origin}${photo.url}`} target="_blank" rel="noopener noreferrer">
              <img src={`${origin}${photo.url}`} alt={label} loading="lazy" />
            </a>
            {onRemove && (
              <Button
                size="sm"
                variant="text"
                onClick={() => onRemove(photo)}
                aria-label={t("ui.upload.removeFile", { name: label })}
              >
                {t("ui.upload.remove")}
              </Button>
            )}
          </li>
        );
      })}
    </List>
  );
}
