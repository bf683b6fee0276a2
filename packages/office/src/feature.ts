import type { CampusFeature } from "@campus/core";
import { loadOfficeMessages } from "./load-messages";
import { OFFICE_PAGES } from "./routing/pages";

/** The school office's console as the portal mounts it: its addresses and screens, and its texts. */
export const officeFeature: CampusFeature = {
  id: "office",
  pages: OFFICE_PAGES,
  messages: loadOfficeMessages,
};
