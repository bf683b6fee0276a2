import type { EcaEntry, EcaSettings } from "@campus/contract";
import { useLocale, useT } from "@campus/core";
import { Button, Checkbox, theme, type TableColumn, type UiMessageId } from "@campus/ui";
import styled from "styled-components";
import { levelLabel } from "../../components/levels";
import { decimal, nameOf, studentLabel } from "../../components/names";
import type { EcaMessageId } from "../../messages/message-ids";
import { EcaStatus } from "../../statuses";

const Cell = styled.span`
  display: grid;
  small {
    color: ${theme.color.textSecondary};
  }
`;

/** A remark in the list: two lines at most (the whole in the entry's form). */
const Remark = styled.small`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

/**
 * The students list's columns: a box to choose each row (for whoever edits or decides), the
 * student, the award, the score, the state, and (to an editor) the button that edits the entry.
 */
export function useStudentColumns({
  settings,
  editable,
  mayDecide,
  isChosen,
  onToggle,
  onEdit,
}: {
  settings: EcaSettings;
  editable: boolean;
  mayDecide: boolean;
  isChosen: (row: EcaEntry) => boolean;
  onToggle: (row: EcaEntry) => void;
  onEdit: (row: EcaEntry) => void;
}): TableColumn<EcaEntry>[] {
  const t = useT<EcaMessageId | UiMessageId>();
  const locale = useLocale();

  const prizeName = (id: number | null) => {
    const prize = settings.prizes.find((p) => p.id === id);
    return prize ? nameOf(locale, prize) : "";
  };

  return [
    ...(editable || mayDecide
      ? [
          {
            key: "pick",
            title: t("eca.approval.pick"),
            render: (row: EcaEntry) => (
              <Checkbox
                checked={isChosen(row)}
                onChange={() => onToggle(row)}
                aria-label={t("eca.students.pickOf", { name: studentLabel(locale, row.student) })}
              />
            ),
          },
        ]
      : []),
    {
      key: "student",
      title: t("eca.students.student"),
      render: (row) => (
        <Cell>
          <strong>{studentLabel(locale, row.student)}</strong>
          {row.role && <small>{row.role}</small>}
          {row.remark && <Remark>{row.remark}</Remark>}
        </Cell>
      ),
    },
    {
      key: "award",
      title: t("eca.students.award"),
      render: (row) => (
        <Cell>
          <span>
            {[row.competition_item, prizeName(row.prize_id)].filter(Boolean).join(" · ") ||
              t("eca.students.noPrize")}
          </span>
          {row.level && <small>{t(levelLabel(row.level, settings.rule.region))}</small>}
          {row.achievement && <small>{row.achievement}</small>}
        </Cell>
      ),
    },
    {
      key: "score",
      title: t("eca.students.score"),
      align: "end",
      render: (row) => decimal(locale, row.score),
    },
    {
      key: "status",
      title: t("eca.event.status"),
      render: (row) => (
        <Cell>
          <span>
            <EcaStatus kind="approval" status={row.status} />{" "}
            <small>{t(`eca.students.source.${row.source}`)}</small>
          </span>
          {row.reject_reason && <small>{row.reject_reason}</small>}
        </Cell>
      ),
    },
    ...(editable
      ? [
          {
            key: "edit",
            title: t("eca.students.actions"),
            render: (row: EcaEntry) => (
              <Button
                size="sm"
                onClick={() => onEdit(row)}
                aria-label={t("eca.students.editOf", { name: studentLabel(locale, row.student) })}
              >
                {t("eca.students.edit")}
              </Button>
            ),
          },
        ]
      : []),
  ];
}
