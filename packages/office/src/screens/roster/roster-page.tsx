import { useT } from "@campus/core";
import { Section, Tabs, useSearchParams, type UiMessageId } from "@campus/ui";
import type { OfficeMessageId } from "../../messages/message-ids";
import { RosterHistory } from "./roster-history";
import { RosterImport } from "./roster-import";

const VIEWS = ["import", "history"] as const;

/**
 * The school's roster (`/office/roster`, issue 36 §3): import the roster from the file the
 * school has — its template, the upload, a preview that names each refused cell, the import
 * after a question — and `?view=history`, every import with undo for the latest.
 */
export function RosterPage() {
  const t = useT<OfficeMessageId | UiMessageId>();
  const [params, setParams] = useSearchParams();
  const view = VIEWS.find((v) => v === params.get("view")) ?? "import";
  return (
    <Section title={t("office.route.roster")}>
      <Tabs
        activeKey={view}
        onChange={(key) => setParams(new URLSearchParams(key === "import" ? "" : `view=${key}`))}
        items={VIEWS.map((v) => ({
          key: v,
          label: t(`office.roster.view.${v}`),
          content: v !== view ? null : v === "import" ? <RosterImport /> : <RosterHistory />,
        }))}
      />
    </Section>
  );
}
