import { MoreTexts, type MessageLoader } from "@campus/core";
import type { ReactNode } from "react";

/**
 * The texts of an application's next steps — its fee, payments, interview — in one language:
 * only the pages that show them download them (the login page stays light).
 */
export const loadStepMessages: MessageLoader = (locale) => {
  if (locale === "zh-CN") return import("./messages/steps/zh-CN.json").then((m) => m.default);
  if (locale === "en-US") return import("./messages/steps/en-US.json").then((m) => m.default);
  return import("./messages/steps/zh-TW.json").then((m) => m.default);
};

const LOADERS = [loadStepMessages];

/** Puts the next steps' texts under `children` (`registration.pay.*`). */
export function StepTexts({ children }: { children: ReactNode }) {
  return <MoreTexts loaders={LOADERS}>{children}</MoreTexts>;
}
