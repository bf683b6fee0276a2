import { useRuntime } from "../session/runtime-context";

/**
 * Downloads a file of the API through the session (decision 0018: a template, an export, an
 * uploaded file) and saves it on the device under `name`. Rejects as any call does; the error
 * path has said so by then.
 */
export function useSaveFile() {
  const runtime = useRuntime();
  return async (path: string, name: string) => {
    const blob = await runtime.api.file(path);
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    link.rel = "noopener";
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
}
