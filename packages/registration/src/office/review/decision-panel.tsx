import {
  DECISION_MOVES,
  OPEN_INTERVIEW_STATUSES,
  type Application,
  type OfficeDecision,
} from "@campus/contract";
import { useT } from "@campus/core";
import { Button, ReasonDialog, theme, useAction } from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import { useOfficeDecide } from "../../api/registration-office-decide";
import { Notice } from "../../components/notice";
import { Panel } from "../../components/panel";
import type { RegistrationMessageId } from "../../messages/message-ids";

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

/**
 * The decisions that take a reason: the family reads why it was denied or what is asked; a place
 * offered on an open file keeps the office's reason (not shown to the family).
 */
type Reasoned = Extract<OfficeDecision, "deny" | "request_info" | "approve">;

const mayTake = (a: Application, decision: OfficeDecision) =>
  DECISION_MOVES[decision].from.includes(a.status);

/** What stands between the application and a place: documents not accepted, the interview. */
const openOf = (a: Application) => ({
  documents: a.documents.filter((d) => d.review !== "accepted").length,
  interview: OPEN_INTERVIEW_STATUSES.includes(a.interview_status) ? "open" : "settled",
});

/**
 * The application's decision (spec §4): start the review of a submitted one, approve or deny
 * (why) one under review, or ask the family for more (what) — which reopens the form for them.
 * A place waits for a whole file, or is offered anyway with the office's reason (issue 37,
 * item 5). Only the steps the application's state allows are offered; the server checks again.
 */
export function DecisionPanel({ application: a }: { application: Application }) {
  const t = useT<RegistrationMessageId>();
  const decide = useOfficeDecide();
  const [asking, setAsking] = useState<Reasoned | null>(null);
  const refusalTitle = t("registration.office.refused");
  const open = openOf(a);
  const settled = open.documents === 0 && open.interview === "settled";
  const plain = useAction({
    confirm: (decision: "start" | "approve") => ({
      title: t(`registration.office.decide.${decision}.title`, { number: a.number }),
      content: t(`registration.office.decide.${decision}.body`),
      okText: t(`registration.office.decide.${decision}`),
    }),
    run: (decision) => decide.mutateAsync({ id: a.id, decision }),
    success: (_, decision) => t(`registration.office.decide.${decision}.done`),
    refusal: "dialog",
    refusalTitle,
  });
  const reasoned = useAction({
    run: ({ decision, reason }: { decision: Reasoned; reason: string }) =>
      decide.mutateAsync({ id: a.id, decision, reason }),
    success: (_, { decision }) =>
      t(
        decision === "approve"
          ? "registration.office.decide.approve.done"
          : `registration.office.decide.${decision === "deny" ? "deny" : "requestInfo"}.done`,
      ),
    refusal: "dialog",
    refusalTitle,
  });

  return (
    <Panel aria-labelledby="office-decision">
      <h3 id="office-decision">{t("registration.office.decision")}</h3>
      {a.status === "incomplete" && a.office_request && (
        <Notice tone="warning" title={t("registration.office.waitingFamily")}>
          {a.office_request}
        </Notice>
      )}
      {a.status === "approved" && <Notice title={t("registration.office.approved")} />}
      {a.status === "not_passed" && (
        <Notice tone="danger" title={t("registration.office.denied")}>
          {a.decision_reason}
        </Notice>
      )}
      {a.status === "submitted" && <p>{t("registration.office.submittedHint")}</p>}
      {a.status === "under_approval" && <p>{t("registration.office.reviewingHint")}</p>}
      {mayTake(a, "approve") && !settled && (
        <p id="office-open" role="status">
          {t("registration.office.openBeforeApprove", open)}
        </p>
      )}
      <Buttons>
        {(["start", "approve"] as const)
          .filter((decision) => mayTake(a, decision))
          .map((decision) => (
            <Button
              key={decision}
              variant="primary"
              loading={plain.isRunning(decision)}
              // A place only on a whole file (the server refuses it too, naming what is open).
              disabled={decision === "approve" && !settled}
              aria-describedby={decision === "approve" && !settled ? "office-open" : undefined}
              onClick={() => void plain.run(decision)}
            >
              {t(`registration.office.decide.${decision}`)}
            </Button>
          ))}
        {mayTake(a, "approve") && !settled && (
          <Button onClick={() => setAsking("approve")}>
            {t("registration.office.decide.approveAnyway")}
          </Button>
        )}
        {mayTake(a, "deny") && (
          <Button variant="danger" onClick={() => setAsking("deny")}>
            {t("registration.office.decide.deny")}
          </Button>
        )}
        {mayTake(a, "request_info") && (
          <Button onClick={() => setAsking("request_info")}>
            {t("registration.office.decide.requestInfo")}
          </Button>
        )}
      </Buttons>
      <ReasonDialog
        open={asking !== null}
        title={
          asking && t(`registration.office.decide.${idOf(asking)}.title`, { number: a.number })
        }
        label={asking && t(`registration.office.decide.${idOf(asking)}.reason`)}
        hint={asking && t(`registration.office.decide.${idOf(asking)}.hint`)}
        okText={
          asking &&
          t(
            asking === "approve"
              ? "registration.office.decide.approve"
              : `registration.office.decide.${idOf(asking)}`,
          )
        }
        danger={asking === "deny"}
        onClose={() => setAsking(null)}
        onSubmit={(reason) =>
          asking ? reasoned.run({ decision: asking, reason }) : Promise.resolve(false)
        }
      />
    </Panel>
  );
}

/** A decision's part of a message id ("request_info" → "requestInfo"). */
const idOf = (decision: Reasoned) =>
  decision === "request_info" ? "requestInfo" : decision === "deny" ? "deny" : "approveAnyway";
