import type { Attachment, UploadKind } from "@campus/contract";
import { useApiOrigin, useIntl } from "@campus/core";
import { Suspense, useEffect, useState } from "react";
import styled from "styled-components";
import { Button } from "../button/button";
import { PartBoundary } from "../routing/part-boundary";
import { retryableLazy } from "../routing/retryable-lazy";
import { theme } from "../theme/theme";

/** The picker loads when someone chooses to change the picture, not with the form. */
const Upload = retryableLazy(() => import("../upload/upload").then((m) => m.Upload));

const Box = styled.div<{ $width: number; $height: number }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
  img {
    width: ${(p) => p.$width}px;
    height: ${(p) => p.$height}px;
    object-fit: contain;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
  }
`;

export interface PictureFieldProps {
  kind: UploadKind;
  /** The picture the record has, or null. */
  initial: Attachment | null;
  /** What the picture shows, for a screen reader ("陳小明's school logo"). */
  alt: string;
  readOnly?: boolean;
  /** Sends the chosen file; the record's save makes it the record's picture. */
  upload: (file: File, signal: AbortSignal) => Promise<Attachment>;
  /** The upload's id, or null once the picture is taken off. */
  onChange: (id: number | null) => void;
  /** The buttons' words (the feature's). */
  texts: { add: string; change: string; remove: string };
  /** The picture's box, in CSS pixels. */
  width?: number;
  height?: number;
}

/**
 * One picture of a record (a school's logo, a book's cover): the one it has, with a remove
 * button, or the one just chosen, and a picker that sends a new one at once. For `Field`.
 */
export function PictureField({
  kind,
  initial,
  alt,
  readOnly = false,
  upload,
  onChange,
  texts,
  width = 56,
  height = 56,
}: PictureFieldProps) {
  const intl = useIntl();
  const origin = useApiOrigin();
  // The record's picture, or the file just chosen (not served until the record is saved).
  const [shown, setShown] = useState(initial && `${origin}${initial.url}`);
  const [choosing, setChoosing] = useState(false);
  useEffect(() => {
    if (!shown?.startsWith("blob:")) return;
    return () => URL.revokeObjectURL(shown);
  }, [shown]);
  return (
    <Box $width={width} $height={height}>
      {shown && (
        <>
          <img src={shown} alt={alt} />
          {!readOnly && (
            <Button
              size="sm"
              onClick={() => {
                setShown(null);
                onChange(null);
              }}
            >
              {texts.remove}
            </Button>
          )}
        </>
      )}
      {!readOnly && !choosing && (
        <Button size="sm" onClick={() => setChoosing(true)}>
          {shown ? texts.change : texts.add}
        </Button>
      )}
      {choosing && (
        <PartBoundary text={intl.formatMessage({ id: "core.error.chunk" })}>
          <Suspense fallback={null}>
            <Upload
              kind={kind}
              onUpload={async (file, { signal }) => {
                const stored = await upload(file, signal);
                setShown(URL.createObjectURL(file));
                onChange(stored.id);
              }}
            />
          </Suspense>
        </PartBoundary>
      )}
    </Box>
  );
}
