import type { RosterImport } from "@campus/contract";
import { can, formatMoment, useIntl, useLocale, useSession, useT } from "@campus/core";
import {
  Button,
  Empty,
  QueryTable,
  theme,
  useAction,
  usePagedQuery,
  type TableColumn,
  type UiMessageId,
} from "@campus/ui";
import styled from "styled-components";
import { useOfficeRosterImports } from "../../api/office-roster-imports";
import { useOfficeRosterUndo } from "../../api/office-roster-undo";
import type { OfficeMessageId } from "../../messages/message-ids";
import { ROSTER_ROUTE } from "../../routing/pages";

const Cell = styled.span`
  display: grid;
  gap: ${theme.space.xs};
  small {
    color: ${theme.color.textSecondary};
  }
`;

/**
 * Every roster import of the school, latest first: the file, who imported it when, what it
 * did, and "undo" (after a question) for the latest one not undone.
 */
export function RosterHistory() {
  const t = useT<OfficeMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  // A file by its name; the year-end rollover by the school year it led into.
  const nameOf = (row: RosterImport) =>
    row.kind === "rollover" ? t("office.rollover.entry", { year: row.file_name }) : row.file_name;
  const list = usePagedQuery(useOfficeRosterImports);
  const undo = useOfficeRosterUndo();
  const mayImport = can(
    useSession((s) => s.user?.permissions),
    ROSTER_ROUTE,
    "import",
  );
  const undoImport = useAction({
    confirm: (row: RosterImport) => ({
      title: t("office.roster.undoQuestion", { name: nameOf(row) }),
      content: t("office.roster.undoExplain"),
      okText: t("office.roster.undo"),
      danger: true,
    }),
    run: (row) => undo.mutateAsync({ id: row.id }),
    success: () => t("office.roster.undone"),
  });

  const columns: TableColumn<RosterImport>[] = [
    {
      key: "file",
      title: t("office.roster.file"),
      render: (row) => (
        <Cell>
          <span>{nameOf(row)}</span>
          <small>
            {row.imported_by
              ? t("office.roster.by", {
                  at: formatMoment(intl, row.imported_at),
                  name: locale === "en-US" ? row.imported_by.name_en : row.imported_by.name_zh,
                })
              : formatMoment(intl, row.imported_at)}
          </small>
          {row.full && <small>{t("office.roster.whole")}</small>}
        </Cell>
      ),
    },
    {
      key: "changes",
      title: t("office.roster.changes"),
      render: (row) =>
        row.kind === "staff" ? (
          t("office.roster.staffChangesText", row.counts)
        ) : (
          <Cell>
            {t("office.roster.changesText", {
              ...row.counts,
              guardians: row.counts.guardians_added,
            })}
            {row.staff_counts && (
              <small>{t("office.roster.staffChangesText", row.staff_counts)}</small>
            )}
          </Cell>
        ),
    },
    {
      key: "state",
      title: t("office.roster.state"),
      render: (row) =>
        row.undone_at
          ? t("office.roster.stateUndone", { at: formatMoment(intl, row.undone_at) })
          : t("office.roster.stateImported"),
    },
    {
      key: "actions",
      title: t("office.roster.actions"),
      render: (row) =>
        mayImport && row.undoable ? (
          <Button
            size="sm"
            variant="danger"
            aria-label={t("office.roster.undoOf", { name: nameOf(row) })}
            loading={undoImport.isRunning(row)}
            onClick={() => void undoImport.run(row)}
          >
            {t("office.roster.undo")}
          </Button>
        ) : null,
    },
  ];

  return (
    <QueryTable
      caption={t("office.roster.view.history")}
      columns={columns}
      list={list}
      empty={<Empty title={t("office.roster.noHistory")} />}
    />
  );
}
