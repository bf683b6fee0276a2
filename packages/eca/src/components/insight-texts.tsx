import { MoreTexts, type MessageLoader } from "@campus/core";
import type { ReactNode } from "react";

/**
 * The insight's texts — trait recognition, dashboards, a student's detail — in one language:
 * only the pages that show them download them (the event list stays light).
 */
export const loadInsightMessages: MessageLoader = (locale) => {
  if (locale === "zh-CN") return import("../messages/insight/zh-CN.json").then((m) => m.default);
  if (locale === "en-US") return import("../messages/insight/en-US.json").then((m) => m.default);
  return import("../messages/insight/zh-TW.json").then((m) => m.default);
};

const LOADERS = [loadInsightMessages];

/** Puts the insight's texts under `children` (`eca.recognition.*`, `eca.evidence.*`, …). */
export function InsightTexts({ children }: { children: ReactNode }) {
  return <MoreTexts loaders={LOADERS}>{children}</MoreTexts>;
}
