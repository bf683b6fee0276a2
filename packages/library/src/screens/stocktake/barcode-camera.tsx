import { useT } from "@campus/core";
import { Button, theme, type UiMessageId } from "@campus/ui";
import { useEffect, useRef, useState } from "react";
import styled from "styled-components";
import type { LibraryMessageId } from "../../messages/message-ids";
import { frameReader } from "./read-barcodes";

const Frame = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};
  video {
    width: 100%;
    max-height: 30vh;
    border-radius: ${theme.radius.md};
    background: ${theme.color.text};
    object-fit: cover;
  }
  p {
    margin: 0;
    color: ${theme.color.textSecondary};
  }
`;

/** A code the camera keeps seeing is one scan: it counts again only after this long away. */
const SEEN_FOR_MS = 3000;
/** Frames read a second at most: enough for a hand moving along a shelf, little battery. */
const FRAME_GAP_MS = 150;

/**
 * A phone's back camera as the stocktake's scanner (issue 38 §4): the picture read several
 * times a second, each barcode handed on once while it stays in view — the librarian moves
 * along the shelf and each spine label counts as it passes. This module and its reader load
 * only when the librarian asks for the camera; where it cannot be opened, it says so and the
 * typed or scanner field above still works.
 */
export function BarcodeCamera({
  onCode,
  onClose,
}: {
  onCode: (code: string) => void;
  onClose: () => void;
}) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState(false);
  const handOn = useRef(onCode);
  handOn.current = onCode;

  useEffect(() => {
    const element = video.current!;
    let running = true;
    let stream: MediaStream | undefined;
    const seen = new Map<string, number>();
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: "environment" },
          audio: false,
        });
        if (!running) return;
        element.srcObject = stream;
        await element.play();
        const read = await frameReader();
        while (running) {
          if (element.readyState >= element.HAVE_CURRENT_DATA && element.videoWidth > 0) {
            const now = Date.now();
            for (const code of await read(element)) {
              const last = seen.get(code);
              seen.set(code, now);
              if (running && (last === undefined || now - last > SEEN_FOR_MS)) handOn.current(code);
            }
          }
          await new Promise((resolve) => setTimeout(resolve, FRAME_GAP_MS));
        }
      } catch {
        if (running) setProblem(true);
      }
    })();
    return () => {
      running = false;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <Frame>
      <video ref={video} muted playsInline aria-label={t("library.stocktake.cameraView")} />
      <p role="status" aria-label={t("library.stocktake.cameraState")}>
        {problem ? t("library.stocktake.cameraProblem") : t("library.stocktake.cameraAim")}
      </p>
      <div>
        <Button onClick={onClose}>{t("library.stocktake.cameraClose")}</Button>
      </div>
    </Frame>
  );
}
