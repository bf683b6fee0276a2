import type { EcaApproval, EcaImportStatus, EcaSettingStatus } from "@campus/contract";
import { useT } from "@campus/core";
import { StatusTag, type StatusTone } from "@campus/ui";
import { createElement } from "react";
import type { EcaMessageId } from "./messages/message-ids";

/*
 * The ECA tracker's statuses (spec §4): the one place each gets its tone and its words
 * (`eca.status.<kind>.<status>`). Warning = waiting on someone, success = passed or in use,
 * danger = not passed, neutral = disabled.
 */

export const APPROVAL_TONES = {
  pending: "warning",
  passed: "success",
  rejected: "danger",
} as const satisfies Record<EcaApproval, StatusTone>;

export const SETTING_TONES = {
  enabled: "success",
  disabled: "neutral",
} as const satisfies Record<EcaSettingStatus, StatusTone>;

/** An import: checked and waiting to be confirmed, written, or taken back. */
export const IMPORT_TONES = {
  checked: "warning",
  imported: "success",
  undone: "neutral",
} as const satisfies Record<EcaImportStatus, StatusTone>;

const TONES = { approval: APPROVAL_TONES, setting: SETTING_TONES, import: IMPORT_TONES };

export type StatusOf<K extends keyof typeof TONES> = keyof (typeof TONES)[K] & string;

/** A message id, checked: a status without its words in zh-TW does not compile. */
type Defined<Id extends EcaMessageId> = Id;

type StatusLabelId = Defined<
  { [K in keyof typeof TONES]: `eca.status.${K}.${StatusOf<K>}` }[keyof typeof TONES]
>;

/** The message id of a status's words (a filter's option, a question). */
export function statusLabel<K extends keyof typeof TONES>(
  kind: K,
  status: StatusOf<K>,
): StatusLabelId {
  return `eca.status.${kind}.${status}` as StatusLabelId;
}

/** An ECA record's status: its words in its tone. */
export function EcaStatus<K extends keyof typeof TONES>({
  kind,
  status,
}: {
  kind: K;
  status: StatusOf<K>;
}) {
  const t = useT<EcaMessageId>();
  const tones: Record<string, StatusTone> = TONES[kind];
  return createElement(StatusTag, { tone: tones[status]!, children: t(statusLabel(kind, status)) });
}
