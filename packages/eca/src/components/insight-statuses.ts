import type { EcaRecognitionStatus, EcaTraitDecision } from "@campus/contract";
import { useT } from "@campus/core";
import { StatusTag, type StatusTone } from "@campus/ui";
import { createElement } from "react";
import type { EcaMessageId } from "../messages/message-ids";

/*
 * The insight's statuses, beside the feature's (statuses.ts) rather than in it: every ECA screen
 * loads that module, and only the insight's pages need these. Same rule: one tone and words
 * (`eca.status.<kind>.<status>`, the insight's texts) each.
 */

const INSIGHT_TONES = {
  /** A recognition job (spec §4): running, done, or failed (to retry). */
  recognition: {
    in_progress: "info",
    completed: "success",
    failed: "danger",
  } satisfies Record<EcaRecognitionStatus, StatusTone>,
  /** A proposed trait: waiting on a teacher, accepted into the overview, or rejected. */
  trait: {
    pending: "warning",
    accepted: "success",
    rejected: "neutral",
  } satisfies Record<EcaTraitDecision, StatusTone>,
};

type Kind = keyof typeof INSIGHT_TONES;
type StatusOf<K extends Kind> = keyof (typeof INSIGHT_TONES)[K] & string;

/** The message id of a status's words (a filter's option): `in_progress` reads `inProgress`. */
export const insightStatusLabel = <K extends Kind>(kind: K, status: StatusOf<K>) =>
  `eca.status.${kind}.${status.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())}` as Extract<
    EcaMessageId,
    `eca.status.${K}.${string}`
  >;

/** A recognition job's or a proposal's status: its words in its tone. */
export function InsightStatus<K extends Kind>({ kind, status }: { kind: K; status: StatusOf<K> }) {
  const t = useT<EcaMessageId>();
  const tones: Record<string, StatusTone> = INSIGHT_TONES[kind];
  return createElement(StatusTag, {
    tone: tones[status]!,
    children: t(insightStatusLabel(kind, status)),
  });
}
