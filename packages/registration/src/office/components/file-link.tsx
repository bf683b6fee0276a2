import { useT } from "@campus/core";
import type { RegistrationMessageId } from "../../messages/message-ids";

/**
 * Opens a file the office must read whole (a PDF, a slip): the object URL fetched with the
 * session (decision 18), in a new tab, read there — not saved: a child's documents do not pile up
 * in the office PC's Downloads folder (issue 37, item 17; uploads are images and PDFs, checked
 * by content). Nothing while it loads or when it cannot be read.
 */
export function FileLink({ url, name }: { url: string | null; name: string }) {
  const t = useT<RegistrationMessageId>();
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noopener">
      {t("registration.office.openFile", { name })}
    </a>
  );
}
