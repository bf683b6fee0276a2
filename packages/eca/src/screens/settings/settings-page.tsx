import { OLE_AREAS, type EcaSettingKind, type EcaSettings } from "@campus/contract";
import { can, useSession, useT } from "@campus/core";
import {
  Button,
  Dialog,
  Empty,
  Section,
  Skeleton,
  Table,
  Tabs,
  theme,
  useAction,
  useSearchParams,
  type UiMessageId,
  retryableLazy,
} from "@campus/ui";
import { Suspense, useState } from "react";
import styled from "styled-components";
import { useOlePreset } from "../../api/eca-ole-preset";
import { useEcaSettings } from "../../api/eca-settings";
import type { EcaMessageId } from "../../messages/message-ids";
import { SETTINGS_ROUTE } from "../../routing/pages";
import { useSettingColumns, type Setting } from "./use-setting-columns";

// The forms (react-hook-form and the schemas) load when one is first opened.
const SettingForm = retryableLazy(() => import("./setting-form").then((m) => m.SettingForm));
const RuleForm = retryableLazy(() => import("./rule-form").then((m) => m.RuleForm));

type Tab = EcaSettingKind | "rule";
const TABS: readonly Tab[] = ["category", "prize", "tag", "trait", "rule"];

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  justify-content: flex-end;
  margin-bottom: ${theme.space.md};
`;

/**
 * ECA settings (`/smarteca/settings`, the office): categories with their scores, prizes with
 * their multipliers and quantities, tags, and how scores count. The tab is in the address. A
 * button the user's action keys do not allow is not shown (the server refuses it anyway).
 */
export function SettingsPage() {
  const t = useT<EcaMessageId | UiMessageId>();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((k) => k === params.get("tab")) ?? "category";
  const settings = useEcaSettings();

  const body = (kind: Tab) =>
    settings.isPending ? (
      <Skeleton variant="text" lines={6} />
    ) : settings.isError ? (
      <Empty
        role="alert"
        title={t("eca.loadFailed")}
        action={<Button onClick={() => void settings.refetch()}>{t("eca.retry")}</Button>}
      />
    ) : kind === "rule" ? (
      <Suspense fallback={<Skeleton lines={4} />}>
        <RuleForm rule={settings.data.rule} />
      </Suspense>
    ) : (
      <SettingList kind={kind} settings={settings.data} />
    );

  return (
    <Section title={t("eca.route.settings")}>
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            if (key === "category") next.delete("tab");
            else next.set("tab", key);
            return next;
          })
        }
        items={TABS.map((kind) => ({
          key: kind,
          label: t(`eca.settings.tab.${kind}`),
          content: tab === kind ? body(kind) : null,
        }))}
      />
    </Section>
  );
}

/** One kind of setting: its table, and adding, changing, enabling, disabling, deleting. */
function SettingList({ kind, settings }: { kind: EcaSettingKind; settings: EcaSettings }) {
  const t = useT<EcaMessageId | UiMessageId>();
  const permissions = useSession((s) => s.user?.permissions);
  const mayAdd = can(permissions, SETTINGS_ROUTE, "add");
  const [editing, setEditing] = useState<Setting | "new" | null>(null);
  const preset = useOlePreset();
  const rows: Setting[] =
    kind === "category"
      ? settings.categories
      : kind === "prize"
        ? settings.prizes
        : kind === "tag"
          ? settings.tags
          : settings.traits;
  const missingAreas = OLE_AREAS.filter(
    (area) => !settings.categories.some((c) => c.preset_key === area.key),
  );

  const adding = useAction({
    confirm: () => ({
      title: t("eca.settings.presetTitle"),
      content: t("eca.settings.presetQuestion", { count: missingAreas.length }),
      okText: t("eca.settings.presetAdd"),
    }),
    run: () => preset.mutateAsync({}),
    success: () => t("eca.settings.presetAdded"),
  });

  const columns = useSettingColumns(kind, setEditing);

  return (
    <>
      <Bar>
        {kind === "category" && mayAdd && missingAreas.length > 0 && (
          <Button loading={adding.isRunning()} onClick={() => void adding.run()}>
            {t("eca.settings.presetAdd")}
          </Button>
        )}
        {mayAdd && (
          <Button variant="primary" onClick={() => setEditing("new")}>
            {t(`eca.settings.add.${kind}`)}
          </Button>
        )}
      </Bar>
      <Table
        caption={t(`eca.settings.tab.${kind}`)}
        columns={columns}
        rows={rows}
        rowKey="id"
        total={rows.length}
        page={1}
        pageSize={Math.max(rows.length, 10)}
        onPageChange={() => undefined}
        empty={<Empty title={t(`eca.settings.empty.${kind}`)} />}
      />
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing === "new" ? `eca.settings.add.${kind}` : `eca.settings.editTitle.${kind}`)}
        width={560}
      >
        <Suspense fallback={<Skeleton lines={5} />}>
          {editing !== null && (
            <SettingForm
              kind={kind}
              setting={editing === "new" ? null : editing}
              onDone={() => setEditing(null)}
            />
          )}
        </Suspense>
      </Dialog>
    </>
  );
}
