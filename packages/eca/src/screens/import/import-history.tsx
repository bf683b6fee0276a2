import type { EcaImport } from "@campus/contract";
import { can, formatMoment, useIntl, useLocale, useSession, useT } from "@campus/core";
import {
  Button,
  Empty,
  formatFileSize,
  Link,
  QueryTable,
  theme,
  useAction,
  usePagedQuery,
  type TableColumn,
  type UiMessageId,
} from "@campus/ui";
import styled from "styled-components";
import { useDiscardImport } from "../../api/eca-import-discard";
import { importFilePath, useSaveImportFile } from "../../api/eca-import-file";
import { useUndoImport } from "../../api/eca-import-undo";
import { useEcaImports } from "../../api/eca-imports";
import type { EcaMessageId } from "../../messages/message-ids";
import { nameOf } from "../../components/names";
import { IMPORT, IMPORT_ROUTE } from "../../routing/pages";
import { EcaStatus } from "../../statuses";

const Cell = styled.span`
  display: grid;
  gap: ${theme.space.xs};
  justify-items: start;
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
 * The import history (`/smarteca/import?view=history`): who imported which file when, the rows
 * written and refused, each file and its error report to download, its preview (where one
 * checked and never confirmed is confirmed), "undo" for one that was imported and "discard" for
 * one that never was (each after a question).
 */
export function ImportHistory() {
  const t = useT<EcaMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const list = usePagedQuery(useEcaImports);
  const save = useSaveImportFile();
  const undo = useUndoImport();
  const discard = useDiscardImport();
  const permissions = useSession((s) => s.user?.permissions);
  const mayImport = can(permissions, IMPORT_ROUTE, "import");

  const download = (path: string, name: string) =>
    void save(path, name).catch(() => {
      // Said by the one error path.
    });

  const undoing = useAction({
    confirm: (row: EcaImport) => ({
      title: t("eca.import.undoQuestion", { name: row.file_name }),
      content: t("eca.import.undoExplain", { count: row.accepted }),
      okText: t("eca.import.undo"),
      danger: true,
    }),
    run: (row: EcaImport) => undo.mutateAsync({ id: row.id }),
    success: (_, row) => t("eca.import.undone", { count: row.accepted }),
  });
  const discarding = useAction({
    confirm: (row: EcaImport) => ({
      title: t("eca.import.discardQuestion", { name: row.file_name }),
      content: t("eca.import.discardExplain"),
      okText: t("eca.import.discard"),
      danger: true,
    }),
    run: (row: EcaImport) => discard.mutateAsync({ id: row.id }),
    success: (_, row) => t("eca.import.discarded", { name: row.file_name }),
  });

  const columns: TableColumn<EcaImport>[] = [
    {
      key: "file",
      title: t("eca.import.file"),
      render: (row) => (
        <Cell>
          <Link to={`${IMPORT}?id=${row.id}`}>{row.file_name}</Link>
          <small>
            {formatMoment(intl, row.created_at)} ·{" "}
            {row.created_by ? nameOf(locale, row.created_by) : ""} ·{" "}
            {formatFileSize(row.file_size, intl)}
          </small>
        </Cell>
      ),
    },
    {
      key: "rows",
      title: t("eca.import.rowsColumn"),
      render: (row) => (
        <Cell>
          <span>
            {t(row.status === "checked" ? "eca.import.willWriteCount" : "eca.import.writtenCount", {
              count: row.accepted,
            })}
          </span>
          <small>{t("eca.import.refusedCount", { count: row.refused })}</small>
        </Cell>
      ),
    },
    {
      key: "status",
      title: t("eca.import.state"),
      render: (row) => (
        <Cell>
          <span>
            <EcaStatus kind="import" status={row.status} />
          </span>
          {row.undone_at && <small>{formatMoment(intl, row.undone_at)}</small>}
        </Cell>
      ),
    },
    {
      key: "actions",
      title: t("eca.import.actions"),
      render: (row) => (
        <Actions>
          <Button
            size="sm"
            variant="link"
            aria-label={t("eca.import.downloadFileOf", { name: row.file_name })}
            onClick={() => download(importFilePath({ id: row.id, part: "file" }), row.file_name)}
          >
            {t("eca.import.downloadFile")}
          </Button>
          {row.refused > 0 && (
            <Button
              size="sm"
              variant="link"
              aria-label={t("eca.import.downloadReportOf", { name: row.file_name })}
              onClick={() =>
                download(
                  importFilePath({ id: row.id, part: "report" }),
                  t("eca.import.reportFile", { name: row.file_name.replace(/\.xlsx$/i, "") }),
                )
              }
            >
              {t("eca.import.downloadReport")}
            </Button>
          )}
          {mayImport && row.status === "imported" && (
            <Button
              size="sm"
              variant="danger"
              aria-label={t("eca.import.undoOf", { name: row.file_name })}
              loading={undoing.isRunning(row)}
              onClick={() => void undoing.run(row)}
            >
              {t("eca.import.undo")}
            </Button>
          )}
          {mayImport && row.status === "checked" && (
            <Button
              size="sm"
              variant="danger"
              aria-label={t("eca.import.discardOf", { name: row.file_name })}
              loading={discarding.isRunning(row)}
              onClick={() => void discarding.run(row)}
            >
              {t("eca.import.discard")}
            </Button>
          )}
        </Actions>
      ),
    },
  ];

  return (
    <QueryTable
      caption={t("eca.import.view.history")}
      columns={columns}
      list={list}
      empty={<Empty title={t("eca.import.noHistory")} />}
    />
  );
}
