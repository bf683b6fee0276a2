import type { CampusFeature } from "@campus/core";
import { loadRegistrationMessages } from "./load-messages";
import { REGISTRATION_PAGES } from "./routing/pages";
import { RegistrationPage } from "./routing/registration-page";

/**
 * New-student registration (spec §1–2) as every surface mounts it: its addresses and screens,
 * its texts, and the guard each page runs first (school code, sign-in by phone; spec §2, §8).
 * Its pages are open signed out: the portal puts them in registration's own frame.
 */
export const registrationFeature: CampusFeature = {
  id: "registration",
  pages: REGISTRATION_PAGES,
  messages: loadRegistrationMessages,
  Page: RegistrationPage,
};
