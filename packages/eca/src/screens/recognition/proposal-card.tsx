import type { EcaTraitDecision, EcaTraitProposal } from "@campus/contract";
import { formatMoment, useIntl, useLocale, useT } from "@campus/core";
import { Button, Link, Progress, theme, type UiMessageId } from "@campus/ui";
import styled from "styled-components";
import type { EcaMessageId } from "../../messages/message-ids";
import { nameOf, studentLabel } from "../../components/names";
import { DETAIL } from "../../routing/pages";
import { InsightStatus } from "../../components/insight-statuses";
import { Evidence } from "./evidence";

const Card = styled.article`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  header {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs} ${theme.space.sm};
    align-items: baseline;
    justify-content: space-between;
  }
  h3 {
    margin: 0;
    font-size: ${theme.font.size.md};
    overflow-wrap: anywhere;
  }
  h3 span {
    color: ${theme.color.textSecondary};
    font-weight: ${theme.font.weight.regular};
  }
  footer {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
    align-items: center;
  }
  footer small {
    color: ${theme.color.textSecondary};
  }
`;

/**
 * One proposed trait for one student: the trait and how strongly the records say it (coloured
 * by the spec's bands), the words it was read from, and — for whoever may decide — accept or
 * reject (either may be changed later; the pressed one is the decision).
 */
export function ProposalCard({
  proposal,
  editable,
  deciding,
  onDecide,
}: {
  proposal: EcaTraitProposal;
  editable: boolean;
  /** The decision being sent for this proposal, if any. */
  deciding?: EcaTraitDecision | null;
  onDecide: (decision: "accepted" | "rejected") => void;
}) {
  const t = useT<EcaMessageId | UiMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const student = studentLabel(locale, proposal.student);
  const trait = nameOf(locale, proposal.trait);
  return (
    <Card aria-label={`${student} · ${trait}`}>
      <header>
        <h3>
          {trait}{" "}
          <span>
            ·{" "}
            <Link
              to={`${DETAIL}?student=${proposal.student.id}`}
              aria-label={t("eca.profile.open", { name: student })}
            >
              {student}
            </Link>
          </span>
        </h3>
        <InsightStatus kind="trait" status={proposal.decision} />
      </header>
      <Progress
        percent={proposal.strength}
        label={t("eca.recognition.strengthOf", { trait })}
        showLabel={false}
      />
      <Evidence evidence={proposal.evidence} />
      <footer>
        {editable && (
          <>
            <Button
              size="sm"
              variant={proposal.decision === "accepted" ? "primary" : "default"}
              aria-pressed={proposal.decision === "accepted"}
              aria-label={t("eca.recognition.acceptOf", { student, trait })}
              loading={deciding === "accepted"}
              onClick={() => onDecide("accepted")}
            >
              {t("eca.recognition.accept")}
            </Button>
            <Button
              size="sm"
              variant={proposal.decision === "rejected" ? "danger" : "default"}
              aria-pressed={proposal.decision === "rejected"}
              aria-label={t("eca.recognition.rejectOf", { student, trait })}
              loading={deciding === "rejected"}
              onClick={() => onDecide("rejected")}
            >
              {t("eca.recognition.reject")}
            </Button>
          </>
        )}
        {proposal.decided_by && proposal.decided_at && (
          <small>
            {t("eca.recognition.decidedBy", {
              name: nameOf(locale, proposal.decided_by),
              when: formatMoment(intl, proposal.decided_at),
            })}
          </small>
        )}
      </footer>
    </Card>
  );
}
