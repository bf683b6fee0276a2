import { MoreTexts, type MessageLoader } from "@campus/core";
import type { ReactNode } from "react";

/**
 * The office's records' texts (the audit log's, the outbox's) in one language: only those pages
 * download them, never the roster's or the people's.
 */
export const loadRecordsMessages: MessageLoader = (locale) => {
  if (locale === "zh-CN") return import("../messages/records/zh-CN.json").then((m) => m.default);
  if (locale === "en-US") return import("../messages/records/en-US.json").then((m) => m.default);
  return import("../messages/records/zh-TW.json").then((m) => m.default);
};

const LOADERS = [loadRecordsMessages];

/** Puts the records' texts under `children` (`office.audit.*`, `office.outbox.*`). */
export function RecordsTexts({ children }: { children: ReactNode }) {
  return <MoreTexts loaders={LOADERS}>{children}</MoreTexts>;
}
