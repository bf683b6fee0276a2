import type { EcaImportPreview, EcaImportProblem, EcaImportRow } from "@campus/contract";
import { formatMoment, useIntl, useLocale, useT } from "@campus/core";
import {
  Button,
  Empty,
  Figures,
  Table,
  theme,
  type TableColumn,
  type UiMessageId,
} from "@campus/ui";
import styled from "styled-components";
import { importFilePath, useSaveImportFile } from "../../api/eca-import-file";
import { useRegion } from "../../api/eca-settings";
import { levelLabel } from "../../components/levels";
import type { EcaMessageId } from "../../messages/message-ids";
import { nameOf, studentLabel } from "../../components/names";
import { EcaStatus } from "../../statuses";

const Part = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  margin-block: ${theme.space.md};
  h3 {
    margin: 0;
    font-size: ${theme.font.size.md};
  }
  > button {
    justify-self: start;
  }
  p {
    margin: 0;
    color: ${theme.color.textSecondary};
  }
`;

/**
 * One import's preview: what the file holds and makes, each refused row by its number in the
 * file, its column and why (with the rows back as a workbook with an error column), and the
 * first rows it writes.
 */
export function ImportPreview({ preview }: { preview: EcaImportPreview }) {
  const t = useT<EcaMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const save = useSaveImportFile();
  const region = useRegion();
  const number = (n: number) => intl.formatNumber(n);

  const problemColumns: TableColumn<EcaImportProblem & { id: number }>[] = [
    { key: "row", title: t("eca.import.row"), render: (p) => number(p.row) },
    { key: "column", title: t("eca.import.column"), render: (p) => p.column || "—" },
    { key: "message", title: t("eca.import.problem"), render: (p) => p.message },
  ];
  const rowColumns: TableColumn<EcaImportRow & { id: number }>[] = [
    { key: "row", title: t("eca.import.row"), render: (r) => number(r.row) },
    {
      key: "student",
      title: t("eca.import.student"),
      render: (r) => studentLabel(locale, r.student),
    },
    {
      key: "event",
      title: t("eca.event.name"),
      render: (r) => {
        const event = `${r.event.code} · ${nameOf(locale, r.event)}`;
        return r.event.new ? t("eca.import.newEvent", { event }) : event;
      },
    },
    {
      key: "award",
      title: t("eca.import.award"),
      render: (r) =>
        [
          r.prize ? nameOf(locale, r.prize) : "",
          r.level ? t(levelLabel(r.level, region)) : "",
          r.competition_item,
        ]
          .filter(Boolean)
          .join(" · ") || "—",
    },
  ];

  return (
    <Part>
      <h3>{t("eca.import.previewTitle", { name: preview.file_name })}</h3>
      <Figures
        items={[
          {
            label: t("eca.import.state"),
            value: <EcaStatus kind="import" status={preview.status} />,
          },
          { label: t("eca.import.rows"), value: number(preview.rows) },
          {
            label: t(preview.status === "checked" ? "eca.import.willWrite" : "eca.import.written"),
            value: number(preview.accepted),
          },
          { label: t("eca.import.refused"), value: number(preview.refused) },
          { label: t("eca.import.newEvents"), value: number(preview.new_events) },
        ]}
      />
      {preview.status !== "checked" && (
        <p role="status">
          {preview.status === "imported" && preview.imported_at
            ? t("eca.import.importedAt", { at: formatMoment(intl, preview.imported_at) })
            : preview.undone_at
              ? t("eca.import.undoneAt", { at: formatMoment(intl, preview.undone_at) })
              : ""}
        </p>
      )}
      {preview.ignored_columns.length > 0 && (
        <p>
          {t("eca.import.ignoredColumns", {
            columns: intl.formatList(preview.ignored_columns, { type: "conjunction" }),
          })}
        </p>
      )}
      {preview.refused > 0 && (
        <Part>
          <h3>{t("eca.import.problemsTitle", { count: preview.refused })}</h3>
          <p>{t("eca.import.problemsHint")}</p>
          <Table
            rowKey="id"
            caption={t("eca.import.problemsTitle", { count: preview.refused })}
            columns={problemColumns}
            rows={preview.problems.map((p, i) => ({ ...p, id: i }))}
          />
          {preview.problems.length < preview.refused && (
            <p>{t("eca.import.moreInReport", { shown: preview.problems.length })}</p>
          )}
          <Button
            onClick={() =>
              void save(
                importFilePath({ id: preview.id, part: "report" }),
                t("eca.import.reportFile", { name: preview.file_name.replace(/\.xlsx$/i, "") }),
              ).catch(() => {
                // Said by the one error path.
              })
            }
          >
            {t("eca.import.downloadReport")}
          </Button>
        </Part>
      )}
      <Part>
        <h3>
          {t("eca.import.sampleTitle", { shown: preview.sample.length, count: preview.accepted })}
        </h3>
        {preview.sample.length === 0 ? (
          <Empty title={t("eca.import.nothingToWrite")} />
        ) : (
          <Table
            rowKey="id"
            caption={t("eca.import.sampleTitle", {
              shown: preview.sample.length,
              count: preview.accepted,
            })}
            columns={rowColumns}
            rows={preview.sample.map((r) => ({ ...r, id: r.row }))}
          />
        )}
      </Part>
    </Part>
  );
}
