import {
  ECA_TRAIT_DECISIONS,
  type EcaRecognition,
  type EcaRecognitionDetail,
  type EcaTraitDecision,
} from "@campus/contract";
import { formatMoment, useIntl, useLocale, useT } from "@campus/core";
import {
  Button,
  Empty,
  NavLink,
  Pagination,
  Progress,
  RadioGroup,
  Skeleton,
  theme,
  useMessage,
  usePagedQuery,
  useAction,
  useSearchParams,
  type UiMessageId,
  useSetFilter,
} from "@campus/ui";
import { useId, useState } from "react";
import styled from "styled-components";
import { useAcceptAllTraits, useDecideTraits } from "../../api/eca-decide-traits";
import { useEcaRecognition } from "../../api/eca-recognition";
import { useRetryRecognition } from "../../api/eca-retry-recognition";
import type { EcaMessageId } from "../../messages/message-ids";
import { nameOf, studentLabel } from "../../components/names";
import { eventPath, RECOGNITION } from "../../routing/pages";
import { InsightStatus, insightStatusLabel } from "../../components/insight-statuses";
import { ProposalCard } from "./proposal-card";

const Head = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};
  h2 {
    margin: 0;
    font-size: ${theme.font.size.lg};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${theme.color.textSecondary};
  }
  .status {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
    align-items: center;
  }
`;

const Failure = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  justify-items: start;
  padding: ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.dangerSoft};
  h3 {
    margin: 0;
    font-size: ${theme.font.size.md};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Cards = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  margin-block: ${theme.space.md};
`;

/** What a job read: an event (a link to it), or one student's records. */
export function TargetName({ job }: { job: EcaRecognition }) {
  const t = useT<EcaMessageId>();
  const locale = useLocale();
  if (job.event) return <NavLink to={eventPath(job.event.id)}>{nameOf(locale, job.event)}</NavLink>;
  if (job.student)
    return <>{t("eca.recognition.studentRecords", { name: studentLabel(locale, job.student) })}</>;
  return null;
}

/** A job's state: its progress while it runs (and the spec's "please wait"), its failure. */
export function JobState({ job }: { job: EcaRecognition }) {
  const t = useT<EcaMessageId | UiMessageId>();
  const message = useMessage();
  const retry = useRetryRecognition();
  if (job.status === "in_progress")
    return (
      <div role="status">
        <p>{t("eca.recognition.wait")}</p>
        <Progress
          percent={job.total === 0 ? 0 : Math.round((job.done / job.total) * 100)}
          label={t("eca.recognition.progressLabel", { done: job.done, total: job.total })}
          showLabel
        />
      </div>
    );
  if (job.status === "failed")
    return (
      <Failure role="alert">
        <h3>{t("eca.recognition.failedTitle")}</h3>
        {job.error && <p>{job.error}</p>}
        {job.editable && (
          <Button
            variant="primary"
            loading={retry.isPending}
            onClick={() =>
              retry.mutate(
                { id: job.id },
                { onSuccess: () => message.success(t("eca.recognition.retried")) },
              )
            }
          >
            {t("eca.recognition.retry")}
          </Button>
        )}
      </Failure>
    );
  return null;
}

/**
 * One recognition job (`/smarteca/recognition?id=`): what it read and its state — "please wait"
 * with its progress while it runs (asked again until it stops), why it failed with "retry" —
 * and its proposed traits, by decision, each accepted or rejected by whoever may decide.
 */
export function RecognitionDetail({ id }: { id: number }) {
  const t = useT<EcaMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const message = useMessage();
  const [params] = useSearchParams();
  const setFilter = useSetFilter();
  const decision = ECA_TRAIT_DECISIONS.find((d) => d === params.get("decision"));
  const { paging, query } = usePagedQuery(useEcaRecognition, { pageSize: 20 }, { id, decision });
  const decide = useDecideTraits();
  const acceptAll = useAcceptAllTraits();
  const acceptingAll = useAction({
    confirm: (count: number) => ({
      title: t("eca.recognition.acceptAllTitle", { count }),
      content: t("eca.recognition.acceptAllBody"),
      okText: t("eca.recognition.accept"),
    }),
    run: () => acceptAll(id),
    success: (count) => t("eca.recognition.acceptedAll", { count }),
  });
  const [deciding, setDeciding] = useState<{ id: number; decision: EcaTraitDecision } | null>(null);
  const headingId = useId();

  if (query.isPending) return <Skeleton lines={8} />;
  if (query.isError || !query.data)
    return (
      <Empty
        role="alert"
        title={t("eca.recognition.notFound")}
        action={<NavLink to={RECOGNITION}>{t("eca.recognition.backToList")}</NavLink>}
      />
    );
  const { recognition: job, list, total } = query.data as EcaRecognitionDetail;
  const pending = job.proposals - job.accepted - job.rejected;

  const onDecide = (proposalId: number, trait: string, choice: "accepted" | "rejected") => {
    setDeciding({ id: proposalId, decision: choice });
    decide.mutate(
      { ids: [proposalId], decision: choice },
      {
        onSuccess: () =>
          message.success(
            t(choice === "accepted" ? "eca.recognition.accepted" : "eca.recognition.rejected", {
              trait,
            }),
          ),
        onSettled: () => setDeciding(null),
      },
    );
  };

  return (
    <>
      <Head>
        <h2 id={headingId}>
          <TargetName job={job} />
        </h2>
        <div className="status">
          <InsightStatus kind="recognition" status={job.status} />
          <span>
            {t("eca.recognition.decidedCount", { accepted: job.accepted, rejected: job.rejected })}
          </span>
        </div>
        <p>
          {t("eca.recognition.startedBy", {
            name: job.created_by ? nameOf(locale, job.created_by) : "",
            when: formatMoment(intl, job.created_at),
          })}{" "}
          ·{" "}
          {t("eca.recognition.engine", {
            engine: job.engine === "local" ? t("eca.recognition.engineLocal") : job.engine,
          })}
        </p>
        {!job.editable && job.status === "completed" && <p>{t("eca.recognition.readOnly")}</p>}
        <JobState job={job} />
      </Head>
      {/* A failed job shows what an earlier reading proposed, if anything. */}
      {(job.status === "completed" || job.proposals > 0) && (
        <>
          <RadioGroup
            legend={t("eca.recognition.decisions")}
            hideLegend
            appearance="button"
            direction="horizontal"
            value={decision ?? "all"}
            onChange={(value) => setFilter("decision", value === "all" ? null : value)}
            options={[
              { value: "all", label: t("eca.recognition.allProposals") },
              ...ECA_TRAIT_DECISIONS.map((d) => ({
                value: d,
                label: t(insightStatusLabel("trait", d)),
              })),
            ]}
          />
          {job.editable && pending > 0 && (
            <Button
              variant="primary"
              loading={acceptingAll.isRunning(pending)}
              onClick={() => void acceptingAll.run(pending)}
            >
              {t("eca.recognition.acceptAll", { count: pending })}
            </Button>
          )}
          {list.length === 0 ? (
            <Empty
              title={t(decision ? "eca.recognition.noProposals" : "eca.recognition.noneFound")}
            />
          ) : (
            <Cards aria-busy={query.isPlaceholderData}>
              {list.map((p) => (
                <ProposalCard
                  key={p.id}
                  proposal={p}
                  editable={job.editable}
                  deciding={deciding?.id === p.id ? deciding.decision : null}
                  onDecide={(choice) => onDecide(p.id, nameOf(locale, p.trait), choice)}
                />
              ))}
            </Cards>
          )}
          {total > paging.pageSize && (
            <Pagination
              total={total}
              page={paging.page}
              pageSize={paging.pageSize}
              onChange={paging.setPage}
              pagedBy={headingId}
              disabled={query.isPlaceholderData}
            />
          )}
        </>
      )}
    </>
  );
}
