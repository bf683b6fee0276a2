import type { CalendarKindInfo } from "@campus/contract";
import { useT } from "@campus/core";
import { theme } from "@campus/ui";
import { useId } from "react";
import styled from "styled-components";
import type { CalendarMessageId } from "../messages/message-ids";

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
`;

const Label = styled.span`
  font-weight: ${theme.font.weight.medium};
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

const Chip = styled.button<{ $colour: string }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 34px;
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  cursor: pointer;
  @media (pointer: coarse) {
    min-height: 44px;
  }
  &::before {
    content: "";
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${(p) => p.$colour};
  }
  &[aria-pressed="true"] {
    border-color: ${theme.color.primaryText};
    background: ${theme.color.primarySoft};
    color: ${theme.color.primaryText};
    font-weight: ${theme.font.weight.medium};
  }
  &[aria-pressed="true"]::after {
    content: "✓";
  }
  &:disabled {
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

/**
 * Which kinds of item to list, as toggle chips (each a button that says whether it is on). The
 * last one on stays on: a list of nothing would be the server's "everything".
 */
export function KindChips({
  kinds,
  value,
  onChange,
}: {
  /** The kinds the calendar may show, as its answer names them. */
  kinds: readonly CalendarKindInfo[];
  value: readonly string[];
  onChange: (kinds: string[]) => void;
}) {
  const t = useT<CalendarMessageId>();
  const labelId = useId();
  return (
    <Group role="group" aria-labelledby={labelId}>
      <Label id={labelId}>{t("calendar.list.kinds")}</Label>
      <Chips>
        {kinds.map((kind) => {
          const on = value.includes(kind.id);
          return (
            <Chip
              key={kind.id}
              type="button"
              aria-pressed={on}
              disabled={on && value.length === 1}
              $colour={kind.colour}
              onClick={() =>
                onChange(
                  kinds
                    .map((k) => k.id)
                    .filter((id) => (id === kind.id ? !on : value.includes(id))),
                )
              }
            >
              {kind.names}
            </Chip>
          );
        })}
      </Chips>
    </Group>
  );
}
