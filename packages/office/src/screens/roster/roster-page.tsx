import { useT } from "@campus/core";
import { Section, Tabs, useSearchParams, type UiMessageId } from "@campus/ui";
import type { OfficeMessageId } from "../../messages/message-ids";
import { RosterActivation } from "./roster-activation";
import { RosterHistory } from "./roster-history";
import { RosterImport } from "./roster-import";
import { RosterRollover } from "./roster-rollover";

const VIEWS = ["import", "history", "activation", "rollover"] as const;

/**
 * The school's roster (`/office/roster`, issue 36 §3): import the roster from the file the
 * school has — its template, the upload, a preview that names each refused cell, the import
 * after a question —, `?view=history`, every import with undo for the latest, and
 * `?view=activation`, how many guardians of each class have signed in, and `?view=rollover`,
 * the year-end rollover.
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
          content: v !== view ? null : <View view={v} />,
        }))}
      />
    </Section>
  );
}

function View({ view }: { view: (typeof VIEWS)[number] }) {
  if (view === "history") return <RosterHistory />;
  if (view === "activation") return <RosterActivation />;
  if (view === "rollover") return <RosterRollover />;
  return <RosterImport />;
}
