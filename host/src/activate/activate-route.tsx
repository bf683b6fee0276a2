import { loadSetupValidationMessages } from "@campus/contract";
import { MoreTexts } from "@campus/core";
import { ActivatePage } from "./activate-page";
import { loadActivateMessages } from "./messages/load-activate-messages";

const LOADERS = [loadSetupValidationMessages, loadActivateMessages];

/** `/activate` as the portal mounts it: the page with its own texts on top of the portal's. */
export function ActivateRoute() {
  return (
    <MoreTexts loaders={LOADERS}>
      <ActivatePage />
    </MoreTexts>
  );
}
