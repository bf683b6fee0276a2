import { MoreTexts } from "@campus/core";
import type { ComponentType } from "react";
import { loadRegistrationMessages, loadRegistrationPageMessages } from "../load-messages";
import { loadStepMessages } from "../steps-texts";

/** A family's words the office's screens show too: statuses, the form's fields, fees, interviews. */
const FAMILY_TEXTS = [loadRegistrationMessages, loadRegistrationPageMessages, loadStepMessages];

/**
 * One of the school office's screens as its page exports it: registration's own texts under it
 * (the portal's layout carries only the office's). Part of each screen's chunk, not of the
 * portal's runtime, which holds only the office's addresses and loaders.
 */
export function officeScreen(Screen: ComponentType): ComponentType {
  function OfficeScreen() {
    return (
      <MoreTexts loaders={FAMILY_TEXTS}>
        <Screen />
      </MoreTexts>
    );
  }
  OfficeScreen.displayName = `Office(${Screen.displayName ?? Screen.name})`;
  return OfficeScreen;
}
