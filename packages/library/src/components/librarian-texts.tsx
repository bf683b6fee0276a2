import { MoreTexts, type MessageLoader } from "@campus/core";
import type { ReactNode } from "react";

/**
 * The librarian's texts (the catalogue's, the reading reports') in one language: only the
 * librarian's pages download them, never a reader's.
 */
export const loadLibrarianMessages: MessageLoader = (locale) => {
  if (locale === "zh-CN") return import("../messages/librarian/zh-CN.json").then((m) => m.default);
  if (locale === "en-US") return import("../messages/librarian/en-US.json").then((m) => m.default);
  return import("../messages/librarian/zh-TW.json").then((m) => m.default);
};

const LOADERS = [loadLibrarianMessages];

/** Puts the librarian's texts under `children` (`library.catalogue.*`, `library.report.*`). */
export function LibrarianTexts({ children }: { children: ReactNode }) {
  return <MoreTexts loaders={LOADERS}>{children}</MoreTexts>;
}
