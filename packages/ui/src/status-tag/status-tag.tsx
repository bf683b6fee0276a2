import { useIntl } from "@campus/core";
import type { HTMLAttributes } from "react";
import styled from "styled-components";
import { theme } from "../theme/theme";

export type StatusTone = "success" | "warning" | "danger" | "info" | "neutral" | "primary";

/**
 * Every status of spec §4 (GLOSSARY.md, "Statuses") and its tone: the one place a status gets
 * its colour. Danger = something went wrong or needs fixing, warning = waiting on someone,
 * info = in progress, success = done well, primary = the user's own pending action,
 * neutral = closed or inactive.
 */
const TONES = {
  "loan.borrowing": "info",
  "loan.returned": "success",
  "loan.overdue": "danger",
  "loan.lossPending": "warning",
  "loan.lost": "neutral",
  "reservation.reserving": "primary",
  "reservation.cancelled": "neutral",
  "reservation.preparing": "info",
  "reservation.ready": "success",
  "reservation.borrowed": "neutral",
  "approval.pending": "warning",
  "approval.passed": "success",
  "approval.rejected": "danger",
  "ai.running": "info",
  "ai.done": "success",
  "ai.failed": "danger",
  "status.enabled": "success",
  "status.disabled": "neutral",
  "application.incomplete": "primary",
  "application.submitted": "info",
  "application.reviewing": "warning",
  "application.denied": "danger",
  "application.approved": "success",
  "fee.unpaid": "warning",
  "fee.paying": "info",
  "fee.paid": "success",
  "interview.notBooked": "primary",
  "interview.toSchedule": "warning",
  "interview.awaiting": "info",
  "interview.reviewing": "warning",
  "interview.passed": "success",
  "interview.failed": "danger",
  "interview.waitlist": "neutral",
} as const satisfies Record<string, StatusTone>;

export type StatusKey = keyof typeof TONES;

/** Every status key, in the glossary's order (for filters and catalogues). */
export const STATUS_KEYS = Object.keys(TONES) as StatusKey[];

export function statusTone(status: StatusKey): StatusTone {
  return TONES[status];
}

/** The message id of a status's label, for places that need the words without the tag. */
export function statusMessageId(status: StatusKey): string {
  return `ui.statusTag.${status}`;
}

export interface StatusTagProps extends HTMLAttributes<HTMLSpanElement> {
  status: StatusKey;
}

// Each pair has a contrast of at least 5:1, so the label reads in every tone.
const colours: Record<StatusTone, { text: string; background: string }> = {
  success: { text: theme.color.success, background: theme.color.successSoft },
  warning: { text: theme.color.warning, background: theme.color.warningSoft },
  danger: { text: theme.color.danger, background: theme.color.dangerSoft },
  info: { text: theme.color.info, background: theme.color.infoSoft },
  neutral: { text: theme.color.textSecondary, background: theme.color.neutralSoft },
  primary: { text: theme.color.primaryText, background: theme.color.primarySoft },
};

const Tag = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  max-width: 100%;
  padding: 0 ${theme.space.sm};
  border: 1px solid currentColor;
  border-radius: ${theme.radius.pill};
  background: ${(p) => colours[p.$tone].background};
  color: ${(p) => colours[p.$tone].text};
  font-size: ${theme.font.size.sm};
  line-height: 22px;
  white-space: nowrap;

  &::before {
    content: "";
    flex: none;
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** A status in words with its tone; the words are always there, the colour only helps. */
export function StatusTag({ status, ...rest }: StatusTagProps) {
  const intl = useIntl();
  const tone = statusTone(status);
  return (
    <Tag $tone={tone} data-status={status} data-tone={tone} {...rest}>
      {intl.formatMessage({ id: statusMessageId(status) })}
    </Tag>
  );
}
