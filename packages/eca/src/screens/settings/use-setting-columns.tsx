import type { EcaCategory, EcaPrize, EcaSettingKind, EcaTag } from "@campus/contract";
import { can, useLocale, useSession, useT } from "@campus/core";
import { Button, theme, useAction, type TableColumn, type UiMessageId } from "@campus/ui";
import styled from "styled-components";
import { useDeleteSetting } from "../../api/eca-delete-setting";
import { useSettingStatus } from "../../api/eca-setting-status";
import type { EcaMessageId } from "../../messages/message-ids";
import { decimal, nameOf } from "../../components/names";
import { SETTINGS_ROUTE } from "../../routing/pages";
import { EcaStatus } from "../../statuses";

export type Setting = EcaCategory | EcaPrize | EcaTag;

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

/** A setting's names: the one the reader's language shows first, then the others. */
function SettingNames({ row }: { row: Setting }) {
  const locale = useLocale();
  return (
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
  );
}

/** Enabling or disabling a row, and deleting it (asked first; a refusal said in a dialog). */
function useRowActs(kind: EcaSettingKind) {
  const t = useT<EcaMessageId | UiMessageId>();
  const locale = useLocale();
  const status = useSettingStatus();
  const remove = useDeleteSetting();
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
  return { switching, deleting };
}

/**
 * The columns of one kind of setting: its names, what the kind carries (a category's score and
 * cap, a prize's multiplier and quantity), its state, how often it is used, and the buttons the
 * user's action keys allow.
 */
export function useSettingColumns(
  kind: EcaSettingKind,
  onEdit: (row: Setting) => void,
): TableColumn<Setting>[] {
  const t = useT<EcaMessageId | UiMessageId>();
  const locale = useLocale();
  const permissions = useSession((s) => s.user?.permissions);
  const mayEdit = can(permissions, SETTINGS_ROUTE, "edit");
  const mayEnable = can(permissions, SETTINGS_ROUTE, "enable");
  const mayDisable = can(permissions, SETTINGS_ROUTE, "disable");
  const mayDelete = can(permissions, SETTINGS_ROUTE, "delete");
  const { switching, deleting } = useRowActs(kind);

  return [
    {
      key: "name",
      title: t("eca.settings.name"),
      render: (row) => <SettingNames row={row} />,
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
                onClick={() => onEdit(row)}
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
}
