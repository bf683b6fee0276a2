import type { EcaApproval, EcaApprovalRow, EcaSchoolRegion } from "@campus/contract";
import { formatDay, formatMoment, useIntl, useLocale, useT } from "@campus/core";
import { Checkbox, NavLink, theme, type TableColumn, type UiMessageId } from "@campus/ui";
import styled from "styled-components";
import { CertificatePhotos } from "../../components/certificate-photos";
import { levelLabel } from "../../components/levels";
import type { EcaMessageId } from "../../messages/message-ids";
import { nameOf, studentLabel } from "../../components/names";
import { eventPath } from "../../routing/pages";
import { EcaStatus } from "../../statuses";

const Name = styled.span`
  display: grid;
  gap: ${theme.space.xs};
  justify-items: start;
  small {
    color: ${theme.color.textSecondary};
  }
`;

/** What a field changed since the event was passed is called on the editor's forms. */
const FIELD_LABELS: Record<string, EcaMessageId> = {
  code: "eca.event.code",
  name_zh: "eca.event.nameZh",
  name_en: "eca.event.nameEn",
  content: "eca.event.content",
  nature: "eca.event.nature",
  type: "eca.event.type",
  category_id: "eca.event.category",
  region: "eca.event.region",
  organiser: "eca.event.organiser",
  school_year: "eca.event.schoolYear",
  semester: "eca.event.semester",
  grade: "eca.event.grade",
  starts_on: "eca.event.startsOn",
  ends_on: "eca.event.endsOn",
  hours: "eca.event.hours",
  sub_items: "eca.event.subItems",
  trait_ids: "eca.awards.traits",
  prizes: "eca.awards.prizes",
};

/** A mark beside a row: a parent's submission that looks recorded already, fields changed. */
const Flag = styled.small`
  && {
    padding: 0 ${theme.space.xs};
    border-radius: ${theme.radius.sm};
    background: ${theme.color.warningSoft};
    color: ${theme.color.warning};
  }
`;

/** Whole days between a moment and now, for "waiting 3 days". */
const daysSince = (iso: string) =>
  Math.max(0, Math.floor((Date.now() - Date.parse(iso)) / 86_400_000));

/**
 * The approvals list's columns: a box to choose each event the user may decide (when deciding),
 * the event (with a parent's submission), who added it, how long it waits or when it was
 * decided, and its state with the reason refused and the fields changed since it was passed.
 */
export function useApprovalColumns({
  status,
  region,
  mayDecide,
  isChosen,
  onToggle,
}: {
  status: EcaApproval;
  region: EcaSchoolRegion;
  mayDecide: boolean;
  isChosen: (id: number) => boolean;
  onToggle: (id: number) => void;
}): TableColumn<EcaApprovalRow>[] {
  const t = useT<EcaMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();

  return [
    ...(mayDecide
      ? [
          {
            key: "pick",
            title: t("eca.approval.pick"),
            render: (row: EcaApprovalRow) =>
              row.may_decide ? (
                <Checkbox
                  checked={isChosen(row.id)}
                  onChange={() => onToggle(row.id)}
                  aria-label={t("eca.approval.pickOf", { name: nameOf(locale, row) })}
                />
              ) : (
                t("eca.approval.notYours")
              ),
          },
        ]
      : []),
    {
      key: "event",
      title: t("eca.event.name"),
      render: (row) => (
        <Name>
          <NavLink to={eventPath(row.id)}>
            <strong>{nameOf(locale, row)}</strong>
          </NavLink>
          <small>
            {row.code} · {nameOf(locale, row.category)} · {formatDay(intl, row.starts_on)}
          </small>
          {row.submission && (
            <>
              <span>{studentLabel(locale, row.submission.student)}</span>
              <small>
                {[
                  ...new Set([
                    row.submission.prize ? nameOf(locale, row.submission.prize) : "",
                    row.submission.level ? t(levelLabel(row.submission.level, region)) : "",
                    row.submission.achievement,
                  ]),
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </small>
              {row.submission.duplicate && <Flag>{t("eca.approval.duplicate")}</Flag>}
              <CertificatePhotos photos={row.submission.certificates} />
            </>
          )}
        </Name>
      ),
    },
    {
      key: "by",
      title: t("eca.approval.addedBy"),
      render: (row) => (row.created_by ? nameOf(locale, row.created_by) : t("eca.event.noAverage")),
    },
    status === "pending"
      ? {
          key: "waiting",
          title: t("eca.approval.waiting"),
          render: (row) => t("eca.approval.waitingDays", { days: daysSince(row.waiting_since) }),
        }
      : {
          key: "decided",
          title: t("eca.approval.decidedAt"),
          render: (row) => (row.decided_at ? formatMoment(intl, row.decided_at) : ""),
        },
    {
      key: "status",
      title: t("eca.event.status"),
      render: (row) => (
        <Name>
          <span>
            <EcaStatus kind="approval" status={row.status} />
          </span>
          {row.reject_reason && (
            <small>
              {row.status === "pending"
                ? t("eca.approval.previousReason", { reason: row.reject_reason })
                : row.reject_reason}
            </small>
          )}
          {row.changed.length > 0 && (
            <Flag>
              {t("eca.approval.changedSincePassed", {
                fields: intl.formatList(
                  row.changed.map((field) => t(FIELD_LABELS[field] ?? "eca.event.name")),
                  { type: "conjunction" },
                ),
              })}
            </Flag>
          )}
        </Name>
      ),
    },
  ];
}
