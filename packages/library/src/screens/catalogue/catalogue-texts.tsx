import { MoreTexts, type MessageLoader } from "@campus/core";
import type { ReactNode } from "react";

/** The catalogue's texts in one language: only the librarian's catalogue downloads them. */
export const loadCatalogueMessages: MessageLoader = (locale) => {
  if (locale === "zh-CN")
    return import("../../messages/catalogue/zh-CN.json").then((m) => m.default);
  if (locale === "en-US")
    return import("../../messages/catalogue/en-US.json").then((m) => m.default);
  return import("../../messages/catalogue/zh-TW.json").then((m) => m.default);
};

const LOADERS = [loadCatalogueMessages];

/** Puts the catalogue's texts under `children` (`library.catalogue.*`, a copy's statuses). */
export function CatalogueTexts({ children }: { children: ReactNode }) {
  return <MoreTexts loaders={LOADERS}>{children}</MoreTexts>;
}
