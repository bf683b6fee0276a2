import { ECA_APPROVALS, type EcaApproval } from "@campus/contract";
import { useT } from "@campus/core";
import { Button, Checkbox, RadioGroup, theme, type UiMessageId } from "@campus/ui";
import styled from "styled-components";
import type { EcaMessageId } from "../../messages/message-ids";
import { statusLabel } from "../../statuses";

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

/**
 * The state shown and, to a decider, the page's events chosen at once and passed or refused
 * (with a hint to choose first).
 */
export function ApprovalsToolbar({
  status,
  onStatus,
  mayDecide,
  chosen,
  choosable,
  deciding,
  onToggleAll,
  onPass,
  onReject,
}: {
  status: EcaApproval;
  onStatus: (status: string) => void;
  mayDecide: boolean;
  /** How many are chosen, of how many `choosable` on the page. */
  chosen: number;
  choosable: number;
  deciding: boolean;
  onToggleAll: (all: boolean) => void;
  onPass: () => void;
  onReject: () => void;
}) {
  const t = useT<EcaMessageId | UiMessageId>();
  const allChosen = choosable > 0 && chosen === choosable;
  return (
    <>
      <Bar>
        <RadioGroup
          legend={t("eca.event.status")}
          hideLegend
          appearance="button"
          direction="horizontal"
          value={status}
          onChange={onStatus}
          options={ECA_APPROVALS.map((s: EcaApproval) => ({
            value: s,
            label: t(statusLabel("approval", s)),
          }))}
        />
        {mayDecide && (
          <div>
            <Checkbox
              checked={allChosen}
              indeterminate={chosen > 0 && !allChosen}
              disabled={choosable === 0}
              onChange={() => onToggleAll(allChosen)}
            >
              {t("eca.approval.pickAll")}
            </Checkbox>
            <Button variant="primary" disabled={chosen === 0} loading={deciding} onClick={onPass}>
              {t("eca.approval.passSome", { count: chosen })}
            </Button>
            <Button variant="danger" disabled={chosen === 0 || deciding} onClick={onReject}>
              {t("eca.approval.rejectSome", { count: chosen })}
            </Button>
          </div>
        )}
      </Bar>
      {mayDecide && chosen === 0 && choosable > 0 && (
        <Bar>
          <p>{t("eca.approval.pickFirst")}</p>
        </Bar>
      )}
    </>
  );
}
