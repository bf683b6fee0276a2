import { checkInCodeOf } from "@campus/contract";
import { useT } from "@campus/core";
import { Button, theme, type UiMessageId } from "@campus/ui";
import QrScanner from "qr-scanner";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import styled from "styled-components";
import { Notice } from "../../components/notice";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { Buttons } from "../review/decision-panel";

const Frame = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  video {
    width: 100%;
    max-height: 60vh;
    border-radius: ${theme.radius.md};
    background: ${theme.color.text};
    object-fit: cover;
  }
`;

const Photo = styled.label`
  display: inline-flex;
  align-items: center;
  cursor: pointer;
  color: ${theme.color.primaryText};
  text-decoration: underline;
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  &:focus-within {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

type Problem = "camera" | "notOurs" | "unreadable" | null;

/**
 * The office's phone as a scanner (issue 37, item 15): the back camera's picture, read for a
 * booking's QR code several times a second — by the browser's own barcode reader where it has
 * one, else by `qr-scanner`'s worker — and the code handed on the moment one is read (the page
 * then shows whose booking it is, and checks in only on the office's confirm). A photo of the
 * code does the same where the camera cannot be opened. This module, and the library with it
 * (5.7 kB gzip, its worker 10.2 kB more where the browser reads no QR codes itself), loads only
 * when the office asks to scan.
 */
export function QrCamera({
  onCode,
  onClose,
}: {
  onCode: (code: string) => void;
  onClose: () => void;
}) {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const handed = useRef(false);

  const read = (text: string) => {
    const code = checkInCodeOf(text);
    if (!code) return setProblem("notOurs");
    if (handed.current) return;
    handed.current = true;
    onCode(code);
  };

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const scanner = new QrScanner(element, (result) => read(result.data), {
      returnDetailedScanResult: true,
      preferredCamera: "environment",
      maxScansPerSecond: 8,
    });
    scanner.start().catch(() => setProblem("camera"));
    return () => scanner.destroy();
    // The scanner lives as long as the component: `read` only reads refs and setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const fromPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    try {
      read((await QrScanner.scanImage(file, { returnDetailedScanResult: true })).data);
    } catch {
      setProblem("unreadable");
    }
  };

  return (
    <Frame>
      <video ref={video} muted playsInline aria-label={t("registration.office.checkIn.camera")} />
      <p role="status">{problem ? null : t("registration.office.checkIn.aim")}</p>
      {problem && (
        <Notice tone="warning" title={t(`registration.office.checkIn.scanProblem.${problem}`)} />
      )}
      <Buttons>
        <Photo>
          {t("registration.office.checkIn.fromPhoto")}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            onChange={(event) => void fromPhoto(event)}
          />
        </Photo>
        <Button onClick={onClose}>{t("registration.office.checkIn.stopScanning")}</Button>
      </Buttons>
    </Frame>
  );
}
