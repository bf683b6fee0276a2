import type {
  BookStatus,
  CopyStatus,
  LibraryImportStatus,
  LoanStatus,
  ReservationStatus,
  StocktakeStatus,
} from "@campus/contract";
import { useT } from "@campus/core";
import { StatusTag, type StatusTone, type UiMessageId } from "@campus/ui";
import { createElement } from "react";
import type { LibraryMessageId } from "./messages/message-ids";

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

/** A copy on the shelves (the librarian's catalogue). */
export const COPY_TONES = {
  available: "success",
  onLoan: "info",
  held: "warning",
  lost: "danger",
  withdrawn: "neutral",
  repair: "warning",
} as const satisfies Record<CopyStatus, StatusTone>;

/** A catalogue import: checked and waiting for the librarian, written, or taken back. */
export const IMPORT_TONES = {
  checked: "warning",
  imported: "success",
  undone: "neutral",
} as const satisfies Record<LibraryImportStatus, StatusTone>;

/** A stocktake: still scanning, or closed. */
export const STOCKTAKE_TONES = {
  open: "info",
  closed: "neutral",
} as const satisfies Record<StocktakeStatus, StatusTone>;

const TONES = {
  loan: LOAN_TONES,
  stocktake: STOCKTAKE_TONES,
  import: IMPORT_TONES,
  reservation: RESERVATION_TONES,
  book: BOOK_TONES,
  copy: COPY_TONES,
};

/** The statuses of one kind of record: a loan's, a reservation's, a book's. */
export type StatusOf<K extends keyof typeof TONES> = keyof (typeof TONES)[K] & string;

/** A message id, checked: a status without its words in zh-TW does not compile. */
type Defined<Id extends LibraryMessageId> = Id;

/** The ids of every status's words. */
type StatusLabelId = Defined<
  { [K in keyof typeof TONES]: `library.status.${K}.${StatusOf<K>}` }[keyof typeof TONES]
>;

/** The message id of a status's words, for places that need them without the tag (a filter). */
export function statusLabel<K extends keyof typeof TONES>(
  kind: K,
  status: StatusOf<K>,
): StatusLabelId {
  return `library.status.${kind}.${status}` as StatusLabelId;
}

/** A library record's status: its words in its tone. */
export function LibraryStatus<K extends keyof typeof TONES>({
  kind,
  status,
}: {
  kind: K;
  status: StatusOf<K>;
}) {
  const t = useT<LibraryMessageId | UiMessageId>();
  const tones: Record<string, StatusTone> = TONES[kind];
  return createElement(StatusTag, {
    tone: tones[status]!,
    children: t(statusLabel(kind, status)),
  });
}
