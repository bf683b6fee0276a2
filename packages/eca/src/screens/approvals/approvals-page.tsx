import { ECA_APPROVALS, ECA_SOURCES, type EcaDecision, type BatchOutcomes } from "@campus/contract";
import { can, useLocale, useSession, useT } from "@campus/core";
import {
  Empty,
  QueryTable,
  ReasonDialog,
  REASON_MAX,
  Section,
  Tabs,
  useAction,
  usePagedQuery,
  useSearchParams,
  type UiMessageId,
  useSetFilter,
} from "@campus/ui";
import { useState } from "react";
import { useDecideEvents, useEcaApprovals } from "../../api/eca-approvals";
import { useRegion } from "../../api/eca-settings";
import type { EcaMessageId } from "../../messages/message-ids";
import { nameOf } from "../../components/names";
import { useOutcomes } from "../../components/outcomes";
import { APPROVAL_ROUTE } from "../../routing/pages";
import { statusLabel } from "../../statuses";
import { ApprovalsToolbar } from "./approvals-toolbar";
import { useApprovalColumns } from "./use-approval-columns";

/** One of `values`, or the first, for the address's value. */
const pick = <T extends string>(value: string | null, values: readonly T[]) =>
  values.find((v) => v === value) ?? values[0]!;

/**
 * Approving events (`/smarteca/approval`, spec §2 and §4): one tab per source — the school's own,
 * teachers', parents' — each in three states. Waiting events come longest-waiting first; pick
 * some or all on the page and pass them, or refuse them with one reason the submitter reads.
 * Asked first ("pass 12?"); when some cannot be decided, each one's outcome is said.
 */
export function ApprovalsPage() {
  const t = useT<EcaMessageId | UiMessageId>();
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

  const columns = useApprovalColumns({
    status,
    region,
    mayDecide,
    isChosen: (id) => selected.has(id),
    onToggle: toggle,
  });

  const body = (
    <>
      <ApprovalsToolbar
        status={status}
        onStatus={(value) => {
          setSelected(new Set());
          set("status", value);
        }}
        mayDecide={mayDecide}
        chosen={chosen.length}
        choosable={choosable.length}
        deciding={decide.isPending}
        onToggleAll={(allChosen) =>
          setSelected(allChosen ? new Set() : new Set(choosable.map((row) => row.id)))
        }
        onPass={() => void deciding.run({ decision: "pass" })}
        onReject={() => setRejecting(true)}
      />
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
