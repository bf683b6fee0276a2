import { REGISTRATION_DOCUMENT_PATH, REGISTRATION_SLIP_PATH, type FeeKind } from "@campus/contract";
import { useRuntime } from "@campus/core";
import { useEffect, useState } from "react";

/**
 * One of an application's documents as an object URL, fetched with the session (decision 18:
 * no address opens it without one) and revoked when no longer shown. Null while it loads, when
 * `enabled` is false, and when it cannot be read (the file's name and size say enough then).
 * `version` refetches after a replacement.
 */
export function useDocumentUrl(
  applicationId: number,
  code: string,
  options: { enabled: boolean; version: string },
): string | null {
  return useFileUrl(
    `${REGISTRATION_DOCUMENT_PATH}/${applicationId}/${encodeURIComponent(code)}`,
    options,
  );
}

/** A fee's latest deposit slip as an object URL, read the same way. */
export function useSlipUrl(
  applicationId: number,
  fee: FeeKind,
  options: { enabled: boolean; version: string },
) {
  return useFileUrl(
    `${REGISTRATION_SLIP_PATH}/${applicationId}${fee === "registration" ? "/registration" : ""}`,
    options,
  );
}

function useFileUrl(
  path: string,
  { enabled, version }: { enabled: boolean; version: string },
): string | null {
  const runtime = useRuntime();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let made: string | null = null;
    runtime.api
      .file(path, { signal: controller.signal, silent: true })
      .then((blob) => {
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [runtime, path, enabled, version]);
  return url;
}
