import { useT } from "@campus/core";
import { Result, useHref, type UiMessageId } from "@campus/ui";
import { useLocation } from "wouter";
import { useInLayout } from "../layout/layout-context";
import { useDocumentTitle } from "../layout/use-document-title";

export type PageStatus = 403 | 404 | 500 | "underDevelopment";

/** The error pages (spec §2): 403, 404 (also "under development") and 500, each with back-to-home. */
export function StatusPage({ status }: { status: PageStatus }) {
  const t = useT<UiMessageId>();
  const [, navigate] = useLocation();
  const home = useHref("/");
  // Signed in, the layout's header carries the page's h1; signed out, this page stands alone.
  const inLayout = useInLayout();
  useDocumentTitle(t(`ui.result.${status}.title`));
  const underDevelopment = status === "underDevelopment";
  return (
    <Result
      status={underDevelopment ? 404 : status}
      variant={underDevelopment ? "underDevelopment" : undefined}
      headingLevel={inLayout ? 2 : 1}
      backHref={home}
      onBack={(event) => {
        event.preventDefault();
        navigate("/");
      }}
    />
  );
}
