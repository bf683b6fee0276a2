import { loadSetupValidationMessages } from "@campus/contract";
import { MoreTexts } from "@campus/core";
import { loadSetupMessages } from "./messages/load-setup-messages";
import { SetupPage } from "./setup-page";

const LOADERS = [loadSetupValidationMessages, loadSetupMessages];

/** `/setup` as the portal mounts it: the page with its own texts on top of the portal's. */
export function SetupRoute() {
  return (
    <MoreTexts loaders={LOADERS}>
      <SetupPage />
    </MoreTexts>
  );
}
