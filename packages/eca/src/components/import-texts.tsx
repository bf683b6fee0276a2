import { MoreTexts, type MessageLoader } from "@campus/core";
import type { ReactNode } from "react";

/** The import's texts (`eca.import.*`) in one language: only the import page downloads them. */
export const loadImportMessages: MessageLoader = (locale) => {
  if (locale === "zh-CN") return import("../messages/import/zh-CN.json").then((m) => m.default);
  if (locale === "en-US") return import("../messages/import/en-US.json").then((m) => m.default);
  return import("../messages/import/zh-TW.json").then((m) => m.default);
};

const LOADERS = [loadImportMessages];

export function ImportTexts({ children }: { children: ReactNode }) {
  return <MoreTexts loaders={LOADERS}>{children}</MoreTexts>;
}
