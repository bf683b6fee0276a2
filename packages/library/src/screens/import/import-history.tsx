import type { LibraryImport } from "@campus/contract";
import { formatMoment, useIntl, useLocale, useT } from "@campus/core";
import {
  Button,
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
import { useCatalogueImportDiscard } from "../../api/catalogue-import-discard";
import { useCatalogueImportUndo } from "../../api/catalogue-import-undo";
import { useCatalogueImports } from "../../api/catalogue-imports";
import { useLibraryLink } from "../../components/use-library-link";
import type { LibraryMessageId } from "../../messages/message-ids";
import { LibraryStatus } from "../../statuses";
import { CATALOGUE_PATH } from "../catalogue/use-open-book";

const Cell = styled.span`
  display: grid;
  gap: ${theme.space.xs};
  justify-items: start;
  small {
    color: ${theme.color.textSecondary};
  }
`;

/**
 * Every catalogue import, latest first: which file, who and when, what it added and refused,
 * its preview; "undo" for one imported and "discard" for one checked and never confirmed,
 * each after a question.
 */
export function ImportHistory() {
  const t = useT<LibraryMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const link = useLibraryLink();
  const list = usePagedQuery(useCatalogueImports);
  const undo = useCatalogueImportUndo();
  const discard = useCatalogueImportDiscard();
  const undoing = useAction({
    confirm: (row: LibraryImport) => ({
      title: t("library.import.undoTitle", { file: row.file_name }),
      content: t("library.import.undoText"),
      okText: t("library.import.undo"),
      danger: true,
    }),
    run: (row: LibraryImport) => undo.mutateAsync({ id: row.id }),
    success: () => t("library.import.undone"),
  });
  const discarding = useAction({
    run: (row: LibraryImport) => discard.mutateAsync({ id: row.id }),
    success: () => t("library.import.discarded"),
  });

  const columns: TableColumn<LibraryImport>[] = [
    {
      key: "file",
      title: t("library.import.file"),
      render: (row) => (
        <Cell>
          <Link to={link(CATALOGUE_PATH, { view: "import", id: row.id })}>{row.file_name}</Link>
          <small>
            {[
              t(`library.import.format.${row.format}`),
              formatFileSize(row.file_size, intl),
              formatMoment(intl, row.created_at),
              row.created_by &&
                (locale === "en-US" ? row.created_by.name_en : row.created_by.name_zh),
            ]
              .filter(Boolean)
              .join(" · ")}
          </small>
        </Cell>
      ),
    },
    {
      key: "result",
      title: t("library.import.result"),
      render: (row) =>
        t("library.import.outcome", {
          added: row.books_added,
          matched: row.books_matched,
          refused: row.refused,
        }),
    },
    {
      key: "status",
      title: t("library.import.status"),
      render: (row) => (
        <Cell>
          <LibraryStatus kind="import" status={row.status} />
          {row.status === "checked" && (
            <Button
              size="sm"
              variant="link"
              loading={discarding.isRunning(row)}
              onClick={() => void discarding.run(row)}
            >
              {t("library.import.discard")}
            </Button>
          )}
          {row.status === "imported" && row.copies_added > 0 && (
            <Link to={link(CATALOGUE_PATH, { view: "labels", import: row.id })}>
              {t("library.labels.open")}
            </Link>
          )}
          {row.status === "imported" && (
            <Button
              size="sm"
              variant="danger"
              loading={undoing.isRunning(row)}
              onClick={() => void undoing.run(row)}
            >
              {t("library.import.undo")}
            </Button>
          )}
        </Cell>
      ),
    },
  ];
  return (
    <QueryTable
      caption={t("library.import.history")}
      columns={columns}
      list={list}
      empty={t("library.import.none")}
    />
  );
}
