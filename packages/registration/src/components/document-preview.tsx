import type { ApplicationDocument, FeeKind, Payment } from "@campus/contract";
import { theme } from "@campus/ui";
import styled from "styled-components";
import { useDocumentUrl, useSlipUrl } from "../api/document-file";

const Frame = styled.span`
  display: inline-block;
  width: 72px;
  height: 96px;
  overflow: hidden;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surfaceMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A photo the guardian uploaded, fetched with the session (decision 18); a frame meanwhile. */
export function DocumentPreview({
  applicationId,
  document,
  alt,
}: {
  applicationId: number;
  document: ApplicationDocument;
  alt: string;
}) {
  const url = useDocumentUrl(applicationId, document.code, {
    enabled: document.type.startsWith("image/"),
    version: `${document.name}:${document.size}`,
  });
  return <Frame>{url && <img src={url} alt={alt} />}</Frame>;
}

/** The deposit slip the guardian uploaded for a fee (an image), read the same way. */
export function SlipPreview({
  applicationId,
  fee,
  slip,
  alt,
}: {
  applicationId: number;
  fee: FeeKind;
  slip: NonNullable<Payment["slip"]>;
  alt: string;
}) {
  const url = useSlipUrl(applicationId, fee, {
    enabled: slip.type.startsWith("image/"),
    version: `${slip.name}:${slip.size}`,
  });
  return <Frame>{url && <img src={url} alt={alt} />}</Frame>;
}
