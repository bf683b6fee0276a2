import {
  OLE_AREAS,
  type EcaCategory,
  type EcaPrize,
  type EcaSettingKind,
  type EcaSettings,
  type EcaTag,
} from "@campus/contract";
import { can, useLocale, useSession, useT } from "@campus/core";
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
  type TableColumn,
  type UiMessageId,
  retryableLazy,
} from "@campus/ui";
import { Suspense, useState } from "react";
import styled from "styled-components";
import {
  useDeleteSetting,
  useEcaSettings,
  useOlePreset,
  useSettingStatus,
} from "../../api/eca-settings";
import type { EcaMessageId } from "../../messages/message-ids";
import { decimal, nameOf } from "../../components/names";
import { SETTINGS_ROUTE } from "../../routing/pages";
import { EcaStatus } from "../../statuses";

// The forms (react-hook-form and the schemas) load when one is first opened.
const SettingForm = retryableLazy(() => import("./setting-form").then((m) => m.SettingForm));
const RuleForm = retryableLazy(() => import("./rule-form").then((m) => m.RuleForm));

type Setting = EcaCategory | EcaPrize | EcaTag;
type Tab = EcaSettingKind | "rule";
const TABS: readonly Tab[] = ["category", "prize", "tag", "trait", "rule"];

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  justify-content: flex-end;
  margin-bottom: ${theme.space.md};
`;

const Names = styled.span`
  display: grid;
  small {
    color: ${theme.color.textSecondary};
  }
`;

const Actions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
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
  const locale = useLocale();
  const permissions = useSession((s) => s.user?.permissions);
  const mayAdd = can(permissions, SETTINGS_ROUTE, "add");
  const mayEdit = can(permissions, SETTINGS_ROUTE, "edit");
  const mayEnable = can(permissions, SETTINGS_ROUTE, "enable");
  const mayDisable = can(permissions, SETTINGS_ROUTE, "disable");
  const mayDelete = can(permissions, SETTINGS_ROUTE, "delete");
  const [editing, setEditing] = useState<Setting | "new" | null>(null);
  const status = useSettingStatus();
  const remove = useDeleteSetting();
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

  const switching = useAction({
    run: (row: Setting) =>
      status.mutateAsync({
        kind,
        id: row.id,
        status: row.status === "enabled" ? "disabled" : "enabled",
      }),
    success: (_, row) =>
      t(row.status === "enabled" ? "eca.settings.disabled" : "eca.settings.enabled", {
        name: nameOf(locale, row),
      }),
  });
  const deleting = useAction({
    confirm: (row: Setting) => ({
      title: t("eca.settings.deleteTitle"),
      content: t("eca.settings.deleteQuestion", { name: nameOf(locale, row) }),
      okText: t("eca.settings.delete"),
      danger: true,
    }),
    run: (row: Setting) => remove.mutateAsync({ kind, id: row.id }),
    success: () => t("eca.settings.deleted"),
    refusal: "dialog",
    refusalTitle: t("eca.settings.deleteRefused"),
  });
  const adding = useAction({
    confirm: () => ({
      title: t("eca.settings.presetTitle"),
      content: t("eca.settings.presetQuestion", { count: missingAreas.length }),
      okText: t("eca.settings.presetAdd"),
    }),
    run: () => preset.mutateAsync({}),
    success: () => t("eca.settings.presetAdded"),
  });

  const columns: TableColumn<Setting>[] = [
    {
      key: "name",
      title: t("eca.settings.name"),
      render: (row) => (
        <Names>
          {locale === "zh-CN" ? (
            <span lang="zh-Hans">{row.name_cn}</span>
          ) : (
            <span lang="zh-Hant">{row.name_zh}</span>
          )}
          {/* The name as the school wrote it, under the Simplified form zh-CN readers see. */}
          {locale === "zh-CN" && row.name_cn !== row.name_zh && (
            <small lang="zh-Hant">{row.name_zh}</small>
          )}
          <small lang="en">{row.name_en}</small>
        </Names>
      ),
    },
    ...(kind === "category"
      ? [
          {
            key: "score",
            title: t("eca.settings.score"),
            render: (row: Setting) => decimal(locale, (row as EcaCategory).score),
          },
          {
            key: "cap",
            title: t("eca.settings.cap"),
            render: (row: Setting) => {
              const cap = (row as EcaCategory).cap;
              return cap === null ? t("eca.settings.noCap") : decimal(locale, cap);
            },
          },
        ]
      : kind === "prize"
        ? [
            {
              key: "multiplier",
              title: t("eca.settings.multiplier"),
              render: (row: Setting) =>
                t("eca.settings.times", {
                  n: decimal(locale, (row as EcaPrize).multiplier),
                }),
            },
            {
              key: "quantity",
              title: t("eca.settings.quantity"),
              render: (row: Setting) => (row as EcaPrize).quantity,
            },
          ]
        : []),
    {
      key: "status",
      title: t("eca.settings.status"),
      render: (row) => <EcaStatus kind="setting" status={row.status} />,
    },
    {
      key: "used",
      title: t("eca.settings.used"),
      render: (row) => t("eca.settings.usedCount", { count: row.used }),
      hideOnMobile: true,
    },
    {
      key: "actions",
      title: t("eca.settings.actions"),
      render: (row) => {
        const name = nameOf(locale, row);
        const mayToggle = row.status === "enabled" ? mayDisable : mayEnable;
        return (
          <Actions>
            {mayEdit && (
              <Button
                size="sm"
                onClick={() => setEditing(row)}
                aria-label={t("eca.settings.editOf", { name })}
              >
                {t("eca.settings.edit")}
              </Button>
            )}
            {mayToggle && (
              <Button
                size="sm"
                loading={switching.isRunning(row)}
                onClick={() => void switching.run(row)}
                aria-label={t(
                  row.status === "enabled" ? "eca.settings.disableOf" : "eca.settings.enableOf",
                  { name },
                )}
              >
                {t(row.status === "enabled" ? "eca.settings.disable" : "eca.settings.enable")}
              </Button>
            )}
            {mayDelete && row.used === 0 && (
              <Button
                size="sm"
                variant="danger"
                loading={deleting.isRunning(row)}
                onClick={() => void deleting.run(row)}
                aria-label={t("eca.settings.deleteOf", { name })}
              >
                {t("eca.settings.delete")}
              </Button>
            )}
          </Actions>
        );
      },
    },
  ];

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
