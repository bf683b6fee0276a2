import { useT } from "@campus/core";
import { Button, retryableLazy, Skeleton, type UiMessageId } from "@campus/ui";
import { Suspense, useState } from "react";
import type { RegistrationMessageId } from "../../messages/message-ids";

// The camera and its QR reader load when the office asks to scan.
const QrCamera = retryableLazy(() => import("./qr-camera").then((m) => m.QrCamera));

/**
 * The button that opens the camera, and the camera until it reads a code or is closed; the
 * button leads while no code has been opened yet (`next`: one has).
 */
export function ScanCode({ next, onCode }: { next: boolean; onCode: (code: string) => void }) {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const [scanning, setScanning] = useState(false);
  return scanning ? (
    <Suspense fallback={<Skeleton lines={4} />}>
      <QrCamera
        onClose={() => setScanning(false)}
        onCode={(code) => {
          setScanning(false);
          onCode(code);
        }}
      />
    </Suspense>
  ) : (
    <div>
      <Button variant={next ? "default" : "primary"} onClick={() => setScanning(true)}>
        {t(next ? "registration.office.checkIn.scanNext" : "registration.office.checkIn.scan")}
      </Button>
    </div>
  );
}
