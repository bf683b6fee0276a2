import type {
  ApplicationStatus,
  DocumentReview,
  FeeStatus,
  InterviewStatus,
  RegistrationFeeStatus,
} from "@campus/contract";
import { useT } from "@campus/core";
import { StatusTag, type StatusTone } from "@campus/ui";
import { idPart, type IdPart } from "./id-part";
import type { RegistrationMessageId } from "./messages/message-ids";

/*
 * Registration's statuses (spec §4, GLOSSARY.md): the one place each gets its tone and its
 * words (`registration.<kind>.<status>`). Primary = the guardian's own next step, warning =
 * waiting on the school, success = done well, danger = not successful or to redo.
 */

export const STATUS_TONES = {
  status: {
    incomplete: "primary",
    submitted: "info",
    under_approval: "warning",
    not_passed: "danger",
    approved: "success",
  } satisfies Record<ApplicationStatus, StatusTone>,
  fee: { unpaid: "neutral", paying: "info", paid: "success" } satisfies Record<
    FeeStatus,
    StatusTone
  >,
  registrationFee: {
    not_due: "neutral",
    unpaid: "primary",
    paying: "info",
    paid: "success",
    refunded: "success",
  } satisfies Record<RegistrationFeeStatus, StatusTone>,
  review: { pending: "warning", accepted: "success", rejected: "danger" } satisfies Record<
    DocumentReview,
    StatusTone
  >,
  interviewStatus: {
    not_booked: "primary",
    to_schedule: "warning",
    awaiting: "info",
    reviewing: "warning",
    passed: "success",
    failed: "danger",
    waitlist: "warning",
  } satisfies Record<InterviewStatus, StatusTone>,
} as const;

type Kinds = typeof STATUS_TONES;
export type StatusOf<K extends keyof Kinds> = keyof Kinds[K] & string;

/** A message id, checked: a status without its words in zh-TW does not compile. */
type Defined<Id extends RegistrationMessageId> = Id;
type StatusLabelId = Defined<
  { [K in keyof Kinds]: `registration.${K}.${IdPart<StatusOf<K>>}` }[keyof Kinds]
>;

export function statusLabel<K extends keyof Kinds>(kind: K, status: StatusOf<K>): StatusLabelId {
  return `registration.${kind}.${idPart(status)}` as StatusLabelId;
}

/** An application's, fee's or document's status: its words in its tone. */
export function RegistrationStatus<K extends keyof Kinds>({
  kind,
  status,
}: {
  kind: K;
  status: StatusOf<K>;
}) {
  const t = useT<RegistrationMessageId>();
  const tones: Record<string, StatusTone> = STATUS_TONES[kind];
  return <StatusTag tone={tones[status]!}>{t(statusLabel(kind, status))}</StatusTag>;
}
