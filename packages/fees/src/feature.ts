import type { CampusFeature } from "@campus/core";
import { loadFeesMessages } from "./load-messages";
import { FEES_PAGES } from "./routing/pages";

/** Fees as every surface mounts it: its addresses and screens, and its texts. */
export const feesFeature: CampusFeature = {
  id: "fees",
  pages: FEES_PAGES,
  messages: loadFeesMessages,
};
