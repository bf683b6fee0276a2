import { ECA_APPROVALS, type EcaApproval } from "@campus/contract";
import { useT } from "@campus/core";
import { Button, Checkbox, RadioGroup, Select, theme, type UiMessageId } from "@campus/ui";
import styled from "styled-components";
import type { EcaMessageId } from "../../messages/message-ids";
import { statusLabel } from "../../statuses";
import type { EntrySelection } from "./use-entry-selection";

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
  justify-content: space-between;
  margin-block: ${theme.space.md};
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
  }
`;

const Chosen = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  color: ${theme.color.textSecondary};
`;

const ClassFilter = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  white-space: nowrap;
`;

export type Show = "all" | EcaApproval;
export const SHOWS: readonly Show[] = ["all", ...ECA_APPROVALS];

/**
 * What the list shows: the entries of one state (the waiting ones counted), this page's rows
 * chosen at once (to whoever may choose), and one class of the school's.
 */
export function StudentsFilters({
  show,
  pending,
  className,
  classes,
  selection,
  empty,
  pickable,
  onNarrow,
}: {
  show: Show;
  pending: number;
  className: string;
  classes: readonly string[];
  selection: EntrySelection;
  empty: boolean;
  pickable: boolean;
  onNarrow: (key: string, value: string | null) => void;
}) {
  const t = useT<EcaMessageId | UiMessageId>();
  const { allChosen, chosenHere, chosen } = selection;
  return (
    <Bar>
      <RadioGroup
        legend={t("eca.event.status")}
        hideLegend
        appearance="button"
        direction="horizontal"
        value={show}
        onChange={(value) => onNarrow("show", value === "all" ? null : value)}
        options={SHOWS.map((s) => ({
          value: s,
          label:
            s === "all"
              ? t("eca.students.all")
              : s === "pending"
                ? t("eca.students.pendingCount", { count: pending })
                : t(statusLabel("approval", s)),
        }))}
      />
      {pickable && (
        <div>
          <Checkbox
            checked={allChosen}
            indeterminate={chosenHere > 0 && !allChosen}
            disabled={empty}
            onChange={selection.togglePage}
          >
            {t("eca.approval.pickAll")}
          </Checkbox>
          {chosen.length > 0 && (
            <Chosen role="status">
              {t("eca.students.chosenCount", { count: chosen.length })}
              <Button size="sm" onClick={selection.clear}>
                {t("eca.students.clearChosen")}
              </Button>
            </Chosen>
          )}
        </div>
      )}
      {classes.length > 0 && (
        <ClassFilter>
          {t("eca.students.class")}
          <Select
            value={className}
            placeholder={t("eca.students.allClasses")}
            onChange={(e) => onNarrow("class", e.target.value || null)}
            options={classes.map((c) => ({ value: c, label: c }))}
          />
        </ClassFilter>
      )}
    </Bar>
  );
}

/** The acts on the list: an editor adds, moves and removes; a decider passes and refuses. */
export function StudentsActions({
  editable,
  mayDecide,
  removing,
  passing,
  onAdd,
  onMove,
  onRemove,
  onPass,
  onReject,
}: {
  editable: boolean;
  mayDecide: boolean;
  removing: boolean;
  passing: boolean;
  onAdd: () => void;
  onMove: () => void;
  onRemove: () => void;
  onPass: () => void;
  onReject: () => void;
}) {
  const t = useT<EcaMessageId>();
  return (
    <Bar>
      <div>
        {editable && (
          <>
            <Button variant="primary" onClick={onAdd}>
              {t("eca.students.add")}
            </Button>
            <Button onClick={onMove}>{t("eca.students.move")}</Button>
            <Button variant="danger" loading={removing} onClick={onRemove}>
              {t("eca.students.remove")}
            </Button>
          </>
        )}
        {mayDecide && (
          <>
            <Button loading={passing} onClick={onPass}>
              {t("eca.students.pass")}
            </Button>
            <Button onClick={onReject}>{t("eca.students.reject")}</Button>
          </>
        )}
      </div>
    </Bar>
  );
}
