import { CALENDAR_KINDS, type CalendarKind } from "@campus/contract";
import { useT } from "@campus/core";
import { theme } from "@campus/ui";
import { useId } from "react";
import styled from "styled-components";
import { KIND_COLOURS, kindsLabel } from "../kinds";
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
  value,
  onChange,
}: {
  value: readonly CalendarKind[];
  onChange: (kinds: CalendarKind[]) => void;
}) {
  const t = useT<CalendarMessageId>();
  const labelId = useId();
  return (
    <Group role="group" aria-labelledby={labelId}>
      <Label id={labelId}>{t("calendar.list.kinds")}</Label>
      <Chips>
        {CALENDAR_KINDS.map((kind) => {
          const on = value.includes(kind);
          return (
            <Chip
              key={kind}
              type="button"
              aria-pressed={on}
              disabled={on && value.length === 1}
              $colour={KIND_COLOURS[kind]}
              onClick={() =>
                onChange(
                  on
                    ? value.filter((k) => k !== kind)
                    : CALENDAR_KINDS.filter((k) => k === kind || value.includes(k)),
                )
              }
            >
              {t(kindsLabel(kind))}
            </Chip>
          );
        })}
      </Chips>
    </Group>
  );
}
