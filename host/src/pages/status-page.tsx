import { Result, useHref } from "@campus/ui";
import { useLocation } from "wouter";

export type PageStatus = 403 | 404 | 500 | "underDevelopment";

/** The error pages (spec §2): 403, 404 (also "under development") and 500, each with back-to-home. */
export function StatusPage({ status }: { status: PageStatus }) {
  const [, navigate] = useLocation();
  const home = useHref("/");
  const underDevelopment = status === "underDevelopment";
  return (
    <Result
      status={underDevelopment ? 404 : status}
      variant={underDevelopment ? "underDevelopment" : undefined}
      headingLevel={2}
      backHref={home}
      onBack={(event) => {
        event.preventDefault();
        navigate("/");
      }}
    />
  );
}
