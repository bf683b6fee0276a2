import type { ComponentType, ReactNode } from "react";
import type { MessageLoader } from "../i18n/load-messages";
import type { PageMeta } from "../routing/page-meta";

/** One address of a feature: its metadata and, unless it only forwards, its screen. */
export interface FeaturePage extends PageMeta {
  /** The page's screen, fetched the first time the page opens (its own chunk). */
  screen?: () => Promise<ComponentType>;
}

/**
 * Everything a surface needs to know of a feature, in one description (`<id>Feature`, exported
 * from the feature's `src/feature.ts`): the portal's routes, page tabs and permission checks,
 * its element and Storybook all read it, so mounting a feature is one line in each list
 * (`host/src/features.ts`, the elements' registry). Keep it cheap to import: screens and texts
 * are loaders; only `Page` and `Forward` are code, and they are small.
 */
export interface CampusFeature {
  /** The feature's name: its message ids' and addresses' prefix (`library.*`, `/library/…`). */
  id: string;
  /** Every address of the feature (spec §2), forwarding ones included. */
  pages: readonly FeaturePage[];
  /** The feature's texts, one language at a time. */
  messages: MessageLoader;
  /**
   * Wraps each screen of the feature: its guard, say, which decides before the screen's code
   * loads. Without one, the screen shows as it is.
   */
  Page?: ComponentType<{ screen: ComponentType }>;
  /**
   * Runs above a surface's layout for every address: renders a redirect when the address must
   * change before anything shows (so it never becomes a page tab), else its children.
   */
  Forward?: ComponentType<{ children: ReactNode }>;
}

/** Every page of every feature, in list order. */
export function featurePages(features: readonly CampusFeature[]): FeaturePage[] {
  return features.flatMap((feature) => feature.pages);
}
