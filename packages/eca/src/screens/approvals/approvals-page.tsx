import {
  ECA_APPROVALS,
  ECA_SOURCES,
  type EcaApproval,
  type EcaApprovalRow,
  type EcaDecision,
  type BatchOutcomes,
} from "@campus/contract";
import { can, formatDay, formatMoment, useIntl, useLocale, useSession, useT } from "@campus/core";
import {
  Button,
  Checkbox,
  Empty,
  NavLink,
  QueryTable,
  RadioGroup,
  ReasonDialog,
  REASON_MAX,
  Section,
  Tabs,
  theme,
  useAction,
  usePagedQuery,
  useSearchParams,
  type TableColumn,
  type UiMessageId,
  useSetFilter,
} from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import { useDecideEvents, useEcaApprovals } from "../../api/eca-approvals";
import { CertificatePhotos } from "../../components/certificate-photos";
import { levelLabel } from "../../components/levels";
import { useRegion } from "../../api/eca-settings";
import type { EcaMessageId } from "../../messages/message-ids";
import { nameOf, studentLabel } from "../../components/names";
import { useOutcomes } from "../../components/outcomes";
import { APPROVAL_ROUTE, eventPath } from "../../routing/pages";
import { EcaStatus, statusLabel } from "../../statuses";

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
  justify-content: space-between;
  margin-block: ${theme.space.md};
  p {
    margin: 0;
    color: ${theme.color.textSecondary};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
  }
`;

const Name = styled.span`
  display: grid;
  gap: ${theme.space.xs};
  justify-items: start;
  small {
    color: ${theme.color.textSecondary};
  }
`;

/** A parent's submission that looks recorded already. */
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

const Flag = styled.small`
  && {
    padding: 0 ${theme.space.xs};
    border-radius: ${theme.radius.sm};
    background: ${theme.color.warningSoft};
    color: ${theme.color.warning};
  }
`;

/** One of `values`, or the first, for the address's value. */
const pick = <T extends string>(value: string | null, values: readonly T[]) =>
  values.find((v) => v === value) ?? values[0]!;

/** Whole days between a moment and now, for "waiting 3 days". */
const daysSince = (iso: string) =>
  Math.max(0, Math.floor((Date.now() - Date.parse(iso)) / 86_400_000));

/**
 * Approving events (`/smarteca/approval`, spec §2 and §4): one tab per source — the school's own,
 * teachers', parents' — each in three states. Waiting events come longest-waiting first; pick
 * some or all on the page and pass them, or refuse them with one reason the submitter reads.
 * Asked first ("pass 12?"); when some cannot be decided, each one's outcome is said.
 */
export function ApprovalsPage() {
  const t = useT<EcaMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const [params] = useSearchParams();
  const source = pick(params.get("source"), ECA_SOURCES);
  const status = pick(params.get("status"), ECA_APPROVALS);
  const list = usePagedQuery(useEcaApprovals, {}, { source, status });
  const region = useRegion();
  const permissions = useSession((s) => s.user?.permissions);
  const mayDecide = can(permissions, APPROVAL_ROUTE, "edit") && status === "pending";
  const decide = useDecideEvents();
  const outcomes = useOutcomes();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [rejecting, setRejecting] = useState(false);

  const rows = list.query.data?.list ?? [];
  const choosable = rows.filter((row) => row.may_decide);
  const chosen = choosable.filter((row) => selected.has(row.id));

  const set = useSetFilter();
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  /**
   * Sends the decision, passing asked first; says the outcome, each item's where some could not
   * be decided. A failure goes the one error path and the selection stays.
   */
  const deciding = useAction<{ decision: EcaDecision; reason?: string }, BatchOutcomes>({
    confirm: ({ decision }) =>
      decision === "pass"
        ? {
            title: t("eca.approval.passQuestion", { count: chosen.length }),
            content: t("eca.approval.passExplain"),
            okText: t("eca.approval.pass"),
          }
        : null,
    run: ({ decision, reason }) =>
      decide.mutateAsync({
        ids: chosen.map((row) => row.id),
        decision,
        ...(reason ? { reason } : {}),
      }),
    done: (outcome, { decision }) => {
      setSelected(new Set());
      const nameById = new Map(chosen.map((row) => [row.id, nameOf(locale, row)]));
      void outcomes(
        outcome,
        t(decision === "pass" ? "eca.approval.passedCount" : "eca.approval.rejectedCount", {
          count: outcome.results.length,
        }),
        (id) => nameById.get(id) ?? id,
      );
    },
  });

  const columns: TableColumn<EcaApprovalRow>[] = [
    ...(mayDecide
      ? [
          {
            key: "pick",
            title: t("eca.approval.pick"),
            render: (row: EcaApprovalRow) =>
              row.may_decide ? (
                <Checkbox
                  checked={selected.has(row.id)}
                  onChange={() => toggle(row.id)}
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

  const allChosen = choosable.length > 0 && chosen.length === choosable.length;

  const body = (
    <>
      <Bar>
        <RadioGroup
          legend={t("eca.event.status")}
          hideLegend
          appearance="button"
          direction="horizontal"
          value={status}
          onChange={(value) => {
            setSelected(new Set());
            set("status", value);
          }}
          options={ECA_APPROVALS.map((s: EcaApproval) => ({
            value: s,
            label: t(statusLabel("approval", s)),
          }))}
        />
        {mayDecide && (
          <div>
            <Checkbox
              checked={allChosen}
              indeterminate={chosen.length > 0 && !allChosen}
              disabled={choosable.length === 0}
              onChange={() =>
                setSelected(allChosen ? new Set() : new Set(choosable.map((row) => row.id)))
              }
            >
              {t("eca.approval.pickAll")}
            </Checkbox>
            <Button
              variant="primary"
              disabled={chosen.length === 0}
              loading={decide.isPending}
              onClick={() => void deciding.run({ decision: "pass" })}
            >
              {t("eca.approval.passSome", { count: chosen.length })}
            </Button>
            <Button
              variant="danger"
              disabled={chosen.length === 0 || decide.isPending}
              onClick={() => setRejecting(true)}
            >
              {t("eca.approval.rejectSome", { count: chosen.length })}
            </Button>
          </div>
        )}
      </Bar>
      {mayDecide && chosen.length === 0 && choosable.length > 0 && (
        <Bar>
          <p>{t("eca.approval.pickFirst")}</p>
        </Bar>
      )}
      <QueryTable
        caption={t("eca.approval.caption", {
          source: t(`eca.approval.source.${source}`),
          status: t(statusLabel("approval", status)),
        })}
        columns={columns}
        list={list}
        empty={<Empty title={t(`eca.approval.empty.${status}`)} />}
      />
    </>
  );

  return (
    <Section title={t("eca.route.approval")}>
      <Tabs
        activeKey={source}
        onChange={(key) => {
          setSelected(new Set());
          set("source", key);
        }}
        items={ECA_SOURCES.map((s) => ({
          key: s,
          label: t(`eca.approval.source.${s}`),
          content: s === source ? body : null,
        }))}
      />
      <ReasonDialog
        open={rejecting}
        title={t("eca.approval.rejectQuestion", { count: chosen.length })}
        label={t("eca.approval.reason")}
        hint={t("eca.approval.reasonHint", { max: REASON_MAX, count: chosen.length })}
        okText={t("eca.approval.reject")}
        danger
        onClose={() => setRejecting(false)}
        onSubmit={(reason) => deciding.run({ decision: "reject", reason })}
      />
    </Section>
  );
}
