import { useT } from "@campus/core";
import { useEffect } from "react";
import type { PortalMessageId } from "../messages/message-ids";

/**
 * The browser tab's title: "<page> · Campus", or the portal's full name without a page title.
 * Every page sets it, signed in or not (a tab of "Campus" five times over says nothing).
 */
export function useDocumentTitle(title: string | null | undefined) {
  const t = useT<PortalMessageId>();
  useEffect(() => {
    document.title = title ? `${title} · ${t("host.app.shortName")}` : t("host.app.name");
  }, [title, t]);
}
