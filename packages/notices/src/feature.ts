import type { CampusFeature } from "@campus/core";
import { loadNoticesMessages } from "./load-messages";
import { NOTICES_PAGES } from "./routing/pages";

/** Notices as every surface mounts it: its addresses and screens, and its texts. */
export const noticesFeature: CampusFeature = {
  id: "notices",
  pages: NOTICES_PAGES,
  messages: loadNoticesMessages,
};
