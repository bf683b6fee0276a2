import { loadApplicationValidationMessages } from "@campus/contract";
import { MoreTexts, type MessageLoader } from "@campus/core";
import type { ReactNode } from "react";

/** The form's own texts in one language (`messages/form/`): the login page never downloads them. */
export const loadFormMessages: MessageLoader = (locale) => {
  if (locale === "zh-CN") return import("../../messages/form/zh-CN.json").then((m) => m.default);
  if (locale === "en-US") return import("../../messages/form/en-US.json").then((m) => m.default);
  return import("../../messages/form/zh-TW.json").then((m) => m.default);
};

const LOADERS = [loadFormMessages, loadApplicationValidationMessages];

/**
 * Puts the application form's texts under `children`: its labels, hints and checklist, and the
 * contract's validation texts only this form shows (a name's script, a child's age).
 */
export function FormTexts({ children }: { children: ReactNode }) {
  return <MoreTexts loaders={LOADERS}>{children}</MoreTexts>;
}
