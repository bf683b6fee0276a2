import {
  DECISION_MOVES,
  type ApplicationSummary,
  type BatchOutcomes,
  type OfficeDecision,
} from "@campus/contract";
import { useT } from "@campus/core";
import { Button, ReasonDialog, theme, useAction, useAlert, type UiMessageId } from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import { useOfficeDecideMany } from "../../api/registration-office-decide-many";
import type { RegistrationMessageId } from "../../messages/message-ids";

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
  padding: ${theme.space.sm} 0;
`;

const List = styled.ul`
  margin: 0;
  padding-inline-start: 1.2em;
`;

type Reasoned = Extract<OfficeDecision, "deny" | "request_info">;
/** A decision's part of a message id. */
const ID_OF = {
  start: "start",
  approve: "approve",
  deny: "deny",
  request_info: "requestInfo",
} as const satisfies Record<OfficeDecision, string>;
const idOf = <D extends OfficeDecision>(decision: D) => ID_OF[decision];

/**
 * One decision on the applications chosen on the list (issue 37, item 15): start the review,
 * offer places (each on a whole file: one with something open says so and stays), refuse or
 * ask for more with one reason for all. Each application answers on its own; those that went
 * through leave the selection, those that did not are listed by number with why.
 */
export function BulkDecisions({
  chosen,
  onDecided,
}: {
  /** The chosen applications, by id, across the list's pages. */
  chosen: ReadonlyMap<number, Pick<ApplicationSummary, "number" | "status">>;
  /** Those that went through, to leave the selection. */
  onDecided: (ids: number[]) => void;
}) {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const decideMany = useOfficeDecideMany();
  const alert = useAlert();
  const [asking, setAsking] = useState<Reasoned | null>(null);
  const count = chosen.size;
  // A decision is offered when some chosen application's state takes it (the server checks each).
  const offered = (decision: OfficeDecision) =>
    [...chosen.values()].some((a) => DECISION_MOVES[decision].from.includes(a.status));

  const deciding = useAction({
    // The row's `id` is the decision: what `isRunning` marks busy.
    confirm: ({ id: decision, reason }: { id: OfficeDecision; reason?: string }) =>
      reason
        ? null
        : {
            title: t("registration.office.bulk.confirm", {
              count,
              decision: t(`registration.office.decide.${idOf(decision)}`),
            }),
            content: t(
              `registration.office.decide.${decision === "approve" ? "approve" : "start"}.body`,
            ),
            okText: t(`registration.office.decide.${idOf(decision)}`),
          },
    run: ({ id: decision, reason }) =>
      decideMany.mutateAsync({ ids: [...chosen.keys()], decision, ...(reason ? { reason } : {}) }),
    success: ({ results }: BatchOutcomes) =>
      results.every((r) => r.ok)
        ? t("registration.office.bulk.done", { count: results.length })
        : null,
    done: ({ results }) => {
      onDecided(results.filter((r) => r.ok).map((r) => r.id));
      const failed = results.filter((r) => !r.ok);
      if (failed.length > 0)
        void alert({
          title: t("registration.office.bulk.someFailed", {
            done: results.length - failed.length,
            failed: failed.length,
          }),
          content: (
            <List>
              {failed.map((r) => (
                <li key={r.id}>
                  {t("registration.office.bulk.outcome", {
                    number: chosen.get(r.id)?.number ?? r.id,
                    msg: r.msg,
                  })}
                </li>
              ))}
            </List>
          ),
        });
    },
    refusal: "dialog",
    refusalTitle: t("registration.office.refused"),
  });

  return (
    <Bar role="group" aria-label={t("registration.office.bulk.label")}>
      <span role="status">{t("registration.office.bulk.chosen", { count })}</span>
      {(["start", "approve"] as const).map((decision) => (
        <Button
          key={decision}
          variant="primary"
          disabled={!offered(decision)}
          loading={deciding.isRunning({ id: decision })}
          onClick={() => void deciding.run({ id: decision })}
        >
          {t(`registration.office.decide.${decision}`)}
        </Button>
      ))}
      <Button variant="danger" disabled={!offered("deny")} onClick={() => setAsking("deny")}>
        {t("registration.office.bulk.deny")}
      </Button>
      <Button disabled={!offered("request_info")} onClick={() => setAsking("request_info")}>
        {t("registration.office.bulk.requestInfo")}
      </Button>
      {count > 0 && (
        <Button variant="text" onClick={() => onDecided([...chosen.keys()])}>
          {t("registration.office.bulk.clear")}
        </Button>
      )}
      <ReasonDialog
        open={asking !== null}
        title={
          asking &&
          t("registration.office.bulk.confirm", {
            count,
            decision: t(`registration.office.decide.${idOf(asking)}`),
          })
        }
        label={asking && t(`registration.office.decide.${idOf(asking)}.reason`)}
        hint={asking && t("registration.office.bulk.reasonHint", { count })}
        okText={asking && t(`registration.office.decide.${idOf(asking)}`)}
        danger={asking === "deny"}
        onClose={() => setAsking(null)}
        onSubmit={(reason) =>
          asking ? deciding.run({ id: asking, reason }) : Promise.resolve(false)
        }
      />
    </Bar>
  );
}
