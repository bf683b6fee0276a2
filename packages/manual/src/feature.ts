import type { CampusFeature } from "@campus/core";
import { loadManualMessages } from "./load-messages";
import { MANUAL_PAGES_ROUTES } from "./routing/pages";

/** The user manual as every surface mounts it: its three pages and its texts. */
export const manualFeature: CampusFeature = {
  id: "manual",
  pages: MANUAL_PAGES_ROUTES,
  messages: loadManualMessages,
};
