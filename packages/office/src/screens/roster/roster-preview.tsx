import type { RosterPreview as Preview } from "@campus/contract";
import { useIntl, useT } from "@campus/core";
import { Figures, Table, theme, type TableColumn, type UiMessageId } from "@campus/ui";
import styled from "styled-components";
import type { OfficeMessageId } from "../../messages/message-ids";

const Part = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  h3,
  h4 {
    margin: 0;
    font-size: ${theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${theme.color.textSecondary};
  }
`;

const COUNTS = {
  students: [
    ["added", "office.roster.added"],
    ["updated", "office.roster.updated"],
    ["left", "office.roster.left"],
    ["unchanged", "office.roster.unchanged"],
    ["refused", "office.roster.refused"],
    ["guardians_added", "office.roster.guardiansAdded"],
  ],
  staff: [
    ["added", "office.roster.staffAdded"],
    ["updated", "office.roster.staffUpdated"],
    ["left", "office.roster.left"],
    ["unchanged", "office.roster.unchanged"],
    ["refused", "office.roster.refused"],
  ],
} as const;

type Counted = readonly (readonly [keyof Preview["counts"], OfficeMessageId])[];

function Counts({ counts, of }: { counts: Preview["counts"]; of: Counted }) {
  const t = useT<OfficeMessageId>();
  const intl = useIntl();
  return (
    <Figures
      items={of.map(([key, label]) => ({ label: t(label), value: intl.formatNumber(counts[key]) }))}
    />
  );
}

type Problem = Preview["problems"][number] & { id: number };

/**
 * What importing a roster file would do: students added, updated, marked left, unchanged and
 * refused, guardian accounts made (a staff list: its teachers and office members; a OneRoster
 * bundle: its students and its teachers, apart); the columns
 * it ignores; and each refused cell by its row in the file, its column and why.
 */
export function RosterPreview({ preview }: { preview: Preview }) {
  const t = useT<OfficeMessageId | UiMessageId>();
  const intl = useIntl();
  const { counts, staff_counts: staff } = preview;
  const columns: TableColumn<Problem>[] = [
    { key: "row", title: t("office.roster.row"), render: (p) => intl.formatNumber(p.row) },
    {
      key: "column",
      title: t("office.roster.column"),
      render: (p) => p.column_title ?? t("office.roster.wholeRow"),
    },
    { key: "message", title: t("office.roster.problem"), render: (p) => p.message },
  ];
  const problemsTitle = t("office.roster.problemsTitle", { count: counts.refused });
  return (
    <Part>
      <h3>{t("office.roster.previewTitle", { name: preview.file_name })}</h3>
      <p>{t("office.roster.format", { format: preview.format })}</p>
      {preview.people === "staff" && <p>{t("office.roster.staffList")}</p>}
      {staff && <h4>{t("office.people.kind.student")}</h4>}
      <Counts counts={counts} of={COUNTS[preview.people]} />
      {staff && (
        <>
          <h4>{t("office.people.kind.staff")}</h4>
          {/* Its refused rows are among the file's, counted above. */}
          <Counts counts={staff} of={COUNTS.staff.filter(([key]) => key !== "refused")} />
        </>
      )}
      {preview.extra_columns.length > 0 && (
        <p>
          {t("office.roster.extraColumns", {
            columns: intl.formatList(preview.extra_columns, { type: "conjunction" }),
          })}
        </p>
      )}
      {counts.refused === 0 && counts.added + counts.updated + counts.left === 0 && (
        <p role="status">{t("office.roster.nothingToDo")}</p>
      )}
      {counts.refused > 0 && (
        <Part>
          <h4>{problemsTitle}</h4>
          <p role="alert">{t("office.roster.problemsHint")}</p>
          <Table
            rowKey="id"
            caption={problemsTitle}
            columns={columns}
            rows={preview.problems.map((p, id) => ({ ...p, id }))}
          />
          {preview.more_problems > 0 && (
            <p>{t("office.roster.moreProblems", { count: preview.more_problems })}</p>
          )}
        </Part>
      )}
    </Part>
  );
}
