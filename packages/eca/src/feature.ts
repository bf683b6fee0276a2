import type { CampusFeature } from "@campus/core";
import { loadEcaMessages } from "./load-messages";
import { EcaPage } from "./routing/eca-page";
import { ECA_PAGES } from "./routing/pages";

/** The ECA tracker as every surface mounts it: its addresses and screens, and its texts. */
export const ecaFeature: CampusFeature = {
  id: "eca",
  pages: ECA_PAGES,
  messages: loadEcaMessages,
  Page: EcaPage,
};
