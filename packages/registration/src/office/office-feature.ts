import type { CampusFeature } from "@campus/core";
import { loadOfficeMessages } from "./load-office-messages";
import { OFFICE_PAGES } from "./office-pages";

/**
 * Registration's school office (staff) as the portal mounts it: the applications to review, the
 * interview sessions, check-in by QR code. Signed in, in the layout, behind the office's route
 * codes; the family's side is `registrationFeature`, open signed out in its own frame.
 */
export const registrationOfficeFeature: CampusFeature = {
  id: "registration-office",
  pages: OFFICE_PAGES,
  messages: loadOfficeMessages,
};
