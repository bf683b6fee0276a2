import {
  ECA_APPROVALS,
  type EcaApproval,
  type EcaRecord,
  type EcaRecordPage,
} from "@campus/contract";
import { can, formatDay, useIntl, useLocale, useSession, useT } from "@campus/core";
import {
  Button,
  Card,
  Dialog,
  Empty,
  QueryTable,
  RadioGroup,
  retryableLazy,
  Skeleton,
  theme,
  usePagedQuery,
  useSearchParams,
  type TableColumn,
  type UiMessageId,
  useSetFilter,
} from "@campus/ui";
import { Suspense, useState } from "react";
import styled from "styled-components";
import { useEcaMyRecords } from "../../api/eca-records";
import { levelLabel } from "../../components/levels";
import type { EcaMessageId } from "../../messages/message-ids";
import { decimal, nameOf, studentLabel } from "../../components/names";
import { EcaStatus, statusLabel } from "../../statuses";
import { useEcaSettings, useRegion } from "../../api/eca-settings";
import { DETAIL_ROUTE } from "../../routing/pages";
import { CertificatePhotos } from "../../components/certificate-photos";
import { Figures } from "./figures";

const SubmitForm = retryableLazy(() => import("./submit-form").then((m) => m.SubmitForm));

const Bar = styled.div`
  margin-block: ${theme.space.md};
`;

const Offer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.md};
  align-items: center;
  justify-content: space-between;
  margin-block: ${theme.space.md};
  p {
    flex: 1 1 16rem;
    margin: 0;
    color: ${theme.color.textSecondary};
  }
`;

const Cell = styled.span`
  display: grid;
  gap: ${theme.space.xs};
  justify-items: start;
  small {
    color: ${theme.color.textSecondary};
  }
`;

type Show = "all" | EcaApproval;
const SHOWS: readonly Show[] = ["all", ...ECA_APPROVALS];

/**
 * A student's own ECA records (the records tab of `/smarteca/detail`, spec §2): a student sees theirs, a parent
 * their current child's — every record whatever its state, a refused one with the reason the
 * school gave, and what the passed ones add up to (records, hours). A parent sends their
 * child's outside activities and awards here, and corrects one the school did not pass.
 */
export function RecordsPage() {
  const t = useT<EcaMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const [params] = useSearchParams();
  const setFilter = useSetFilter();
  const show = SHOWS.find((s) => s === params.get("show")) ?? "all";
  const list = usePagedQuery(useEcaMyRecords, {}, show === "all" ? undefined : show);
  const settings = useEcaSettings().data;
  const region = useRegion();
  const permissions = useSession((s) => s.user?.permissions);
  const maySubmit = can(permissions, DETAIL_ROUTE, "add");
  // The form: a new record (null) or one being corrected; closed: undefined.
  const [editing, setEditing] = useState<EcaRecord | null | undefined>(undefined);
  // The answer is a record page: its student and sums beside the paged list.
  const answer = list.query.data as EcaRecordPage | undefined;

  const columns: TableColumn<EcaRecord>[] = [
    {
      key: "event",
      title: t("eca.records.event"),
      render: (row) => (
        <Cell>
          <strong>{nameOf(locale, row.event)}</strong>
          <small>
            {nameOf(locale, row.event.category)} ·{" "}
            {row.event.ends_on === row.event.starts_on
              ? formatDay(intl, row.event.starts_on)
              : t("eca.records.days", {
                  from: formatDay(intl, row.event.starts_on),
                  to: formatDay(intl, row.event.ends_on),
                })}
          </small>
        </Cell>
      ),
    },
    {
      key: "award",
      title: t("eca.students.award"),
      render: (row) => (
        <Cell>
          <span>
            {[row.competition_item, row.prize ? nameOf(locale, row.prize) : ""]
              .filter(Boolean)
              .join(" · ") || t("eca.students.noPrize")}
          </span>
          {row.level && <small>{t(levelLabel(row.level, region))}</small>}
          {row.role && <small>{row.role}</small>}
        </Cell>
      ),
    },
    {
      key: "hours",
      title: t("eca.students.hours"),
      align: "end",
      render: (row) => decimal(locale, row.hours),
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
          {row.reject_reason && (
            <small>{t("eca.event.rejectedBecause", { reason: row.reject_reason })}</small>
          )}
          {row.certificates.length > 0 && <CertificatePhotos photos={row.certificates} />}
          {row.editable && maySubmit && (
            <Button size="sm" onClick={() => setEditing(row)}>
              {t(row.status === "rejected" ? "eca.submit.resubmit" : "eca.submit.edit")}
            </Button>
          )}
        </Cell>
      ),
    },
  ];

  return (
    <>
      {answer && (
        <Card title={studentLabel(locale, answer.student)}>
          <Figures>
            <div>
              <dt>{t("eca.records.passed")}</dt>
              <dd>{intl.formatNumber(answer.passed)}</dd>
            </div>
            <div>
              <dt>{t("eca.records.hours")}</dt>
              <dd>{decimal(locale, answer.hours)}</dd>
            </div>
            <div>
              <dt>{t("eca.records.pending")}</dt>
              <dd>{intl.formatNumber(answer.pending)}</dd>
            </div>
          </Figures>
        </Card>
      )}
      {maySubmit && (
        <Offer>
          <p>{t("eca.submit.intro")}</p>
          <Button variant="primary" onClick={() => setEditing(null)}>
            {t("eca.submit.open")}
          </Button>
        </Offer>
      )}
      <Bar>
        <RadioGroup
          legend={t("eca.event.status")}
          hideLegend
          appearance="button"
          direction="horizontal"
          value={show}
          onChange={(value) => setFilter("show", value === "all" ? null : value)}
          options={SHOWS.map((s) => ({
            value: s,
            label: s === "all" ? t("eca.students.all") : t(statusLabel("approval", s)),
          }))}
        />
      </Bar>
      <QueryTable
        caption={t("eca.records.caption")}
        columns={columns}
        list={list}
        empty={
          <Empty title={t(show === "all" ? "eca.records.empty" : "eca.students.emptyShown")} />
        }
      />
      <Dialog
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={t(editing ? "eca.submit.resubmitTitle" : "eca.submit.title")}
        width={640}
      >
        <Suspense fallback={<Skeleton lines={8} />}>
          {editing !== undefined && settings && (
            <SubmitForm
              record={editing}
              settings={settings}
              draft={`eca.record.${answer?.student.id}.${editing?.id ?? "new"}`}
              onDone={() => setEditing(undefined)}
            />
          )}
        </Suspense>
      </Dialog>
    </>
  );
}
