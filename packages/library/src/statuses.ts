import type { BookStatus, LoanStatus, ReservationStatus } from "@campus/contract";
import { useIntl } from "@campus/core";
import { StatusTag, type StatusTone } from "@campus/ui";
import { createElement } from "react";

/*
 * The library's statuses (spec §4, GLOSSARY.md "Statuses"): the one place each gets its tone
 * and its words (`library.status.<kind>.<status>`). Danger = something went wrong, warning =
 * waiting on someone, info = in progress, success = done well, primary = the reader's own
 * pending action, neutral = closed or inactive.
 */

export const LOAN_TONES = {
  borrowing: "info",
  overdue: "danger",
  lossPending: "warning",
  lost: "neutral",
  returned: "success",
} as const satisfies Record<LoanStatus, StatusTone>;

export const RESERVATION_TONES = {
  reserving: "primary",
  preparing: "info",
  ready: "success",
  borrowed: "neutral",
  cancelled: "neutral",
} as const satisfies Record<ReservationStatus, StatusTone>;

export const BOOK_TONES = {
  enabled: "success",
  disabled: "neutral",
} as const satisfies Record<BookStatus, StatusTone>;

const TONES = { loan: LOAN_TONES, reservation: RESERVATION_TONES, book: BOOK_TONES };

/** The statuses of one kind of record: a loan's, a reservation's, a book's. */
export type StatusOf<K extends keyof typeof TONES> = keyof (typeof TONES)[K] & string;

/** The message id of a status's words, for places that need them without the tag (a filter). */
export function statusLabel<K extends keyof typeof TONES>(kind: K, status: StatusOf<K>) {
  return `library.status.${kind}.${status}`;
}

/** A library record's status: its words in its tone. */
export function LibraryStatus<K extends keyof typeof TONES>({
  kind,
  status,
}: {
  kind: K;
  status: StatusOf<K>;
}) {
  const intl = useIntl();
  const tones: Record<string, StatusTone> = TONES[kind];
  return createElement(StatusTag, {
    tone: tones[status]!,
    children: intl.formatMessage({ id: statusLabel(kind, status) }),
  });
}
